import {
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  loggedOutSchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  successSchema,
} from '@bandeja/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { ok } from '../http/respond.ts';
import { route } from '../http/route.ts';
import { SECURITY } from '../openapi/security.ts';
import { currentUser, requireUser } from './authenticate.ts';
import { DeviceCookies } from './device-cookie.ts';
import { deleteDeviceSession } from './device-sessions.ts';
import { LoginThrottle } from './login-throttle.ts';
import { type LoginThrottles, login } from './service.ts';
import { presentUser } from './user-repository.ts';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const throttles: LoginThrottles = {
      account: new LoginThrottle(),
      address: new LoginThrottle(LOGIN_ADDRESS_MAX_FAILURES, LOGIN_WINDOW_MS),
      device: new LoginThrottle(),
      cookies: new DeviceCookies(ctx.config.jwtSecret),
    };

    app.post(
      '/auth/login',
      route(
        SECURITY.public,
        'Sign in: answers the user and a session token (bearer)',
        { body: loginBodySchema },
        loginResponseSchema,
      ),
      async (request, reply) => {
        const { answer, deviceCookie } = await login(app, ctx, throttles, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          cookieHeader: request.headers.cookie,
          secure: request.protocol === 'https',
        });
        // The device cookie: this browser has signed in as this user (src/auth/device-cookie.ts).
        reply.header('set-cookie', deviceCookie);
        return ok(answer);
      },
    );

    app.post(
      '/auth/logout',
      {
        onRequest: requireUser(app, ctx),
        schema: {
          summary:
            "Sign out: a court tablet's device session ends at once (an admin's token simply is dropped)",
          security: SECURITY.session,
          response: { 200: successSchema(loggedOutSchema) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        if (request.deviceSessionId !== null)
          await deleteDeviceSession(ctx.db, user.id, request.deviceSessionId);
        return ok({ signedOut: true as const });
      },
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
