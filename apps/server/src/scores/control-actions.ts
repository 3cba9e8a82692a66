import { MESSAGES, pressIdSchema } from '@bandeja/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { matchEvents } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';

/**
 * Control-screen actions sent with an `Idempotency-Key` (docs/api.md, "Scores"): a control screen
 * that lost its connection sends its queued actions again when it returns, and may send one twice
 * (its answer was lost). The key is stored with the action's event (`match_events.press_id`, source
 * 'control'), written in the same statement as the event, so an action whose event is in the log
 * is answered with the current score instead of being applied again. Two sends of one key at once
 * on this process wait for each other.
 */
const inFlight = new Map<string, Promise<unknown>>();

/** The key as sent: absent is null; malformed is a 400 (the press id's rules). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const parsed = pressIdSchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw badRequest(MESSAGES.invalidIdempotencyKey);
  return parsed.data;
}

async function wasApplied(db: DbOrTx, matchId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ seq: matchEvents.seq })
    .from(matchEvents)
    .where(
      and(eq(matchEvents.matchId, matchId), eq(matchEvents.source, 'control'), eq(matchEvents.pressId, key)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Runs `apply` once per (match, key): when the key's event is already in the log, answers
 * `current()` instead. Without a key, simply applies.
 */
export async function applyOnce<T>(
  db: DbOrTx,
  matchId: string,
  key: string | null,
  apply: () => Promise<T>,
  current: () => Promise<T>,
): Promise<T> {
  if (key === null) return apply();
  const slot = `${matchId}\u0000${key}`;
  for (let waiting = inFlight.get(slot); waiting; waiting = inFlight.get(slot)) {
    await waiting.catch(() => undefined);
  }
  const run = (async () => ((await wasApplied(db, matchId, key)) ? current() : apply()))();
  inFlight.set(slot, run);
  try {
    return await run;
  } finally {
    if (inFlight.get(slot) === run) inFlight.delete(slot);
  }
}
