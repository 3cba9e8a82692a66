import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { type ArrangedCourt, arrangeCourt, arrangeMatch, scorePoint } from '../support/arrange.ts';
import { E2E_PORT } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';
import { holdRequests } from '../support/hold-requests.ts';
import { arrangeFinishedMatch } from '../support/results.ts';

/**
 * The board screens' first paint (docs/displays.md, "The first paint"): the page's first HTML
 * carries the live state in the club's language, before any JavaScript; the client takes it over
 * (hydrates it) without a second fetch of the same state, a hydration warning, a layout shift or
 * a change of text. Every screen the server renders is tried the same way, on one Spanish club.
 */

/** Sets the club's language; its name, for the pages that show it. */
async function setClubLanguage(request: APIRequestContext, court: ArrangedCourt, language: string) {
  const headers = { authorization: `Bearer ${court.adminToken}` };
  const club = await request.get(`/api/clubs/${court.clubId}`, { headers });
  const { name, email, phone, address } = (await club.json()).data;
  const response = await request.put(`/api/clubs/${court.clubId}`, {
    headers,
    data: { name, email, phone, address, language },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return name as string;
}

/** The English board's words that the Spanish board never uses. */
function englishOnlyWords(): Set<string> {
  const words = (language: string) => {
    const file = path.resolve(import.meta.dirname, `../../apps/web/src/locales/board/${language}.po`);
    const found = new Set<string>();
    for (const [, text] of readFileSync(file, 'utf8').matchAll(/^msgstr "(.*)"$/gm))
      for (const word of (text ?? '').replace(/\{[^}]*\}/g, ' ').match(/\p{L}{3,}/gu) ?? [])
        found.add(word.toLowerCase());
    return found;
  };
  const spanish = words('es');
  return new Set([...words('en')].filter((word) => !spanish.has(word)));
}

const ENGLISH = englishOnlyWords();
const englishIn = (text: string) =>
  [...new Set((text.match(/\p{L}{3,}/gu) ?? []).map((word) => word.toLowerCase()))].filter((word) =>
    ENGLISH.has(word),
  );

/** The visible text of an HTML page read without a browser. */
const textOf = (html: string) =>
  (html.split('<div id="root">')[1] ?? '')
    .split('<script')[0]
    ?.replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ') ?? '';

/**
 * One Spanish club: a court with a match at 15-0, an evening on two more courts, and a match
 * finished on a fourth (the share page's).
 */
interface World {
  court: ArrangedCourt;
  clubName: string;
  matchId: string;
  finished: { matchId: string; courtId: number };
  eventId: number;
  courtNames: string[];
}

async function arrangeWorld(request: APIRequestContext): Promise<World> {
  const court = await arrangeCourt(request);
  const clubName = await setClubLanguage(request, court, 'es');
  const matchId = await arrangeMatch(request, court);
  await scorePoint(request, court, matchId, 1);
  const first = await arrangeCourt(request, { clubId: court.clubId });
  const second = await arrangeCourt(request, { clubId: court.clubId });
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${court.adminToken}` },
    data: {
      name: 'Americano del viernes',
      clubId: court.clubId,
      format: 'americano',
      courtIds: [first.courtId, second.courtId],
      players: ['Eva', 'Fran', 'Gus', 'Hugo', 'Inés', 'Juan', 'Kika', 'Luis'].map((name) => ({ name })),
      pointsPerGame: 16,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).data.event.id as number;
  const fourth = await arrangeCourt(request, { clubId: court.clubId });
  const finishedId = await arrangeFinishedMatch(request, fourth, {
    players: ['Ana', 'Bea', 'Carla', 'Dani'],
    games: 'AAB',
  });
  return {
    court,
    clubName,
    matchId,
    finished: { matchId: finishedId, courtId: fourth.courtId },
    eventId,
    courtNames: [court.courtName, first.courtName, second.courtName, fourth.courtName],
  };
}

/** A screen the server renders: its address, what its first HTML must say, the state it is drawn from. */
interface Screen {
  name: string;
  path: (world: World) => string;
  /** Names and the score (or the event's name and players) in the page's text. */
  shows: (world: World) => string[];
  /** The API answers the page carries: the client must not ask for them again. */
  state: (world: World) => string[];
  /** The screen's element once its client has taken over. */
  testId: string;
  /** An address of the screen that names nothing, and the screen's own words for it. */
  unknown: { path: string; says: string | null };
}

const PLAYERS = ['Ana', 'Bea', 'Carla', 'Dani'];

const SCREENS: Screen[] = [
  {
    name: 'scoreboard',
    path: (world) => `/scores/public/${world.matchId}`,
    shows: () => [...PLAYERS, '15'],
    state: (world) => [`/api/scores/public/${world.matchId}`, `/api/matches/${world.matchId}`],
    testId: 'score-card',
    unknown: { path: '/scores/public/nosuchmatch1', says: 'Este partido no existe' },
  },
  {
    name: 'share page',
    path: (world) => `/scores/share/${world.finished.matchId}`,
    // The winners, the score and the club's name (the losers are on the result image).
    shows: (world) => ['Ana', 'Bea', '2-1', world.clubName],
    state: (world) => [
      `/api/scores/public/${world.finished.matchId}`,
      `/api/clubs/${world.court.clubId}/branding`,
      `/api/scores/share/court/${world.finished.courtId}`,
    ],
    testId: 'share-page',
    unknown: { path: '/scores/share/nosuchmatch1', says: 'No se encontró el marcador' },
  },
  {
    name: 'court display',
    path: (world) => `/display/court/${world.court.courtId}`,
    shows: (world) => [...PLAYERS, '15', world.court.courtName],
    state: (world) => [`/api/displays/court/${world.court.courtId}`, `/api/matches/${world.matchId}`],
    testId: 'score-card',
    unknown: { path: '/display/court/987654', says: 'Esta pista ya no existe.' },
  },
  {
    name: 'clubhouse wall',
    path: (world) => `/display/club/${world.court.clubId}`,
    shows: (world) => [...PLAYERS, '15', ...world.courtNames],
    state: (world) => [`/api/displays/club/${world.court.clubId}`],
    testId: 'club-display',
    unknown: { path: '/display/club/987654', says: 'Esta dirección de pantalla no es válida.' },
  },
  {
    name: 'overlay',
    path: (world) => `/overlay/court/${world.court.courtId}`,
    shows: () => ['Ana', 'Carla', '15'],
    state: (world) => [`/api/displays/court/${world.court.courtId}`],
    testId: 'overlay',
    // A stream's overlay draws nothing of its own, found or not.
    unknown: { path: '/overlay/court/987654', says: null },
  },
  {
    name: 'event display',
    path: (world) => `/display/event/${world.eventId}`,
    shows: () => ['Americano del viernes', 'Eva', 'Luis'],
    state: (world) => [`/api/events/${world.eventId}`],
    testId: 'event-display',
    unknown: { path: '/display/event/987654', says: 'Este torneo no existe.' },
  },
];

/**
 * Serves the server's page at `pagePath` in two parts, the second `pauseMs` after the first,
 * split just before `splitBefore` (the rest of the site as it is): a browser that paints a page
 * while reading it, as a busy TV does, has a frame of the first part alone.
 */
async function servedInTwoParts(pagePath: string, splitBefore: string, pauseMs: number) {
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(`http://localhost:${E2E_PORT}${request.url}`, {
      headers: { 'accept-language': request.headers['accept-language'] ?? '' },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
    const html = body.toString();
    const at = request.url === pagePath ? html.indexOf(splitBefore) : -1;
    if (at === -1) {
      response.end(body);
      return;
    }
    response.write(html.slice(0, at));
    setTimeout(() => response.end(html.slice(at)), pauseMs);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** React's hydration errors, as its development and production builds word them. */
const HYDRATION = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** The page's text without the times of day and the match clock, which tick between two reads. */
const steadyText = (text: string) => text.replace(/\b\d{1,2}:\d{2}\b/g, '').replace(/\s+/g, ' ');

test.describe('the board screens’ first paint', () => {
  let world: World;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
    world = await arrangeWorld(request);
    await request.dispose();
  });

  for (const screen of SCREENS) {
    test(`the ${screen.name}’s first HTML carries its state in the club’s language, never cached`, async ({
      request,
    }) => {
      const page = await request.get(screen.path(world), { headers: { 'accept-language': 'en-US' } });
      expect(page.status()).toBe(200);
      expect(page.headers()['cache-control']).toBe('no-store');
      const html = await page.text();
      expect(html).toMatch(/<html[^>]* lang="es"/);
      const text = textOf(html);
      for (const shown of screen.shows(world)) expect(text).toContain(shown);
      let words = text;
      for (const name of world.courtNames) words = words.replaceAll(name, ' ');
      expect(englishIn(words)).toEqual([]);
      // The state the client starts from.
      expect(html).toContain('<script type="application/json" id="board-state">');
    });

    test(`an unknown ${screen.name} answers 404 with its own words`, async ({ request }) => {
      const page = await request.get(screen.unknown.path, { headers: { 'accept-language': 'es-ES' } });
      expect(page.status()).toBe(404);
      expect(page.headers()['cache-control']).toBe('no-store');
      const html = await page.text();
      expect(html).toMatch(/<html[^>]* lang="es"/);
      if (screen.unknown.says) expect(textOf(html)).toContain(screen.unknown.says);
      else expect(textOf(html).trim()).toBe('');
      expect(html).not.toContain('id="board-state"');
    });

    test(`the ${screen.name} is Spanish before its scripts run and after, taken over without a warning, a shift or a second fetch`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const stateFetches: string[] = [];
      const state = screen.state(world);
      page.on('request', (sent) => {
        const { pathname } = new URL(sent.url());
        if (state.includes(pathname)) stateFetches.push(pathname);
      });
      // Every layout shift from the first byte on (docs/displays.md, "The first paint": none).
      await page.addInitScript(() => {
        const shifts: { value: number; moved: string[] }[] = [];
        Object.assign(window, { layoutShifts: shifts });
        type Shift = {
          value: number;
          sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            // What moved, for the failure's message.
            const moved = entry.sources.map(
              ({ node, previousRect: from, currentRect: to }) =>
                `${node instanceof Element ? `${node.tagName}.${node.className}` : node?.nodeName} ${JSON.stringify(from)} → ${JSON.stringify(to)}`,
            );
            shifts.push({ value: entry.value, moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The scripts wait until the first paint has been read.
      const release = await holdRequests(page, '**/assets/*.js');
      const socket = page.waitForEvent('websocket').then((opened) => {
        const frames: string[] = [];
        opened.on('framereceived', (frame) => frames.push(String(frame.payload)));
        return frames;
      });
      // The page's module scripts hold DOMContentLoaded back: wait for its first bytes only.
      await page.goto(screen.path(world), { waitUntil: 'commit' });
      await expect(page.getByTestId(screen.testId)).toBeVisible();
      const before = await page.locator('body').innerText();
      const shownBefore = await page.getByTestId(screen.testId).innerText();
      // The server's own element, to know it again: a client that takes the page over keeps it.
      await page.getByTestId(screen.testId).evaluate((element) => {
        Object.assign(window, { serverElement: element });
      });
      for (const shown of screen.shows(world)) expect(before).toContain(shown);
      let words = before;
      for (const name of world.courtNames) words = words.replaceAll(name, ' ');
      expect(englishIn(words)).toEqual([]);

      release();
      // Live: the socket is open and the server has answered on it (the client's app runs).
      const socketFrames = await socket;
      await expect.poll(() => socketFrames.length).toBeGreaterThanOrEqual(2);
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId(screen.testId)).toBeVisible();
      expect(
        await page
          .getByTestId(screen.testId)
          .evaluate((element) => element === (window as unknown as { serverElement: Element }).serverElement),
        'the client hydrated the server’s HTML rather than replacing it',
      ).toBe(true);
      // The screen says what it said: the socket's join changed nothing but the live indicator.
      expect(steadyText(await page.getByTestId(screen.testId).innerText())).toBe(steadyText(shownBefore));
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect(problems.filter((text) => HYDRATION.test(text))).toEqual([]);
      expect(stateFetches).toEqual([]);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
      );
      expect(
        shifts.reduce((sum, { value }) => sum + value, 0),
        JSON.stringify(shifts),
      ).toBe(0);
    });
  }

  test('a page the browser reads in two parts is painted whole: the share page’s header does not grow and move', async ({
    page,
    request,
  }) => {
    // Paused between the header's brand icon and its name: painted there, the brand would widen
    // and the centred header move once the name arrives (docs/displays.md, "The first paint").
    const pagePath = `/scores/share/${world.finished.matchId}`;
    expect(await (await request.get(pagePath)).text()).toContain('<span>Bandeja</span>');
    const slow = await servedInTwoParts(pagePath, '<span>Bandeja</span>', 1500);
    try {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The first paint only: the scripts stay away (the socket does not pass this server).
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${slow.origin}${pagePath}`, { waitUntil: 'load' });
      await expect(page.getByTestId('share-page')).toContainText('Bandeja');
      // Two frames more, so a shift at the page's end has been recorded.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(
        await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
      ).toEqual([]);
    } finally {
      await slow.close();
    }
  });
});
