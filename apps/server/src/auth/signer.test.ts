import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPressToken } from '../press-links/token.ts';
import { issueCourtToken } from './court-token.ts';
import { DeviceCookies } from './device-cookie.ts';
import { Signer } from './signer.ts';

const SECRET = 'signer-test-secret-0123456789-0123456789';

/** HMAC-SHA256 under a purpose's key, as each helper computed it before they shared one. */
function formerSignature(purpose: string, text: string, bytes: number): string {
  const key = createHmac('sha256', SECRET).update(purpose).digest();
  return createHmac('sha256', key).update(text).digest().subarray(0, bytes).toString('base64url');
}

describe('Signer: one helper for the server’s signed tokens', () => {
  it('verifies its own signature only: not another purpose’s, another text’s, a cut or altered one', () => {
    const links = new Signer(SECRET, 'bandeja press link v1', 16);
    const courts = new Signer(SECRET, 'bandeja court token v1', 16);
    const signature = links.sign('m1.team1.abc');
    expect(signature).toHaveLength(22);
    expect(links.verify('m1.team1.abc', signature)).toBe(true);
    expect(courts.verify('m1.team1.abc', signature)).toBe(false);
    expect(links.verify('m1.team2.abc', signature)).toBe(false);
    expect(links.verify('m1.team1.abc', signature.slice(0, -1))).toBe(false);
    expect(
      links.verify('m1.team1.abc', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`),
    ).toBe(false);
    expect(
      new Signer('another-secret-0123456789-0123456789', 'bandeja press link v1', 16).verify(
        'm1.team1.abc',
        signature,
      ),
    ).toBe(false);
  });

  it('signs as the court tokens, device cookies and press links did, so those already handed out stay valid', () => {
    const now = 1_800_000_000_000;
    const window = Math.floor(now / (5 * 60 * 1000));
    expect(issueCourtToken(SECRET, { id: 7, courtTokenUses: 3 }, now).token).toBe(
      formerSignature('bandeja court token v1', `7:3:${window}`, 16),
    );
    const link = signPressToken(SECRET, { matchId: 'm-1', team: 'team1', expiresAt: now });
    const body = `m-1.team1.${now.toString(36)}`;
    expect(link).toBe(`${body}.${formerSignature('bandeja press link v1', body, 16)}`);
    const cookie = new DeviceCookies(SECRET).issue({ id: 4, username: 'Ana' }, now, false);
    const value = /^bandeja_device_4=([^;]+);/.exec(cookie)?.[1] ?? '';
    const [payload = '', signature = ''] = value.split('.');
    expect(signature).toBe(formerSignature('bandeja device cookie v1', payload, 32));
  });
});
