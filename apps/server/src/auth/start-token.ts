import { type CourtStartToken, MESSAGES } from '@bandeja/contract';
import type { AppContext } from '../context.ts';
import { forbidden } from '../http/errors.ts';
import { issueCourtToken, isValidCourtToken } from './court-token.ts';

/** The court token a court's screen puts in its start QR code (GET …/start-token). */
export function presentStartToken(ctx: AppContext, courtId: number): CourtStartToken {
  const issued = issueCourtToken(ctx.config.jwtSecret, courtId, ctx.now());
  return {
    court_id: courtId,
    token: issued.token,
    expires_at: new Date(issued.expiresAt).toISOString(),
    refresh_at: new Date(issued.refreshAt).toISOString(),
  };
}

/**
 * The public match creation proves presence at the court with the token of its QR code: a missing
 * one and a wrong or expired one are each a 403 with their own message (docs/api.md).
 */
export function requireCourtToken(ctx: AppContext, courtId: number, token: string | undefined): void {
  if (token === undefined || token.length === 0) throw forbidden(MESSAGES.courtTokenRequired);
  if (!isValidCourtToken(ctx.config.jwtSecret, courtId, token, ctx.now()))
    throw forbidden(MESSAGES.courtTokenInvalid);
}
