import type { ScoreAction } from '@bandeja/contract/plain';
import { createStore, get, set, update } from 'idb-keyval';

/**
 * The court tablet's outbox (docs/operations.md, "When the club's Wi-Fi drops"): every action
 * pressed on the court tablet (its control screen, its keys on the scoreboard) or on a phone
 * button is written here first, in IndexedDB, then sent in order. An action
 * keeps its key (the server applies a key once, docs/api.md) and the time it was pressed, so a
 * backlog sent when the connection returns is applied once each, in the order pressed, with the
 * press times. IndexedDB keeps the backlog across a reload or a closed tab.
 */
export interface QueuedAction {
  /** The Idempotency-Key: the same on every send of this action. */
  key: string;
  action: ScoreAction;
  /** When it was pressed, epoch ms. */
  pressedAt: number;
}

const store = () => createStore('bandeja-control', 'outbox');
let opened: ReturnType<typeof createStore> | null = null;
const outboxStore = () => {
  opened ??= store();
  return opened;
};

/** The match's queued actions, oldest first. */
export async function loadOutbox(matchId: string): Promise<QueuedAction[]> {
  return (await get<QueuedAction[]>(matchId, outboxStore())) ?? [];
}

/** Appends an action; resolves once IndexedDB holds it. */
export async function appendToOutbox(matchId: string, queued: QueuedAction): Promise<QueuedAction[]> {
  let next: QueuedAction[] = [];
  await update<QueuedAction[]>(
    matchId,
    (current) => {
      next = [...(current ?? []), queued];
      return next;
    },
    outboxStore(),
  );
  return next;
}

/** Removes a sent (or refused) action by its key. */
export async function removeFromOutbox(matchId: string, key: string): Promise<QueuedAction[]> {
  let next: QueuedAction[] = [];
  await update<QueuedAction[]>(
    matchId,
    (current) => {
      next = (current ?? []).filter((queued) => queued.key !== key);
      return next;
    },
    outboxStore(),
  );
  return next;
}

/** Empties a match's outbox (tests, and a match that no longer exists). */
export async function clearOutbox(matchId: string): Promise<void> {
  await set(matchId, [], outboxStore());
}

/**
 * A new action for the outbox: a random key, pressed now. `getRandomValues`, not `randomUUID`: a
 * tablet on the club's network opens the app over plain http, where only the former exists.
 */
export function queuedAction(action: ScoreAction, now = Date.now()): QueuedAction {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const key = `ctl-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  return { key, action, pressedAt: now };
}
