import {
  canControlMatch,
  HEADERS,
  liveScoreSchema,
  MESSAGES,
  matchIdParamsSchema,
  phonePressBodySchema,
  phonePressParamsSchema,
  phonePressQuerySchema,
  pressLinkBodySchema,
  pressLinkSchema,
  pressLinkViewSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser } from '../auth/authenticate.ts';
import { authorize } from '../auth/policy.ts';
import { isTokenOfCourtOrItsMatch, requireCourtToken } from '../auth/start-token.ts';
import type { AppContext } from '../context.ts';
import { forbidden, notFound, unauthorized } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { route } from '../http/route.ts';
import { findMatch } from '../matches/repository.ts';
import { SECURITY } from '../openapi/security.ts';
import { actionInputOf } from '../scores/action-input.ts';
import { PRESS_LINK_GRACE_MS, type PressClaim, signPressToken, verifyPressToken } from './token.ts';

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A phone as a WatchButton (docs/api.md, "Score from a phone"): a match's controllers hand out a
 * press link per team (a QR code on the success screen and the court tablet); the phone that opens
 * it scores that match only, through the score writer like every control action, until the link
 * expires (the match's planned duration and PRESS_LINK_GRACE_MS from when it was made).
 */
export function pressLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** The claim of the request's token for this match: 401 without a valid one, 403 for another match. */
  function claimFor(token: string | undefined, matchId: string): PressClaim {
    const claim = token ? verifyPressToken(ctx.config.jwtSecret, token, ctx.now()) : null;
    if (!claim) throw unauthorized(MESSAGES.pressTokenInvalid);
    if (claim.matchId !== matchId) throw forbidden(MESSAGES.pressTokenOtherMatch);
    return claim;
  }

  return async (app) => {
    app.post(
      '/matches/:matchId/press-links',
      {
        onRequest: optionalUser(app, ctx),
        schema: {
          summary:
            "A phone's press link for one team of a match: scores that match only (its controllers, or the court token of its court)",
          security: SECURITY.optionalSession,
          params: matchIdParamsSchema,
          body: pressLinkBodySchema,
          response: { 200: successSchema(pressLinkSchema) },
        },
      },
      async (request) => {
        const match = await findMatch(ctx.db, request.params.matchId);
        if (!match) throw notFound(MESSAGES.matchNotFound);
        const user = request.authUser;
        if (user) authorize(canControlMatch(user, match));
        else if (match.courtId === null) throw unauthorized();
        else if (
          !(await isTokenOfCourtOrItsMatch(ctx, match.courtId, requireCourtToken(request.body.courtToken)))
        )
          throw forbidden(MESSAGES.courtTokenInvalid);
        const expiresAt = ctx.now() + match.matchDuration * 1000 + PRESS_LINK_GRACE_MS;
        const token = signPressToken(ctx.config.jwtSecret, {
          matchId: match.id,
          team: request.body.team,
          expiresAt,
        });
        return ok({
          match_id: match.id,
          team: request.body.team,
          token,
          url: `${ctx.publicOrigin()}/press/${encodeURIComponent(match.id)}?t=${encodeURIComponent(token)}`,
          expires_at: new Date(expiresAt).toISOString(),
        });
      },
    );

    app.get(
      '/press/:matchId',
      route(
        SECURITY.pressLink,
        "What a phone's press link scores: its team and the match's names (the link's token)",
        { params: matchIdParamsSchema, querystring: phonePressQuerySchema },
        pressLinkViewSchema,
      ),
      async (request) => {
        const { matchId } = request.params;
        const claim = claimFor(first(request.headers[HEADERS.pressToken]) ?? request.query.t, matchId);
        const match = await findMatch(ctx.db, matchId);
        if (!match) throw notFound(MESSAGES.matchNotFound);
        return ok({
          match_id: match.id,
          team: claim.team,
          team1_name: match.team1Name,
          team2_name: match.team2Name,
          status: match.status,
          expires_at: new Date(claim.expiresAt).toISOString(),
        });
      },
    );

    app.post(
      '/press/:matchId/:action',
      {
        schema: {
          summary:
            "A phone's press: a point for a team or undo, on the press link's match only; with an Idempotency-Key, applied once",
          security: SECURITY.pressLink,
          params: phonePressParamsSchema,
          querystring: phonePressQuerySchema,
          headers: z.looseObject({
            [HEADERS.idempotencyKey]: z.string().optional(),
            [HEADERS.pressToken]: z.string().optional(),
          }),
          body: phonePressBodySchema,
          response: { 200: successSchema(liveScoreSchema) },
        },
      },
      async (request) => {
        const { matchId, action } = request.params;
        const claim = claimFor(first(request.headers[HEADERS.pressToken]) ?? request.query.t, matchId);
        // The same door as the control screen's actions (src/scores/score-writer.ts): the key is
        // applied once, the press time counts, a finished match refuses a point.
        const score = await ctx.scores.action({
          matchId,
          action,
          ...actionInputOf(
            { idempotencyKey: request.headers[HEADERS.idempotencyKey], pressedAt: request.body.pressedAt },
            ctx.now(),
          ),
          source: 'control',
          authorize: (match) => authorize(match.id === claim.matchId),
          // A team's phones spend one budget, a WatchButton's (BUTTON_PRESS_LIMIT): per match and
          // team, not per address, since the players' phones share the club's one public address.
          pressBudget: `press-link:${claim.matchId}:${claim.team}`,
        });
        return ok(score);
      },
    );
  };
}
