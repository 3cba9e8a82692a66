import {
  ADMIN_ROLES,
  adminClubScope,
  type DashboardStats,
  dashboardStatsQuerySchema,
  dashboardStatsSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import type { Actor } from '../auth/policy.ts';
import { countUsersOfClub } from '../auth/user-repository.ts';
import { loadManagedClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { countCourts } from '../courts/repository.ts';
import { forbidden } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { SECURITY } from '../openapi/security.ts';
import { countOngoingMatches } from './repository.ts';

/**
 * The club the figures cover: a super admin's choice (null = all), a club admin's own. A named
 * club must exist (404) and be one the caller manages (403).
 */
async function statsScope(
  ctx: AppContext,
  actor: Actor,
  requested: number | undefined,
): Promise<number | null> {
  const ownClub = adminClubScope(actor);
  if (ownClub === undefined) throw forbidden();
  if (requested === undefined) return ownClub;
  await loadManagedClub(ctx.db, actor, requested);
  return requested;
}

async function dashboardStats(ctx: AppContext, clubId: number | null): Promise<DashboardStats> {
  const [totalUsers, activeMatches, totalCourts] = await Promise.all([
    countUsersOfClub(ctx.db, clubId),
    countOngoingMatches(ctx.db, clubId),
    countCourts(ctx.db, clubId),
  ]);
  return { totalUsers, activeMatches, totalCourts };
}

/** GET /dashboard/stats (docs/api.md "Admin routes"): the admin dashboard's three cards. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/stats',
      {
        onRequest: requireUser(app, ctx, ADMIN_ROLES),
        schema: {
          summary: "The admin dashboard's figures: users, ongoing matches, courts",
          security: SECURITY.session,
          querystring: dashboardStatsQuerySchema,
          response: { 200: successSchema(dashboardStatsSchema) },
        },
      },
      async (request) =>
        ok(await dashboardStats(ctx, await statsScope(ctx, currentUser(request), request.query.clubId))),
    );
  };
}
