import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@bandeja/contract';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setClubLogo } from '../src/clubs/repository.ts';
import { buildTestApp, createWorld, injectAs, messageOf, type TestApp, tokenFor } from './helpers.ts';
import { startMatch } from './live-helpers.ts';
import { finishedMatch, playGames, quickFinishedMatch } from './share-helpers.ts';

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Bandeja</title></head><body></body></html>',
  );
  return dir;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

// Matches are played out point by point through the API: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const PUBLIC_URL = 'https://club.example';

let t: TestApp;
beforeAll(async () => {
  // Requests come through a proxy on the loopback (inject's address) that sets X-Forwarded-Proto.
  t = await buildTestApp({
    config: { webDistDir: fakeWebBuild(), trustProxy: ['loopback'], publicUrl: PUBLIC_URL },
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/scores/share/{matchId}/image.png', () => {
  it('draws a finished match as a 1080×1080 PNG, cached on disk, with an ETag', async () => {
    const { matchId } = await quickFinishedMatch(t);
    const response = await t.app.inject({ method: 'GET', url: `/api/scores/share/${matchId}/image.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1080, height: 1080 });
    // A real picture, yet small enough for chat apps' previews (WhatsApp wants under 300 kB).
    expect(response.rawPayload.length).toBeGreaterThan(20_000);
    expect(response.rawPayload.length).toBeLessThan(300_000);

    const cached = readdirSync(path.join(t.ctx.config.dataDir, 'share-images'));
    expect(cached.filter((name) => name.startsWith(`${matchId}.`))).toHaveLength(1);

    const again = await t.app.inject({ method: 'GET', url: `/api/scores/share/${matchId}/image.png` });
    expect(again.headers.etag).toBe(response.headers.etag);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);

    const notModified = await t.app.inject({
      method: 'GET',
      url: `/api/scores/share/${matchId}/image.png`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it("draws the club's logo beside its name, and draws the card again when the logo changes", async () => {
    const { world, matchId } = await quickFinishedMatch(t);
    const url = `/api/scores/share/${matchId}/image.png`;
    const before = await t.app.inject({ method: 'GET', url });
    // A plain red square as the club's logo.
    const square = createCanvas(120, 120);
    const paint = square.getContext('2d');
    paint.fillStyle = '#ff0000';
    paint.fillRect(0, 0, 120, 120);
    await setClubLogo(t.ctx.db, world.club.id, {
      bytes: await square.encode('png'),
      contentType: 'image/png',
    });

    const after = await t.app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The header's tile, left of the club's name (x 80..148, y 96..164), is the logo's red.
    const redAt = async (png: Buffer, x: number, y: number) => {
      const picture = await loadImage(png);
      const canvas = createCanvas(picture.width, picture.height);
      const context = canvas.getContext('2d');
      context.drawImage(picture, 0, 0);
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      return (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;
    };
    expect(await redAt(after.rawPayload, 114, 130)).toBe(true);
    expect(await redAt(before.rawPayload, 114, 130)).toBe(false);
  });

  it('draws a match in play every time without keeping it', async () => {
    const world = await createWorld(t);
    const matchId = await startMatch(t, world.court.id);
    const response = await t.app.inject({ method: 'GET', url: `/api/scores/share/${matchId}/image.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1080, height: 1080 });
    const dir = path.join(t.ctx.config.dataDir, 'share-images');
    const kept = existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(`${matchId}.`)) : [];
    expect(kept).toEqual([]);
  });

  it('answers 404 for an unknown match and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/scores/share/abcdefgh1234/image.png' });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(MESSAGES.matchNotFound);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/scores/share/bad!id/image.png' });
    expect(malformed.statusCode).toBe(400);
    expect(messageOf(malformed)).toBe('Invalid match id');
  });
});

describe('Open Graph tags of /scores/share/{matchId}', () => {
  it('carries og:title with the winner and score, and og:image pointing at the PNG', async () => {
    const { matchId } = await finishedMatch(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/scores/share/${matchId}`,
      // A forged Host, believed by nothing that goes into a link.
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<meta property="og:title" content="Ana &amp; Bea won 6-4 / 6-3">');
    expect(html).toContain(
      `<meta property="og:image" content="https://club.example/api/scores/share/${matchId}/image.png">`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1080">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta property="og:url" content="https://club.example/scores/share/${matchId}">`);
    expect(html).toContain(`<link rel="canonical" href="https://club.example/scores/share/${matchId}">`);
    expect(html).not.toContain('evil.example');
    // Still the web app, titled with the result in the club's language.
    expect(html).toContain('<title>Ana &amp; Bea won 6-4 / 6-3 · Bandeja</title>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<body></body>');
  });

  it('without PUBLIC_URL, links to the machine’s own address, never to the Host a request names', async () => {
    const bare = await buildTestApp({ config: { webDistDir: fakeWebBuild() } });
    try {
      const { matchId } = await quickFinishedMatch(bare);
      const response = await bare.app.inject({
        method: 'GET',
        url: `/scores/share/${matchId}`,
        headers: { host: 'evil.example' },
      });
      const origin = bare.ctx.publicOrigin();
      expect(origin).toMatch(/^http:\/\/(\[[0-9a-f:]+\]|[0-9.]+|localhost):\d+$/);
      expect(response.body).toContain(`<meta property="og:url" content="${origin}/scores/share/${matchId}">`);
      expect(response.body).not.toContain('evil.example');
    } finally {
      await bare.close();
    }
  });

  it('escapes team names and adds nothing for unknown matches or other pages', async () => {
    const { matchId } = await quickFinishedMatch(t, { team1Player1: { name: '<script>x</script>' } });
    const page = await t.app.inject({ method: 'GET', url: `/scores/share/${matchId}` });
    expect(page.body).not.toContain('<script>x</script>');
    expect(page.body).toContain('&lt;script&gt;x&lt;/script&gt; &amp; Bea won 2-1');

    for (const url of [
      '/scores/share/abcdefgh1234',
      '/scores/share/court/1',
      '/scores/public/abcdefgh1234',
    ]) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toContain('og:image');
    }
  });
});

describe('shared results of singles and of matches finished off court', () => {
  async function ogTitle(matchId: string): Promise<string | undefined> {
    const page = await t.app.inject({ method: 'GET', url: `/scores/share/${matchId}` });
    return /<meta property="og:title" content="([^"]*)">/.exec(page.body)?.[1];
  }

  it('marks a retirement Ret. and a walkover W/O in the title, and draws both images', async () => {
    const world = await createWorld(t);
    const token = await tokenFor(t.app, world.courtUser);
    const retired = await startMatch(t, world.court.id);
    await playGames(t, token, retired, 'ABABABAB AA A');
    await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/scores/${retired}/retire`,
      payload: { team: 'team2' },
    });
    expect(await ogTitle(retired)).toBe('Ana &amp; Bea won 6-4 / 1-0 Ret.');

    const walkover = await startMatch(t, world.court.id);
    await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/scores/${walkover}/walkover`,
      payload: { team: 'team1' },
    });
    expect(await ogTitle(walkover)).toBe('Carla &amp; Dora won W/O');

    const images = await Promise.all(
      [retired, walkover].map((id) =>
        t.app.inject({ method: 'GET', url: `/api/scores/share/${id}/image.png` }),
      ),
    );
    for (const image of images) {
      expect(image.statusCode).toBe(200);
      expect(pngSize(image.rawPayload)).toEqual({ width: 1080, height: 1080 });
    }
  });

  it('names the one player of each team of a singles match', async () => {
    const world = await createWorld(t);
    const token = await tokenFor(t.app, world.courtUser);
    const matchId = await startMatch(t, world.court.id, {
      matchType: 'singles',
      team1Player1: { name: 'Rafa' },
      team1Player2: undefined,
      team2Player1: { name: 'Roger' },
      team2Player2: undefined,
    });
    await playGames(t, token, matchId, 'BBBBBB BBBBBB');
    expect(await ogTitle(matchId)).toBe('Roger won 0-6 / 0-6');
  });
});

describe('GET /api/scores/share/court/{courtId}', () => {
  it('tells the public which club a court belongs to, without its court user', async () => {
    const world = await createWorld(t);
    const response = await t.app.inject({ method: 'GET', url: `/api/scores/share/court/${world.court.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: world.court.id,
      name: world.court.name,
      club_id: world.club.id,
      sport_type: 'PADEL',
      screen_identifier: world.court.screenIdentifier,
      created_at: world.court.createdAt.toISOString(),
      club: { id: world.club.id, name: world.club.name },
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/scores/share/court/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(MESSAGES.courtNotFound);
  });
});
