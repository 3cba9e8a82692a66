import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DISPLAY_CODE_ALPHABET, DISPLAY_CODE_LENGTH } from '@bandeja/contract';

/** A pairing code: DISPLAY_CODE_LENGTH characters of the alphabet without look-alikes. */
export function newPairingCode(): string {
  let code = '';
  for (let index = 0; index < DISPLAY_CODE_LENGTH; index += 1) {
    code += DISPLAY_CODE_ALPHABET[randomInt(DISPLAY_CODE_ALPHABET.length)];
  }
  return code;
}

/** A TV's device token: 256 random bits, given to the TV once. */
export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as SHA-256: the token is random and long, so a plain hash is enough (no
 * password stretching), and a leaked table does not let anyone act as a TV.
 */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
