import { createServer, type Server } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { type LiveEvent, openUntilLive } from '../../e2e/support/live-js.ts';

/**
 * Each public screen cold, on loopback and under Chromium's network emulation: from navigation
 * start to the score on screen (the selector's first element in the document), against the floor,
 * a plain HTML page with the same names and score from a bare Node server in the same run; and the
 * JavaScript the screen downloads until it is live (e2e/support/live-js.ts, as the budget test).
 */
export interface PublicScreen {
  name: string;
  path: string;
  /** The element that carries the score (or the state) once shown. */
  selector: string;
  event: LiveEvent;
}

/** Chromium's `Network.emulateNetworkConditions`, as its DevTools presets. */
export const PROFILES = [
  { name: 'loopback', conditions: null },
  {
    name: 'Slow 4G',
    conditions: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
  {
    name: '3G',
    conditions: { latency: 300, downloadThroughput: (750 * 1024) / 8, uploadThroughput: (250 * 1024) / 8 },
  },
] as const;

export type Profile = (typeof PROFILES)[number];

/** The floor: a bare server's plain page with the names and the score, nothing else, on a free port. */
export function floorServer(): Promise<{ server: Server; origin: string }> {
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ana & Bea vs Carla & Dani</title></head>' +
    '<body><main><p>Ana / Bea</p><p data-testid="team1-points">15</p><p>Carla / Dani</p><p>0</p></main></body></html>';
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    }),
  );
}

/** Marks the moment the selector's first element is in the document. */
const markWhenShown = (selector: string) => `(() => {
  const seen = () => {
    if (!document.querySelector(${JSON.stringify(selector)})) return false;
    performance.mark('bandeja-shown');
    return true;
  };
  new MutationObserver((_, observer) => { if (seen()) observer.disconnect(); })
    .observe(document, { childList: true, subtree: true });
})()`;

/**
 * Milliseconds from navigation start to the selector's element, in a new (cold) context; and to
 * the page's first byte (the emulated round trip, or the server's time when that is longer).
 */
export async function shownAfter(
  browser: Browser,
  url: string,
  selector: string,
  profile: Profile,
): Promise<{ shown: number; requestSent: number; firstByte: number; htmlBytes: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    if (profile.conditions) {
      const devtools = await context.newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', { offline: false, ...profile.conditions });
    }
    await page.addInitScript(markWhenShown(selector));
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator(selector).first().waitFor({ state: 'attached' });
    // In-page script as text: this package is type-checked without the DOM library.
    const [shown, requestSent, firstByte, htmlBytes] = (await page.evaluate(`[
      (performance.getEntriesByName('bandeja-shown')[0] ?? { startTime: performance.now() }).startTime,
      performance.getEntriesByType('navigation')[0]?.requestStart ?? 0,
      performance.getEntriesByType('navigation')[0]?.responseStart ?? 0,
      performance.getEntriesByType('navigation')[0]?.encodedBodySize ?? 0,
    ]`)) as [number, number, number, number];
    return { shown, requestSent, firstByte, htmlBytes };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

export interface FirstPaintRow {
  screen: string;
  profile: string;
  median: number;
  floor: number;
  /**
   * Medians of the page's first byte (from navigation start: the connection, then the server's
   * time) and the floor's; and of the moment its request was sent (the connection ready).
   */
  firstByte: number;
  floorFirstByte: number;
  requestSent: number;
  /** The page's HTML as it came over the wire (compressed). */
  htmlBytes: number;
}

type Load = Awaited<ReturnType<typeof shownAfter>>;

/**
 * Each screen under each profile, `runs` cold loads each, beside the floor's median. The loads
 * take turns (each run: the floor, then every screen), so a change in the machine's load while the
 * bench runs weighs on the floor and on every screen alike.
 */
export async function firstScoreTimes(
  browser: Browser,
  origin: string,
  floorOrigin: string,
  screens: readonly PublicScreen[],
  runs: number,
): Promise<FirstPaintRow[]> {
  const rows: FirstPaintRow[] = [];
  for (const profile of PROFILES) {
    const floor: Load[] = [];
    const loads = screens.map((): Load[] => []);
    for (let run = 0; run < runs; run += 1) {
      floor.push(await shownAfter(browser, `${floorOrigin}/`, '[data-testid="team1-points"]', profile));
      for (const [index, screen] of screens.entries())
        loads[index]?.push(await shownAfter(browser, `${origin}${screen.path}`, screen.selector, profile));
    }
    for (const [index, screen] of screens.entries()) {
      const times = loads[index] ?? [];
      rows.push({
        screen: screen.name,
        profile: profile.name,
        median: median(times.map((time) => time.shown)),
        floor: median(floor.map((time) => time.shown)),
        firstByte: median(times.map((time) => time.firstByte)),
        floorFirstByte: median(floor.map((time) => time.firstByte)),
        requestSent: median(times.map((time) => time.requestSent)),
        htmlBytes: median(times.map((time) => time.htmlBytes)),
      });
    }
  }
  return rows;
}

/** The JavaScript each screen downloads until it is live, gzipped. */
export async function allInJs(
  browser: Browser,
  origin: string,
  screens: readonly PublicScreen[],
): Promise<{ screen: string; bytes: number; files: number }[]> {
  const rows = [];
  for (const screen of screens) {
    const context = await browser.newContext();
    const page: Page = await context.newPage();
    const js = await openUntilLive(page, `${origin}${screen.path}`, {
      event: screen.event,
      shown: async (shown) => {
        await shown.locator(screen.selector).first().waitFor();
      },
    });
    await context.close();
    rows.push({ screen: screen.name, bytes: js.total, files: js.files.length });
  }
  return rows;
}
