import type { FastifyBaseLogger } from 'fastify';
import { decryptBrokerPassword } from '../clubs/broker-password.ts';
import type { AppContext } from '../context.ts';
import { MqttButtons } from './mqtt-listener.ts';
import { listClubBrokers } from './repository.ts';

/** Club brokers are read again this often, for settings changed through another process. */
const REFRESH_MS = 15_000;

interface Running {
  /** The setting it was started with (URL, username, stored password): a change restarts it. */
  setting: string;
  listener: MqttButtons;
}

/**
 * The clubs' own MQTT brokers (docs/hardware.md, docs/decisions/012-mqtt-buttons.md): one
 * MqttButtons listener per club that has one, subscribed to that club's buttons only. Started,
 * restarted and stopped as the clubs' settings change. Never logs a broker's URL or password.
 */
export class ClubBrokers {
  readonly #ctx: AppContext;
  readonly #log: FastifyBaseLogger;
  readonly #shared: boolean;
  readonly #running = new Map<number, Running>();
  #syncing: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(options: { ctx: AppContext; log: FastifyBaseLogger; shared: boolean }) {
    this.#ctx = options.ctx;
    this.#log = options.log;
    this.#shared = options.shared;
  }

  async start(): Promise<void> {
    await this.refresh();
    this.#timer = setInterval(() => void this.refresh(), REFRESH_MS);
    this.#timer.unref();
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

  /** The clubs whose broker is not connected now (for /api/health). */
  down(): number[] {
    return [...this.#running]
      .filter(([, running]) => running.listener.state() !== 'ok')
      .map(([clubId]) => clubId);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
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
        shared: this.#shared,
        clubId: broker.clubId,
        ...(broker.username ? { username: broker.username } : {}),
        ...(password ? { password } : {}),
      });
      this.#running.set(broker.clubId, { setting, listener });
      await listener.start();
    }
  }
}
