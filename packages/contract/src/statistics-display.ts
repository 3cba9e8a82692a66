import { percentagesOf } from '@bandeja/scoring';
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

/** Percentages: one decimal in the team overlay and the mail, none in the mobile overlay (docs/product.md#statistics-overlays). */
export function formatPercent(value: number, decimals: 0 | 1 = 1): string {
  return `${(Number.isFinite(value) ? value : 0).toFixed(decimals)}%`;
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

export interface TeamStatisticsRow {
  label: string;
  team1: string;
  team2: string;
}

/** The team figures of a match, in the order every summary shows them. */
export function teamStatisticsRows(
  statistics: MatchStatisticsPayload,
  decimals: 0 | 1 = 1,
): TeamStatisticsRow[] {
  const s = statistics;
  // The two shares from the counts, so that they add up to 100 at any number of decimals.
  const [share1, share2] = percentagesOf(s.team1Points.totalPoints, s.team2Points.totalPoints, decimals);
  return [
    {
      label: 'Points won',
      team1: `${s.team1Points.totalPoints} (${formatPercent(share1, decimals)})`,
      team2: `${s.team2Points.totalPoints} (${formatPercent(share2, decimals)})`,
    },
    {
      label: 'Longest streak',
      team1: String(s.consecutivePoints.team1LongestStreak),
      team2: String(s.consecutivePoints.team2LongestStreak),
    },
    {
      label: 'Golden points won',
      team1: String(s.goldenPoints.team1Won),
      team2: String(s.goldenPoints.team2Won),
    },
    {
      label: 'Break points won',
      team1: `${s.team1BreakPoints.converted}/${s.team1BreakPoints.total}`,
      team2: `${s.team2BreakPoints.converted}/${s.team2BreakPoints.total}`,
    },
    {
      label: 'Set points won',
      team1: `${s.setPoints.team1Won}/${s.setPoints.team1Attempted}`,
      team2: `${s.setPoints.team2Won}/${s.setPoints.team2Attempted}`,
    },
  ];
}

/** One player's service figures (docs/scoring-rules.md#statistics definitions). */
export function playerStatisticsRows(
  stats: PlayerStats,
  decimals: 0 | 1 = 1,
): { label: string; value: string }[] {
  return [
    { label: 'Points served', value: String(stats.pointsPlayedWithService) },
    { label: 'Won on serve', value: String(stats.pointsWhileServing) },
    { label: '% won on serve', value: formatPercent(stats.percentageWonWithService, decimals) },
    { label: 'Service games won', value: String(stats.gamesWonWhileServing) },
    { label: 'Service games lost', value: String(stats.serviceBreaks) },
  ];
}
