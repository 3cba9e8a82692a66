/**
 * Live-match benchmark (issue 4): socket.io-client spectators and HTTP presses against
 *   - a bare Socket.IO server broadcasting the same messages without a database (the floor),
 *   - Bandeja on embedded PGlite,
 *   - Bandeja on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped without).
 * Prints press throughput and latency, press-to-spectator latency for 1,000 spectators on one
 * match and for 10,000 spectators over 500 matches at 50 presses/s, and the server's heap and RSS.
 * Everything runs on this machine: the load generator shares its cores with the server.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { buildServer } from '../../apps/server/scripts/build.ts';
import { generateButtonSecret } from '../../apps/server/src/buttons/secret.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { buttons, clubs, courts } from '../../apps/server/src/db/schema.ts';
import { type FloodReport, FloodThread } from './flood.ts';
import type { ChildMessage, ParentMessage } from './protocol.ts';
import { clock, SpectatorThreads } from './spectators.ts';

const createdSchema = z.object({ data: z.object({ id: z.string() }) });
const HERE = path.dirname(fileURLToPath(import.meta.url));
const MATCHES = 500;
const API_KEY = 'bench-api-key-0123456789';
const quick = process.argv.includes('--quick');
const SECONDS = quick ? 3 : 8;
/** Threads receiving for the spectators (spectators.ts): one per core by default. */
const SPECTATOR_THREADS = Number(process.env.BENCH_SPECTATOR_THREADS ?? os.cpus().length);

interface Button {
  id: number;
  secret: string;
}
interface MatchHandle {
  id: string;
  team1: Button;
  team2: Button;
  /** Presses sent so far (to alternate teams: strict alternation never ends a regular-deuce game). */
  sent: number;
}
interface Target {
  name: string;
  url: string;
  matches: MatchHandle[];
  memory(gc: boolean): Promise<Extract<ChildMessage, { type: 'memory' }>>;
  resetPeaks(): void;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
/**
 * The machine's CPU accounting (/proc/stat, in ticks; null elsewhere). On a virtual machine
 * "steal" is time the host gave our cores to other guests: every latency measured meanwhile is
 * longer, so each phase reports it.
 */
function cpuTicks(): { steal: number; total: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    const ticks = fields.slice(0, 8).map(Number);
    return { steal: ticks[7] ?? 0, total: ticks.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/** Runs `phase` and answers its result with the share of CPU time the host stole meanwhile (%). */
async function withSteal<T>(phase: () => Promise<T>): Promise<[T, number]> {
  const before = cpuTicks();
  const result = await phase();
  const after = cpuTicks();
  if (!before || !after || after.total === before.total) return [result, Number.NaN];
  return [result, (100 * (after.steal - before.steal)) / (after.total - before.total)];
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

function forkServer(script: string, env: Record<string, string>) {
  const child: ChildProcess = fork(path.resolve(HERE, script), [], {
    execArgv: [
      // A build runs on plain Node; a TypeScript file (the bare server) through tsx.
      ...(script.endsWith('.mjs') ? [] : ['--import', 'tsx']),
      '--expose-gc',
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolve(message.port);
    });
  });
  const ask = (message: ParentMessage) => child.send(message);
  const memory = (gc: boolean) =>
    new Promise<Extract<ChildMessage, { type: 'memory' }>>((resolve) => {
      const listener = (message: ChildMessage) => {
        if (message.type !== 'memory') return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
      ask({ type: 'memory', gc });
    });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    ask({ type: 'stop' });
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  };
  return { child, ready, memory, resetPeaks: () => ask({ type: 'resetPeaks' }), stop };
}

async function startBare(): Promise<Target> {
  const server = forkServer('bare-server.ts', {});
  const port = await server.ready;
  const matches = Array.from({ length: MATCHES }, (_, index) => ({
    id: `bare-match-${String(index).padStart(4, '0')}`,
    team1: { id: index * 2 + 1, secret: 'x' },
    team2: { id: index * 2 + 2, secret: 'x' },
    sent: 0,
  }));
  return { name: 'bare Socket.IO', url: `http://127.0.0.1:${port}`, matches, ...server };
}

/** A club with 500 courts and two buttons each, written before the server starts. */
async function seedCourts(target: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string }) {
  const database = await openDatabase(target);
  try {
    const [club] = await database.db
      .insert(clubs)
      .values({ name: 'Bench Club', email: 'bench@example.com', phone: '0', address: 'Bench' })
      .returning();
    if (!club) throw new Error('no club');
    const courtRows = await database.db
      .insert(courts)
      .values(
        Array.from({ length: MATCHES }, (_, index) => ({
          clubId: club.id,
          name: `Court ${index + 1}`,
          sportType: 'PADEL' as const,
          screenIdentifier: `Court ${index + 1}`,
        })),
      )
      .returning();
    const result: { courtId: number; team1: Button; team2: Button }[] = [];
    for (const court of courtRows) {
      const pair: Button[] = [];
      for (const action of ['TEAM1_SCORE', 'TEAM2_SCORE'] as const) {
        const { secret, secretHash } = generateButtonSecret();
        const [row] = await database.db
          .insert(buttons)
          .values({ courtId: court.id, name: action, label: action, action, secretHash })
          .returning();
        if (!row) throw new Error('no button');
        pair.push({ id: row.id, secret });
      }
      const [team1, team2] = pair;
      if (!team1 || !team2) throw new Error('no buttons');
      result.push({ courtId: court.id, team1, team2 });
    }
    return result;
  } finally {
    await database.close();
  }
}

/**
 * app-server.ts built the way `npm start` builds the server (apps/server/scripts/build.ts) and run
 * on plain Node like it: what is measured is what a club runs.
 */
const APP_SERVER_BUILD = path.resolve(HERE, '../../apps/server/dist/bench-app-server.mjs');

async function startBandeja(name: string, databaseUrl: string | null): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-bench-'));
  const courtsWithButtons = await seedCourts(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: path.join(dataDir, 'db') },
  );
  const server = forkServer(APP_SERVER_BUILD, {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    API_KEY,
    JWT_SECRET: 'bench-jwt-secret-0123456789-0123456789-0123',
    ADMIN_PASSWORD: 'bench-admin-password',
    SEED_DEMO: 'false',
    PRESS_GUARD_MS: '0',
    BUTTON_PRESS_LIMIT: '1000000',
    // 10,000 spectators come from this machine's one address.
    CONNECTIONS_PER_ADDRESS: '0',
  });
  const port = await server.ready;
  const url = `http://127.0.0.1:${port}`;
  const matches: MatchHandle[] = [];
  for (let start = 0; start < courtsWithButtons.length; start += 10) {
    const batch = courtsWithButtons.slice(start, start + 10);
    const created = await Promise.all(
      batch.map(async (court) => {
        const response = await fetch(`${url}/api/matches`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
          body: JSON.stringify({
            team1Player1: { name: 'Ana' },
            team1Player2: { name: 'Bea' },
            team2Player1: { name: 'Carla' },
            team2Player2: { name: 'Dora' },
            courtId: court.courtId,
            settings: { goldenPointMode: 'regular_deuce', serviceConfig: { mode: 'team1' } },
          }),
        });
        const body = createdSchema.parse(await response.json());
        return { id: body.data.id, team1: court.team1, team2: court.team2, sent: 0 };
      }),
    );
    matches.push(...created);
  }
  return { name, url, matches, ...server };
}

/**
 * Presses in flight in the closed loop: as many as the generator's keep-alive connections. A
 * throughput is a capacity only when the load can fill the server's batches: with 16 in flight
 * the generator's own round trips capped it (16 / 20 ms ≈ 800/s), not the server.
 */
const IN_FLIGHT = 64;
/** Keep-alive connections: more presses than that wait in the generator (and count). */
const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/** One press on a match, alternating its teams; resolves with the HTTP round trip in ms. */
function press(url: string, match: MatchHandle): Promise<number> {
  const button = match.sent % 2 === 0 ? match.team1 : match.team2;
  match.sent += 1;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/buttons/${button.id}/press`,
      {
        method: 'POST',
        agent,
        headers: { 'x-button-key': button.secret, 'x-press-id': `bench-${match.id}-${match.sent}` },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`press answered ${response.statusCode}`));
          else resolve(performance.now() - started);
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Calls `send(n)` for n = 0, 1, … at `rate` a second for `seconds`, whatever the answers take (an
 * open loop), sleeping until the next one is due: waking every millisecond instead took a share of
 * the cores the spectators and the server need.
 */
async function atRate(rate: number, seconds: number, send: (index: number) => void): Promise<void> {
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent += 1) send(sent);
    await sleep(Math.max(1, started + ((sent + 1) / rate) * 1000 - performance.now()));
  }
}

/** Presses: as many as `concurrency` workers can (closed loop), or `rate` a second (open loop). */
async function pressLoad(target: Target, options: { concurrency?: number; rate?: number; seconds: number }) {
  const latencies: number[] = [];
  let next = 0;
  const pick = () => {
    const match = target.matches[next % target.matches.length];
    next += 1;
    if (!match) throw new Error('no match');
    return match;
  };
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  if (options.concurrency) {
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (performance.now() < deadline) latencies.push(await press(target.url, pick()));
      }),
    );
  } else {
    const inFlight: Promise<void>[] = [];
    await atRate(options.rate ?? 100, options.seconds, () =>
      inFlight.push(press(target.url, pick()).then((latency) => void latencies.push(latency))),
    );
    await Promise.all(inFlight);
  }
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * Broadcasts before this much of a phase has passed are not counted: the first scores sent to a
 * crowd run the server's and the spectators' code before the JIT has compiled it (the first
 * broadcasts to 1,000 spectators took 63–209 ms, the next ones 30–60). A server runs all day.
 */
const WARM_UP_SECONDS = 1;

/**
 * Presses `rate` a second for `seconds` (after the warm-up), round-robin over `matches`, one press
 * in flight per match, and measures the time from sending each press to its version reaching the
 * last spectator, and each one.
 */
async function broadcastLoad(
  target: Target,
  matches: MatchHandle[],
  spectatorsPerMatch: number,
  spectators: SpectatorThreads,
  joinedVersion: ReadonlyMap<string, number>,
  rate: number,
  seconds: number,
) {
  const sentAt = new Map<string, number>();
  const versions = new Map(matches.map((match) => [match.id, joinedVersion.get(match.id) ?? 0]));
  const chains = new Map<string, Promise<unknown>>();
  const measuredFrom = clock() + WARM_UP_SECONDS * 1000;
  await atRate(rate, WARM_UP_SECONDS + seconds, (index) => {
    const match = matches[index % matches.length];
    if (!match) return;
    const previous = chains.get(match.id) ?? Promise.resolve();
    chains.set(
      match.id,
      previous.then(async () => {
        const version = (versions.get(match.id) ?? 0) + 1;
        versions.set(match.id, version);
        const at = clock();
        if (at >= measuredFrom) sentAt.set(`${match.id}:${version}`, at);
        await press(target.url, match);
      }),
    );
  });
  await Promise.all(chains.values());
  await sleep(1500);
  const arrivals = await spectators.collect();
  const toLast: number[] = [];
  const toEach: number[] = [];
  let missing = 0;
  for (const [key, t0] of sentAt) {
    const arrived = arrivals.get(key) ?? [];
    missing += spectatorsPerMatch - arrived.length;
    for (const at of arrived) toEach.push(at - t0);
    if (arrived.length > 0) toLast.push(Math.max(...arrived) - t0);
  }
  return {
    last: { p50: percentile(toLast, 50), p95: percentile(toLast, 95), p99: percentile(toLast, 99) },
    eachP99: percentile(toEach, 99),
    missing,
  };
}

/** Presses a second while the flood phase times them (a busy club's buttons, far from capacity). */
const FLOOD_PRESS_RATE = 50;
/** Sockets flooding at once (each replaced when the server sends it away), and the matches they name. */
const FLOOD_SOCKETS = 8;
const FLOOD_MATCHES = 10;

/**
 * Press latency without and with a socket flood: an open loop of presses, then the same while
 * FLOOD_SOCKETS sockets on a worker thread send joinMatch and resync as fast as they can (issue 14:
 * 20,000 joins from one socket once delayed a press by 14 s). The flood's first second is not
 * timed (it is when the flooders' budgets are spent).
 */
async function floodLoad(target: Target, seconds: number) {
  const quiet = await pressLoad(target, { rate: FLOOD_PRESS_RATE, seconds });
  const flood = new FloodThread();
  await flood.start(
    target.url,
    target.matches.slice(0, FLOOD_MATCHES).map((match) => match.id),
    FLOOD_SOCKETS,
  );
  await sleep(1000);
  const flooded = await pressLoad(target, { rate: FLOOD_PRESS_RATE, seconds });
  const report = await flood.stop();
  return { quiet, flooded, report, eventsPerSecond: report.sent / (seconds + 1) };
}

interface Row {
  target: string;
  cold: Awaited<ReturnType<typeof warmUp>>;
  closed: Awaited<ReturnType<typeof pressLoad>>;
  open: Awaited<ReturnType<typeof pressLoad>> & { rate: number };
  room: Awaited<ReturnType<typeof broadcastLoad>>;
  spread: Awaited<ReturnType<typeof broadcastLoad>>;
  memory: { idleHeap: number; peakHeap: number; peakRss: number; heapAfterGc: number; rss: number };
  flood: Awaited<ReturnType<typeof floodLoad>> | null;
  /** CPU time stolen by the host during each phase, %. */
  steal: { presses: number; room: number; spread: number; flood: number };
}

/** BENCH_PHASES=presses,room,spread,flood runs a subset. */
const phases = new Set((process.env.BENCH_PHASES ?? 'presses,room,spread,flood').split(','));
const skipped = { perSecond: Number.NaN, p50: Number.NaN, p99: Number.NaN };
const skippedBroadcast = {
  last: { p50: Number.NaN, p95: Number.NaN, p99: Number.NaN },
  eachP99: Number.NaN,
  missing: 0,
};

/**
 * One press on each button (1,000), 16 in flight, not counted in the phases: the first press of a
 * button in a process reads the button and its match (the live writer's cache), later ones do not.
 * Its throughput is reported apart, as the cold start.
 */
async function warmUp(target: Target) {
  const started = performance.now();
  const queue = target.matches.flatMap((match) => [match, match]);
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let match = queue.shift(); match; match = queue.shift())
        latencies.push(await press(target.url, match));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function benchmark(
  target: Target,
  openRate: number,
  spectators: SpectatorThreads,
  options: { flood: boolean },
): Promise<Row> {
  const steal = { presses: Number.NaN, room: Number.NaN, spread: Number.NaN, flood: Number.NaN };
  let closed = skipped;
  let open = { ...skipped, rate: openRate };
  process.stdout.write(`\n[${target.name}] warm-up: one press per button…\n`);
  const cold = await warmUp(target);
  process.stdout.write(`  ${cold.perSecond.toFixed(0)}/s, p99 ${ms(cold.p99)} ms\n`);
  if (phases.has('presses')) {
    process.stdout.write(`[${target.name}] presses, no spectators…\n`);
    [[closed, open], steal.presses] = await withSteal(async () => {
      const closedLoop = await pressLoad(target, { concurrency: IN_FLIGHT, seconds: SECONDS });
      process.stdout.write(
        `  closed loop: ${closedLoop.perSecond.toFixed(0)}/s, p99 ${ms(closedLoop.p99)} ms\n`,
      );
      const openLoop = await pressLoad(target, { rate: openRate, seconds: SECONDS });
      return [closedLoop, { ...openLoop, rate: openRate }] as const;
    });
    process.stdout.write(
      `  open loop at ${openRate}/s: ${open.perSecond.toFixed(0)}/s, p99 ${ms(open.p99)} ms\n`,
    );
  }

  const [first] = target.matches;
  if (!first) throw new Error('no match');
  let room = skippedBroadcast;
  if (phases.has('room')) {
    process.stdout.write(`[${target.name}] 1,000 spectators on one match, 20 presses/s…\n`);
    const joined = await spectators.connect(
      target.url,
      Array.from({ length: 1000 }, () => first.id),
    );
    [room, steal.room] = await withSteal(() =>
      broadcastLoad(target, [first], 1000, spectators, joined, 20, SECONDS),
    );
    process.stdout.write(`  to last spectator p99 ${ms(room.last.p99)} ms, missing ${room.missing}\n`);
    await spectators.disconnect();
    await sleep(1000);
  }

  let spread = skippedBroadcast;
  let memory: Row['memory'] = {
    idleHeap: Number.NaN,
    peakHeap: Number.NaN,
    peakRss: Number.NaN,
    heapAfterGc: Number.NaN,
    rss: Number.NaN,
  };
  if (phases.has('spread')) {
    process.stdout.write(`[${target.name}] 10,000 spectators over 500 matches, 50 presses/s…\n`);
    const idle = await target.memory(true);
    target.resetPeaks();
    const spreadIds = Array.from(
      { length: 10_000 },
      (_, index) => target.matches[index % MATCHES]?.id ?? first.id,
    );
    const joined = await spectators.connect(target.url, spreadIds);
    [spread, steal.spread] = await withSteal(() =>
      broadcastLoad(target, target.matches, 20, spectators, joined, 50, SECONDS),
    );
    process.stdout.write(`  to last spectator p99 ${ms(spread.last.p99)} ms, missing ${spread.missing}\n`);
    const during = await target.memory(false);
    const settled = await target.memory(true);
    await spectators.disconnect();
    memory = {
      idleHeap: idle.heapUsed,
      peakHeap: during.peakHeapUsed,
      peakRss: during.peakRss,
      heapAfterGc: settled.heapUsed,
      rss: settled.rss,
    };
  }
  let flood: Row['flood'] = null;
  if (phases.has('flood') && options.flood) {
    process.stdout.write(
      `[${target.name}] ${FLOOD_PRESS_RATE} presses/s, then the same under a flood of ${FLOOD_SOCKETS} sockets…\n`,
    );
    [flood, steal.flood] = await withSteal(() => floodLoad(target, SECONDS));
    process.stdout.write(
      `  press p99 ${ms(flood.quiet.p99)} ms quiet, ${ms(flood.flooded.p99)} ms flooded; ` +
        `${flood.report.sent} events, ${flood.report.sentAway} of ${flood.report.opened} sockets sent away\n`,
    );
  }
  return { target: target.name, cold, closed, open, room, spread, memory, flood, steal };
}

const floodSockets = (report: FloodReport) => `${report.sentAway} / ${report.opened}`;

function report(rows: Row[]): string {
  const lines = [
    `Live-match benchmark, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, Node ${process.version}, ${SECONDS} s per phase; load generator on the same machine.`,
    '',
    `| | ${rows.map((row) => row.target).join(' | ')} |`,
    `|---|${rows.map(() => '---').join('|')}|`,
  ];
  const line = (label: string, value: (row: Row) => string) =>
    lines.push(`| ${label} | ${rows.map(value).join(' | ')} |`);
  line(
    'warm-up, first press of each of the 1,000 buttons: presses/s; p50 / p99 ms',
    (r) => `${r.cold.perSecond.toFixed(0)}; ${ms(r.cold.p50)} / ${ms(r.cold.p99)}`,
  );
  line(`presses/s, ${IN_FLIGHT} in flight (closed loop)`, (r) => r.closed.perSecond.toFixed(0));
  line('  press latency p50 / p99 ms', (r) => `${ms(r.closed.p50)} / ${ms(r.closed.p99)}`);
  line('open loop: presses/s achieved (asked)', (r) => `${r.open.perSecond.toFixed(0)} (${r.open.rate})`);
  line('  press latency p50 / p99 ms', (r) => `${ms(r.open.p50)} / ${ms(r.open.p99)}`);
  line(
    '1,000 spectators, 1 match, 20 presses/s: press → last spectator p50 / p95 / p99 ms',
    (r) => `${ms(r.room.last.p50)} / ${ms(r.room.last.p95)} / ${ms(r.room.last.p99)}`,
  );
  line(
    '  press → each spectator p99 ms; messages missing',
    (r) => `${ms(r.room.eachP99)}; ${r.room.missing}`,
  );
  line(
    '10,000 spectators, 500 matches, 50 presses/s: press → last spectator p50 / p95 / p99 ms',
    (r) => `${ms(r.spread.last.p50)} / ${ms(r.spread.last.p95)} / ${ms(r.spread.last.p99)}`,
  );
  line(
    '  press → each spectator p99 ms; messages missing',
    (r) => `${ms(r.spread.eachP99)}; ${r.spread.missing}`,
  );
  line(
    'server heap after GC: no spectators / 10,000 spectators (MB)',
    (r) => `${mb(r.memory.idleHeap)} / ${mb(r.memory.heapAfterGc)}`,
  );
  line('server heap peak, 10,000 spectators (MB)', (r) => mb(r.memory.peakHeap));
  line('server RSS peak (MB)', (r) => mb(r.memory.peakRss));
  line(`${FLOOD_PRESS_RATE} presses/s, no flood: press latency p50 / p99 ms`, (r) =>
    r.flood ? `${ms(r.flood.quiet.p50)} / ${ms(r.flood.quiet.p99)}` : '–',
  );
  line(`  the same under a flood of ${FLOOD_SOCKETS} sockets (joinMatch/resync): p50 / p99 ms`, (r) =>
    r.flood ? `${ms(r.flood.flooded.p50)} / ${ms(r.flood.flooded.p99)}` : '–',
  );
  line('  flood: events/s sent; sockets sent away / opened; handshakes refused', (r) =>
    r.flood
      ? `${r.flood.eventsPerSecond.toFixed(0)}; ${floodSockets(r.flood.report)}; ${r.flood.report.refused}`
      : '–',
  );
  const percent = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
  line(
    'CPU time stolen by the host during presses / 1,000 / 10,000 spectators / flood (%)',
    (r) =>
      `${percent(r.steal.presses)} / ${percent(r.steal.room)} / ${percent(r.steal.spread)} / ${percent(r.steal.flood)}`,
  );
  return lines.join('\n');
}

async function main() {
  const rows: Row[] = [];
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
  /** BENCH_TARGETS=bare,pglite,postgres runs a subset. */
  const targets = new Set((process.env.BENCH_TARGETS ?? 'bare,pglite,postgres').split(','));
  const plans: { make: () => Promise<Target>; openRate: number; flood: boolean }[] = [];
  if (targets.has('pglite') || targets.has('postgres'))
    await buildServer(path.join(HERE, 'app-server.ts'), APP_SERVER_BUILD);
  // The bare server has no event budget to measure: it is the floor of the other phases only.
  if (targets.has('bare')) plans.push({ make: startBare, openRate: 1000, flood: false });
  if (targets.has('pglite'))
    plans.push({ make: () => startBandeja('Bandeja on PGlite', null), openRate: 500, flood: true });
  let dropPostgres: (() => Promise<void>) | null = null;
  if (postgresUrl && targets.has('postgres')) {
    const { createPostgresDatabase } = await import('../../apps/server/test/database.ts');
    process.env.TEST_DATABASE_URL = postgresUrl;
    const created = await createPostgresDatabase();
    dropPostgres = created.drop;
    plans.push({
      make: () => startBandeja('Bandeja on PostgreSQL', created.url),
      openRate: 1000,
      flood: true,
    });
  } else {
    process.stdout.write('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)\n');
  }
  const spectators = new SpectatorThreads(SPECTATOR_THREADS);
  try {
    for (const plan of plans) {
      const target = await plan.make();
      try {
        rows.push(await benchmark(target, plan.openRate, spectators, { flood: plan.flood }));
      } finally {
        await target.stop();
      }
    }
  } finally {
    await spectators.stop();
    await dropPostgres?.();
  }
  process.stdout.write(`\n${report(rows)}\n`);
}

await main();
