import { describe, expect, it } from 'vitest';
import { courtTitle } from './court.ts';

describe('courtTitle', () => {
  it("is the court's name wherever it is known", () => {
    expect(courtTitle({ name: 'Pista 1 Norte' }, '3')).toBe('Pista 1 Norte');
  });

  it("is 'Court {id}' while the name is unknown or blank", () => {
    expect(courtTitle(null, '3')).toBe('Court 3');
    expect(courtTitle(undefined, '3')).toBe('Court 3');
    expect(courtTitle({ name: '  ' }, '3')).toBe('Court 3');
  });
});
