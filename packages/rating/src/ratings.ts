/**
 * Every player's rating from scratch, from the club's verified matches in the order they were
 * played (docs/rating.md): the same list gives the same ratings on every machine, and a corrected
 * result is taken into account by computing again.
 */
import type { RatingParameters } from './parameters.ts';
import { DEFAULT_RATING_PARAMETERS } from './parameters.ts';
import type { PlayerRating, RatedMatch, RatingChange, RatingError, RatingsResult } from './types.ts';
import type { MatchEvidence } from './update.ts';
import { agedDeviation, applyEvidence, matchEvidence, seenBy } from './update.ts';

export interface RatingOptions {
  /** Levels set on the roster, by player id: where those players start (with `declaredDeviation`). */
  startingLevels?: ReadonlyMap<string, number>;
  /** The current period: when given, every deviation is grown for the periods since the player's last match. */
  currentPeriod?: number;
  /** Parameters to change, for tests and experiments; the product uses the defaults. */
  parameters?: Partial<RatingParameters>;
}

/** A period or a count of points: a whole number, 0 or more. */
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function teamError(match: RatedMatch): boolean {
  const { team1, team2 } = match;
  if (!Array.isArray(team1) || !Array.isArray(team2)) return true;
  if (team1.length !== team2.length || team1.length < 1 || team1.length > 2) return true;
  const ids: unknown[] = [...team1, ...team2];
  if (ids.some((id) => typeof id !== 'string' || id === '')) return true;
  return new Set(ids).size !== ids.length;
}

function matchError(match: RatedMatch, previousPeriod: number): RatingError | null {
  if (typeof match !== 'object' || match === null || teamError(match)) return 'invalid_team';
  if (typeof match.points !== 'object' || match.points === null) return 'invalid_points';
  if (!isCount(match.points.team1) || !isCount(match.points.team2)) return 'invalid_points';
  if (!isCount(match.period) || match.period < previousPeriod) return 'invalid_period';
  return null;
}

/** The list cut into rating periods (consecutive: periods never go down along the list). */
function byPeriod(matches: readonly RatedMatch[]): RatedMatch[][] {
  const periods: RatedMatch[][] = [];
  for (const match of matches) {
    if (match.points.team1 + match.points.team2 === 0) continue;
    const current = periods.at(-1);
    if (current && current[0]?.period === match.period) current.push(match);
    else periods.push([match]);
  }
  return periods;
}

/**
 * One pass over the periods. Every match of a period is rated against the estimates at its start
 * (Glicko's rating period), or, with `context`, the others' estimates from the pass before.
 */
function ratePass(
  periods: readonly (readonly RatedMatch[])[],
  startOf: (playerId: string, period: number) => PlayerRating,
  parameters: RatingParameters,
  context: ReadonlyMap<string, PlayerRating> | null,
): { ratings: Map<string, PlayerRating>; changes: RatingChange[] } {
  const ratings = new Map<string, PlayerRating>();
  const changes: RatingChange[] = [];
  for (const matches of periods) {
    const period = matches[0]?.period ?? 0;
    // Each player as they stand at the start of the period (inactivity grows the deviation).
    const before = new Map<string, PlayerRating>();
    const evidence = new Map<string, { matchId: string; evidence: MatchEvidence }[]>();
    for (const match of matches) {
      for (const playerId of [...match.team1, ...match.team2]) {
        if (before.has(playerId)) continue;
        const rating = ratings.get(playerId) ?? startOf(playerId, period);
        const deviation = agedDeviation(rating.deviation, period - rating.lastPeriod, parameters);
        before.set(playerId, { ...rating, deviation });
        evidence.set(playerId, []);
      }
    }
    const estimateOf = (playerId: string) => before.get(playerId) as PlayerRating;
    const seenOf = (playerId: string) => context?.get(playerId) ?? estimateOf(playerId);
    for (const match of matches) {
      const others = { team1: match.team1.map(seenOf), team2: match.team2.map(seenOf) };
      for (const side of ['team1', 'team2'] as const) {
        for (const [index, playerId] of match[side].entries()) {
          const seen = seenBy(others, side, index, estimateOf(playerId));
          evidence.get(playerId)?.push({
            matchId: match.id,
            evidence: matchEvidence(seen.team1, seen.team2, side, index, match.points, parameters),
          });
        }
      }
    }
    for (const [playerId, rating] of before) {
      const found = evidence.get(playerId) ?? [];
      const after = applyEvidence(
        rating,
        found.map((entry) => entry.evidence),
        parameters,
      );
      ratings.set(playerId, {
        playerId,
        level: after.level,
        deviation: after.deviation,
        matches: rating.matches + found.length,
        lastPeriod: period,
      });
      changes.push({
        period,
        playerId,
        levelBefore: rating.level,
        levelAfter: after.level,
        deviationBefore: rating.deviation,
        deviationAfter: after.deviation,
        matches: found.map(({ matchId, evidence }) => ({
          matchId,
          pointShare: evidence.pointShare,
          expectedShare: evidence.expectedShare,
        })),
      });
    }
  }
  return { ratings, changes };
}

/**
 * The ratings after `matches` (verified only, oldest first). Refuses a malformed match with a code
 * and its index; a match without any point changes nothing.
 */
export function computeRatings(matches: readonly RatedMatch[], options: RatingOptions = {}): RatingsResult {
  const parameters: RatingParameters = { ...DEFAULT_RATING_PARAMETERS, ...options.parameters };
  const startingLevels = options.startingLevels ?? new Map<string, number>();
  for (const level of startingLevels.values()) {
    if (!Number.isFinite(level) || level < parameters.minLevel || level > parameters.maxLevel) {
      return { ok: false, error: 'invalid_level', matchIndex: -1 };
    }
  }
  if (options.currentPeriod !== undefined && !isCount(options.currentPeriod)) {
    return { ok: false, error: 'invalid_period', matchIndex: -1 };
  }
  let previousPeriod = 0;
  for (const [matchIndex, match] of matches.entries()) {
    const error = matchError(match, previousPeriod);
    if (error !== null) return { ok: false, error, matchIndex };
    previousPeriod = match.period;
  }

  const startOf = (playerId: string, period: number): PlayerRating => {
    const declared = startingLevels.get(playerId);
    return {
      playerId,
      level: declared ?? parameters.defaultLevel,
      deviation: declared === undefined ? parameters.initialDeviation : parameters.declaredDeviation,
      matches: 0,
      lastPeriod: period,
    };
  };
  const periods = byPeriod(matches);
  let pass = ratePass(periods, startOf, parameters, null);
  for (let again = 1; again < parameters.passes; again += 1) {
    pass = ratePass(periods, startOf, parameters, pass.ratings);
  }

  const { ratings, changes } = pass;
  const { currentPeriod } = options;
  if (currentPeriod !== undefined) {
    for (const [playerId, rating] of ratings) {
      const idle = currentPeriod - rating.lastPeriod;
      ratings.set(playerId, { ...rating, deviation: agedDeviation(rating.deviation, idle, parameters) });
    }
  }
  return { ok: true, ratings, changes };
}

/** One day in milliseconds. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rating period of a moment (milliseconds since 1970, e.g. when the match finished): whole
 * periods of `periodDays` days (a week by default) since 1970. The caller reads the clock.
 */
export function periodOf(timestampMs: number, periodDays = 7): number {
  return Math.max(0, Math.floor(timestampMs / (periodDays * DAY_MS)));
}
