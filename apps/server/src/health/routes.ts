import { healthSchema, MESSAGES, successSchema } from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MqttState } from '../buttons/mqtt-listener.ts';
import type { AppContext } from '../context.ts';
import { SECURITY } from '../openapi/security.ts';
import type { FanOutState } from '../realtime/fan-out.ts';

/**
 * GET /health, for load balancers and monitoring: 503 while the database cannot be reached (the
 * process can serve nothing), 200 otherwise, 'degraded' with the problem named while Redis is away
 * (the process serves, but its live scores reach only its own screens), and while the MQTT
 * broker is away (MQTT_URL: MQTT buttons wait until it returns) or a club's own broker is (counted
 * in `mqttClubBrokersDown`: this answer is public, so it names no club and no address).
 */
export function healthRoutes(
  ctx: AppContext,
  sources: { fanOut: () => FanOutState; mqtt: () => MqttState; mqttClubBrokersDown: () => number },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary:
            'Whether the server answers, and its database and Redis (load balancer health check: 503 without the database)',
          security: SECURITY.public,
          response: { 200: successSchema(healthSchema), 503: successSchema(healthSchema) },
        },
      },
      async (_request, reply) => {
        const reachable = await ctx.database.ping();
        const redis = sources.fanOut();
        const mqtt = sources.mqtt();
        const mqttClubBrokersDown = sources.mqttClubBrokersDown();
        const problems: string[] = [
          ...(reachable ? [] : [MESSAGES.healthDatabaseDown]),
          ...(redis === 'down' ? [MESSAGES.healthRedisDown] : []),
          ...(mqtt === 'down' || mqttClubBrokersDown > 0 ? [MESSAGES.healthMqttDown] : []),
        ];
        const body = {
          success: true as const,
          data: {
            status: problems.length === 0 ? ('ok' as const) : ('degraded' as const),
            database: ctx.database.kind,
            databaseReachable: reachable,
            redis,
            mqtt,
            mqttClubBrokersDown,
            problems,
            version: '1.0.0',
          },
        };
        return reply.status(reachable ? 200 : 503).send(body);
      },
    );
  };
}
