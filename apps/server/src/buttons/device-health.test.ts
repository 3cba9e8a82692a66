import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client.ts';
import { DeviceHealth, LAST_SEEN_RESOLUTION_MS } from './device-health.ts';

const dialect = new PgDialect();

/** A database that records the buttons of each statement, and what ran between statements. */
function recordingDb(options: { failOnCall?: number } = {}) {
  const timeline: string[] = [];
  const written: number[][] = [];
  let calls = 0;
  const db = {
    execute: async (query: SQL) => {
      calls += 1;
      if (calls === options.failOnCall) throw new Error('database away');
      const [json] = dialect.sqlToQuery(query).params;
      const ids = (JSON.parse(String(json)) as { id: number }[]).map((row) => row.id);
      written.push(ids);
      timeline.push(`statement of ${ids.length}`);
      // Work that arrives while the statement runs (a press): it must not wait for the whole flush.
      setImmediate(() => timeline.push('other work'));
    },
  };
  return { db: db as unknown as DbOrTx, timeline, written };
}

const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('device health flush', () => {
  it('writes every button heard, 25 a statement, letting other work run between statements', async () => {
    const { db, timeline, written } = recordingDb();
    const health = new DeviceHealth({ db, log, intervalMs: 0 });
    for (const id of range(1, 60)) health.seen(id, 1_000 + id);
    await health.flush();
    expect(written.flat()).toEqual(range(1, 60));
    expect(timeline.slice(0, 5)).toEqual([
      'statement of 25',
      'other work',
      'statement of 25',
      'other work',
      'statement of 10',
    ]);
  });

  it('keeps the buttons of a failed statement and those after it for the next flush', async () => {
    const { db, written } = recordingDb({ failOnCall: 2 });
    const health = new DeviceHealth({ db, log, intervalMs: 0 });
    for (const id of range(1, 60)) health.seen(id, 1_000 + id);
    await health.flush();
    expect(written).toEqual([range(1, 25)]);
    await health.flush();
    expect(written.slice(1).flat()).toEqual(range(26, 60));
  });

  it('writes a button heard again only once its last write is LAST_SEEN_RESOLUTION_MS old', async () => {
    const { db, written } = recordingDb();
    const health = new DeviceHealth({ db, log, intervalMs: 0 });
    health.seen(1, 1_000);
    await health.flush();
    health.seen(1, 1_000 + LAST_SEEN_RESOLUTION_MS - 1);
    await health.flush();
    expect(written).toEqual([[1]]);
    health.seen(1, 1_000 + LAST_SEEN_RESOLUTION_MS);
    await health.flush();
    expect(written).toEqual([[1], [1]]);
  });

  it('writes at once what a button reports that changed, and not a press that reports nothing', async () => {
    const { db, written } = recordingDb();
    const health = new DeviceHealth({ db, log, intervalMs: 0 });
    health.seen(1, 1_000, { battery: 80, signal: { kind: 'linkquality', value: 120 } });
    await health.flush();
    // A press over HTTP says nothing of its battery; the same battery and signal are no news.
    health.seen(1, 2_000);
    health.seen(2, 2_000);
    await health.flush();
    health.seen(1, 3_000, { battery: 80, signal: { kind: 'linkquality', value: 120 } });
    await health.flush();
    expect(written).toEqual([[1], [2]]);
    health.seen(1, 4_000, { battery: 79 });
    await health.flush();
    health.seen(1, 5_000, { signal: { kind: 'linkquality', value: 90 } });
    await health.flush();
    expect(written).toEqual([[1], [2], [1], [1]]);
  });
});
