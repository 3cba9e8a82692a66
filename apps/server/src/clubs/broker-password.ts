import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A club's MQTT broker password at rest (docs/hardware.md, docs/operations.md "MQTT buttons"):
 * AES-256-GCM with a key derived from JWT_SECRET by HKDF, the club's id as associated data (a value
 * copied to another club's row does not open). Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * A new JWT_SECRET cannot open the old values: the club's admin sets the password again.
 */
const VERSION = 'v1';

function keyOf(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'bandeja', 'club-mqtt-broker-password', 32));
}

export function encryptBrokerPassword(jwtSecret: string, clubId: number, password: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret), iv);
  cipher.setAAD(Buffer.from(`club:${clubId}`));
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The password, or null when the value does not open (another JWT_SECRET, another club, damaged). */
export function decryptBrokerPassword(jwtSecret: string, clubId: number, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`club:${clubId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
