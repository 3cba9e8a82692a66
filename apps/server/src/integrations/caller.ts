import { MESSAGES } from '@bandeja/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { resolveUser } from '../auth/authenticate.ts';
import { loadClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../http/errors.ts';
import { type Guard, guard } from '../http/route.ts';
import { SECURITY } from '../openapi/security.ts';
import { authorizeClubCall, type ClubCaller } from './policy.ts';
import { findClubApiTokenByHash, touchClubApiToken } from './repository.ts';
import { hashClubToken, isClubToken } from './token.ts';

/** A token's last use is recorded to the minute (one write a minute at most, however busy). */
export const LAST_USE_RESOLUTION_MS = 60_000;

const callers = new WeakMap<FastifyRequest, ClubCaller>();

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * onRequest of the integration calls (before any body is read): `Authorization: Bearer bdj_…` is
 * a club API token (401 when unknown or revoked), any other bearer token a user session. The
 * handler then checks the club with `authorizeClubCall` (policy.ts).
 */
export function requireClubCaller(app: FastifyInstance, ctx: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    const bearer = bearerOf(request);
    if (bearer !== null && isClubToken(bearer)) {
      const token = await findClubApiTokenByHash(ctx.db, hashClubToken(bearer));
      if (!token) throw unauthorized(MESSAGES.invalidApiToken);
      await touchClubApiToken(ctx.db, token.id, new Date(ctx.now()), LAST_USE_RESOLUTION_MS);
      callers.set(request, { kind: 'token', tokenId: token.id, clubId: token.clubId });
      return;
    }
    const user = await resolveUser(app, ctx, request);
    if (!user) throw unauthorized();
    callers.set(request, { kind: 'user', user });
  };
}

/** The caller `requireClubCaller` recognized. */
export function clubCallerOf(request: FastifyRequest): ClubCaller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized();
  return caller;
}

/** The club of the path, known (404) and within the scope of the request's caller (403). */
export async function requireCallableClub(
  ctx: AppContext,
  request: FastifyRequest,
  clubId: number,
): Promise<void> {
  await loadClub(ctx.db, clubId);
  authorizeClubCall(clubCallerOf(request), clubId);
}

/** The params of a route under /clubs/:id, as its schema has read them. */
const clubPathSchema = z.object({ id: z.number() });

/**
 * The guard of the integration routes under /clubs/:id: the caller is recognized before the body
 * is read (`requireClubCaller`), then the club of the path is checked (`requireCallableClub`)
 * before the handler runs.
 */
export function clubCallerGuard(app: FastifyInstance, ctx: AppContext): Guard {
  return guard(requireClubCaller(app, ctx), SECURITY.club, async (request) =>
    requireCallableClub(ctx, request, clubPathSchema.parse(request.params).id),
  );
}
