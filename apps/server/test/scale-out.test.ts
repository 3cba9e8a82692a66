import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClientToServerEvents, LiveScore, ServerToClientEvents } from '@bandeja/contract';
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDatabaseKind } from './database.ts';
import {
  createMatchOn,
  demoCourts,
  pressOn,
  type ServerProcess,
  startServer,
  stopGracefully,
} from './process-helpers.ts';

/**
 * Three server processes sharing one PostgreSQL and one Redis (docs/operations.md): rooms are
 * shared through the Redis Streams adapter. Child processes exercise PostgreSQL themselves, so
 * this runs in the embedded-database pass only, like the two-process test in durability.test.ts.
 */
const childProcessPass = testDatabaseKind() === 'pglite';
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

const PROCESSES = 3;
/** Presses per match: ten of each match on every process. */
const PRESSES_PER_MATCH = 30;
const SPECTATORS_PER_MATCH_PER_PROCESS = 2;
/** A match that strict alternation never ends: regular deuce, advantage and back forever. */
const ENDLESS = { goldenPointMode: 'regular_deuce', serviceConfig: { mode: 'team1' } };

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Spectator {
  client: Client;
  matchId: string;
  process: number;
  /** The versions of the scoreUpdates received, in arrival order. */
  versions: number[];
}

/** A spectator on `url` that joined `matchId` and saw its snapshot before any press. */
async function watch(url: string, matchId: string, process: number): Promise<Spectator> {
  const client: Client = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  const spectator: Spectator = { client, matchId, process, versions: [] };
  client.on('scoreUpdate', (score: LiveScore) => {
    if (score.match_id === matchId) spectator.versions.push(score.version);
  });
  const joined = await new Promise<LiveScore>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no snapshot from process ${process}`)), 10_000);
    client.once('matchScore', (score: LiveScore) => {
      clearTimeout(timer);
      resolve(score);
    });
    client.emit('joinMatch', { matchId });
  });
  expect(joined.version).toBe(0);
  return spectator;
}

describe.skipIf(!childProcessPass || !postgresUrl || !redisUrl)(
  'scale-out: three processes, one PostgreSQL, one Redis',
  // A guard against a hang, not a speed limit: three servers start from source on a loaded
  // 2-core machine (up to a minute each under a load of 35) before the first press.
  { timeout: 300_000 },
  () => {
    it('spectators on every process receive every press of a match once, in version order, while presses arrive at all three processes', async () => {
      const { url, drop } = await createPostgresDatabase();
      const servers: ServerProcess[] = [];
      const spectators: Spectator[] = [];
      try {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-scale3-'));
        const target = { dataDir, databaseUrl: url, redisUrl };
        // The first process migrates and seeds alone (the migrator takes no lock), then the others.
        servers.push(await startServer(target));
        servers.push(
          ...(await Promise.all(
            Array.from({ length: PROCESSES - 1 }, () =>
              startServer({ ...target, env: { SEED_DEMO: 'false' } }),
            ),
          )),
        );
        const courts = demoCourts(dataDir);
        expect(courts.length).toBeGreaterThanOrEqual(2);
        const matches = await Promise.all(
          courts.map(async (court) => ({
            court,
            id: await createMatchOn(servers[0]?.url ?? '', court.courtId, ENDLESS),
          })),
        );
        for (const [index, server] of servers.entries())
          for (const match of matches)
            for (let n = 0; n < SPECTATORS_PER_MATCH_PER_PROCESS; n += 1)
              spectators.push(await watch(server.url, match.id, index));

        // Each match is pressed as a court presses (one press at a time), its presses dealt
        // round-robin over the processes, and the matches at the same time, each starting on a
        // different process: at any moment the three processes are all taking presses.
        const pressesPerProcess = servers.map(() => 0);
        await Promise.all(
          matches.map(async (match, matchIndex) => {
            for (let press = 0; press < PRESSES_PER_MATCH; press += 1) {
              const processIndex = (press + matchIndex) % servers.length;
              const server = servers[processIndex];
              if (!server) throw new Error('no server');
              const button = press % 2 === 0 ? match.court.team1 : match.court.team2;
              const result = await pressOn(server.url, button, `scale3-${matchIndex}-${press}`);
              expect(result).toEqual({ status: 200, outcome: 'applied' });
              pressesPerProcess[processIndex] = (pressesPerProcess[processIndex] ?? 0) + 1;
            }
          }),
        );
        expect(pressesPerProcess).toEqual(
          servers.map(() => (PRESSES_PER_MATCH * matches.length) / PROCESSES),
        );

        // Every press was acknowledged, so every update is in Redis: wait for the fan-out (generous:
        // the gate runs on a busy machine; a complete fan-out ends the wait at once).
        const deadline = Date.now() + 30_000;
        while (
          Date.now() < deadline &&
          spectators.some((spectator) => spectator.versions.length < PRESSES_PER_MATCH)
        ) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const everyVersion = Array.from({ length: PRESSES_PER_MATCH }, (_, index) => index + 1);
        for (const spectator of spectators) {
          expect(
            { process: spectator.process, match: spectator.matchId, versions: spectator.versions },
            'every version exactly once, in order',
          ).toEqual({ process: spectator.process, match: spectator.matchId, versions: everyVersion });
        }
      } finally {
        for (const spectator of spectators) spectator.client.disconnect();
        for (const server of servers) await stopGracefully(server);
        await drop();
      }
    });
  },
);
