import type { IncomingMessage } from 'node:http';
import { type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * A connection refused by the per-address cap (docs/operations.md, "Limits on connections") is
 * let go of by the server even when its client keeps its side open and keeps sending, as an
 * attacker's client does: no request of it is read, and it does not wait for the request deadline.
 * The deadlines here are far longer than the waits, so only the refusal itself can close it.
 */
const ADDRESS = '127.0.0.6';
const CAP = 2;

let t: TestApp;
let port: number;
const sockets: Socket[] = [];
const timers: NodeJS.Timeout[] = [];
/** The client ports of the requests the server read. */
const requestPorts: number[] = [];

function connectFrom(onConnect: (socket: Socket) => void = () => {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    // allowHalfOpen: the client does not close its side when the server closes its own.
    const socket = tcpConnect({ port, host: '127.0.0.1', localAddress: ADDRESS, allowHalfOpen: true }, () => {
      onConnect(socket);
      resolve(socket);
    });
    sockets.push(socket);
    socket.once('error', reject);
  });
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)),
  ]);
}

describe('a connection refused by the per-address cap', () => {
  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        http: {
          requestTimeoutMs: 120_000,
          headersTimeoutMs: 120_000,
          idleTimeoutMs: 300_000,
          checkIntervalMs: 1000,
          connectionsPerAddress: CAP,
        },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    port = address.port;
    t.app.server.on('request', (request: IncomingMessage) => {
      requestPorts.push(request.socket.remotePort ?? 0);
    });
  });
  afterAll(async () => {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  it('is answered 429 and closed by the server while its client keeps sending, with none of its requests read', async () => {
    for (let i = 0; i < CAP; i++) await connectFrom();
    let answer = '';
    const refused = await connectFrom((socket) => {
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      // A whole request, then a slow body trickled one byte at a time.
      socket.write(
        'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' +
          'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"username":"a',
      );
    });
    const refusedPort = refused.localPort;
    refused.removeAllListeners('error');
    refused.on('error', () => {});
    const closed = new Promise<void>((done) => refused.once('close', () => done()));
    timers.push(
      setInterval(() => {
        if (refused.writable) refused.write('a');
      }, 200),
    );
    // Generous: the deadlines are 120 s away; the refusal lets go of it within a few seconds.
    await within(closed, 30_000, 'the refused connection was not closed');
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer).toContain('"code":"tooManyConnections"');
    expect(requestPorts).not.toContain(refusedPort);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
