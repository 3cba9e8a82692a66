/**
 * What the inline stylesheet costs a board's first paint (docs/displays.md, "The first
 * paint"), against the floor of any critical-CSS split. Fetches a server-rendered board page, drops
 * its scripts (only the paint is measured), and serves three copies of it from a bare Node server,
 * gzipped like the real one:
 *  - `critical`: the page as the server sends it: the part of the stylesheet its HTML uses in a
 *    <style>, the whole sheet linked after the content;
 *  - `inline`: the whole stylesheet in a <style>;
 *  - `none`: no style at all: no critical CSS can be smaller, so no split can paint sooner;
 *  - `link`: the stylesheet as a blocking <link> (before the first paint was rendered on the server).
 * Each is loaded cold in Debian's Chromium under Chromium's network emulation (Slow 4G: 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up); the first contentful paint's median is printed.
 *
 * Run against a running server: BENCH_URL=http://localhost:3000/display/court/1 npm run inline-css -w @bandeja/bench
 *   CHROMIUM_PATH (default /usr/bin/chromium); RUNS (default 15); BENCH_PORT (default 4198).
 */
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const URL_TO_MEASURE = process.env.BENCH_URL ?? 'http://localhost:3000/display/court/1';
const RUNS = Number(process.env.RUNS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 4198);
const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const page = await (await fetch(URL_TO_MEASURE, { headers: { 'accept-language': 'es' } })).text();
const withoutScripts = page
  .replace(/<script type="module"[^>]*><\/script>/g, '')
  .replace(/<link rel="modulepreload"[^>]*>/g, '');
const sheetPath =
  withoutScripts.match(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)">/)?.[1] ?? '';
const sheet = await (await fetch(new URL(sheetPath, URL_TO_MEASURE))).text();
const bare = withoutScripts
  .replace(/<style>[\s\S]*?<\/style>/, '')
  .replace(/<link rel="stylesheet"[^>]*>/, '');
const variants: Record<string, string> = {
  critical: withoutScripts,
  inline: bare.replace('</head>', () => `<style>${sheet}</style></head>`),
  none: bare,
  link: bare.replace('</head>', `<link rel="stylesheet" href="${sheetPath}"></head>`),
};
const style = withoutScripts.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
const gzipped = (text: string) => gzipSync(text, { level: 6 });

const server = createServer((request, response) => {
  const name = (request.url ?? '/').slice(1);
  const body = `/${name}` === sheetPath ? sheet : variants[name];
  if (body === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': `/${name}` === sheetPath ? 'text/css' : 'text/html; charset=utf-8',
    'content-encoding': 'gzip',
    'cache-control': 'no-store',
  });
  response.end(gzipped(body));
});
await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
console.log(`${URL_TO_MEASURE}, Slow 4G, ${RUNS} cold loads each`);
console.log(
  `stylesheet: ${sheet.length} B, ${gzipped(sheet).length} B gzipped; its critical part inline: ${style.length} B, ${gzipped(style).length} B gzipped`,
);
// The copies take turns, so that the machine's load weighs on each alike.
const paints: Record<string, number[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
for (let run = 0; run < RUNS; run++) {
  for (const name of Object.keys(variants)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await tab.goto(`http://127.0.0.1:${PORT}/${name}`, { waitUntil: 'load' });
    const paint = await tab
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)
      .then((handle) => handle.jsonValue());
    paints[name]?.push(paint ?? 0);
    await context.close();
  }
}
for (const [name, html] of Object.entries(variants)) {
  const times = paints[name] ?? [];
  console.log(
    `${name.padEnd(7)} page ${String(gzipped(html).length).padStart(6)} B gzipped   first contentful paint median ${Math.round(median(times))} ms (${times.map(Math.round).join(', ')})`,
  );
}
await browser.close();
server.close();
