import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { players } from '../db/schema.ts';

export type PlayerRow = typeof players.$inferSelect;
export type PlayerValues = Pick<
  typeof players.$inferInsert,
  'name' | 'email' | 'level' | 'public' | 'mailConsentAt' | 'publicationConsentAt'
>;

/** The longest roster list one call answers. */
const LIST_LIMIT = 200;

export async function findPlayer(db: DbOrTx, id: number): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row ?? null;
}

export async function findPlayers(db: DbOrTx, ids: readonly number[]): Promise<PlayerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(players)
    .where(inArray(players.id, [...ids]));
}

export async function insertPlayer(
  db: DbOrTx,
  values: PlayerValues & { clubId: number; createdAt: Date; updatedAt: Date },
): Promise<PlayerRow> {
  const [row] = await db.insert(players).values(values).returning();
  if (!row) throw new Error('player not inserted');
  return row;
}

export async function updatePlayer(
  db: DbOrTx,
  id: number,
  values: Partial<PlayerValues> & { erasedAt?: Date; updatedAt: Date },
): Promise<PlayerRow> {
  const [row] = await db.update(players).set(values).where(eq(players.id, id)).returning();
  if (!row) throw new Error(`player ${id} vanished`);
  return row;
}

/** `%` and `_` typed into a search are letters, not patterns. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The club's players not erased, by name; `search` narrows to names (or, with `byEmail`, emails)
 * containing it, case aside.
 */
export async function listPlayers(
  db: DbOrTx,
  filter: { clubId: number; search?: string | undefined; byEmail: boolean },
): Promise<PlayerRow[]> {
  const conditions: (SQL | undefined)[] = [eq(players.clubId, filter.clubId), isNull(players.erasedAt)];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      filter.byEmail
        ? or(ilike(players.name, pattern), ilike(players.email, pattern))
        : ilike(players.name, pattern),
    );
  }
  return db
    .select()
    .from(players)
    .where(and(...conditions))
    .orderBy(asc(players.name), asc(players.id))
    .limit(LIST_LIMIT);
}
