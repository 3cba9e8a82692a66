import { Writable } from 'node:stream';
import { HEADERS } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { redactUrl } from '../src/http/request-log.ts';
import { openTestDatabase } from './database.ts';
import { createWorld, type TestApp, TestClock, testConfig } from './helpers.ts';
import { createButton, startMatch } from './live-helpers.ts';

/** The app with its request log written here, as the server logs at level info. */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  const clock = new TestClock();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const { app, ctx, realtime } = await buildApp({
    config: testConfig(),
    database,
    now: clock.now,
    logger: { level: 'info', stream },
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await drop();
  };
  t = { app, ctx, realtime, clock, close };
});
afterAll(() => t.close());

describe('the request log', () => {
  it('never holds a button’s secret or a press id sent in the query', async () => {
    const world = await createWorld(t);
    await startMatch(t, world.court.id);
    const button = await createButton(t.ctx, world.court.id);
    const pressId = 'press-id-that-must-not-be-logged';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/buttons/${button.button.id}/press?key=${encodeURIComponent(button.secret)}&pressId=${pressId}`,
    });
    expect(response.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/buttons/${button.button.id}/press?pressId=${pressId}2&key=not-the-secret-but-still-private`,
      headers: { [HEADERS.pressId]: 'header-press-id' },
    });
    expect(wrong.statusCode).toBe(401);

    const log = lines.join('\n');
    expect(log).toContain(`/api/buttons/${button.button.id}/press?key=[redacted]&pressId=[redacted]`);
    for (const secret of [button.secret, encodeURIComponent(button.secret), pressId, 'not-the-secret']) {
      expect(log).not.toContain(secret);
    }
  });

  it('redacts the parameters wherever they are in the query, and nothing else', () => {
    expect(redactUrl('/api/buttons/5/press?a=1&KEY=s3cr3t&b=2&pressid=p1#x')).toBe(
      '/api/buttons/5/press?a=1&KEY=[redacted]&b=2&pressid=[redacted]#x',
    );
    expect(redactUrl('/api/matches?keyboard=1&monkey=2')).toBe('/api/matches?keyboard=1&monkey=2');
  });
});
