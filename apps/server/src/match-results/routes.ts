import {
  clubPlayersParamsSchema,
  contestedResultSchema,
  matchParamsSchema,
  resultAnswerBodySchema,
  resultExportParamsSchema,
  resultExportQuerySchema,
  resultKeySchema,
  resultLinksSchema,
  resultReviewSchema,
  signedResultSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, optionalUser, requireUser } from '../auth/authenticate.ts';
import { loadClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { displayToken } from '../displays/routes.ts';
import { displayOfToken } from '../displays/service.ts';
import { unauthorized } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { guard, route } from '../http/route.ts';
import { requireCallableClub, requireClubCaller } from '../integrations/caller.ts';
import { SECURITY } from '../openapi/security.ts';
import {
  answerResult,
  clubResultKey,
  contestedResultsFor,
  exportResults,
  resolveResult,
  resultLinksFor,
  resultLinksForDisplay,
  resultsCsv,
  resultsJsonLines,
  reviewResult,
  signedResultOf,
} from './service.ts';

/** Results both teams confirm (docs/players.md; docs/api.md, "Results"). */
export function matchResultRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/matches/:id/result',
      route(
        SECURITY.public,
        "The match's result document, signed with its club's key (anyone)",
        { params: matchParamsSchema },
        signedResultSchema,
      ),
      async (request) => ok(await signedResultOf(ctx, request.params.id)),
    );

    app.get(
      '/clubs/:clubId/result-key',
      route(
        SECURITY.public,
        "The club's public key that checks its result documents (anyone)",
        { params: clubPlayersParamsSchema },
        resultKeySchema,
      ),
      async (request) => ok(await clubResultKey(ctx, (await loadClub(ctx.db, request.params.clubId)).id)),
    );

    app.get(
      '/matches/:id/result/links',
      {
        onRequest: optionalUser(app, ctx),
        schema: {
          summary:
            "The teams' confirm links of a match, one token per team (its court user, its club's admins, a TV paired with its court)",
          security: [...SECURITY.session, ...SECURITY.display],
          params: matchParamsSchema,
          response: { 200: successSchema(resultLinksSchema) },
        },
      },
      async (request) => {
        if (request.authUser) return ok(await resultLinksFor(ctx, request.authUser, request.params.id));
        const token = displayToken(request);
        // No session and no TV: the public court display, which must never show the tokens.
        if (token === null) throw unauthorized();
        const display = await displayOfToken(ctx, token);
        return ok(await resultLinksForDisplay(ctx, display, request.params.id));
      },
    );

    app.post(
      '/matches/:id/result/answers',
      route(
        SECURITY.public,
        "A team confirms or contests the finished match's result (the team's token)",
        { params: matchParamsSchema, body: resultAnswerBodySchema },
        signedResultSchema,
      ),
      async (request) => ok(await answerResult(ctx, request.params.id, request.body)),
    );

    // ------------------------------------------------------------ its club's admins (checked per match)

    const signedIn = guard(requireUser(app, ctx), SECURITY.session);

    app.post(
      '/matches/:id/result/resolve',
      route(
        signedIn,
        'Close a contested result: the logged result stands (its club admins)',
        { params: matchParamsSchema },
        signedResultSchema,
      ),
      async (request) => ok(await resolveResult(ctx, currentUser(request), request.params.id)),
    );

    app.get(
      '/matches/:id/result/review',
      route(
        signedIn,
        "A result with both teams' claims and reasons and the point log, to resolve a contest (its club admins)",
        { params: matchParamsSchema },
        resultReviewSchema,
      ),
      async (request) => ok(await reviewResult(ctx, currentUser(request), request.params.id)),
    );

    app.get(
      '/clubs/:clubId/results/contested',
      route(
        signedIn,
        "The club's contested results still to resolve, newest first (its admins)",
        { params: clubPlayersParamsSchema },
        z.array(contestedResultSchema),
      ),
      async (request) => {
        const club = await loadClub(ctx.db, request.params.clubId);
        return ok(await contestedResultsFor(ctx, currentUser(request), club.id));
      },
    );

    app.get(
      '/clubs/:clubId/results/export',
      {
        onRequest: requireClubCaller(app, ctx),
        schema: {
          summary:
            "The club's finished matches as signed result documents, one per match: JSON lines or CSV (a club API token of the club, or its admins)",
          security: SECURITY.club,
          params: resultExportParamsSchema,
          querystring: resultExportQuerySchema,
          response: {
            200: {
              description: 'One signed result document per line (JSON lines), or one row per match (CSV)',
              content: { 'application/x-ndjson': { schema: z.string() }, 'text/csv': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        const { clubId } = request.params;
        await requireCallableClub(ctx, request, clubId);
        const results = await exportResults(ctx, clubId);
        if (request.query.format === 'csv')
          return reply.type('text/csv; charset=utf-8').send(resultsCsv(results));
        return reply.type('application/x-ndjson; charset=utf-8').send(resultsJsonLines(results));
      },
    );
  };
}
