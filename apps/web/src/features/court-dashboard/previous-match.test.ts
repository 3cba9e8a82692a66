import { describe, expect, it } from 'vitest';
import { matchSlot } from './previous-match.ts';

describe('the time of a previous match', () => {
  const now = new Date(2026, 10, 22, 20, 0);
  const at = (day: number, hour: number, minute: number) =>
    new Date(2026, 10, day, hour, minute).toISOString();

  it('runs from the start to the real end: a 5-minute match reads 5 minutes, not 90', () => {
    expect(matchSlot(at(22, 18, 0), at(22, 18, 5), now)).toBe('18:00 - 18:05');
    expect(matchSlot(at(22, 18, 0), at(22, 19, 52), now)).toBe('18:00 - 19:52');
  });

  it('crosses midnight', () => {
    expect(matchSlot(at(22, 23, 15), at(23, 0, 20), new Date(2026, 10, 22, 23, 30))).toBe('23:15 - 00:20');
  });

  it('names the day of a match played before today', () => {
    expect(matchSlot(at(20, 9, 5), at(20, 10, 1), now)).toBe('20 Nov, 09:05 - 10:01');
  });

  it('falls back to the 90-minute slot only without a recorded end (or an end before the start)', () => {
    expect(matchSlot(at(22, 18, 0), null, now)).toBe('18:00 - 19:30');
    expect(matchSlot(at(22, 18, 0), at(22, 17, 0), now)).toBe('18:00 - 19:30');
  });

  it('is empty without a start time', () => {
    expect(matchSlot(null, null, now)).toBe('');
  });
});
