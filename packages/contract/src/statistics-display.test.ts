import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent } from './statistics-display.ts';

describe('statistics display', () => {
  it('formats durations as SSs, MM:SS or HH:MM:SS (spec §2)', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(42.4)).toBe('42s');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(5025)).toBe('01:23:45');
    expect(formatDuration(Number.NaN)).toBe('0s');
  });

  it('formats percentages with one decimal or none', () => {
    expect(formatPercent(66.666, 1)).toBe('66.7%');
    expect(formatPercent(66.666, 0)).toBe('67%');
    expect(formatPercent(Number.NaN)).toBe('0.0%');
  });
});
