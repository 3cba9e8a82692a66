import {
  finishTeamBodySchema,
  HEADERS,
  liveScoreSchema,
  MESSAGES,
  manualResultBodySchema,
  matchIdParamsSchema,
  scoreActionBodySchema,
  scoreActionParamsSchema,
  scoreCreateBodySchema,
  statusUpdateBodySchema,
  successSchema,
} from '@bandeja/contract';
import { initialState, scoreView } from '@bandeja/scoring';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, optionalUser, requireUser } from '../auth/authenticate.ts';
import { authorize, canControlMatch } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { matches } from '../db/schema.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { liveScoreOf } from '../matches/presenter.ts';
import { findMatch, findMatchRecord, lockMatch, updateMatchRow } from '../matches/repository.ts';
import { rulesOf } from '../matches/rules.ts';
import { SECURITY } from '../openapi/security.ts';
import { applyOnce, idempotencyKeyOf } from './control-actions.ts';
import { findSnapshot, lockMatchWithState, saveSnapshot } from './repository.ts';
import {
  changeStatusLocked,
  courtOfMatch,
  finishOffCourt,
  performAction,
  publishChange,
  timeIsUp,
  withActiveMatchConflict,
} from './service.ts';
import { encodeState } from './state-codec.ts';

const scoreResponse = { 200: successSchema(liveScoreSchema) };

/**
 * The score calls of docs/api.md "Scores". Reads are public (docs/product.md#roles: the public reads a score);
 * actions belong to the match's controllers: its court's user and its club's admins.
 */
export function scoreRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    async function readScore(matchId: string) {
      const record = await findMatchRecord(ctx.db, matchId);
      if (!record) throw notFound(MESSAGES.scoreNotFound);
      return ok(liveScoreOf(record));
    }

    app.get(
      '/scores/public/:matchId',
      {
        schema: {
          summary: "A match's live score (public scoreboard)",
          security: SECURITY.public,
          params: matchIdParamsSchema,
          response: scoreResponse,
        },
      },
      async (request) => readScore(request.params.matchId),
    );

    app.get(
      '/scores/:matchId',
      {
        schema: {
          summary: "A match's live score (public: the same as the socket gives anyone)",
          security: SECURITY.public,
          params: matchIdParamsSchema,
          response: scoreResponse,
        },
      },
      async (request) => readScore(request.params.matchId),
    );

    app.post(
      '/scores/:matchId/create',
      {
        onRequest: requireUser(app, ctx),
        schema: {
          summary: "A match's score, created with these names if it has none (its controllers)",
          security: SECURITY.session,
          params: matchIdParamsSchema,
          body: scoreCreateBodySchema,
          response: scoreResponse,
        },
      },
      async (request) => {
        const { matchId } = request.params;
        const match = await findMatch(ctx.db, matchId);
        if (!match) throw notFound(MESSAGES.matchNotFound);
        authorize(canControlMatch(currentUser(request), match));
        // Every match gets its score at creation; this creates one only for a match without any
        // (and then takes the names given), and otherwise answers the existing score unchanged.
        const record = await ctx.db.transaction(async (tx) => {
          const locked = await lockMatch(tx, matchId);
          if (!locked) throw notFound(MESSAGES.matchNotFound);
          if (await findSnapshot(tx, matchId)) return null;
          const now = new Date(ctx.now());
          const renamed = await updateMatchRow(tx, matchId, {
            team1Name: request.body.team1Name,
            team2Name: request.body.team2Name,
            updatedAt: now,
          });
          const rules = rulesOf(renamed);
          const state = initialState(rules);
          const view = scoreView(rules, state);
          const snapshot = await saveSnapshot(tx, {
            matchId,
            version: 0,
            state: encodeState(state),
            view,
            updatedAt: now,
          });
          return { match: renamed, snapshot };
        });
        ctx.scores.forget(matchId);
        if (record) return ok(liveScoreOf(record));
        return readScore(matchId);
      },
    );

    // Finishing a match off court (docs/api.md): the team that retires, the team that gives the
    // walkover, or the result of a match not scored live. Same callers as the score actions.
    app.post(
      '/scores/:matchId/retire',
      {
        onRequest: requireUser(app, ctx),
        schema: {
          summary: 'A team retires: the other team wins, the score stays as played (its controllers)',
          security: SECURITY.session,
          params: matchIdParamsSchema,
          body: finishTeamBodySchema,
          response: scoreResponse,
        },
      },
      async (request) => {
        const user = currentUser(request);
        const change = await finishOffCourt(
          ctx,
          request.params.matchId,
          { kind: 'retire', team: request.body.team },
          (match) => authorize(canControlMatch(user, match)),
        );
        publishChange(ctx, change, request.log);
        return ok(change.score);
      },
    );

    app.post(
      '/scores/:matchId/walkover',
      {
        onRequest: requireUser(app, ctx),
        schema: {
          summary: 'A walkover before the first point: the other team wins, no score (its controllers)',
          security: SECURITY.session,
          params: matchIdParamsSchema,
          body: finishTeamBodySchema,
          response: scoreResponse,
        },
      },
      async (request) => {
        const user = currentUser(request);
        const change = await finishOffCourt(
          ctx,
          request.params.matchId,
          { kind: 'walkover', team: request.body.team },
          (match) => authorize(canControlMatch(user, match)),
        );
        publishChange(ctx, change, request.log);
        return ok(change.score);
      },
    );

    app.post(
      '/scores/:matchId/result',
      {
        onRequest: requireUser(app, ctx),
        schema: {
          summary:
            'The result of a match not scored live, entered by hand before the first point (its controllers)',
          security: SECURITY.session,
          params: matchIdParamsSchema,
          body: manualResultBodySchema,
          response: scoreResponse,
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { sets, retired } = request.body;
        const change = await finishOffCourt(
          ctx,
          request.params.matchId,
          { kind: 'manualResult', sets, retired: retired ?? null },
          (match) => authorize(canControlMatch(user, match)),
        );
        publishChange(ctx, change, request.log);
        return ok(change.score);
      },
    );

    app.post(
      '/scores/:matchId/:action',
      {
        onRequest: requireUser(app, ctx),
        schema: {
          summary:
            'Score: a point for a team, undo, reset the game or the set (its controllers); with an Idempotency-Key, applied once',
          security: SECURITY.session,
          params: scoreActionParamsSchema,
          headers: z.looseObject({ [HEADERS.idempotencyKey]: z.string().optional() }),
          // `pressedAt`: when the action was pressed (a control screen's queued actions).
          body: scoreActionBodySchema,
          response: scoreResponse,
        },
      },
      async (request) => {
        const { matchId, action } = request.params;
        const user = currentUser(request);
        const key = idempotencyKeyOf(request.headers[HEADERS.idempotencyKey]);
        return applyOnce(
          ctx.db,
          matchId,
          key,
          async () => {
            // The live writer checks the rights on the match as the action finds it, and broadcasts.
            const change = await performAction(
              ctx,
              matchId,
              action,
              { source: 'control', pressId: key },
              (match) => authorize(canControlMatch(user, match)),
            );
            return ok(change.score);
          },
          async () => {
            // Already applied: the rights are checked again before the score is answered.
            const match = await findMatch(ctx.db, matchId);
            if (!match) throw notFound(MESSAGES.matchNotFound);
            authorize(canControlMatch(user, match));
            return readScore(matchId);
          },
        );
      },
    );

    app.patch(
      '/scores/match/:matchId/status',
      {
        onRequest: optionalUser(app, ctx),
        schema: {
          summary: "Change a match's status; without a session only to finish it once its time is up",
          security: SECURITY.optionalSession,
          params: matchIdParamsSchema,
          body: statusUpdateBodySchema,
          response: scoreResponse,
        },
      },
      async (request) => {
        const { matchId } = request.params;
        const { status } = request.body;
        const match = await findMatch(ctx.db, matchId);
        if (!match) throw notFound(MESSAGES.matchNotFound);
        const actor = request.authUser;
        if (actor) {
          authorize(canControlMatch(actor, match));
        } else {
          // The public scoreboard marks a match finished when its time is up (docs/product.md#public-scoreboard): the
          // server checks the time itself. Asking again for a finished match changes nothing.
          if (status !== 'finished') throw unauthorized();
          if (match.status !== 'finished' && !timeIsUp(match, ctx.now()))
            throw unauthorized(MESSAGES.timeNotUp);
        }
        const change = await withActiveMatchConflict(ctx, courtOfMatch(ctx, matchId), () =>
          ctx.db.transaction(async (tx) => {
            const locked = await lockMatchWithState(tx, eq(matches.id, matchId));
            if (!locked) throw notFound(MESSAGES.matchNotFound);
            return changeStatusLocked(tx, ctx, locked, status, { source: actor ? 'control' : 'api' });
          }),
        );
        // Written outside the live writer (under the match lock): its cache reloads the match.
        ctx.scores.forget(matchId);
        if (!change) return readScore(matchId);
        publishChange(ctx, change, request.log);
        return ok(change.score);
      },
    );
  };
}
