import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { matches } from '../db/schema.ts';

/** Matches being played now, of one club or of all. */
export async function countOngoingMatches(db: DbOrTx, clubId: number | null): Promise<number> {
  return db.$count(
    matches,
    and(eq(matches.status, 'ongoing'), clubId === null ? undefined : eq(matches.clubId, clubId)),
  );
}
