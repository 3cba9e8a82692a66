import { PRESS_ID_TTL_MS } from '@bandeja/contract';
import type { BatchPressWrite, ButtonRef } from './live-repository.ts';
import { type LiveEntry, pressKey } from './work.ts';

const MAX_ENTRIES = 5000;
const MAX_BUTTONS = 20_000;
const MAX_RECENT_PRESSES = 10_000;

export function sameButton(a: ButtonRef, b: ButtonRef): boolean {
  return (
    a.id === b.id &&
    a.courtId === b.courtId &&
    a.action === b.action &&
    a.doubleAction === b.doubleAction &&
    a.longAction === b.longAction &&
    a.secretHash === b.secretHash &&
    a.mqttTopic === b.mqttTopic &&
    (a.identifyUntil?.getTime() ?? null) === (b.identifyUntil?.getTime() ?? null)
  );
}

/**
 * What the writer keeps in memory (docs/decisions/004-live-write-path.md): each live match, each
 * button, and the press ids this process committed. A shortcut only: every batch is checked by the
 * database, and the cache can be dropped at any time.
 */
export class LiveCache {
  readonly #entries = new Map<string, LiveEntry>();
  /** Court id → its ongoing match's id, for the entries cached. */
  readonly #ongoingOfCourt = new Map<number, string>();
  readonly #buttons = new Map<number, ButtonRef>();
  readonly #recentPresses = new Map<string, { matchId: string; at: number }>();

  readonly #busy: (matchId: string) => boolean;

  /** `busy`: a match with a batch in flight (never evicted). */
  constructor(busy: (matchId: string) => boolean) {
    this.#busy = busy;
  }

  entry(matchId: string): LiveEntry | undefined {
    return this.#entries.get(matchId);
  }

  ongoingOf(courtId: number): LiveEntry | undefined {
    const id = this.#ongoingOfCourt.get(courtId);
    const entry = id === undefined ? undefined : this.#entries.get(id);
    return entry && entry.match.status === 'ongoing' && entry.match.courtId === courtId ? entry : undefined;
  }

  drop(matchId: string): void {
    const entry = this.#entries.get(matchId);
    if (!entry) return;
    this.#entries.delete(matchId);
    const courtId = entry.match.courtId;
    if (courtId !== null && this.#ongoingOfCourt.get(courtId) === matchId)
      this.#ongoingOfCourt.delete(courtId);
  }

  set(entry: LiveEntry, options: { force?: boolean } = {}): void {
    const id = entry.match.id;
    const existing = this.#entries.get(id);
    // A read may answer an older revision than a batch of this process just committed.
    if (existing && !options.force && existing.match.revision > entry.match.revision) return;
    if (existing) this.drop(id);
    this.#entries.set(id, entry);
    const courtId = entry.match.courtId;
    if (courtId !== null && entry.match.status === 'ongoing') this.#ongoingOfCourt.set(courtId, id);
    if (this.#entries.size > MAX_ENTRIES) {
      for (const key of this.#entries.keys()) {
        if (this.#entries.size <= MAX_ENTRIES * 0.9) break;
        if (!this.#busy(key)) this.drop(key);
      }
    }
  }

  button(buttonId: number): ButtonRef | undefined {
    return this.#buttons.get(buttonId);
  }

  dropButton(buttonId: number): void {
    this.#buttons.delete(buttonId);
  }

  rememberButton(button: ButtonRef): void {
    this.#buttons.delete(button.id);
    this.#buttons.set(button.id, button);
    if (this.#buttons.size > MAX_BUTTONS) {
      const oldest = this.#buttons.keys().next();
      if (!oldest.done) this.#buttons.delete(oldest.value);
    }
  }

  recentPress(key: string, nowMs: number): { matchId: string; at: number } | null {
    const seen = this.#recentPresses.get(key);
    return seen && nowMs - seen.at < PRESS_ID_TTL_MS ? seen : null;
  }

  rememberPresses(presses: readonly BatchPressWrite[], nowMs: number): void {
    for (const press of presses) {
      const key = pressKey(press.button_id, press.press_id);
      this.#recentPresses.delete(key);
      this.#recentPresses.set(key, { matchId: press.match_id, at: Date.parse(press.created_at) });
    }
    // Oldest first: drop the expired ones and keep the map bounded.
    for (const [key, seen] of this.#recentPresses) {
      if (this.#recentPresses.size <= MAX_RECENT_PRESSES && nowMs - seen.at < PRESS_ID_TTL_MS) break;
      this.#recentPresses.delete(key);
    }
  }
}
