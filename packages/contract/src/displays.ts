import { SPORTS } from '@bandeja/scoring';
import { z } from 'zod';
import { clubBrandingSchema } from './admin.ts';
import { enumError, requiredError, serialIdSchema, serialIdTextSchema, timestampSchema } from './common.ts';
import { liveScoreSchema } from './scores.ts';
import { DISPLAY_CODE_ALPHABET, DISPLAY_CODE_LENGTH, DISPLAY_TARGET_KINDS, NAME_MAX } from './vocabulary.ts';

/**
 * Court displays (docs/displays.md): the public boards of a court and of a club, and the TVs paired
 * to them with a code.
 */

// ---------------------------------------------------------------- boards

/** A court as its display names it. */
export const boardCourtSchema = z.object({
  id: z.number().int(),
  club_id: z.number().int(),
  name: z.string(),
  screen_identifier: z.string(),
  sport_type: z.enum(SPORTS),
});
export type BoardCourt = z.infer<typeof boardCourtSchema>;

/**
 * What a court shows: its ongoing match (`live`), and its latest finished match (`last`: the
 * result a display shows for the club's minutes, then as the court's last result).
 */
export const courtBoardSchema = z.object({
  court: boardCourtSchema,
  live: liveScoreSchema.nullable(),
  last: liveScoreSchema.nullable(),
});
export type CourtBoard = z.infer<typeof courtBoardSchema>;

/** GET /displays/court/{courtId}: the court display's first paint. `now` is the server's clock. */
export const courtDisplaySchema = z.object({
  club: clubBrandingSchema,
  board: courtBoardSchema,
  now: timestampSchema,
});
export type CourtDisplay = z.infer<typeof courtDisplaySchema>;

/** GET /displays/club/{clubId}: the clubhouse wall, every court of the club by id. */
export const clubDisplaySchema = z.object({
  club: clubBrandingSchema,
  courts: z.array(courtBoardSchema),
  now: timestampSchema,
});
export type ClubDisplay = z.infer<typeof clubDisplaySchema>;

// ---------------------------------------------------------------- paired TVs

/** Where a paired display points. */
export const displayTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('court'), court_id: z.number().int(), club_id: z.number().int() }),
    z.object({ kind: z.literal('club'), club_id: z.number().int() }),
  ],
  { error: enumError('Target', DISPLAY_TARGET_KINDS) },
);
export type DisplayTarget = z.infer<typeof displayTargetSchema>;

/**
 * A TV as it sees itself (GET /displays/self, socket `displayConfig`): waiting with a code, or
 * paired to a target.
 */
export const displaySelfSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['pending', 'paired']),
  /** The pairing code while pending. */
  code: z.string().nullable(),
  code_expires_at: timestampSchema.nullable(),
  target: displayTargetSchema.nullable(),
});
export type DisplaySelf = z.infer<typeof displaySelfSchema>;

/**
 * POST /displays/pairing: the TV's pairing code. `token` is the device token, given once when a new
 * display is made (the TV keeps it); null when the TV sent its token and got a fresh code.
 */
export const displayPairingSchema = z.object({ token: z.string().nullable(), display: displaySelfSchema });
export type DisplayPairing = z.infer<typeof displayPairingSchema>;

/** The socket's push to a TV: its configuration, or `revoked` (it shows a new code). */
export const displayConfigSchema = z.discriminatedUnion('status', [
  displaySelfSchema,
  z.object({ status: z.literal('revoked') }),
]);
export type DisplayConfig = z.infer<typeof displayConfigSchema>;

/** A paired display in the admin list. */
export const displaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  club_id: z.number().int(),
  target: displayTargetSchema,
  /** The court's screen name, or null for the clubhouse wall. */
  court_name: z.string().nullable(),
  paired_at: timestampSchema,
  last_seen_at: timestampSchema.nullable(),
});
export type Display = z.infer<typeof displaySchema>;

export const displayListSchema = z.object({ displays: z.array(displaySchema) });
export type DisplayList = z.infer<typeof displayListSchema>;

const codeCharacters = new RegExp(`^[${DISPLAY_CODE_ALPHABET}]{${DISPLAY_CODE_LENGTH}}$`);
const CODE_MESSAGE = 'Enter the 6-character code shown on the TV';

/** A pairing code as typed: spaces and dashes dropped, case ignored. */
export const displayCodeSchema = z
  .string({ error: requiredError(CODE_MESSAGE) })
  .max(40, CODE_MESSAGE)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(codeCharacters, CODE_MESSAGE));

/** A target as the pairing and edit forms send it. */
export const displayTargetBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('court'), courtId: serialIdSchema }),
    z.object({ kind: z.literal('club'), clubId: serialIdSchema }),
  ],
  { error: 'Choose a court or the clubhouse wall' },
);
export type DisplayTargetBody = z.infer<typeof displayTargetBodySchema>;

const displayNameSchema = z.string().trim().max(NAME_MAX, 'Display name is too long');

/** POST /displays/pair: a signed-in admin or court user connects the TV showing `code`. */
export const displayPairBodySchema = z.object({
  code: displayCodeSchema,
  target: displayTargetBodySchema,
  name: displayNameSchema.optional(),
});
export type DisplayPairBody = z.input<typeof displayPairBodySchema>;

/** PATCH /displays/{id}: rename, or point the TV elsewhere. */
export const displayUpdateBodySchema = z.object({
  name: displayNameSchema.optional(),
  target: displayTargetBodySchema.optional(),
});
export type DisplayUpdateBody = z.infer<typeof displayUpdateBodySchema>;

export const displayListQuerySchema = z.object({ club_id: serialIdTextSchema.optional() });

// ---------------------------------------------------------------- socket rooms

export const courtRoomPayloadSchema = z.object({ courtId: serialIdSchema });
export type CourtRoomPayload = z.infer<typeof courtRoomPayloadSchema>;

export const clubRoomPayloadSchema = z.object({ clubId: serialIdSchema });
export type ClubRoomPayload = z.infer<typeof clubRoomPayloadSchema>;

export const displayRoomPayloadSchema = z.object({ token: z.string().min(1).max(200) });
export type DisplayRoomPayload = z.infer<typeof displayRoomPayloadSchema>;

/** The wall's snapshot on joining a club room. */
export const clubBoardSchema = z.object({ club_id: z.number().int(), courts: z.array(courtBoardSchema) });
export type ClubBoard = z.infer<typeof clubBoardSchema>;
