/**
 * A simulated club season for the rating's validation (docs/rating.md, "Validation"): players with
 * known true levels play doubles point by point through the scoring engine, each point won with a
 * probability from the four true levels and the serve. Randomness comes from the caller's seeded
 * source. Used by the tests only (not exported by the package).
 */
import type { Rules, Team } from '@bandeja/scoring';
import { apply, currentServer, DEFAULT_RULES, initialState, seededShuffle } from '@bandeja/scoring';
import type { RatedMatch } from './types.ts';

/** A source of numbers in [0, 1): the simulation's only randomness (e.g. the engine's `seededRandom`). */
export type RandomSource = () => number;

export interface SeasonSettings {
  /** A multiple of 4. */
  players: number;
  /** Matches each player plays (one per round, a round per rating period). */
  rounds: number;
  /**
   * True levels are drawn evenly over a range this wide, then shifted so that their mean is
   * `averageLevel`: results between players say where they stand relative to one another, and the
   * club's scale is anchored on its average player (docs/rating.md, "Relative levels").
   */
  levelRange: number;
  averageLevel: number;
  /** Logits of a point per level of difference between the team means (the truth of this season). */
  logitsPerLevel: number;
  /** Logits of a point the serving team gains: the engine says who serves. */
  serveAdvantage: number;
  rules?: Rules;
}

export interface Season {
  /** True level by player id ('p0', 'p1'…). */
  trueLevels: ReadonlyMap<string, number>;
  matches: RatedMatch[];
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;

export interface PlayedMatch {
  points: { team1: number; team2: number };
  winner: Team | 'draw' | null;
}

/** One match played point by point through the engine: the points each team won, and the winner. */
export function playMatch(
  team1Level: number,
  team2Level: number,
  settings: Pick<SeasonSettings, 'logitsPerLevel' | 'serveAdvantage' | 'rules'>,
  random: RandomSource,
): PlayedMatch {
  const rules = settings.rules ?? DEFAULT_RULES;
  let state = initialState(rules);
  const points = { team1: 0, team2: 0 };
  for (let at = 0; state.status === 'ongoing'; at += 30_000) {
    const server = currentServer(rules, state);
    const serve = server === null ? 0 : server.team === 'team1' ? 1 : -1;
    const team1Chance = logistic(
      settings.logitsPerLevel * (team1Level - team2Level) + serve * settings.serveAdvantage,
    );
    const team: Team = random() < team1Chance ? 'team1' : 'team2';
    const result = apply(rules, state, { kind: 'point', team, at });
    if (!result.ok) throw new Error(`simulation: the engine refused a point (${result.code})`);
    state = result.state;
    points[team] += 1;
  }
  return { points, winner: state.winner };
}

/**
 * A season: every round the players are drawn into random foursomes with random partners, and
 * every foursome plays a match; round r is rating period r.
 */
export function simulateSeason(settings: SeasonSettings, random: RandomSource): Season {
  const ids = Array.from({ length: settings.players }, (_, index) => `p${index}`);
  const drawn = ids.map(() => random() * settings.levelRange);
  const shift = settings.averageLevel - mean(drawn);
  const trueLevels = new Map(ids.map((id, index) => [id, (drawn[index] ?? 0) + shift]));
  const levelOf = (id: string) => trueLevels.get(id) ?? Number.NaN;
  const matches: RatedMatch[] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    const order = seededShuffle(ids, Math.floor(random() * 2 ** 32));
    for (let court = 0; court < order.length / 4; court += 1) {
      const [a, b, c, d] = order.slice(court * 4, court * 4 + 4) as [string, string, string, string];
      const { points } = playMatch(mean([a, b].map(levelOf)), mean([c, d].map(levelOf)), settings, random);
      matches.push({ id: `r${round}c${court}`, period: round, team1: [a, b], team2: [c, d], points });
    }
  }
  return { trueLevels, matches };
}

/** Spearman's rank correlation of two equally long lists (no ties expected: real-valued levels). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (values: readonly number[]) => {
    const order = values.map((value, index) => ({ value, index })).sort((p, q) => p.value - q.value);
    const rank = new Array<number>(values.length);
    for (const [position, entry] of order.entries()) rank[entry.index] = position;
    return rank;
  };
  const rx = ranks(xs);
  const ry = ranks(ys);
  const n = xs.length;
  const squares = rx.reduce((sum, r, index) => sum + (r - (ry[index] ?? 0)) ** 2, 0);
  return 1 - (6 * squares) / (n * (n * n - 1));
}
