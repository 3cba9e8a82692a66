import type { PublicCourt } from '@bandeja/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { clubs, courts } from '../db/schema.ts';
import { iso } from '../http/respond.ts';

/**
 * The public face of one court (results page of docs/product.md#results-and-history): which club it belongs to, so the page
 * can show the club's logo and court chips. No court user, nothing private.
 */
export async function findPublicCourt(db: DbOrTx, courtId: number): Promise<PublicCourt | null> {
  const [row] = await db
    .select({ court: courts, club: { id: clubs.id, name: clubs.name } })
    .from(courts)
    .leftJoin(clubs, eq(clubs.id, courts.clubId))
    .where(eq(courts.id, courtId))
    .limit(1);
  if (!row) return null;
  const { court, club } = row;
  return {
    id: court.id,
    name: court.name,
    club_id: court.clubId,
    sport_type: court.sportType,
    screen_identifier: court.screenIdentifier,
    created_at: iso(court.createdAt),
    club,
  };
}
