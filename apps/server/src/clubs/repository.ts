import type { DbOrTx } from '../db/client.ts';
import { clubs } from '../db/schema.ts';

export type ClubRow = typeof clubs.$inferSelect;
export type NewClub = Pick<typeof clubs.$inferInsert, 'name' | 'email' | 'phone' | 'address'>;

export async function insertClub(db: DbOrTx, values: NewClub): Promise<ClubRow> {
  const [row] = await db.insert(clubs).values(values).returning();
  if (!row) throw new Error('insert into clubs returned no row');
  return row;
}
