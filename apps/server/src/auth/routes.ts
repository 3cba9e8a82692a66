import {
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { ok } from '../http/respond.ts';
import { SECURITY } from '../openapi/security.ts';
import { presentUser } from '../users/repository.ts';
import { currentUser, requireUser } from './authenticate.ts';
import { LoginThrottle } from './login-throttle.ts';
import { login } from './service.ts';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const throttles = {
      account: new LoginThrottle(),
      address: new LoginThrottle(LOGIN_ADDRESS_MAX_FAILURES, LOGIN_WINDOW_MS),
    };

    app.post(
      '/auth/login',
      {
        schema: {
          summary: 'Sign in: answers the user and a session token (bearer)',
          security: SECURITY.public,
          body: loginBodySchema,
          response: { 200: successSchema(loginResponseSchema) },
        },
      },
      async (request) => ok(await login(app, ctx, throttles, request.body, request.ip)),
    );

    app.get(
      '/auth/me',
      {
        onRequest: requireUser(app, ctx),
        schema: {
          summary: 'The signed-in user',
          security: SECURITY.session,
          response: { 200: successSchema(meResponseSchema) },
        },
      },
      async (request) => ok({ user: presentUser(currentUser(request)) }),
    );
  };
}
