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
  type ServerProcess,
  startServer,
  stopGracefully,
} from './process-helpers.ts';

/**
 * Three server processes, one PostgreSQL, one Redis, one Mosquitto (docs/hardware.md): each MQTT
 * message reaches exactly one process (a shared subscription) and is exactly one point. Child
 * processes use PostgreSQL themselves, so this runs in the embedded-database pass only, like
 * scale-out.test.ts.
 */
const childProcessPass = testDatabaseKind() === 'pglite';
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const METRICS_TOKEN = 'mqtt-metrics-token-0123456789';
const MESSAGES_SENT = 30;

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
  { timeout: 180_000 },
  () => {
    it('each message reaches one of the three processes and scores exactly one point', async () => {
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
        for (let n = 1; n <= MESSAGES_SENT; n += 1) {
          await device.publishAsync(topic, JSON.stringify({ action: 'single', battery: 90, n }), { qos: 1 });
        }
        const points = async () =>
          Number(
            (
              await database.query<{ count: string }>(
                "select count(*) from match_events where match_id = $1 and kind = 'point'",
                [matchId],
              )
            ).rows[0]?.count ?? 0,
          );
        await until(async () => (await points()) >= MESSAGES_SENT, 'every point written');
        const perProcess = await Promise.all(servers.map(handled));
        expect(perProcess.reduce((sum, count) => sum + count, 0)).toBe(MESSAGES_SENT);
        expect(await points()).toBe(MESSAGES_SENT);
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
