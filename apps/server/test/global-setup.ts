import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { buildServer } from '../scripts/build.ts';
import { openDatabase } from '../src/db/client.ts';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../src/paths.ts';
import {
  createPostgresDatabase,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  testDatabaseKind,
} from './database.ts';
import { SERVER_BUILD_ENV } from './server-process.ts';

/**
 * Once per run of the API tests (vitest's globalSetup): the server is built for the tests that start
 * it as a process (buildServerOnce), and the committed migrations are applied once
 * to a template database, and every test file's database starts as a copy of it
 * (test/database.ts) instead of being created and migrated again. On PGlite the template is a
 * dump of a migrated data directory in a file; on PostgreSQL a database that
 * `create database … template` copies. Its name or path goes to the test workers in the
 * environment, which they inherit.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const removeServerBuild = await buildServerOnce();
  const removeTemplate = await createTemplate();
  return async () => {
    await removeTemplate();
    removeServerBuild();
  };
}

/**
 * The server the child-process tests start (test/server-process.ts), built once for the run as
 * `npm start` runs it, instead of compiled from its sources by tsx at every start. Its folder is
 * this run's own (a PGlite and a PostgreSQL run go side by side) and sits one level below
 * apps/server, where the build must be (scripts/build.ts).
 */
async function buildServerOnce(): Promise<() => void> {
  const dir = mkdtempSync(path.join(SERVER_ROOT, 'dist-test-'));
  try {
    const file = path.join(dir, 'server.mjs');
    await buildServer(path.join(SERVER_ROOT, 'src/server.ts'), file);
    process.env[SERVER_BUILD_ENV] = file;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return () => {
    delete process.env[SERVER_BUILD_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}

async function createTemplate(): Promise<() => Promise<void>> {
  if (testDatabaseKind() === 'pglite') {
    const client = await PGlite.create();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-template-'));
    const file = path.join(dir, 'pglite-template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
    return async () => {
      delete process.env[PGLITE_TEMPLATE_ENV];
      rmSync(dir, { recursive: true, force: true });
    };
  }
  // A name of its own: two runs side by side must not copy each other's template.
  const { url, drop } = await createPostgresDatabase({
    name: `bandeja_template_${randomBytes(6).toString('hex')}`,
  });
  try {
    const database = await openDatabase({ kind: 'postgres', url });
    // A template must have no session open when it is copied.
    await database.close();
  } catch (error) {
    await drop();
    throw error;
  }
  process.env[POSTGRES_TEMPLATE_ENV] = new URL(url).pathname.slice(1);
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await drop();
  };
}
