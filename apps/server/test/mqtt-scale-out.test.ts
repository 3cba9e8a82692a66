import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, testDatabaseKind } from './database.ts';
import { type Broker, connectDevice, startBroker } from './mosquitto.ts';
import {
  createMatchOn,
  demoCourt,
  killHard,
  type ServerProcess,
  startServer,
  stopGracefully,
} from './process-helpers.ts';

/**
 * Three server processes, one PostgreSQL, one Redis, one Mosquitto (docs/hardware.md): one process
 * at a time holds the server's MQTT session (docs/decisions/012-mqtt-buttons.md), so each message
 * is exactly one point, and none the broker acknowledged is lost while the broker restarts or
 * the process holding the session dies. Child processes use PostgreSQL themselves, so this runs in
 * the embedded-database pass only, like scale-out.test.ts.
 */
const childProcessPass = testDatabaseKind() === 'pglite';
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const METRICS_TOKEN = 'mqtt-metrics-token-0123456789';
const PER_PHASE = 10;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function mqttState(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/health`);
  return ((await response.json()) as { data: { mqtt: string } }).data.mqtt;
}

/** The MQTT messages a process handled (its /metrics), whatever became of them. */
async function handled(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  let total = 0;
  for (const line of text.split('\n')) {
    const match = /^bandeja_mqtt_messages_total\{[^}]*\} (\d+)/.exec(line);
    if (match) total += Number(match[1]);
  }
  return total;
}

describe.skipIf(!childProcessPass || !postgresUrl || !redisUrl)(
  'MQTT buttons with three processes',
  { timeout: 300_000 },
  () => {
    it('scores each message exactly once with three processes, through a broker restart and the death of the process holding the session', async () => {
      const broker: Broker = await startBroker({ auth: true });
      const { url, drop } = await createPostgresDatabase();
      const servers: ServerProcess[] = [];
      const database = new pg.Client({ connectionString: url });
      const device = await connectDevice(broker);
      try {
        const env = { MQTT_URL: broker.url, METRICS_TOKEN };
        const start = async () => {
          const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-mqtt-'));
          return { dataDir, server: await startServer({ dataDir, databaseUrl: url, redisUrl, env }) };
        };
        const first = await start();
        servers.push(first.server);
        await database.connect();
        // The demo's team 1 button gets a topic through the first process (which seeded it); the
        // two processes started after it read the binding when they connect.
        const court = demoCourt(first.dataDir);
        const topic = 'zigbee2mqtt/court-1-team1';
        const login = await fetch(`${first.server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'durability-admin-password' }),
        });
        const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
        const bound = await fetch(`${first.server.url}/api/buttons/${court.team1.id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ mqtt_topic: topic }),
        });
        expect(bound.status).toBe(200);
        servers.push((await start()).server, (await start()).server);
        for (const server of servers)
          await until(async () => (await mqttState(server)) === 'ok', 'MQTT connected');
        const matchId = await createMatchOn(servers[1]?.url ?? '', court.courtId, {
          goldenPointMode: 'regular_deuce',
        });
        let sent = 0;
        const publishSome = async (count: number) => {
          for (let n = 0; n < count; n += 1) {
            sent += 1;
            await device.publishAsync(topic, JSON.stringify({ action: 'single', battery: 90, n: sent }), {
              qos: 1,
            });
          }
        };
        const points = async () =>
          Number(
            (
              await database.query<{ count: string }>(
                "select count(*) from match_events where match_id = $1 and kind = 'point'",
                [matchId],
              )
            ).rows[0]?.count ?? 0,
          );
        const allScored = () => until(async () => (await points()) >= sent, `${sent} points written`, 60_000);

        await publishSome(PER_PHASE);
        await allScored();
        // One process holds the session: it handled every message, the others none.
        const perProcess = await Promise.all(servers.map(handled));
        expect(perProcess.reduce((sum, count) => sum + count, 0)).toBe(PER_PHASE);
        expect(perProcess.filter((count) => count > 0)).toEqual([PER_PHASE]);
        const holder = servers[perProcess.findIndex((count) => count > 0)];

        // The broker restarts: the device is back first and the broker acknowledges its messages
        // while no process is connected yet; the kept session's subscription takes them.
        await broker.stop();
        await broker.start();
        await until(async () => device.connected, 'device reconnected');
        await publishSome(PER_PHASE);
        await allScored();

        // The holder dies without a word: another process takes the session once the lease runs
        // out, with what the broker kept for it meanwhile.
        if (!holder) throw new Error('no holder');
        await killHard(holder);
        await publishSome(PER_PHASE);
        await allScored();
        const survivors = servers.filter((server) => server !== holder);
        for (const server of survivors)
          await until(async () => (await mqttState(server)) === 'ok', 'MQTT held again');

        // One more, last in the session's order: once it is in, nothing was scored twice.
        await publishSome(1);
        await allScored();
        expect(await points()).toBe(sent);
        expect(sent).toBe(3 * PER_PHASE + 1);
      } finally {
        device.end(true);
        await Promise.all(servers.map((server) => stopGracefully(server)));
        await database.end().catch(() => {});
        await drop();
        await broker.close();
      }
    });
  },
);
