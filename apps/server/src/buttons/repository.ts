import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { buttons, courts } from '../db/schema.ts';

export type ButtonRow = typeof buttons.$inferSelect;
export type NewButton = Pick<
  typeof buttons.$inferInsert,
  'courtId' | 'name' | 'label' | 'action' | 'secretHash'
>;

export async function insertButton(db: DbOrTx, values: NewButton): Promise<ButtonRow> {
  const [row] = await db.insert(buttons).values(values).returning();
  if (!row) throw new Error('insert into buttons returned no row');
  return row;
}

/** The address a WatchButton is configured with (the secret goes in x-button-key or ?key=). */
export function buttonPressPath(buttonId: number): string {
  return `/api/buttons/${buttonId}/press`;
}

/** A button with the club of its court (for authorization). */
export interface ButtonWithClub {
  button: ButtonRow;
  clubId: number;
}

export async function findButtonWithClub(db: DbOrTx, id: number): Promise<ButtonWithClub | null> {
  const [row] = await db
    .select({ button: buttons, clubId: courts.clubId })
    .from(buttons)
    .innerJoin(courts, eq(courts.id, buttons.courtId))
    .where(eq(buttons.id, id))
    .limit(1);
  return row ?? null;
}

/** Buttons in id order, narrowed to a club and/or a court. */
export async function listButtons(
  db: DbOrTx,
  filter: { clubId?: number; courtId?: number },
): Promise<ButtonRow[]> {
  const rows = await db
    .select({ button: buttons })
    .from(buttons)
    .innerJoin(courts, eq(courts.id, buttons.courtId))
    .where(
      and(
        filter.clubId === undefined ? undefined : eq(courts.clubId, filter.clubId),
        filter.courtId === undefined ? undefined : eq(buttons.courtId, filter.courtId),
      ),
    )
    .orderBy(asc(buttons.id));
  return rows.map((row) => row.button);
}

export async function updateButton(
  db: DbOrTx,
  id: number,
  values: Partial<NewButton>,
): Promise<ButtonRow | null> {
  const [row] = await db
    .update(buttons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(buttons.id, id))
    .returning();
  return row ?? null;
}

export async function deleteButton(db: DbOrTx, id: number): Promise<void> {
  await db.delete(buttons).where(eq(buttons.id, id));
}
