import type { effectiveEventSchema } from '@bandeja/contract/match-log';
import type { EffectiveEvent, MatchState } from '@bandeja/scoring';
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { StoredMatchState } from './state-codec.ts';

/** The engine's types without `readonly`: what zod infers for the same shape. */
type Mutable<T> = T extends readonly (infer Item)[]
  ? Mutable<Item>[]
  : T extends object
    ? { -readonly [key in keyof T]: Mutable<T[key]> }
    : T;

/**
 * A stored snapshot is the engine's state without its history (docs/ARCHITECTURE.md, "Vocabulary
 * and policies"): a field the engine adds to MatchState fails this type check (`tsc -p apps/server`)
 * instead of being dropped from the snapshot and lost on the next decode.
 */
describe('the stored state is the engine state', () => {
  it('stores every field of MatchState but its history, with the engine’s types', () => {
    expectTypeOf<StoredMatchState>().toEqualTypeOf<Mutable<Omit<MatchState, 'history'>>>();
  });

  it('reads back every effective event the engine knows', () => {
    expectTypeOf<z.infer<typeof effectiveEventSchema>>().toEqualTypeOf<Mutable<EffectiveEvent>>();
  });
});
