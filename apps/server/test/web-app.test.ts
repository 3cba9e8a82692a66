import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { BOARD_SCREENS } from '@bandeja/contract/board-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, networkAddresses } from '../src/system/public-address.ts';
import { buildTestApp, TEST_API_KEY, type TestApp } from './helpers.ts';

/** A stand-in for apps/web/dist, so this test does not depend on a web build. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Bandeja</title></head><body></body></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(path.join(dir, 'assets', 'scoreboard-page-def456.js'), 'export {}');
  writeFileSync(path.join(dir, 'assets', 'socket-789.js'), 'export {}');
  writeFileSync(path.join(dir, 'assets', 'board-app-111.js'), 'export {}');
  writeFileSync(path.join(dir, 'assets', 'full-app-222.js'), 'export {}');
  writeFileSync(path.join(dir, 'assets', 'court-display-page-333.js'), 'export {}');
  writeFileSync(path.join(dir, 'assets', 'event-display-page-444.js'), 'export {}');
  mkdirSync(path.join(dir, 'audios'));
  writeFileSync(path.join(dir, 'audios', 'deuce.mp3'), 'mp3');
  mkdirSync(path.join(dir, 'audios', 'es', 'female'), { recursive: true });
  writeFileSync(path.join(dir, 'audios', 'es', 'deuce.mp3'), 'iguales');
  writeFileSync(path.join(dir, 'audios', 'es', 'female', 'deuce.mp3'), 'iguales, voz femenina');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'src/features/scoreboard/scoreboard-page.tsx': {
        file: 'assets/scoreboard-page-def456.js',
        imports: ['index.html', '_socket-789.js'],
      },
      '_socket-789.js': { file: 'assets/socket-789.js' },
      'src/board/board-app.tsx': { file: 'assets/board-app-111.js', imports: ['index.html'] },
      'src/board/screens/scoreboard.tsx': {
        file: 'assets/scoreboard-screen.js',
        imports: ['index.html', 'src/features/scoreboard/scoreboard-page.tsx'],
      },
      'src/board/screens/court-display.tsx': {
        file: 'assets/court-display-screen.js',
        imports: ['src/features/displays/court-display-page.tsx'],
      },
      'src/board/screens/event-display.tsx': {
        file: 'assets/event-display-screen.js',
        imports: ['src/features/events/event-display-page.tsx'],
      },
      ...Object.fromEntries(
        // Every other screen of the one list (BOARD_SCREENS), and the unknown address's screen.
        [...Object.keys(BOARD_SCREENS), 'unknown']
          .filter((screen) => !['scoreboard', 'court-display', 'event-display'].includes(screen))
          .map((screen) => [
            `src/board/screens/${screen}.tsx`,
            { file: `assets/${screen}-screen.js`, imports: ['index.html'] },
          ]),
      ),
      'src/app/full-app.tsx': { file: 'assets/full-app-222.js', imports: ['index.html'] },
      'src/features/displays/court-display-page.tsx': {
        file: 'assets/court-display-page-333.js',
        imports: ['index.html'],
      },
      'src/features/events/event-display-page.tsx': {
        file: 'assets/event-display-page-444.js',
        imports: ['index.html', '_socket-789.js'],
      },
    }),
  );
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { webDistDir: fakeWebBuild() } });
});
afterAll(async () => {
  await t.close();
});

describe('serving the web app', () => {
  it.each(['/', '/login', '/scores/public/abcdefgh12', '/admin/users', '/no/such/page'])(
    'answers %s with index.html carrying the public API key',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Bandeja</title>');
      expect(response.body).toContain(`<meta name="bandeja-api-key" content="${TEST_API_KEY}">`);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('tells the page where phones reach the server: PUBLIC_URL, or else the machine’s network address', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const [address] = networkAddresses();
    expect(page.body).toContain('<meta name="bandeja-public-url" content="">');
    expect(page.body).toContain(
      `<meta name="bandeja-network-host" content="${address ? hostOf(address) : ''}">`,
    );

    const configured = await buildTestApp({
      config: { webDistDir: fakeWebBuild(), publicUrl: 'https://scores.club.example' },
    });
    try {
      const configuredPage = await configured.app.inject({ method: 'GET', url: '/dashboard' });
      expect(configuredPage.body).toContain(
        '<meta name="bandeja-public-url" content="https://scores.club.example">',
      );
      expect(configuredPage.body).toContain('<meta name="bandeja-network-host" content="">');
    } finally {
      await configured.close();
    }
  });

  it('serves hashed assets with a long cache and audio files as they are', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const audio = await t.app.inject({ method: 'GET', url: '/audios/deuce.mp3' });
    expect(audio.statusCode).toBe(200);
    expect(audio.body).toBe('mp3');
  });

  it("serves a language's spoken calls under /audios/{lang}/ and its female voice under female/, as audio/mpeg", async () => {
    const spanish = await t.app.inject({ method: 'GET', url: '/audios/es/deuce.mp3' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-type']).toBe('audio/mpeg');
    expect(spanish.body).toBe('iguales');
    const female = await t.app.inject({ method: 'GET', url: '/audios/es/female/deuce.mp3' });
    expect(female.statusCode).toBe(200);
    expect(female.headers['content-type']).toBe('audio/mpeg');
    expect(female.body).toBe('iguales, voz femenina');
    const missing = await t.app.inject({ method: 'GET', url: '/audios/xx/deuce.mp3' });
    expect(missing.statusCode).toBe(404);
  });

  it("preloads the board app and the scoreboard's chunks with the scoreboard page, not the full app", async () => {
    const scoreboard = await t.app.inject({ method: 'GET', url: '/scores/public/abcdefgh12' });
    expect(scoreboard.body).toContain('<link rel="modulepreload" href="/assets/board-app-111.js">');
    expect(scoreboard.body).toContain('<link rel="modulepreload" href="/assets/scoreboard-page-def456.js">');
    expect(scoreboard.body).toContain('<link rel="modulepreload" href="/assets/socket-789.js">');
    expect(scoreboard.body).not.toContain('full-app-222.js');
    expect(scoreboard.body).not.toContain('modulepreload" href="/assets/index-abc123.js"');
  });

  it('preloads the court display with a court display page, and the full app with every other page', async () => {
    const display = await t.app.inject({ method: 'GET', url: '/display/court/3' });
    expect(display.body).toContain('<link rel="modulepreload" href="/assets/board-app-111.js">');
    expect(display.body).toContain('<link rel="modulepreload" href="/assets/court-display-page-333.js">');
    expect(display.body).not.toContain('scoreboard-page-def456.js');
    const admin = await t.app.inject({ method: 'GET', url: '/admin/users' });
    expect(admin.body).toContain('<link rel="modulepreload" href="/assets/full-app-222.js">');
    expect(admin.body).not.toContain('board-app-111.js');
  });

  it("preloads the board app and the standings display's chunks with an event's standings display", async () => {
    const display = await t.app.inject({ method: 'GET', url: '/display/event/5' });
    expect(display.body).toContain('<link rel="modulepreload" href="/assets/board-app-111.js">');
    expect(display.body).toContain('<link rel="modulepreload" href="/assets/event-display-page-444.js">');
    expect(display.body).toContain('<link rel="modulepreload" href="/assets/socket-789.js">');
    expect(display.body).not.toContain('full-app-222.js');
    // The organisers' and players' pages of an event are the full app's.
    const manage = await t.app.inject({ method: 'GET', url: '/events/5/manage' });
    expect(manage.body).toContain('<link rel="modulepreload" href="/assets/full-app-222.js">');
    expect(manage.body).not.toContain('event-display-page-444.js');
  });

  it.each(Object.entries(BOARD_SCREENS))(
    'preloads the board app and its own screen with every board screen: %s',
    async (screen, { path: pattern }) => {
      // One address of the screen: its pattern with an id, or any other address under /display.
      const url =
        pattern?.replace(/:matchId\b/, 'abcdefgh12').replace(/:\w+/g, '5') ?? '/display/no/such/screen';
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toContain('<link rel="modulepreload" href="/assets/board-app-111.js">');
      expect(page.body).toContain(`<link rel="modulepreload" href="/assets/${screen}-screen.js">`);
      expect(page.body).not.toContain('full-app-222.js');
    },
  );

  it('sends the pre-compressed copy of a file to a browser that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app")');
  });

  it('does not serve the build manifest', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
  });

  it('answers a missing file with 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/audios/no-such-clip.mp3' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Resource not found', code: 'notFound' });
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });
});

/** The same stand-in with the board app's own build in board/ (docs/decisions/013-board-renderer.md). */
function fakeWebBuildWithBoardApp(): string {
  const dir = fakeWebBuild();
  const board = path.join(dir, 'board');
  mkdirSync(path.join(board, 'assets'), { recursive: true });
  writeFileSync(
    path.join(board, 'index.html'),
    "<!doctype html>\n<html>\n  <head>\n    <title>Bandeja</title>\n    <!-- A note for the page's readers -->\n" +
      '    <script type="module" src="/board/assets/index-b0a4d.js"></script>\n  </head>\n  <body></body>\n</html>',
  );
  writeFileSync(path.join(board, 'assets', 'index-b0a4d.js'), 'console.log("board")');
  writeFileSync(path.join(board, 'assets', 'board-app-b1.js'), 'export {}');
  writeFileSync(path.join(board, 'assets', 'scoreboard-b2.js'), 'export {}');
  mkdirSync(path.join(board, '.vite'));
  writeFileSync(
    path.join(board, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-b0a4d.js', isEntry: true },
      'src/board/board-app.tsx': { file: 'assets/board-app-b1.js', imports: ['index.html'] },
      'src/board/screens/scoreboard.tsx': { file: 'assets/scoreboard-b2.js', imports: ['index.html'] },
    }),
  );
  return dir;
}

describe('serving the board app’s own build', () => {
  let withBoard: TestApp;
  beforeAll(async () => {
    withBoard = await buildTestApp({ config: { webDistDir: fakeWebBuildWithBoardApp() } });
  });
  afterAll(async () => {
    await withBoard.close();
  });

  it('answers a board route with the board build’s page and its chunks under /board/', async () => {
    const page = await withBoard.app.inject({ method: 'GET', url: '/scores/public/abcdefgh12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/board/assets/index-b0a4d.js"');
    expect(page.body).toContain('<link rel="modulepreload" href="/board/assets/board-app-b1.js">');
    expect(page.body).toContain('<link rel="modulepreload" href="/board/assets/scoreboard-b2.js">');
    expect(page.body).not.toContain('/assets/board-app-111.js');
    expect(page.body).toContain(`<meta name="bandeja-api-key" content="${TEST_API_KEY}">`);
    const chunk = await withBoard.app.inject({ method: 'GET', url: '/board/assets/board-app-b1.js' });
    expect(chunk.statusCode).toBe(200);
  });

  it('sends the board build’s page without its comments and the indentation between its tags', async () => {
    const page = await withBoard.app.inject({ method: 'GET', url: '/scores/public/abcdefgh12' });
    expect(page.body).not.toContain('<!--');
    expect(page.body).not.toMatch(/>\s+</);
    expect(page.body).toContain('<head><title>Bandeja</title><script type="module"');
  });

  it('opens a public board without a cross-origin opener policy, and keeps one on every other page and the API', async () => {
    for (const [method, url] of [
      ['GET', '/scores/public/abcdefgh12'],
      ['GET', '/display/court/1?lang=es'],
      ['HEAD', '/overlay/court/2'],
    ] as const) {
      const page = await withBoard.app.inject({ method, url });
      expect(page.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
    for (const url of ['/admin/users', '/login', '/api/health']) {
      const response = await withBoard.app.inject({ method: 'GET', url });
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('answers every other page with the full app’s page', async () => {
    const page = await withBoard.app.inject({ method: 'GET', url: '/admin/users' });
    expect(page.body).not.toContain('/board/assets/');
    expect(page.body).toContain('<link rel="modulepreload" href="/assets/full-app-222.js">');
  });

  it('does not serve the board build’s manifest', async () => {
    const response = await withBoard.app.inject({ method: 'GET', url: '/board/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
  });
});
