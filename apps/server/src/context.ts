import type { DeviceHealth } from './buttons/device-health.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { LiveBus } from './realtime/bus.ts';
import type { ScoreWriter } from './scores/score-writer.ts';

/**
 * What every feature module receives: configuration, the database and the clock. The clock is
 * injected so tests can move time (guard windows, time limits) without waiting.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  now: () => number;
  /** Where committed changes leave for the sockets, once (src/realtime/bus.ts); finishes can be followed here. */
  live: LiveBus;
  /** The one door to a match's score: every change, cached and group-committed (src/scores/score-writer.ts). */
  scores: ScoreWriter;
  /** Outgoing mail: SMTP_URL, or .eml files under $DATA_DIR/outbox (src/mail). */
  mailer: Mailer;
  /**
   * The origin links in mails and share pages point to (src/system/public-address.ts): PUBLIC_URL,
   * or the machine's network address. Never a request's Host.
   */
  publicOrigin(): string;
  /** Prometheus metrics, served at /metrics when METRICS_TOKEN is set (src/metrics). */
  metrics: Metrics;
  /** Each button's last sign of life, battery and signal, written once a second (src/buttons/device-health.ts). */
  buttonHealth: DeviceHealth;
  /**
   * A button or a club's broker was added, edited or deleted: the MQTT listeners bind their topics
   * again (src/buttons/mqtt-listener.ts), the other processes are told through Redis; resolves once
   * this process has subscribed (a request does not wait for it; a test may). Never rejects.
   */
  buttonsChanged(): Promise<void>;
}
