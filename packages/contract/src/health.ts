import { z } from 'zod';

/**
 * GET /api/health (docs/operations.md): 503 while the database cannot be reached, 200 otherwise;
 * `status` is 'degraded' whenever something is wrong, and `problems` says what.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['postgres', 'pglite']),
  databaseReachable: z.boolean(),
  /** Fan-out between processes (REDIS_URL): 'off' without it, 'down' while Redis is away. */
  redis: z.enum(['off', 'ok', 'down']),
  /** MQTT buttons (MQTT_URL): 'off' without it, 'down' while the broker is away (reconnecting). */
  mqtt: z.enum(['off', 'ok', 'down']),
  /**
   * How many clubs' own MQTT brokers (docs/hardware.md) cannot be reached now: a count, since this
   * answer is public (which clubs, and their addresses, are for their admins).
   */
  mqttClubBrokersDown: z.number().int().nonnegative(),
  /** What is wrong, in words (MESSAGES); empty when all is well. */
  problems: z.array(z.string()),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
