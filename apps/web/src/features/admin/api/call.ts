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
