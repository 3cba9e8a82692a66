/**
 * Public scoreboard benchmark. Prints:
 *  1. the JavaScript and CSS the route /scores/public/{matchId} loads before its first score, gzipped
 *     (the entry, the scoreboard chunk and everything they import statically), and its lazy chunks
 *     (statistics overlay, Create New Match form) apart;
 *  2. the time to first score on loopback: from navigation start to the score card's digits, in
 *     Debian's Chromium against the real server (embedded PGlite), cold cache and warm cache.
 * Targets (issue 6): under 130 KB of gzipped JavaScript for the route, first score under 1 s (judged
 * on the best cold run, as bench/scoring judges on its best trial: the machine is shared).
 *
 * Run: npm run web -w @bandeja/bench   (CHROMIUM_PATH, default /usr/bin/chromium; RUNS, default 15)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB = path.join(ROOT, 'apps/web');
const ROUTE_MODULE = 'src/features/scoreboard/scoreboard-page.tsx';
const JS_TARGET_KB = 130;
const FIRST_SCORE_TARGET_MS = 1000;
const RUNS = Number(process.env.RUNS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 4199);
const ADMIN = { username: 'admin', password: 'bench-admin-password' };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function build(outDir: string): Manifest {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'], {
    cwd: WEB,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('vite build failed');
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** The chunks a module loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

function gzipped(outDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
}

function bundleReport(outDir: string, manifest: Manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  const routeKey = Object.keys(manifest).find((key) => manifest[key]?.src === ROUTE_MODULE);
  if (!routeKey) throw new Error(`no chunk for ${ROUTE_MODULE}`);
  const route = staticClosure(manifest, [entryKey, routeKey]);
  let js = 0;
  const css = new Set<string>();
  const rows: [string, number][] = [];
  for (const key of route) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const size = gzipped(outDir, chunk.file);
    js += size;
    rows.push([chunk.file, size]);
    for (const file of chunk.css ?? []) css.add(file);
  }
  let cssBytes = 0;
  for (const file of css) cssBytes += gzipped(outDir, file);
  // Lazy chunks of the route itself (what it imports on demand, not already loaded).
  const lazy: [string, number][] = [];
  for (const key of manifest[routeKey]?.dynamicImports ?? []) {
    let size = 0;
    for (const part of staticClosure(manifest, [key])) {
      if (route.has(part)) continue;
      const chunk = manifest[part];
      if (chunk) size += gzipped(outDir, chunk.file);
    }
    lazy.push([manifest[key]?.src ?? key, size]);
  }
  return { js, cssBytes, rows: rows.sort((a, b) => b[1] - a[1]), lazy };
}

async function startServer(dataDir: string, distDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${PORT}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 2 minutes');
}

async function api(method: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`http://localhost:${PORT}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
  if (typeof answer !== 'object' || answer === null || !('data' in answer)) throw new Error('no data');
  return answer.data;
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && name in value ? Reflect.get(value, name) : undefined;

/** A club, a court and a match with a few points, through the real API. */
async function arrangeMatch(dataDir: string): Promise<string> {
  const login = await api('POST', '/auth/login', ADMIN);
  const auth = { authorization: `Bearer ${field(login, 'accessToken')}` };
  const club = await api(
    'POST',
    '/clubs',
    { name: 'Bench Club', email: 'bench@example.com', phone: '1', address: 'Calle 1' },
    auth,
  );
  const court = await api(
    'POST',
    '/courts',
    {
      name: 'Bench Court',
      club_id: field(club, 'id'),
      sport_type: 'PADEL',
      court_user: { username: 'bench-court', password: 'bench-court-password', name: 'Bench Court' },
    },
    auth,
  );
  const apiKey: unknown = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).apiKey;
  const created = await api(
    'POST',
    '/matches',
    {
      team1Player1: { name: 'Ana' },
      team1Player2: { name: 'Bea' },
      team2Player1: { name: 'Carla' },
      team2Player2: { name: 'Dani' },
      settings: { serviceConfig: { mode: 'team1' } },
      courtId: field(court, 'id'),
    },
    { 'x-api-key': String(apiKey) },
  );
  const matchId = String(field(created, 'id'));
  for (const action of ['team1-point', 'team2-point', 'team1-point']) {
    await api('POST', `/scores/${matchId}/${action}`, {}, auth);
  }
  return matchId;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};

/** Milliseconds from navigation start: the entry loaded, the route's last chunk, the score's answer, its digits. */
interface Measure {
  ms: number;
  js: number;
  entry: number;
  route: number;
  score: number;
}

/** Milliseconds from navigation start to the score's digits on screen, and the JS bytes sent. */
async function firstScore(matchId: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const url = `http://localhost:${PORT}/scores/public/${matchId}`;
  // In-page scripts as text: this package is type-checked without the DOM library.
  const measure = async (page: Page): Promise<Measure> => {
    await page.goto(url);
    await page.getByTestId('team1-points').waitFor();
    return page.evaluate(`(() => {
      const shown = performance.getEntriesByName('bandeja-first-score')[0];
      const resources = performance.getEntriesByType('resource');
      const end = (part) => Math.max(0, ...resources.filter((e) => e.name.includes(part)).map((e) => e.responseEnd));
      const js = resources
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
      return {
        ms: shown ? shown.startTime : performance.now(),
        js,
        entry: end('/assets/index-'),
        route: Math.max(...resources.filter((e) => e.name.endsWith('.js')).map((e) => e.responseEnd)),
        score: end('/api/scores/public/'),
      };
    })()`);
  };
  // Marks the moment the score's digits are first in the document.
  const mark = `new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="team1-points"]')) {
      performance.mark('bandeja-first-score');
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });`;
  try {
    const cold: number[] = [];
    const phases: Measure[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(mark);
      const result = await measure(page);
      cold.push(result.ms);
      phases.push(result);
      await context.close();
    }
    const coldJs = phases.at(-1)?.js ?? 0;
    const warm: number[] = [];
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(mark);
    await measure(page);
    for (let run = 0; run < RUNS; run += 1) warm.push((await measure(page)).ms);
    await context.close();
    return { cold, warm, coldJs, phases };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'bandeja-bench-web-'));
  const distDir = path.join(work, 'dist');
  const dataDir = path.join(work, 'data');
  let server: ChildProcess | null = null;
  try {
    const manifest = build(distDir);
    const bundle = bundleReport(distDir, manifest);
    console.log('Public scoreboard (/scores/public/{matchId})');
    console.log(
      `  JavaScript before the first score: ${kb(bundle.js)} gzipped (target < ${JS_TARGET_KB} KB)`,
    );
    for (const [file, size] of bundle.rows) console.log(`    ${file.padEnd(48)} ${kb(size)}`);
    console.log(`  CSS: ${kb(bundle.cssBytes)} gzipped`);
    console.log('  Lazy chunks (loaded on demand):');
    for (const [name, size] of bundle.lazy) console.log(`    ${name.padEnd(48)} ${kb(size)}`);

    server = await startServer(dataDir, distDir);
    const matchId = await arrangeMatch(dataDir);
    const timing = await firstScore(matchId);
    console.log(`  Time to first score on loopback, ${RUNS} runs each:`);
    console.log(
      `    cold cache: best ${Math.min(...timing.cold).toFixed(0)} ms, median ${median(timing.cold).toFixed(0)} ms, p95 ${p95(timing.cold).toFixed(0)} ms (target < ${FIRST_SCORE_TARGET_MS} ms); JS sent ${kb(timing.coldJs)}`,
    );
    const phase = (pick: (m: Measure) => number) => median(timing.phases.map(pick)).toFixed(0);
    console.log(
      `    cold cache, medians: entry chunk loaded ${phase((m) => m.entry)} ms, route chunks ${phase((m) => m.route)} ms, score answered ${phase((m) => m.score)} ms, digits shown ${phase((m) => m.ms)} ms`,
    );
    console.log(
      `    warm cache: best ${Math.min(...timing.warm).toFixed(0)} ms, median ${median(timing.warm).toFixed(0)} ms, p95 ${p95(timing.warm).toFixed(0)} ms`,
    );
    console.log(
      `  Machine: ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)} at the end of the run`,
    );
    // As bench/scoring, the time target is judged on the best run: the machine is shared, and the
    // median also measures the neighbours.
    const ok = bundle.js < JS_TARGET_KB * 1024 && Math.min(...timing.cold) < FIRST_SCORE_TARGET_MS;
    console.log(ok ? '  Targets met.' : '  TARGET MISSED.');
    if (!ok) process.exitCode = 1;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
