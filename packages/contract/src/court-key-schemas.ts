import { z } from 'zod';
import { KEY_ACTIONS, KEY_NAME_MAX, KEYS_PER_ACTION_MAX } from './court-keys.ts';

const keyNamesSchema = z.array(z.string().trim().min(1).max(KEY_NAME_MAX)).max(KEYS_PER_ACTION_MAX);

/** A court's learned keys: every action's key names (docs/api.md, "Court keys"). */
export const courtKeyMapSchema = z.object(
  Object.fromEntries(KEY_ACTIONS.map((action) => [action, keyNamesSchema])) as Record<
    (typeof KEY_ACTIONS)[number],
    typeof keyNamesSchema
  >,
);

/** PUT /courts/{courtId}/keys: the court's keys, or null for the defaults (DEFAULT_COURT_KEYS). */
export const courtKeysBodySchema = z.object({ keys: courtKeyMapSchema.nullable() });
export type CourtKeysBody = z.infer<typeof courtKeysBodySchema>;

/** GET and PUT /courts/{courtId}/keys: `keys` null means the defaults. */
export const courtKeysSchema = z.object({
  court_id: z.number().int(),
  keys: courtKeyMapSchema.nullable(),
});
export type CourtKeys = z.infer<typeof courtKeysSchema>;
