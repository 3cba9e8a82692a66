import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { players } from '../db/schema.ts';

/** The club's roster rows the rating needs: starting levels, names, the public flag, erasure. */
export async function rosterOfClub(db: DbOrTx, clubId: number) {
  return db
    .select({
      id: players.id,
      name: players.name,
      level: players.level,
      public: players.public,
      erasedAt: players.erasedAt,
    })
    .from(players)
    .where(eq(players.clubId, clubId));
}
export type RosterRow = Awaited<ReturnType<typeof rosterOfClub>>[number];
