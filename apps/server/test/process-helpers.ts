import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADERS } from '@bandeja/contract';
import { z } from 'zod';

/** Child-process helpers: the real server (its sources, under tsx), started and killed at will. */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TEST_API_KEY = 'durability-api-key-0123456789';
const JWT_SECRET = 'durability-jwt-secret-0123456789-0123456789';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** Starts `src/server.ts` on a free port and resolves once /api/health answers 200. */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _db, REDIS_URL: _redis, PORT: _port, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      API_KEY: TEST_API_KEY,
      JWT_SECRET,
      ADMIN_PASSWORD: 'durability-admin-password',
      SEED_DEMO: 'true',
      // Presses come faster than any hand: no guard, no throttle.
      PRESS_GUARD_MS: '0',
      BUTTON_PRESS_LIMIT: '1000000',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let alive = true;
  void exited.then(() => {
    alive = false;
  });
  while (Date.now() < deadline && alive) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return { url, child, exited, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

export async function stopGracefully(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

const credentialsSchema = z.object({
  demo: z.object({
    courts: z.array(
      z.object({
        id: z.number(),
        buttons: z.array(z.object({ id: z.number(), action: z.string(), secret: z.string() })),
      }),
    ),
  }),
});

/** The demo court and its buttons, from the credentials the first start wrote. */
export function demoCourt(dataDir: string) {
  const credentials = credentialsSchema.parse(
    JSON.parse(readFileSync(path.join(dataDir, 'initial-credentials.json'), 'utf8')),
  );
  const court = credentials.demo.courts[0];
  if (!court) throw new Error('no demo court');
  const button = (action: string) => {
    const found = court.buttons.find((candidate) => candidate.action === action);
    if (!found) throw new Error(`no ${action} button`);
    return found;
  };
  return { courtId: court.id, team1: button('TEAM1_SCORE'), team2: button('TEAM2_SCORE') };
}

/** POST /api/matches on a child server. */
export async function createMatchOn(url: string, courtId: number, settings: object): Promise<string> {
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADERS.apiKey]: TEST_API_KEY },
    body: JSON.stringify({
      team1Player1: { name: 'Ana' },
      team1Player2: { name: 'Bea' },
      team2Player1: { name: 'Carla' },
      team2Player2: { name: 'Dora' },
      courtId,
      settings,
    }),
  });
  const body = z.object({ data: z.object({ id: z.string() }) }).parse(await response.json());
  return body.data.id;
}

export async function pressOn(
  url: string,
  button: { id: number; secret: string },
  pressId: string,
): Promise<{ status: number; outcome: string | null }> {
  const response = await fetch(`${url}/api/buttons/${button.id}/press`, {
    method: 'POST',
    headers: { [HEADERS.buttonKey]: button.secret, [HEADERS.pressId]: pressId },
  });
  const body = z
    .object({ data: z.object({ outcome: z.string() }).optional() })
    .safeParse(await response.json().catch(() => null));
  return { status: response.status, outcome: body.success ? (body.data.data?.outcome ?? null) : null };
}
