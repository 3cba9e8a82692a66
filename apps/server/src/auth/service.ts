import { type LoginBody, type LoginResponse, MESSAGES, TOKEN_LIFETIME_SECONDS } from '@bandeja/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { tooManyRequests, unauthorized } from '../http/errors.ts';
import { openDeviceSession, pruneDeviceSessions } from './device-sessions.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { throttleKey } from './login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { findUserByUsername, presentUser } from './user-repository.ts';

/**
 * The sign-in throttles (docs/operations.md): failures per address and username, and per address
 * whatever the usernames, so that one address cannot try a few passwords on every account.
 */
export interface LoginThrottles {
  account: LoginThrottle;
  address: LoginThrottle;
}

export async function login(
  app: FastifyInstance,
  ctx: AppContext,
  throttles: LoginThrottles,
  body: LoginBody,
  ip: string,
  userAgent: string | null = null,
): Promise<LoginResponse> {
  const key = throttleKey(ip, body.username);
  const wait = throttles.address.blockedFor(ip, ctx.now()) ?? throttles.account.blockedFor(key, ctx.now());
  if (wait !== null) throw tooManyRequests(MESSAGES.tooManyLogins, wait);

  const user = await findUserByUsername(ctx.db, body.username);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || valid !== true) {
    throttles.account.recordFailure(key, ctx.now());
    throttles.address.recordFailure(ip, ctx.now());
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  // The address's budget is not given back by a success: a caller with one account of its own
  // could otherwise reset it between guesses at others.
  throttles.account.recordSuccess(key);
  if (user.role === 'court_user') {
    // A court tablet: a device session that stays signed in while in use (docs/api.md "Device
    // sessions"). The token has no expiry of its own; its row says whether it still counts.
    await pruneDeviceSessions(ctx.db, user.id, user.tokenVersion, ctx.now());
    const device = await openDeviceSession(ctx.db, {
      userId: user.id,
      tokenVersion: user.tokenVersion,
      userAgent,
      now: ctx.now(),
    });
    const accessToken = app.jwt.sign({
      sub: user.id,
      role: user.role,
      ver: user.tokenVersion,
      sid: device.id,
    });
    return { user: presentUser(user), accessToken, session: 'device' };
  }
  const accessToken = app.jwt.sign(
    { sub: user.id, role: user.role, ver: user.tokenVersion },
    { expiresIn: `${TOKEN_LIFETIME_SECONDS}s` },
  );
  return { user: presentUser(user), accessToken, session: 'browser' };
}
