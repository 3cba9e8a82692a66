import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { ScoreNotice } from './score-order.ts';

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
 * When it answers again after an outage, `onRecovered` runs: screens refresh what they missed, and
 * the other processes are asked to refresh theirs (`publishRefresh`).
 *
 * A match's committed changes go to the other processes on a channel of their own (the score channel,
 * Redis Pub/Sub: at most once, like every socket message), not through the adapter: each process
 * puts them in one order with its own before its sockets hear them (score-order.ts,
 * docs/decisions/011-one-order-per-match.md). A change lost there is a jump of versions a screen
 * can tell, and the refresh after an outage brings the score. The request to refresh goes on the
 * same channel: the adapter's serverSideEmit publishes without handling a failure, and a publish
 * that times out while Redis is slow would end the process.
 */
const REDIS_COMMAND_TIMEOUT_MS = 1000;
const HEARTBEAT_MS = 1000;

export type FanOutState = 'off' | 'ok' | 'down';

export interface FanOut {
  /** The client to give the adapter. */
  client: ReturnType<typeof createClient>;
  state(): FanOutState;
  /** Sends a committed change of a match to the other processes (never throws). */
  publishScore(notice: ScoreNotice): void;
  /** Asks the other processes to send their screens their scores afresh (never throws). */
  publishRefresh(): void;
  close(): Promise<void>;
}

export async function connectFanOut(
  url: string,
  /** The Pub/Sub channel of the processes' score changes (net/redis-names.ts). */
  scoreChannel: string,
  log: FastifyBaseLogger,
  onRecovered: () => void,
  /** A committed change of a match from another process. */
  onScore: (notice: ScoreNotice) => void,
  /** Another process asks for a refresh of the screens (Redis was away from it). */
  onRefresh: () => void,
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

  // This process's changes come back on its own subscription: told apart by the sender's id.
  const sender = randomUUID();
  const subscriber = client.duplicate();
  subscriber.on('error', wentDown);
  await subscriber.connect();
  await subscriber.subscribe(scoreChannel, (message) => {
    const parsed = parseChannelMessage(message, sender);
    if (parsed === 'refresh') onRefresh();
    else if (parsed) onScore(parsed);
  });

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
    publishScore: (notice) => {
      if (!client.isReady) return;
      client.publish(scoreChannel, JSON.stringify({ sender, notice })).catch(wentDown);
    },
    publishRefresh: () => {
      if (!client.isReady) return;
      client.publish(scoreChannel, JSON.stringify({ sender, refresh: true })).catch(wentDown);
    },
    close: async () => {
      clearInterval(heartbeat);
      await beating;
      if (subscriber.isOpen) await subscriber.quit().catch(() => subscriber.destroy());
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

/**
 * Another process's change or request to refresh from the score channel; null for this process's own
 * message or a malformed one.
 */
function parseChannelMessage(message: string, self: string): ScoreNotice | 'refresh' | null {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== 'object' || parsed === null || !('sender' in parsed)) return null;
    if (parsed.sender === self) return null;
    if ('refresh' in parsed) return 'refresh';
    if (!('notice' in parsed)) return null;
    const notice = parsed.notice as ScoreNotice;
    return typeof notice?.matchId === 'string' && typeof notice.follows === 'number' ? notice : null;
  } catch {
    return null;
  }
}
