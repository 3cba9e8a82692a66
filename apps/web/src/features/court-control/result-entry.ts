import type { ManualResultBody, MatchSettings } from '@bandeja/contract';
import { resultErrorMessage, SET_KEYS } from '@bandeja/contract/plain';
import { checkManualResult, parseRules, type Rules, type Team } from '@bandeja/scoring';

/** One row of the result form, as typed: games (or, for a match tiebreak, points) and tiebreak points. */
export interface ResultRow {
  team1: string;
  team2: string;
  tiebreak1: string;
  tiebreak2: string;
}

export const EMPTY_ROW: ResultRow = { team1: '', team2: '', tiebreak1: '', tiebreak2: '' };

/** The engine's rules of a match, to check a result before it is sent; null if they cannot be read. */
export function rulesOfMatch(settings: MatchSettings): Rules | null {
  const { coinToss, presetId: _preset, ...rest } = settings;
  const parsed = parseRules({ ...rest, ...(coinToss === null ? {} : { coinToss }) });
  return parsed.ok ? parsed.rules : null;
}

/** Whether the set at `index` is the match tiebreak (entered as points, recorded 1-0). */
export function isMatchTiebreakRow(
  settings: Pick<MatchSettings, 'superTiebreak' | 'bestOfSets'>,
  index: number,
) {
  return settings.superTiebreak && index === settings.bestOfSets - 1;
}

/** Whether a set's games are those of a set decided by a tiebreak (7-6 in sets of 6). */
export function hasTiebreak(settings: Pick<MatchSettings, 'tiebreakAt'>, row: ResultRow): boolean {
  const games = [Number(row.team1), Number(row.team2)].sort((a, b) => a - b);
  return games[0] === settings.tiebreakAt && games[1] === settings.tiebreakAt + 1;
}

const whole = (text: string): number | null => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The sets of the result form as the API takes them: rows left empty at the end are not sent; a
 * match tiebreak typed as its points is recorded 1-0 with them (docs/scoring-rules.md). Null when
 * a row holds something that is no whole number.
 */
export function setsOf(
  settings: Pick<MatchSettings, 'superTiebreak' | 'bestOfSets' | 'tiebreakAt'>,
  rows: readonly ResultRow[],
): ManualResultBody['sets'] | null {
  const filled = rows.map((row) => Object.values(row).some((value) => value.trim() !== ''));
  const count = filled.lastIndexOf(true) + 1;
  const sets: ManualResultBody['sets'] = [];
  for (const [index, row] of rows.slice(0, count).entries()) {
    const team1 = whole(row.team1);
    const team2 = whole(row.team2);
    if (team1 === null || team2 === null) return null;
    if (isMatchTiebreakRow(settings, index)) {
      sets.push({ team1: team1 > team2 ? 1 : 0, team2: team2 > team1 ? 1 : 0, tiebreak: { team1, team2 } });
      continue;
    }
    const tiebreak1 = whole(row.tiebreak1);
    const tiebreak2 = whole(row.tiebreak2);
    const withTiebreak = hasTiebreak(settings, row) && tiebreak1 !== null && tiebreak2 !== null;
    sets.push({ team1, team2, tiebreak: withTiebreak ? { team1: tiebreak1, team2: tiebreak2 } : null });
  }
  return sets;
}

/**
 * What is wrong with the result as typed, in the contract's words (the engine's
 * `checkManualResult`, the server's check too); null when it can be sent.
 */
export function resultProblem(
  settings: MatchSettings,
  sets: ManualResultBody['sets'] | null,
  retired: Team | null,
): string | null {
  if (sets === null) return resultErrorMessage('malformed_result');
  if (sets.length > SET_KEYS.length) return resultErrorMessage('too_many_sets');
  const rules = rulesOfMatch(settings);
  if (!rules) return null; // a format of an older version: the server checks it
  const checked = checkManualResult(rules, sets, retired);
  return checked.ok ? null : resultErrorMessage(checked.error);
}
