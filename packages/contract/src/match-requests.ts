/** The match calls' parameters, queries and the press answer (docs/api.md "Matches"). */
import { PLAYER_NUMBERS } from '@bandeja/scoring';
import { z } from 'zod';
import { enumError, matchIdSchema, serialIdTextSchema } from './common.ts';
import { MESSAGES } from './messages.ts';
import { liveScoreSchema } from './scores.ts';
import { BUTTON_GESTURES, MATCH_STATUSES, NAME_MAX, PRESS_OUTCOMES } from './vocabulary.ts';

export const courtIdParamsSchema = z.object({ courtId: serialIdTextSchema });
export const clubIdParamsSchema = z.object({ clubId: serialIdTextSchema });
export const matchParamsSchema = z.object({ id: matchIdSchema });

/** DELETE /matches/{id}: the id of the deleted match. */
export const deletedMatchSchema = z.object({ id: matchIdSchema });

/** GET /matches/active: a club to narrow to. */
export const activeMatchesQuerySchema = z.object({ club_id: serialIdTextSchema.optional() });

/** POST /matches/{id}/statistics/email (docs/api.md "Results and sharing"). */
export const statisticsEmailBodySchema = z.object({
  playerNumber: z.literal(PLAYER_NUMBERS, { error: 'Please select a player' }),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .email('Please enter a valid email address'),
});
export type StatisticsEmailBody = z.infer<typeof statisticsEmailBodySchema>;

/** What the statistics mail answers once the mail is handed over. */
export const statisticsEmailSentSchema = z.object({ email: z.string(), playerNumber: z.number().int() });

/** How many items a list may ask for (a query string): 1 to `max`, `fallback` when not asked. */
function listLimitSchema(max: number, fallback: number) {
  const range = `Limit must be 1 to ${max}`;
  return z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: (issue) => (issue.code === 'too_big' ? range : 'Limit must be a whole number') })
    .min(1, range)
    .max(max, range)
    .default(fallback);
}

/** GET /matches: optional filters, newest first. */
export const matchListQuerySchema = z.object({
  status: z.enum(MATCH_STATUSES, { error: MESSAGES.invalidStatus }).optional(),
  court_id: serialIdTextSchema.optional(),
  club_id: serialIdTextSchema.optional(),
  limit: listLimitSchema(500, 200),
});
export type MatchListQuery = z.infer<typeof matchListQuerySchema>;

/** GET /matches/court/{courtId}/finished: newest first, optionally filtered by a player's name. */
export const finishedListQuerySchema = z.object({
  search: z.string().trim().max(NAME_MAX, 'Search is too long').optional(),
  limit: listLimitSchema(200, 50),
});
export type FinishedListQuery = z.infer<typeof finishedListQuerySchema>;

/** How long a press id is remembered: a retry within it is acknowledged without a second effect. */
export const PRESS_ID_TTL_MS = 10 * 60 * 1000;
/** Default accidental-press guard (docs/scoring-rules.md#accidental-press-guard): a scoring press this soon after the previous one. */
export const DEFAULT_PRESS_GUARD_MS = 2000;

/** A device's press id: short printable text (a counter, a UUID, a timestamp). */
export const pressIdSchema = z
  .string()
  .trim()
  .min(1, 'Press id is required')
  .max(100, 'Press id is too long')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Press id may only hold letters, digits and . _ : -');

/** POST /buttons/{id}/press: the secret and the press id may come in the query (simple devices). */
export const pressQuerySchema = z.object({
  key: z.string().max(200, 'Button key is too long').optional(),
  pressId: pressIdSchema.optional(),
  /** How the key was pressed: each gesture does the button's action for it (default single). */
  gesture: z.enum(BUTTON_GESTURES, { error: enumError('Gesture', BUTTON_GESTURES) }).default('single'),
});

/**
 * The press answer. `matchId` and `score` are null only for `no_action` (the gesture does nothing
 * on this button) and `identified` (identify mode: shown, not scored), which need no match.
 */
export const pressResultSchema = z.object({
  outcome: z.enum(PRESS_OUTCOMES),
  message: z.string(),
  matchId: matchIdSchema.nullable(),
  score: liveScoreSchema.nullable(),
});
export type PressResult = z.infer<typeof pressResultSchema>;
