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
 * Refuses a connection beyond `max` open ones from the same address: it is answered 429 in the
 * contract's shape and closed before any request of it is read. Addresses `exempt` says are
 * trusted proxies (all clients come through them) are not counted.
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
      socket.end(REFUSAL);
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
