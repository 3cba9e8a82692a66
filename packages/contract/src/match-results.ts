import { z } from 'zod';
import { matchIdSchema, serialIdTextSchema, timestampSchema } from './common.ts';
import { MESSAGES } from './messages.ts';
import { EVENT_KIND_VALUES, EVENT_SOURCES, MATCH_TYPES, TEAM_VALUES, WINNER_VALUES } from './vocabulary.ts';

/**
 * Results both teams confirm (docs/players.md, "Results both teams confirm"): each team confirms or
 * contests a finished match's result with its team's token; the result document says where it
 * stands and is signed with the club's Ed25519 key so a league or a rating platform can check it.
 */

export const RESULT_VERDICTS = ['confirmed', 'contested'] as const;
/** awaiting: within the club's window, not all answered; contested: a team contests, unresolved. */
export const RESULT_STATUSES = ['awaiting', 'confirmed', 'contested', 'resolved'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

const setSchema = z.object({ team1: z.number().int().min(0), team2: z.number().int().min(0) });

/** POST /matches/{id}/result/answers: a team's one-tap answer with its token. */
export const resultAnswerBodySchema = z.strictObject({
  team: z.enum(TEAM_VALUES, { error: 'Team must be team1 or team2' }),
  token: z.string().min(1, MESSAGES.resultTokenInvalid).max(100, MESSAGES.resultTokenInvalid),
  verdict: z.enum(RESULT_VERDICTS, { error: 'Verdict must be confirmed or contested' }),
  /** The sets as the contesting team saw them (kept beside the logged result). */
  claim: z.array(setSchema).max(5, 'Claim is too long').optional(),
  /** Why, in the contesting team's words: for the club's admins only, not in the public document. */
  reason: z.string({ error: 'Reason must be text' }).trim().max(300, 'Reason is too long').optional(),
});
export type ResultAnswerBody = z.input<typeof resultAnswerBodySchema>;

const documentPlayerSchema = z.object({ name: z.string(), player_id: z.number().int().nullable() });

export const resultConfirmationSchema = z.object({
  team: z.enum(TEAM_VALUES),
  verdict: z.enum(RESULT_VERDICTS),
  at: timestampSchema,
  claim: z.array(setSchema).nullable(),
});

/** The result document: what a league or a rating platform takes as the match's result. */
export const resultDocumentSchema = z.object({
  match_id: matchIdSchema,
  club_id: z.number().int().nullable(),
  court_id: z.number().int().nullable(),
  match_type: z.enum(MATCH_TYPES),
  started_at: timestampSchema.nullable(),
  finished_at: timestampSchema.nullable(),
  teams: z.object({
    team1: z.object({ name: z.string(), players: z.array(documentPlayerSchema) }),
    team2: z.object({ name: z.string(), players: z.array(documentPlayerSchema) }),
  }),
  sets: z.array(setSchema),
  winner: z.enum(WINNER_VALUES).nullable(),
  /** SHA-256 (hex) of the point log: every press, undo and correction with its source. */
  point_log_hash: z.string(),
  /** Points scored with the court's buttons (the result was played on the club's court). */
  scored_with_buttons: z.boolean(),
  status: z.enum(RESULT_STATUSES),
  /** Both teams confirmed, or nobody contested within the window; and scored with the buttons. */
  verified: z.boolean(),
  confirmations: z.array(resultConfirmationSchema),
  /** Until when a team may still answer. */
  confirm_until: timestampSchema.nullable(),
});
export type ResultDocument = z.infer<typeof resultDocumentSchema>;

/** The document with the club's signature over its canonical JSON (keys sorted, no spaces). */
export const signedResultSchema = z.object({
  document: resultDocumentSchema,
  algorithm: z.literal('Ed25519'),
  /** Base64 of the Ed25519 signature. */
  signature: z.string(),
  /** GET /clubs/{club_id}/result-key answers the public key. */
  key_id: z.string(),
});
export type SignedResult = z.infer<typeof signedResultSchema>;

/** The club's public key for its result documents. */
export const resultKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  key_id: z.string(),
  public_key_pem: z.string(),
});
export type ResultKey = z.infer<typeof resultKeySchema>;

/** The teams' links for a finished match: a token per team (the court display's QR, the mail). */
export const resultLinksSchema = z.object({
  team1: z.object({ token: z.string(), path: z.string() }),
  team2: z.object({ token: z.string(), path: z.string() }),
});
export type ResultLinks = z.infer<typeof resultLinksSchema>;

/** One entry of the point log as stored: every press, undo and correction with its source. */
export const pointLogEntrySchema = z.object({
  seq: z.number().int(),
  kind: z.enum(EVENT_KIND_VALUES),
  team: z.enum(TEAM_VALUES).nullable(),
  payload: z.unknown(),
  at: z.number(),
  source: z.enum(EVENT_SOURCES),
});
export type PointLogEntry = z.infer<typeof pointLogEntrySchema>;

/** GET /matches/{id}/result/review: what the club's admin resolves a contest with. */
export const resultReviewSchema = z.object({
  result: signedResultSchema,
  /** Each contesting team's reason (null: none given, or the team did not contest). */
  reasons: z.object({ team1: z.string().nullable(), team2: z.string().nullable() }),
  log: z.array(pointLogEntrySchema),
});
export type ResultReview = z.infer<typeof resultReviewSchema>;

/** GET /clubs/{clubId}/results/contested: the club's results a team contests, unresolved. */
export const contestedResultSchema = z.object({
  match_id: matchIdSchema,
  team1_name: z.string(),
  team2_name: z.string(),
  court_id: z.number().int().nullable(),
  finished_at: timestampSchema.nullable(),
});
export type ContestedResult = z.infer<typeof contestedResultSchema>;

/** GET /clubs/{clubId}/results/export: JSON lines (default) or CSV, one line per finished match. */
export const resultExportQuerySchema = z.object({
  format: z.enum(['jsonl', 'csv'], { error: 'Format must be jsonl or csv' }).optional(),
});
export const resultExportParamsSchema = z.object({ clubId: serialIdTextSchema });
