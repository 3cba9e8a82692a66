import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';

/**
 * All the JavaScript a board page downloads until it is live (docs/decisions/013-board-renderer.md):
 * from navigation until its socket is connected and the screen's current state has come in, every
 * script response (the entry, the app and screen chunks, the socket client, the language
 * catalogue, whatever loaded on the way) and every inline script of the page but its state's JSON,
 * each gzipped at level 9. The budget test and bench/web count it alike.
 */
export interface LiveJs {
  /** Gzipped bytes in all. */
  total: number;
  /** Each file (its path, or 'inline script') and its gzipped bytes, largest first. */
  files: { name: string; bytes: number }[];
}

/** What a screen's socket says once its state is current: the room's full state, or none to wait for. */
export type LiveEvent = 'matchScore' | 'courtBoard' | 'clubBoard' | 'eventUpdate' | null;

const gzipped = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

const isScript = (request: Request) =>
  request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);

/** The page's inline scripts, without its JSON state (data, not code). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = '', body = '']) =>
        !/\bsrc=/.test(attributes) && !/application\/json/.test(attributes) && body.trim(),
    )
    .map(([, , body = '']) => body);
}

/**
 * Resolves when the page's socket brings the answer of its screen's room (`event`): from then on
 * the server's pushes reach the screen. Call it before the page opens.
 */
export function roomAnswered(page: Page, event: Exclude<LiveEvent, null>): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith(`42["${event}"`)) resolve();
      });
    });
  });
}

/**
 * Opens `address` and waits until the page is live: the socket connected (Socket.IO's connect
 * packet), the screen's room answered with `liveEvent`, and `shown` visible (the state on
 * screen). Then weighs every script asked for until that moment.
 */
export async function openUntilLive(
  page: Page,
  address: string,
  live: { event: LiveEvent; shown: (page: Page) => Promise<void> },
): Promise<LiveJs> {
  const scripts: Request[] = [];
  let isLive = false;
  page.on('request', (request) => {
    if (!isLive && isScript(request)) scripts.push(request);
  });
  const socketLive = new Promise<void>((resolve) => {
    let connected = false;
    let joined = live.event === null;
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.startsWith('40')) connected = true;
        if (live.event && text.startsWith(`42["${live.event}"`)) joined = true;
        if (connected && joined) resolve();
      });
    });
  });
  const document = await page.goto(address);
  if (!document) throw new Error(`no answer for ${address}`);
  await withTimeout(socketLive, `${address}: the socket never became live`);
  await live.shown(page);
  isLive = true;

  const files: LiveJs['files'] = [];
  for (const body of inlineScripts(await document.text()))
    files.push({ name: 'inline script', bytes: gzipped(body) });
  const seen = new Set<string>();
  for (const request of scripts) {
    if (seen.has(request.url())) continue;
    seen.add(request.url());
    const response = await request.response();
    if (!response) continue;
    files.push({ name: new URL(request.url()).pathname, bytes: gzipped(await response.body()) });
  }
  files.sort((a, b) => b.bytes - a.bytes);
  return { total: files.reduce((sum, file) => sum + file.bytes, 0), files };
}

function withTimeout(promise: Promise<void>, message: string, timeoutMs = 30_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The figures as lines for a report: the total, then each file. */
export function describeLiveJs(screen: string, js: LiveJs, budget: number): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `${screen}: ${js.total} B (${kb(js.total)}) gzipped until live, budget ${budget} B`,
    ...js.files.map((file) => `  ${file.name.padEnd(52)} ${String(file.bytes).padStart(7)} B`),
  ].join('\n');
}
