import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@bandeja/contract';

/** A new signing secret: the prefix and 32 random bytes. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * The `x-bandeja-signature` of a delivery (docs/operations.md, "Verifying a delivery"):
 * HMAC-SHA256, keyed by the secret, of the timestamp header, a dot and the raw body, in hex.
 * Signing the timestamp with the body lets a receiver refuse an old delivery replayed.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does, in constant time: the server uses it only in its tests and docs. */
export function verifyWebhook(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), body));
  const actual = Buffer.from(signature);
  return /^\d+$/.test(timestamp) && expected.length === actual.length && timingSafeEqual(expected, actual);
}
