import type { FastifyBaseLogger } from 'fastify';
import { decryptBrokerPassword } from '../clubs/broker-password.ts';
import type { AppContext } from '../context.ts';
import type { RedisClient } from './mqtt-lease.ts';
import { MqttButtons } from './mqtt-listener.ts';
import { listClubBrokers } from './repository.ts';

/**
 * While club brokers run, they are read again this often, for a change whose notice from another
 * process was lost (Redis away).
 */
const REFRESH_MS = 15_000;

interface Running {
  /** The setting it was started with (URL, username, stored password): a change restarts it. */
  setting: string;
  listener: MqttButtons;
}

/**
 * The clubs' own MQTT brokers (docs/hardware.md, docs/decisions/012-mqtt-buttons.md): one
 * MqttButtons listener per club that has one, subscribed to that club's buttons only. Started,
 * restarted and stopped as the clubs' settings change (this process's edits and, through Redis,
 * the other processes'). A server without club brokers reads them at start and on a change only:
 * no timer runs. Never logs a broker's URL or password.
 */
export class ClubBrokers {
  readonly #ctx: AppContext;
  readonly #log: FastifyBaseLogger;
  readonly #redis: RedisClient | null;
  readonly #running = new Map<number, Running>();
  #syncing: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(options: { ctx: AppContext; log: FastifyBaseLogger; redis: RedisClient | null }) {
    this.#ctx = options.ctx;
    this.#log = options.log;
    this.#redis = options.redis;
  }

  async start(): Promise<void> {
    await this.refresh();
  }

  /** Whether the loop that rereads the settings runs (only while a club broker does). */
  polling(): boolean {
    return this.#timer !== null;
  }

  /** Reads the clubs' brokers and their buttons again (after an edit). */
  refresh(): Promise<void> {
    this.#syncing = this.#syncing
      .then(() => this.#sync())
      .catch((error: unknown) => {
        this.#log.warn({ err: error }, 'club MQTT brokers not refreshed');
      });
    return this.#syncing;
  }

  /** How many clubs' brokers are not connected now (for /api/health, which names none). */
  down(): number {
    return [...this.#running.values()].filter((running) => running.listener.state() !== 'ok').length;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#poll(false);
    await this.#syncing;
    await Promise.all([...this.#running.values()].map((running) => running.listener.close()));
    this.#running.clear();
  }

  async #sync(): Promise<void> {
    if (this.#closed) return;
    const brokers = await listClubBrokers(this.#ctx.db);
    const wanted = new Set(brokers.map((broker) => broker.clubId));
    for (const [clubId, running] of this.#running) {
      if (wanted.has(clubId)) continue;
      this.#running.delete(clubId);
      await running.listener.close();
    }
    for (const broker of brokers) {
      const setting = `${broker.url}\u0000${broker.username ?? ''}\u0000${broker.password ?? ''}`;
      const running = this.#running.get(broker.clubId);
      if (running?.setting === setting) {
        await running.listener.refresh();
        continue;
      }
      if (running) await running.listener.close();
      const log = this.#log.child({ clubId: broker.clubId });
      const password =
        broker.password === null
          ? null
          : decryptBrokerPassword(this.#ctx.config.jwtSecret, broker.clubId, broker.password);
      if (broker.password !== null && password === null) {
        log.warn('club MQTT broker password cannot be decrypted (JWT_SECRET changed?): set it again');
      }
      const listener = new MqttButtons({
        ctx: this.#ctx,
        log,
        url: broker.url,
        redis: this.#redis,
        targetPolicy: { allowPrivate: this.#ctx.config.clubBrokerPrivateTargets === true },
        clubId: broker.clubId,
        ...(broker.username ? { username: broker.username } : {}),
        ...(password ? { password } : {}),
      });
      this.#running.set(broker.clubId, { setting, listener });
      await listener.start();
    }
    this.#poll(this.#running.size > 0);
  }

  #poll(on: boolean): void {
    if (on && !this.#timer) {
      this.#timer = setInterval(() => void this.refresh(), REFRESH_MS);
      this.#timer.unref();
    } else if (!on && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
  }
}
