import { successSchema } from '@bandeja/contract';
import type { onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { SECURITY } from '../openapi/security.ts';

/** One of the security requirements the OpenAPI document names (openapi/security.ts). */
export type Security = (typeof SECURITY)[keyof typeof SECURITY];

/**
 * Who may call a route: the hook that checks the caller before the body is read (onRequest), a
 * check of what the path names once the params are read (preHandler, before the handler), and how
 * the OpenAPI document names that credential.
 */
export interface Guard {
  readonly onRequest: onRequestAsyncHookHandler;
  readonly preHandler?: preHandlerAsyncHookHandler;
  readonly security: Security;
}

export function guard(
  onRequest: onRequestAsyncHookHandler,
  security: Security,
  preHandler?: preHandlerAsyncHookHandler,
): Guard {
  return preHandler ? { onRequest, preHandler, security } : { onRequest, security };
}

/** What a route reads, each checked by its contract schema before the handler runs. */
interface Inputs {
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
}

/** A guard, or only a requirement that the handler itself checks (a device token, a button key, none). */
function accessOf(who: Guard | Security): Partial<Guard> & { security: Security } {
  return 'security' in who ? who : { security: who };
}

/**
 * The options of a route that answers the contract's success envelope (docs/api.md): its guard, its
 * OpenAPI summary, its inputs and the data it answers. One shape for every such route.
 */
function routeOptions<S extends 200 | 201, I extends Inputs, A extends z.ZodType>(
  status: S,
  who: Guard | Security,
  summary: string,
  inputs: I,
  answer: A,
) {
  const { security, ...hooks } = accessOf(who);
  const response = { [status]: successSchema(answer) } as Record<S, ReturnType<typeof successSchema<A>>>;
  return { ...hooks, schema: { summary, security, ...inputs, response } };
}

/** A route that answers 200 with `answer` as its data. */
export function route<I extends Inputs, A extends z.ZodType>(
  who: Guard | Security,
  summary: string,
  inputs: I,
  answer: A,
) {
  return routeOptions(200, who, summary, inputs, answer);
}

/** A route that creates something and answers 201 with it. */
export const created = <I extends Inputs, A extends z.ZodType>(
  who: Guard | Security,
  summary: string,
  inputs: I,
  answer: A,
) => routeOptions(201, who, summary, inputs, answer);
