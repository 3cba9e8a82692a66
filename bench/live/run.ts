/**
 * Live-match benchmark: socket.io-client spectators and HTTP presses against
 *   - a bare Socket.IO server broadcasting the same messages without a database (the floor),
 *   - Bandeja on embedded PGlite,
 *   - Bandeja on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped without).
 * Prints press throughput and latency, press-to-spectator latency for 1,000 spectators on one
 * match and for 10,000 spectators over 500 matches at 50 presses/s, and the server's heap and RSS.
 * Everything runs on this machine: the load generator shares its cores with the server.
 * The scale phase (scale.ts) runs 1, 2 and 3 processes sharing PostgreSQL and Redis.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../apps/server/scripts/build.ts';
import { type FloodReport, FloodThread } from './flood.ts';
import {
  APP_SERVER_BUILD,
  atRate,
  BANDEJA_ENV,
  createMatches,
  forkServer,
  IN_FLIGHT,
  type MatchHandle,
  type MemoryReply,
  mb,
  ms,
  percentile,
  press,
  seedCourts,
  sleep,
  withSteal,
} from './harness.ts';
import { startBenchBroker } from './mosquitto.ts';
import { scaleOut } from './scale.ts';
import { clock, SpectatorThreads } from './spectators.ts';
import { openTablet, type Tablet } from './tablet.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MATCHES = 500;
const quick = process.argv.includes('--quick');
const SECONDS = quick ? 3 : 8;
/** Threads receiving for the spectators (spectators.ts): one per core by default. */
const SPECTATOR_THREADS = Number(process.env.BENCH_SPECTATOR_THREADS ?? os.cpus().length);

interface Target {
  name: string;
  url: string;
  matches: MatchHandle[];
  /** Presses as an MQTT device publishes them (Bandeja with MQTT_URL, the paths phase). */
  mqttPress?: (match: MatchHandle) => Promise<unknown>;
  /** The court tablet's keys (Bandeja in the paths phase, with the web app built: tablet.ts). */
  tablet?: (matchId: string) => Promise<Tablet>;
  memory(gc: boolean): Promise<MemoryReply>;
  resetPeaks(): void;
  stop(): Promise<void>;
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

async function startBandeja(
  name: string,
  databaseUrl: string | null,
  broker: Awaited<ReturnType<typeof startBenchBroker>> | null = null,
  build: string = APP_SERVER_BUILD,
): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-bench-'));
  const courtsWithButtons = await seedCourts(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    MATCHES,
    { topics: broker !== null },
  );
  const server = forkServer(build, {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(broker ? { MQTT_URL: broker.url } : {}),
    // The court tablet's page (tablet.ts): the built web app, served by the server as in production.
    WEB_DIST_DIR: path.resolve(HERE, '../../apps/web/dist'),
    ...BANDEJA_ENV,
  });
  const port = await server.ready;
  const url = `http://127.0.0.1:${port}`;
  const matches = await createMatches(url, courtsWithButtons);
  if (!broker) return { name, url, matches, ...server };
  const device = await broker.device();
  // zigbee2mqtt's message of a single press; `n` keeps each press its own message (docs/hardware.md).
  let published = 0;
  const mqttPress = async (match: MatchHandle) => {
    const button = match.sent % 2 === 0 ? match.team1 : match.team2;
    match.sent += 1;
    published += 1;
    if (!button.topic) throw new Error('button without a topic');
    await device.publishAsync(button.topic, JSON.stringify({ action: 'single', battery: 90, n: published }), {
      qos: 1,
    });
  };
  const stop = async () => {
    device.end(true);
    await server.stop();
  };
  return { name, url, matches, ...server, stop, mqttPress, tablet: (matchId) => openTablet(url, matchId) };
}

/**
 * BENCH_SLOW_MS: the open loop prints each press slower than this, as `sent at:took` (ms from the
 * loop's start): slow presses that come every second, or every minute, point at a timer (that is
 * how the device-health flush was found, bench/README.md "The snapshots read whole on every press").
 */
const SLOW_PRESS_MS = Number(process.env.BENCH_SLOW_MS ?? Number.POSITIVE_INFINITY);

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
  // The server's CPU time per press (user + system, µs): unlike latency, it hardly moves when
  // something else on the machine takes a core, so two builds compare even on a busy machine.
  const before = await target.memory(false);
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
    const slow: string[] = [];
    await atRate(options.rate ?? 100, options.seconds, () => {
      const sentAt = performance.now() - started;
      inFlight.push(
        press(target.url, pick()).then((latency) => {
          latencies.push(latency);
          if (latency > SLOW_PRESS_MS) slow.push(`${sentAt.toFixed(0)}:${latency.toFixed(1)}`);
        }),
      );
    });
    await Promise.all(inFlight);
    if (slow.length > 0) process.stdout.write(`  slower than ${SLOW_PRESS_MS} ms: ${slow.join(' ')}\n`);
  }
  const elapsed = (performance.now() - started) / 1000;
  const after = await target.memory(false);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuPerPress: (after.cpuMicros - before.cpuMicros) / Math.max(1, latencies.length),
    // PGlite's share of it, and its calls into PostgreSQL (a batch statement is one or more).
    wasmPerPress: (after.wasmMicros - before.wasmMicros) / Math.max(1, latencies.length),
    wasmCalls: after.wasmCalls - before.wasmCalls,
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
  send: (match: MatchHandle) => Promise<unknown> = (match) => press(target.url, match),
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
        await send(match);
      }),
    );
  });
  await Promise.all(chains.values());
  await sleep(1500);
  const { arrivals } = await spectators.collect();
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
 * FLOOD_SOCKETS sockets on a worker thread send joinMatch and resync as fast as they can (once,
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
  /** The paths phase: press → last spectator through HTTP and (Bandeja with a broker) MQTT. */
  paths: {
    http: Awaited<ReturnType<typeof broadcastLoad>>;
    mqtt: Awaited<ReturnType<typeof broadcastLoad>> | null;
    key: Awaited<ReturnType<typeof broadcastLoad>> | null;
  } | null;
  /** CPU time stolen by the host during each phase, %. */
  steal: { presses: number; room: number; spread: number; flood: number };
}

/**
 * BENCH_PHASES=presses,room,spread,flood,paths,scale runs a subset (scale: scale.ts, N processes
 * and Redis; paths: a press through HTTP and through MQTT to the last of PATH_SPECTATORS).
 */
const phases = new Set((process.env.BENCH_PHASES ?? 'presses,room,spread,flood,paths,scale').split(','));
/** The paths phase: a club's screens on one match (TV, tablet, phones), a hand's pace of presses. */
const PATH_SPECTATORS = 100;
const PATH_RATE = 5;
const skipped = {
  perSecond: Number.NaN,
  p50: Number.NaN,
  p99: Number.NaN,
  cpuPerPress: Number.NaN,
  wasmPerPress: Number.NaN,
  wasmCalls: 0,
};
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
        `  closed loop: ${closedLoop.perSecond.toFixed(0)}/s, p99 ${ms(closedLoop.p99)} ms, server CPU ${closedLoop.cpuPerPress.toFixed(0)} µs a press\n`,
      );
      const openLoop = await pressLoad(target, { rate: openRate, seconds: SECONDS });
      return [closedLoop, { ...openLoop, rate: openRate }] as const;
    });
    process.stdout.write(
      `  open loop at ${openRate}/s: ${open.perSecond.toFixed(0)}/s, p99 ${ms(open.p99)} ms, server CPU ${open.cpuPerPress.toFixed(0)} µs a press` +
        (open.wasmCalls > 0
          ? `, ${open.wasmPerPress.toFixed(0)} µs of it in PGlite's WebAssembly (${open.wasmCalls} calls)\n`
          : '\n'),
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
  let paths: Row['paths'] = null;
  if (phases.has('paths')) {
    const [, second] = target.matches;
    if (!second) throw new Error('no second match');
    const measure = async (via: string, send?: (match: MatchHandle) => Promise<unknown>) => {
      process.stdout.write(
        `[${target.name}] ${via}: ${PATH_SPECTATORS} spectators on one match, ${PATH_RATE} presses/s…\n`,
      );
      const joined = await spectators.connect(
        target.url,
        Array.from({ length: PATH_SPECTATORS }, () => second.id),
      );
      const result = await broadcastLoad(
        target,
        [second],
        PATH_SPECTATORS,
        spectators,
        joined,
        PATH_RATE,
        SECONDS,
        send,
      );
      process.stdout.write(
        `  press → last spectator p50 ${ms(result.last.p50)} ms, p99 ${ms(result.last.p99)} ms, missing ${result.missing}\n`,
      );
      await spectators.disconnect();
      await sleep(500);
      return result;
    };
    const viaHttp = await measure('HTTP press');
    const viaMqtt = target.mqttPress ? await measure('MQTT press', target.mqttPress) : null;
    let viaKey: Awaited<ReturnType<typeof broadcastLoad>> | null = null;
    if (target.tablet) {
      const tablet = await target.tablet(second.id);
      try {
        viaKey = await measure('key on the court tablet', (match) => tablet.press(match));
      } finally {
        await tablet.close();
      }
    }
    paths = { http: viaHttp, mqtt: viaMqtt, key: viaKey };
  }
  return { target: target.name, cold, closed, open, room, spread, memory, flood, paths, steal };
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
  line('server CPU a press, µs: closed / open loop', (r) =>
    Number.isNaN(r.closed.cpuPerPress) && Number.isNaN(r.open.cpuPerPress)
      ? '–'
      : `${r.closed.cpuPerPress.toFixed(0)} / ${r.open.cpuPerPress.toFixed(0)}`,
  );
  line("  of which PGlite's WebAssembly on the server's thread, µs: closed / open loop", (r) =>
    r.closed.wasmCalls === 0 && r.open.wasmCalls === 0
      ? '–'
      : `${r.closed.wasmPerPress.toFixed(0)} / ${r.open.wasmPerPress.toFixed(0)}`,
  );
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
  const lastOf = (result: Awaited<ReturnType<typeof broadcastLoad>> | null | undefined) =>
    result ? `${ms(result.last.p50)} / ${ms(result.last.p95)} / ${ms(result.last.p99)}` : '–';
  line(
    `${PATH_SPECTATORS} spectators, 1 match, ${PATH_RATE} presses/s: HTTP press → last spectator p50 / p95 / p99 ms`,
    (r) => lastOf(r.paths?.http),
  );
  line('  the same, MQTT press (device publishes, QoS 1) → last spectator p50 / p95 / p99 ms', (r) =>
    lastOf(r.paths?.mqtt),
  );
  line(
    '  the same, a key on the court tablet (Chromium, control screen) → last spectator p50 / p95 / p99 ms',
    (r) => lastOf(r.paths?.key),
  );
  const percent = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(0));
  line(
    'CPU time stolen by the host during presses / 1,000 / 10,000 spectators / flood (%)',
    (r) =>
      `${percent(r.steal.presses)} / ${percent(r.steal.room)} / ${percent(r.steal.spread)} / ${percent(r.steal.flood)}`,
  );
  return lines.join('\n');
}

/** The open loop's rate on PGlite (BENCH_OPEN_RATE; 500 presses/s, the goal's). */
const PGLITE_OPEN_RATE = Number(process.env.BENCH_OPEN_RATE ?? 500);

async function main() {
  const rows: Row[] = [];
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
  /** BENCH_TARGETS=bare,pglite,postgres runs a subset (of the single-process phases). */
  const targets = new Set((process.env.BENCH_TARGETS ?? 'bare,pglite,postgres').split(','));
  const singleProcess = ['presses', 'room', 'spread', 'flood', 'paths'].some((phase) => phases.has(phase));
  // The MQTT path: a Mosquitto for Bandeja on PGlite (docs/hardware.md).
  const broker = phases.has('paths') && targets.has('pglite') ? await startBenchBroker() : null;
  const plans: { make: () => Promise<Target>; openRate: number; flood: boolean }[] = [];
  if (singleProcess) {
    // The bare server has no event budget to measure: it is the floor of the other phases only.
    if (targets.has('bare')) plans.push({ make: startBare, openRate: 1000, flood: false });
    // BENCH_BASELINE_BUILD: an earlier build of app-server.ts (copied from apps/server/dist into a
    // sibling folder, e.g. apps/server/dist-base/), run on PGlite just before this one, so that a
    // change is measured before and after in the same run, on the machine's same moment.
    const baseline = process.env.BENCH_BASELINE_BUILD;
    if (baseline && targets.has('pglite'))
      plans.push({
        make: () => startBandeja('baseline build on PGlite', null, broker, path.resolve(baseline)),
        openRate: PGLITE_OPEN_RATE,
        flood: true,
      });
    if (targets.has('pglite'))
      plans.push({
        make: () => startBandeja('Bandeja on PGlite', null, broker),
        openRate: PGLITE_OPEN_RATE,
        flood: true,
      });
  }
  if (!postgresUrl)
    process.stdout.write('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)\n');
  const { createPostgresDatabase } = await import('../../apps/server/test/database.ts');
  if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
  const drops: (() => Promise<void>)[] = [];
  if (postgresUrl && singleProcess && targets.has('postgres')) {
    const created = await createPostgresDatabase();
    drops.push(created.drop);
    plans.push({
      make: () => startBandeja('Bandeja on PostgreSQL', created.url),
      openRate: 1000,
      flood: true,
    });
  }
  const scale = phases.has('scale');
  if (plans.some((plan) => plan.make !== startBare) || (scale && postgresUrl))
    await buildServer(path.join(HERE, 'app-server.ts'), APP_SERVER_BUILD);
  const spectators = new SpectatorThreads(SPECTATOR_THREADS);
  let scaleReport: string | null = null;
  try {
    for (const plan of plans) {
      const target = await plan.make();
      try {
        rows.push(await benchmark(target, plan.openRate, spectators, { flood: plan.flood }));
      } finally {
        await target.stop();
      }
    }
    if (scale) {
      let databaseUrl: string | null = null;
      if (postgresUrl) {
        const created = await createPostgresDatabase();
        drops.push(created.drop);
        databaseUrl = created.url;
      }
      scaleReport = await scaleOut({ databaseUrl, seconds: SECONDS, spectators });
    }
  } finally {
    await spectators.stop();
    await broker?.stop();
    for (const drop of drops) await drop();
  }
  if (rows.length > 0) process.stdout.write(`\n${report(rows)}\n`);
  if (scaleReport) process.stdout.write(`\n${scaleReport}\n`);
}

await main();
