import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import { schema } from './schema.ts';

/** The same Drizzle API over embedded PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services take `Db | Tx` through `DbOrTx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** A raw statement for the hot path: its text is fixed, so PostgreSQL prepares it once by name. */
export interface RawStatement {
  name: string;
  text: string;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Runs a raw statement outside Drizzle (the live write path, where query building costs): one
   * round trip, in its own implicit transaction; on PGlite it waits for any open transaction.
   */
  query<Row>(statement: RawStatement, params: unknown[]): Promise<Row[]>;
  /** true when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** The PostgreSQL pool's connections (metrics); null on PGlite, which has no pool. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dir` null keeps the database in memory (tests). */
  | { kind: 'pglite'; dir: string | null };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = drizzleNodePostgres(pool, { schema });
    try {
      await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      query: async <Row>(statement: RawStatement, params: unknown[]) =>
        (await pool.query({ name: statement.name, text: statement.text, values: params })).rows as Row[],
      ping: () => ping(db as unknown as Db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const client = target.dir ? await PGlite.create({ dataDir: target.dir }) : await PGlite.create();
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    query: preparedOnPglite(client),
    ping: () => ping(db as unknown as Db),
    poolStats: () => null,
    // A clean close checkpoints PGlite so the next start needs no recovery.
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite has no named statements over its protocol: a raw statement is PREPAREd once in its one
 * session, and run with EXECUTE and its parameters as literals, so it is planned once instead of
 * at every call (planning a statement of several CTEs costs milliseconds in WebAssembly).
 */
function preparedOnPglite(client: PGlite) {
  const prepared = new Map<string, Promise<unknown>>();
  return async <Row>(statement: RawStatement, params: unknown[]): Promise<Row[]> => {
    let ready = prepared.get(statement.name);
    if (!ready) {
      ready = client.exec(`prepare ${statement.name} as ${statement.text}`);
      prepared.set(statement.name, ready);
      ready.catch(() => prepared.delete(statement.name));
    }
    await ready;
    const args = params.length === 0 ? '' : `(${params.map(sqlLiteral).join(', ')})`;
    return (await client.query<Row>(`execute ${statement.name}${args}`)).rows;
  };
}

/** A parameter as an SQL literal (standard_conforming_strings is on: only quotes are doubled). */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`no SQL literal for a ${typeof value}`);
}
