/** Pieces the event schedules share (americano.ts, team-americano.ts, mexicano.ts). */

/** A whole number from `min` to `max`: how a schedule's counts and seed are checked. */
export function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Round `round` of the circle method over `size` (even) positions: position size-1 stays, the others turn. */
export function circlePairs(size: number, round: number): [number, number][] {
  const turning = size - 1;
  const pairs: [number, number][] = [[size - 1, round % turning]];
  for (let step = 1; step < size / 2; step += 1) {
    pairs.push([(round + step) % turning, (round - step + turning) % turning]);
  }
  return pairs;
}
