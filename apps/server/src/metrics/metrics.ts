import { PRESS_OUTCOMES, type PressOutcome } from '@bandeja/contract';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Mailer } from '../mail/mailer.ts';

/**
 * The server's Prometheus metrics (docs/operations.md, "Metrics"; prom-client). Each app has its
 * own registry, so several apps in one process (the tests) never share counts. The names are the
 * ones docs/grafana-dashboard.json graphs: rename both together.
 */

/** How a press that was not acknowledged ended, by its HTTP status. */
export const PRESS_REFUSALS = {
  400: 'invalid',
  401: 'unauthorized',
  404: 'not_found',
  409: 'conflict',
  413: 'invalid',
  415: 'invalid',
  429: 'throttled',
} as const;
type PressRefusal = (typeof PRESS_REFUSALS)[keyof typeof PRESS_REFUSALS] | 'refused' | 'error';

/** A press's outcome label: the acknowledged outcomes, or why it was refused. */
export type PressOutcomeLabel = PressOutcome | PressRefusal;

export function refusalOf(status: number): PressRefusal {
  if (status >= 500) return 'error';
  return PRESS_REFUSALS[status as keyof typeof PRESS_REFUSALS] ?? 'refused';
}

/** What the gauges read when Prometheus scrapes (set once the app has them). */
export interface MetricsSources {
  /** Connected sockets of this process, and its rooms of each kind with their sockets. */
  sockets(): { connected: number; rooms: readonly { kind: string; rooms: number; sockets: number }[] };
  /** The PostgreSQL pool; null on PGlite (one in-process connection). */
  pool(): { total: number; idle: number; waiting: number } | null;
  /** Statistics mails waiting in the database for the sweeper (src/mail/statistics-sweeper.ts). */
  mailOutbox(): Promise<number>;
}

const SECOND_BUCKETS_PRESS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const SECOND_BUCKETS_EMIT = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export class Metrics {
  readonly registry = new Registry();
  #sources: MetricsSources | null = null;
  /** Commit times of the scores being published (performance.now()), until their emit. */
  readonly #committedAt = new WeakMap<object, number>();

  readonly #pressOutcomes = new Counter({
    name: 'bandeja_press_outcomes_total',
    help: 'WatchButton presses by outcome: applied, duplicate, ignored_accidental, or why they were refused',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  readonly #pressSeconds = new Histogram({
    name: 'bandeja_press_to_commit_seconds',
    help: 'Acknowledged WatchButton presses: from the request to its answer, which is sent after the commit',
    buckets: SECOND_BUCKETS_PRESS,
    registers: [this.registry],
  });
  readonly #commitToEmitSeconds = new Histogram({
    name: 'bandeja_commit_to_emit_seconds',
    help: 'Score changes of the live write path: from the commit of their batch to their emit to the sockets',
    buckets: SECOND_BUCKETS_EMIT,
    registers: [this.registry],
  });
  readonly #broadcasts = new Counter({
    name: 'bandeja_broadcasts_total',
    help: 'Messages published to the socket rooms (match, court, club, display), by socket event',
    labelNames: ['event'],
    registers: [this.registry],
  });
  readonly #mqttMessages = new Counter({
    name: 'bandeja_mqtt_messages_total',
    help: 'Messages of MQTT buttons (docs/hardware.md), by outcome: a press outcome, health (battery or signal only), unknown_payload, unknown_topic, retained, refused, error',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  readonly #mailSent = new Counter({
    name: 'bandeja_mail_sent_total',
    help: 'Mails handed to SMTP (or written to the outbox folder), by result',
    labelNames: ['result'],
    registers: [this.registry],
  });
  // Label children made once: presses and broadcasts are the hottest paths, a lookup by label
  // values on each would cost there.
  readonly #outcomeChildren = new Map<PressOutcomeLabel, Counter.Internal>();
  readonly #broadcastChildren = new Map<string, Counter.Internal>();

  constructor(options: { processMetrics: boolean }) {
    const sources = () => this.#sources;
    new Gauge({
      name: 'bandeja_sockets',
      help: 'Socket.IO connections of this process',
      registers: [this.registry],
      collect() {
        this.set(sources()?.sockets().connected ?? 0);
      },
    });
    new Gauge({
      name: 'bandeja_rooms',
      help: "Rooms with at least one of this process's sockets, by kind: match (a scoreboard), court (a court display), club (a clubhouse wall), display (a paired TV)",
      labelNames: ['kind'],
      registers: [this.registry],
      collect() {
        for (const { kind, rooms } of sources()?.sockets().rooms ?? []) this.set({ kind }, rooms);
      },
    });
    new Gauge({
      name: 'bandeja_room_sockets',
      help: "This process's sockets in rooms by kind, summed over the rooms (a socket may follow several)",
      labelNames: ['kind'],
      registers: [this.registry],
      collect() {
        for (const { kind, sockets } of sources()?.sockets().rooms ?? []) this.set({ kind }, sockets);
      },
    });
    new Gauge({
      name: 'bandeja_db_pool_connections',
      help: 'PostgreSQL connections of this process by state (total, idle); absent on PGlite',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const pool = sources()?.pool();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
      },
    });
    new Gauge({
      name: 'bandeja_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL connection of this process; absent on PGlite',
      registers: [this.registry],
      collect() {
        const pool = sources()?.pool();
        if (pool) this.set(pool.waiting);
      },
    });
    new Gauge({
      name: 'bandeja_mail_outbox_pending',
      help: 'Statistics mails of finished matches not sent yet (shared by all processes: the database)',
      registers: [this.registry],
      async collect() {
        const source = sources();
        if (source) this.set(await source.mailOutbox());
      },
    });
    for (const outcome of [
      ...PRESS_OUTCOMES,
      ...new Set(Object.values(PRESS_REFUSALS)),
      'refused',
      'error',
    ] as const) {
      this.#outcomeChildren.set(outcome, this.#pressOutcomes.labels(outcome));
    }
    // The process's own: CPU, memory, heap, event-loop lag, handles, GC (prom-client's defaults).
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** Connects the gauges to what they read (the sockets exist only once the app is built). */
  watch(sources: MetricsSources): void {
    this.#sources = sources;
  }

  /** A press answered: its outcome, and for an acknowledged one the time to its answer. */
  press(outcome: PressOutcomeLabel, seconds: number | null): void {
    this.#outcomeChildren.get(outcome)?.inc();
    if (seconds !== null) this.#pressSeconds.observe(seconds);
  }

  /** A message of an MQTT button, by what became of it. */
  mqttMessage(outcome: string): void {
    this.#mqttMessages.inc({ outcome });
  }

  /** A change of the live write path is about to be published; its batch committed at `committedAt`. */
  committed(score: object, committedAt: number): void {
    this.#committedAt.set(score, committedAt);
  }

  /** A change was handed to the sockets (called after them, for each published message). */
  emitted(event: string, payload: object): void {
    let broadcasts = this.#broadcastChildren.get(event);
    if (!broadcasts) {
      broadcasts = this.#broadcasts.labels(event);
      this.#broadcastChildren.set(event, broadcasts);
    }
    broadcasts.inc();
    const committedAt = this.#committedAt.get(payload);
    if (committedAt === undefined) return;
    this.#committedAt.delete(payload);
    this.#commitToEmitSeconds.observe((performance.now() - committedAt) / 1000);
  }

  /** The mailer, counting what it sends and what fails. */
  countMail(mailer: Mailer): Mailer {
    const sent = this.#mailSent;
    return {
      destination: mailer.destination,
      async send(message) {
        try {
          const result = await mailer.send(message);
          sent.inc({ result: 'sent' });
          return result;
        } catch (error) {
          sent.inc({ result: 'failed' });
          throw error;
        }
      },
    };
  }

  /** The exposition text Prometheus scrapes. */
  exposition(): Promise<string> {
    return this.registry.metrics();
  }
}
