import { Signer } from './signer.ts';

/**
 * Court tokens (docs/api.md, "Proving presence at the court"): the court's QR code carries one, and
 * the public match creation needs it, so that only someone who sees the court's screen can start a
 * match on it. A token is an HMAC of the court id and a time window, keyed by the server's secret
 * (JWT_SECRET, shared by every process), and of how many matches tokens have started on the court
 * (`courts.court_token_uses`): the match a token starts spends it, and the court's QR code needs
 * the next one (docs/api.md). Every process checks every token against the court's row.
 * The token of window w is accepted during w and w + 1, so a screen that fetches the new token when
 * a window starts always shows one with at least a window to live.
 */
export const COURT_TOKEN_WINDOW_MS = 5 * 60 * 1000;

/** A short token keeps the QR code coarse enough to scan from a distance: 128 bits. */
const TOKEN_BYTES = 16;

function windowOf(nowMs: number): number {
  return Math.floor(nowMs / COURT_TOKEN_WINDOW_MS);
}

/** A court token signs the court, its uses and the window: `{courtId}:{uses}:{window}`. */
const signer = (secret: string) => new Signer(secret, 'bandeja court token v1', TOKEN_BYTES);
const signed = (court: TokenCourt, window: number) => `${court.id}:${court.courtTokenUses}:${window}`;

export interface IssuedCourtToken {
  token: string;
  /** When the server stops accepting it (the end of the next window). */
  expiresAt: number;
  /** When the next token is issued: a screen asks again then. */
  refreshAt: number;
}

/** The court as a token is bound to it: its id and how many matches tokens have started on it. */
export interface TokenCourt {
  id: number;
  courtTokenUses: number;
}

export function issueCourtToken(secret: string, court: TokenCourt, nowMs: number): IssuedCourtToken {
  const window = windowOf(nowMs);
  return {
    token: signer(secret).sign(signed(court, window)),
    expiresAt: (window + 2) * COURT_TOKEN_WINDOW_MS,
    refreshAt: (window + 1) * COURT_TOKEN_WINDOW_MS,
  };
}

/**
 * Is `token` this court's token of the current window or the previous one, not yet spent by a
 * match? Constant time.
 */
export function isValidCourtToken(secret: string, court: TokenCourt, token: string, nowMs: number): boolean {
  const window = windowOf(nowMs);
  const courtSigner = signer(secret);
  // Both windows checked, whichever matches: the time taken does not tell which.
  const current = courtSigner.verify(signed(court, window), token);
  const previous = courtSigner.verify(signed(court, window - 1), token);
  return current || previous;
}
