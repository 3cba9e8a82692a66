import {
  ADMIN_ROLES,
  airtimeBeatsAnswerSchema,
  airtimeBeatsBodySchema,
  airtimeParamsSchema,
  airtimeQuerySchema,
  airtimeReportSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { displayToken } from '../displays/routes.ts';
import { ok } from '../http/respond.ts';
import { guard, route } from '../http/route.ts';
import { textResponse } from '../openapi/responses.ts';
import { SECURITY } from '../openapi/security.ts';
import { airtimeCsv, airtimeReportFor, recordAirtime } from './service.ts';

/**
 * Sponsors' airtime (docs/broadcast.md, docs/api.md "Sponsors' airtime"): paired TVs send what they
 * showed; the club's admins read it per sponsor, TV and day, as JSON or CSV.
 */
export function airtimeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = guard(requireUser(app, ctx, ADMIN_ROLES), SECURITY.session);

    app.post(
      '/clubs/:id/sponsors/airtime',
      route(
        SECURITY.display,
        "A paired TV's heartbeats: which sponsor logos it showed, when and for how long",
        { params: airtimeParamsSchema, body: airtimeBeatsBodySchema },
        airtimeBeatsAnswerSchema,
      ),
      async (request) => ok(await recordAirtime(ctx, request.params.id, displayToken(request), request.body)),
    );

    app.get(
      '/clubs/:id/sponsors/airtime',
      route(
        admin,
        'Seconds and impressions per sponsor, per TV and per day (the club admins)',
        { params: airtimeParamsSchema, querystring: airtimeQuerySchema },
        airtimeReportSchema,
      ),
      async (request) =>
        ok(await airtimeReportFor(ctx, currentUser(request), request.params.id, request.query)),
    );

    app.get(
      '/clubs/:id/sponsors/airtime.csv',
      {
        onRequest: admin.onRequest,
        schema: {
          summary: 'The same report as CSV, one line per sponsor, TV and day (the club admins)',
          security: SECURITY.session,
          params: airtimeParamsSchema,
          querystring: airtimeQuerySchema,
          response: {
            200: textResponse(
              'CSV: day, sponsor_id, display_id, display_name, seconds, impressions',
              'text/csv',
            ),
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const report = await airtimeReportFor(ctx, currentUser(request), id, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="airtime-${id}-${report.from}-${report.to}.csv"`,
          )
          .send(airtimeCsv(report));
      },
    );
  };
}
