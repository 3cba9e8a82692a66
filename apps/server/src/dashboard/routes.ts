import {
  type DashboardStats,
  dashboardStatsQuerySchema,
  dashboardStatsSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { type Actor, ADMIN_ROLES, authorize, isSuperAdmin } from '../auth/policy.ts';
import type { AppContext } from '../context.ts';
import { countCourts } from '../courts/repository.ts';
import { forbidden } from '../http/errors.ts';
import { ok } from '../http/respond.ts';
import { countUsersOfClub } from '../users/repository.ts';
import { countOngoingMatches } from './repository.ts';

/** The club the figures cover: a super admin's choice (null = all), a club admin's own. */
function statsScope(actor: Actor, requested: number | undefined): number | null {
  if (isSuperAdmin(actor)) return requested ?? null;
  if (actor.role !== 'club_admin' || actor.clubId === null) throw forbidden();
  authorize(requested === undefined || requested === actor.clubId);
  return actor.clubId;
}

async function dashboardStats(ctx: AppContext, clubId: number | null): Promise<DashboardStats> {
  const [totalUsers, activeMatches, totalCourts] = await Promise.all([
    countUsersOfClub(ctx.db, clubId),
    countOngoingMatches(ctx.db, clubId),
    countCourts(ctx.db, clubId),
  ]);
  return { totalUsers, activeMatches, totalCourts };
}

/** GET /dashboard/stats (spec §7): the admin dashboard's three cards. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/stats',
      {
        onRequest: requireUser(app, ctx, ADMIN_ROLES),
        schema: {
          querystring: dashboardStatsQuerySchema,
          response: { 200: successSchema(dashboardStatsSchema) },
        },
      },
      async (request) =>
        ok(await dashboardStats(ctx, statsScope(currentUser(request), request.query.clubId))),
    );
  };
}
