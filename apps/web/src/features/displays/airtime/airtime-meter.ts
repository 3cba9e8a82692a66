import type { AirtimeBeat } from '@bandeja/contract';

/**
 * What a paired TV counts of its sponsor logos (docs/broadcast.md, "Sponsors' airtime"): slices of
 * each logo's showing, at most 60 s each, the first of a showing marked as an impression. Slices
 * wait in a queue kept in local storage until the server has them, so a reload or an offline
 * period loses nothing; each has its own id, so sending one twice counts it once.
 */

/** A slice is closed at this length and the showing goes on in the next (not a new impression). */
export const SLICE_MAX_MS = 60_000;
/** Ticks further apart than this mean the screen was not counting (asleep, frozen): a new showing. */
export const TICK_GAP_MS = 3_000;

interface OpenSlice {
  id: string;
  sponsorId: number;
  startedAt: number;
  lastAt: number;
  impression: boolean;
}

interface Stored {
  queue: AirtimeBeat[];
  open: OpenSlice[];
}

export interface MeterDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  newId: () => string;
}

export function airtimeStorageKey(clubId: number): string {
  return `bandeja.airtime.${clubId}`;
}

export class AirtimeMeter {
  private queue: AirtimeBeat[] = [];
  private open = new Map<number, OpenSlice>();
  private readonly key: string;

  constructor(
    clubId: number,
    private readonly deps: MeterDeps,
  ) {
    this.key = airtimeStorageKey(clubId);
    this.load();
  }

  /**
   * One look at the screen at `now` (the server's time as the TV estimates it): the logos in
   * `visible` are being shown, every other logo is not (an empty set when the page is hidden or the
   * TV offline).
   */
  tick(visible: ReadonlySet<number>, now: number): void {
    for (const [sponsorId, slice] of this.open) {
      if (!visible.has(sponsorId) || now - slice.lastAt > TICK_GAP_MS) {
        this.close(slice, slice.lastAt);
        this.open.delete(sponsorId);
        continue;
      }
      let current = slice;
      while (now - current.startedAt >= SLICE_MAX_MS) {
        const end = current.startedAt + SLICE_MAX_MS;
        this.close(current, end);
        current = { id: this.deps.newId(), sponsorId, startedAt: end, lastAt: end, impression: false };
      }
      current.lastAt = now;
      this.open.set(sponsorId, current);
    }
    for (const sponsorId of visible) {
      if (!this.open.has(sponsorId))
        this.open.set(sponsorId, {
          id: this.deps.newId(),
          sponsorId,
          startedAt: now,
          lastAt: now,
          impression: true,
        });
    }
    this.save();
  }

  /**
   * Before a send: the showings still on screen are cut where they were last seen, so the server
   * hears of them now; each goes on in a new slice (the same showing: no new impression).
   */
  cut(): void {
    for (const [sponsorId, slice] of this.open) {
      if (slice.lastAt <= slice.startedAt) continue;
      this.close(slice, slice.lastAt);
      this.open.set(sponsorId, {
        id: this.deps.newId(),
        sponsorId,
        startedAt: slice.lastAt,
        lastAt: slice.lastAt,
        impression: false,
      });
    }
    this.save();
  }

  /** The oldest heartbeats waiting for the server, at most `max`. */
  pending(max: number): AirtimeBeat[] {
    return this.queue.slice(0, max);
  }

  /** The server has these (or refused them for good): they leave the queue. */
  acknowledge(ids: readonly string[]): void {
    const done = new Set(ids);
    this.queue = this.queue.filter((beat) => !done.has(beat.id));
    this.save();
  }

  private close(slice: OpenSlice, endAt: number): void {
    const ms = endAt - slice.startedAt;
    if (ms <= 0) return;
    this.queue.push({
      id: slice.id,
      sponsor_id: slice.sponsorId,
      shown_at: new Date(slice.startedAt).toISOString(),
      seconds: Math.min(SLICE_MAX_MS, ms) / 1000,
      impression: slice.impression,
    });
  }

  /** A reload: the slices open when the page went away are closed where they were last seen. */
  private load(): void {
    const raw = this.deps.storage?.getItem(this.key);
    if (!raw) return;
    try {
      const stored = JSON.parse(raw) as Partial<Stored>;
      this.queue = Array.isArray(stored.queue) ? stored.queue : [];
      for (const slice of Array.isArray(stored.open) ? stored.open : []) this.close(slice, slice.lastAt);
    } catch {
      this.queue = [];
    }
    this.save();
  }

  private save(): void {
    const stored: Stored = { queue: this.queue, open: [...this.open.values()] };
    try {
      this.deps.storage?.setItem(this.key, JSON.stringify(stored));
    } catch {
      // A full storage: the queue lives on in memory until the server has it.
    }
  }
}
