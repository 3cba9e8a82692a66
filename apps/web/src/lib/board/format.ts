import type { LiveScore } from '@bandeja/contract';
import {
  formatResult,
  formatSetScores,
  hasTimeLimit,
  SET_KEYS,
  type SetKey,
  splitTeamName,
} from '@bandeja/contract/plain';

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
  return (
    score.status === 'ongoing' &&
    hasTimeLimit(score.match_duration) &&
    elapsedSeconds(score, nowMs) > score.match_duration
  );
}

export interface ShownSet {
  key: SetKey;
  number: number;
  team1: number;
  team2: number;
  tiebreak: { team1: number; team2: number } | null;
  /** The set in play. */
  current: boolean;
  /**
   * The set is a match tiebreak (super tiebreak): in play, or recorded as 1-0 with its points. A
   * set of games never ends 1-0 after a tiebreak (a tiebreak starts at 1-1 at the earliest), so the
   * score alone tells, without the match's rules.
   */
  superTiebreak: boolean;
}

/** A set recorded as one match tiebreak: 1-0 with the tiebreak's points. */
export function isSuperTiebreakSet(set: { team1: number; team2: number; tiebreak: unknown }): boolean {
  return set.tiebreak !== null && set.team1 + set.team2 === 1;
}

/**
 * The set columns of a board: every set up to the one in play, so a new set shows at 0-0 the moment
 * it starts (the spec hid 0-0 sets), the set in play marked. Once finished, the sets
 * played (a set not begun when the time ran out is left out).
 */
export function shownSets(
  score: Pick<LiveScore, 'set_scores' | 'currentSet' | 'status'> & {
    current_game: Pick<LiveScore['current_game'], 'is_super_tiebreak'>;
  },
): ShownSet[] {
  const finished = score.status === 'finished';
  const sets = SET_KEYS.slice(0, score.currentSet + 1).map((key, index) => {
    const set = score.set_scores[key];
    const current = !finished && index === score.currentSet;
    return {
      key,
      number: index + 1,
      team1: set.team1,
      team2: set.team2,
      tiebreak: set.tiebreak,
      current,
      superTiebreak: current ? score.current_game.is_super_tiebreak : isSuperTiebreakSet(set),
    };
  });
  const last = sets.at(-1);
  if (finished && sets.length > 1 && last && last.team1 === 0 && last.team2 === 0) sets.pop();
  return sets;
}

/** Players per team of a match: 1 in singles (its score says so), 2 in doubles. */
export function playersPerTeamOf(score: Pick<LiveScore, 'match_type'>): 1 | 2 {
  return score.match_type === 'singles' ? 1 : 2;
}

/**
 * A team's players for display, from its name ('Ana & Bea'). A singles player is the whole name,
 * even one with an '&' in it, once the match's rules say it is singles (`playersPerTeam` 1).
 */
export function teamPlayers(teamName: string, playersPerTeam: 1 | 2 = 2): string[] {
  if (playersPerTeam === 1) return teamName.trim() ? [teamName.trim()] : [];
  return splitTeamName(teamName).filter((name) => name.length > 0);
}

/** A finished set's games as a board shows them: a match tiebreak by its points (10-8), not 1-0. */
export function setFigures(set: ShownSet): { team1: number; team2: number } {
  return set.superTiebreak && !set.current && set.tiebreak ? set.tiebreak : set;
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
  if (!score.start_time || !hasTimeLimit(score.match_duration)) return null;
  return Math.max(0, score.match_duration - elapsedSeconds(score, nowMs));
}

/**
 * 'a-b' set scores joined with ' / ' (docs/product.md#constants-and-timings), for one-line summaries; a finished match carries
 * the mark of a finish off court ('6-4 / 2-1 Ret.', 'W/O').
 */
export function setScoresLine(score: LiveScore): string {
  // A rally game reads by its points ('21-17'): its sets stay at 0-0.
  const rally = rallyFigures(score);
  if (rally)
    return score.status === 'finished'
      ? formatResult([rally], score.finish_reason)
      : `${rally.team1}-${rally.team2}`;
  // A match tiebreak reads by its points (10-8), as on the board.
  const sets = SET_KEYS.map((key) => score.set_scores[key]).map((set) =>
    isSuperTiebreakSet(set) && set.tiebreak ? set.tiebreak : set,
  );
  if (score.status !== 'finished') return formatSetScores(sets);
  const line = formatResult(sets, score.finish_reason);
  return line === '0-0' ? '' : line;
}

/** A rally game's points as a board shows them (docs/scoring-rules.md, "Rally scoring"); null in the sets format. */
export function rallyFigures(score: Pick<LiveScore, 'rally'>): { team1: number; team2: number } | null {
  return score.rally ? { team1: score.rally.team1_points, team2: score.rally.team2_points } : null;
}

/** Local time of day of an ISO timestamp, for 'Last updated'. */
export function formatTimeOfDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * Long names shrink to fit their line, down to 60% of the board's name size, then an ellipsis.
 * `fits`: how many characters the line holds at full size (the board's name line holds 22).
 * Here rather than in score-card.tsx: the wall's tiles use it without the score card's chunk.
 */
export function nameScale(players: readonly string[], fits = 22): number {
  const longest = Math.max(0, ...players.map((name) => name.length));
  return longest <= fits ? 1 : Math.max(0.6, fits / longest);
}
