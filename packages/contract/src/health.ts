import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['postgres', 'pglite']),
  databaseReachable: z.boolean(),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
