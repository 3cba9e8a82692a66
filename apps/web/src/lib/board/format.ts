import type { LiveScore } from '@bandeja/contract';
import { formatSetScores, SET_KEYS, type SetKey, splitTeamName } from '@bandeja/contract/plain';

const pad = (value: number) => String(value).padStart(2, '0');

/** The match clock on the timer bar: MM:SS, or H:MM:SS past the hour. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds % 60)}` : `${pad(minutes)}:${pad(seconds % 60)}`;
}

/** Elapsed seconds of the match at `nowMs`, 0 before it started. */
export function elapsedSeconds(score: Pick<LiveScore, 'start_time' | 'end_time'>, nowMs: number): number {
  if (!score.start_time) return 0;
  const start = Date.parse(score.start_time);
  const end = score.end_time ? Date.parse(score.end_time) : nowMs;
  return Number.isFinite(start) ? Math.max(0, (Math.min(end, nowMs) - start) / 1000) : 0;
}

/** The timer bar's fill: elapsed divided by duration, capped at 100% (docs/product.md#constants-and-timings). */
export function timeFraction(elapsed: number, durationSeconds: number): number {
  if (durationSeconds <= 0) return 1;
  return Math.min(1, Math.max(0, elapsed / durationSeconds));
}

/** The match time is up: elapsed time exceeds match_duration (docs/product.md#states, docs/product.md#constants-and-timings). */
export function timeIsUp(score: LiveScore, nowMs: number): boolean {
  return score.status === 'ongoing' && elapsedSeconds(score, nowMs) > score.match_duration;
}

export interface ShownSet {
  key: SetKey;
  number: number;
  team1: number;
  team2: number;
  tiebreak: { team1: number; team2: number } | null;
  /** The set in play. */
  current: boolean;
}

/**
 * The set columns of a board: every set up to the one in play, so a new set shows at 0-0 the moment
 * it starts (issue 16; the spec hid 0-0 sets), the set in play marked. Once finished, the sets
 * played (a set not begun when the time ran out is left out).
 */
export function shownSets(score: Pick<LiveScore, 'set_scores' | 'currentSet' | 'status'>): ShownSet[] {
  const finished = score.status === 'finished';
  const sets = SET_KEYS.slice(0, score.currentSet + 1).map((key, index) => {
    const set = score.set_scores[key];
    return {
      key,
      number: index + 1,
      team1: set.team1,
      team2: set.team2,
      tiebreak: set.tiebreak,
      current: !finished && index === score.currentSet,
    };
  });
  const last = sets.at(-1);
  if (finished && sets.length > 1 && last && last.team1 === 0 && last.team2 === 0) sets.pop();
  return sets;
}

/** A team's players for display, from its name ('Ana & Bea'); one name for a singles player. */
export function teamPlayers(teamName: string): string[] {
  return splitTeamName(teamName).filter((name) => name.length > 0);
}

/** No point for this long on a live match: the screens say they are waiting for the scorer (use-score-age.ts). */
export const WAITING_FOR_SCORER_MS = 10 * 60 * 1000;

/** The last minutes of a match's slot, when the wall says 'finishing soon'. */
export const FINISHING_SOON_SECONDS = 10 * 60;

/** Seconds left in the match's slot (its duration from its start), never below 0; null before it starts. */
export function slotSecondsLeft(
  score: Pick<LiveScore, 'start_time' | 'end_time' | 'match_duration'>,
  nowMs: number,
): number | null {
  if (!score.start_time) return null;
  return Math.max(0, score.match_duration - elapsedSeconds(score, nowMs));
}

/** 'a-b' set scores joined with ' / ' (docs/product.md#constants-and-timings), for one-line summaries. */
export function setScoresLine(score: LiveScore): string {
  return formatSetScores(SET_KEYS.map((key) => score.set_scores[key]));
}

/** Local time of day of an ISO timestamp, for 'Last updated'. */
export function formatTimeOfDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
