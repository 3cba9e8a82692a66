import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPgliteFolder, testDatabaseKind } from './database.ts';

/**
 * PGlite creates its write-ahead log's next 16 MB file on the thread that answers the presses
 * (src/db/client.ts): without zeros first, and a score written across the new file is there after
 * a restart.
 */
describe.skipIf(testDatabaseKind() !== 'pglite')('PGlite write-ahead log files', () => {
  it('are created without being filled with zeros, and keep what was written across them', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-wal-'));
    const first = await openPgliteFolder(dir);
    const setting = await first.query<{ value: string }>(
      { name: 'wal_probe_setting', text: `select current_setting('wal_init_zero') as value` },
      [],
    );
    expect(setting).toEqual([{ value: 'off' }]);
    await first.db.execute(sql`create table wal_probe (n int)`);
    await first.db.execute(sql`insert into wal_probe values (1)`);
    // The next record goes into a new file.
    await first.db.execute(sql`select pg_switch_wal()`);
    await first.db.execute(sql`insert into wal_probe values (2)`);
    await first.close();
    const second = await openPgliteFolder(dir);
    const rows = await second.query<{ n: number }>(
      { name: 'wal_probe_rows', text: 'select n from wal_probe order by n' },
      [],
    );
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    await second.close();
  });
});
