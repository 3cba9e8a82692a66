import { describe, expect, it } from 'vitest';
import { matchSlot } from './previous-match.ts';

describe('the 90-minute slot of a previous match', () => {
  const now = new Date(2026, 10, 22, 20, 0);

  it('runs from the start time to start time plus 90 minutes', () => {
    expect(matchSlot(new Date(2026, 10, 22, 18, 0).toISOString(), now)).toBe('18:00 - 19:30');
  });

  it('crosses midnight', () => {
    expect(matchSlot(new Date(2026, 10, 22, 23, 15).toISOString(), new Date(2026, 10, 22, 23, 30))).toBe(
      '23:15 - 00:45',
    );
  });

  it('names the day of a match played before today', () => {
    expect(matchSlot(new Date(2026, 10, 20, 9, 5).toISOString(), now)).toBe('20 Nov, 09:05 - 10:35');
  });

  it('is empty without a start time', () => {
    expect(matchSlot(null, now)).toBe('');
  });
});
