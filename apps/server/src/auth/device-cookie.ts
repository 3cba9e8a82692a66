import { randomBytes } from 'node:crypto';
import { Signer } from './signer.ts';

/**
 * Device cookies (docs/api.md, "Sign-in throttle and device cookies"; OWASP's "Slow Down Online
 * Guessing Attacks with Device Cookies"): a successful sign-in leaves a cookie, signed by the
 * server, that names the user. A later sign-in for that username presenting it is a device that
 * has signed in before: it is counted on its own, not with its address, so a password spray from
 * the same address (a club's Wi-Fi behind one NAT address) cannot lock a court tablet out.
 */

/** A cookie per user (several users may sign in on one browser): the prefix and the user's id. */
export const DEVICE_COOKIE_PREFIX = 'bandeja_device_';
/** The cookie is sent to the sign-in only. */
export const DEVICE_COOKIE_PATH = '/api/auth/login';
/** How long a device stays known without signing in again (each sign-in renews it). */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

const PURPOSE = 'bandeja device cookie v1';
const VALUE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

function normalise(username: string): string {
  return username.trim().toLowerCase();
}

/** The request's cookies whose name starts with the prefix (Cookie header: `a=1; b=2`). */
function deviceCookieValues(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(DEVICE_COOKIE_PREFIX))
    .map((pair) => pair.slice(pair.indexOf('=') + 1).trim())
    .filter((value) => VALUE.test(value));
}

export class DeviceCookies {
  readonly #signer: Signer;

  /** Keyed from the token secret, so every process (sharing JWT_SECRET) accepts every cookie. */
  constructor(secret: string) {
    this.#signer = new Signer(secret, PURPOSE);
  }

  /** A fresh cookie for the user, as a Set-Cookie header value. */
  issue(user: { id: number; username: string }, now: number, secure: boolean): string {
    const payload = Buffer.from(
      JSON.stringify([normalise(user.username), now, randomBytes(12).toString('base64url')]),
    ).toString('base64url');
    const value = `${payload}.${this.#signer.sign(payload)}`;
    const attributes = [
      `${DEVICE_COOKIE_PREFIX}${user.id}=${value}`,
      `Path=${DEVICE_COOKIE_PATH}`,
      `Max-Age=${Math.floor(DEVICE_COOKIE_MAX_AGE_MS / 1000)}`,
      'HttpOnly',
      'SameSite=Strict',
    ];
    if (secure) attributes.push('Secure');
    return attributes.join('; ');
  }

  /**
   * The id of a valid device cookie for this username among the request's (signed by this server,
   * for this username, not older than DEVICE_COOKIE_MAX_AGE_MS), else null.
   */
  find(cookieHeader: string | undefined, username: string, now: number): string | null {
    const wanted = normalise(username);
    for (const value of deviceCookieValues(cookieHeader)) {
      const [payload = '', signature = ''] = value.split('.');
      if (!this.#signer.verify(payload, signature)) continue;
      let fields: unknown;
      try {
        fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        continue;
      }
      if (!Array.isArray(fields) || fields.length !== 3) continue;
      const [name, issuedAt, nonce] = fields;
      if (name !== wanted || typeof issuedAt !== 'number' || typeof nonce !== 'string') continue;
      if (now - issuedAt >= DEVICE_COOKIE_MAX_AGE_MS) continue;
      return nonce;
    }
    return null;
  }
}
