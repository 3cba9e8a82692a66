import { PRESS_ID_TTL_MS } from '@bandeja/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { buttonPresses, type buttons } from '../db/schema.ts';

export type ButtonRow = typeof buttons.$inferSelect;
export type PressRow = typeof buttonPresses.$inferSelect;

/** A press id this button sent within the last 10 minutes (older ones are forgotten). */
export async function findRecentPress(
  db: DbOrTx,
  buttonId: number,
  pressId: string,
  nowMs: number,
): Promise<PressRow | null> {
  const [row] = await db
    .select()
    .from(buttonPresses)
    .where(and(eq(buttonPresses.buttonId, buttonId), eq(buttonPresses.pressId, pressId)))
    .limit(1);
  if (!row || nowMs - row.createdAt.getTime() >= PRESS_ID_TTL_MS) return null;
  return row;
}

export async function deleteExpiredPresses(db: DbOrTx, nowMs: number): Promise<void> {
  await db.delete(buttonPresses).where(lt(buttonPresses.createdAt, new Date(nowMs - PRESS_ID_TTL_MS)));
}
