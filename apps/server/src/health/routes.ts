import { healthSchema, successSchema } from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { SECURITY } from '../openapi/security.ts';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Whether the server and its database answer (load balancer health check)',
          security: SECURITY.public,
          response: { 200: successSchema(healthSchema), 503: successSchema(healthSchema) },
        },
      },
      async (_request, reply) => {
        const reachable = await ctx.database.ping();
        const body = {
          success: true as const,
          data: {
            status: reachable ? ('ok' as const) : ('degraded' as const),
            database: ctx.database.kind,
            databaseReachable: reachable,
            version: '1.0.0',
          },
        };
        return reply.status(reachable ? 200 : 503).send(body);
      },
    );
  };
}
