/**
 * Mexicano by level (docs/rating.md, "Mexicano by level"): the level each player of an event is
 * seeded by in round 1, for the engine's `firstRoundRanking`.
 */
import type { PlayerRating } from './types.ts';

export interface EventEntrant {
  /** The roster's player id, or null for a guest typed by name. */
  playerId: string | null;
  /** A level typed in for the event (or the roster's), or null. */
  level: number | null;
}

/**
 * Per entrant, in order: the club rating's level when the player has one (it started from the
 * roster's level and learnt from every verified match since), else the level typed in, else null.
 */
export function levelsForSeeding(
  entrants: readonly EventEntrant[],
  ratings: ReadonlyMap<string, Pick<PlayerRating, 'level'>>,
): (number | null)[] {
  return entrants.map((entrant) => {
    const rating = entrant.playerId === null ? undefined : ratings.get(entrant.playerId);
    return rating?.level ?? entrant.level;
  });
}
