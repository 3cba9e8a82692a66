/**
 * A small seeded pseudo-random generator for the event schedules: the engine draws no random
 * number of its own (docs/scoring-rules.md, "Club events"), so a schedule is the same for the same
 * seed on every machine and after every restart.
 */

/** mulberry32: 32-bit state, good enough to shuffle players, and the same everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` in an order drawn from `seed` (Fisher-Yates). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const item = shuffled[index] as T;
    shuffled[index] = shuffled[other] as T;
    shuffled[other] = item;
  }
  return shuffled;
}
