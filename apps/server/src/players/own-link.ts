import { Signer } from '../auth/signer.ts';

/**
 * A player's own link (docs/players.md, "The player page"): `/players/{id}?key=…`, signed with the
 * server's secret for that player only, opens their page when it is not public. It is mailed only to
 * the address on the player's roster entry; erasing the player closes the page (404) whatever the key.
 */
const PURPOSE = 'bandeja player own link v1';
/** 16 bytes (128 bits): unguessable, and short enough for a mail link. */
const BYTES = 16;

function signerOf(secret: string): Signer {
  return new Signer(secret, PURPOSE, BYTES);
}

export function ownLinkKey(secret: string, playerId: number): string {
  return signerOf(secret).sign(`player:${playerId}`);
}

export function isOwnLinkKey(secret: string, playerId: number, key: string): boolean {
  return signerOf(secret).verify(`player:${playerId}`, key);
}

/** The app path of the player's own link. */
export function ownLinkPath(secret: string, playerId: number): string {
  return `/players/${playerId}?key=${ownLinkKey(secret, playerId)}`;
}
