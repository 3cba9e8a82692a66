import { PRESS_ID_TTL_MS, type PressOutcome } from '@bandeja/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { buttonPresses, buttons, matches, scoreSnapshots } from '../db/schema.ts';
import type { LockedMatch } from '../scores/repository.ts';

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

export interface PressTarget {
  button: ButtonRow;
  locked: LockedMatch;
  /** This press id, already seen within its 10 minutes. */
  seenPress: { matchId: string } | null;
}

const seenPressSchema = z.object({ matchId: z.string().nullable(), createdAt: z.coerce.number() }).nullable();

/**
 * Locks the match a press acts on (its button's court's ongoing match, or its latest finished
 * one), reading the button in the same statement; then, in a second statement whose snapshot
 * follows the lock (see lockMatchWithState), the match's stored state and guard and whether this
 * press id was already seen. Null when the button or such a match does not exist.
 */
export async function lockPressTarget(
  db: DbOrTx,
  q: { buttonId: number; pressId: string | null; status: 'ongoing' | 'finished'; nowMs: number },
): Promise<PressTarget | null> {
  const [row] = await db
    .select({ button: buttons, match: matches })
    .from(buttons)
    .innerJoin(matches, and(eq(matches.courtId, buttons.courtId), eq(matches.status, q.status)))
    .where(eq(buttons.id, q.buttonId))
    .orderBy(desc(matches.endTime))
    .limit(1)
    .for('update', { of: matches });
  if (!row) return null;
  const seen =
    q.pressId === null
      ? sql<unknown>`null`
      : sql<unknown>`(
    select json_build_object('matchId', p.match_id, 'createdAt', floor(extract(epoch from p.created_at) * 1000))
    from button_presses p where p.button_id = ${q.buttonId} and p.press_id = ${q.pressId})`;
  const [stored] = await db
    .select({ state: scoreSnapshots.state, guardAt: scoreSnapshots.guardAt, seen })
    .from(matches)
    .leftJoin(scoreSnapshots, eq(scoreSnapshots.matchId, matches.id))
    .where(eq(matches.id, row.match.id))
    .limit(1);
  const seenPress = seenPressSchema.parse(stored?.seen ?? null);
  const fresh =
    seenPress !== null && seenPress.matchId !== null && q.nowMs - seenPress.createdAt < PRESS_ID_TTL_MS;
  return {
    button: row.button,
    locked: { match: row.match, state: stored?.state ?? null, guardAt: stored?.guardAt ?? null },
    seenPress: fresh && seenPress.matchId !== null ? { matchId: seenPress.matchId } : null,
  };
}
