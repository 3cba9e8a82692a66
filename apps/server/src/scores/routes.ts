import {
  canControlMatch,
  finishTeamBodySchema,
  HEADERS,
  liveScoreSchema,
  MESSAGES,
  manualResultBodySchema,
  matchIdParamsSchema,
  matchParamsSchema,
  matchStatisticsSchema,
  scoreActionBodySchema,
  scoreActionParamsSchema,
  scoreCreateBodySchema,
  statusUpdateBodySchema,
  successSchema,
} from '@bandeja/contract';
import { matchLogSchema } from '@bandeja/contract/match-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthUser, currentUser, optionalUser, requireUser } from '../auth/authenticate.ts';
import { authorize } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { route } from '../http/route.ts';
import { findMatch, findMatchRecord, type MatchRow } from '../matches/repository.ts';
import { publicScoreOf } from '../matches/service.ts';
import { SECURITY } from '../openapi/security.ts';
import { idempotencyKeyOf } from './control-actions.ts';
import { type OffCourtFinish, timeIsUp } from './decisions.ts';
import { listEvents } from './log.ts';
import { pressTimeOf } from './press-time.ts';
import { statisticsOf } from './statistics.ts';

const scoreResponse = { 200: successSchema(liveScoreSchema) };

/**
 * The score calls of docs/api.md "Scores". Reads are public (docs/product.md#roles: the public reads a score);
 * actions belong to the match's controllers: its court's user and its club's admins.
 */
export function scoreRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  /** The match's controllers: its court's user and its club's admins. */
  const controlledBy =
    (user: Parameters<typeof canControlMatch>[0]) =>
    (match: MatchRow): void =>
      authorize(canControlMatch(user, match));

  return async (app) => {
    const readScore = async (matchId: string) => ok(publicScoreOf(await findMatchRecord(ctx.db, matchId)));

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
        const user = currentUser(request);
        // Every match gets its score when created; this makes one only for a match without any
        // (and then takes the names given), and otherwise answers the existing score unchanged.
        const score = await ctx.scores.open({
          matchId: request.params.matchId,
          names: { team1Name: request.body.team1Name, team2Name: request.body.team2Name },
          authorize: controlledBy(user),
        });
        return ok(score);
      },
    );

    // Finishing a match off court (docs/api.md): the team that retires, the team that gives the
    // walkover, or the result of a match not scored live. Same callers as the score actions.
    const finishOffCourt = async (matchId: string, finish: OffCourtFinish, user: AuthUser) =>
      ok(await ctx.scores.finishOffCourt({ matchId, finish, authorize: controlledBy(user) }));
    const teamFinishes = [
      {
        kind: 'retire',
        summary: 'A team retires: the other team wins, the score stays as played (its controllers)',
      },
      {
        kind: 'walkover',
        summary: 'A walkover before the first point: the other team wins, no score (its controllers)',
      },
    ] as const;
    for (const { kind, summary } of teamFinishes) {
      app.post(
        `/scores/:matchId/${kind}`,
        {
          onRequest: requireUser(app, ctx),
          schema: {
            summary,
            security: SECURITY.session,
            params: matchIdParamsSchema,
            body: finishTeamBodySchema,
            response: scoreResponse,
          },
        },
        async (request) =>
          finishOffCourt(request.params.matchId, { kind, team: request.body.team }, currentUser(request)),
      );
    }

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
        const { sets, retired } = request.body;
        const finish = { kind: 'manualResult', sets, retired: retired ?? null } as const;
        return finishOffCourt(request.params.matchId, finish, currentUser(request));
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
        // The writer checks the rights on the match as the action finds it (again for a key
        // already applied), applies a key once, and broadcasts.
        const score = await ctx.scores.action({
          matchId,
          action,
          key: idempotencyKeyOf(request.headers[HEADERS.idempotencyKey]),
          source: 'control',
          pressedAt: pressTimeOf(request.body.pressedAt, ctx.now()),
          authorize: controlledBy(currentUser(request)),
        });
        return ok(score);
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
        const score = await ctx.scores.setStatus({
          matchId,
          status,
          source: actor ? 'control' : 'api',
          ...(actor ? { authorize: controlledBy(actor) } : {}),
        });
        return ok(score);
      },
    );

    /** A match the public may read records of (its statistics, its log); 404 for an unknown one. */
    const readableMatch = async (id: string) => {
      const match = await findMatch(ctx.db, id);
      if (!match) throw notFound(MESSAGES.matchNotFound);
      return match;
    };

    app.get(
      '/matches/:id/statistics',
      route(
        SECURITY.public,
        "A match's statistics (public: stats modal, share page)",
        { params: matchParamsSchema },
        matchStatisticsSchema,
      ),
      async (request) => ok(await statisticsOf(ctx.db, await readableMatch(request.params.id))),
    );

    // Public like its statistics: the control screen counts its queued actions' score from it.
    app.get(
      '/matches/:id/log',
      route(
        SECURITY.public,
        "A match's event log, oldest first (public)",
        { params: matchParamsSchema },
        matchLogSchema,
      ),
      async (request) => {
        const { id } = await readableMatch(request.params.id);
        // Parsed into the contract's (mutable) shape; the engine's events are readonly.
        return ok(matchLogSchema.parse({ events: await listEvents(ctx.db, id) }));
      },
    );
  };
}
