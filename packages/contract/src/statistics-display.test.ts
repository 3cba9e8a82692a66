import { matchStatistics, parseRules } from '@bandeja/scoring';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent, teamStatisticsRows } from './statistics-display.ts';

describe('statistics display', () => {
  it('formats durations as SSs, MM:SS or HH:MM:SS (docs/product.md#statistics-overlays)', () => {
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

  it("shows the two teams' shares of points adding up to 100, with or without a decimal", () => {
    const parsed = parseRules({ serviceConfig: { mode: 'team1' } });
    if (!parsed.ok) throw new Error(parsed.error);
    // 5 points to 3: 62.5 % and 37.5 % would each round up to 63 % and 38 %.
    const events = ['team1', 'team1', 'team1', 'team2', 'team1', 'team2', 'team1', 'team2'].map(
      (team, index) => ({
        kind: 'point' as const,
        team: team as 'team1' | 'team2',
        at: index * 10_000,
      }),
    );
    const statistics = matchStatistics(parsed.rules, events);
    const [pointsWon] = teamStatisticsRows(statistics, 0);
    expect([pointsWon?.team1, pointsWon?.team2]).toEqual(['5 (63%)', '3 (37%)']);
    const [withDecimal] = teamStatisticsRows(statistics, 1);
    expect([withDecimal?.team1, withDecimal?.team2]).toEqual(['5 (62.5%)', '3 (37.5%)']);
  });
});
