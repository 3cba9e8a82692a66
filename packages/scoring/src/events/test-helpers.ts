/** Counting helpers for the event schedule tests (not exported by the package). */
import type { EventRound } from './types.ts';

export interface Counts {
  partners: number[][];
  opponents: number[][];
  sitOuts: number[];
}

export function emptyCounts(participants: number): Counts {
  return {
    partners: Array.from({ length: participants }, () => new Array<number>(participants).fill(0)),
    opponents: Array.from({ length: participants }, () => new Array<number>(participants).fill(0)),
    sitOuts: new Array<number>(participants).fill(0),
  };
}

function add(counts: number[][], a: number, b: number): void {
  (counts[a] as number[])[b] = (counts[a]?.[b] ?? 0) + 1;
  (counts[b] as number[])[a] = (counts[b]?.[a] ?? 0) + 1;
}

/** Adds one round's partners, opponents and sit-outs. */
export function countRound(counts: Counts, round: EventRound): void {
  for (const game of round.games) {
    for (const side of [game.team1, game.team2]) {
      for (let i = 0; i < side.length; i += 1) {
        for (let j = i + 1; j < side.length; j += 1)
          add(counts.partners, side[i] as number, side[j] as number);
      }
    }
    for (const a of game.team1) for (const b of game.team2) add(counts.opponents, a, b);
  }
  for (const participant of round.sittingOut)
    counts.sitOuts[participant] = (counts.sitOuts[participant] ?? 0) + 1;
}

/** A participant's counts with every other participant. */
export function others(counts: number[][], participant: number): number[] {
  return (counts[participant] ?? []).filter((_, other) => other !== participant);
}

/** Largest minus smallest. */
export function spread(values: readonly number[]): number {
  return values.length === 0 ? 0 : Math.max(...values) - Math.min(...values);
}

/** Every participant exactly once in the round: in one game or sitting out. */
export function everyoneOnce(round: EventRound, participants: number): boolean {
  const seen = [...round.sittingOut, ...round.games.flatMap((game) => [...game.team1, ...game.team2])];
  return seen.length === participants && new Set(seen).size === participants;
}
