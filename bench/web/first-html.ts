/**
 * What a board page's first HTML costs before its score, side by side for running servers (a build
 * before a change and one after, the same world on each): deterministic figures first, then the
 * time to first score against the plain-HTML floor, all in the same run.
 *  - bytes on the wire as Chromium asks for them (its Accept-Encoding), the encoding, raw bytes;
 *  - bytes before the score's element (raw, and gzipped: what must arrive before the score can
 *    be in the document), the inline style (raw, gzipped), render-blocking resources in the head
 *    (stylesheets, classic scripts);
 *  - the first score, cold, on Slow 4G and 3G (bench/web/first-paint.ts): the floor and each page
 *    take turns in every run, so that the machine's load weighs on each alike.
 *
 *  - the first score, cold, on loopback too;
 *  - with BENCH_BARE=1, each page as its server sent it (scripts and stylesheet links out, the same
 *    encoding) from a bare Node server instead: only the page's bytes and their reading are timed,
 *    not the server's time (which a loaded machine inflates).
 * Run: BENCH_PAGES="before=http://localhost:4227/overlay/court/1 after=http://localhost:4225/overlay/court/1" \
 *        NET_RUNS=9 npm run first-html -w @bandeja/bench
 *   CHROMIUM_PATH (default /usr/bin/chromium); NET_RUNS (default 7).
 */

import { createServer } from 'node:http';
import os from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { floorServer, PROFILES, shownAfter } from './first-paint.ts';

const NET_RUNS = Number(process.env.NET_RUNS ?? 7);
const BARE = process.env.BENCH_BARE === '1';
const PAGES = (process.env.BENCH_PAGES ?? '')
  .split(/\s+/)
  .filter(Boolean)
  .map((entry) => {
    const [name = '', url = ''] = entry.split(/=(.*)/s);
    return { name, url };
  });
if (PAGES.length === 0) throw new Error('BENCH_PAGES: "name=url name=url …"');

/** The element that carries each board's score (or state), as bench/web/run.ts waits for it. */
const SCORE_SELECTORS: [RegExp, string][] = [
  [/^\/scores\/public\//, 'team1-points'],
  [/^\/display\/court\//, 'court-display'],
  [/^\/display\/club\//, 'wall-tile'],
  [/^\/overlay\/court\//, 'score-bug'],
  [/^\/display\/event\//, 'display-standings'],
];
const testIdOf = (url: string) => {
  const pathname = new URL(url).pathname;
  const testId = SCORE_SELECTORS.find(([route]) => route.test(pathname))?.[1];
  if (!testId) throw new Error(`no score selector for ${pathname}`);
  return testId;
};

const gzipped = (text: string) => gzipSync(text).length;
const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function bytesOf(url: string) {
  const answer = await fetch(url, { headers: { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING } });
  const encoding = answer.headers.get('content-encoding') ?? 'identity';
  const length = Number(answer.headers.get('content-length') ?? Number.NaN);
  // fetch decodes the body; the header says what crossed the wire.
  const html = await answer.text();
  const score = html.indexOf(`data-testid="${testIdOf(url)}"`);
  const style = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? '').join('');
  const head = html.slice(0, html.indexOf('</head>'));
  const blocking = [
    ...head.matchAll(
      /<link rel="stylesheet"[^>]*>|<script(?![^>]*\b(?:type="module"|defer|async|type="application\/json"))[^>]*>/g,
    ),
  ].length;
  return {
    html,
    encoding,
    wire: `${length} B ${encoding}`,
    raw: html.length,
    beforeScore: score === -1 ? 'no score' : `${score} B, ${gzipped(html.slice(0, score))} B gzipped`,
    style: `${style.length} B, ${gzipped(style)} B gzipped`,
    blocking,
  };
}

/**
 * Each page as its server sent it, scripts and stylesheet links left out, from a bare Node server
 * in the same encoding: the server's time is out, only the page's bytes and their reading remain.
 */
async function bareCopies(pages: ReadonlyMap<string, { html: string; encoding: string }>) {
  const server = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? '/', 'http://bare').searchParams.get('copy') ?? '');
    if (!page) return void response.writeHead(404).end();
    const html = page.html.replace(
      /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|stylesheet)"[^>]*>/g,
      '',
    );
    const encoded =
      page.encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : page.encoding === 'gzip'
          ? gzipSync(html)
          : Buffer.from(html);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...(page.encoding === 'identity' ? {} : { 'content-encoding': page.encoding }),
    });
    response.end(encoded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

console.log(
  `${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)} at the start, ${new Date().toISOString()}`,
);
const copies = new Map<string, { html: string; encoding: string }>();
for (const page of PAGES) {
  const bytes = await bytesOf(page.url);
  copies.set(page.name, bytes);
  console.log(
    `${page.name}: ${page.url}\n  on the wire ${bytes.wire} (${bytes.raw} B raw); before the score ${bytes.beforeScore}; inline style ${bytes.style}; blocking in the head ${bytes.blocking}`,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const floor = await floorServer();
const bare = BARE ? await bareCopies(copies) : null;
if (bare)
  for (const page of PAGES) page.url = `${bare.origin}${new URL(page.url).pathname}?copy=${page.name}`;
try {
  for (const profile of PROFILES) {
    const pages = [
      { name: 'floor', url: `${floor.origin}/`, selector: '[data-testid="team1-points"]' },
    ].concat(PAGES.map(({ name, url }) => ({ name, url, selector: `[data-testid="${testIdOf(url)}"]` })));
    const times = new Map(
      pages.map(({ name }) => [name, { shown: [] as number[], firstByte: [] as number[] }]),
    );
    for (let run = 0; run < NET_RUNS; run++)
      for (const page of pages) {
        const { shown, firstByte } = await shownAfter(browser, page.url, page.selector, profile);
        times.get(page.name)?.shown.push(shown);
        times.get(page.name)?.firstByte.push(firstByte);
      }
    const floorMedian = median(times.get('floor')?.shown ?? []);
    console.log(
      `${profile.name}, cold, median of ${NET_RUNS}: first score (its ratio to the floor's), first byte`,
    );
    for (const [name, { shown, firstByte }] of times)
      console.log(
        `  ${name.padEnd(16)} ${String(Math.round(median(shown))).padStart(5)} ms  ${(median(shown) / floorMedian).toFixed(2)}×  first byte ${Math.round(median(firstByte))} ms  (${shown.map(Math.round).join(', ')})`,
      );
  }
} finally {
  await browser.close();
  floor.server.close();
  bare?.server.close();
}
console.log(`load average ${os.loadavg()[0]?.toFixed(1)} at the end`);
