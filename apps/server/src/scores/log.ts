import type { MatchEvent } from '@bandeja/scoring';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { matchEvents } from '../db/schema.ts';
import { eventFromColumns } from './state-codec.ts';

/**
 * A match's log read back (docs/scoring-rules.md#the-event-log): a read anyone may make (the
 * statistics at the end of a set, an undo's re-fold). Only the score writer writes the log and the
 * snapshots (docs/decisions/010-one-door-to-the-score.md).
 */

/**
 * The log of a match as stored, oldest first, with each entry's place and source: what a result
 * document's hash covers (docs/players.md, "Results both teams confirm").
 */
export async function pointLog(db: DbOrTx, matchId: string) {
  return db
    .select({
      seq: matchEvents.seq,
      kind: matchEvents.kind,
      team: matchEvents.team,
      payload: matchEvents.payload,
      at: matchEvents.at,
      source: matchEvents.source,
    })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.seq));
}

/** The log of a match, oldest first, as engine events. */
export async function listEvents(db: DbOrTx, matchId: string): Promise<MatchEvent[]> {
  return (await pointLog(db, matchId)).map(eventFromColumns);
}
