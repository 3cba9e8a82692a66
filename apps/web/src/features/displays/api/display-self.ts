import type { DisplayPairing, DisplaySelf } from '@bandeja/contract';
import { HEADERS, SCREEN_MESSAGES } from '@bandeja/contract/plain';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';
import { parseDisplaySelf, parsePairing } from './parse.ts';

/**
 * The TV's device token (docs/displays.md): given once by the server with the TV's first pairing
 * code, kept in the browser's local storage so the pairing survives reloads and restarts.
 */
const TOKEN_KEY = 'bandeja.displayToken';

export const displayToken = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
  },
};

// Resource first, like lib/resources/keys.ts, but spelled here: the boards' chunks carry no key table.
export const displaySelfKey = ['displays', 'self'] as const;

function tokenHeader(token: string | null): Record<string, string> {
  return token ? { [HEADERS.displayToken]: token } : {};
}

/** POST /displays/pairing: a (new) pairing code; a new display's token is stored. */
export async function startPairing(): Promise<DisplaySelf> {
  const pairing: DisplayPairing = await unwrap(
    apiRequest('POST', '/displays/pairing', {
      parse: parsePairing,
      fallback: SCREEN_MESSAGES.startPairing,
      headers: tokenHeader(displayToken.get()),
      signOutOnUnauthorized: false,
    }),
  );
  if (pairing.token) displayToken.set(pairing.token);
  return pairing.display;
}

/**
 * The TV as the server knows it: paired (where to), or waiting with its code. Without a token, or
 * with one the server no longer knows (revoked), it starts pairing afresh.
 */
export async function loadDisplaySelf(signal?: AbortSignal): Promise<DisplaySelf> {
  const token = displayToken.get();
  if (!token) return startPairing();
  const answer = await apiRequest('GET', '/displays/self', {
    parse: parseDisplaySelf,
    fallback: SCREEN_MESSAGES.fetchDisplay,
    headers: tokenHeader(token),
    signal,
    signOutOnUnauthorized: false,
  });
  if (answer.success) return answer.data;
  if (answer.status !== 401) throw new Error(answer.message);
  displayToken.clear();
  return startPairing();
}
