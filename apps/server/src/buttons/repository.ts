import type { DbOrTx } from '../db/client.ts';
import { buttons } from '../db/schema.ts';

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
