import { Writable } from 'node:stream';
import { HEADERS } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from '../src/http/logging.ts';
import { buildTestApp, createWorld, type TestApp } from './helpers.ts';
import { createButton, startMatch } from './live-helpers.ts';

/**
 * The app with every line it can write kept here: level trace, so reads, refusals and the
 * framework's own lines are all there to be searched for a secret.
 */
let t: TestApp;
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
beforeAll(async () => {
  t = await buildTestApp({ logger: createLogger({ level: 'trace', pretty: false, destination: stream }) });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('never holds a button’s secret or a press id sent in the query, whatever the answer', async () => {
    const world = await createWorld(t);
    await startMatch(t, world.court.id);
    const button = await createButton(t.ctx, world.court.id);
    const pressId = 'press-id-that-must-not-be-logged';
    const pressUrl = `/api/buttons/${button.button.id}/press`;
    const response = await t.app.inject({
      method: 'POST',
      url: `${pressUrl}?key=${encodeURIComponent(button.secret)}&pressId=${pressId}`,
    });
    expect(response.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${pressUrl}?pressId=${pressId}2&key=not-the-secret-but-still-private`,
      headers: { [HEADERS.pressId]: 'header-press-id' },
    });
    expect(wrong.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `${pressUrl}?key=${encodeURIComponent(button.secret)}&pressId=${pressId}%20with%20spaces`,
    });
    expect(malformed.statusCode).toBe(400);
    const unknownRoute = await t.app.inject({
      method: 'GET',
      url: `/api/no-such-route?key=${encodeURIComponent(button.secret)}&pressId=${pressId}`,
    });
    expect(unknownRoute.statusCode).toBe(404);

    // Each press has its line, by path and status, without the query string.
    const log = lines.join('\n');
    expect(log).toContain(`"msg":"POST ${pressUrl} 200"`);
    expect(log).toContain(`"msg":"POST ${pressUrl} 401"`);
    expect(log).toContain(`"msg":"POST ${pressUrl} 400"`);
    for (const secret of [button.secret, encodeURIComponent(button.secret), pressId, 'not-the-secret']) {
      expect(log).not.toContain(secret);
    }
  });

  it('redacts the secrets of a request object logged as it is', () => {
    const written: string[] = [];
    const logger = createLogger({
      level: 'info',
      pretty: false,
      destination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          written.push(chunk.toString());
          done();
        },
      }),
    });
    logger.info({ req: { method: 'POST', url: '/api/buttons/5/press?key=s3cr3t&pressId=p-1' } }, 'a request');
    expect(written.join('')).toContain('/api/buttons/5/press?key=[redacted]&pressId=[redacted]');
    expect(written.join('')).not.toContain('s3cr3t');
  });

  it('redacts the parameters wherever they are in the query, and nothing else', () => {
    expect(redactUrl('/api/buttons/5/press?a=1&KEY=s3cr3t&b=2&pressid=p1#x')).toBe(
      '/api/buttons/5/press?a=1&KEY=[redacted]&b=2&pressid=[redacted]#x',
    );
    expect(redactUrl('/api/matches?keyboard=1&monkey=2')).toBe('/api/matches?keyboard=1&monkey=2');
  });
});
