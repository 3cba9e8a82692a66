/**
 * Fault injection (docs/operations.md, "When something fails"). Two server processes on
 * PostgreSQL and Redis, reached through TCP proxies that can cut them, a WatchButton pressing all
 * along, and two screens (socket clients): one on process A through a proxy of its own (its
 * network can be cut), one on process B (it sees A's presses only through Redis). For a bounded
 * number of rounds it cuts, in turn, PostgreSQL, Redis and the screen's network, for CUT_SECONDS
 * each, and reports:
 *
 * - presses sent, acknowledged, and acknowledged but lost (an applied press missing from the log);
 * - seconds from the end of each cut until things work again: a press acknowledged (PostgreSQL),
 *   both processes healthy and the far screen current (Redis), the cut screen current (network);
 * - screens at the right score at the end (their last version = the stored snapshot's).
 *
 * The button behaves as a device does: one press at a time, a press not acknowledged is sent again
 * with its press id until it is.
 *
 * Then the ordering case (docs/decisions/011-one-order-per-match.md): a third process joins, and
 * one match of the other court is pressed through all three, round-robin, ORDER_IN_FLIGHT presses
 * at a time, with Redis cut once midway; screens on every process count the times a version went
 * backwards (must be 0), the versions they never saw (each a jump they can tell), and whether they
 * end on the stored version. Needs TEST_DATABASE_URL (or BENCH_DATABASE_URL) and REDIS_URL.
 *
 *   npm run faults -w @bandeja/bench [-- --rounds 3 --cut 3]
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClientToServerEvents, LiveScore, ServerToClientEvents } from '@bandeja/contract';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { createPostgresDatabase } from '../../apps/server/test/database.ts';
import {
  createMatchOn,
  demoCourt,
  demoCourts,
  killHard,
  pressOn,
  type ServerProcess,
  startServer,
} from '../../apps/server/test/process-helpers.ts';
import { TcpProxy } from '../../apps/server/test/tcp-proxy.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const ROUNDS = process.argv.includes('--order-only') ? 0 : argument('rounds', 3);
const CUT_SECONDS = argument('cut', 3);
/** Steady time before each cut, and the longest a recovery may take before it counts as failed. */
const STEADY_SECONDS = 2;
const RECOVERY_LIMIT_SECONDS = 60;
/** Presses a second the button sends (one at a time, so fewer while each waits for its answer). */
const PRESSES_PER_SECOND = 10;

const FAULTS = ['PostgreSQL', 'Redis', 'screen network'] as const;
/** The ordering case: presses of one match through three processes, several in flight. */
const ORDER_PRESSES = argument('order-presses', 200);
const ORDER_IN_FLIGHT = 6;
const ORDER_SCREENS_PER_PROCESS = 2;
type Fault = (typeof FAULTS)[number];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

type Screen = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A screen as the web app is one: it joins its match on every (re)connection, keeps the newest. */
function openScreen(url: string, matchId: string) {
  const socket: Screen = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 2000,
  });
  const screen = { socket, version: -1 };
  const take = (score: LiveScore) => {
    if (score.version > screen.version) screen.version = score.version;
  };
  socket.on('connect', () => socket.emit('joinMatch', { matchId }));
  socket.on('matchScore', take);
  socket.on('scoreUpdate', take);
  return screen;
}

/** The button: presses one after the other, each resent with its id until acknowledged. */
function startButton(url: string, court: ReturnType<typeof demoCourt>) {
  const state = {
    sent: 0,
    attempts: 0,
    acknowledged: new Map<string, { outcome: string; at: number }>(),
    lastAcknowledgedAt: 0,
    running: true,
  };
  const done = (async () => {
    for (let number = 0; state.running; number += 1) {
      const pressId = `fault-${number}`;
      const button = number % 2 === 0 ? court.team1 : court.team2;
      state.sent += 1;
      for (;;) {
        const started = Date.now();
        state.attempts += 1;
        const answer = await pressOn(url, button, pressId).catch(() => ({ status: 0, outcome: null }));
        if (answer.status === 200 && answer.outcome) {
          state.acknowledged.set(pressId, { outcome: answer.outcome, at: Date.now() });
          state.lastAcknowledgedAt = Date.now();
          break;
        }
        await sleep(Math.max(0, 250 - (Date.now() - started)));
      }
      await sleep(1000 / PRESSES_PER_SECOND);
    }
  })();
  const stop = async () => {
    state.running = false;
    await done;
  };
  return { state, stop };
}

/** A screen that keeps every score of its match it receives, in arrival order. */
async function openRecordingScreen(url: string, matchId: string) {
  const socket: Screen = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 2000,
  });
  const versions: number[] = [];
  const take = (score: LiveScore) => {
    if (score.match_id === matchId) versions.push(score.version);
  };
  socket.on('connect', () => socket.emit('joinMatch', { matchId }));
  socket.on('matchScore', take);
  socket.on('scoreUpdate', take);
  socket.on('matchFinished', (payload) => take(payload.score));
  await until(() => versions.length > 0);
  return { socket, versions };
}

/**
 * One match pressed through every process at once (a balancer dealing a court's button and its
 * control screen round-robin), Redis cut for `cutMs` after a third of the presses.
 */
async function orderingCase(
  servers: ServerProcess[],
  court: ReturnType<typeof demoCourt>,
  redisProxy: TcpProxy,
  storedVersion: (matchId: string) => Promise<number>,
) {
  const first = servers[0];
  if (!first) throw new Error('no server');
  // 100 points a team cannot win 3 sets of 9 games (3 × 9 × 4 = 108): the match outlives the case.
  const matchId = await createMatchOn(first.url, court.courtId, {
    bestOfSets: 5,
    gamesPerSet: 9,
    tiebreakAt: 9,
    goldenPointMode: 'regular_deuce',
    serviceConfig: { mode: 'team1' },
  });
  const screens = await Promise.all(
    servers.flatMap((server) =>
      Array.from({ length: ORDER_SCREENS_PER_PROCESS }, () => openRecordingScreen(server.url, matchId)),
    ),
  );
  let next = 0;
  let refused = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: ORDER_IN_FLIGHT }, async () => {
      for (let number = next++; number < ORDER_PRESSES; number = next++) {
        if (number === Math.floor(ORDER_PRESSES / 3)) {
          redisProxy.cut();
          setTimeout(() => redisProxy.restore(), CUT_SECONDS * 1000);
        }
        const server = servers[number % servers.length];
        if (!server) throw new Error('no server');
        const button = number % 2 === 0 ? court.team1 : court.team2;
        const answer = await pressOn(server.url, button, `order-${number}`).catch(() => ({ status: 0 }));
        if (answer.status !== 200) refused += 1;
      }
    }),
  );
  const pressSeconds = (Date.now() - started) / 1000;
  const stored = await storedVersion(matchId);
  await until(() => screens.every((screen) => screen.versions.at(-1) === stored));
  const backward = screens.map(
    (screen) =>
      screen.versions.filter((version, index) => index > 0 && version < (screen.versions[index - 1] ?? 0))
        .length,
  );
  const unseen = screens.map(
    (screen) => stored - new Set(screen.versions.filter((version) => version > 0)).size,
  );
  const atEnd = screens.filter((screen) => screen.versions.at(-1) === stored).length;
  if (process.env.FAULTS_DEBUG) {
    for (const screen of screens) {
      const have = new Set(screen.versions);
      const missing = Array.from({ length: stored }, (_, index) => index + 1).filter(
        (version) => !have.has(version),
      );
      process.stdout.write(`\nmissing ${missing.join(',')}`);
    }
  }
  for (const screen of screens) screen.socket.disconnect();
  return { matchId, stored, refused, pressSeconds, backward, unseen, atEnd, screens: screens.length };
}

async function healthy(server: ServerProcess): Promise<boolean> {
  try {
    const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) });
    const body = z.object({ data: z.object({ status: z.string() }) }).safeParse(await response.json());
    return response.status === 200 && body.success && body.data.data.status === 'ok';
  } catch {
    return false;
  }
}

async function until(probe: () => Promise<boolean> | boolean): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < RECOVERY_LIMIT_SECONDS * 1000) {
    if (await probe()) return Date.now() - started;
    await sleep(50);
  }
  return null;
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    process.stderr.write('Fault injection needs TEST_DATABASE_URL (or BENCH_DATABASE_URL) and REDIS_URL.\n');
    process.exit(1);
  }
  process.env.TEST_DATABASE_URL = databaseUrl;
  const created = await createPostgresDatabase();
  const postgres = new URL(created.url);
  const redis = new URL(redisUrl);
  const postgresProxy = await TcpProxy.start({
    host: postgres.hostname,
    port: Number(postgres.port || 5432),
  });
  const redisProxy = await TcpProxy.start({ host: redis.hostname, port: Number(redis.port || 6379) });
  const servers: ServerProcess[] = [];
  const start = async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-faults-'));
    const server = await startServer({
      dataDir,
      databaseUrl: TcpProxy.through(created.url, postgresProxy),
      redisUrl: TcpProxy.through(redisUrl, redisProxy),
    });
    servers.push(server);
    return { server, dataDir };
  };
  try {
    const a = await start();
    const b = await start();
    const court = demoCourt(a.dataDir);
    // Strict alternation in a regular-deuce game never ends it: the match outlives the run.
    const matchId = await createMatchOn(a.server.url, court.courtId, {
      goldenPointMode: 'regular_deuce',
      serviceConfig: { mode: 'team1' },
    });
    const screenProxy = await TcpProxy.start({ host: '127.0.0.1', port: Number(new URL(a.server.url).port) });
    const near = openScreen(TcpProxy.through(a.server.url, screenProxy), matchId);
    const far = openScreen(b.server.url, matchId);
    const button = startButton(a.server.url, court);
    const latest = () => button.state.acknowledged.size;

    const recoveries = new Map<Fault, (number | null)[]>(FAULTS.map((fault) => [fault, []]));
    const duringCuts = new Map<Fault, { sent: number; attempts: number }>(
      FAULTS.map((fault) => [fault, { sent: 0, attempts: 0 }]),
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const fault of FAULTS) {
        await sleep(STEADY_SECONDS * 1000);
        const before = { sent: button.state.sent, attempts: button.state.attempts };
        process.stdout.write(`round ${round}: ${fault} cut for ${CUT_SECONDS} s… `);
        const proxy = fault === 'PostgreSQL' ? postgresProxy : fault === 'Redis' ? redisProxy : screenProxy;
        proxy.cut();
        await sleep(CUT_SECONDS * 1000);
        proxy.restore();
        const restoredAt = Date.now();
        const during = duringCuts.get(fault);
        if (during) {
          during.sent += button.state.sent - before.sent;
          during.attempts += button.state.attempts - before.attempts;
        }
        let took: number | null;
        switch (fault) {
          case 'PostgreSQL':
            took = await until(() => button.state.lastAcknowledgedAt > restoredAt);
            break;
          case 'Redis':
            took = await until(
              async () => (await healthy(a.server)) && (await healthy(b.server)) && far.version >= latest(),
            );
            break;
          case 'screen network':
            took = await until(() => near.socket.connected && near.version >= latest());
            break;
        }
        recoveries.get(fault)?.push(took);
        process.stdout.write(took === null ? 'not recovered\n' : `recovered in ${seconds(took)} s\n`);
      }
    }
    await button.stop();
    // The screens settle on the last press.
    await until(() => near.version >= latest() && far.version >= latest());

    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    const logged = new Map<string, number>();
    let stored = -1;
    try {
      const { rows } = await client.query<{ press_id: string }>(
        'select press_id from match_events where match_id = $1 and press_id is not null',
        [matchId],
      );
      for (const row of rows) logged.set(row.press_id, (logged.get(row.press_id) ?? 0) + 1);
      const snapshot = await client.query<{ version: number }>(
        'select version from score_snapshots where match_id = $1',
        [matchId],
      );
      stored = snapshot.rows[0]?.version ?? -1;
    } finally {
      await client.end();
    }
    const acknowledged = [...button.state.acknowledged.keys()];
    const lost = acknowledged.filter((pressId) => !logged.has(pressId));
    const doubled = [...logged.values()].filter((count) => count > 1).length;
    const screensRight = [near, far].filter((screen) => screen.version === stored).length;

    process.stdout.write(
      `ordering: ${ORDER_PRESSES} presses of one match through 3 processes, ${ORDER_IN_FLIGHT} in flight, Redis cut for ${CUT_SECONDS} s after a third… `,
    );
    const third = await start();
    await until(() => healthy(third.server));
    const otherCourt = demoCourts(a.dataDir)[1] ?? court;
    const ordering = await orderingCase(servers, otherCourt, redisProxy, async (id) => {
      const reader = new pg.Client({ connectionString: created.url });
      await reader.connect();
      try {
        const { rows } = await reader.query<{ version: number }>(
          'select version from score_snapshots where match_id = $1',
          [id],
        );
        return rows[0]?.version ?? -1;
      } finally {
        await reader.end();
      }
    });
    process.stdout.write('done\n');

    const lines = [
      '',
      `Fault injection, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, Node ${process.version}: 2 server processes (PostgreSQL, Redis), ${ROUNDS} rounds, each fault cut for ${CUT_SECONDS} s.`,
      '',
      '| fault | cuts | presses (attempts) sent during the cuts | seconds to recover: each cut | worst |',
      '|---|---|---|---|---|',
      ...FAULTS.map((fault) => {
        const times = recoveries.get(fault) ?? [];
        const shown = times.map((ms) => (ms === null ? 'never' : seconds(ms))).join(', ');
        const worst = times.some((ms) => ms === null)
          ? 'never'
          : seconds(Math.max(...times.map((ms) => ms ?? 0)));
        const during = duringCuts.get(fault);
        return `| ${fault} | ${times.length} | ${during?.sent} (${during?.attempts}) | ${shown} | ${worst} |`;
      }),
      '',
      `Presses sent ${button.state.sent} (attempts ${button.state.attempts}), acknowledged ${acknowledged.length}, ` +
        `acknowledged but lost ${lost.length}, recorded twice ${doubled}; ` +
        `screens at the right score ${screensRight} of 2 (stored version ${stored}).`,
      '',
      `Ordering: ${ORDER_PRESSES} presses of one match dealt round-robin over 3 processes, ${ORDER_IN_FLIGHT} in flight ` +
        `(${(ORDER_PRESSES / ordering.pressSeconds).toFixed(0)} presses/s), Redis cut once for ${CUT_SECONDS} s; ` +
        `${ordering.screens} screens (${ORDER_SCREENS_PER_PROCESS} per process): presses not answered 200 ${ordering.refused}; ` +
        `backward steps ${ordering.backward.reduce((sum, count) => sum + count, 0)} (per screen ${ordering.backward.join(', ')}); ` +
        `versions never seen, each a jump the screen can tell, per screen ${ordering.unseen.join(', ')}; ` +
        `screens ending on the stored version ${ordering.atEnd} of ${ordering.screens} (version ${ordering.stored}).`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    near.socket.disconnect();
    far.socket.disconnect();
    await screenProxy.close();
    const orderBroken = ordering.backward.some((count) => count > 0) || ordering.atEnd < ordering.screens;
    if (lost.length > 0 || doubled > 0 || screensRight < 2 || orderBroken) process.exitCode = 1;
  } finally {
    for (const server of servers) await killHard(server);
    await postgresProxy.close();
    await redisProxy.close();
    await created.drop();
  }
}

await main();
