import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/**
 * Fan-out between processes through Redis (REDIS_URL; docs/operations.md, "When something fails").
 *
 * The Socket.IO Redis Streams adapter delivers a room's message to this process's own sockets only
 * after its XADD to Redis has answered (socket.io-adapter's ClusterAdapter.broadcast). With
 * node-redis's default offline queue, a Redis outage would hold every score, even for the screens
 * connected here, until Redis returns. So the client the adapter publishes with fails at once
 * while Redis is away (and after REDIS_COMMAND_TIMEOUT_MS when it is silent): screens on this
 * process keep their live scores, and only other processes' screens miss updates meanwhile. The
 * clients the adapter reads with are its duplicates of that client, made here with the queue and
 * without the timeout, so that a blocking XREAD waits for Redis instead of failing in a loop.
 *
 * Whether Redis is there is told by a PING every HEARTBEAT_MS, not by the client's connection
 * events (a proxy or a load balancer in front of Redis may accept a connection and drop it at once).
 * When it answers again after an outage, `onRecovered` runs: screens refresh what they missed.
 */
const REDIS_COMMAND_TIMEOUT_MS = 1000;
const HEARTBEAT_MS = 1000;

export type FanOutState = 'off' | 'ok' | 'down';

export interface FanOut {
  /** The client to give the adapter. */
  client: ReturnType<typeof createClient>;
  state(): FanOutState;
  close(): Promise<void>;
}

export async function connectFanOut(
  url: string,
  log: FastifyBaseLogger,
  onRecovered: () => void,
): Promise<FanOut> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
  });
  const duplicate = client.duplicate.bind(client);
  // The adapter's readers and subscriber: with the offline queue, without the timeout.
  client.duplicate = ((overrides) =>
    duplicate({
      ...overrides,
      disableOfflineQueue: false,
      commandOptions: undefined,
    })) as typeof client.duplicate;

  let down = false;
  const wentDown = (error: unknown) => {
    if (!down) log.error({ err: error }, 'redis unreachable: live scores reach only this process’s screens');
    down = true;
  };
  client.on('error', wentDown);
  await client.connect();

  let beating: Promise<unknown> | null = null;
  const heartbeat = setInterval(() => {
    if (beating) return;
    beating = withTimeout(client.ping(), REDIS_COMMAND_TIMEOUT_MS)
      .then(
        () => {
          if (!down) return;
          down = false;
          log.info('redis reachable again: screens refresh their scores');
          onRecovered();
        },
        (error: unknown) => wentDown(error),
      )
      .finally(() => {
        beating = null;
      });
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    client,
    state: () => (client.isReady && !down ? 'ok' : 'down'),
    close: async () => {
      clearInterval(heartbeat);
      await beating;
      if (client.isOpen) await client.quit().catch(() => client.destroy());
    },
  };
}

/** `work`, or a rejection after `ms` (a PING that never answers counts as Redis away). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
