import { z } from 'zod';
import { matchIdSchema, timestampSchema } from './common.ts';
import { TEAM_VALUES } from './vocabulary.ts';

/**
 * A phone as a WatchButton (docs/api.md, "Score from a phone"): a controller of a match asks for a
 * press link per team; the link's token lets a phone score that match only, until it expires.
 */
export const PRESS_LINK_ACTIONS = ['team1-point', 'team2-point', 'undo'] as const;
export type PressLinkAction = (typeof PRESS_LINK_ACTIONS)[number];

/** The most characters a press token has (a match id, a team, an expiry and a signature). */
export const PRESS_TOKEN_MAX = 200;

/**
 * POST /matches/{matchId}/press-links: the team whose phone it is ('our point'). Without a session,
 * the court token of the court's QR code proves presence at the match's court (the players who
 * just created it there, docs/api.md "Proving presence at the court").
 */
export const pressLinkBodySchema = z.object({
  team: z.enum(TEAM_VALUES),
  courtToken: z.string().max(200).optional(),
});
export type PressLinkBody = z.infer<typeof pressLinkBodySchema>;

export const pressLinkSchema = z.object({
  match_id: matchIdSchema,
  team: z.enum(TEAM_VALUES),
  token: z.string(),
  /** The phone's page, to put in a QR code: `{origin}/press/{matchId}?t={token}`. */
  url: z.string(),
  expires_at: timestampSchema,
});
export type PressLink = z.infer<typeof pressLinkSchema>;

/** POST /press/{matchId}/{action}: the token travels as `x-press-token` or `?t=`. */
export const phonePressParamsSchema = z.object({
  matchId: matchIdSchema,
  action: z.enum(PRESS_LINK_ACTIONS),
});
export const phonePressQuerySchema = z.object({ t: z.string().max(PRESS_TOKEN_MAX).optional() });
/** `pressedAt`: when the phone's button was pressed (a press queued offline), epoch ms or ISO 8601. */
export const phonePressBodySchema = z
  .object({ pressedAt: z.union([z.number(), z.string().max(40)]).optional() })
  .nullish()
  .transform((body) => body ?? {});

/** GET /press/{matchId}: what the phone's page shows (the token's team and the match's names). */
export const pressLinkViewSchema = z.object({
  match_id: matchIdSchema,
  team: z.enum(TEAM_VALUES),
  team1_name: z.string(),
  team2_name: z.string(),
  status: z.string(),
  expires_at: timestampSchema,
});
export type PressLinkView = z.infer<typeof pressLinkViewSchema>;
