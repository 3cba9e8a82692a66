import {
  type ButtonAction,
  type ButtonGesture,
  type LiveScore,
  MESSAGES,
  type PressOutcome,
  type ScoreAction,
} from '@bandeja/contract';
import { initialState, replay } from '@bandeja/scoring';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database, DbOrTx, Tx } from '../db/client.ts';
import { databaseError, uniqueViolationConstraint } from '../db/errors.ts';
import { conflict, notFound, tooManyRequests, unauthorized } from '../http/errors.ts';
import { liveScoreOf } from '../matches/presenter.ts';
import { findMatchRecord, findOngoingMatchOfCourt, ONE_ONGOING_PER_COURT } from '../matches/repository.ts';
import { rulesOf } from '../matches/rules.ts';
import type { LiveBus } from '../realtime/bus.ts';
import {
  actionSignature,
  type EventSource,
  type MatchEdit,
  type MatchStatus,
  type OffCourtFinish,
} from './decisions.ts';
import { foldBatch, type Plan } from './fold.ts';
import { LiveCache, sameButton } from './live-cache.ts';
import {
  type ButtonRef,
  findAppliedKeys,
  findSeenPresses,
  LIVE_CONFLICT_CODE,
  type LiveRow,
  loadButtons,
  loadButtonWithOngoingMatch,
  loadLatestFinishedMatch,
  loadLiveRows,
  lockMatches,
  type SeenPress,
  writeBatch,
} from './live-repository.ts';
import { listEvents } from './log.ts';
import { pressTimeOf } from './press-time.ts';
import { decodeState } from './state-codec.ts';
import {
  type Authorize,
  actionKey,
  type Item,
  isUndoWork,
  type LiveEntry,
  pressKey,
  type Settled,
  type Work,
} from './work.ts';

/**
 * The one door to a match's score (docs/decisions/004-live-write-path.md, docs/ARCHITECTURE.md):
 * every change (a WatchButton press, a control-screen action, a status change, an admin edit, a
 * finish off court, time up, a score opened) is one of the commands below. This class is the shell
 * around them: the cache (live-cache.ts), the queue and its batches, the one statement
 * (live-repository.ts) and the retry when the database says the cache was stale. What each change
 * does is decided by decisions.ts and folded by fold.ts, without I/O. A committed change leaves
 * once, through realtime/bus.ts.
 *
 * A plain record edit made elsewhere (a court moving clubs, a deleted match) needs no call here: it
 * bumps the match's revision, so the next batch on it fails its compare-and-set, reloads and folds
 * again.
 */

/**
 * Attempts of one batch before its changes fail (500): the first optimistic, every later one under
 * its matches' row locks (which another process's batch cannot make conflict); the pause after each
 * from the third is random and growing.
 */
const MAX_ATTEMPTS = 30;
const MAX_BATCH = 256;
/** After a conflict on a match, its batches start under its row lock for this long. */
const CONTENDED_MS = 10_000;
/** Times a press looks for its match again when the one it aimed at changed under it. */
const MAX_RETARGETS = 5;

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
async function storedScore(db: DbOrTx, matchId: string): Promise<LiveScore> {
  const record = await findMatchRecord(db, matchId);
  if (!record) throw conflict(MESSAGES.noActiveMatch);
  return liveScoreOf(record);
}

export interface ScoreWriterOptions {
  database: Database;
  now: () => number;
  /** Where committed changes leave (the sockets, the metrics, whoever listens for finishes). */
  messages: LiveBus;
  log: FastifyBaseLogger;
  /** Batches written at once: 1 on PGlite (one thread), a few on PostgreSQL. */
  concurrency: number;
  /** Whether a button's key matches its stored secret hash (src/buttons/secret.ts). */
  secretMatches: (secretHash: string, key: string) => boolean;
  /**
   * Of the finished matches an undo aims at, those it may no longer reopen (the games of a
   * finished club event, src/events): the undo is refused with 409 `eventFinishedGameClosed`.
   * Asked on every attempt, so a batch folded again after a conflict sees the newest answer.
   */
  closedMatches?: (db: DbOrTx, matchIds: readonly string[]) => Promise<ReadonlySet<string>>;
  /**
   * Authenticated presses one button may make a minute before 429 (a stuck or abused button):
   * counted after the key check, so wrong keys never spend a real button's budget.
   */
  pressesPerMinute: number;
  /** Told of every authenticated press (src/buttons/device-health.ts: the button's last sign of life). */
  seen?: (buttonId: number, at: number) => void;
}

/**
 * A WatchButton press, with the button's id and what authenticates it: the secret it came with
 * (HTTP), or the MQTT topic it was published on (the topic is bound to one button).
 */
export interface PressCommand {
  buttonId: number;
  key: string | null;
  /** An MQTT press: the topic it came on, which must be the button's (instead of a key). */
  topic?: string;
  /** How it was pressed (default single): the button's action for that gesture applies. */
  gesture?: ButtonGesture;
  /**
   * False for an address already past its budget of wrong keys (src/buttons/press-routes.ts): a
   * cached button whose secret does not match is then refused without re-reading it, so guesses
   * cost no database read.
   */
  reread: boolean;
  pressId: string | null;
  /** Its own press time as sent (x-pressed-at: epoch ms or ISO 8601), else null: its arrival. */
  pressedAt: string | null;
  guardMs: number;
}

export type { ButtonRef };

export type PressAnswer =
  | {
      outcome: Exclude<PressOutcome, 'no_action' | 'identified'>;
      matchId: string;
      score: LiveScore;
      button: ButtonRef;
    }
  /** The gesture does nothing on this button, or the button is in identify mode: nothing written. */
  | {
      outcome: 'no_action' | 'identified';
      matchId: null;
      score: null;
      button: ButtonRef;
      action: ButtonAction | null;
    };

/** The action a gesture of a button does; null: nothing. */
export function gestureAction(button: ButtonRef, gesture: ButtonGesture): ButtonAction | null {
  switch (gesture) {
    case 'single':
      return button.action;
    case 'double':
      return button.doubleAction;
    case 'long':
      return button.longAction;
  }
}

export class ScoreWriter {
  readonly #database: Database;
  readonly #now: () => number;
  readonly #messages: LiveBus;
  readonly #log: FastifyBaseLogger;
  readonly #concurrency: number;
  readonly #secretMatches: ScoreWriterOptions['secretMatches'];
  readonly #closedMatches: NonNullable<ScoreWriterOptions['closedMatches']>;
  readonly #pressBudget: RateLimiterMemory;
  readonly #seen: NonNullable<ScoreWriterOptions['seen']>;

  readonly #busy = new Set<string>();
  readonly #cache = new LiveCache((matchId) => this.#busy.has(matchId));
  readonly #queue: Item[] = [];
  #running = 0;
  #conflicts = 0;
  /** Matches that conflicted lately, until when their batches start locked. */
  readonly #contendedUntil = new Map<string, number>();
  #scheduled = false;
  readonly #idleWaiters: (() => void)[] = [];

  constructor(options: ScoreWriterOptions) {
    this.#database = options.database;
    this.#now = options.now;
    this.#messages = options.messages;
    this.#log = options.log;
    this.#concurrency = Math.max(1, options.concurrency);
    this.#secretMatches = options.secretMatches;
    this.#closedMatches = options.closedMatches ?? (async () => new Set<string>());
    this.#pressBudget = new RateLimiterMemory({ points: options.pressesPerMinute, duration: 60 });
    this.#seen = options.seen ?? (() => {});
  }

  /** Batches that found the database changed under them and were folded again (since start). */
  get conflicts(): number {
    return this.#conflicts;
  }

  /**
   * Drops a match from the cache. Nothing in the product needs it (the revision check does); tests
   * that rewrite a match behind the writer's back use it to skip a conflict.
   */
  forget(matchId: string): void {
    this.#cache.drop(matchId);
  }

  /** Drops a button from the cache: its next press reads it again (identify mode just changed). */
  forgetButton(buttonId: number): void {
    this.#cache.dropButton(buttonId);
  }

  // ---------------------------------------------------------------- commands

  /**
   * The button a press names, authenticated by its secret: 404 for an unknown button, 401 for a
   * missing or wrong key. A cached button whose secret does not match is re-read first (it may have
   * been regenerated elsewhere), unless `reread` is false; the batch statement re-checks every
   * cached button.
   */
  async #authenticate(
    buttonId: number,
    key: string | null,
    options: { reread?: boolean; topic?: string | undefined } = {},
  ): Promise<ButtonRef> {
    let button = this.#cache.button(buttonId);
    let fresh = false;
    if (!button) {
      [button] = await loadButtons(this.#database.db, [buttonId]);
      if (!button) throw notFound(MESSAGES.buttonNotFound);
      this.#cache.rememberButton(button);
      fresh = true;
    }
    const { topic } = options;
    const proven =
      topic === undefined
        ? key !== null && key !== '' && this.#secretMatches(button.secretHash, key)
        : button.mqttTopic === topic;
    if (proven) return button;
    if ((key || topic !== undefined) && !fresh && options.reread !== false) {
      this.#cache.dropButton(buttonId);
      return this.#authenticate(buttonId, key, { topic });
    }
    if (topic !== undefined) throw notFound(MESSAGES.buttonNotFound);
    throw unauthorized(MESSAGES.invalidButtonKey);
  }

  /**
   * A WatchButton press on its court's ongoing match (or, for an undo, the match that just ended),
   * answered 'applied', 'ignored_accidental' or 'duplicate' once committed. The button is
   * authenticated by its key (404, 401), then spends one of its presses a minute (429).
   */
  async press(command: PressCommand): Promise<PressAnswer> {
    const credential = { topic: command.topic };
    let button = await this.#authenticate(command.buttonId, command.key, {
      reread: command.reread,
      ...credential,
    });
    this.#seen(button.id, this.#now());
    await this.#spendPress(button.id);
    // Out of its window: 400 before anything is written.
    const pressedAt = pressTimeOf(command.pressedAt, this.#now());
    const { pressId } = command;
    const gesture = command.gesture ?? 'single';
    let confirmed = false;
    for (let attempt = 0; attempt < MAX_RETARGETS; attempt += 1) {
      const action = gestureAction(button, gesture);
      // Identify mode (docs/api.md "Device health"): the press is shown by the caller, nothing is
      // written. A process whose cached button missed the mode finds out below: the batch checks
      // identify_until, fails, reloads the button and comes back here.
      const identifying =
        button.identifyUntil !== null && button.identifyUntil.getTime() > (pressedAt ?? this.#now());
      if (identifying || action === null) {
        // Nothing is written, so no batch checks the cached button: read it once more (identify
        // mode ended, or an action was set, through another process).
        if (!confirmed) {
          confirmed = true;
          this.#cache.dropButton(button.id);
          button = await this.#authenticate(button.id, command.key, credential);
          attempt -= 1;
          continue;
        }
        return {
          outcome: identifying ? 'identified' : 'no_action',
          matchId: null,
          score: null,
          button,
          action,
        };
      }
      const target = await this.#pressTarget(button, action);
      if (target === 'changed') {
        button = await this.#authenticate(button.id, command.key, credential);
        continue;
      }
      if (target === null) {
        // No match to act on: maybe a retry of a press that ended the match.
        const [seen] = pressId
          ? await findSeenPresses(this.#database.db, [{ buttonId: button.id, pressId }], this.#now())
          : [];
        if (!seen?.matchId) throw conflict(MESSAGES.noActiveMatch);
        return {
          outcome: 'duplicate',
          matchId: seen.matchId,
          score: await storedScore(this.#database.db, seen.matchId),
          button,
        };
      }
      const settled = await this.#submit({
        kind: 'press',
        ...target,
        button,
        action,
        pressId,
        guardMs: command.guardMs,
        pressedAt: pressedAt ?? this.#now(),
      });
      switch (settled.kind) {
        case 'applied':
          return {
            outcome: 'applied',
            matchId: settled.change.match.id,
            score: settled.change.score,
            button,
          };
        case 'ignored':
          return { outcome: 'ignored_accidental', matchId: settled.matchId, score: settled.score, button };
        case 'duplicate':
        case 'unchanged':
          return { outcome: 'duplicate', matchId: settled.matchId, score: settled.score, button };
        case 'retarget':
        case 'noop':
          // The match or the button changed under the press (identify mode started, say): the
          // button as the database has it now.
          button =
            this.#cache.button(button.id) ?? (await this.#authenticate(button.id, command.key, credential));
          continue;
      }
    }
    throw new Error(`press on button ${button.id} kept finding its match changed`);
  }

  /**
   * A score action of the control screen or the API (no accidental-press guard). With a key, it is
   * applied once per match: the writer looks for the key in the match's log on every attempt.
   */
  async action(command: {
    matchId: string;
    action: ScoreAction;
    key: string | null;
    source: EventSource;
    pressedAt: number | null;
    authorize?: Authorize;
    /**
     * A press that spends a budget of presses a minute like a button's (`pressesPerMinute`): a
     * phone's press link names its match and team (src/press-links/routes.ts). Refused with 429 past it.
     */
    pressBudget?: string;
  }): Promise<LiveScore> {
    const { pressBudget, ...action } = command;
    if (pressBudget !== undefined) await this.#spendPress(pressBudget);
    return scoreOf(await this.#submit({ kind: 'action', ...action }));
  }

  /** A status change (docs/product.md#states): start, finish, or the same status again (unchanged). */
  async setStatus(command: {
    matchId: string;
    status: MatchStatus;
    source: EventSource;
    authorize?: Authorize;
  }): Promise<LiveScore> {
    return scoreOf(await this.#submit({ kind: 'status', ...command }));
  }

  /** An admin edit of a match: names, court, start time and status in one change. */
  async edit(command: { matchId: string; edit: MatchEdit; authorize?: Authorize }): Promise<void> {
    await this.#submit({ kind: 'edit', ...command });
  }

  /** A retirement, a walkover or a result entered by hand (docs/scoring-rules.md). */
  async finishOffCourt(command: {
    matchId: string;
    finish: OffCourtFinish;
    authorize?: Authorize;
  }): Promise<LiveScore> {
    return scoreOf(await this.#submit({ kind: 'offCourt', ...command }));
  }

  /** Finishes the match for time if its time is up (the sweeper). */
  timeUp(matchId: string): Promise<Settled> {
    return this.#submit({ kind: 'timeUp', matchId });
  }

  /**
   * A match's score: made at version 0 if it has none (a new match), then with the names given;
   * an existing score is answered as it is.
   */
  async open(command: {
    matchId: string;
    names?: { team1Name: string; team2Name: string };
    authorize?: Authorize;
  }): Promise<LiveScore> {
    return scoreOf(await this.#submit({ kind: 'open', ...command }));
  }

  /** Resolves once nothing is queued or being written (before the database closes). */
  async idle(): Promise<void> {
    if (this.#queue.length === 0 && this.#running === 0) return;
    await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
  }

  /** One press of a button's (or a press link's) budget a minute, or 429 with the seconds until it refills. */
  async #spendPress(budget: number | string): Promise<void> {
    try {
      await this.#pressBudget.consume(budget);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw tooManyRequests(MESSAGES.tooManyRequests, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    }
  }

  // ---------------------------------------------------------------- cache

  async #entryFromRow(row: LiveRow): Promise<LiveEntry> {
    const rules = rulesOf(row.match);
    if (row.snapshot) {
      return {
        match: row.match,
        rules,
        state: decodeState(row.snapshot.state),
        guardAt: row.snapshot.guardAt,
      };
    }
    // No snapshot yet (a new match): the first batch that relies on it makes it, in the one
    // statement that writes snapshots (live-repository.ts).
    return { match: row.match, rules, state: initialState(rules), guardAt: null, fresh: true };
  }

  async #load(ids: readonly string[], db: DbOrTx, options: { force?: boolean } = {}): Promise<void> {
    const rows = await loadLiveRows(db, ids);
    for (const row of rows) this.#cache.set(await this.#entryFromRow(row), options);
  }

  /**
   * The match a press of `button` acts on: its court's ongoing match, or for an undo button the
   * court's latest finished match (the 60 s window). Null: no such match. 'changed': the button
   * itself changed meanwhile (authenticate it again).
   */
  async #pressTarget(
    button: ButtonRef,
    action: ButtonAction,
  ): Promise<{ matchId: string; expect: 'ongoing' | 'finished' } | null | 'changed'> {
    const cached = this.#cache.ongoingOf(button.courtId);
    if (cached) return { matchId: cached.match.id, expect: 'ongoing' };
    const loaded = await loadButtonWithOngoingMatch(this.#database.db, button.id);
    if (!loaded || !sameButton(loaded.button, button)) {
      if (loaded) this.#cache.rememberButton(loaded.button);
      else this.#cache.dropButton(button.id);
      return 'changed';
    }
    if (loaded.ongoing) {
      this.#cache.set(await this.#entryFromRow(loaded.ongoing));
      return { matchId: loaded.ongoing.match.id, expect: 'ongoing' };
    }
    if (action !== 'UNDO') return null;
    const finished = await loadLatestFinishedMatch(this.#database.db, button.courtId);
    if (!finished) return null;
    this.#cache.set(await this.#entryFromRow(finished));
    return { matchId: finished.match.id, expect: 'finished' };
  }

  // ---------------------------------------------------------------- queue

  #submit(work: Work): Promise<Settled> {
    return new Promise<Settled>((resolve, reject) => {
      this.#queue.push({ work, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // Let the changes that arrive in the same turn of the event loop join the batch.
    setImmediate(() => {
      this.#scheduled = false;
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#running < this.#concurrency) {
      const items = this.#take();
      if (items.length === 0) break;
      this.#running += 1;
      const matchIds = new Set(items.map((item) => item.work.matchId));
      for (const id of matchIds) this.#busy.add(id);
      void this.#run(items).finally(() => {
        for (const id of matchIds) this.#busy.delete(id);
        this.#running -= 1;
        if (this.#queue.length > 0) this.#dispatch();
        else if (this.#running === 0) for (const resolve of this.#idleWaiters.splice(0)) resolve();
      });
    }
  }

  /** The queued items whose match has no batch in flight, in order (one match's stay in order). */
  #take(): Item[] {
    const taken: Item[] = [];
    const blocked = new Set<string>();
    for (let index = 0; index < this.#queue.length && taken.length < MAX_BATCH; ) {
      const item = this.#queue[index];
      if (!item) break;
      const id = item.work.matchId;
      if (this.#busy.has(id) || blocked.has(id)) {
        blocked.add(id);
        index += 1;
        continue;
      }
      taken.push(item);
      this.#queue.splice(index, 1);
    }
    return taken;
  }

  // ---------------------------------------------------------------- one batch: fold, write, retry

  async #run(items: Item[]): Promise<void> {
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
    if (plan.deferred.length > 0) this.#queue.unshift(...plan.deferred);
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
    if (missing.length > 0) await this.#load(missing, db);
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
        await this.#load([id], db, { force: true });
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
    await this.#load(ids, db, { force: true });
    return new Map();
  }

  /** After a conflict: everything the batch relied on, from the database (read under its locks). */
  async #reload(items: readonly Item[], db: DbOrTx): Promise<Map<string, SeenPress>> {
    const ids = [...new Set(items.map((item) => item.work.matchId))];
    for (const id of ids) this.#cache.drop(id);
    await this.#load(ids, db, { force: true });
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

/** The score a command answers: the change's, or the score as it stands when nothing changed. */
function scoreOf(settled: Settled): LiveScore {
  switch (settled.kind) {
    case 'applied':
      return settled.change.score;
    case 'unchanged':
    case 'duplicate':
    case 'ignored':
      return settled.score;
    default:
      throw new Error(`score command answered ${settled.kind}`);
  }
}
