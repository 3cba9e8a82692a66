import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the server signs with its secret (JWT_SECRET, shared by every process) and checks without
 * storing anything: court tokens (court-token.ts), device cookies (device-cookie.ts) and phones'
 * press links (press-links/token.ts). Each purpose signs under a key of its own, derived from the
 * secret and the purpose's name, so a signature made for one is never accepted as another's, and
 * changing the secret revokes them all. Signatures are HMAC-SHA256, cut to `bytes` (16 bytes, 128
 * bits, keeps a QR code coarse), in base64url; they are compared in constant time.
 */
export class Signer {
  readonly #key: Buffer;
  readonly #bytes: number;

  constructor(secret: string, purpose: string, bytes = 32) {
    this.#key = createHmac('sha256', secret).update(purpose).digest();
    this.#bytes = bytes;
  }

  sign(text: string): string {
    return createHmac('sha256', this.#key)
      .update(text)
      .digest()
      .subarray(0, this.#bytes)
      .toString('base64url');
  }

  /** Whether `signature` is this purpose's signature of `text`. */
  verify(text: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(text));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
