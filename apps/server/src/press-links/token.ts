import { TEAM_VALUES } from '@bandeja/contract';
import { Signer } from '../auth/signer.ts';

/**
 * Press link tokens (docs/api.md, "Score from a phone"): a phone opened from a match's QR code
 * scores that match only, until the token expires. A token is `{matchId}.{team}.{expires}.{mac}`,
 * the mac an HMAC-SHA256 of the rest keyed by the server's secret (JWT_SECRET, shared by every
 * process, under a key of its own so it is never mistaken for another signature of the secret):
 * nothing is stored, any process checks any token, and changing the secret revokes them all.
 */
export type Team = (typeof TEAM_VALUES)[number];

export interface PressClaim {
  matchId: string;
  team: Team;
  /** Epoch ms after which the token is refused. */
  expiresAt: number;
}

/** After the match's planned duration, the link works this much longer (a long last game, the undo window). */
export const PRESS_LINK_GRACE_MS = 60 * 60 * 1000;

const signer = (secret: string) => new Signer(secret, 'bandeja press link v1', 16);

export function signPressToken(secret: string, claim: PressClaim): string {
  const body = `${claim.matchId}.${claim.team}.${claim.expiresAt.toString(36)}`;
  return `${body}.${signer(secret).sign(body)}`;
}

/** The claim of a well-signed, unexpired token; null otherwise (constant-time comparison). */
export function verifyPressToken(secret: string, token: string, now: number): PressClaim | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [matchId = '', team = '', expires = '', mac = ''] = parts;
  if (!signer(secret).verify(`${matchId}.${team}.${expires}`, mac)) return null;
  const expiresAt = Number.parseInt(expires, 36);
  if (!Number.isFinite(expiresAt) || expiresAt < now) return null;
  if (!(TEAM_VALUES as readonly string[]).includes(team)) return null;
  return { matchId, team: team as Team, expiresAt };
}
