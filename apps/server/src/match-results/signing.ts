import {
  createHash,
  createHmac,
  createPrivateKey,
  generateKeyPairSync,
  sign,
  timingSafeEqual,
} from 'node:crypto';
import type { ResultKey } from '@bandeja/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { clubs } from '../db/schema.ts';

/**
 * Signing and tokens of result documents (docs/players.md, "Results both teams confirm").
 */

/** JSON with object keys sorted and no spaces: the bytes a signature covers. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A short name of a public key: the first 16 hex digits of its PEM's SHA-256. */
function keyIdOf(publicPem: string): string {
  return sha256Hex(publicPem).slice(0, 16);
}

interface ClubKey {
  privatePem: string;
  key: ResultKey;
}

/** The club's key pair, made and stored on first use (of two first uses, the first stored wins). */
export async function clubKey(db: DbOrTx, clubId: number): Promise<ClubKey | null> {
  const read = async () => {
    const [row] = await db
      .select({ privatePem: clubs.resultSigningKey, publicPem: clubs.resultPublicKey })
      .from(clubs)
      .where(eq(clubs.id, clubId));
    return row;
  };
  let row = await read();
  if (!row) return null;
  if (!row.privatePem || !row.publicPem) {
    const pair = generateKeyPairSync('ed25519', {
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    await db
      .update(clubs)
      .set({ resultSigningKey: pair.privateKey, resultPublicKey: pair.publicKey })
      .where(and(eq(clubs.id, clubId), isNull(clubs.resultSigningKey)));
    row = await read();
  }
  if (!row?.privatePem || !row.publicPem) return null;
  return {
    privatePem: row.privatePem,
    key: { algorithm: 'Ed25519', key_id: keyIdOf(row.publicPem), public_key_pem: row.publicPem },
  };
}

/** Base64 of the Ed25519 signature of the document's canonical JSON. */
export function signDocument(privatePem: string, document: unknown): string {
  return sign(null, Buffer.from(canonicalJson(document)), createPrivateKey(privatePem)).toString('base64');
}

/** A team's token for a match's result: derived, never stored (the server's secret and the match). */
export function resultToken(secret: string, matchId: string, team: 'team1' | 'team2'): string {
  return createHmac('sha256', secret).update(`result:${matchId}:${team}`).digest('base64url').slice(0, 24);
}

export function isResultToken(
  secret: string,
  matchId: string,
  team: 'team1' | 'team2',
  token: string,
): boolean {
  const expected = Buffer.from(resultToken(secret, matchId, team));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
