import { type CourtStartToken, MESSAGES } from '@bandeja/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { courts } from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';
import { issueCourtToken, isValidCourtToken, type TokenCourt } from './court-token.ts';

/** The court token a court's screen puts in its start QR code (GET …/start-token). */
export function presentStartToken(ctx: AppContext, court: TokenCourt): CourtStartToken {
  const issued = issueCourtToken(ctx.config.jwtSecret, court, ctx.now());
  return {
    court_id: court.id,
    token: issued.token,
    expires_at: new Date(issued.expiresAt).toISOString(),
    refresh_at: new Date(issued.refreshAt).toISOString(),
  };
}

/**
 * The public match creation proves presence at the court with the token of its QR code: a missing
 * one is a 403 at once; the token itself is checked and spent with the match (`spendCourtToken`).
 */
export function requireCourtToken(token: string | undefined): string {
  if (token === undefined || token.length === 0) throw forbidden(MESSAGES.courtTokenRequired);
  return token;
}

/**
 * Checks the court token a match is started with and spends it, in the match's transaction, after
 * the court was found free (a busy court is a 409 whatever the token): a wrong, expired or spent
 * token is a 403 and the transaction rolls back. The court's row is locked, so of two matches
 * started with one token (on one process or two) one is created, and the count the token is bound
 * to moves on: the next match needs the QR code's next token (docs/api.md).
 */
export async function spendCourtToken(
  ctx: AppContext,
  tx: DbOrTx,
  courtId: number,
  token: string,
): Promise<void> {
  const [court] = await tx
    .select({ id: courts.id, courtTokenUses: courts.courtTokenUses })
    .from(courts)
    .where(eq(courts.id, courtId))
    .for('update');
  if (!court || !isValidCourtToken(ctx.config.jwtSecret, court, token, ctx.now()))
    throw forbidden(MESSAGES.courtTokenInvalid);
  await tx
    .update(courts)
    .set({ courtTokenUses: court.courtTokenUses + 1 })
    .where(eq(courts.id, courtId));
}

/**
 * May this court token speak for the court's current match? Its QR code's current token, or the one
 * that started that match (spent by it, still within its window): the phone that started a match
 * asks for its press links with the token it started it with (docs/api.md, "Score from a phone").
 */
export async function isTokenOfCourtOrItsMatch(
  ctx: AppContext,
  courtId: number,
  token: string | undefined,
): Promise<boolean> {
  if (token === undefined || token.length === 0) return false;
  const [court] = await ctx.db
    .select({ id: courts.id, courtTokenUses: courts.courtTokenUses })
    .from(courts)
    .where(eq(courts.id, courtId));
  if (!court) return false;
  const secret = ctx.config.jwtSecret;
  const now = ctx.now();
  if (isValidCourtToken(secret, court, token, now)) return true;
  return (
    court.courtTokenUses > 0 &&
    isValidCourtToken(secret, { ...court, courtTokenUses: court.courtTokenUses - 1 }, token, now)
  );
}
