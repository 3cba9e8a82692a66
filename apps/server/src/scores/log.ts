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

/** The log of a match, oldest first, as engine events. */
export async function listEvents(db: DbOrTx, matchId: string): Promise<MatchEvent[]> {
  const rows = await db
    .select({
      kind: matchEvents.kind,
      team: matchEvents.team,
      payload: matchEvents.payload,
      at: matchEvents.at,
    })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.seq));
  return rows.map(eventFromColumns);
}
