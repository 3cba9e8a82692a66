import { and, asc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { theRow } from '../db/rows.ts';
import { courts, displays } from '../db/schema.ts';

export type DisplayRow = typeof displays.$inferSelect;
export type CourtRow = typeof courts.$inferSelect;

// ---------------------------------------------------------------- paired TVs

export async function insertPendingDisplay(
  db: DbOrTx,
  values: { tokenHash: string; code: string; codeExpiresAt: Date; at: Date },
): Promise<DisplayRow> {
  return theRow(
    await db
      .insert(displays)
      .values({
        tokenHash: values.tokenHash,
        code: values.code,
        codeExpiresAt: values.codeExpiresAt,
        createdAt: values.at,
        updatedAt: values.at,
        lastSeenAt: values.at,
      })
      .returning(),
    'insert into displays returned no row',
  );
}

export async function findDisplayByTokenHash(db: DbOrTx, tokenHash: string): Promise<DisplayRow | null> {
  const [row] = await db.select().from(displays).where(eq(displays.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function findDisplay(db: DbOrTx, id: number): Promise<DisplayRow | null> {
  const [row] = await db.select().from(displays).where(eq(displays.id, id)).limit(1);
  return row ?? null;
}

/** The pending display showing `code` now, locked until the transaction ends (a code works once). */
export async function lockPendingByCode(db: DbOrTx, code: string, now: Date): Promise<DisplayRow | null> {
  const [row] = await db
    .select()
    .from(displays)
    .where(and(eq(displays.code, code), eq(displays.targetKind, 'pending'), gt(displays.codeExpiresAt, now)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateDisplayRow(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<typeof displays.$inferInsert, 'id' | 'tokenHash'>>,
): Promise<DisplayRow | null> {
  const [row] = await db.update(displays).set(values).where(eq(displays.id, id)).returning();
  return row ?? null;
}

export async function deleteDisplayRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(displays).where(eq(displays.id, id));
}

/** Pending displays whose code expired before `before`: TVs that gave up (they ask again). */
export async function deleteStalePending(db: DbOrTx, before: Date): Promise<void> {
  await db
    .delete(displays)
    .where(and(eq(displays.targetKind, 'pending'), lt(displays.codeExpiresAt, before)));
}

/** Paired displays with their court, of one club or of all, in id order. */
export async function listPairedDisplays(
  db: DbOrTx,
  clubId: number | undefined,
): Promise<{ display: DisplayRow; court: CourtRow | null }[]> {
  return db
    .select({ display: displays, court: courts })
    .from(displays)
    .leftJoin(courts, eq(courts.id, displays.courtId))
    .where(and(isNotNull(displays.clubId), clubId === undefined ? undefined : eq(displays.clubId, clubId)))
    .orderBy(asc(displays.id));
}

// ---------------------------------------------------------------- boards

export async function findCourtRow(db: DbOrTx, id: number): Promise<CourtRow | null> {
  const [row] = await db.select().from(courts).where(eq(courts.id, id)).limit(1);
  return row ?? null;
}
