import { z } from 'zod';
import { emailSchema, requiredText, serialIdTextSchema, timestampSchema } from './common.ts';
import { MESSAGES } from './messages.ts';
import { NAME_MAX } from './vocabulary.ts';

/**
 * The club's roster (docs/players.md): the people who play at the club, named once so that their
 * matches, results and figures follow them. A player belongs to one club.
 */

/** A player's level on the club's scale (docs/players.md, "Level"): 0 to 7, one decimal. */
export const PLAYER_LEVEL_MIN = 0;
export const PLAYER_LEVEL_MAX = 7;

/** The name an erased player keeps in every match, event and image (docs/privacy.md). */
export const FORMER_PLAYER_NAME = 'Former player';

/** The longest search text of the roster's list. */
export const PLAYER_SEARCH_MAX = 50;

const levelSchema = z
  .number({ error: 'Level must be a number' })
  .min(PLAYER_LEVEL_MIN, `Level must be ${PLAYER_LEVEL_MIN} to ${PLAYER_LEVEL_MAX}`)
  .max(PLAYER_LEVEL_MAX, `Level must be ${PLAYER_LEVEL_MIN} to ${PLAYER_LEVEL_MAX}`)
  .transform((level) => Math.round(level * 10) / 10);

/**
 * POST /clubs/{clubId}/players and PUT /players/{id}: the whole player. `public` is the player's
 * permission to show their page and name publicly; `mail_consent` their permission to be mailed.
 * Each consent's date is recorded by the server when it is given (docs/privacy.md).
 */
export const playerBodySchema = z.strictObject({
  name: requiredText('Name is required', NAME_MAX, 'Name is too long'),
  email: emailSchema.nullable().optional(),
  level: levelSchema.nullable().optional(),
  public: z.boolean({ error: 'Public must be true or false' }).default(false),
  mail_consent: z.boolean({ error: 'Mail consent must be true or false' }).default(false),
});
export type PlayerBody = z.input<typeof playerBodySchema>;

/** The consents a player gave, each with when (null: not given, or withdrawn). */
export const playerConsentsSchema = z.object({
  mail: timestampSchema.nullable(),
  publication: timestampSchema.nullable(),
});

/** A player as the club's admins see it. */
export const playerSchema = z.object({
  id: z.number().int(),
  club_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  level: z.number().nullable(),
  public: z.boolean(),
  consents: playerConsentsSchema,
  /** The booking system's reference for the person (docs/players.md, "Players from bookings"). */
  booking_ref: z.string().nullable(),
  /** When the player was erased (docs/privacy.md): the row stays, nameless, for the scores. */
  erased_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Player = z.infer<typeof playerSchema>;

/** A player as a court sees it (the match form's roster): the name only. */
export const playerNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type PlayerName = z.infer<typeof playerNameSchema>;

export const clubPlayersParamsSchema = z.object({ clubId: serialIdTextSchema });
export const playerParamsSchema = z.object({ id: serialIdTextSchema });
/** GET /players/{id}/page: `key` is the player's own link's (docs/players.md, "The player page"). */
export const playerPageQuerySchema = z.object({ key: z.string().max(100).optional() });

/** GET /clubs/{clubId}/players?search=: the roster by name, a part of the name or the email. */
export const playerListQuerySchema = z.object({
  search: z.string().trim().max(PLAYER_SEARCH_MAX, 'Search is too long').optional(),
});

/** The club's admins get whole players; a court user names only (docs/players.md). */
export const playerListSchema = z.object({ players: z.array(z.union([playerSchema, playerNameSchema])) });
export type PlayerList = z.infer<typeof playerListSchema>;

// ---------------------------------------------------------------- the match form's roster

/**
 * GET /courts/{courtId}/players?search=&token=: the names the match form offers, the court's
 * recent players first (docs/players.md). The court's signed-in viewers, or the public with the
 * court token of its QR code.
 */
export const courtPlayersQuerySchema = z.object({
  search: z.string().trim().max(PLAYER_SEARCH_MAX, 'Search is too long').optional(),
  token: z.string().max(200, MESSAGES.courtTokenInvalid).optional(),
});
export const courtPlayerListSchema = z.object({ players: z.array(playerNameSchema) });
export type CourtPlayerList = z.infer<typeof courtPlayerListSchema>;

/** POST /courts/{courtId}/players: 'New here? Add me' on the match form, a private roster player. */
export const courtPlayerBodySchema = z.strictObject({
  name: requiredText('Name is required', NAME_MAX, 'Name is too long'),
  courtToken: z.string().max(200, MESSAGES.courtTokenInvalid).optional(),
});
export type CourtPlayerBody = z.input<typeof courtPlayerBodySchema>;
