import type { ButtonSignal } from '@bandeja/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.ts';

/** What a device said about itself (an MQTT payload's battery, link quality, voltage). */
export interface DeviceReport {
  battery?: number | null;
  signal?: ButtonSignal | null;
  voltageMv?: number | null;
}

interface Pending extends DeviceReport {
  at: number;
}

/** How often the health heard is written: presses never wait for it (docs/api.md "Device health"). */
export const DEVICE_HEALTH_FLUSH_MS = 1000;

/**
 * Buttons written by one statement of a flush. On PGlite a statement runs on the server's one
 * thread, and one for the 500 buttons a busy second hears took 20–100 ms, during which no press was
 * answered: in chunks, with a turn of the event loop between them, the presses' own writes go in
 * between (bench/README.md, "The open loop's tail").
 */
const FLUSH_CHUNK = 25;

/**
 * A button heard again within this long of the sign of life last written, saying nothing new about
 * itself, is not written again (docs/api.md "Device health"): at 500 presses a second over 1,000
 * buttons, writing every button heard each second was the open loop's slowest presses
 * (bench/README.md, "The snapshots read whole on every press").
 */
export const LAST_SEEN_RESOLUTION_MS = 30_000;

/** Whether what was heard only repeats what was written: null fields say nothing. */
function repeats(written: Pending | undefined, heard: Pending): boolean {
  if (!written || heard.at - written.at >= LAST_SEEN_RESOLUTION_MS) return false;
  const same = <T>(news: T | null | undefined, known: T | null | undefined) => news == null || news === known;
  return (
    same(heard.battery, written.battery) &&
    same(heard.voltageMv, written.voltageMv) &&
    same(heard.signal?.kind, written.signal?.kind) &&
    same(heard.signal?.value, written.signal?.value)
  );
}

/**
 * Each button's last sign of life and what it reported (docs/api.md "Device health"), from every
 * press and every MQTT message. Kept in memory and written once a second for the buttons heard
 * with news (anything reported that changed, or the last time written over LAST_SEEN_RESOLUTION_MS
 * ago), off the press's path: a press costs no extra write. Several processes each write what they
 * heard; `greatest` keeps the latest time whoever writes last. A crash loses at most a second of
 * health, never a point.
 */
export class DeviceHealth {
  readonly #db: DbOrTx;
  readonly #log: FastifyBaseLogger;
  #pending = new Map<number, Pending>();
  /** What this process last wrote of each button. */
  readonly #written = new Map<number, Pending>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();

  constructor(options: { db: DbOrTx; log: FastifyBaseLogger; intervalMs?: number }) {
    this.#db = options.db;
    this.#log = options.log;
    const intervalMs = options.intervalMs ?? DEVICE_HEALTH_FLUSH_MS;
    if (intervalMs > 0) {
      this.#timer = setInterval(() => void this.flush(), intervalMs);
      this.#timer.unref();
    }
  }

  /** The button was heard at `at` (epoch ms), with what it said about itself. */
  seen(buttonId: number, at: number, report: DeviceReport = {}): void {
    const previous = this.#pending.get(buttonId);
    const heard = {
      at: Math.max(at, previous?.at ?? 0),
      battery: report.battery ?? previous?.battery ?? null,
      signal: report.signal ?? previous?.signal ?? null,
      voltageMv: report.voltageMv ?? previous?.voltageMv ?? null,
    };
    if (!previous && repeats(this.#written.get(buttonId), heard)) return;
    this.#pending.set(buttonId, heard);
  }

  /** The battery heard and not yet written, if any (an identify press shows it at once). */
  pendingBattery(buttonId: number): number | null {
    return this.#pending.get(buttonId)?.battery ?? null;
  }

  /** Writes what was heard since the last flush (FLUSH_CHUNK buttons a statement); failures are logged and retried. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }

  async #write(): Promise<void> {
    if (this.#pending.size === 0) return;
    const taken = [...this.#pending];
    this.#pending = new Map();
    for (let start = 0; start < taken.length; start += FLUSH_CHUNK) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      const chunk = taken.slice(start, start + FLUSH_CHUNK);
      try {
        await this.#update(chunk);
        for (const [id, heard] of chunk) this.#remember(id, heard);
      } catch (error) {
        this.#log.warn({ err: error }, 'device health not written; kept for the next flush');
        for (const [id, heard] of taken.slice(start))
          if (!this.#pending.has(id)) this.#pending.set(id, heard);
        return;
      }
    }
  }

  /** What the database now holds of a button, as this process wrote it (null fields kept). */
  #remember(id: number, heard: Pending): void {
    const known = this.#written.get(id);
    this.#written.set(id, {
      at: Math.max(heard.at, known?.at ?? 0),
      battery: heard.battery ?? known?.battery ?? null,
      signal: heard.signal ?? known?.signal ?? null,
      voltageMv: heard.voltageMv ?? known?.voltageMv ?? null,
    });
  }

  async #update(heard: readonly (readonly [number, Pending])[]): Promise<void> {
    const rows = heard.map(([id, pending]) => ({
      id,
      at: new Date(pending.at).toISOString(),
      battery: pending.battery ?? null,
      signal_kind: pending.signal?.kind ?? null,
      signal_value: pending.signal?.value ?? null,
      voltage_mv: pending.voltageMv ?? null,
    }));
    await this.#db.execute(healthUpdate(JSON.stringify(rows)));
  }
}

/**
 * The statement of one flush chunk: `rowsJson` is a JSON array of { id, at, battery, signal_kind,
 * signal_value, voltage_mv } (bench/live/batch-cost.ts measures this same statement). The buttons
 * are found by key (`any (array(...))`): joined to jsonb_to_recordset, which the planner takes for
 * 100 rows, it read the whole buttons table for each chunk.
 */
export function healthUpdate(rowsJson: string): SQL {
  return sql`
      update buttons b
         set last_seen_at = greatest(b.last_seen_at, x.at),
             battery = coalesce(x.battery, b.battery),
             signal_kind = coalesce(x.signal_kind, b.signal_kind),
             signal_value = case when x.signal_kind is null then b.signal_value else x.signal_value end,
             voltage_mv = coalesce(x.voltage_mv, b.voltage_mv)
        from jsonb_to_recordset(${rowsJson}::jsonb) as x(
               id int, at timestamptz, battery int, signal_kind text, signal_value int, voltage_mv int)
       where b.id = x.id
         and b.id = any (array(select (r ->> 'id')::int from jsonb_array_elements(${rowsJson}::jsonb) as r))`;
}
