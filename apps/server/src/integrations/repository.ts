import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { theRow } from '../db/rows.ts';
import { clubApiTokens } from '../db/schema.ts';

export type ClubApiTokenRow = typeof clubApiTokens.$inferSelect;
export type NewClubApiToken = Pick<
  typeof clubApiTokens.$inferInsert,
  'clubId' | 'name' | 'tokenHash' | 'hint' | 'createdBy'
>;

export async function insertClubApiToken(db: DbOrTx, values: NewClubApiToken): Promise<ClubApiTokenRow> {
  return theRow(
    await db.insert(clubApiTokens).values(values).returning(),
    'insert into club_api_tokens returned no row',
  );
}

export async function listClubApiTokens(db: DbOrTx, clubId: number): Promise<ClubApiTokenRow[]> {
  return db
    .select()
    .from(clubApiTokens)
    .where(eq(clubApiTokens.clubId, clubId))
    .orderBy(asc(clubApiTokens.id));
}

export async function countClubApiTokens(db: DbOrTx, clubId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clubApiTokens).where(eq(clubApiTokens.clubId, clubId));
  return row?.n ?? 0;
}

export async function findClubApiTokenByHash(db: DbOrTx, tokenHash: string): Promise<ClubApiTokenRow | null> {
  const [row] = await db.select().from(clubApiTokens).where(eq(clubApiTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Deletes a club's token; false when the club has no such token. */
export async function deleteClubApiToken(db: DbOrTx, clubId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(clubApiTokens)
    .where(and(eq(clubApiTokens.clubId, clubId), eq(clubApiTokens.id, id)))
    .returning({ id: clubApiTokens.id });
  return deleted.length > 0;
}

/**
 * Records a token's use at `now`, unless it was recorded less than `resolutionMs` before: the list
 * shows "last used" to the minute, and a busy integration does not write on every call.
 */
export async function touchClubApiToken(
  db: DbOrTx,
  id: number,
  now: Date,
  resolutionMs: number,
): Promise<void> {
  await db
    .update(clubApiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(clubApiTokens.id, id),
        or(
          isNull(clubApiTokens.lastUsedAt),
          lt(clubApiTokens.lastUsedAt, new Date(now.getTime() - resolutionMs)),
        ),
      ),
    );
}
