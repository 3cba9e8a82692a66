import { describe, expect, it } from 'vitest';
import { databaseError, isDatabaseUnavailable, uniqueViolationConstraint } from './errors.ts';

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

describe('a database that cannot be reached', () => {
  it('is told by the socket error, the SQLSTATE or node-postgres’s message, under any wrapping', () => {
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNRESET' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('is not any other failure', () => {
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(wrapped({ code: '40P01' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
