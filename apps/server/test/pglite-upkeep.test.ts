import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { openPgliteFolder, testDatabaseKind } from './database.ts';

const MATCHES = 40;
const ROUNDS = 25;

/** A snapshot's row about the size of a real one (state and view, ~1.8 KB): four fill a page, and the room left (under a tenth of it) neither holds a new version nor makes PostgreSQL prune the page as it updates it. */
const viewOf = (round: number) => JSON.stringify({ round, padding: 'x'.repeat(1700) });

/** Every snapshot updated ROUNDS times, as presses do; the table's size after. */
async function press(database: Database, from: number): Promise<number> {
  for (let round = from; round < from + ROUNDS; round += 1)
    for (let match = 0; match < MATCHES; match += 1)
      await database.db.execute(
        sql`update score_snapshots set version = ${round}, view = ${viewOf(round)}::jsonb where match_id = ${`m${match}`}`,
      );
  const [row] = await database.query<{ bytes: string }>(
    { name: 'upkeep_probe_size', text: `select pg_relation_size('score_snapshots')::text as bytes` },
    [],
  );
  return Number(row?.bytes);
}

/**
 * PGlite has no autovacuum (src/db/client.ts, docs/operations.md "The embedded database's
 * upkeep"): the server's upkeep makes the room of a snapshot's old versions free, so the table
 * every press updates stops growing.
 */
describe.skipIf(testDatabaseKind() !== 'pglite')('PGlite upkeep', () => {
  it('keeps the score snapshots the size of their live rows however many presses update them', async () => {
    const database = await openPgliteFolder(mkdtempSync(path.join(os.tmpdir(), 'bandeja-upkeep-')));
    try {
      for (let match = 0; match < MATCHES; match += 1) {
        const id = `m${match}`;
        await database.db.execute(
          sql`insert into matches (id, team1_name, team2_name, settings) values (${id}, 'A', 'B', '{}'::jsonb)`,
        );
        await database.db.execute(
          sql`insert into score_snapshots (match_id, version, state, view) values (${id}, 0, '{}'::jsonb, ${viewOf(0)}::jsonb)`,
        );
      }
      const start = await press(database, 1);
      const withoutUpkeep = (await press(database, 1 + ROUNDS)) - start;
      await database.upkeep();
      const before = await press(database, 1 + 2 * ROUNDS);
      await database.upkeep();
      const withUpkeep = (await press(database, 1 + 3 * ROUNDS)) - before;
      // Without upkeep, every round of presses adds pages; with it, they reuse the freed room.
      expect(withoutUpkeep).toBeGreaterThan(0);
      expect(withUpkeep).toBeLessThanOrEqual(withoutUpkeep / 4);
    } finally {
      await database.close();
    }
  });

  it('checkpoints, so a restart replays at most what came after the last upkeep', async () => {
    const database = await openPgliteFolder(mkdtempSync(path.join(os.tmpdir(), 'bandeja-upkeep-')));
    try {
      await database.db.execute(
        sql`insert into matches (id, team1_name, team2_name, settings) values ('m', 'A', 'B', '{}'::jsonb)`,
      );
      const [written] = await database.query<{ lsn: string }>(
        { name: 'upkeep_probe_lsn', text: 'select pg_current_wal_lsn()::text as lsn' },
        [],
      );
      const redoCovers = async () => {
        const [row] = await database.query<{ covers: boolean }>(
          {
            name: 'upkeep_probe_redo',
            text: 'select redo_lsn >= $1::pg_lsn as covers from pg_control_checkpoint()',
          },
          [written?.lsn],
        );
        return row?.covers;
      };
      expect(await redoCovers()).toBe(false);
      await database.upkeep();
      expect(await redoCovers()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
