import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/**
 * Several processes, one MQTT session (docs/decisions/012-mqtt-buttons.md, "Several processes"):
 * the processes sharing Redis take turns holding the server's one session with the broker, through
 * a lease in Redis. The holder renews it every LEASE_RENEW_MS and writes its broker state in it, so
 * the others can tell /api/health what it sees; a holder that dies is replaced once its lease has
 * run out (LEASE_TTL_MS), and the new holder, connecting with the same client id, is handed the
 * messages the broker kept for the session meanwhile.
 */
export const LEASE_TTL_MS = 6000;
export const LEASE_RENEW_MS = 2000;

export type RedisClient = ReturnType<typeof createClient>;

/**
 * The Redis client of the leases: a command fails at once while Redis is away (no queue that
 * would hold every claim until it returns). Connects in the background.
 */
export function leaseRedis(url: string, log: FastifyBaseLogger): RedisClient {
  const client = createClient({ url, disableOfflineQueue: true, commandOptions: { timeout: 1000 } });
  client.on('error', (error: unknown) => log.debug({ err: error }, 'MQTT lease: Redis error'));
  client.connect().catch(() => {});
  return client;
}

/** A broker connection's state as /api/health says it: 'off' without MQTT. */
export type MqttState = 'off' | 'ok' | 'down';

/**
 * Takes the lease when it is free, renews it when it is this owner's, and otherwise answers the
 * holder's value: 'mine' or '<owner> <state>'.
 */
const CLAIM = `
local held = redis.call('GET', KEYS[1])
if held == false or string.sub(held, 1, string.len(ARGV[1]) + 1) == ARGV[1] .. ' ' then
  redis.call('SET', KEYS[1], ARGV[1] .. ' ' .. ARGV[2], 'PX', ARGV[3])
  return 'mine'
end
return held`;

const RELEASE = `
local held = redis.call('GET', KEYS[1])
if held and string.sub(held, 1, string.len(ARGV[1]) + 1) == ARGV[1] .. ' ' then
  return redis.call('DEL', KEYS[1])
end
return 0`;

/** What a claim found: this process holds the session, or another does and sees the broker so. */
export type Claim = { mine: true } | { mine: false; holderState: MqttState };

export class SessionLease {
  readonly #redis: RedisClient;
  readonly #key: string;
  readonly #owner: string;

  /** `key`: the session's lease (net/redis-names.ts, `mqttSession`). */
  constructor(redis: RedisClient, key: string, owner: string) {
    this.#redis = redis;
    this.#key = key;
    this.#owner = owner;
  }

  /** Takes or renews the lease, writing this process's broker state in it. */
  async claim(state: MqttState): Promise<Claim> {
    const answer = await this.#redis.eval(CLAIM, {
      keys: [this.#key],
      arguments: [this.#owner, state, String(LEASE_TTL_MS)],
    });
    if (answer === 'mine') return { mine: true };
    const holderState = String(answer).split(' ')[1];
    return { mine: false, holderState: holderState === 'ok' ? 'ok' : 'down' };
  }

  /** Gives the lease up (a graceful stop): another process takes over at its next claim. */
  async release(): Promise<void> {
    await this.#redis.eval(RELEASE, { keys: [this.#key], arguments: [this.#owner] });
  }
}

/** The press a message was, kept while the broker may send it again. */
export interface MessagePress {
  pressId: string;
  pressedAt: number;
}

/**
 * The presses of the messages in flight in a session, by packet id: a message the broker sends
 * again (dup) after a lost acknowledgement is the press it was, even when the process that first
 * had it is gone and another holds the session now.
 */
export interface PacketPresses {
  get(packetKey: string): Promise<MessagePress | undefined>;
  set(packetKey: string, press: MessagePress): Promise<void>;
}

const MAX_REMEMBERED = 10_000;

/** Keeps the latest MAX_REMEMBERED entries of a map (oldest first out). */
export function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_REMEMBERED) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}

/** A lone process: its own memory. */
export function memoryPacketPresses(): PacketPresses {
  const presses = new Map<string, MessagePress>();
  return {
    get: async (packetKey) => presses.get(packetKey),
    set: async (packetKey, press) => remember(presses, packetKey, press),
  };
}

/** Processes taking turns on a session: Redis, for `ttlMs` (the writer's memory of press ids). */
export function redisPacketPresses(
  redis: RedisClient,
  /** A packet's key in Redis (net/redis-names.ts, `mqttPacket`). */
  keyOf: (packetKey: string) => string,
  ttlMs: number,
): PacketPresses {
  return {
    // Redis away: a redelivery after a change of holder may then count once more (the guard's).
    get: async (packetKey) => {
      const stored = await redis.get(keyOf(packetKey)).catch(() => null);
      if (stored === null) return undefined;
      const [pressedAt, pressId] = [
        stored.slice(0, stored.indexOf(' ')),
        stored.slice(stored.indexOf(' ') + 1),
      ];
      return { pressId, pressedAt: Number(pressedAt) };
    },
    set: async (packetKey, press) => {
      await redis
        .set(keyOf(packetKey), `${press.pressedAt} ${press.pressId}`, {
          expiration: { type: 'PX', value: ttlMs },
        })
        .catch(() => {});
    },
  };
}

/**
 * A button or a club broker changed through this process: the other processes read their MQTT
 * bindings again now rather than at their next timed read. At most once (Redis Pub/Sub); never throws.
 */
export function announceBindingsChanged(redis: RedisClient, channel: string, sender: string): void {
  if (!redis.isReady) return;
  redis.publish(channel, sender).catch(() => {});
}

/** Calls `changed` when another process announces a change; resolves to a stop. */
export function followBindingChanges(
  redis: RedisClient,
  channel: string,
  sender: string,
  changed: () => void,
): () => Promise<void> {
  const subscriber = redis.duplicate();
  subscriber.on('error', () => {});
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (from) => {
        if (from !== sender) changed();
      }),
    )
    .catch(() => {});
  return () => subscriber.close().catch(() => {});
}
