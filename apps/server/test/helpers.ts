import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@bandeja/contract';
import { hash } from '@node-rs/argon2';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { insertUser, type UserRow } from '../src/auth/user-repository.ts';
import { insertClub } from '../src/clubs/repository.ts';
import type { Config } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import { insertCourt } from '../src/courts/repository.ts';
import type { DbOrTx } from '../src/db/client.ts';
import type { Realtime } from '../src/realtime/socket.ts';
import { openTestDatabase } from './database.ts';
import {
  assertConformance,
  type ConformanceCheck,
  checkAnswersAgainstDocument,
} from './openapi-conformance.ts';
import { TEST_REDIS_PREFIX } from './server-process.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_API_KEY = 'test-api-key-0123456789';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public time = Date.UTC(2026, 10, 22, 10, 0, 0)) {}
  now = (): number => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-test-'));
  return {
    port: 0,
    publicUrl: null,
    dataDir,
    database: { kind: 'pglite', dir: path.join(dataDir, 'db') },
    redisUrl: null,
    redisPrefix: TEST_REDIS_PREFIX,
    jwtSecret: randomBytes(48).toString('base64url'),
    apiKey: TEST_API_KEY,
    smtpUrl: null,
    admin: { username: 'admin', password: null },
    seedDemo: false,
    webDistDir: null,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  realtime: Realtime;
  clock: TestClock;
  /** The answers checked against the OpenAPI document (buildTestApp); close() throws on a mismatch. */
  conformance?: ConformanceCheck;
  close(): Promise<void>;
}

/** The app in-process on a fresh database (PGlite, or PostgreSQL with TEST_DB=postgres). */
export async function buildTestApp(
  options: { config?: Partial<Config>; realClock?: boolean; logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const clock = new TestClock(options.realClock ? Date.now() : undefined);
  const { app, ctx, realtime } = await buildApp({
    config: testConfig(options.config),
    database,
    now: options.realClock ? Date.now : clock.now,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const conformance = checkAnswersAgainstDocument(app);
  await app.ready();
  return {
    app,
    ctx,
    realtime,
    clock,
    conformance,
    close: async () => {
      await app.close();
      await drop();
      assertConformance(conformance);
    },
  };
}

/**
 * The factories' users share one argon2id hash made with the lightest parameters (1 pass, 64 KiB):
 * a check reads its cost from the hash, so each test's sign-in (tokenFor) costs microseconds instead
 * of the production cost's 26 ms of CPU, thousands of times per run. The production cost
 * (src/auth/password.ts) is what hashPassword writes: users made through the API use it, and
 * auth.test.ts checks that a stored hash carries it.
 */
let passwordHash: Promise<string> | null = null;
function testPasswordHash(): Promise<string> {
  passwordHash ??= hash(TEST_PASSWORD, { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 });
  return passwordHash;
}

let sequence = 0;
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}${randomBytes(3).toString('hex')}`;
}

/** Factories: every test makes its own club, so nothing needs truncating. */
export async function createClub(ctx: { db: DbOrTx }, name = unique('Club ')) {
  return insertClub(ctx.db, {
    name,
    email: `${unique('club')}@example.com`,
    phone: '+34 600 000 000',
    address: 'Calle 1',
  });
}

export async function createCourt(ctx: { db: DbOrTx }, clubId: number, name = unique('Court ')) {
  return insertCourt(ctx.db, { clubId, name, sportType: 'PADEL', screenIdentifier: name });
}

export async function createUser(
  ctx: { db: DbOrTx },
  role: Role,
  scope: { clubId?: number | null; courtId?: number | null } = {},
): Promise<UserRow> {
  return insertUser(ctx.db, {
    name: unique('User '),
    email: `${unique('user')}@example.com`,
    username: unique('user'),
    passwordHash: await testPasswordHash(),
    role,
    clubId: scope.clubId ?? null,
    courtId: scope.courtId ?? null,
  });
}

export async function tokenFor(app: FastifyInstance, user: UserRow): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: user.username, password: TEST_PASSWORD },
  });
  const body = response.json<{ data: { accessToken: string } }>();
  return body.data.accessToken;
}

/** A club with a court, and one user of each role scoped to them. */
export async function createWorld(t: TestApp) {
  const club = await createClub(t.ctx);
  const court = await createCourt(t.ctx, club.id);
  const superAdmin = await createUser(t.ctx, 'super_admin');
  const clubAdmin = await createUser(t.ctx, 'club_admin', { clubId: club.id });
  const courtUser = await createUser(t.ctx, 'court_user', { clubId: club.id, courtId: court.id });
  return { club, court, superAdmin, clubAdmin, courtUser };
}

/** inject() with a bearer token. */
export function injectAs(
  app: FastifyInstance,
  token: string | null,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return app.inject({ ...options, headers });
}

export function messageOf(response: LightMyRequestResponse): string {
  return response.json<{ message: string }>().message;
}
