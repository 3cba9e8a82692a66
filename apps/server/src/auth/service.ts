import { type LoginBody, type LoginResponse, MESSAGES, TOKEN_LIFETIME_SECONDS } from '@bandeja/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { tooManyRequests, unauthorized } from '../http/errors.ts';
import { findUserByUsername, presentUser } from '../users/repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { throttleKey } from './login-throttle.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';

export async function login(
  app: FastifyInstance,
  ctx: AppContext,
  throttle: LoginThrottle,
  body: LoginBody,
  ip: string,
): Promise<LoginResponse> {
  const key = throttleKey(ip, body.username);
  const wait = throttle.blockedFor(key, ctx.now());
  if (wait !== null) throw tooManyRequests(MESSAGES.tooManyLogins, wait);

  const user = await findUserByUsername(ctx.db, body.username);
  const valid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!user || valid !== true) {
    throttle.recordFailure(key, ctx.now());
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  throttle.recordSuccess(key);
  const accessToken = app.jwt.sign(
    { sub: user.id, role: user.role },
    { expiresIn: `${TOKEN_LIFETIME_SECONDS}s` },
  );
  return { user: presentUser(user), accessToken };
}
