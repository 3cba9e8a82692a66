import { type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './database.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * The combined flood of the second hardening round (docs/operations.md, "Limits on connections"):
 * many idle connections, then slow bodies right after, all from one address (127.0.0.3) under
 * the default per-address cap. Every slow body must still be cut off with a 408 by the request
 * deadline. Small timeouts keep the test short; the bound asserted is generous.
 */
const FLOOD_ADDRESS = '127.0.0.3';
const IDLE = 200;
const SLOW = 50;

let t: TestApp;
let port: number;
const sockets: Socket[] = [];

interface Held {
  /** What the server sent before it closed the connection. */
  closed: Promise<string>;
}

/** A connection from the flood address; `slow` sends a JSON body's headers and its first bytes only. */
function connectFlood(slow: boolean): Promise<Held> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = tcpConnect({ port, host: '127.0.0.1', localAddress: FLOOD_ADDRESS }, () => {
      if (slow) {
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            'Content-Length: 1000\r\n\r\n{"username":"a',
        );
      }
      resolve({ closed: new Promise((done) => socket.once('close', () => done(answer))) });
    });
    sockets.push(socket);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.once('error', reject);
  });
}

describe.skipIf(testDatabaseKind() !== 'pglite')(
  'slow bodies right after a flood of idle connections',
  () => {
    beforeAll(async () => {
      t = await buildTestApp({
        config: {
          http: {
            requestTimeoutMs: 2000,
            headersTimeoutMs: 2000,
            idleTimeoutMs: 60_000,
            checkIntervalMs: 200,
          },
        },
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (typeof address !== 'object' || address === null) throw new Error('not listening');
      port = address.port;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await t.close();
    });

    it('closes every slow body with a 408 (and every idle connection) while /api/health answers', async () => {
      const idle = await Promise.all(Array.from({ length: IDLE }, () => connectFlood(false)));
      const slow = await Promise.all(Array.from({ length: SLOW }, () => connectFlood(true)));
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      // Generous: the deadline is 2 s, checked every 0.2 s; a busy 2-core machine may be slow.
      const answers = await Promise.race([
        Promise.all(slow.map((held) => held.closed)),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('slow bodies still open')), 60_000),
        ),
      ]);
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      await Promise.race([
        Promise.all(idle.map((held) => held.closed)),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('idle connections still open')), 60_000),
        ),
      ]);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    });
  },
);
