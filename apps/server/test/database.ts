import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.ts';

/**
 * Where test/global-setup.ts leaves the migrated template of this run: the file of PGlite's dumped
 * data directory, the name of the PostgreSQL template database. Without them (a script outside
 * vitest, such as the benchmarks) each database is created empty and migrated when opened.
 */
export const PGLITE_TEMPLATE_ENV = 'BANDEJA_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'BANDEJA_TEST_POSTGRES_TEMPLATE';

/**
 * The database the API tests run on: in-memory PGlite by default, or a fresh PostgreSQL database
 * per test file when TEST_DB=postgres (created from TEST_DATABASE_URL and dropped afterwards).
 * Both start as a copy of the run's migrated template when there is one.
 */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const template = pgliteTemplate();
    const database = await openDatabase({ kind: 'pglite', dir: null, ...(template ? { template } : {}) });
    return { database, drop: () => database.close() };
  }
  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url });
  return {
    database,
    drop: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * PGlite in a folder that outlives the app (a restart test): a new folder starts as a copy of the
 * run's template (creating and migrating one costs seconds of CPU), an existing one is opened.
 */
export function openPgliteFolder(dir: string): Promise<Database> {
  const template = existsSync(path.join(dir, 'PG_VERSION')) ? null : pgliteTemplate();
  return openDatabase({ kind: 'pglite', dir, ...(template ? { template } : {}) });
}

/**
 * A DATA_DIR for a spawned server whose test is not about a first start: its PGlite database
 * already there, a copy of the run's template, which spares the child creating and migrating one
 * (seconds of CPU). The server still seeds it, the database being empty.
 */
export async function dataDirWithDatabase(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await openPgliteFolder(path.join(dataDir, 'db'));
  await database.close();
  return dataDir;
}

/** The dumped template, read once per test worker. */
let pgliteTemplateBlob: Blob | null = null;
function pgliteTemplate(): Blob | null {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return null;
  pgliteTemplateBlob ??= new Blob([readFileSync(file)]);
  return pgliteTemplateBlob;
}

/**
 * Creates a PostgreSQL database next to TEST_DATABASE_URL's: a copy of the run's migrated template
 * when there is one, else empty (migrated when opened: the migrations find nothing left to do on
 * the copy).
 */
export async function createPostgresDatabase(
  options: { name?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = options.name ?? `bandeja_test_${randomBytes(6).toString('hex')}`;
  const template = options.name ? undefined : process.env[POSTGRES_TEMPLATE_ENV];
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
