import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { type ButtonGesture, PRESS_ID_TTL_MS } from '@bandeja/contract';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { liveConfig } from '../matches/live-config.ts';
import { announceIdentified } from './identify.ts';
import { readButtonMessage } from './mqtt-payload.ts';
import { listMqttBindings } from './repository.ts';

/** The shared subscription's group: each message goes to one of the server's processes. */
export const MQTT_SHARE_GROUP = 'bandeja';
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
const MAX_REMEMBERED = 10_000;

export type MqttState = 'off' | 'ok' | 'down';

interface MessagePress {
  pressId: string;
  pressedAt: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * MQTT buttons (docs/hardware.md, docs/api.md "MQTT buttons"): with MQTT_URL set, the server
 * subscribes to the topics bound to buttons; with several processes, through MQTT 5 shared
 * subscriptions (`$share/bandeja/<topic>`), so that each message reaches one of them. A
 * message is a press that goes through the same score writer as an HTTP press (the same guard,
 * budget and press ids); it is acknowledged (PUBACK) only once the writer has answered, and the
 * session is kept by the broker (clean: false), so a message the broker acknowledged survives this
 * process or the broker restarting (with the broker's persistence on). Retained messages are
 * ignored: they are old presses. Never throws: a bad message is counted and logged once per topic.
 */
export class MqttButtons {
  readonly #ctx: AppContext;
  readonly #log: FastifyBaseLogger;
  readonly #url: string;
  readonly #clientId: string;
  readonly #shared: boolean;
  readonly #clubId: number | null;
  readonly #credentials: { username?: string; password?: string };
  #client: MqttClient | null = null;
  #state: MqttState = 'down';
  #bindings = new Map<string, number>();
  #refreshing: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | null = null;
  #closed = false;
  readonly #loggedTopics = new Set<string>();
  /** Digest of (topic, payload) → the press its first arrival made (repeats within the window). */
  readonly #recentPayloads = new Map<string, MessagePress>();
  /** (topic, packet id) → the press it was: a redelivery (dup) is the same press. */
  readonly #packetPresses = new Map<string, MessagePress>();

  /**
   * `shared`: several processes (REDIS_URL) share each topic through `$share/bandeja/…`, so each
   * message reaches one of them. A lone process subscribes plainly: Mosquitto 2.0 keeps a plain
   * subscription of a kept session across its own restart (and queues messages for it meanwhile),
   * but not a shared one, which this process makes again as soon as it is back.
   * `clubId`: a club's own broker (club-brokers.ts), which carries that club's buttons only; without
   * it, the server's MQTT_URL, which carries the buttons of every club without its own broker.
   */
  constructor(options: {
    ctx: AppContext;
    log: FastifyBaseLogger;
    url: string;
    shared: boolean;
    clientId?: string;
    clubId?: number;
    username?: string;
    password?: string;
  }) {
    const { ctx, log, url, clientId } = options;
    this.#shared = options.shared;
    this.#clubId = options.clubId ?? null;
    this.#credentials = {
      ...(options.username ? { username: options.username } : {}),
      ...(options.password ? { password: options.password } : {}),
    };
    this.#ctx = ctx;
    this.#log = log;
    this.#url = url;
    // Stable for a process on a given host and port, so a restarted process finds its session
    // (and the messages the broker kept for it) again.
    this.#clientId =
      clientId ??
      `bandeja-${createHash('sha256')
        .update(`${hostname()}\u0000${ctx.config.port}\u0000${ctx.config.dataDir}`)
        .digest('hex')
        .slice(0, 16)}${this.#clubId === null ? '' : `-club-${this.#clubId}`}`;
  }

  state(): MqttState {
    return this.#state;
  }

  /** Connects (in the background: a broker away at start is retried) and binds the topics. */
  async start(): Promise<void> {
    const client = mqtt.connect(this.#url, {
      protocolVersion: 5,
      clientId: this.#clientId,
      clean: false,
      properties: { sessionExpiryInterval: 24 * 60 * 60 },
      reconnectPeriod: RECONNECT_FIRST_MS,
      connectTimeout: 10_000,
      resubscribe: true,
      ...this.#credentials,
    });
    this.#client = client;
    // Acknowledged once handled: the broker keeps (and sends again) what this process never finished.
    client.handleMessage = (packet, done) => {
      void this.#handle(packet).finally(() => done());
    };
    client.on('connect', () => {
      client.options.reconnectPeriod = RECONNECT_FIRST_MS;
      this.#log.info('MQTT broker connected');
      // Every binding again: a restarted broker may have kept the session but not its shared
      // subscriptions (and mqtt.js resubscribes only when the session was not kept). 'ok' once
      // subscribed.
      void this.refresh({ all: true }).then(() => {
        if (client.connected) this.#state = 'ok';
      });
    });
    client.on('close', () => {
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
    this.#timer = setInterval(() => void this.refresh(), REFRESH_MS);
    this.#timer.unref();
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

  async #refresh(all: boolean): Promise<void> {
    if (this.#closed) return;
    const bindings = new Map<string, number>();
    for (const binding of await listMqttBindings(this.#ctx.db)) {
      // A club with a prefix binds only topics under it (a prefix set after the topic was bound).
      if (binding.clubPrefix && !binding.topic.startsWith(binding.clubPrefix)) continue;
      // A button of a club with its own broker is heard there only (docs/hardware.md).
      if (binding.brokerClubId !== this.#clubId) continue;
      bindings.set(binding.topic, binding.id);
    }
    const client = this.#client;
    const added = [...bindings.keys()].filter((topic) => all || !this.#bindings.has(topic));
    const removed = [...this.#bindings.keys()].filter((topic) => !bindings.has(topic));
    this.#bindings = bindings;
    if (!client?.connected) return;
    const filter = (topic: string) => (this.#shared ? `$share/${MQTT_SHARE_GROUP}/${topic}` : topic);
    // rh 2: the broker sends no retained message on subscribing (an old press); they are ignored anyway.
    if (added.length > 0) await client.subscribeAsync(added.map(filter), { qos: 1, rh: 2 });
    if (removed.length > 0) await client.unsubscribeAsync(removed.map(filter));
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.#client?.endAsync();
    this.#state = 'off';
  }

  async #handle(packet: IPublishPacket): Promise<void> {
    const { metrics } = this.#ctx;
    try {
      // A retained message is an old one the broker keeps for newcomers: never a press now.
      if (packet.retain) return metrics.mqttMessage('retained');
      const topic = packet.topic;
      const buttonId = this.#bindings.get(topic);
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
      const { pressId, pressedAt } = this.#pressOf(topic, payload, packet, now);
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
   * The press id and time of a message: the same for its repeats and redeliveries. The id is the
   * message's digest and its MQTT_REPEAT_WINDOW_MS slot of time, so a repeat that another process
   * receives (a publisher sending twice) mostly gets the same id, and the database's unique press
   * id keeps it to one point; a repeat across the slot's edge is caught here (same process) or by
   * the accidental-press guard (docs/hardware.md, "Exactly one point per message").
   */
  #pressOf(
    topic: string,
    payload: Buffer,
    packet: IPublishPacket,
    now: number,
  ): { pressId: string; pressedAt: number } {
    const packetKey = packet.messageId === undefined ? null : `${topic}\u0000${packet.messageId}`;
    const known = packetKey === null ? undefined : this.#packetPresses.get(packetKey);
    if (packet.dup && known && now - known.pressedAt < PRESS_ID_TTL_MS) return known;
    const digest = createHash('sha256').update(topic).update('\u0000').update(payload).digest('base64url');
    const recent = this.#recentPayloads.get(digest);
    const press =
      recent !== undefined && now - recent.pressedAt < MQTT_REPEAT_WINDOW_MS
        ? recent
        : {
            pressId: `mqtt:${digest.slice(0, 32)}:${Math.floor(now / MQTT_REPEAT_WINDOW_MS)}`,
            pressedAt: now,
          };
    remember(this.#recentPayloads, digest, press);
    if (packetKey !== null) remember(this.#packetPresses, packetKey, press);
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

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_REMEMBERED) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
