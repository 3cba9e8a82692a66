import { createHash, randomBytes } from 'node:crypto';
import { CLUB_TOKEN_PREFIX } from '@bandeja/contract';

/** Characters of the token shown in lists ('bdj_…x7Qa'). */
const HINT_LENGTH = 4;

/**
 * A club API token: the prefix and 32 random bytes. Like a WatchButton's secret
 * (docs/decisions/003-button-secrets.md) it is stored as a SHA-256 hash: nobody chose it, so there
 * is no dictionary to resist, and checking a call costs microseconds and one index probe.
 */
export function generateClubToken(): { token: string; tokenHash: string; hint: string } {
  const token = `${CLUB_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashClubToken(token), hint: token.slice(-HINT_LENGTH) };
}

export function hashClubToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A bearer token that is a club API token rather than a user session (a JWT). */
export function isClubToken(bearer: string): boolean {
  return bearer.startsWith(CLUB_TOKEN_PREFIX);
}
