/**
 * Mexicano rounds (docs/scoring-rules.md, "Mexicano"): round 1 by level or at random, every next
 * round by the current standings: the four best players in on the top court, the next four on the
 * next court, and so on; on each court 1st + 3rd against 2nd + 4th (or 1st + 4th against 2nd + 3rd).
 * Sit-outs are fair: the players who sat out least sit out first.
 */
import { seededShuffle } from './random.ts';
import { isWhole } from './schedule-parts.ts';
import type { EventError, EventGame, MexicanoPairing, RoundResult } from './types.ts';
import { MAX_EVENT_COURTS, MAX_EVENT_PLAYERS, MEXICANO_PAIRINGS, MIN_EVENT_PLAYERS } from './types.ts';

export interface MexicanoInput {
  /** 4 to 32 players. */
  players: number;
  /** Courts available (1 to 16), the top court first. */
  courts: number;
  /**
   * Every player once, best first: the level order (or `randomRanking`) for round 1, the order of
   * `eventStandings` for every later round.
   */
  ranking: readonly number[];
  /** 'first_third' (the default: 1st + 3rd against 2nd + 4th) or 'first_fourth'. */
  pairing?: MexicanoPairing;
  /** Who sat out in each round played so far, so that sit-outs stay fair. */
  sitOutHistory?: readonly (readonly number[])[];
}

/** Whether `list` holds every player 0..players-1 exactly once. */
export function isPlayerOrder(list: unknown, players: number): list is readonly number[] {
  if (!Array.isArray(list) || list.length !== players) return false;
  const seen = new Set<number>();
  for (const player of list) {
    if (!isWhole(player, 0, players - 1) || seen.has(player)) return false;
    seen.add(player);
  }
  return true;
}

function inputError(input: MexicanoInput): EventError | null {
  if (typeof input !== 'object' || input === null) return 'invalid_player_count';
  if (!isWhole(input.players, MIN_EVENT_PLAYERS, MAX_EVENT_PLAYERS)) return 'invalid_player_count';
  if (!isWhole(input.courts, 1, MAX_EVENT_COURTS)) return 'invalid_court_count';
  if (!isPlayerOrder(input.ranking, input.players)) return 'invalid_order';
  const pairing: unknown = input.pairing ?? 'first_third';
  if (typeof pairing !== 'string' || !(MEXICANO_PAIRINGS as readonly string[]).includes(pairing)) {
    return 'invalid_pairing';
  }
  const history: unknown = input.sitOutHistory ?? [];
  if (!Array.isArray(history)) return 'invalid_history';
  for (const round of history) {
    if (!Array.isArray(round)) return 'invalid_history';
    const seen = new Set<number>();
    for (const player of round) {
      if (!isWhole(player, 0, input.players - 1) || seen.has(player)) return 'invalid_history';
      seen.add(player);
    }
  }
  return null;
}

/** How often each player sat out, and in which round last (-1: never). */
function sitOutRecord(players: number, history: readonly (readonly number[])[]) {
  const sitOuts = new Array<number>(players).fill(0);
  const lastSitOut = new Array<number>(players).fill(-1);
  for (const [index, round] of history.entries()) {
    for (const player of round) {
      sitOuts[player] = (sitOuts[player] ?? 0) + 1;
      lastSitOut[player] = index;
    }
  }
  return { sitOuts, lastSitOut };
}

/** The sit-out order before the standings: fewest sit-outs first, then the longest ago. */
function bySitOuts(sitOuts: readonly number[], lastSitOut: readonly number[], a: number, b: number): number {
  return (sitOuts[a] ?? 0) - (sitOuts[b] ?? 0) || (lastSitOut[a] ?? 0) - (lastSitOut[b] ?? 0);
}

/**
 * Who sits out the next Mexicano round before its standings are known (a round still in play):
 * `mexicanoRound`'s own order, whose standings only break ties between players who sat out as
 * often and as recently. `certain` sit out whatever the standings; `open` more seats are decided
 * by the standings at the end of the round. Null for input `mexicanoRound` refuses.
 */
export function mexicanoSitOutsBeforeStandings(
  input: Omit<MexicanoInput, 'ranking' | 'pairing'>,
): { certain: number[]; open: number } | null {
  const players = typeof input?.players === 'number' ? input.players : 0;
  const ranking = Array.from({ length: players }, (_, player) => player);
  if (inputError({ ...input, ranking }) !== null) return null;
  const history = input.sitOutHistory ?? [];
  const sitting = players - 4 * Math.min(input.courts, Math.floor(players / 4));
  if (sitting === 0) return { certain: [], open: 0 };
  const { sitOuts, lastSitOut } = sitOutRecord(players, history);
  const order = [...ranking].sort((a, b) => bySitOuts(sitOuts, lastSitOut, a, b));
  const boundary = order[sitting - 1] ?? 0;
  const before = order.filter((player) => bySitOuts(sitOuts, lastSitOut, player, boundary) < 0);
  const tied = order.filter((player) => bySitOuts(sitOuts, lastSitOut, player, boundary) === 0);
  const seats = sitting - before.length;
  // Every tied player sits out: the standings decide nothing.
  const certain = seats === tied.length ? [...before, ...tied] : before;
  return { certain: certain.sort((a, b) => a - b), open: sitting - certain.length };
}

/** A random level order for a first round drawn at random (the seed is the caller's). */
export function randomRanking(players: number, seed: number): number[] {
  return seededShuffle(
    Array.from({ length: players }, (_, player) => player),
    seed,
  );
}

/**
 * Round 1's order (docs/scoring-rules.md, "Mexicano"): by level, highest first, players without a
 * level after them, equal levels in list order; with no level at all, `randomRanking` from `seed`.
 * `levels[i]` is player i's level (the club rating's level or one typed in), or null.
 */
export function firstRoundRanking(levels: readonly (number | null)[], seed: number): number[] {
  if (!levels.some((level) => level !== null)) return randomRanking(levels.length, seed);
  return levels
    .map((level, player) => ({ player, level: level ?? Number.NEGATIVE_INFINITY }))
    .sort((a, b) => b.level - a.level || a.player - b.player)
    .map((entry) => entry.player);
}

/**
 * The next Mexicano round. Sit-outs: the players who sat out fewest times, then longest ago, then
 * the lowest ranked (so the top courts stay as the standings say). Refuses invalid input with a
 * code; never throws for input it accepts.
 */
export function mexicanoRound(input: MexicanoInput): RoundResult {
  const error = inputError(input);
  if (error !== null) return { ok: false, error };
  const { players, courts, ranking } = input;
  const pairing = input.pairing ?? 'first_third';
  const history = input.sitOutHistory ?? [];
  const gamesPerRound = Math.min(courts, Math.floor(players / 4));
  const sitting = players - 4 * gamesPerRound;

  const { sitOuts, lastSitOut } = sitOutRecord(players, history);
  const place = new Array<number>(players).fill(0);
  for (const [position, player] of ranking.entries()) place[player] = position;
  const candidates = [...ranking].sort(
    (a, b) => bySitOuts(sitOuts, lastSitOut, a, b) || (place[b] ?? 0) - (place[a] ?? 0),
  );
  const sittingOut = candidates.slice(0, sitting);
  const playing = ranking.filter((player) => !sittingOut.includes(player));

  const games: EventGame[] = [];
  for (let court = 0; court < gamesPerRound; court += 1) {
    const [first, second, third, fourth] = playing.slice(court * 4, court * 4 + 4) as [
      number,
      number,
      number,
      number,
    ];
    switch (pairing) {
      case 'first_third':
        games.push({ court, team1: [first, third], team2: [second, fourth] });
        break;
      case 'first_fourth':
        games.push({ court, team1: [first, fourth], team2: [second, third] });
        break;
    }
  }
  return { ok: true, round: { games, sittingOut: [...sittingOut].sort((a, b) => a - b) } };
}
