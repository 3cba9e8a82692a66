import { mkdirSync } from 'node:fs';
import { PGlite, type postgresMod } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
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
  /** true when the database answers a trivial query within PING_TIMEOUT_MS. */
  ping(): Promise<boolean>;
  /**
   * Where a connection's own failure goes (PostgreSQL dropped an idle or a checked-out connection).
   * The pool replaces the connection by itself; the listener only logs. Default: stderr.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /** The PostgreSQL pool's connections (metrics); null on PGlite, which has no pool. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * What PostgreSQL's autovacuum does by itself and PGlite, which has no background processes,
   * never does: makes the room of the row versions that updates and deletes left behind free for
   * the next ones, and checkpoints. Without it the table every press updates grows with every
   * press, and the log until 1 GB (docs/operations.md, "The embedded database's upkeep"). Nothing
   * to do on PostgreSQL.
   */
  upkeep(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The tables whose rows the server updates or deletes all day, vacuumed on PGlite every
 * PGLITE_UPKEEP_INTERVAL_MS: a match's score snapshot (every press), its record (starts and
 * finishes), the buttons (the device health, every second a button is heard) and the press ids
 * (pruned when they expire). A checkpoint follows, which PostgreSQL's checkpointer would make: the
 * log a restart replays, and the log files kept, stay a minute's instead of growing to
 * `max_wal_size` (1 GB) and then being checkpointed all at once on the thread that answers the
 * presses. One run on a club's database costs milliseconds (docs/operations.md, "The embedded
 * database's upkeep").
 */
const PGLITE_UPKEEP = 'vacuum score_snapshots, matches, buttons, button_presses';
export const PGLITE_UPKEEP_INTERVAL_MS = 60_000;

/** A health check waits this long for the database before calling it unreachable. */
export const PING_TIMEOUT_MS = 3000;

/**
 * The PostgreSQL pool: 10 connections per process (docs/operations.md); a connection that cannot
 * be opened within 5 s fails the query (503) instead of leaving it waiting; TCP keep-alive notices
 * a connection the network dropped without a word.
 */
const POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 5000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dir` null keeps the database in memory (tests); `template`, a migrated data directory
   * (PGlite's `dumpDataDir`) to start from instead of an empty one, spares the tests creating and
   * migrating a database for each file (test/global-setup.ts). With a `dir`, the template is only
   * for a folder that holds no database yet.
   */
  | { kind: 'pglite'; dir: string | null; template?: Blob };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, ...POOL_OPTIONS });
    let connectionError = (error: Error): void => {
      process.stderr.write(`database connection lost: ${error.message}\n`);
    };
    // Without these listeners a connection PostgreSQL ends (a restart, a failover,
    // pg_terminate_backend, a proxy's idle timeout) is an unhandled 'error' event, which ends the
    // process. The pool drops the broken connection and opens a new one at the next query; a
    // query that was running on it fails by itself (503).
    // (An idle connection's error reaches both: the pool's listener stays silent.)
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', (error) => connectionError(error)));
    const db = await migrated(drizzleNodePostgres(pool, { schema }), migrateNodePostgres, () => pool.end());
    return {
      kind: 'postgres',
      db,
      query: async <Row>(statement: RawStatement, params: unknown[]) =>
        (await pool.query({ name: statement.name, text: statement.text, values: params })).rows as Row[],
      ping: () => ping(db),
      onConnectionError: (listener) => {
        connectionError = listener;
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      upkeep: async () => undefined,
      close: () => pool.end(),
    };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true, mode: 0o700 });
  const start = target.template ? { loadDataDir: target.template } : {};
  const client = target.dir
    ? await PGlite.create({ fs: new PrivateNodeFS(target.dir), ...start })
    : await PGlite.create(start);
  await client.exec(NO_ZEROED_WAL_FILES);
  const db = await migrated(drizzlePglite(client, { schema }), migratePglite, () => client.close());
  return {
    kind: 'pglite',
    db,
    query: preparedOnPglite(client),
    ping: () => ping(db),
    // In this process: no connection to lose.
    onConnectionError: () => undefined,
    poolStats: () => null,
    upkeep: async () => {
      await client.exec(PGLITE_UPKEEP);
      // Its own statement: PostgreSQL refuses VACUUM in a string of several.
      await client.exec('checkpoint');
    },
    // A clean close checkpoints PGlite so the next start needs no recovery.
    close: () => client.close(),
  };
}

/**
 * PGlite has no background processes: when its write-ahead log fills a 16 MB segment, the statement
 * that crosses into the next one creates that file, and by default fills it with zeros first, in
 * WebAssembly, on the server's one thread: 40–110 ms during which no request is answered, every
 * 5,000 presses or so (bench/README.md, "The open loop's tail"). Without the zeros the
 * new file is made at its full size in one write. What a commit writes, and when, is unchanged: the
 * log records are written before the commit returns either way, and recovery reads a segment's
 * unwritten part as zeros, as it reads a zero-filled one.
 */
const NO_ZEROED_WAL_FILES = 'set wal_init_zero = off';

/**
 * PGlite's files on disk, private to the server's user (src/system/data-dir.ts). PGlite's file
 * system (Emscripten's NODEFS) sets a new file's mode with chmod after creating it, 0666 for the
 * database's files, which the process's umask does not restrict: its chmod is limited here to the
 * owner's bits.
 */
type PostgresMod = postgresMod.PostgresMod;

class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Partial<PostgresMod>) {
    const { emscriptenOpts } = await super.init(pg, options);
    const ownerOnly = (mod: PostgresMod) => {
      const chmod = mod.FS.chmod.bind(mod.FS);
      mod.FS.chmod = (target: string, mode: number, dontFollow?: boolean) =>
        chmod(target, mode & ~0o077, dontFollow);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), ownerOnly] } };
  }
}

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
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
    // The simple protocol's one message (exec), not the extended protocol's five (query): the
    // EXECUTE carries its parameters as literals, so it has none to bind. A profile of the press
    // bench put a quarter of a millisecond of the server's one thread on the extended protocol's
    // messages, on every batch (bench/README.md, "The live path closer to the floor").
    const results = await client.exec(`execute ${statement.name}${args}`);
    return (results.at(-1)?.rows ?? []) as Row[];
  };
}

/**
 * A raw statement's text with its parameters written in as literals: for the rare statement that
 * must run inside a Drizzle transaction (`tx.execute(sql.raw(...))`), which has no named statements.
 */
export function withLiterals(statement: RawStatement, params: readonly unknown[]): string {
  return statement.text.replace(/\$(\d+)/g, (_, index: string) => sqlLiteral(params[Number(index) - 1]));
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

/**
 * Brings a fresh connection's schema up to date and answers its drizzle handle as the one Db type
 * (both drivers speak the same query builder); a failed migration closes it before the error goes up.
 */
async function migrated<D>(
  db: D,
  migrate: (db: D, config: { migrationsFolder: string }) => Promise<unknown>,
  close: () => Promise<unknown>,
): Promise<Db> {
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await close();
    throw error;
  }
  return db as unknown as Db;
}
