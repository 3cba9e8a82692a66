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
  /** The clubs whose own MQTT broker (docs/hardware.md) cannot be reached now: their ids only. */
  mqttClubsDown: z.array(z.number().int()),
  /** What is wrong, in words (MESSAGES); empty when all is well. */
  problems: z.array(z.string()),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
