import { type LiveScore, MESSAGES } from '@bandeja/contract';
import { replay } from '@bandeja/scoring';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx, Tx } from '../db/client.ts';
import { databaseError, uniqueViolationConstraint } from '../db/errors.ts';
import { conflict } from '../http/errors.ts';
import { liveScoreOf } from '../matches/presenter.ts';
import { findMatchRecord, findOngoingMatchOfCourt, ONE_ONGOING_PER_COURT } from '../matches/repository.ts';
import type { LiveBus } from '../realtime/bus.ts';
import { actionSignature } from './decisions.ts';
import { foldBatch, type Plan } from './fold.ts';
import type { LiveCache } from './live-cache.ts';
import { loadEntries } from './live-entry.ts';
import {
  findAppliedKeys,
  findSeenPresses,
  LIVE_CONFLICT_CODE,
  loadButtons,
  lockMatches,
  type SeenPress,
  writeBatch,
} from './live-repository.ts';
import { listEvents } from './log.ts';
import { actionKey, type Item, isUndoWork, pressKey } from './work.ts';

/**
 * One batch of the score writer (score-writer.ts): folded by fold.ts, written in the one statement
 * (live-repository.ts), retried when the database says the cache was stale, then published and
 * answered. The cache follows each committed batch.
 */

/**
 * Attempts of one batch before its changes fail (500): the first optimistic, every later one under
 * its matches' row locks (which another process's batch cannot make conflict); the pause after each
 * from the third is random and growing.
 */
const MAX_ATTEMPTS = 30;
/** After a conflict on a match, its batches start under its row lock for this long. */
const CONTENDED_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Errors after which reloading and folding again may succeed. */
function isRetryable(error: unknown, plan: Plan | null): boolean {
  const code = databaseError(error)?.code ?? null;
  if (code === LIVE_CONFLICT_CODE) return true;
  // Deadlock between two processes' batches, or a serialization failure: the other one won.
  if (code === '40P01' || code === '40001') return true;
  // A unique violation that is not the one-ongoing index refusing this batch's lone change: another
  // process appended to the log or recorded the press first.
  return code === '23505' && !isOngoingViolation(error, plan);
}

function isOngoingViolation(error: unknown, plan: Plan | null): boolean {
  if (!plan?.isolated) return false;
  const constraint = uniqueViolationConstraint(error);
  // PGlite may not name the constraint; such a change is alone in its batch, so it is the cause.
  return constraint === ONE_ONGOING_PER_COURT || constraint === '';
}

/** A batch's write failed: the error, with the plan it was folded into (which items it took). */
class FoldedError extends Error {
  constructor(
    readonly plan: Plan,
    override readonly cause: unknown,
  ) {
    super('live batch write failed');
  }
}

/** The score of a match read from the database (a retried press that acted on another match). */
export async function storedScore(db: DbOrTx, matchId: string): Promise<LiveScore> {
  const record = await findMatchRecord(db, matchId);
  if (!record) throw conflict(MESSAGES.noActiveMatch);
  return liveScoreOf(record);
}

export interface BatchWriterOptions {
  database: Database;
  now: () => number;
  messages: LiveBus;
  log: FastifyBaseLogger;
  cache: LiveCache;
  closedMatches: (db: DbOrTx, matchIds: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Where the changes a batch defers go: back to the front of the queue. */
  requeue: (items: readonly Item[]) => void;
}

export class BatchWriter {
  readonly #database: Database;
  readonly #now: () => number;
  readonly #messages: LiveBus;
  readonly #log: FastifyBaseLogger;
  readonly #cache: LiveCache;
  readonly #closedMatches: BatchWriterOptions['closedMatches'];
  readonly #requeue: BatchWriterOptions['requeue'];
  #conflicts = 0;
  /** Matches that conflicted lately, until when their batches start locked. */
  readonly #contendedUntil = new Map<string, number>();

  constructor(options: BatchWriterOptions) {
    this.#database = options.database;
    this.#now = options.now;
    this.#messages = options.messages;
    this.#log = options.log;
    this.#cache = options.cache;
    this.#closedMatches = options.closedMatches;
    this.#requeue = options.requeue;
  }

  /** Batches that found the database changed under them and were folded again (since start). */
  get conflicts(): number {
    return this.#conflicts;
  }

  /** Writes one batch and settles each of its items. */
  async run(items: Item[]): Promise<void> {
    let plan: Plan | null = null;
    for (let attempt = 1; ; attempt += 1) {
      try {
        // The first attempt trusts the cache: one statement, checked by its compare-and-set. After a
        // conflict the batch's matches are locked while it reloads, folds and writes, so another
        // process's batch waits for it instead of making it conflict again: one match's writes are
        // serialized, and contention ends in a wait, never in a 500 (docs/decisions/011-one-order-per-match.md).
        // A match that conflicted lately starts locked: another process is writing it too, and an
        // optimistic write would only wait for its lock to fail.
        const ids = [...new Set(items.map((item) => item.work.matchId))];
        if (attempt === 1 && !this.#contended(ids)) {
          plan = await this.#foldAndWrite(items, new Map(), this.#database.db, null);
        } else {
          const first = attempt === 1;
          plan = await this.#database.db.transaction(async (tx) => {
            await lockMatches(tx, ids);
            // Its first attempt reloads the matches only (the statement still checks the rest).
            const known = first ? await this.#reloadMatches(ids, tx) : await this.#reload(items, tx);
            return this.#foldAndWrite(items, known, tx, tx);
          });
        }
      } catch (error) {
        const failed = error instanceof FoldedError ? error.cause : error;
        if (error instanceof FoldedError) plan = error.plan;
        if (plan && isOngoingViolation(failed, plan)) {
          await this.#refuseOngoing(plan, failed);
          return;
        }
        if (plan) items = plan.items;
        if (isRetryable(failed, plan) && attempt < MAX_ATTEMPTS) {
          this.#conflicts += 1;
          const until = this.#now() + CONTENDED_MS;
          for (const item of items) this.#contendedUntil.set(item.work.matchId, until);
          if (attempt > 2) await sleep(Math.random() * Math.min(attempt, 10));
          plan = null;
          continue;
        }
        for (const item of items) this.#cache.drop(item.work.matchId);
        if (!isRetryable(failed, plan)) this.#log.error({ err: failed }, 'live write failed');
        else this.#log.error({ err: failed, attempts: attempt }, 'live write kept conflicting');
        for (const item of items) item.reject(failed);
        return;
      }
      this.#commit(plan);
      await this.#settle(plan);
      return;
    }
  }

  /**
   * One attempt of a batch: what it needs read (through `db`), folded, and written (inside `tx`
   * when locked). A failed write is thrown with the plan it wrote (FoldedError).
   */
  async #foldAndWrite(
    items: Item[],
    known: ReadonlyMap<string, SeenPress>,
    db: DbOrTx,
    tx: Tx | null,
  ): Promise<Plan> {
    const { appliedKeys, closed } = await this.#prepare(items, db);
    const plan = foldBatch(items, {
      closed,
      now: this.#now(),
      entry: (id) => this.#cache.entry(id),
      button: (id) => this.#cache.button(id),
      recentPress: (key, nowMs) => this.#cache.recentPress(key, nowMs),
      known,
      appliedKeys,
    });
    // Deferred changes go back to the front of the queue, in order; they go in the next batch.
    if (plan.deferred.length > 0) this.#requeue(plan.deferred);
    try {
      await writeBatch(this.#database, plan.batch, tx);
    } catch (error) {
      throw new FoldedError(plan, error);
    }
    return plan;
  }

  /**
   * Loads the matches not cached, the log of those an undo will re-fold, the Idempotency-Keys
   * of the batch already in their matches' logs, and which finished matches an undo may no longer
   * reopen (asked on every attempt: another process may have changed either meanwhile).
   */
  async #prepare(
    items: readonly Item[],
    db: DbOrTx,
  ): Promise<{ appliedKeys: Map<string, string>; closed: ReadonlySet<string> }> {
    const ids = [...new Set(items.map((item) => item.work.matchId))];
    const missing = ids.filter((id) => !this.#cache.entry(id));
    if (missing.length > 0) await loadEntries(this.#cache, db, missing);
    const undone = new Set(items.filter((item) => isUndoWork(item.work)).map((item) => item.work.matchId));
    for (const id of undone) {
      for (let tries = 0; tries < 3; tries += 1) {
        const entry = this.#cache.entry(id);
        if (!entry || entry.state.history !== null || entry.state.version === 0) break;
        const state = replay(entry.rules, await listEvents(db, id));
        // The log and the cached snapshot must agree; otherwise the cache is stale: reload it.
        if (state.version === entry.state.version) {
          this.#cache.set({ ...entry, state }, { force: true });
          break;
        }
        this.#cache.drop(id);
        await loadEntries(this.#cache, db, [id], { force: true });
      }
    }
    const keys = items.flatMap((item) =>
      item.work.kind === 'action' && item.work.key !== null
        ? [{ matchId: item.work.matchId, key: item.work.key }]
        : [],
    );
    const applied = await findAppliedKeys(db, keys);
    const reopening = [...undone].filter((id) => this.#cache.entry(id)?.match.status === 'finished');
    const closed = reopening.length > 0 ? await this.#closedMatches(db, reopening) : new Set<string>();
    const appliedKeys = new Map(
      applied.map((entry) => [actionKey(entry.matchId, entry.key), actionSignature(entry)] as const),
    );
    return { appliedKeys, closed };
  }

  /** Whether any of these matches conflicted within CONTENDED_MS (forgets those whose time is over). */
  #contended(ids: readonly string[]): boolean {
    let contended = false;
    for (const id of ids) {
      const until = this.#contendedUntil.get(id);
      if (until === undefined) continue;
      if (until > this.#now()) contended = true;
      else this.#contendedUntil.delete(id);
    }
    return contended;
  }

  /** The matches from the database (under their locks): nothing else is known afresh. */
  async #reloadMatches(ids: readonly string[], db: DbOrTx): Promise<Map<string, SeenPress>> {
    for (const id of ids) this.#cache.drop(id);
    await loadEntries(this.#cache, db, ids, { force: true });
    return new Map();
  }

  /** After a conflict: everything the batch relied on, from the database (read under its locks). */
  async #reload(items: readonly Item[], db: DbOrTx): Promise<Map<string, SeenPress>> {
    const ids = [...new Set(items.map((item) => item.work.matchId))];
    for (const id of ids) this.#cache.drop(id);
    await loadEntries(this.#cache, db, ids, { force: true });
    const buttonIds = new Set<number>();
    const keys: { buttonId: number; pressId: string }[] = [];
    for (const item of items) {
      if (item.work.kind !== 'press') continue;
      buttonIds.add(item.work.button.id);
      if (item.work.pressId !== null)
        keys.push({ buttonId: item.work.button.id, pressId: item.work.pressId });
    }
    for (const id of buttonIds) this.#cache.dropButton(id);
    for (const button of await loadButtons(db, [...buttonIds])) this.#cache.rememberButton(button);
    const seen = await findSeenPresses(db, keys, this.#now());
    return new Map(seen.map((press) => [pressKey(press.buttonId, press.pressId), press]));
  }

  /** The batch committed: the cache follows it. */
  #commit(plan: Plan): void {
    for (const w of plan.working.values()) {
      if (!w.changed) continue;
      const state = w.state.history === null ? w.state : { ...w.state, history: null };
      // The trigger bumps the revision when the batch wrote the row.
      const revision = w.entry.match.revision + (w.rowChanged ? 1 : 0);
      this.#cache.set(
        { match: { ...w.match, revision }, rules: w.entry.rules, state, guardAt: w.guardAt },
        { force: true },
      );
    }
    this.#cache.rememberPresses(plan.batch.presses, this.#now());
  }

  /** Publishes the committed changes in order, then answers each change. */
  async #settle(plan: Plan): Promise<void> {
    const committedAt = performance.now();
    for (const outcome of plan.outcomes) {
      if (outcome.kind === 'applied') this.#messages.scoreChanged(outcome.change, committedAt);
    }
    for (const [index, item] of plan.items.entries()) {
      const outcome = plan.outcomes[index];
      if (!outcome) continue;
      switch (outcome.kind) {
        case 'refused':
          item.reject(outcome.error);
          break;
        case 'duplicate': {
          if (outcome.score) {
            item.resolve({ kind: 'duplicate', matchId: outcome.matchId, score: outcome.score });
            break;
          }
          // A retry of a press that acted on another match (the court's previous one).
          try {
            const score = await storedScore(this.#database.db, outcome.matchId);
            item.resolve({ kind: 'duplicate', matchId: outcome.matchId, score });
          } catch (error) {
            item.reject(error);
          }
          break;
        }
        default:
          item.resolve(outcome);
      }
    }
  }

  /** The one-ongoing-per-court index refused a reopening, start or move: 409 with the court's match. */
  async #refuseOngoing(plan: Plan, error: unknown): Promise<void> {
    const w = plan.isolated;
    let active: string | null = null;
    try {
      if (w) this.#cache.drop(w.entry.match.id);
      const courtId = w?.match.courtId ?? null;
      active =
        courtId === null ? null : ((await findOngoingMatchOfCourt(this.#database.db, courtId))?.id ?? null);
    } catch (lookup) {
      this.#log.error({ err: lookup, cause: error }, 'active match lookup failed');
    }
    for (const item of plan.items)
      item.reject(conflict(MESSAGES.activeMatchExists, active ? { matchId: active } : {}));
  }
}
