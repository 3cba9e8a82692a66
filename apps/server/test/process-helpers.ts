import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HEADERS } from '@bandeja/contract';
import { z } from 'zod';
import { issueCourtToken } from '../src/auth/court-token.ts';
import { type ServerProcess, spawnServer, waitForHealth } from './server-process.ts';

export type { ServerProcess };

/** Child-process helpers for the durability and scale-out tests: the real server, killed at will. */
export const TEST_API_KEY = 'durability-api-key-0123456789';
export const JWT_SECRET = 'durability-jwt-secret-0123456789-0123456789';

/** Starts the server with the demo data on a free port and resolves once /api/health answers 200. */
export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const server = spawnServer({
    DATA_DIR: options.dataDir,
    API_KEY: TEST_API_KEY,
    JWT_SECRET,
    ADMIN_PASSWORD: 'durability-admin-password',
    SEED_DEMO: 'true',
    // Presses come faster than any hand: no guard, no throttle.
    PRESS_GUARD_MS: '0',
    BUTTON_PRESS_LIMIT: '1000000',
    DATABASE_URL: options.databaseUrl ?? '',
    REDIS_URL: options.redisUrl ?? '',
    ...options.env,
  });
  try {
    await waitForHealth(server);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
  return server;
}

export async function killHard(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

export async function stopGracefully(server: ServerProcess): Promise<number | string> {
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

/** The demo courts (two) and their buttons, from the credentials the first start wrote. */
export function demoCourts(dataDir: string) {
  const credentials = credentialsSchema.parse(
    JSON.parse(readFileSync(path.join(dataDir, 'initial-credentials.json'), 'utf8')),
  );
  return credentials.demo.courts.map((court) => {
    const button = (action: string) => {
      const found = court.buttons.find((candidate) => candidate.action === action);
      if (!found) throw new Error(`no ${action} button`);
      return found;
    };
    return { courtId: court.id, team1: button('TEAM1_SCORE'), team2: button('TEAM2_SCORE') };
  });
}

/** The first demo court and its buttons. */
export function demoCourt(dataDir: string) {
  const [court] = demoCourts(dataDir);
  if (!court) throw new Error('no demo court');
  return court;
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
      // The court's QR code token, as a phone at the court sends it (docs/api.md).
      // Each call here starts the court's first match: no token of the court has been spent yet.
      courtToken: issueCourtToken(JWT_SECRET, { id: courtId, courtTokenUses: 0 }, Date.now()).token,
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
