import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type ClientToServerEvents,
  type LiveScore,
  MESSAGES,
  type ServerToClientEvents,
  type SocketError,
} from '@bandeja/contract';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDatabaseKind } from './database.ts';
import {
  createMatchOn,
  demoCourt,
  killHard,
  pressOn,
  type ServerProcess,
  startServer,
} from './process-helpers.ts';
import { TcpProxy } from './tcp-proxy.ts';

// A connection to PostgreSQL can be lost; the embedded database has none to lose.
const describePostgres = testDatabaseKind() === 'postgres' ? describe : describe.skip;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

describePostgres('a PostgreSQL outage', () => {
  let dataDir: string;
  let databaseUrl: string;
  let dropDatabase: () => Promise<void>;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let screen: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;

  beforeAll(async () => {
    ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase());
    const target = new URL(databaseUrl);
    proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-outage-'));
    server = await startServer({ dataDir, databaseUrl: TcpProxy.through(databaseUrl, proxy) });
  });
  afterAll(async () => {
    screen?.disconnect();
    if (server.child.exitCode === null) await killHard(server);
    await proxy.close();
    await dropDatabase();
  });

  it('keeps the process alive, answers 503 in the contract’s shape while cut, loses no acknowledged press, and scores again by itself', async () => {
    const court = demoCourt(dataDir);
    const matchId = await createMatchOn(server.url, court.courtId, {
      goldenPointMode: 'regular_deuce',
      serviceConfig: { mode: 'team1' },
    });
    const acknowledged = new Set<string>();
    const press = async (pressId: string) => {
      const answer = await pressOn(server.url, pressId.length % 2 === 0 ? court.team1 : court.team2, pressId);
      if (answer.status === 200 && answer.outcome === 'applied') acknowledged.add(pressId);
      return answer;
    };
    for (const pressId of ['before-1', 'before-22', 'before-333']) {
      expect((await press(pressId)).status).toBe(200);
    }

    // A screen follows the match; its own connection to the server stays up throughout.
    screen = io(server.url, { transports: ['websocket'], forceNew: true, reconnection: true });
    const scores: LiveScore[] = [];
    const errors: SocketError[] = [];
    screen.on('matchScore', (score) => scores.push(score));
    screen.on('scoreUpdate', (score) => scores.push(score));
    screen.on('error', (error) => errors.push(error));
    screen.emit('joinMatch', { matchId });
    await until('the screen’s first score', async () => (scores.length > 0 ? true : null));

    // The database goes away: every connection of the pool is reset, idle ones included.
    proxy.cut();
    // The health check notices the outage at its next read of the database, however busy the machine.
    const health = await until(
      'the health check sees the outage',
      async () => {
        const answer = await fetch(`${server.url}/api/health`);
        return answer.status === 503 ? answer : null;
      },
      60_000,
    );
    expect(await health.json()).toMatchObject({ data: { status: 'degraded', databaseReachable: false } });
    expect(server.child.exitCode).toBeNull();

    const cutPress = await fetch(`${server.url}/api/buttons/${court.team1.id}/press`, {
      method: 'POST',
      headers: { 'x-button-key': court.team1.secret, 'x-press-id': 'during-1' },
    });
    expect(cutPress.status).toBe(503);
    expect(await cutPress.json()).toEqual({
      success: false,
      message: MESSAGES.databaseUnavailable,
      code: 'databaseUnavailable',
    });

    const read = await fetch(`${server.url}/api/scores/public/${matchId}`);
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual({
      success: false,
      message: MESSAGES.databaseUnavailable,
      code: 'databaseUnavailable',
    });

    screen.emit('resync', { matchId });
    await until('the screen told the database is away', async () =>
      errors.some((error) => error.message === MESSAGES.databaseUnavailable && error.matchId === matchId)
        ? true
        : null,
    );
    // A court display joining meanwhile is told too, without the court id that would mean its
    // court is gone (a display then asks for its pairing again).
    const errorsBefore = errors.length;
    screen.emit('joinCourt', { courtId: court.courtId });
    const courtError = await until(
      'the court display told the database is away',
      async () => errors.slice(errorsBefore).find((error) => error.matchId === undefined) ?? null,
    );
    expect(courtError).toEqual({ message: MESSAGES.databaseUnavailable, code: 'databaseUnavailable' });
    expect(server.child.exitCode).toBeNull();

    // It comes back: everything recovers with no restart.
    proxy.restore();
    await until('health 200 again', async () =>
      (await fetch(`${server.url}/api/health`)).status === 200 ? true : null,
    );
    // The press refused during the cut is retried with its id: applied once.
    const retried = await press('during-1');
    expect(retried.status).toBe(200);
    for (const pressId of ['after-1', 'after-22']) expect((await press(pressId)).status).toBe(200);

    // Every acknowledged press is in the log, once; the screen reaches the last version.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ press_id: string }>(
        "select press_id from match_events where match_id = $1 and kind = 'point' order by seq",
        [matchId],
      );
      expect(rows.map((row) => row.press_id).sort()).toEqual([...acknowledged].sort());
      const { rows: versions } = await client.query<{ version: number }>(
        'select version from score_snapshots where match_id = $1',
        [matchId],
      );
      const version = versions[0]?.version;
      expect(version).toBe(acknowledged.size);
      await until('the screen at the last version', async () =>
        scores.some((score) => score.version === version) ? true : null,
      );
    } finally {
      await client.end();
    }
    expect(server.child.exitCode).toBeNull();
  });
});
