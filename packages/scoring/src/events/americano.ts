/**
 * The Americano schedule (docs/scoring-rules.md, "Americano"): partners rotate so that every player
 * partners every other player as evenly as the numbers allow and meets every opponent as evenly as
 * possible; when not everybody can play, sit-outs rotate fairly. Deterministic for a given seed.
 *
 * - Everybody plays every round (players a multiple of 4, enough courts): round r's partners are the
 *   r-th perfect matching of the circle method (a round robin of partners), so every pair partners
 *   exactly once in each run of players - 1 rounds.
 * - Otherwise: the sit-outs are the players who sat out least (then longest ago), and the partners
 *   a cheapest pairing of the players in, where a pair costs most when it would make a player
 *   partner someone again before another one it could partner.
 * - Then pairs meet pairs so that repeated opponents cost the most (each meeting costs more the more
 *   often the two met before), and games go to courts in order.
 */
import { cheapestPairing } from './pairing.ts';
import { seededRandom, seededShuffle } from './random.ts';
import { circlePairs, isWhole } from './schedule-parts.ts';
import type { EventError, EventGame, EventRound, ScheduleResult } from './types.ts';
import { MAX_EVENT_COURTS, MAX_EVENT_PLAYERS, MAX_EVENT_ROUNDS, MIN_EVENT_PLAYERS } from './types.ts';

export interface AmericanoInput {
  /** 4 to 32 players. */
  players: number;
  /** Courts available (1 to 16); a round uses at most players / 4 of them. */
  courts: number;
  /** 1 to 64 rounds. */
  rounds: number;
  /** Any whole number from 0 to 2^32 - 1: the same seed gives the same schedule. */
  seed: number;
}

/** A pair that would break evenness costs more than all other pairs of a round together. */
const UNEVEN = 1_000_000;

/** The input's error, or null when it is valid. */
export function americanoInputError(input: AmericanoInput): EventError | null {
  if (typeof input !== 'object' || input === null) return 'invalid_player_count';
  if (!isWhole(input.players, MIN_EVENT_PLAYERS, MAX_EVENT_PLAYERS)) return 'invalid_player_count';
  if (!isWhole(input.courts, 1, MAX_EVENT_COURTS)) return 'invalid_court_count';
  if (!isWhole(input.rounds, 1, MAX_EVENT_ROUNDS)) return 'invalid_round_count';
  if (!isWhole(input.seed, 0, 0xffff_ffff)) return 'invalid_seed';
  return null;
}

function square(size: number): number[][] {
  return Array.from({ length: size }, () => new Array<number>(size).fill(0));
}

/** How often each pair of players partnered and met, and when each sat out. */
class Tally {
  readonly partners: number[][];
  readonly opponents: number[][];
  readonly sitOuts: number[];
  readonly lastSitOut: number[];

  constructor(players: number) {
    this.partners = square(players);
    this.opponents = square(players);
    this.sitOuts = new Array<number>(players).fill(0);
    this.lastSitOut = new Array<number>(players).fill(-1);
  }

  /** The fewest times `player` partnered any other player. */
  fewestPartnerings(player: number): number {
    let fewest = Number.POSITIVE_INFINITY;
    const row = this.partners[player] ?? [];
    for (let other = 0; other < row.length; other += 1) {
      if (other !== player) fewest = Math.min(fewest, row[other] ?? 0);
    }
    return fewest;
  }

  /** Adds a round (step 1) or takes it back (step -1, with the sit-out rounds before it). */
  record(round: EventRound, index: number, step: 1 | -1 = 1, previousSitOuts: readonly number[] = []): void {
    for (const player of round.sittingOut) {
      this.sitOuts[player] = (this.sitOuts[player] ?? 0) + step;
      this.lastSitOut[player] = step === 1 ? index : (previousSitOuts[player] ?? -1);
    }
    for (const game of round.games) {
      for (const side of [game.team1, game.team2]) {
        const [a, b] = side as [number, number];
        bump(this.partners, a, b, step);
      }
      for (const a of game.team1) for (const b of game.team2) bump(this.opponents, a, b, step);
    }
  }
}

function bump(counts: number[][], a: number, b: number, step: 1 | -1): void {
  const rowA = counts[a];
  const rowB = counts[b];
  if (rowA === undefined || rowB === undefined) throw new Error('scoring: player out of range');
  rowA[b] = (rowA[b] ?? 0) + step;
  rowB[a] = (rowB[a] ?? 0) + step;
}

/**
 * What a partner pair costs: nothing when both have partnered each other no more than anyone else,
 * a lot for every time more (it would repeat a partner while another is still owed). Even pairings
 * cost 0, so the search stops at the first one.
 */
function partnerCost(tally: Tally, fewest: readonly number[], a: number, b: number): number {
  const count = tally.partners[a]?.[b] ?? 0;
  return (count - (fewest[a] ?? 0) + (count - (fewest[b] ?? 0))) * UNEVEN;
}

/** The cheapest partners among `playing`; with `evenOnly`, only an even pairing (or null). */
function partnerPairing(
  tally: Tally,
  playing: readonly number[],
  evenOnly: boolean,
): { pairs: [number, number][]; cost: number } | null {
  const fewest = tally.partners.map((_, player) => tally.fewestPartnerings(player));
  const costs = playing.map((a) => playing.map((b) => (a === b ? 0 : partnerCost(tally, fewest, a, b))));
  const found = cheapestPairing(costs, evenOnly ? 1 : Number.POSITIVE_INFINITY);
  if (found === null) return null;
  const pairs = found.map(([i, j]): [number, number] => [playing[i] as number, playing[j] as number]);
  let cost = 0;
  for (const [a, b] of pairs) cost += partnerCost(tally, fewest, a, b);
  return { pairs, cost };
}

/**
 * Pairs against pairs: a meeting of two players who met k times before costs 2k + 1 (the growth of
 * the sum of squares, which keeps meetings even), counted here less the 1 every meeting costs, so
 * that a round of first meetings costs 0 and the search stops there.
 */
function games(tally: Tally, pairs: readonly (readonly [number, number])[]): EventGame[] {
  const costs = pairs.map((x) =>
    pairs.map((y) => {
      if (x === y) return 0;
      let cost = 0;
      for (const a of x) for (const b of y) cost += 2 * (tally.opponents[a]?.[b] ?? 0);
      return cost;
    }),
  );
  const found = cheapestPairing(costs);
  if (found === null) throw new Error('scoring: no pairing of pairs');
  return found.map(([i, j], court) => {
    const x = pairs[i] as [number, number];
    const y = pairs[j] as [number, number];
    return { court, team1: [...x].sort((a, b) => a - b), team2: [...y].sort((a, b) => a - b) };
  });
}

/**
 * Who sits out: every player with fewer sit-outs than the last one needed, and the rest of that
 * tier chosen by `pick` (fair: sit-out counts never differ by more than one).
 */
function sitOutTiers(
  tally: Tally,
  order: readonly number[],
  count: number,
): { sure: number[]; tier: number[]; needed: number } {
  const ranked = [...order].sort(
    (a, b) =>
      (tally.sitOuts[a] ?? 0) - (tally.sitOuts[b] ?? 0) ||
      (tally.lastSitOut[a] ?? 0) - (tally.lastSitOut[b] ?? 0),
  );
  if (count === 0) return { sure: [], tier: [], needed: 0 };
  const threshold = tally.sitOuts[ranked[count - 1] as number] ?? 0;
  const sure = ranked.filter((player) => (tally.sitOuts[player] ?? 0) < threshold);
  const tier = ranked.filter((player) => (tally.sitOuts[player] ?? 0) === threshold);
  return { sure, tier, needed: count - sure.length };
}

/** Candidate rounds tried for each round (with sit-outs), and how many are compared at most. */
const CANDIDATES = 8;
const COMPARED = 3;
/**
 * Candidate lists built before the search for an even schedule stops going back: 40 a round, for at
 * most 16 rounds, so that a long schedule of 32 players still takes well under a second.
 */
const BUILD_BUDGET_PER_ROUND = 40;
const BUDGETED_ROUNDS = 16;

interface Candidate {
  sittingOut: number[];
  partnerCost: number;
  games: EventGame[];
  opponentCost: number;
  /** The circle matching it uses (circle rounds only). */
  matching: number;
}

function opponentCost(tally: Tally, built: readonly EventGame[]): number {
  let cost = 0;
  for (const game of built) {
    for (const a of game.team1) for (const b of game.team2) cost += 2 * (tally.opponents[a]?.[b] ?? 0) + 1;
  }
  return cost;
}

function byQuality(a: Candidate, b: Candidate): number {
  return a.partnerCost - b.partnerCost || a.opponentCost - b.opponentCost;
}

/** Everything a schedule is built from. */
interface Setup {
  players: number;
  sitting: number;
  order: number[];
  seed: number;
}

/**
 * Whether, after a round, every player's opponents are even: nobody met more than one time more
 * than the player's meetings spread over all the others (rounded up) would give.
 */
function opponentsEven(tally: Tally, players: number): boolean {
  for (let player = 0; player < players; player += 1) {
    const row = tally.opponents[player] ?? [];
    let meetings = 0;
    let most = 0;
    for (let other = 0; other < players; other += 1) {
      if (other === player) continue;
      meetings += row[other] ?? 0;
      most = Math.max(most, row[other] ?? 0);
    }
    if (most > Math.ceil(meetings / (players - 1)) + 1) return false;
  }
  return true;
}

/**
 * The candidate rounds with sit-outs for round `index`, best first: sit-outs from the fair tier and
 * the cheapest partners among the players in, each drawn in a different order (the randomness is
 * the seed's, per round and candidate, so going back and forth gives the same candidates).
 */
function sitOutCandidates(setup: Setup, tally: Tally, index: number, evenOnly: boolean): Candidate[] {
  const { sure, tier, needed } = sitOutTiers(tally, setup.order, setup.sitting);
  const random = seededRandom((setup.seed ^ Math.imul(index + 1, 0x9e37_79b9)) >>> 0);
  const found: Candidate[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; attempt < CANDIDATES && found.length < COMPARED; attempt += 1) {
    // First the tier in order (longest since sitting out first), then random choices of it.
    const chosen = attempt === 0 ? tier.slice(0, needed) : seededPick(tier, needed, random);
    const out = [...sure, ...chosen];
    const playing = seededShuffle(
      setup.order.filter((player) => !out.includes(player)),
      Math.floor(random() * 0xffff_ffff),
    );
    const pairing = partnerPairing(tally, playing, evenOnly);
    if (pairing === null) continue;
    const built = games(tally, pairing.pairs);
    const key = JSON.stringify(built.map((game) => [game.team1, game.team2]));
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({
      sittingOut: out,
      partnerCost: pairing.cost,
      games: built,
      opponentCost: opponentCost(tally, built),
      matching: -1,
    });
  }
  return found.sort(byQuality);
}

/**
 * The candidate rounds where everybody plays (circle positions = players) or exactly one player sits
 * out (one more position, a ghost whose partner sits out): the matchings of the circle method not
 * used yet in this cycle, so every pair partners exactly once per cycle and sit-outs rotate through
 * everybody; best (least repeated opponents) first.
 */
function circleCandidates(setup: Setup, tally: Tally, used: readonly number[]): Candidate[] {
  const { players, order } = setup;
  const positions = setup.sitting === 0 ? players : players + 1;
  const cycle = positions - 1;
  const inCycle = used.slice(used.length - (used.length % cycle));
  const found: Candidate[] = [];
  for (let matching = 0; matching < cycle; matching += 1) {
    if (inCycle.includes(matching)) continue;
    const pairs = circlePairs(positions, matching);
    const ghost = pairs.find(([a, b]) => a === players || b === players);
    const sittingOut =
      ghost === undefined ? [] : [order[ghost[0] === players ? ghost[1] : ghost[0]] as number];
    const built = games(
      tally,
      pairs
        .filter((pair) => pair !== ghost)
        .map(([a, b]): [number, number] => [order[a] as number, order[b] as number]),
    );
    found.push({
      sittingOut,
      partnerCost: 0,
      games: built,
      opponentCost: opponentCost(tally, built),
      matching,
    });
  }
  return found.sort(byQuality);
}

function asRound(candidate: Candidate): EventRound {
  return { games: candidate.games, sittingOut: [...candidate.sittingOut].sort((a, b) => a - b) };
}

/**
 * A depth-first search for rounds that keep partners and opponents even, going back a round when no
 * candidate does, within a budget; past the budget the best candidate of each remaining round is
 * taken, after the even rounds found.
 */
function searchedRounds(
  setup: Setup,
  rounds: number,
  circle: boolean,
): { rounds: EventRound[]; even: boolean } {
  const tally = new Tally(setup.players);
  const schedule: EventRound[] = [];
  const used: number[] = [];
  const sitOutsBefore: number[][] = [];
  let builds = 0;
  const budget = BUILD_BUDGET_PER_ROUND * Math.min(rounds, BUDGETED_ROUNDS);
  // While searching, only even candidates are built (a quick test); afterwards the best of any.
  const candidatesFor = (index: number, evenOnly: boolean): Candidate[] =>
    circle ? circleCandidates(setup, tally, used) : sitOutCandidates(setup, tally, index, evenOnly);
  const take = (candidate: Candidate, index: number): EventRound => {
    const round = asRound(candidate);
    sitOutsBefore.push([...tally.lastSitOut]);
    tally.record(round, index);
    schedule.push(round);
    used.push(candidate.matching);
    return round;
  };

  const extend = (index: number): boolean => {
    if (index === rounds) return true;
    if (builds > budget) return false;
    builds += 1;
    for (const candidate of candidatesFor(index, true)) {
      if (candidate.partnerCost >= UNEVEN) break;
      const round = take(candidate, index);
      if (opponentsEven(tally, setup.players) && extend(index + 1)) return true;
      schedule.pop();
      used.pop();
      tally.record(round, index, -1, sitOutsBefore.pop());
      if (builds > budget) return false;
    }
    return false;
  };

  const even = extend(0);
  if (!even) {
    for (let index = schedule.length; index < rounds; index += 1) {
      const best = candidatesFor(index, false)[0];
      if (best === undefined) throw new Error('scoring: no candidate round');
      take(best, index);
    }
  }
  return { rounds: schedule, even };
}

/**
 * The Americano schedule: `rounds` rounds of games on up to `courts` courts (docs/scoring-rules.md,
 * "Americano", for what it guarantees). Refuses invalid input with a code; never throws for input
 * it accepts.
 */
export function americanoSchedule(input: AmericanoInput): ScheduleResult {
  const error = americanoInputError(input);
  if (error !== null) return { ok: false, error };
  const { players, courts, rounds, seed } = input;
  const gamesPerRound = Math.min(courts, Math.floor(players / 4));
  const sitting = players - gamesPerRound * 4;
  // The seed decides who is who in the construction, so two evenings with the same list differ.
  const order = seededShuffle(
    Array.from({ length: players }, (_, player) => player),
    seed,
  );
  const setup: Setup = { players, sitting, order, seed };
  if (sitting > 1) return { ok: true, rounds: searchedRounds(setup, rounds, false).rounds };
  // The circle method first; when its matchings leave no even opponents, the free search (any
  // even partners) may still find them (8 players on 2 courts).
  const circle = searchedRounds(setup, rounds, true);
  if (circle.even) return { ok: true, rounds: circle.rounds };
  const free = searchedRounds(setup, rounds, false);
  return { ok: true, rounds: free.even ? free.rounds : circle.rounds };
}

/** `count` items of `items` drawn at random (the order of `items` kept). */
function seededPick(items: readonly number[], count: number, random: () => number): number[] {
  const pool = [...items];
  const picked: number[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = Math.floor(random() * pool.length);
    picked.push(pool[index] as number);
    pool.splice(index, 1);
  }
  return picked;
}
