import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { WRITE_BATCH } from '../src/scores/live-repository.ts';
import { openTestDatabase, testDatabaseKind } from './database.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables a plan reads whole, wherever in the plan. */
function scannedTables(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scannedTables)];
}

/**
 * The batch statement is prepared once and soon runs on PostgreSQL's generic plan, which is made
 * from the tables' sizes as the planner then believes them: on PGlite, with no autovacuum, an
 * empty table's (never analysed) for as long as the server runs. A plan that hashes a whole table
 * then reads every row of it, dead versions included, on every press (docs/decisions/004-live-write-path.md).
 */
describe('the live batch statement', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });

  afterAll(async () => {
    await drop();
  });

  it('looks every row up by its key in its generic plan, never scanning a whole table', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
      await tx.execute(sql.raw(`prepare write_batch_plan_probe as ${WRITE_BATCH.text}`));
      try {
        const empty = `'[]'`;
        const args = [empty, empty, empty, empty, empty, `'2026-01-01T00:00:00Z'`, 1, 1, 0, 1, 1, 1];
        // Both drivers answer { rows }; PGlite gives the JSON parsed, node-postgres as text.
        const result = (await tx.execute(
          sql.raw(`explain (format json) execute write_batch_plan_probe(${args.join(', ')})`),
        )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[] };
        const [row] = result.rows;
        const text = row?.['QUERY PLAN'];
        return (typeof text === 'string' ? JSON.parse(text) : text)?.[0]?.Plan as PlanNode;
      } finally {
        await tx.execute(sql.raw('deallocate write_batch_plan_probe'));
      }
    });
    expect(plan).toBeDefined();
    // PostgreSQL, whose autovacuum keeps its statistics, may read a match record to change (a
    // finish, an edit) from a table it knows to be a page or two: that choice follows the table's
    // size. The snapshots and buttons every press reads are looked up by key whatever it believes.
    const tolerated = testDatabaseKind() === 'postgres' ? ['matches'] : [];
    expect(scannedTables(plan).filter((table) => !tolerated.includes(table))).toEqual([]);
  });
});
