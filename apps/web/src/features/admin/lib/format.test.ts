import { describe, expect, it } from 'vitest';
import { errorText, formatDate, formatDateTime, toLocalInput } from './format.ts';

describe('admin formats', () => {
  it('writes created dates as en-GB day/month/year', () => {
    expect(formatDate('2026-03-07T10:00:00.000Z')).toBe('07/03/2026');
    expect(formatDate(null)).toBe('—');
  });

  it('writes a short date with time', () => {
    expect(formatDateTime('2026-03-07T10:05:00.000Z')).toMatch(/^07\/03\/2026, \d\d:05$/);
  });

  it('round-trips a local date-time input', () => {
    const local = toLocalInput('2026-03-07T10:05:00.000Z');
    expect(new Date(local).toISOString()).toBe('2026-03-07T10:05:00.000Z');
  });

  it("prefers the error's message", () => {
    expect(errorText(new Error('Club not found'), 'Failed')).toBe('Club not found');
    expect(errorText('weird', 'Failed')).toBe('Failed');
  });
});
