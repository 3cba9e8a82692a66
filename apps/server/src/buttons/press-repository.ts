import { PRESS_ID_TTL_MS, type PressOutcome } from '@bandeja/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { buttonPresses, buttons } from '../db/schema.ts';

export type ButtonRow = typeof buttons.$inferSelect;
export type PressRow = typeof buttonPresses.$inferSelect;

export async function findButtonForPress(db: DbOrTx, id: number): Promise<ButtonRow | null> {
  const [row] = await db.select().from(buttons).where(eq(buttons.id, id)).limit(1);
  return row ?? null;
}

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

/** Records a press (replacing a forgotten one with the same id), in the transaction of its effect. */
export async function recordPress(
  db: DbOrTx,
  values: { buttonId: number; pressId: string; matchId: string; outcome: PressOutcome; nowMs: number },
): Promise<void> {
  const createdAt = new Date(values.nowMs);
  await db
    .insert(buttonPresses)
    .values({
      buttonId: values.buttonId,
      pressId: values.pressId,
      matchId: values.matchId,
      outcome: values.outcome,
      createdAt,
    })
    .onConflictDoUpdate({
      target: [buttonPresses.buttonId, buttonPresses.pressId],
      set: { matchId: values.matchId, outcome: values.outcome, createdAt },
    });
}

export async function deleteExpiredPresses(db: DbOrTx, nowMs: number): Promise<void> {
  await db.delete(buttonPresses).where(lt(buttonPresses.createdAt, new Date(nowMs - PRESS_ID_TTL_MS)));
}
