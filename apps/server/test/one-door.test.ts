import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WRITE_BATCH } from '../src/scores/live-repository.ts';
import { testDatabaseKind } from './database.ts';

/**
 * One door to the score (docs/decisions/010-one-door-to-the-score.md): of the product's sources,
 * only the score writer's one batch statement writes score_snapshots, whether by Drizzle
 * (insert/update/delete on scoreSnapshots) or by SQL text. A snapshot written anywhere else would
 * skip the writer's cache, compare-and-set and broadcast.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../src');

function productFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return productFiles(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*scoreSnapshots\s*\)/g;
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+score_snapshots\b/gi;

/** Every write to score_snapshots in `text`, as 'file: what'. */
export function snapshotWrites(file: string, text: string): string[] {
  return [...text.matchAll(DRIZZLE_WRITE), ...text.matchAll(SQL_WRITE)].map(
    (match) => `${path.relative(src, file)}: ${match[0]}`,
  );
}

// Nothing here depends on the test database: the PostgreSQL pass would run it a second time.
describe.skipIf(testDatabaseKind() !== 'pglite')('one SQL text writes score_snapshots', () => {
  it("is the score writer's batch statement, which both makes and replaces snapshots", () => {
    const writes = snapshotWrites('batch', WRITE_BATCH.text).map((write) => write.split(': ')[1]);
    expect(writes.map((write) => write?.toLowerCase()).sort()).toEqual([
      'insert into score_snapshots',
      'update score_snapshots',
    ]);
  });

  it('and no other product source writes them', () => {
    const elsewhere = productFiles(src).flatMap((file) =>
      snapshotWrites(file, readFileSync(file, 'utf8').replace(WRITE_BATCH.text, '')),
    );
    expect(elsewhere).toEqual([]);
  });

  it('the search finds a write by Drizzle and by SQL text when there is one', () => {
    const side =
      'await tx.insert(scoreSnapshots).values(v);\nawait db.execute(sql`update score_snapshots set version = 1`);';
    expect(snapshotWrites(path.join(src, 'events/service.ts'), side)).toEqual([
      'events/service.ts: .insert(scoreSnapshots)',
      'events/service.ts: update score_snapshots',
    ]);
  });
});
