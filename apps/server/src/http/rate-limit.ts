import { MESSAGES } from '@bandeja/contract';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { tooManyRequests } from './errors.ts';

/**
 * The options every feature registers @fastify/rate-limit with: limits only on the routes that
 * set `config.rateLimit` (see perMinute), refused with 429 in the contract's shape and the seconds
 * to wait (docs/api.md).
 */
export const ROUTE_RATE_LIMITS: RateLimitPluginOptions = {
  global: false,
  errorResponseBuilder: (_request, context) =>
    tooManyRequests(MESSAGES.tooManyRequests, Math.max(1, Math.ceil(context.ttl / 1000))),
};

/** A route's `config.rateLimit`: at most `max` requests a minute from one client address. */
export function perMinute(max: number): { max: number; timeWindow: number } {
  return { max, timeWindow: 60_000 };
}
