import { z } from 'zod';
import { publicCourtSchema } from './admin.ts';
import { matchIdSchema, requiredText, serialIdTextSchema, timestampSchema } from './common.ts';
import { matchListQuerySchema, matchSchema } from './matches.ts';

/**
 * Club API tokens and the calls they reach (docs/api.md, "Integrations"): a club's booking system
 * or league reads the club's courts and matches with a token its admins created.
 */

/** Every token starts with this, so a bearer token is told from a user session at a glance. */
export const CLUB_TOKEN_PREFIX = 'bdj_';

/** Tokens one club may hold at once (revoke one to make room). */
export const MAX_CLUB_API_TOKENS = 25;

/** A token as its club's admins see it: never the secret, which is shown once at creation. */
export const clubApiTokenSchema = z.object({
  id: z.number().int(),
  club_id: z.number().int(),
  name: z.string(),
  /** The secret's last characters ('bdj_…x7Qa'), to tell tokens apart. */
  hint: z.string(),
  created_at: timestampSchema,
  last_used_at: timestampSchema.nullable(),
});
export type ClubApiToken = z.infer<typeof clubApiTokenSchema>;

export const clubApiTokenListSchema = z.object({ tokens: z.array(clubApiTokenSchema) });
export type ClubApiTokenList = z.infer<typeof clubApiTokenListSchema>;

export const clubApiTokenCreateBodySchema = z.object({
  name: requiredText('Token name is required', 100),
});
export type ClubApiTokenCreateBody = z.infer<typeof clubApiTokenCreateBodySchema>;

/** The answer of a creation: the only time the secret leaves the server. */
export const clubApiTokenWithSecretSchema = z.object({ token: clubApiTokenSchema, secret: z.string() });
export type ClubApiTokenWithSecret = z.infer<typeof clubApiTokenWithSecretSchema>;

export const clubApiTokenParamsSchema = z.object({ id: serialIdTextSchema, tokenId: serialIdTextSchema });

/** GET /clubs/{id}/courts (integration). */
export const clubCourtListSchema = z.object({ courts: z.array(publicCourtSchema) });
export type ClubCourtList = z.infer<typeof clubCourtListSchema>;

/** GET /clubs/{id}/matches (integration): the club's matches, newest first. */
export const clubMatchListQuerySchema = matchListQuerySchema.omit({ club_id: true });
export const clubMatchListSchema = z.object({ matches: z.array(matchSchema) });
export type ClubMatchList = z.infer<typeof clubMatchListSchema>;

export const clubMatchParamsSchema = z.object({ id: serialIdTextSchema, matchId: matchIdSchema });
