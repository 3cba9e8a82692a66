import type { DbOrTx } from '../db/client.ts';
import { courts } from '../db/schema.ts';

export type CourtRow = typeof courts.$inferSelect;
export type NewCourt = Pick<typeof courts.$inferInsert, 'clubId' | 'name' | 'sportType' | 'screenIdentifier'>;

export async function insertCourt(db: DbOrTx, values: NewCourt): Promise<CourtRow> {
  const [row] = await db.insert(courts).values(values).returning();
  if (!row) throw new Error('insert into courts returned no row');
  return row;
}
