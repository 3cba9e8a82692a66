/**
 * The scale-out phase: 1, 2 and 3 server processes sharing one PostgreSQL and one Redis
 * (the Socket.IO Redis Streams adapter), beside as many bare Socket.IO processes sharing the same
 * adapter (the floor), in the same run.
 *
 * Every match's spectators are spread over the processes and its presses are dealt over them
 * (below), so each process holds spectators of rooms whose presses land on another: a press reaches
 * the spectators on the process that took it and, through Redis, those on the others. For each process
 * count it measures press → last spectator (same process and other processes apart), messages
 * lost or out of order, CPU and heap per process, Redis commands, CPU and memory per press, and
 * PostgreSQL transactions and CPU per press.
 *
 * One process is also run without Redis (the in-memory adapter: what a single process measures
 * today), so the adapter's whole cost shows. With two processes or more Bandeja runs twice: presses
 * dealt round-robin over the processes (a load balancer that spreads requests: consecutive
 * presses of a match land on different processes, whose live-match caches are then stale), and
 * by court (every press of a match on one process, the matches spread over the processes: what
 * client-address affinity at the load balancer gives, since a club's devices share an address).
 *
 * Knobs: BENCH_SCALE_PROCESSES (1,2,3), BENCH_SCALE_MATCHES (300), BENCH_SCALE_SPECTATORS
 * (spectators per match: 21, a TV and 20 phones), BENCH_SCALE_RATE (presses/s over all matches:
 * 100), BENCH_SCALE_ROUTING (round-robin,court). Redis is a redis-server the phase starts on a
 * free port and stops.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  APP_SERVER_BUILD,
  atRate,
  BANDEJA_ENV,
  type CourtWithButtons,
  createMatches,
  type ForkedServer,
  forkServer,
  IN_FLIGHT,
  type MatchHandle,
  mb,
  ms,
  percentile,
  press,
  seedCourts,
  sleep,
  withSteal,
} from './harness.ts';
import { ADAPTER_STREAM_MAX_LEN, OwnRedis, type RedisSample } from './redis-server.ts';
import { clock, type SpectatorThreads } from './spectators.ts';

const PROCESS_COUNTS = (process.env.BENCH_SCALE_PROCESSES ?? '1,2,3').split(',').map(Number);
const MATCHES = Number(process.env.BENCH_SCALE_MATCHES ?? 300);
const SPECTATORS_PER_MATCH = Number(process.env.BENCH_SCALE_SPECTATORS ?? 21);
const RATE = Number(process.env.BENCH_SCALE_RATE ?? 100);
/** Which process a match's presses go to: the next one each time, or always the same one. */
type Routing = 'round-robin' | 'court';
const ROUTINGS = (process.env.BENCH_SCALE_ROUTING ?? 'round-robin,court').split(',').map((name): Routing => {
  if (name === 'round-robin' || name === 'court') return name;
  throw new Error(`BENCH_SCALE_ROUTING: unknown routing ${name} (round-robin, court)`);
});
/** Broadcasts of the first second are not counted (the JIT's, as in run.ts). */
const WARM_UP_SECONDS = 1;
/** After the presses: the servers' and Redis's CPU with nothing pressed. */
const IDLE_SECONDS = 1.5;
/** The benchmark's own commands to Redis, not the adapter's. */
const OWN_REDIS_COMMANDS = new Set([
  'info',
  'xlen',
  'memory',
  'dbsize',
  'scan',
  'exists',
  'flushall',
  'config',
  'ping',
  'hello',
  'client',
]);

type Kind = 'bare' | 'bandeja';

interface Setup {
  kind: Kind;
  processes: number;
  /** Rooms shared through Redis; without it, one process with Socket.IO's in-memory adapter. */
  redis: boolean;
  routing: Routing;
}

interface Cluster extends Setup {
  servers: { url: string; server: ForkedServer }[];
  matches: MatchHandle[];
  /** Presses sent to each match in this cluster. */
  pressed: number[];
}

interface Split {
  p50: number;
  p99: number;
}
const split = (values: number[]): Split => ({ p50: percentile(values, 50), p99: percentile(values, 99) });
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

interface PostgresCost {
  commitsPerPress: number;
  /** CPU of the database's backends (the servers' connections) per press, ms. */
  cpuPerPress: number;
}

interface Result extends Setup {
  press: Split;
  last: Split;
  same: Split;
  other: Split;
  missing: number;
  expected: number;
  disordered: number;
  /** Live writes retried after a conflict (the process's cache was stale), per press. */
  conflictsPerPress: number;
  /** Presses answered with an error. */
  failed: number;
  /** Spectators connected and given their snapshot a second (each joins one match). */
  joinsPerSecond: number;
  /** Per process, while pressing: share of one core (%) and ms per press of the whole cluster. */
  cpuPercent: number[];
  /** Per process, with its spectators connected and nothing pressed, % of a core. */
  idlePercent: number[];
  /** Less the idle rate: what each press of the cluster costs each process. */
  cpuPerPress: number[];
  /** Heap after GC before the spectators joined, and with them. */
  heapEmpty: number[];
  heapAfterGc: number[];
  heapPeak: number[];
  adapter: {
    commandsPerPress: number;
    xaddPerPress: number;
    xreadPerPress: number;
    /** Less what Redis spends idle (heartbeats, blocked reads, its timers). */
    cpuPerPress: number;
    /** Redis's CPU with the servers connected and nothing pressed, % of a core. */
    idlePercent: number;
    usedMemory: number;
    bytesPerEntry: number;
    /** Recovery sessions in Redis once the spectators' connections dropped (one each, kept 2 min). */
    sessions: number;
    /** Redis memory per recovery session (MEMORY USAGE of a few). */
    bytesPerSession: number;
  } | null;
  postgres: PostgresCost | null;
  closed: {
    perSecond: number;
    press: Split;
    conflictsPerPress: number;
    failed: number;
    serverCpuPerPress: number;
    postgres: PostgresCost | null;
  };
  steal: { broadcast: number; closed: number };
}

/** Clock ticks a second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU (user + system) of a process from /proc, seconds; 0 if it is gone or unreadable. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (name) ": state is field 3 of proc(5); utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Transactions committed in the benchmark's database, and the CPU of its backends, between start
 * and stop. The servers' pools close idle connections (and open new ones), so the backends are
 * sampled every 250 ms: one born meanwhile counts from zero.
 */
class PostgresMeter {
  readonly #first = new Map<number, number>();
  readonly #last = new Map<number, number>();
  #commits = 0;
  #running = true;
  #loop: Promise<void> = Promise.resolve();

  private constructor(
    private readonly client: pg.Client,
    private readonly database: string,
  ) {}

  static async start(target: { client: pg.Client; database: string } | null): Promise<PostgresMeter | null> {
    if (!target) return null;
    const meter = new PostgresMeter(target.client, target.database);
    meter.#commits = await meter.#commitCount();
    for (const [pid, cpu] of await meter.#backends()) meter.#first.set(pid, cpu);
    meter.#loop = (async () => {
      while (meter.#running) {
        await sleep(250);
        await meter.#sample();
      }
    })();
    return meter;
  }

  async #commitCount(): Promise<number> {
    const result = await this.client.query<{ commits: string }>(
      'select xact_commit as commits from pg_stat_database where datname = $1',
      [this.database],
    );
    return Number(result.rows[0]?.commits ?? 0);
  }

  async #backends(): Promise<Map<number, number>> {
    const result = await this.client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [this.database],
    );
    return new Map(result.rows.map((row) => [row.pid, processCpuSeconds(row.pid)]));
  }

  async #sample(): Promise<void> {
    for (const [pid, cpu] of await this.#backends()) {
      if (!this.#first.has(pid)) this.#first.set(pid, 0);
      this.#last.set(pid, cpu);
    }
  }

  async stop(presses: number): Promise<PostgresCost> {
    this.#running = false;
    await this.#loop;
    await this.#sample();
    let cpu = 0;
    for (const [pid, last] of this.#last) cpu += last - (this.#first.get(pid) ?? 0);
    const commits = (await this.#commitCount()) - this.#commits;
    return { commitsPerPress: commits / presses, cpuPerPress: (cpu * 1000) / presses };
  }
}

async function startCluster(
  setup: Setup,
  databaseUrl: string,
  redisUrl: string | null,
  /** The matches pressed, given the first process's URL. */
  matches: (url: string) => Promise<MatchHandle[]>,
): Promise<Cluster> {
  const redisEnv: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};
  const servers = await Promise.all(
    Array.from({ length: setup.processes }, async () => {
      const server =
        setup.kind === 'bare'
          ? forkServer('bare-server.ts', redisEnv)
          : forkServer(APP_SERVER_BUILD, {
              ...BANDEJA_ENV,
              ...redisEnv,
              DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bandeja-bench-scale-')),
              DATABASE_URL: databaseUrl,
            });
      return { url: `http://127.0.0.1:${await server.ready}`, server };
    }),
  );
  const handles = await matches(servers[0]?.url ?? '');
  return { ...setup, servers, matches: handles, pressed: handles.map(() => 0) };
}

/**
 * The process the next press of match m goes to: round-robin, press k of match m on (k + m) % N
 * (consecutive presses of a match on different processes, every process busy at once); by court,
 * always m % N.
 */
function nextProcess(cluster: Cluster, m: number): number {
  const k = cluster.pressed[m] ?? 0;
  cluster.pressed[m] = k + 1;
  const processes = cluster.servers.length;
  return cluster.routing === 'court' ? m % processes : (k + m) % processes;
}

/** Spectator j of match m sits on process (j + m) % N: every room spans every process. */
function spectatorProcess(spectator: number, match: number, processes: number): number {
  return (spectator + match) % processes;
}

/** Two presses per match, routed as the phase routes them (the JIT, the live writer's first loads). */
async function warmUp(cluster: Cluster): Promise<void> {
  const queue = cluster.matches.flatMap((_, index) => [index, index]);
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        const match = cluster.matches[index];
        const server = cluster.servers[nextProcess(cluster, index)];
        if (match && server) await press(server.url, match);
      }
    }),
  );
}

/** Each process's CPU time (µs) and the live writes it retried after a conflict, so far. */
async function countersOf(cluster: Cluster): Promise<{ cpu: number[]; conflicts: number }> {
  const replies = await Promise.all(cluster.servers.map(({ server }) => server.memory(false)));
  return {
    cpu: replies.map((reply) => reply.cpuMicros),
    conflicts: sum(replies.map((reply) => reply.writeConflicts)),
  };
}

/** Calls of the adapter's commands between two samples (of one command, or all but ours). */
function commandCalls(before: RedisSample, after: RedisSample, command?: string): number {
  let total = 0;
  for (const [name, calls] of after.calls) {
    if (command ? name !== command : OWN_REDIS_COMMANDS.has(name)) continue;
    total += calls - (before.calls.get(name) ?? 0);
  }
  return total;
}

type Postgres = { client: pg.Client; database: string } | null;

/**
 * Presses RATE a second round-robin over the matches (one in flight per match, as a court
 * presses), routed over the processes, with every match's spectators on every process.
 */
async function broadcastPhase(
  cluster: Cluster,
  spectators: SpectatorThreads,
  seconds: number,
  redis: OwnRedis | null,
  postgres: Postgres,
) {
  const processes = cluster.servers.length;
  const empty = await Promise.all(cluster.servers.map(({ server }) => server.memory(true)));
  const joined = new Map<string, number>();
  const joining = performance.now();
  for (const [processIndex, { url }] of cluster.servers.entries()) {
    const ids: string[] = [];
    for (const [m, match] of cluster.matches.entries())
      for (let j = 0; j < SPECTATORS_PER_MATCH; j += 1)
        if (spectatorProcess(j, m, processes) === processIndex) ids.push(match.id);
    for (const [id, version] of await spectators.connect(url, ids, String(processIndex)))
      joined.set(id, Math.max(version, joined.get(id) ?? 0));
  }
  const joinsPerSecond =
    (SPECTATORS_PER_MATCH * cluster.matches.length) / ((performance.now() - joining) / 1000);
  await sleep(500);
  for (const { server } of cluster.servers) server.resetPeaks();

  const versions = cluster.matches.map((match) => joined.get(match.id) ?? 0);
  const sentAt = new Map<string, { at: number; process: number; match: number }>();
  const chains = new Map<number, Promise<unknown>>();
  const pressLatencies: number[] = [];
  let presses = 0;
  /** Presses answered with an error (their version may never come: counted as missing too). */
  let failed = 0;
  const measuredFrom = clock() + WARM_UP_SECONDS * 1000;

  const redisBefore = await redis?.sample();
  const postgresMeter = await PostgresMeter.start(postgres);
  const before = await countersOf(cluster);
  const started = performance.now();
  await atRate(RATE, WARM_UP_SECONDS + seconds, (index) => {
    const m = index % cluster.matches.length;
    const previous = chains.get(m) ?? Promise.resolve();
    chains.set(
      m,
      previous.then(async () => {
        const match = cluster.matches[m];
        if (!match) return;
        const version = (versions[m] ?? 0) + 1;
        versions[m] = version;
        const processIndex = nextProcess(cluster, m);
        const server = cluster.servers[processIndex];
        if (!server) return;
        const at = clock();
        const measured = at >= measuredFrom;
        if (measured) sentAt.set(`${match.id}:${version}`, { at, process: processIndex, match: m });
        presses += 1;
        try {
          const latency = await press(server.url, match, cluster.kind === 'bare' ? version : undefined);
          if (measured) pressLatencies.push(latency);
        } catch {
          failed += 1;
        }
      }),
    );
  });
  await Promise.all(chains.values());
  const elapsed = (performance.now() - started) / 1000;
  const after = await countersOf(cluster);
  const postgresCost = (await postgresMeter?.stop(presses)) ?? null;
  // The stragglers arrive meanwhile; the CPU of the servers and of Redis while nothing is
  // pressed (spectators connected) is their idle rate, taken off the per-press figures.
  const redisAfter = await redis?.sample();
  await sleep(IDLE_SECONDS * 1000);
  const redisIdle = await redis?.sample();
  const idleEnd = await countersOf(cluster);
  const { arrivals, disordered } = await spectators.collect();

  const toLast: number[] = [];
  const toSame: number[] = [];
  const toOther: number[] = [];
  let missing = 0;
  let expected = 0;
  for (const [key, sent] of sentAt) {
    let lastSame = Number.NaN;
    let lastOther = Number.NaN;
    for (let processIndex = 0; processIndex < processes; processIndex += 1) {
      const arrived = arrivals.get(`${processIndex}|${key}`) ?? [];
      let seated = 0;
      for (let j = 0; j < SPECTATORS_PER_MATCH; j += 1)
        if (spectatorProcess(j, sent.match, processes) === processIndex) seated += 1;
      expected += seated;
      missing += Math.max(0, seated - arrived.length);
      if (arrived.length === 0) continue;
      const last = Math.max(...arrived) - sent.at;
      if (processIndex === sent.process) lastSame = last;
      else lastOther = Number.isNaN(lastOther) ? last : Math.max(lastOther, last);
    }
    if (!Number.isNaN(lastSame)) toSame.push(lastSame);
    if (!Number.isNaN(lastOther)) toOther.push(lastOther);
    const last = Math.max(...[lastSame, lastOther].filter((value) => !Number.isNaN(value)));
    if (Number.isFinite(last)) toLast.push(last);
  }

  const during = await Promise.all(cluster.servers.map(({ server }) => server.memory(false)));
  const settled = await Promise.all(cluster.servers.map(({ server }) => server.memory(true)));
  const cpu = after.cpu.map((micros, index) => micros - (before.cpu[index] ?? 0));
  /** µs of CPU a second per process, idle. */
  const idle = idleEnd.cpu.map((micros, index) => (micros - (after.cpu[index] ?? 0)) / IDLE_SECONDS);
  const redisIdlePerSecond =
    redisAfter && redisIdle ? (redisIdle.cpuSeconds - redisAfter.cpuSeconds) / IDLE_SECONDS : Number.NaN;
  return {
    conflictsPerPress: (after.conflicts - before.conflicts) / presses,
    failed,
    joinsPerSecond,
    press: split(pressLatencies),
    last: split(toLast),
    same: split(toSame),
    other: split(toOther),
    missing,
    expected,
    disordered,
    cpuPercent: cpu.map((micros) => micros / 10_000 / elapsed),
    idlePercent: idle.map((micros) => micros / 10_000),
    cpuPerPress: cpu.map((micros, index) => (micros - (idle[index] ?? 0) * elapsed) / 1000 / presses),
    heapEmpty: empty.map((reply) => reply.heapUsed),
    heapAfterGc: settled.map((reply) => reply.heapUsed),
    heapPeak: during.map((reply) => reply.peakHeapUsed),
    adapter:
      redisBefore && redisAfter
        ? {
            commandsPerPress: commandCalls(redisBefore, redisAfter) / presses,
            xaddPerPress: commandCalls(redisBefore, redisAfter, 'xadd') / presses,
            xreadPerPress: commandCalls(redisBefore, redisAfter, 'xread') / presses,
            cpuPerPress:
              ((redisAfter.cpuSeconds - redisBefore.cpuSeconds - redisIdlePerSecond * elapsed) * 1000) /
              presses,
            idlePercent: redisIdlePerSecond * 100,
            sessions: 0,
            bytesPerSession: Number.NaN,
            usedMemory: redisAfter.usedMemory,
            bytesPerEntry:
              redisAfter.streamEntries > 0 ? redisAfter.streamBytes / redisAfter.streamEntries : Number.NaN,
          }
        : null,
    postgres: postgresCost,
  };
}

/** As many presses as IN_FLIGHT workers can, over the matches, routed as the phase routes them. */
async function closedLoop(cluster: Cluster, seconds: number, postgres: Postgres) {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const postgresMeter = await PostgresMeter.start(postgres);
  const before = await countersOf(cluster);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < deadline) {
        const m = next % cluster.matches.length;
        next += 1;
        const match = cluster.matches[m];
        const server = cluster.servers[nextProcess(cluster, m)];
        if (!match || !server) return;
        try {
          latencies.push(await press(server.url, match));
        } catch {
          failed += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const after = await countersOf(cluster);
  const serverCpu = sum(after.cpu) - sum(before.cpu);
  return {
    perSecond: latencies.length / elapsed,
    conflictsPerPress: (after.conflicts - before.conflicts) / latencies.length,
    failed,
    press: split(latencies),
    serverCpuPerPress: serverCpu / 1000 / latencies.length,
    postgres: (await postgresMeter?.stop(latencies.length)) ?? null,
  };
}

const setupName = (setup: Setup) => {
  const name = setup.kind === 'bare' ? 'bare Socket.IO' : 'Bandeja';
  if (!setup.redis) return `${name} × 1, no Redis`;
  if (setup.kind === 'bare' || setup.processes === 1) return `${name} × ${setup.processes}`;
  return `${name} × ${setup.processes}, ${setup.routing === 'court' ? 'by court' : 'round-robin'}`;
};

/**
 * Waits until the servers have written a recovery session for each of `count` dropped spectators
 * (the stream is the one other key), or 10 s.
 */
async function sessionsWritten(redis: OwnRedis | null, count: number): Promise<void> {
  if (!redis) {
    await sleep(1000);
    return;
  }
  for (let tries = 0; tries < 40; tries += 1) {
    if ((await redis.sample()).keys > count) return;
    await sleep(250);
  }
}

async function measure(
  cluster: Cluster,
  spectators: SpectatorThreads,
  seconds: number,
  redis: OwnRedis | null,
  postgres: Postgres,
): Promise<Result> {
  const label = `[${setupName(cluster)}]`;
  process.stdout.write(`\n${label} warm-up…\n`);
  await warmUp(cluster);
  process.stdout.write(
    `${label} ${SPECTATORS_PER_MATCH * cluster.matches.length} spectators over ${cluster.matches.length} matches, ${RATE} presses/s…\n`,
  );
  const [broadcast, broadcastSteal] = await withSteal(() =>
    broadcastPhase(cluster, spectators, seconds, redis, postgres),
  );
  process.stdout.write(
    `  to last spectator p99 ${ms(broadcast.last.p99)} ms (same process ${ms(broadcast.same.p99)}, other ${ms(broadcast.other.p99)}), missing ${broadcast.missing}\n`,
  );
  await spectators.disconnect({ drop: true });
  await sessionsWritten(redis, SPECTATORS_PER_MATCH * cluster.matches.length);
  if (broadcast.adapter && redis) {
    const { sessions, bytesEach } = await redis.sessionBytes();
    broadcast.adapter.sessions = sessions;
    broadcast.adapter.bytesPerSession = bytesEach;
  }
  process.stdout.write(`${label} presses, ${IN_FLIGHT} in flight, no spectators…\n`);
  const [closed, closedSteal] = await withSteal(() => closedLoop(cluster, seconds, postgres));
  process.stdout.write(`  ${closed.perSecond.toFixed(0)}/s, p99 ${ms(closed.press.p99)} ms\n`);
  const { kind, processes, redis: shared, routing } = cluster;
  return {
    kind,
    processes,
    redis: shared,
    routing,
    ...broadcast,
    closed,
    steal: { broadcast: broadcastSteal, closed: closedSteal },
  };
}

function bareMatches(): MatchHandle[] {
  return Array.from({ length: MATCHES }, (_, index) => ({
    id: `bare-match-${String(index).padStart(4, '0')}`,
    team1: { id: index * 2 + 1, secret: 'x' },
    team2: { id: index * 2 + 2, secret: 'x' },
    sent: 0,
  }));
}

/** The setups of the run, each process count's floor first. */
function setups(): Setup[] {
  const list: Setup[] = [];
  for (const processes of PROCESS_COUNTS) {
    if (processes === 1) {
      for (const redis of [false, true])
        for (const kind of ['bare', 'bandeja'] as const)
          list.push({ kind, processes, redis, routing: 'round-robin' });
      continue;
    }
    list.push({ kind: 'bare', processes, redis: true, routing: 'round-robin' });
    for (const routing of ROUTINGS) list.push({ kind: 'bandeja', processes, redis: true, routing });
  }
  return list;
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const perProcess = (values: number[], format: (value: number) => string) => values.map(format).join(', ');
const pair = (value: Split) => `${ms(value.p50)} / ${ms(value.p99)}`;

/** Heap each spectator adds to its process, bytes (after GC, with and without spectators). */
function heapPerSpectator(result: Result): number {
  return (sum(result.heapAfterGc) - sum(result.heapEmpty)) / (MATCHES * SPECTATORS_PER_MATCH);
}

function report(results: Result[], seconds: number): string {
  const floorOf = (result: Result) =>
    results.find(
      (candidate) =>
        candidate.kind === 'bare' &&
        candidate.processes === result.processes &&
        candidate.redis === result.redis,
    );
  const alone = (result: Result) =>
    results.find((candidate) => candidate.kind === result.kind && !candidate.redis);
  /** `text`, and for Bandeja its ratio to the floor of `value`. */
  const withRatio = (result: Result, text: string, value: (r: Result) => number) => {
    const floor = floorOf(result);
    if (result.kind === 'bare' || !floor) return text;
    const ratio = value(result) / value(floor);
    return Number.isFinite(ratio) ? `${text} (×${ratio.toFixed(1)})` : text;
  };
  const table = (headers: string[], cells: (r: Result) => string[]) => [
    `| setup | ${headers.join(' | ')} |`,
    `|---|${headers.map(() => '---').join('|')}|`,
    ...results.map((r) => `| ${setupName(r)} | ${cells(r).join(' | ')} |`),
  ];
  const lines = [
    `Scale-out, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, Node ${process.version}, ${seconds} s per phase; the load generator, PostgreSQL and Redis on the same machine.`,
    `${MATCHES} matches, ${SPECTATORS_PER_MATCH} spectators each (${MATCHES * SPECTATORS_PER_MATCH}) spread over the processes, ${RATE} presses/s. Bandeja's figures are followed by their ratio to the floor (×): the bare Socket.IO cluster of as many processes, with or without Redis alike. Latencies in ms, p50 / p99.`,
    '',
    ...table(
      [
        'press round trip',
        'press → last spectator',
        'last on the pressed process',
        'last on another process',
        'other − pressed process',
        'last spectator − 1 process without Redis',
        'messages missing / expected; out of order; presses failed',
        'spectators joined /s',
        'CPU stolen %',
      ],
      (r) => {
        const single = alone(r);
        return [
          withRatio(r, pair(r.press), (x) => x.press.p99),
          withRatio(r, pair(r.last), (x) => x.last.p99),
          withRatio(r, pair(r.same), (x) => x.same.p99),
          r.processes > 1 ? withRatio(r, pair(r.other), (x) => x.other.p99) : '–',
          r.processes > 1 ? `${ms(r.other.p50 - r.same.p50)} / ${ms(r.other.p99 - r.same.p99)}` : '–',
          single && single !== r
            ? `${ms(r.last.p50 - single.last.p50)} / ${ms(r.last.p99 - single.last.p99)}`
            : '–',
          `${r.missing} / ${r.expected}; ${r.disordered}; ${r.failed}`,
          withRatio(r, fixed(r.joinsPerSecond, 0), (x) => x.joinsPerSecond),
          fixed(r.steal.broadcast, 0),
        ];
      },
    ),
    '',
    ...table(
      [
        'CPU per process, % of a core: pressing (idle)',
        'CPU per process per press of the cluster, ms (less idle)',
        'heap per process after GC, MB: no spectators / spectators (peak); kB per spectator',
        'Redis commands per press (XADD / XREAD)',
        'Redis CPU per press, ms (idle, % of a core)',
        `Redis used MB; stream bytes per entry (× ${ADAPTER_STREAM_MAX_LEN.toLocaleString('en')} kept, MB); recovery sessions × bytes`,
        'PostgreSQL commits / backend CPU ms per press',
        'live writes retried per press',
      ],
      (r) => [
        withRatio(
          r,
          `${perProcess(r.cpuPercent, (v) => fixed(v, 0))} (${perProcess(r.idlePercent, (v) => fixed(v, 1))})`,
          (x) => sum(x.cpuPercent),
        ),
        withRatio(
          r,
          r.processes > 1
            ? `${perProcess(r.cpuPerPress, (v) => fixed(v, 2))} (Σ ${fixed(sum(r.cpuPerPress), 2)})`
            : fixed(sum(r.cpuPerPress), 2),
          (x) => sum(x.cpuPerPress),
        ),
        withRatio(
          r,
          `${perProcess(r.heapEmpty, mb)} / ${perProcess(r.heapAfterGc, mb)} (${perProcess(r.heapPeak, mb)}); ${fixed(heapPerSpectator(r) / 1024, 1)}`,
          (x) => heapPerSpectator(x),
        ),
        r.adapter
          ? withRatio(
              r,
              `${fixed(r.adapter.commandsPerPress, 2)} (${fixed(r.adapter.xaddPerPress, 2)} / ${fixed(r.adapter.xreadPerPress, 2)})`,
              (x) => x.adapter?.commandsPerPress ?? Number.NaN,
            )
          : '–',
        r.adapter
          ? withRatio(
              r,
              `${fixed(r.adapter.cpuPerPress, 3)} (${fixed(r.adapter.idlePercent, 1)})`,
              (x) => x.adapter?.cpuPerPress ?? Number.NaN,
            )
          : '–',
        r.adapter
          ? `${mb(r.adapter.usedMemory)}; ${fixed(r.adapter.bytesPerEntry, 0)} (${mb(r.adapter.bytesPerEntry * ADAPTER_STREAM_MAX_LEN)}); ${r.adapter.sessions} × ${fixed(r.adapter.bytesPerSession, 0)}`
          : '–',
        r.postgres ? `${fixed(r.postgres.commitsPerPress, 2)} / ${fixed(r.postgres.cpuPerPress, 2)}` : '–',
        r.kind === 'bandeja' ? fixed(r.conflictsPerPress, 2) : '–',
      ],
    ),
    '',
    `Presses alone, ${IN_FLIGHT} in flight (closed loop), no spectators, routed as above:`,
    '',
    ...table(
      [
        'presses/s',
        'press round trip',
        'server CPU per press (all processes), ms',
        'PostgreSQL commits / backend CPU ms per press',
        'live writes retried per press',
        'CPU stolen %',
      ],
      (r) => [
        withRatio(r, fixed(r.closed.perSecond, 0), (x) => x.closed.perSecond) +
          (r.closed.failed > 0 ? ` (${r.closed.failed} failed)` : ''),
        withRatio(r, pair(r.closed.press), (x) => x.closed.press.p99),
        withRatio(r, fixed(r.closed.serverCpuPerPress, 2), (x) => x.closed.serverCpuPerPress),
        r.closed.postgres
          ? `${fixed(r.closed.postgres.commitsPerPress, 2)} / ${fixed(r.closed.postgres.cpuPerPress, 2)}`
          : '–',
        r.kind === 'bandeja' ? fixed(r.closed.conflictsPerPress, 2) : '–',
        fixed(r.steal.closed, 0),
      ],
    ),
  ];
  return lines.join('\n');
}

/**
 * Runs the phase for each setup. Needs PostgreSQL (`databaseUrl`, an empty database it seeds) and
 * redis-server; answers the report, or null when either is missing.
 */
export async function scaleOut(options: {
  databaseUrl: string | null;
  seconds: number;
  spectators: SpectatorThreads;
}): Promise<string | null> {
  if (!options.databaseUrl) {
    process.stdout.write(
      'scale-out skipped: it needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)\n',
    );
    return null;
  }
  const redis = await OwnRedis.start();
  if (!redis) {
    process.stdout.write('scale-out skipped: redis-server could not be started (BENCH_REDIS_SERVER)\n');
    return null;
  }
  const databaseUrl = options.databaseUrl;
  const statsClient = new pg.Client({ connectionString: databaseUrl });
  await statsClient.connect();
  const postgres = { client: statsClient, database: new URL(databaseUrl).pathname.slice(1) };
  const results: Result[] = [];
  try {
    process.stdout.write(`\n[scale-out] seeding ${MATCHES} courts…\n`);
    const courts: CourtWithButtons[] = await seedCourts({ kind: 'postgres', url: databaseUrl }, MATCHES);
    let bandejaMatches: MatchHandle[] | null = null;
    for (const setup of setups()) {
      await redis.reset();
      const cluster = await startCluster(setup, databaseUrl, setup.redis ? redis.url : null, async (url) => {
        if (setup.kind === 'bare') return bareMatches();
        // The matches are created once; later clusters press on and join at their versions.
        bandejaMatches ??= await createMatches(url, courts);
        return bandejaMatches;
      });
      try {
        results.push(
          await measure(
            cluster,
            options.spectators,
            options.seconds,
            setup.redis ? redis : null,
            setup.kind === 'bandeja' ? postgres : null,
          ),
        );
      } finally {
        await Promise.all(cluster.servers.map(({ server }) => server.stop()));
      }
    }
  } finally {
    await statsClient.end();
    await redis.stop();
  }
  return report(results, options.seconds);
}
