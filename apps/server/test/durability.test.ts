import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createPostgresDatabase, dataDirWithDatabase, testDatabaseKind } from './database.ts';
import { storedTruth } from './live-helpers.ts';
import {
  createMatchOn,
  demoCourt,
  killHard,
  pressOn,
  type ServerProcess,
  startServer,
  stopGracefully,
} from './process-helpers.ts';

/**
 * Child-process tests: the real server killed with SIGKILL mid-stream (durability), and two
 * processes sharing PostgreSQL and Redis (scale-out). They exercise both databases themselves, so
 * they run in the embedded-database pass only (the TEST_DB=postgres pass skips them).
 */
const childProcessPass = testDatabaseKind() === 'pglite';
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (childProcessPass && !postgresUrl) {
  process.stdout.write('durability/scale-out on PostgreSQL skipped: TEST_DATABASE_URL is not set\n');
}
if (childProcessPass && (!postgresUrl || !redisUrl)) {
  process.stdout.write('scale-out skipped: TEST_DATABASE_URL and REDIS_URL are both needed\n');
}

const KILLS = 3;
/** Presses acknowledged by each life of the server before the kill may come. */
const PRESSES_PER_LIFE = 15;
/** A match that strict alternation never ends: regular deuce, advantage and back forever. */
const ENDLESS = { goldenPointMode: 'regular_deuce', serviceConfig: { mode: 'team1' } };

const randomBetween = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

/**
 * Presses team 1 and team 2 alternately, one press at a time as a device does, until the server
 * dies. An answered press is acknowledged; the press in flight when it died is retried (same
 * press id) after the restart, as a device retries.
 */
async function pressUntilDead(
  server: ServerProcess,
  court: ReturnType<typeof demoCourt>,
  state: { next: number; acknowledged: Set<string>; unanswered: string[] },
): Promise<void> {
  for (;;) {
    const number = state.next;
    const pressId = `press-${number}`;
    state.next += 1;
    state.unanswered.push(pressId);
    try {
      const result = await pressOn(server.url, number % 2 === 0 ? court.team1 : court.team2, pressId);
      if (result.status !== 200 || (result.outcome !== 'applied' && result.outcome !== 'duplicate')) {
        throw new Error(`press ${pressId} answered ${result.status} ${result.outcome}`);
      }
      state.acknowledged.add(pressId);
      state.unanswered = state.unanswered.filter((id) => id !== pressId);
    } catch (error) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) return;
      if (error instanceof TypeError) return; // the connection died with the process
      throw error;
    }
  }
}

async function retryUnanswered(
  server: ServerProcess,
  court: ReturnType<typeof demoCourt>,
  state: { acknowledged: Set<string>; unanswered: string[] },
) {
  for (const pressId of state.unanswered) {
    const number = Number(pressId.slice('press-'.length));
    const result = await pressOn(server.url, number % 2 === 0 ? court.team1 : court.team2, pressId);
    expect(result.status).toBe(200);
    expect(['applied', 'duplicate']).toContain(result.outcome);
    state.acknowledged.add(pressId);
  }
  state.unanswered = [];
}

async function verify(database: Database, matchId: string, acknowledged: Set<string>) {
  const truth = await storedTruth(database, matchId);
  const counts = new Map<string, number>();
  const rows = await database.db.query.matchEvents.findMany({
    where: (events, { eq }) => eq(events.matchId, matchId),
    columns: { pressId: true, seq: true },
  });
  for (const row of rows) if (row.pressId) counts.set(row.pressId, (counts.get(row.pressId) ?? 0) + 1);
  // Every acknowledged point is in the log exactly once, and nothing else is.
  expect([...counts.values()].every((count) => count === 1)).toBe(true);
  expect(new Set(counts.keys())).toEqual(acknowledged);
  expect(truth.points).toBe(acknowledged.size);
  expect(rows.map((row) => row.seq).sort((a, b) => a - b)).toEqual(rows.map((_, index) => index + 1));
  // The snapshot is the fold of the log.
  expect(truth.snapshot?.version).toBe(truth.events.length);
  expect(truth.snapshot?.view).toEqual(truth.foldedView);
  const { history: _folded, ...folded } = truth.folded;
  const { history: _stored, ...stored } = truth.state ?? truth.folded;
  expect(stored).toEqual(folded);
  return truth;
}

async function killRepeatedly(target: { dataDir: string; databaseUrl?: string }) {
  let server = await startServer(target);
  const court = demoCourt(target.dataDir);
  const matchId = await createMatchOn(server.url, court.courtId, ENDLESS);
  const state = { next: 0, acknowledged: new Set<string>(), unanswered: [] as string[] };
  for (let kill = 0; kill < KILLS; kill += 1) {
    const pressing = pressUntilDead(server, court, state);
    // Kill at a random moment once this life has acknowledged a few presses (mid-stream).
    const goal = state.acknowledged.size + PRESSES_PER_LIFE;
    while (state.acknowledged.size < goal && server.child.exitCode === null) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, randomBetween(0, 400)));
    await killHard(server);
    await pressing;
    server = await startServer(target);
    await retryUnanswered(server, court, state);
  }
  process.stdout.write(
    `${target.databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${KILLS} SIGKILLs, ${state.acknowledged.size} presses acknowledged\n`,
  );
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(200);
  expect(await stopGracefully(server)).toBe(0);
  return { matchId, acknowledged: state.acknowledged };
}

// A guard against a hang, not a speed limit: the PGlite case (four server starts, three of them
// recovering after a kill) takes 45 s on a quiet machine and went past 300 s beside another gate.
describe.skipIf(!childProcessPass)('durability: SIGKILL mid-stream', { timeout: 600_000 }, () => {
  it(`embedded PGlite: ${KILLS} kills, every acknowledged point once, snapshot = fold of the log`, async () => {
    const dataDir = await dataDirWithDatabase('bandeja-durability-');
    const { matchId, acknowledged } = await killRepeatedly({ dataDir });
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILLS * PRESSES_PER_LIFE);
    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    try {
      await verify(database, matchId, acknowledged);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!postgresUrl)(
    `PostgreSQL: ${KILLS} kills, every acknowledged point once, snapshot = fold of the log`,
    async () => {
      const { url, drop } = await createPostgresDatabase();
      try {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-durability-pg-'));
        const { matchId, acknowledged } = await killRepeatedly({ dataDir, databaseUrl: url });
        expect(acknowledged.size).toBeGreaterThanOrEqual(KILLS * PRESSES_PER_LIFE);
        const database = await openDatabase({ kind: 'postgres', url });
        try {
          await verify(database, matchId, acknowledged);
        } finally {
          await database.close();
        }
      } finally {
        await drop();
      }
    },
  );
});

describe.skipIf(!childProcessPass || !postgresUrl || !redisUrl)(
  'scale-out: two processes, one PostgreSQL, one Redis',
  () => {
    it('a spectator on process B receives the point pressed on process A', async () => {
      const { url, drop } = await createPostgresDatabase();
      const servers: ServerProcess[] = [];
      try {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-scale-'));
        const target = { dataDir, databaseUrl: url, redisUrl };
        servers.push(await startServer(target));
        servers.push(await startServer({ ...target, env: { SEED_DEMO: 'false' } }));
        const [a, b] = servers;
        if (!a || !b) throw new Error('servers did not start');
        const court = demoCourt(dataDir);
        const matchId = await createMatchOn(a.url, court.courtId, ENDLESS);

        const spectator = io(b.url, { transports: ['websocket'], reconnection: false, forceNew: true });
        try {
          const joined = new Promise((resolve) => spectator.once('matchScore', resolve));
          spectator.emit('joinMatch', { matchId });
          await joined;
          for (let point = 1; point <= 3; point += 1) {
            const received = new Promise<{ version: number }>((resolve) =>
              spectator.once('scoreUpdate', (score: { version: number }) =>
                resolve({ version: score.version }),
              ),
            );
            const result = await pressOn(
              a.url,
              point % 2 === 1 ? court.team1 : court.team2,
              `scale-${point}`,
            );
            expect(result).toEqual({ status: 200, outcome: 'applied' });
            const update = await Promise.race([
              received,
              new Promise<never>((_, reject) =>
                // Generous: the test proves the update crosses to B, not how fast (bench/ measures that).
                setTimeout(() => reject(new Error('no update on B within 15 s')), 15_000),
              ),
            ]);
            expect(update.version).toBe(point);
          }
        } finally {
          spectator.disconnect();
        }
      } finally {
        for (const server of servers) await stopGracefully(server);
        await drop();
      }
    });
  },
);
