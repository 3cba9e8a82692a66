import type { MatchCreateBody } from '@bandeja/contract';
import { expect } from 'vitest';
import { createWorld, injectAs, type TestApp, tokenFor } from './helpers.ts';
import { startMatch } from './live-helpers.ts';

/** Games as the winning team of each: 'ABABABAB AA' etc. One point every `pointMs`. */
export async function playGames(t: TestApp, token: string, matchId: string, games: string, pointMs = 20_000) {
  for (const game of games.replaceAll(' ', '')) {
    const team = game === 'A' ? 1 : 2;
    for (let point = 0; point < 4; point += 1) {
      t.clock.advance(pointMs);
      const response = await injectAs(t.app, token, {
        method: 'POST',
        url: `/api/scores/${matchId}/team${team}-point`,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  }
}

/** Team 1 wins 6-4 6-3 (with service alternating, so every player serves). */
export const SIX_FOUR_SIX_THREE = 'ABABABAB AA ABABAB AAA';

/** A club, a court and a match on it played to the end: Ana & Bea beat Carla & Dora 6-4 6-3. */
export async function finishedMatch(t: TestApp, overrides: Partial<MatchCreateBody> = {}) {
  const world = await createWorld(t);
  const token = await tokenFor(t.app, world.courtUser);
  const matchId = await startMatch(t, world.court.id, overrides);
  await playGames(t, token, matchId, SIX_FOUR_SIX_THREE);
  return { world, token, matchId };
}

/** Decodes a quoted-printable MIME part. */
export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i] ?? '';
    const hex = source.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text/plain and text/html parts of a raw multipart/alternative message, decoded. */
export function mimeParts(raw: string): { headers: string; text: string; html: string } {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, headerEnd);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const decoded = (type: string) => {
    const part = parts.find((p) => new RegExp(`content-type: ${type}`, 'i').test(p));
    if (!part) throw new Error(`no ${type} part`);
    const split = part.search(/\r?\n\r?\n/);
    const partHeaders = part.slice(0, split);
    const body = part.slice(split).trim();
    if (/content-transfer-encoding: quoted-printable/i.test(partHeaders)) return decodeQuotedPrintable(body);
    if (/content-transfer-encoding: base64/i.test(partHeaders)) {
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    return body;
  };
  return { headers, text: decoded('text/plain'), html: decoded('text/html') };
}

/** A finished match without playing it out: team 1 leads 2-1 in games, then the court user finishes it. */
export async function quickFinishedMatch(t: TestApp, overrides: Partial<MatchCreateBody> = {}) {
  const world = await createWorld(t);
  const token = await tokenFor(t.app, world.courtUser);
  const matchId = await startMatch(t, world.court.id, overrides);
  await playGames(t, token, matchId, 'AAB');
  const finish = await injectAs(t.app, token, {
    method: 'PATCH',
    url: `/api/scores/match/${matchId}/status`,
    payload: { status: 'finished' },
  });
  expect(finish.statusCode, finish.body).toBe(200);
  return { world, token, matchId };
}
