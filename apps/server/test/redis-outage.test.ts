import {
  type ClientToServerEvents,
  HEADERS,
  type LiveScore,
  MESSAGES,
  type ServerToClientEvents,
} from '@bandeja/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createLogger } from '../src/http/logging.ts';
import { openTestDatabase, testDatabaseKind } from './database.ts';
import { createWorld, type TestApp, TestClock, testConfig } from './helpers.ts';
import { createButton, startMatch } from './live-helpers.ts';
import { TcpProxy } from './tcp-proxy.ts';

type Screen = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Two server processes (two apps in this process, each with its own Redis connection, sharing one
 * database) fanning out through Redis, which goes away and comes back through a TCP proxy. Needs
 * REDIS_URL; run in the embedded-database pass only (what is tested is Redis, not the database).
 */
const redisUrl = process.env.REDIS_URL;
const run = redisUrl !== undefined && testDatabaseKind() === 'pglite';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(
  what: string,
  probe: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe.skipIf(!run)('processes sharing one Redis', () => {
  let proxy: TcpProxy;
  let database: Database;
  let drop: () => Promise<void>;
  const apps: TestApp[] = [];
  const screens: Screen[] = [];

  /** `redisPrefix`: the deployment (REDIS_PREFIX); by default the test file's own. */
  async function start(redisPrefix?: string): Promise<{ t: TestApp; url: string }> {
    const clock = new TestClock(Date.now());
    const { app, ctx, realtime } = await buildApp({
      config: testConfig({
        redisUrl: TcpProxy.through(redisUrl ?? '', proxy),
        live: { pressGuardMs: 0 },
        ...(redisPrefix ? { redisPrefix } : {}),
      }),
      database,
      now: Date.now,
      logger: process.env.DEBUG_LOG ? createLogger({ level: 'info', pretty: false }) : false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    const t = { app, ctx, realtime, clock, close: () => app.close() };
    apps.push(t);
    return { t, url: `http://127.0.0.1:${address.port}` };
  }

  function screen(url: string): Screen {
    const client: Screen = io(url, { transports: ['websocket'], forceNew: true });
    screens.push(client);
    return client;
  }

  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 6379) });
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    for (const client of screens) client.disconnect();
    for (const t of apps) await t.close();
    await proxy.close();
    await drop();
  });

  it('reports degraded while Redis is away, keeps this process’s screens live, and refreshes the others’ (scoreboards and court displays) when it returns', async () => {
    const a = await start();
    const b = await start();
    const world = await createWorld(a.t);
    const matchId = await startMatch(a.t, world.court.id);
    const button = await createButton(a.t.ctx, world.court.id);
    const press = async (pressId: string) => {
      const response = await a.t.app.inject({
        method: 'POST',
        url: `/api/buttons/${button.button.id}/press`,
        headers: { [HEADERS.buttonKey]: button.secret, [HEADERS.pressId]: pressId },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { score: LiveScore } }>().data.score.version;
    };
    const latest = (received: LiveScore[]) => Math.max(-1, ...received.map((score) => score.version));

    // A screen on the pressing process, and one on the other.
    const here: LiveScore[] = [];
    const there: LiveScore[] = [];
    for (const [url, received] of [
      [a.url, here],
      [b.url, there],
    ] as const) {
      const client = screen(url);
      client.on('matchScore', (score) => received.push(score));
      client.on('scoreUpdate', (score) => received.push(score));
      client.emit('joinMatch', { matchId });
    }
    // A court display on the other process too: it follows the court's room.
    const courtThere: number[] = [];
    const display = screen(b.url);
    display.on('courtBoard', (board) => courtThere.push(board.live?.version ?? -1));
    display.on('scoreUpdate', (score) => courtThere.push(score.version));
    display.emit('joinCourt', { courtId: world.court.id });
    await until('both screens joined', () => here.length > 0 && there.length > 0 && courtThere.length > 0);
    const before = await press('before');
    await until('the other process’s screen got the press', () => latest(there) === before);

    const health = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect((await health(a.t)).data).toMatchObject({ status: 'ok', redis: 'ok', problems: [] });

    proxy.cut();
    await until('health degraded', async () => (await health(a.t)).data.redis === 'down');
    const degraded = await a.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json().data).toMatchObject({
      status: 'degraded',
      databaseReachable: true,
      redis: 'down',
      problems: [MESSAGES.healthRedisDown],
    });

    // Presses go on; the screen on the pressing process keeps up while Redis is away.
    let during = before;
    for (const pressId of ['during-1', 'during-2', 'during-3']) {
      during = await press(pressId);
      await until('the local screen keeps up', () => latest(here) === during);
    }
    expect(latest(there)).toBeLessThan(during);
    expect(Math.max(...courtThere)).toBeLessThan(during);

    // Redis returns: no press needed, the other process's screen is brought up to date.
    proxy.restore();
    await until('the other process’s screen refreshed', () => latest(there) === during, 20_000);
    await until(
      'the other process’s court display refreshed',
      () => Math.max(...courtThere) === during,
      20_000,
    );
    await until('health ok again', async () => (await health(a.t)).data.status === 'ok');
    const after = await press('after');
    await until('fan-out works again', () => latest(there) === after);
  });

  it('keeps two deployments sharing one Redis apart by REDIS_PREFIX: a score reaches its own processes’ screens, never the other’s', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const pressing = await start(`club-one-${suffix}`);
    const sameDeployment = await start(`club-one-${suffix}`);
    const otherDeployment = await start(`club-two-${suffix}`);
    const world = await createWorld(pressing.t);
    const matchId = await startMatch(pressing.t, world.court.id);
    const button = await createButton(pressing.t.ctx, world.court.id);
    const heard = async (url: string) => {
      const updates: number[] = [];
      const client = screen(url);
      client.on('scoreUpdate', (score) => updates.push(score.version));
      await new Promise<void>((joined) => {
        client.once('matchScore', () => joined());
        client.emit('joinMatch', { matchId });
      });
      return updates;
    };
    // The other deployment's screen follows a match with the same id: what two databases' match
    // 1 would be, which is how two test runs on one Redis once crossed.
    const same = await heard(sameDeployment.url);
    const other = await heard(otherDeployment.url);
    for (const pressId of ['first', 'second']) {
      const response = await pressing.t.app.inject({
        method: 'POST',
        url: `/api/buttons/${button.button.id}/press`,
        headers: { [HEADERS.buttonKey]: button.secret, [HEADERS.pressId]: pressId },
      });
      expect(response.statusCode).toBe(200);
      const version = response.json<{ data: { score: LiveScore } }>().data.score.version;
      await until('the same deployment’s other process heard it', () => same.includes(version));
    }
    expect(same).toHaveLength(2);
    expect(other).toEqual([]);
  });
});
