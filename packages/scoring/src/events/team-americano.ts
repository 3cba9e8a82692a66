/**
 * Team Americano (docs/scoring-rules.md, "Team Americano"): fixed pairs that rotate opponents, a
 * round robin. With a court for every two pairs, the circle method: every pair meets every other
 * once per cycle, an odd pair out sitting out in turn. With fewer courts, the pairs who sat out
 * least play, against the opponents they met least.
 */
import { cheapestPairing } from './pairing.ts';
import { seededRandom } from './random.ts';
import { circlePairs, isWhole } from './schedule-parts.ts';
import type { EventError, EventGame, EventRound, ScheduleResult } from './types.ts';
import { MAX_EVENT_COURTS, MAX_EVENT_ROUNDS, MAX_EVENT_TEAMS, MIN_EVENT_TEAMS } from './types.ts';

export interface TeamAmericanoInput {
  /** 2 to 16 fixed pairs. */
  teams: number;
  /** Courts available (1 to 16). */
  courts: number;
  /** 1 to 64 rounds. */
  rounds: number;
  /** Any whole number from 0 to 2^32 - 1 (optional, 0): which pairs sit out together on few courts. */
  seed?: number;
}

/** A meeting that would break evenness costs more than all other meetings of a round together. */
const UNEVEN = 1_000_000;
const CANDIDATES = 8;
/**
 * Candidate lists built before the search for an even schedule stops going back: 40 a round, for at
 * most 16 rounds, so that a long schedule of 32 players still takes well under a second.
 */
const BUILD_BUDGET_PER_ROUND = 40;
const BUDGETED_ROUNDS = 16;

function inputError(input: TeamAmericanoInput): EventError | null {
  if (typeof input !== 'object' || input === null) return 'invalid_team_count';
  if (!isWhole(input.teams, MIN_EVENT_TEAMS, MAX_EVENT_TEAMS)) return 'invalid_team_count';
  if (!isWhole(input.courts, 1, MAX_EVENT_COURTS)) return 'invalid_court_count';
  if (!isWhole(input.rounds, 1, MAX_EVENT_ROUNDS)) return 'invalid_round_count';
  if (input.seed !== undefined && !isWhole(input.seed, 0, 0xffff_ffff)) return 'invalid_seed';
  return null;
}

function game(court: number, a: number, b: number): EventGame {
  return { court, team1: [Math.min(a, b)], team2: [Math.max(a, b)] };
}

function circleRounds(teams: number, rounds: number): EventRound[] {
  const positions = teams % 2 === 0 ? teams : teams + 1;
  const schedule: EventRound[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const pairs = circlePairs(positions, index % (positions - 1));
    const bye = pairs.find(([a, b]) => a === teams || b === teams);
    const played = pairs.filter((pair) => pair !== bye);
    schedule.push({
      games: played.map(([a, b], court) => game(court, a, b)),
      sittingOut: bye === undefined ? [] : [bye[0] === teams ? bye[1] : bye[0]],
    });
  }
  return schedule;
}

function fewestMeetings(meetings: readonly number[][], team: number): number {
  let fewest = Number.POSITIVE_INFINITY;
  for (const [other, count] of (meetings[team] ?? []).entries())
    if (other !== team) fewest = Math.min(fewest, count);
  return fewest;
}

interface Candidate {
  out: number[];
  pairs: [number, number][];
  cost: number;
}

/**
 * Fewer courts than pairs / 2: fair sit-outs, then the opponents met least. A depth-first search
 * keeps every pair's meetings within one of each other, going back a round when no candidate does,
 * within a budget; past it the best candidate of each remaining round is taken.
 */
function courtLimitedRounds(teams: number, courts: number, rounds: number, seed: number): EventRound[] {
  const meetings = Array.from({ length: teams }, () => new Array<number>(teams).fill(0));
  const sitOuts = new Array<number>(teams).fill(0);
  const lastSitOut = new Array<number>(teams).fill(-1);
  const sitting = teams - 2 * courts;
  const schedule: EventRound[] = [];
  const lastBefore: number[][] = [];
  let builds = 0;
  const budget = BUILD_BUDGET_PER_ROUND * Math.min(rounds, BUDGETED_ROUNDS);

  // While searching, only even candidates are built (a quick test); afterwards the best of any.
  const candidates = (index: number, evenOnly: boolean): Candidate[] => {
    const random = seededRandom((seed ^ Math.imul(index + 1, 0x9e37_79b9)) >>> 0);
    const ranked = Array.from({ length: teams }, (_, team) => team).sort(
      (a, b) => (sitOuts[a] ?? 0) - (sitOuts[b] ?? 0) || (lastSitOut[a] ?? 0) - (lastSitOut[b] ?? 0) || a - b,
    );
    const threshold = sitOuts[ranked[sitting - 1] as number] ?? 0;
    const sure = ranked.filter((team) => (sitOuts[team] ?? 0) < threshold);
    const tier = ranked.filter((team) => (sitOuts[team] ?? 0) === threshold);
    const found: Candidate[] = [];
    const seen = new Set<string>();
    for (let attempt = 0; attempt < CANDIDATES; attempt += 1) {
      const pool = [...tier];
      const chosen: number[] = [];
      while (chosen.length < sitting - sure.length) {
        const pick = attempt === 0 ? 0 : Math.floor(random() * pool.length);
        chosen.push(pool[pick] as number);
        pool.splice(pick, 1);
      }
      const out = [...sure, ...chosen];
      const playing = ranked.filter((team) => !out.includes(team));
      const fewest = playing.map((team) => fewestMeetings(meetings, team));
      const costs = playing.map((a, i) =>
        playing.map((b, j) => {
          if (a === b) return 0;
          const count = meetings[a]?.[b] ?? 0;
          return (count - (fewest[i] ?? 0) + count - (fewest[j] ?? 0)) * UNEVEN + count;
        }),
      );
      const pairing = cheapestPairing(costs, evenOnly ? UNEVEN : Number.POSITIVE_INFINITY);
      if (pairing === null) continue;
      const pairs = pairing.map(([i, j]): [number, number] => [playing[i] as number, playing[j] as number]);
      const key = JSON.stringify([...pairs].sort());
      if (seen.has(key)) continue;
      seen.add(key);
      let cost = 0;
      for (const [i, j] of pairing) cost += costs[i]?.[j] ?? 0;
      found.push({ out, pairs, cost });
    }
    return found.sort((a, b) => a.cost - b.cost);
  };

  const record = (candidate: Candidate, index: number, step: 1 | -1): void => {
    for (const [a, b] of candidate.pairs) {
      (meetings[a] as number[])[b] = (meetings[a]?.[b] ?? 0) + step;
      (meetings[b] as number[])[a] = (meetings[b]?.[a] ?? 0) + step;
    }
    if (step === 1) lastBefore.push([...lastSitOut]);
    const before = step === 1 ? [] : (lastBefore.pop() ?? []);
    for (const team of candidate.out) {
      sitOuts[team] = (sitOuts[team] ?? 0) + step;
      lastSitOut[team] = step === 1 ? index : (before[team] ?? -1);
    }
  };
  const round = (candidate: Candidate): EventRound => ({
    games: candidate.pairs.map(([a, b], court) => game(court, a, b)),
    sittingOut: [...candidate.out].sort((a, b) => a - b),
  });

  const extend = (index: number): boolean => {
    if (index === rounds) return true;
    if (builds > budget) return false;
    builds += 1;
    for (const candidate of candidates(index, true)) {
      if (candidate.cost >= UNEVEN) break;
      record(candidate, index, 1);
      schedule.push(round(candidate));
      if (extend(index + 1)) return true;
      schedule.pop();
      record(candidate, index, -1);
      if (builds > budget) return false;
    }
    return false;
  };

  if (!extend(0)) {
    for (let index = schedule.length; index < rounds; index += 1) {
      const best = candidates(index, false)[0];
      if (best === undefined) throw new Error('scoring: no candidate round');
      record(best, index, 1);
      schedule.push(round(best));
    }
  }
  return schedule;
}

/**
 * The Team Americano schedule: `rounds` rounds of pair against pair on up to `courts` courts. In
 * `EventGame` each side holds one entry, the pair's number. Refuses invalid input with a code.
 */
export function teamAmericanoSchedule(input: TeamAmericanoInput): ScheduleResult {
  const error = inputError(input);
  if (error !== null) return { ok: false, error };
  const { teams, courts, rounds } = input;
  if (courts >= Math.floor(teams / 2)) return { ok: true, rounds: circleRounds(teams, rounds) };
  return { ok: true, rounds: courtLimitedRounds(teams, courts, rounds, input.seed ?? 0) };
}
