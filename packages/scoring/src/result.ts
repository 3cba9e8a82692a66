/**
 * Results entered by hand (docs/scoring-rules.md, "Finishing a match off court"): which set scores
 * a match under given rules can end with, checked without playing the points.
 */
import { SUPER_TIEBREAK_POINTS, TIEBREAK_POINTS } from './game.ts';
import { isRallyResult, rallyWinner } from './rally.ts';
import { setsToWin } from './rules.ts';
import type { SetRecord } from './state.ts';
import type { ByTeam, ResultError, Rules, Team } from './types.ts';

/** What a valid result entered by hand sets the match to. */
export interface ManualResult {
  /** Completed sets (a match tiebreak recorded 1-0 with its points). */
  sets: SetRecord[];
  /** Games of a set left unfinished by a retirement (0-0 otherwise). */
  games: ByTeam<number>;
  /** Points of a rally game (0-0 in the sets format). */
  points: ByTeam<number>;
  setsWon: ByTeam<number>;
  winner: Team | 'draw';
}

export type ManualResultCheck = { ok: true; result: ManualResult } | { ok: false; error: ResultError };

const ZERO: ByTeam<number> = { team1: 0, team2: 0 };

function fail(error: ResultError): ManualResultCheck {
  return { ok: false, error };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1000;
}

function isTeam(value: unknown): value is Team {
  return value === 'team1' || value === 'team2';
}

/** A structurally sound entered set (whole, non-negative numbers), or null. */
function readSet(value: unknown): { games: ByTeam<number>; tiebreak: ByTeam<number> | null } | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw: { team1?: unknown; team2?: unknown; tiebreak?: unknown } = value;
  if (!isCount(raw.team1) || !isCount(raw.team2)) return null;
  let tiebreak: ByTeam<number> | null = null;
  if (raw.tiebreak !== undefined && raw.tiebreak !== null) {
    if (typeof raw.tiebreak !== 'object') return null;
    const points: { team1?: unknown; team2?: unknown } = raw.tiebreak;
    if (!isCount(points.team1) || !isCount(points.team2)) return null;
    tiebreak = { team1: points.team1, team2: points.team2 };
  }
  return { games: { team1: raw.team1, team2: raw.team2 }, tiebreak };
}

/** Whether a tiebreak to `target` by two can end `won`-`lost` (by exactly two once past the target). */
function isTiebreakEnd(target: number, won: number, lost: number): boolean {
  return won >= target && won - lost >= 2 && (won === target || won - lost === 2);
}

/** The winner of a completed set of games, or null if a set cannot end at these games. */
function setWinner(rules: Rules, games: ByTeam<number>, withTiebreak: boolean): Team | null {
  const winner: Team = games.team1 > games.team2 ? 'team1' : 'team2';
  const won = Math.max(games.team1, games.team2);
  const lost = Math.min(games.team1, games.team2);
  const g = rules.gamesPerSet;
  const t = rules.tiebreakAt;
  if (withTiebreak) return won === t + 1 && lost === t ? winner : null;
  // Without a tiebreak: g games with a lead of two, or g+1 to g-1 when the tiebreak comes at g-g.
  if (won === g && lost <= g - 2) return winner;
  if (t === g && won === g + 1 && lost === g - 1) return winner;
  return null;
}

/** Whether a set can stand unfinished at these games (a retirement during it). */
function isUnfinishedSet(rules: Rules, games: ByTeam<number>): boolean {
  const t = rules.tiebreakAt;
  if (games.team1 > t || games.team2 > t) return false;
  return setWinner(rules, games, false) === null;
}

function isMatchTiebreakSet(rules: Rules, index: number): boolean {
  return rules.superTiebreak && index === rules.bestOfSets - 1;
}

/** Checks one completed set; the record it stands for, or the error. */
function completedSet(
  rules: Rules,
  index: number,
  games: ByTeam<number>,
  tiebreak: ByTeam<number> | null,
): SetRecord | ResultError {
  if (isMatchTiebreakSet(rules, index)) {
    // Recorded 1-0 like the score view records a match tiebreak, with its points if known.
    const winner: Team | null =
      games.team1 === 1 && games.team2 === 0
        ? 'team1'
        : games.team1 === 0 && games.team2 === 1
          ? 'team2'
          : null;
    if (winner === null) return 'invalid_set_score';
    if (tiebreak !== null) {
      const other: Team = winner === 'team1' ? 'team2' : 'team1';
      if (!isTiebreakEnd(SUPER_TIEBREAK_POINTS, tiebreak[winner], tiebreak[other]))
        return 'invalid_tiebreak_score';
    }
    return { games, tiebreak, winner };
  }
  const byTiebreak = setWinner(rules, games, true);
  if (byTiebreak !== null) {
    if (tiebreak !== null) {
      const other: Team = byTiebreak === 'team1' ? 'team2' : 'team1';
      if (!isTiebreakEnd(TIEBREAK_POINTS, tiebreak[byTiebreak], tiebreak[other]))
        return 'invalid_tiebreak_score';
    }
    return { games, tiebreak, winner: byTiebreak };
  }
  const winner = setWinner(rules, games, false);
  if (winner === null) return 'invalid_set_score';
  if (tiebreak !== null) return 'unexpected_tiebreak';
  return { games, tiebreak: null, winner };
}

function checkRallyResult(rules: Rules, sets: readonly unknown[], retired: Team | null): ManualResultCheck {
  if (sets.length === 0) return fail('no_sets');
  if (sets.length > 1) return fail('too_many_sets');
  const entered = readSet(sets[0]);
  if (entered === null) return fail('malformed_result');
  if (entered.tiebreak !== null) return fail('unexpected_tiebreak');
  if (!isRallyResult(rules.rally, entered.games)) return fail('invalid_rally_points');
  const winner = retired === null ? rallyWinner(entered.games) : retired === 'team1' ? 'team2' : 'team1';
  return { ok: true, result: { sets: [], games: ZERO, points: entered.games, setsWon: ZERO, winner } };
}

/**
 * Checks a result entered by hand against the rules: every set one a set can end with (6-4, 7-5,
 * 7-6 with its tiebreak points if given, a match tiebreak recorded 1-0 …), and the sets those of a
 * complete match, or with `retired`, the sets played until that team retired (the last one may be
 * unfinished, at games it can stand at). In the rally format, one entry holds the game's points,
 * never beyond the target. Raw input is welcome: a malformed list is 'malformed_result'.
 */
export function checkManualResult(rules: Rules, sets: unknown, retired: unknown = null): ManualResultCheck {
  if (!Array.isArray(sets)) return fail('malformed_result');
  if (retired !== null && retired !== undefined && !isTeam(retired)) return fail('malformed_result');
  const retiredTeam: Team | null = isTeam(retired) ? retired : null;
  const list: readonly unknown[] = sets;
  switch (rules.scoringFormat) {
    case 'rally':
      return checkRallyResult(rules, list, retiredTeam);
    case 'sets':
      break;
  }
  if (list.length === 0 && retiredTeam === null) return fail('no_sets');
  if (list.length > rules.bestOfSets) return fail('too_many_sets');
  const needed = setsToWin(rules);
  const records: SetRecord[] = [];
  const setsWon: ByTeam<number> = { team1: 0, team2: 0 };
  let games: ByTeam<number> = ZERO;
  for (const [index, value] of list.entries()) {
    const entered = readSet(value);
    if (entered === null) return fail('malformed_result');
    if (setsWon.team1 === needed || setsWon.team2 === needed) return fail('set_after_match_won');
    const last = index === list.length - 1;
    if (last && retiredTeam !== null) {
      // The set the retirement interrupted, unless it was completed.
      const record = completedSet(rules, index, entered.games, entered.tiebreak);
      if (typeof record === 'string') {
        const isMatchTiebreak = isMatchTiebreakSet(rules, index);
        const standing = isMatchTiebreak
          ? entered.games.team1 === 0 && entered.games.team2 === 0
          : isUnfinishedSet(rules, entered.games);
        if (!standing || entered.tiebreak !== null) return fail('invalid_unfinished_set');
        games = entered.games;
        continue;
      }
      records.push(record);
      setsWon[record.winner] += 1;
      continue;
    }
    const record = completedSet(rules, index, entered.games, entered.tiebreak);
    if (typeof record === 'string') return fail(record);
    records.push(record);
    setsWon[record.winner] += 1;
  }
  const decided: Team | null = setsWon.team1 === needed ? 'team1' : setsWon.team2 === needed ? 'team2' : null;
  if (retiredTeam !== null) {
    if (decided !== null) return fail('match_already_won');
    const winner: Team = retiredTeam === 'team1' ? 'team2' : 'team1';
    return { ok: true, result: { sets: records, games, points: ZERO, setsWon, winner } };
  }
  if (decided === null) return fail('match_not_decided');
  return { ok: true, result: { sets: records, games: ZERO, points: ZERO, setsWon, winner: decided } };
}
