import { describe, expect, it } from 'vitest';
import { databaseError, uniqueViolationConstraint } from './errors.ts';

/** How Drizzle hands a driver's error over: wrapped, the driver's error as `cause`. */
const wrapped = (cause: object) =>
  new Error('Failed query: insert …', { cause: new Error('wrapper', { cause }) });

describe('database errors through the wrappers', () => {
  it('finds the driver’s code and constraint under Drizzle’s wrapping', () => {
    const error = wrapped({ code: '23505', constraint: 'users_username_unique' });
    expect(databaseError(error)).toEqual({ code: '23505', constraint: 'users_username_unique' });
    expect(uniqueViolationConstraint(error)).toBe('users_username_unique');
  });

  it('answers an unnamed unique violation with an empty name, and anything else with null', () => {
    expect(uniqueViolationConstraint(wrapped({ code: '23505' }))).toBe('');
    expect(uniqueViolationConstraint(wrapped({ code: '40P01' }))).toBeNull();
    expect(databaseError(new Error('not a database error'))).toBeNull();
    expect(databaseError(null)).toBeNull();
  });
});
