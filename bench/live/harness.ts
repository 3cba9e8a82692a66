/**
 * What the live benchmark's phases share (run.ts, scale.ts): forking a server, seeding courts,
 * creating matches, sending presses at a rate, percentiles, and the CPU time the host steals.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { issueCourtToken } from '../../apps/server/src/auth/court-token.ts';
import { hashPassword } from '../../apps/server/src/auth/password.ts';
import { generateButtonSecret } from '../../apps/server/src/buttons/secret.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { buttons, clubs, courts, users } from '../../apps/server/src/db/schema.ts';
import type { ChildMessage, ParentMessage } from './protocol.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const API_KEY = 'bench-api-key-0123456789';

/**
 * app-server.ts built the way `npm start` builds the server (apps/server/scripts/build.ts) and run
 * on plain Node like it: what is measured is what a club runs.
 */
export const APP_SERVER_BUILD = path.resolve(HERE, '../../apps/server/dist/bench-app-server.mjs');

/** The environment every Bandeja server of the benchmark runs with: guard off, throttle off. */
export const BANDEJA_ENV = {
  API_KEY,
  JWT_SECRET: 'bench-jwt-secret-0123456789-0123456789-0123',
  ADMIN_PASSWORD: 'bench-admin-password',
  SEED_DEMO: 'false',
  PRESS_GUARD_MS: '0',
  BUTTON_PRESS_LIMIT: '1000000',
  // Thousands of spectators come from this machine's one address.
  CONNECTIONS_PER_ADDRESS: '0',
};

export interface Button {
  id: number;
  secret: string;
  /** Its MQTT topic, when seeded with topics (the MQTT path of the paths phase). */
  topic?: string;
}
/** The court user of the second court, whose tablet the paths phase drives (tablet.ts). */
export const TABLET_USERNAME = 'tablet';

export interface MatchHandle {
  id: string;
  team1: Button;
  team2: Button;
  /** Presses sent so far (to alternate teams: strict alternation never ends a regular-deuce game). */
  sent: number;
}
export interface CourtWithButtons {
  courtId: number;
  team1: Button;
  team2: Button;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * The machine's CPU accounting (/proc/stat, in ticks; null elsewhere). On a virtual machine
 * "steal" is time the host gave our cores to other guests: every latency measured meanwhile is
 * longer, so each phase reports it.
 */
function cpuTicks(): { steal: number; total: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    const ticks = fields.slice(0, 8).map(Number);
    return { steal: ticks[7] ?? 0, total: ticks.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/** Runs `phase` and answers its result with the share of CPU time the host stole meanwhile (%). */
export async function withSteal<T>(phase: () => Promise<T>): Promise<[T, number]> {
  const before = cpuTicks();
  const result = await phase();
  const after = cpuTicks();
  if (!before || !after || after.total === before.total) return [result, Number.NaN];
  return [result, (100 * (after.steal - before.steal)) / (after.total - before.total)];
}

export const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));
export const mb = (bytes: number) => (Number.isNaN(bytes) ? '–' : (bytes / 1024 / 1024).toFixed(0));

export type MemoryReply = Extract<ChildMessage, { type: 'memory' }>;

export interface ForkedServer {
  child: ChildProcess;
  ready: Promise<number>;
  memory(gc: boolean): Promise<MemoryReply>;
  resetPeaks(): void;
  stop(): Promise<void>;
}

/** Forks a server (a build on plain Node, a TypeScript file through tsx) with a memory probe. */
export function forkServer(script: string, env: Record<string, string>): ForkedServer {
  const child: ChildProcess = fork(path.resolve(HERE, script), [], {
    execArgv: [
      ...(script.endsWith('.mjs') ? [] : ['--import', 'tsx']),
      '--expose-gc',
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolve(message.port);
    });
  });
  const ask = (message: ParentMessage) => child.send(message);
  const memory = (gc: boolean) =>
    new Promise<MemoryReply>((resolve) => {
      const listener = (message: ChildMessage) => {
        if (message.type !== 'memory') return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
      ask({ type: 'memory', gc });
    });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    ask({ type: 'stop' });
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  };
  return { child, ready, memory, resetPeaks: () => ask({ type: 'resetPeaks' }), stop };
}

/** A club with `count` courts and two buttons each, written before the servers start. */
export async function seedCourts(
  target: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string },
  count: number,
  options: { topics?: boolean } = {},
): Promise<CourtWithButtons[]> {
  const database = await openDatabase(target);
  try {
    const [club] = await database.db
      .insert(clubs)
      .values({ name: 'Bench Club', email: 'bench@example.com', phone: '0', address: 'Bench' })
      .returning();
    if (!club) throw new Error('no club');

    const courtRows = await database.db
      .insert(courts)
      .values(
        Array.from({ length: count }, (_, index) => ({
          clubId: club.id,
          name: `Court ${index + 1}`,
          sportType: 'PADEL' as const,
          screenIdentifier: `Court ${index + 1}`,
        })),
      )
      .returning();
    // The court tablet of the paths phase (tablet.ts): the second court's user (its match is the
    // one the paths phase presses on).
    await database.db.insert(users).values({
      name: 'Court tablet',
      username: TABLET_USERNAME,
      passwordHash: await hashPassword(BANDEJA_ENV.ADMIN_PASSWORD),
      role: 'court_user',
      clubId: club.id,
      courtId: courtRows[1]?.id ?? null,
    });
    const result: CourtWithButtons[] = [];
    for (const court of courtRows) {
      const pair: Button[] = [];
      for (const action of ['TEAM1_SCORE', 'TEAM2_SCORE'] as const) {
        const { secret, secretHash } = generateButtonSecret();
        const topic = options.topics ? `bench/court-${court.id}/${action.toLowerCase()}` : undefined;
        const [row] = await database.db
          .insert(buttons)
          .values({
            courtId: court.id,
            name: action,
            label: action,
            action,
            secretHash,
            mqttTopic: topic ?? null,
          })
          .returning();
        if (!row) throw new Error('no button');
        pair.push({ id: row.id, secret, ...(topic ? { topic } : {}) });
      }
      const [team1, team2] = pair;
      if (!team1 || !team2) throw new Error('no buttons');
      result.push({ courtId: court.id, team1, team2 });
    }
    return result;
  } finally {
    await database.close();
  }
}

const createdSchema = z.object({ data: z.object({ id: z.string() }) });

/** One ongoing, endless match (regular deuce) on each court, created through the API at `url`. */
export async function createMatches(
  url: string,
  courtsWithButtons: CourtWithButtons[],
): Promise<MatchHandle[]> {
  const matches: MatchHandle[] = [];
  for (let start = 0; start < courtsWithButtons.length; start += 10) {
    const batch = courtsWithButtons.slice(start, start + 10);
    const created = await Promise.all(
      batch.map(async (court) => {
        const response = await fetch(`${url}/api/matches`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
          body: JSON.stringify({
            team1Player1: { name: 'Ana' },
            team1Player2: { name: 'Bea' },
            team2Player1: { name: 'Carla' },
            team2Player2: { name: 'Dora' },
            courtId: court.courtId,
            settings: { goldenPointMode: 'regular_deuce', serviceConfig: { mode: 'team1' } },
            // The court's first match: no token of the court has been spent yet.
            courtToken: issueCourtToken(
              BANDEJA_ENV.JWT_SECRET,
              { id: court.courtId, courtTokenUses: 0 },
              Date.now(),
            ).token,
          }),
        });
        const body = createdSchema.parse(await response.json());
        return { id: body.data.id, team1: court.team1, team2: court.team2, sent: 0 };
      }),
    );
    matches.push(...created);
  }
  return matches;
}

/**
 * Presses in flight in the closed loop: as many as the generator's keep-alive connections. A
 * throughput is a capacity only when the load can fill the server's batches: with 16 in flight
 * the generator's own round trips capped it (16 / 20 ms ≈ 800/s), not the server.
 */
export const IN_FLIGHT = 64;
/** Keep-alive connections per server: more presses than that wait in the generator (and count). */
const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/**
 * One press on a match, alternating its teams; resolves with the HTTP round trip in ms.
 * `version` is the version the press should make: the bare server broadcasts it (a bare cluster
 * has no shared counter), Bandeja ignores the header.
 */
export function press(url: string, match: MatchHandle, version?: number): Promise<number> {
  const button = match.sent % 2 === 0 ? match.team1 : match.team2;
  match.sent += 1;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/buttons/${button.id}/press`,
      {
        method: 'POST',
        agent,
        headers: {
          'x-button-key': button.secret,
          'x-press-id': `bench-${match.id}-${match.sent}`,
          ...(version === undefined ? {} : { 'x-bench-version': String(version) }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`press answered ${response.statusCode}`));
          else resolve(performance.now() - started);
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Calls `send(n)` for n = 0, 1, … at `rate` a second for `seconds`, whatever the answers take (an
 * open loop), sleeping until the next one is due: waking every millisecond instead took a share of
 * the cores the spectators and the server need.
 */
export async function atRate(rate: number, seconds: number, send: (index: number) => void): Promise<void> {
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent += 1) send(sent);
    await sleep(Math.max(1, started + ((sent + 1) / rate) * 1000 - performance.now()));
  }
}
