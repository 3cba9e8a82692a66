import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A button's secret is 32 random bytes, so a fast hash is enough to store it (no dictionary to
 * resist), and checking a press costs microseconds instead of an argon2 round.
 */
export function generateButtonSecret(): { secret: string; secretHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, secretHash: hashButtonSecret(secret) };
}

export function hashButtonSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function buttonSecretMatches(secretHash: string, secret: string): boolean {
  const expected = Buffer.from(secretHash, 'hex');
  const actual = Buffer.from(hashButtonSecret(secret), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
