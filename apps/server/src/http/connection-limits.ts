import type { Server } from 'node:http';
import { MESSAGES } from '@bandeja/contract';
import { failureBody } from './errors.ts';

/**
 * How long a client may take, and how many connections one address may hold (docs/operations.md,
 * "Limits on connections"). A request that never completes, or thousands of connections from one
 * address, would otherwise hold the server's sockets until /api/health itself could not answer.
 */
export interface HttpLimits {
  /** The whole request, headers and body, must arrive within this (408 otherwise). */
  requestTimeoutMs: number;
  /** The headers must arrive within this. */
  headersTimeoutMs: number;
  /** A connection that sends and receives nothing for this long is closed (sockets set their own). */
  idleTimeoutMs: number;
  /** How often the request and header deadlines are checked. */
  checkIntervalMs: number;
  /** Connections one address may hold at once; null: no cap. Proxies TRUST_PROXY names are exempt. */
  connectionsPerAddress: number | null;
}

export const HTTP_LIMITS: HttpLimits = {
  // A 1 MB logo over a weak club Wi-Fi (about 20 kB/s) still fits; a JSON body is at most 64 kB.
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 15_000,
  // Above Socket.IO's long-polling hold (25 s) and the keep-alive timeout (72 s).
  idleTimeoutMs: 120_000,
  checkIntervalMs: 5_000,
  // A club's phones may all reach the server through one public address.
  connectionsPerAddress: 500,
};

const REFUSAL_BODY = JSON.stringify(failureBody(MESSAGES.tooManyConnections));
const REFUSAL =
  'HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nRetry-After: 10\r\n' +
  `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(REFUSAL_BODY)}\r\n\r\n` +
  REFUSAL_BODY;

/**
 * How long a refused connection is kept after its 429, for the answer to reach the client. Then it
 * is destroyed: ending our side alone leaves it open for as long as the client keeps its own side
 * open (an attacker's client may keep sending), held until the request deadline and not counted.
 */
const REFUSED_GRACE_MS = 2_000;

/**
 * Refuses a connection beyond `max` open ones from the same address: it is answered 429 in the
 * contract's shape, none of its requests is read, and it is destroyed after a short grace.
 * Addresses `exempt` says are trusted proxies (all clients come through them) are not counted.
 */
export function capConnectionsPerAddress(
  server: Server,
  max: number,
  exempt: (address: string) => boolean,
): { open(address: string): number } {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      // What it sends is read and dropped, never parsed: none of its requests runs. (A 'data'
      // listener takes the socket from Node's HTTP parser; the server's own is removed first.)
      socket.removeAllListeners('data');
      socket.on('data', () => {});
      socket.end(REFUSAL);
      const grace = setTimeout(() => socket.destroy(), REFUSED_GRACE_MS);
      grace.unref();
      socket.once('close', () => clearTimeout(grace));
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
  return { open: (address) => open.get(address) ?? 0 };
}
