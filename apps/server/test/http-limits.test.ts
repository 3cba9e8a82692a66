import { type Socket, connect as tcpConnect } from 'node:net';
import { MESSAGES } from '@bandeja/contract';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './database.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * The slow clients come from 127.0.0.2 (all of 127/8 is this machine's loopback), the health
 * checks from 127.0.0.1: the cap is per address.
 */
const SLOW_ADDRESS = '127.0.0.2';
const CAP = 20;

let t: TestApp;
let port: number;
const sockets: Socket[] = [];

async function start() {
  t = await buildTestApp({
    config: {
      http: {
        requestTimeoutMs: 1500,
        headersTimeoutMs: 1500,
        idleTimeoutMs: 10_000,
        checkIntervalMs: 100,
        connectionsPerAddress: CAP,
      },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  port = address.port;
}

interface SlowClient {
  /** What the server sent, once it closed the connection. */
  closed: Promise<{ answer: string; afterMs: number }>;
}

/** A client that sends the headers of a JSON body and the start of it, and then nothing. */
function slowClient(): SlowClient {
  const started = Date.now();
  let answer = '';
  const socket = tcpConnect({ port, host: '127.0.0.1', localAddress: SLOW_ADDRESS }, () => {
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"username":"a',
    );
  });
  sockets.push(socket);
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  socket.on('error', () => undefined);
  return {
    closed: new Promise((resolve) =>
      socket.on('close', () => resolve({ answer, afterMs: Date.now() - started })),
    ),
  };
}

function bodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

// The HTTP server's limits, the same whatever the database: the embedded-database pass runs them.
describe.skipIf(testDatabaseKind() !== 'pglite')('slow and numerous clients', () => {
  beforeAll(start);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  it('cuts off a client that never completes its body, with a 408 in the contract’s shape', async () => {
    const { answer, afterMs } = await slowClient().closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer)).toEqual({
      success: false,
      message: MESSAGES.requestTimeout,
      code: 'requestTimeout',
    });
    // Cut at the deadline (1.5 s), not at once; how late under load is no concern of this test.
    expect(afterMs).toBeGreaterThanOrEqual(1500);
  });

  it('keeps /api/health answering while many slow clients are connected, refusing those past the cap', async () => {
    const clients = Array.from({ length: 100 }, () => slowClient());
    // The cap refuses the connections past it with a 429 (a 408 would say they were held until
    // their deadline); the others wait for their deadline.
    const refused = await Promise.all(clients.slice(CAP).map((client) => client.closed));
    for (const { answer } of refused) {
      expect(answer).toMatch(/^HTTP\/1\.1 429 /);
      expect(bodyOf(answer)).toEqual({
        success: false,
        message: MESSAGES.tooManyConnections,
        code: 'tooManyConnections',
      });
    }
    for (let check = 0; check < 5; check += 1) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    }
    const held = await Promise.all(clients.slice(0, CAP).map((client) => client.closed));
    for (const { answer } of held) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Once they are gone, that address may connect again.
    const again = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(again.status).toBe(200);
  });

  it('leaves a live-score socket connected past the request deadline, on WebSocket and long-polling', async () => {
    for (const transport of ['websocket', 'polling'] as const) {
      const screen = io(`http://127.0.0.1:${port}`, {
        transports: [transport],
        forceNew: true,
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => {
        screen.once('connect', () => resolve());
        screen.once('connect_error', reject);
      });
      const reasons: string[] = [];
      screen.on('disconnect', (reason) => reasons.push(reason));
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(reasons).toEqual([]);
      expect(screen.connected).toBe(true);
      screen.disconnect();
    }
  });
});
