import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClientToServerEvents, LiveScore, ServerToClientEvents } from '@bandeja/contract';
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDatabaseKind } from './database.ts';
import {
  createMatchOn,
  demoCourt,
  pressOn,
  type ServerProcess,
  startServer,
  stopGracefully,
} from './process-helpers.ts';

/**
 * One match pressed through three processes at once (docs/decisions/011-one-order-per-match.md):
 * presses dealt round-robin over the processes with several in flight, as a balancer deals a
 * court's button and its control screen. Every spectator, on every process, must see the match's
 * versions only go up, and end on the last one; a version it never saw is a jump it can tell.
 * Child processes exercise PostgreSQL themselves: this runs in the embedded-database pass only,
 * like scale-out.test.ts.
 */
const childProcessPass = testDatabaseKind() === 'pglite';
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

const PROCESSES = 3;
const PRESSES = 180;
const IN_FLIGHT = 6;
const SPECTATORS_PER_PROCESS = 3;
/** A team cannot win 3 sets of 9 games with 90 points (3 × 9 × 4 = 108): the match never ends. */
const LONG_MATCH = { bestOfSets: 5, gamesPerSet: 9, tiebreakAt: 9, serviceConfig: { mode: 'team1' } };

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

interface Spectator {
  client: Client;
  process: number;
  /** Every score of the match the socket received (snapshot, update, finish), in arrival order. */
  received: { event: string; version: number }[];
}

async function watch(url: string, matchId: string, process: number): Promise<Spectator> {
  const client: Client = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  const spectator: Spectator = { client, process, received: [] };
  const note = (event: string) => (score: LiveScore) => {
    if (score.match_id === matchId) spectator.received.push({ event, version: score.version });
  };
  client.on('scoreUpdate', note('scoreUpdate'));
  client.on('matchScore', note('matchScore'));
  client.on('matchFinished', (payload) => note('matchFinished')(payload.score));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no snapshot from process ${process}`)), 10_000);
    client.once('matchScore', () => {
      clearTimeout(timer);
      resolve();
    });
    client.emit('joinMatch', { matchId });
  });
  return spectator;
}

/** The places where a socket saw a lower version after a higher one. */
function backwardSteps(received: readonly { version: number }[]): string[] {
  const steps: string[] = [];
  for (let index = 1; index < received.length; index += 1) {
    const before = received[index - 1]?.version ?? 0;
    const after = received[index]?.version ?? 0;
    if (after < before) steps.push(`${before} then ${after}`);
  }
  return steps;
}

describe.skipIf(!childProcessPass || !postgresUrl || !redisUrl)(
  'one order per match across three processes',
  // A guard against a hang, not a speed limit: three servers start from source first.
  { timeout: 300_000 },
  () => {
    it('no spectator on any process ever receives a lower version of a match than one it already received, and each ends on the last version, with presses spread round-robin over three processes, six in flight', async () => {
      const { url, drop } = await createPostgresDatabase();
      const servers: ServerProcess[] = [];
      const spectators: Spectator[] = [];
      try {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-order3-'));
        const target = { dataDir, databaseUrl: url, redisUrl };
        servers.push(await startServer(target));
        servers.push(
          ...(await Promise.all(
            Array.from({ length: PROCESSES - 1 }, () =>
              startServer({ ...target, env: { SEED_DEMO: 'false' } }),
            ),
          )),
        );
        const court = demoCourt(dataDir);
        const matchId = await createMatchOn(servers[0]?.url ?? '', court.courtId, LONG_MATCH);
        for (const [index, server] of servers.entries())
          for (let n = 0; n < SPECTATORS_PER_PROCESS; n += 1)
            spectators.push(await watch(server.url, matchId, index));

        // Press n goes to process n % 3; six presses are in flight at any time.
        let next = 0;
        const statuses: number[] = [];
        await Promise.all(
          Array.from({ length: IN_FLIGHT }, async () => {
            for (let press = next++; press < PRESSES; press = next++) {
              const server = servers[press % PROCESSES];
              if (!server) throw new Error('no server');
              const button = press % 2 === 0 ? court.team1 : court.team2;
              const result = await pressOn(server.url, button, `order3-${press}`);
              statuses.push(result.status);
            }
          }),
        );
        expect(statuses.filter((status) => status !== 200)).toEqual([]);

        // Every press was acknowledged: wait until each spectator has the last version.
        const deadline = Date.now() + 30_000;
        const lastVersion = (spectator: Spectator) => spectator.received.at(-1)?.version ?? 0;
        while (Date.now() < deadline && spectators.some((spectator) => lastVersion(spectator) < PRESSES)) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const seen = spectators.map((spectator) => ({
          process: spectator.process,
          backward: backwardSteps(spectator.received),
          last: lastVersion(spectator),
        }));
        expect(seen).toEqual(
          spectators.map((spectator) => ({ process: spectator.process, backward: [], last: PRESSES })),
        );
        // What a client may rely on (docs/api.md): each scoreUpdate is newer than any score before
        // it on the socket, so a version it did not see is a jump of more than one.
        for (const spectator of spectators) {
          const updates = spectator.received.filter((entry) => entry.event === 'scoreUpdate');
          for (let index = 1; index < updates.length; index += 1)
            expect(updates[index]?.version ?? 0).toBeGreaterThan(updates[index - 1]?.version ?? 0);
        }
        const skipped = spectators.map(
          (spectator) =>
            PRESSES -
            new Set(spectator.received.filter((entry) => entry.version > 0).map((e) => e.version)).size,
        );
        console.info(
          `versions a spectator never saw (detectable jumps), per spectator: ${skipped.join(', ')}`,
        );
      } finally {
        for (const spectator of spectators) spectator.client.disconnect();
        for (const server of servers) await stopGracefully(server);
        await drop();
      }
    });
  },
);
