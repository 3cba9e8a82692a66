import { MESSAGES, pressIdSchema } from '@bandeja/contract';
import { badRequest } from '../http/errors.ts';

/**
 * Control-screen actions sent with an `Idempotency-Key` (docs/api.md, "Scores"): a control screen
 * that lost its connection sends its queued actions again when it returns, and may send one twice
 * (its answer was lost). The key is stored with the action's event (`match_events.press_id`, source
 * 'control'), written in the same statement as the event, so an action whose event is in the log
 * is answered with the current score instead of being applied again. The writer looks the key up
 * in the match's log on every attempt of its batch (score-writer.ts), so two sends at once, on one
 * process or two, apply once.
 */

/** The key as sent: absent is null; malformed is a 400 (the press id's rules). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const parsed = pressIdSchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw badRequest(MESSAGES.invalidIdempotencyKey);
  return parsed.data;
}
