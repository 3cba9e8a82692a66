import type { z } from 'zod';
import { apiRequest, type RequestOptions, unwrap } from '../../../lib/api-client.ts';
import { withSchema } from '../../../lib/schema-parser.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One admin API call through the shared client: the contract's schema checks the answer, the
 * server's message (else the spec's fallback) becomes the thrown ApiError's message.
 */
export function call<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  fallback: string,
  options: Omit<RequestOptions<z.infer<S>>, 'parse' | 'fallback'> = {},
): Promise<z.infer<S>> {
  return unwrap(apiRequest(method, path, { ...options, parse: withSchema(schema), fallback }));
}

/** Query keys of the admin area, spelled once so mutations invalidate the right lists. */
export const adminKeys = {
  all: ['admin'] as const,
  clubs: ['admin', 'clubs'] as const,
  courts: ['admin', 'courts'] as const,
  buttons: ['admin', 'buttons'] as const,
  users: ['admin', 'users'] as const,
  matches: ['admin', 'matches'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  players: ['admin', 'players'] as const,
  apiTokens: ['admin', 'api-tokens'] as const,
  webhooks: ['admin', 'webhooks'] as const,
  airtime: ['admin', 'airtime'] as const,
};
