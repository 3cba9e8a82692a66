import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type ButtonGesture, PRESS_ID_TTL_MS } from '@bandeja/contract';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IClientOptions, type IPublishPacket, type MqttClient } from 'mqtt';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { liveConfig } from '../matches/live-config.ts';
import { redisNames } from '../net/redis-names.ts';
import type { TargetPolicy } from '../net/targets.ts';
import { guardedBrokerClient } from './guarded-broker.ts';
import { announceIdentified } from './identify.ts';
import {
  LEASE_RENEW_MS,
  type MessagePress,
  type MqttState,
  memoryPacketPresses,
  type PacketPresses,
  type RedisClient,
  redisPacketPresses,
  remember,
  SessionLease,
} from './mqtt-lease.ts';
import { readButtonMessage } from './mqtt-payload.ts';
import { listMqttBindings } from './repository.ts';

/**
 * The same message (topic and payload) again within this time is the same press: a device or
 * bridge that publishes twice, a QoS 1 message sent again. A real second press this soon would be
 * inside the accidental-press guard anyway (docs/scoring-rules.md#accidental-press-guard).
 */
export const MQTT_REPEAT_WINDOW_MS = 2000;
/** Reconnection back-off: 1 s, doubling up to 30 s while the broker stays away. */
const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
/** Bindings are read again this often, for buttons edited through another process. */
const REFRESH_MS = 15_000;
/** A press that failed for a reason that may pass (the database away) is tried again this often. */
const RETRIES = [500, 1000, 2000, 4000];
/** MQTT 5's DISCONNECT reason: another connection took this client id's session. */
const SESSION_TAKEN_OVER = 0x8e;

export type { MqttState };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * MQTT buttons (docs/hardware.md, docs/api.md "MQTT buttons"): with MQTT_URL set, the server
 * subscribes to the topics bound to buttons. A message is a press that goes through the same score
 * writer as an HTTP press (the same guard, budget and press ids); it is acknowledged (PUBACK) only
 * once the writer has answered, and the session is kept by the broker (clean: false) with plain
 * subscriptions, which Mosquitto keeps across its own restart and queues messages for, so a
 * message the broker acknowledged survives this process or the broker restarting (with the
 * broker's persistence on). With several processes (REDIS_URL), one of them at a time holds the
 * session (mqtt-lease.ts): each message reaches one process, and none is lost while the broker or
 * the holder restarts. Retained messages are ignored: they are old presses. Never throws: a bad
 * message is counted and logged once per topic.
 */
export class MqttButtons {
  readonly #ctx: AppContext;
  readonly #log: FastifyBaseLogger;
  readonly #url: string;
  readonly #clientId: string;
  readonly #clubId: number | null;
  readonly #credentials: { username?: string; password?: string };
  /** A broker a club admin chose: connected to only where the policy allows (guarded-broker.ts). */
  readonly #targetPolicy: TargetPolicy | null;
  /** Several processes: the lease on the session; null for a lone process. */
  readonly #lease: SessionLease | null;
  readonly #packetPresses: PacketPresses;
  #client: MqttClient | null = null;
  #state: MqttState = 'down';
  /** What the session's holder (another process) last wrote in the lease. */
  #holderState: MqttState = 'down';
  #bindings = new Map<string, number>();
  /** Whether the bindings were read once: a message that comes before waits for them. */
  #bindingsRead = false;
  #refreshing: Promise<void> = Promise.resolve();
  #timers: NodeJS.Timeout[] = [];
  #claiming: Promise<void> = Promise.resolve();
  #closed = false;
  readonly #loggedTopics = new Set<string>();
  /** Digest of (topic, payload) → the press its first arrival made (repeats within the window). */
  readonly #recentPayloads = new Map<string, MessagePress>();

  /**
   * `redis`: the processes sharing it take turns on one session (mqtt-lease.ts); without it, a
   * lone process holds its own.
   * `clubId`: a club's own broker (club-brokers.ts), which carries that club's buttons only; without
   * it, the server's MQTT_URL, which carries the buttons of every club without its own broker.
   */
  constructor(options: {
    ctx: AppContext;
    log: FastifyBaseLogger;
    url: string;
    redis: RedisClient | null;
    clientId?: string;
    clubId?: number;
    username?: string;
    password?: string;
    targetPolicy?: TargetPolicy;
  }) {
    const { ctx, log, url, clientId, redis } = options;
    this.#targetPolicy = options.targetPolicy ?? null;
    this.#clubId = options.clubId ?? null;
    this.#credentials = {
      ...(options.username ? { username: options.username } : {}),
      ...(options.password ? { password: options.password } : {}),
    };
    this.#ctx = ctx;
    this.#log = log;
    this.#url = url;
    // Stable, so a restarted process finds its session (and the messages the broker kept for it)
    // again: a lone process's by its host, port and data, the processes sharing a database's by it.
    const identity =
      redis === null
        ? `${hostname()}\u0000${ctx.config.port}\u0000${ctx.config.dataDir}`
        : `shared\u0000${ctx.config.database.kind === 'postgres' ? ctx.config.database.url : ctx.config.dataDir}`;
    this.#clientId =
      clientId ??
      `bandeja-${createHash('sha256').update(identity).digest('hex').slice(0, 16)}${
        this.#clubId === null ? '' : `-club-${this.#clubId}`
      }`;
    const names = redisNames(ctx.config.redisPrefix);
    const sessionId = this.#clientId;
    this.#lease = redis === null ? null : new SessionLease(redis, names.mqttSession(sessionId), randomUUID());
    this.#packetPresses =
      redis === null
        ? memoryPacketPresses()
        : redisPacketPresses(redis, (packetKey) => names.mqttPacket(sessionId, packetKey), PRESS_ID_TTL_MS);
  }

  /** The broker as this process sees it, or as the process holding the session does. */
  state(): MqttState {
    if (this.#lease && !this.#client) return this.#holderState;
    return this.#state;
  }

  /**
   * Connects (in the background: a broker away at start is retried) and binds the topics; with
   * several processes, once this one holds the session.
   */
  async start(): Promise<void> {
    const refresh = setInterval(() => void this.refresh(), REFRESH_MS);
    refresh.unref();
    this.#timers.push(refresh);
    if (!this.#lease) {
      this.#connect();
      return;
    }
    await this.#claim();
    const claims = setInterval(() => void this.#claim(), LEASE_RENEW_MS);
    claims.unref();
    this.#timers.push(claims);
  }

  /** Takes, renews or watches the lease on the session; connects or lets go to follow it. */
  #claim(): Promise<void> {
    const lease = this.#lease;
    if (!lease) return Promise.resolve();
    this.#claiming = this.#claiming.then(async () => {
      if (this.#closed) return;
      try {
        const claim = await lease.claim(this.#client ? this.#state : 'down');
        if (claim.mine) {
          if (!this.#client) {
            this.#log.info('MQTT session taken by this process');
            this.#connect();
          }
          return;
        }
        this.#holderState = claim.holderState;
        if (this.#client) this.#letGo('MQTT session held by another process: this one lets go');
      } catch (error) {
        // Redis away: a holder keeps the session (no other process can claim it meanwhile).
        if (!this.#client) this.#holderState = 'down';
        this.#log.warn({ err: { message: String(error) } }, 'MQTT session lease not renewed');
      }
    });
    return this.#claiming;
  }

  /** Ends this process's connection at once: what it did not acknowledge goes to the next holder. */
  #letGo(why: string): void {
    const client = this.#client;
    if (!client) return;
    this.#log.warn(why);
    this.#client = null;
    this.#state = 'down';
    client.end(true);
  }

  #connect(): void {
    const options: IClientOptions = {
      protocolVersion: 5,
      clientId: this.#clientId,
      clean: false,
      properties: { sessionExpiryInterval: 24 * 60 * 60 },
      reconnectPeriod: RECONNECT_FIRST_MS,
      connectTimeout: 10_000,
      resubscribe: true,
      ...this.#credentials,
    };
    const client = this.#targetPolicy
      ? guardedBrokerClient(this.#url, this.#targetPolicy, options)
      : mqtt.connect(this.#url, options);
    this.#client = client;
    // Acknowledged once handled: the broker keeps (and sends again) what this process never finished.
    client.handleMessage = (packet, done) => {
      void this.#handle(packet).finally(() => done());
    };
    client.on('connect', () => {
      client.options.reconnectPeriod = RECONNECT_FIRST_MS;
      this.#log.info('MQTT broker connected');
      // Every binding again (a subscription the broker already has is kept as it is). 'ok' once
      // subscribed.
      void this.refresh({ all: true }).then(() => {
        if (client.connected && this.#client === client) this.#state = 'ok';
      });
    });
    client.on('disconnect', (packet) => {
      // Another process connected with the session's client id: reconnecting would take it back.
      if (packet.reasonCode === SESSION_TAKEN_OVER && this.#lease) {
        this.#letGo('MQTT session taken over by another process: this one lets go');
      }
    });
    client.on('close', () => {
      if (this.#client !== client) return;
      if (this.#state === 'ok') this.#log.warn('MQTT broker connection lost; reconnecting');
      this.#state = 'down';
      client.options.reconnectPeriod = Math.min(
        RECONNECT_MAX_MS,
        Math.max(RECONNECT_FIRST_MS, (client.options.reconnectPeriod ?? RECONNECT_FIRST_MS) * 2),
      );
    });
    client.on('error', (error) => {
      // A refused sign-in or an unreachable broker: mqtt.js keeps retrying.
      this.#log.warn({ err: { message: error.message } }, 'MQTT broker error');
    });
  }

  /** Reads the bindings again and subscribes or unsubscribes what changed. */
  refresh(options: { all?: boolean } = {}): Promise<void> {
    this.#refreshing = this.#refreshing
      .then(() => this.#refresh(options.all ?? false))
      .catch((error: unknown) => {
        this.#log.warn({ err: error }, 'MQTT bindings not refreshed');
      });
    return this.#refreshing;
  }

  /** The topics bound to this broker's buttons, as the database has them now. */
  async #readBindings(): Promise<Map<string, number>> {
    const bindings = new Map<string, number>();
    for (const binding of await listMqttBindings(this.#ctx.db)) {
      // A club with a prefix binds only topics under it (a prefix set after the topic was bound).
      if (binding.clubPrefix && !binding.topic.startsWith(binding.clubPrefix)) continue;
      // A button of a club with its own broker is heard there only (docs/hardware.md).
      if (binding.brokerClubId !== this.#clubId) continue;
      bindings.set(binding.topic, binding.id);
    }
    return bindings;
  }

  async #refresh(all: boolean): Promise<void> {
    if (this.#closed) return;
    const bindings = await this.#readBindings();
    this.#bindingsRead = true;
    const client = this.#client;
    const added = [...bindings.keys()].filter((topic) => all || !this.#bindings.has(topic));
    const removed = [...this.#bindings.keys()].filter((topic) => !bindings.has(topic));
    this.#bindings = bindings;
    if (!client?.connected) return;
    // rh 2: the broker sends no retained message on subscribing (an old press); they are ignored anyway.
    if (added.length > 0) await client.subscribeAsync(added, { qos: 1, rh: 2 });
    if (removed.length > 0) await client.unsubscribeAsync(removed);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#timers) clearInterval(timer);
    await this.#claiming;
    await this.#client?.endAsync();
    // The next process takes the session at once instead of when the lease runs out.
    await this.#lease?.release().catch(() => {});
    this.#state = 'off';
  }

  async #handle(packet: IPublishPacket): Promise<void> {
    const { metrics } = this.#ctx;
    try {
      // A retained message is an old one the broker keeps for newcomers: never a press now.
      if (packet.retain) return metrics.mqttMessage('retained');
      const topic = packet.topic;
      // A session taken over hands its kept messages over at once, before any timed read: the
      // bindings are read for them, but not through refresh(), whose subscription waits for a
      // SUBACK that mqtt.js reads only after this message is handled.
      const bindings = this.#bindingsRead ? this.#bindings : await this.#readBindings();
      const buttonId = bindings.get(topic);
      if (buttonId === undefined) return metrics.mqttMessage('unknown_topic');
      const payload = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
      const message = readButtonMessage(payload);
      if (message.kind === 'unknown') {
        metrics.mqttMessage('unknown_payload');
        if (!this.#loggedTopics.has(topic)) {
          this.#loggedTopics.add(topic);
          this.#log.warn(
            { topic, payload: payload.subarray(0, 200).toString('utf8') },
            'MQTT message not understood as a press (logged once per topic)',
          );
        }
        return;
      }
      const now = this.#ctx.now();
      this.#ctx.buttonHealth.seen(buttonId, now, message.report);
      if (message.kind === 'report') return metrics.mqttMessage('health');
      const { pressId, pressedAt } = await this.#pressOf(topic, payload, packet, now);
      metrics.mqttMessage(
        await this.#press(
          buttonId,
          topic,
          message.gesture,
          pressId,
          pressedAt,
          message.report.battery ?? null,
        ),
      );
    } catch (error) {
      metrics.mqttMessage('error');
      this.#log.error({ err: error }, 'MQTT message failed');
    }
  }

  /**
   * The press id and time of a message: the same for its repeats and redeliveries. A redelivery
   * (dup, the same packet id and content) is the press it was, whichever process of the server had
   * it first. Otherwise the id is the message's digest and its MQTT_REPEAT_WINDOW_MS slot of time,
   * and a repeat within the window (a publisher sending twice) is the press it repeats; one across
   * the slot's edge is left to the accidental-press guard (docs/hardware.md, "Exactly one point
   * per message").
   */
  async #pressOf(topic: string, payload: Buffer, packet: IPublishPacket, now: number): Promise<MessagePress> {
    const digest = createHash('sha256').update(topic).update('\u0000').update(payload).digest('base64url');
    const packetKey = packet.messageId === undefined ? null : `${packet.messageId}:${digest}`;
    const known = packetKey !== null && packet.dup ? await this.#packetPresses.get(packetKey) : undefined;
    if (known && now - known.pressedAt < PRESS_ID_TTL_MS) return known;
    const recent = this.#recentPayloads.get(digest);
    const press =
      recent !== undefined && now - recent.pressedAt < MQTT_REPEAT_WINDOW_MS
        ? recent
        : {
            pressId: `mqtt:${digest.slice(0, 32)}:${Math.floor(now / MQTT_REPEAT_WINDOW_MS)}`,
            pressedAt: now,
          };
    remember(this.#recentPayloads, digest, press);
    // Kept before the write: a holder that dies before its acknowledgement leaves it to the next.
    if (packetKey !== null) await this.#packetPresses.set(packetKey, press);
    return press;
  }

  /** One press through the score writer; what became of it (the metric's outcome). */
  async #press(
    buttonId: number,
    topic: string,
    gesture: ButtonGesture,
    pressId: string,
    pressedAt: number,
    battery: number | null,
  ): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await this.#ctx.scores.press({
          buttonId,
          key: null,
          topic,
          gesture,
          reread: true,
          pressId,
          pressedAt: String(pressedAt),
          guardMs: liveConfig(this.#ctx.config).pressGuardMs,
        });
        if (answer.outcome === 'identified') {
          await announceIdentified(this.#ctx, {
            buttonId,
            gesture,
            action: answer.action,
            battery,
            via: 'mqtt',
          });
        }
        return answer.outcome;
      } catch (error) {
        // A refusal (no match on the court, the budget spent, the button unbound): final.
        if (error instanceof AppError && error.statusCode < 500) return 'refused';
        const pause = RETRIES[attempt];
        if (pause === undefined || this.#closed) throw error;
        await sleep(pause);
      }
    }
  }
}
