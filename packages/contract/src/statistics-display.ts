import { type DeuceMode, decidingPointOf, describeDecidingPointsWon, percentagesOf } from '@bandeja/scoring';
import type { MatchStatisticsPayload, PlayerStats } from './statistics.ts';

/**
 * How statistics read on every screen and in the mail (docs/product.md#statistics-overlays), written once: the scoreboard's
 * overlays, the results page's player view and the statistics mail all use these. Zod-free, so it
 * is part of `@bandeja/contract/plain`.
 */
export type PlayerNumber = 1 | 2 | 3 | 4;

/** Time formats of docs/product.md#statistics-overlays: HH:MM:SS from an hour, MM:SS from a minute, else SSs. */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (minutes > 0) return `${two(minutes)}:${two(seconds)}`;
  return `${seconds}s`;
}

/**
 * Decimals of every percentage on every screen and in the mail (docs/product.md#statistics-overlays):
 * one format everywhere, so the same figure never reads 63% on a phone and 62.5% on the TV.
 */
export const PERCENT_DECIMALS = 1;

/** A percentage as every screen shows it: '62.5%'. */
export function formatPercent(value: number): string {
  return `${(Number.isFinite(value) ? value : 0).toFixed(PERCENT_DECIMALS)}%`;
}

/** Two shares of a whole, as shown side by side: they add up to exactly 100.0 (largest remainder). */
export function formatShares(a: number, b: number): [string, string] {
  const [shareA, shareB] = percentagesOf(a, b, PERCENT_DECIMALS);
  return [formatPercent(shareA), formatPercent(shareB)];
}

export function playerStatisticsOf(statistics: MatchStatisticsPayload, player: PlayerNumber): PlayerStats {
  switch (player) {
    case 1:
      return statistics.player1Stats;
    case 2:
      return statistics.player2Stats;
    case 3:
      return statistics.player3Stats;
    case 4:
      return statistics.player4Stats;
  }
}

/**
 * What a statistics row shows, for a screen that says its label in its own language (the `label`
 * is the English one, which the mails translate by their own texts).
 */
export type StatisticKey =
  | 'pointsWon'
  | 'longestStreak'
  | 'goldenPointsWon'
  | 'starPointsWon'
  | 'breakPointsWon'
  | 'setPointsWon'
  | 'pointsServed'
  | 'wonOnServe'
  | 'percentWonOnServe'
  | 'serviceGamesWon'
  | 'serviceGamesLost'
  | 'score'
  | 'shareOfPoints'
  | 'duration';

export interface TeamStatisticsRow {
  key: StatisticKey;
  label: string;
  team1: string;
  team2: string;
}

/**
 * The team figures of a match, in the order every summary shows them. Given the match's deuce mode,
 * the deciding points' row follows the rule the match played (engine: `decidingPointOf`): 'Golden
 * points won' or 'Star points won', and no row at all for advantage games.
 */
export function teamStatisticsRows(
  statistics: MatchStatisticsPayload,
  deuceMode?: DeuceMode,
): TeamStatisticsRow[] {
  const s = statistics;
  // The two shares from the counts, so that they add up to 100.
  const [share1, share2] = formatShares(s.team1Points.totalPoints, s.team2Points.totalPoints);
  const deciding = deuceMode === undefined ? 'golden' : decidingPointOf(deuceMode);
  const decidingRows: TeamStatisticsRow[] =
    deciding === null
      ? []
      : [
          {
            key: deciding === 'star' ? 'starPointsWon' : 'goldenPointsWon',
            label: describeDecidingPointsWon(deciding),
            team1: String(s.goldenPoints.team1Won),
            team2: String(s.goldenPoints.team2Won),
          },
        ];
  return [
    {
      key: 'pointsWon',
      label: 'Points won',
      team1: `${s.team1Points.totalPoints} (${share1})`,
      team2: `${s.team2Points.totalPoints} (${share2})`,
    },
    {
      key: 'longestStreak',
      label: 'Longest streak',
      team1: String(s.consecutivePoints.team1LongestStreak),
      team2: String(s.consecutivePoints.team2LongestStreak),
    },
    ...decidingRows,
    {
      key: 'breakPointsWon',
      label: 'Break points won',
      team1: `${s.team1BreakPoints.converted}/${s.team1BreakPoints.total}`,
      team2: `${s.team2BreakPoints.converted}/${s.team2BreakPoints.total}`,
    },
    {
      key: 'setPointsWon',
      label: 'Set points won',
      team1: `${s.setPoints.team1Won}/${s.setPoints.team1Attempted}`,
      team2: `${s.setPoints.team2Won}/${s.setPoints.team2Attempted}`,
    },
  ];
}

/** One player's service figures (docs/scoring-rules.md#statistics definitions). */
export function playerStatisticsRows(
  stats: PlayerStats,
): { key: StatisticKey; label: string; value: string }[] {
  return [
    { key: 'pointsServed', label: 'Points served', value: String(stats.pointsPlayedWithService) },
    { key: 'wonOnServe', label: 'Won on serve', value: String(stats.pointsWhileServing) },
    {
      key: 'percentWonOnServe',
      label: '% won on serve',
      value: formatPercent(stats.percentageWonWithService),
    },
    { key: 'serviceGamesWon', label: 'Service games won', value: String(stats.gamesWonWhileServing) },
    { key: 'serviceGamesLost', label: 'Service games lost', value: String(stats.serviceBreaks) },
  ];
}

/** Per-set figures beside the match's (team 1's figure first in every cell). */
export interface SetsBesideMatch {
  /** 'Set 1', 'Set 2', …, then 'Match'. */
  columns: string[];
  /** Each column's set number, null for the match's: a screen names them in its language. */
  sets: (number | null)[];
  rows: { key: StatisticKey; label: string; cells: string[] }[];
}

type SetFigures = MatchStatisticsPayload['sets'][number];

function setScore(set: SetFigures): string {
  const games = `${set.team1Games}-${set.team2Games}`;
  return set.tiebreak ? `${games} (${set.tiebreak.team1}-${set.tiebreak.team2})` : games;
}

function setWinner(set: SetFigures): 1 | 2 | null {
  if (!set.finished) return null;
  if (set.team1Games !== set.team2Games) return set.team1Games > set.team2Games ? 1 : 2;
  if (set.tiebreak && set.tiebreak.team1 !== set.tiebreak.team2)
    return set.tiebreak.team1 > set.tiebreak.team2 ? 1 : 2;
  return null;
}

const pair = (a: string | number, b: string | number) => `${a} · ${b}`;

/**
 * A match scored live that ended before its first point (finished for time or by the operator at
 * 0-0): it has no figures to show, not even zeros. Screens say 'No points were played' in one line
 * instead of a table of zeros (docs/product.md#statistics-overlays).
 */
export function noPointsPlayed(statistics: MatchStatisticsPayload): boolean {
  return statistics.pointByPoint && statistics.pointsPlayed === 0;
}

/**
 * Each set's own figures beside the match totals, for the match summary and the results page
 * (docs/product.md#statistics-overlays): score, points won, their shares (adding up to 100.0 in
 * every column), break points and duration. Null for a match not scored point by point (nothing to
 * show but its score) or a rally game (one unit, no sets).
 */
export function setsBesideMatch(statistics: MatchStatisticsPayload): SetsBesideMatch | null {
  const s = statistics;
  if (!s.pointByPoint) return null;
  const sets = s.sets.filter((set) => set.finished || set.pointsPlayed > 0);
  if (sets.length === 0) return null;
  const won = { 1: 0, 2: 0 };
  for (const set of sets) {
    const winner = setWinner(set);
    if (winner) won[winner] += 1;
  }
  const shares = (a: number, b: number) => pair(...formatShares(a, b));
  return {
    columns: [...sets.map((set) => `Set ${set.set}`), 'Match'],
    sets: [...sets.map((set) => set.set), null],
    rows: [
      { key: 'score', label: 'Score', cells: [...sets.map(setScore), `${won[1]}-${won[2]}`] },
      {
        key: 'pointsWon',
        label: 'Points won',
        cells: [
          ...sets.map((set) => pair(set.team1Points.totalPoints, set.team2Points.totalPoints)),
          pair(s.team1Points.totalPoints, s.team2Points.totalPoints),
        ],
      },
      {
        key: 'shareOfPoints',
        label: 'Share of points',
        cells: [
          ...sets.map((set) => shares(set.team1Points.totalPoints, set.team2Points.totalPoints)),
          shares(s.team1Points.totalPoints, s.team2Points.totalPoints),
        ],
      },
      {
        key: 'breakPointsWon',
        label: 'Break points won',
        cells: [
          ...[...sets, s].map((f) =>
            pair(
              `${f.team1BreakPoints.converted}/${f.team1BreakPoints.total}`,
              `${f.team2BreakPoints.converted}/${f.team2BreakPoints.total}`,
            ),
          ),
        ],
      },
      {
        key: 'duration',
        label: 'Duration',
        cells: [
          ...sets.map((set) => formatDuration(set.durationSeconds)),
          formatDuration(s.matchDurationSeconds),
        ],
      },
    ],
  };
}
