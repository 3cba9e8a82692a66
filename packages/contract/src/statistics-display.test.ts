import { type MatchEvent, matchStatistics, parseRules, type Rules, type Team } from '@bandeja/scoring';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatPercent,
  formatShares,
  noPointsPlayed,
  setsBesideMatch,
  teamStatisticsRows,
} from './statistics-display.ts';

function rules(input: Parameters<typeof parseRules>[0] = {}): Rules {
  const parsed = parseRules({ serviceConfig: { mode: 'team1' }, ...input });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
}

/** Points won by the given teams, 10 s apart. */
function points(teams: readonly Team[], from = 0): MatchEvent[] {
  return teams.map((team, index) => ({ kind: 'point' as const, team, at: from + index * 10_000 }));
}

/** A game won to love by `team`. */
const game = (team: Team): Team[] => [team, team, team, team];

/** The two percentages of a 'a% · b%' cell or of a pair of labels. */
function sharesIn(cell: string): number[] {
  return [...cell.matchAll(/(\d+\.\d)%/g)].map((m) => Number(m[1]));
}

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

  it('formats every percentage the same way, with one decimal', () => {
    expect(formatPercent(66.666)).toBe('66.7%');
    expect(formatPercent(50)).toBe('50.0%');
    expect(formatPercent(Number.NaN)).toBe('0.0%');
  });

  it("shows the two teams' shares of points adding up to 100", () => {
    // 1 point to 2: 33.3 % and 66.7 %, never 33.3 % and 66.6 % or 33 % and 67 % elsewhere.
    expect(formatShares(1, 2)).toEqual(['33.3%', '66.7%']);
    const statistics = matchStatistics(rules(), points(['team1', 'team2', 'team2']));
    const [pointsWon] = teamStatisticsRows(statistics);
    expect([pointsWon?.team1, pointsWon?.team2]).toEqual(['1 (33.3%)', '2 (66.7%)']);
  });
});

describe('a match without a point has no figures to show', () => {
  it('a match finished at 0-0 before its first point has none; one point, or a walkover, is another case', () => {
    expect(noPointsPlayed(matchStatistics(rules(), [{ kind: 'finish', reason: 'time', at: 0 }]))).toBe(true);
    expect(noPointsPlayed(matchStatistics(rules(), [{ kind: 'finish', reason: 'manual', at: 0 }]))).toBe(
      true,
    );
    expect(noPointsPlayed(matchStatistics(rules(), points(['team1'])))).toBe(false);
    // A walkover is not scored point by point: it says so in its own words.
    expect(noPointsPlayed(matchStatistics(rules(), [{ kind: 'walkover', team: 'team2', at: 0 }]))).toBe(
      false,
    );
  });
});

describe('the rows follow the rules the match played', () => {
  const stats = matchStatistics(rules(), points([...game('team1'), ...game('team2')]));

  it('no deciding points row after advantage games; star points in star point mode; golden points otherwise', () => {
    const keys = (mode?: Parameters<typeof teamStatisticsRows>[1]) =>
      teamStatisticsRows(stats, mode).map((row) => row.key);
    expect(keys('regular_deuce')).toEqual(['pointsWon', 'longestStreak', 'breakPointsWon', 'setPointsWon']);
    expect(teamStatisticsRows(stats, 'star_point')[2]).toMatchObject({
      key: 'starPointsWon',
      label: 'Star points won',
    });
    expect(teamStatisticsRows(stats, 'straight_golden')[2]).toMatchObject({
      key: 'goldenPointsWon',
      label: 'Golden points won',
    });
    // Without the rule (the mails), the row stays as before.
    expect(keys()).toContain('goldenPointsWon');
  });

  it('names the sets of each column by number, the match by null', () => {
    const two = matchStatistics(
      rules({ bestOfSets: 3, gamesPerSet: 2, tiebreakAt: 2 }),
      points([...game('team1'), ...game('team2'), ...game('team1'), ...game('team1'), ...game('team1')]),
    );
    expect(setsBesideMatch(two)?.sets).toEqual([1, 2, null]);
  });
});

describe('set figures beside the match totals', () => {
  it('after two sets: each set alone, then the match, shares adding up to 100 in every column', () => {
    // Set 1: 6-0 to team 1 (24 points to 0); set 2: 6-4 to team 2 (16 to 24 points).
    const set1 = Array.from({ length: 6 }, () => game('team1')).flat();
    const set2 = [
      ...Array.from({ length: 4 }, () => game('team1')).flat(),
      ...Array.from({ length: 6 }, () => game('team2')).flat(),
    ];
    const statistics = matchStatistics(rules({ bestOfSets: 3 }), points([...set1, ...set2]));
    const table = setsBesideMatch(statistics);
    expect(table?.columns).toEqual(['Set 1', 'Set 2', 'Match']);
    const row = (label: string) => table?.rows.find((r) => r.label === label)?.cells;
    expect(row('Score')).toEqual(['6-0', '4-6', '1-1']);
    expect(row('Points won')).toEqual(['24 · 0', '16 · 24', '40 · 24']);
    expect(row('Share of points')).toEqual(['100.0% · 0.0%', '40.0% · 60.0%', '62.5% · 37.5%']);
    expect(row('Duration')?.at(-1)).toBe(formatDuration(statistics.matchDurationSeconds));
  });

  it('the set in play stands beside the match so far; a match not scored point by point has no table', () => {
    const statistics = matchStatistics(rules(), points(['team1', 'team2', 'team1']));
    expect(setsBesideMatch(statistics)?.columns).toEqual(['Set 1', 'Match']);
    const walkover = matchStatistics(rules(), [{ kind: 'walkover', team: 'team1', at: 0 }]);
    expect(setsBesideMatch(walkover)).toBeNull();
  });

  it('property: in any match, the two shares of every column add up to exactly 100.0', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<Team>('team1', 'team2'), { minLength: 1, maxLength: 300 }),
        fc.constantFrom(1, 3, 5),
        (teams, bestOfSets) => {
          const statistics = matchStatistics(rules({ bestOfSets }), points(teams));
          const shareRow = setsBesideMatch(statistics)?.rows.find((r) => r.label === 'Share of points');
          for (const cell of shareRow?.cells ?? []) {
            const shares = sharesIn(cell);
            if (shares.every((share) => share === 0)) continue;
            expect(shares).toHaveLength(2);
            expect(Math.round((shares[0] ?? 0) * 10) + Math.round((shares[1] ?? 0) * 10)).toBe(1000);
          }
          const [pointsWon] = teamStatisticsRows(statistics);
          const team = sharesIn(`${pointsWon?.team1} ${pointsWon?.team2}`);
          expect(Math.round((team[0] ?? 0) * 10) + Math.round((team[1] ?? 0) * 10)).toBe(1000);
        },
      ),
      { numRuns: 200 },
    );
  });
});
