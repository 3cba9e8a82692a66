import { MESSAGES, type Role, tokenClaimsSchema } from '@bandeja/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { findDeviceSession, isLive, touchDeviceSession } from './device-sessions.ts';
import { findUserById, type UserRow } from './user-repository.ts';

export type AuthUser = UserRow;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`; null for the public. */
    authUser: AuthUser | null;
    /** The court tablet's device session the token names (docs/api.md "Device sessions"), else null. */
    deviceSessionId: number | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the bearer token to a user, reading the user afresh so that a deleted account, a
 * changed role or a changed password (the token version) takes effect at once. Returns null
 * without a token; throws 401 on a bad one.
 */
export async function resolveUser(app: FastifyInstance, ctx: AppContext, request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) return null;
  let claims: unknown;
  try {
    claims = app.jwt.verify(token);
  } catch (error) {
    const expired = error instanceof Error && 'code' in error && error.code === 'FAST_JWT_EXPIRED';
    throw unauthorized(expired ? MESSAGES.sessionExpired : MESSAGES.unauthorized);
  }
  const parsed = tokenClaimsSchema.safeParse(claims);
  if (!parsed.success) throw unauthorized();
  const user = await findUserById(ctx.db, parsed.data.sub);
  if (!user) throw unauthorized();
  // Signed before the password last changed: revoked.
  if (user.tokenVersion !== parsed.data.ver) throw unauthorized(MESSAGES.sessionExpired);
  const sid = parsed.data.sid;
  if (sid !== undefined) {
    // A court tablet's device session: signed out by an admin, or unused for too long, it is over.
    const device = await findDeviceSession(ctx.db, user.id, sid);
    if (!device || !isLive(device, user.tokenVersion, ctx.now())) throw unauthorized(MESSAGES.sessionExpired);
    await touchDeviceSession(ctx.db, device, ctx.now());
    request.deviceSessionId = device.id;
  }
  return user;
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('authUser', null);
  app.decorateRequest('deviceSessionId', null);
}

/**
 * onRequest: a signed-in user is required (and one of `roles` when given). It runs before the body
 * is read, so the public gets 401 and a wrong role 403 whatever the payload (no 400 or 413).
 */
export function requireUser(
  app: FastifyInstance,
  ctx: AppContext,
  roles?: readonly Role[],
): onRequestAsyncHookHandler {
  return async (request) => {
    const user = await resolveUser(app, ctx, request);
    if (!user) throw unauthorized();
    if (roles && !roles.includes(user.role)) throw forbidden();
    request.authUser = user;
  };
}

/** onRequest: reads the user when a token is sent; the public passes with authUser null. */
export function optionalUser(app: FastifyInstance, ctx: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    request.authUser = await resolveUser(app, ctx, request);
  };
}

/** The signed-in user inside a handler guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
