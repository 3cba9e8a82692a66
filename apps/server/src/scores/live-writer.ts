import {
  type ButtonAction,
  type LiveScore,
  MESSAGES,
  PRESS_ID_TTL_MS,
  refusalMessage,
  type ScoreAction,
} from '@bandeja/contract';
import {
  apply,
  initialState,
  type MatchEvent,
  type MatchState,
  type Rules,
  replay,
  scoreView,
} from '@bandeja/scoring';
import type { FastifyBaseLogger } from 'fastify';
import { buttonSecretMatches } from '../buttons/secret.ts';
import type { Database, DbOrTx } from '../db/client.ts';
import { databaseError, uniqueViolationConstraint } from '../db/errors.ts';
import { conflict, notFound, unauthorized } from '../http/errors.ts';
import { liveScoreOf, presentLiveScore } from '../matches/presenter.ts';
import {
  findMatchRecord,
  findOngoingMatchOfCourt,
  type MatchRow,
  ONE_ONGOING_PER_COURT,
} from '../matches/repository.ts';
import { rulesOf } from '../matches/rules.ts';
import {
  type Batch,
  type BatchEventWrite,
  type BatchPressWrite,
  type ButtonRef,
  ensureSnapshot,
  findSeenPresses,
  LIVE_CONFLICT_CODE,
  type LiveRow,
  loadButtons,
  loadButtonWithOngoingMatch,
  loadLatestFinishedMatch,
  loadLiveRows,
  type SeenPress,
  writeBatch,
} from './live-repository.ts';
import { listEvents } from './repository.ts';
import {
  assertPlayable,
  type EventMeta,
  guardAfter,
  type ScoreChange,
  statusAfter,
  timeIsUp,
} from './service.ts';
import { decodeState, encodeState, eventColumns } from './state-codec.ts';

/**
 * The live write path (docs/decisions/004-live-write-path.md). Every change of a match's score
 * made by a WatchButton, the control screen or the time-limit sweeper goes through here:
 *
 * - The process caches each live match (its row with its revision, the engine's state, the
 *   accidental-press guard) and each button, so a change needs no read before its write.
 * - Changes of one match are applied one after the other (an in-memory queue per match); changes
 *   that queue up while a batch is being written go to the database together, folded in order by
 *   the engine, in one statement (live-repository.ts, WRITE_BATCH): the per-statement cost is paid
 *   per batch, not per change.
 * - Correctness rests on the database, not on the cache: the statement writes a match only at
 *   the row revision and snapshot version the batch was folded on, records each press id under
 *   the unique (button_id, press_id) index, appends under the unique (match_id, seq) index, and
 *   checks every cached button and every match only read. When any of that fails (another process
 *   wrote, or the cache was stale), nothing of the batch is written: the writer reloads what it
 *   touched from the database and folds the same changes again.
 * - A change is answered only after its batch committed, and broadcast after that, in order.
 */

/** A match as the writer holds it: as committed, at the row revision and snapshot version shown. */
export interface LiveEntry {
  readonly match: MatchRow;
  readonly rules: Rules;
  /** The stored state; `history` is null except while an undo is being folded (it re-reads the log). */
  readonly state: MatchState;
  readonly guardAt: number | null;
}

interface PressWork {
  kind: 'press';
  matchId: string;
  /** The status the press expects its match in: its court's ongoing match, or (undo) the last one. */
  expect: 'ongoing' | 'finished';
  button: ButtonRef;
  pressId: string | null;
  guardMs: number;
}

interface ActionWork {
  kind: 'action';
  matchId: string;
  action: ScoreAction;
  meta: EventMeta;
  /** Checked on the state the action is folded on (throws the AppError to answer). */
  authorize?: (match: MatchRow) => void;
}

interface TimeUpWork {
  kind: 'timeUp';
  matchId: string;
}

type Work = PressWork | ActionWork | TimeUpWork;

/** What became of a change, once its batch committed. */
export type Settled =
  | { kind: 'applied'; change: ScoreChange }
  | { kind: 'ignored'; matchId: string; score: LiveScore }
  | { kind: 'duplicate'; matchId: string; score: LiveScore }
  /** The press's match is no longer the one it aimed at (it finished, moved, or its button changed). */
  | { kind: 'retarget' }
  | { kind: 'noop' };

interface Item {
  work: Work;
  resolve: (settled: Settled) => void;
  reject: (error: unknown) => void;
}

/** A decision of the fold about one item, acted on after the commit. */
type Decision =
  | { kind: 'applied'; change: ScoreChange }
  | { kind: 'ignored'; matchId: string; score: LiveScore }
  | { kind: 'duplicate'; matchId: string; score: LiveScore | null }
  | { kind: 'refused'; error: unknown }
  | { kind: 'retarget' }
  | { kind: 'noop' };

/** A match while a batch is folded: where its changes have brought it so far. */
interface Working {
  entry: LiveEntry;
  match: MatchRow;
  state: MatchState;
  guardAt: number | null;
  view: ReturnType<typeof scoreView> | null;
  at: Date | null;
  /** The batch writes it (an event was applied). */
  changed: boolean;
  /** The batch relies on its cached state without writing it (checked by the statement). */
  relied: boolean;
}

interface Plan {
  items: Item[];
  deferred: Item[];
  decisions: Decision[];
  batch: Batch;
  working: Map<string, Working>;
  /** The batch reopens a match (alone in its batch: the one-ongoing index may refuse it). */
  reopens: Working | null;
}

/**
 * Attempts of one batch before its changes fail (500). A conflict means another writer committed
 * the same match meanwhile, so every attempt is somebody's progress; the pause after each, random
 * and growing, keeps two processes from colliding in step.
 */
const MAX_ATTEMPTS = 30;
const MAX_BATCH = 256;
const MAX_ENTRIES = 5000;
const MAX_BUTTONS = 20_000;
const MAX_RECENT_PRESSES = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pressKey(buttonId: number, pressId: string): string {
  return `${buttonId}:${pressId}`;
}

/** What each WatchButton does, as the score action the control screen would send. */
const BUTTON_SCORE_ACTION: Record<ButtonAction, ScoreAction> = {
  TEAM1_SCORE: 'team1-point',
  TEAM2_SCORE: 'team2-point',
  UNDO: 'undo',
  RESET: 'reset-game',
};

function eventForAction(action: ScoreAction, at: number): MatchEvent {
  switch (action) {
    case 'team1-point':
      return { kind: 'point', team: 'team1', at };
    case 'team2-point':
      return { kind: 'point', team: 'team2', at };
    case 'reset-game':
      return { kind: 'resetGame', at };
    case 'reset-set':
      return { kind: 'resetSet', at };
    case 'undo':
      return { kind: 'undo', at };
  }
}

function isUndoWork(work: Work): boolean {
  return work.kind === 'press'
    ? work.button.action === 'UNDO'
    : work.kind === 'action' && work.action === 'undo';
}

function sameButton(a: ButtonRef, b: ButtonRef): boolean {
  return a.id === b.id && a.courtId === b.courtId && a.action === b.action && a.secretHash === b.secretHash;
}

/** Errors after which reloading and folding again may succeed. */
function isRetryable(error: unknown, plan: Plan | null): boolean {
  const code = databaseError(error)?.code ?? null;
  if (code === LIVE_CONFLICT_CODE) return true;
  // Deadlock between two processes' batches, or a serialization failure: the other one won.
  if (code === '40P01' || code === '40001') return true;
  // A unique violation that is not a reopening refused by the one-ongoing index: another process
  // appended to the log or recorded the press first.
  return code === '23505' && !isOngoingViolation(error, plan);
}

function isOngoingViolation(error: unknown, plan: Plan | null): boolean {
  if (!plan?.reopens) return false;
  const constraint = uniqueViolationConstraint(error);
  // PGlite may not name the constraint; a reopening is alone in its batch, so it is the cause.
  return constraint === ONE_ONGOING_PER_COURT || constraint === '';
}

/**
 * The answer to a press id already recorded for another match (a retry of a press that ended
 * the court's previous match): that match's score now, or 409 when it is gone.
 */
export async function duplicateScore(db: DbOrTx, matchId: string): Promise<LiveScore> {
  const record = await findMatchRecord(db, matchId);
  if (!record) throw conflict(MESSAGES.noActiveMatch);
  return liveScoreOf(record);
}

export interface LiveWriterOptions {
  database: Database;
  now: () => number;
  /** Tells the sockets about a committed change (publishChange); committedAt: performance.now(). */
  publish: (change: ScoreChange, committedAt: number) => void;
  log: FastifyBaseLogger;
  /** Batches written at once: 1 on PGlite (one thread), a few on PostgreSQL. */
  concurrency: number;
}

export class LiveWriter {
  readonly #database: Database;
  readonly #now: () => number;
  readonly #publish: LiveWriterOptions['publish'];
  readonly #log: FastifyBaseLogger;
  readonly #concurrency: number;

  readonly #entries = new Map<string, LiveEntry>();
  /** Court id → its ongoing match's id, for the entries cached. */
  readonly #ongoingOfCourt = new Map<number, string>();
  readonly #buttons = new Map<number, ButtonRef>();
  /** Press ids this process committed, with when and for which match (a shortcut; the index decides). */
  readonly #recentPresses = new Map<string, { matchId: string; at: number }>();

  readonly #queue: Item[] = [];
  readonly #busy = new Set<string>();
  #running = 0;
  #conflicts = 0;
  #scheduled = false;
  readonly #idleWaiters: (() => void)[] = [];

  constructor(options: LiveWriterOptions) {
    this.#database = options.database;
    this.#now = options.now;
    this.#publish = options.publish;
    this.#log = options.log;
    this.#concurrency = Math.max(1, options.concurrency);
  }

  /** Batches that found the database changed under them and were folded again (since start). */
  get conflicts(): number {
    return this.#conflicts;
  }

  // ---------------------------------------------------------------- cache

  /** Drops a match from the cache (after a change made outside the writer, in this process). */
  forget(matchId: string): void {
    const entry = this.#entries.get(matchId);
    if (!entry) return;
    this.#entries.delete(matchId);
    const courtId = entry.match.courtId;
    if (courtId !== null && this.#ongoingOfCourt.get(courtId) === matchId)
      this.#ongoingOfCourt.delete(courtId);
  }

  /** Drops what the cache knows of a court's ongoing match (a match was created on it). */
  forgetCourt(courtId: number): void {
    const matchId = this.#ongoingOfCourt.get(courtId);
    if (matchId !== undefined) this.forget(matchId);
  }

  #setEntry(entry: LiveEntry, options: { force?: boolean } = {}): void {
    const id = entry.match.id;
    const existing = this.#entries.get(id);
    // A read may answer an older revision than a batch of this process just committed.
    if (existing && !options.force && existing.match.revision > entry.match.revision) return;
    if (existing) {
      this.#entries.delete(id);
      const oldCourt = existing.match.courtId;
      if (oldCourt !== null && this.#ongoingOfCourt.get(oldCourt) === id)
        this.#ongoingOfCourt.delete(oldCourt);
    }
    this.#entries.set(id, entry);
    const courtId = entry.match.courtId;
    if (courtId !== null && entry.match.status === 'ongoing') this.#ongoingOfCourt.set(courtId, id);
    if (this.#entries.size > MAX_ENTRIES) this.#evict();
  }

  #evict(): void {
    for (const id of this.#entries.keys()) {
      if (this.#entries.size <= MAX_ENTRIES * 0.9) break;
      if (!this.#busy.has(id)) this.forget(id);
    }
  }

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
    // Every match gets its snapshot at creation; one without (older data) gets it now, at version 0.
    const state = initialState(rules);
    await ensureSnapshot(this.#database.db, {
      matchId: row.match.id,
      state: encodeState(state),
      view: scoreView(rules, state),
      updatedAt: new Date(this.#now()),
    });
    return { match: row.match, rules, state, guardAt: null };
  }

  async #load(ids: readonly string[], options: { force?: boolean } = {}): Promise<void> {
    const rows = await loadLiveRows(this.#database.db, ids);
    for (const row of rows) this.#setEntry(await this.#entryFromRow(row), options);
  }

  #rememberButton(button: ButtonRef): void {
    this.#buttons.delete(button.id);
    this.#buttons.set(button.id, button);
    if (this.#buttons.size > MAX_BUTTONS) {
      const oldest = this.#buttons.keys().next();
      if (!oldest.done) this.#buttons.delete(oldest.value);
    }
  }

  /**
   * The button a press names, authenticated by its secret: 404 for an unknown button, 401 for a
   * missing or wrong key. A cached button whose secret does not match is re-read first (it may
   * have been regenerated elsewhere), unless `reread` is false (an address already past its
   * budget of wrong keys: its guesses cost no read); the batch statement re-checks every cached
   * button it uses.
   */
  async button(buttonId: number, key: string | null, options: { reread?: boolean } = {}): Promise<ButtonRef> {
    let button = this.#buttons.get(buttonId);
    let fresh = false;
    if (!button) {
      [button] = await loadButtons(this.#database.db, [buttonId]);
      if (!button) throw notFound(MESSAGES.buttonNotFound);
      this.#rememberButton(button);
      fresh = true;
    }
    if (key && buttonSecretMatches(button.secretHash, key)) return button;
    if (key && !fresh && options.reread !== false) {
      this.#buttons.delete(buttonId);
      return this.button(buttonId, key);
    }
    throw unauthorized(MESSAGES.invalidButtonKey);
  }

  /**
   * The match a press of `button` acts on: its court's ongoing match, or for an undo button the
   * court's latest finished match (the 60 s window). Null: no such match. 'changed': the button
   * itself changed meanwhile (authenticate it again).
   */
  async pressTarget(
    button: ButtonRef,
  ): Promise<{ matchId: string; expect: 'ongoing' | 'finished' } | null | 'changed'> {
    const cachedId = this.#ongoingOfCourt.get(button.courtId);
    const cached = cachedId === undefined ? undefined : this.#entries.get(cachedId);
    if (cached && cached.match.status === 'ongoing' && cached.match.courtId === button.courtId) {
      return { matchId: cached.match.id, expect: 'ongoing' };
    }
    const loaded = await loadButtonWithOngoingMatch(this.#database.db, button.id);
    if (!loaded || !sameButton(loaded.button, button)) {
      if (loaded) this.#rememberButton(loaded.button);
      else this.#buttons.delete(button.id);
      return 'changed';
    }
    if (loaded.ongoing) {
      this.#setEntry(await this.#entryFromRow(loaded.ongoing));
      return { matchId: loaded.ongoing.match.id, expect: 'ongoing' };
    }
    if (button.action !== 'UNDO') return null;
    const finished = await loadLatestFinishedMatch(this.#database.db, button.courtId);
    if (!finished) return null;
    this.#setEntry(await this.#entryFromRow(finished));
    return { matchId: finished.match.id, expect: 'finished' };
  }

  #recentPress(key: string, nowMs: number): { matchId: string; at: number } | null {
    const seen = this.#recentPresses.get(key);
    return seen && nowMs - seen.at < PRESS_ID_TTL_MS ? seen : null;
  }

  #rememberPresses(presses: readonly BatchPressWrite[], nowMs: number): void {
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

  // ---------------------------------------------------------------- submitting

  /** A WatchButton press on the match `pressTarget` found. */
  press(work: Omit<PressWork, 'kind'>): Promise<Settled> {
    return this.#submit({ kind: 'press', ...work });
  }

  /** A score action of the control screen or the API. */
  action(work: Omit<ActionWork, 'kind'>): Promise<Settled> {
    return this.#submit({ kind: 'action', ...work });
  }

  /** Finishes the match for time if its time is up (the sweeper). */
  timeUp(matchId: string): Promise<Settled> {
    return this.#submit({ kind: 'timeUp', matchId });
  }

  #submit(work: Work): Promise<Settled> {
    return new Promise<Settled>((resolve, reject) => {
      this.#queue.push({ work, resolve, reject });
      this.#schedule();
    });
  }

  /** Resolves once nothing is queued or being written (before the database closes). */
  async idle(): Promise<void> {
    if (this.#queue.length === 0 && this.#running === 0) return;
    await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
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

  // ---------------------------------------------------------------- one batch

  async #run(items: Item[]): Promise<void> {
    let known = new Map<string, SeenPress>();
    let plan: Plan | null = null;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.#prepare(items);
        plan = this.#fold(items, known);
        if (plan.deferred.length > 0) {
          // Back to the front of the queue, in order; they go in the next batch.
          this.#queue.unshift(...plan.deferred);
          items = plan.items;
        }
        await writeBatch(this.#database, plan.batch);
      } catch (error) {
        if (plan && isOngoingViolation(error, plan)) {
          await this.#refuseReopening(plan, error);
          return;
        }
        if (isRetryable(error, plan) && attempt < MAX_ATTEMPTS) {
          this.#conflicts += 1;
          if (attempt > 1) await sleep(Math.random() * Math.min(attempt, 10));
          known = await this.#reload(items);
          plan = null;
          continue;
        }
        for (const item of items) this.forget(item.work.matchId);
        if (!isRetryable(error, plan)) this.#log.error({ err: error }, 'live write failed');
        else this.#log.error({ err: error, attempts: attempt }, 'live write kept conflicting');
        for (const item of items) item.reject(error);
        return;
      }
      this.#commit(plan);
      await this.#settle(plan);
      return;
    }
  }

  /** Loads the matches not cached, and the log of those an undo will re-fold. */
  async #prepare(items: readonly Item[]): Promise<void> {
    const ids = [...new Set(items.map((item) => item.work.matchId))];
    const missing = ids.filter((id) => !this.#entries.has(id));
    if (missing.length > 0) await this.#load(missing);
    const undone = new Set(items.filter((item) => isUndoWork(item.work)).map((item) => item.work.matchId));
    for (const id of undone) {
      for (let tries = 0; tries < 3; tries += 1) {
        const entry = this.#entries.get(id);
        if (!entry || entry.state.history !== null || entry.state.version === 0) break;
        const state = replay(entry.rules, await listEvents(this.#database.db, id));
        // The log and the cached snapshot must agree; otherwise the cache is stale: reload it.
        if (state.version === entry.state.version) {
          this.#entries.set(id, { ...entry, state });
          break;
        }
        this.forget(id);
        await this.#load([id], { force: true });
      }
    }
  }

  /** After a conflict: everything the batch relied on, from the database. */
  async #reload(items: readonly Item[]): Promise<Map<string, SeenPress>> {
    const ids = [...new Set(items.map((item) => item.work.matchId))];
    for (const id of ids) this.forget(id);
    await this.#load(ids, { force: true });
    const buttonIds = new Set<number>();
    const keys: { buttonId: number; pressId: string }[] = [];
    for (const item of items) {
      if (item.work.kind !== 'press') continue;
      buttonIds.add(item.work.button.id);
      if (item.work.pressId !== null)
        keys.push({ buttonId: item.work.button.id, pressId: item.work.pressId });
    }
    for (const id of buttonIds) this.#buttons.delete(id);
    for (const button of await loadButtons(this.#database.db, [...buttonIds])) this.#rememberButton(button);
    const seen = await findSeenPresses(this.#database.db, keys, this.#now());
    return new Map(seen.map((press) => [pressKey(press.buttonId, press.pressId), press]));
  }

  #fold(items: readonly Item[], known: ReadonlyMap<string, SeenPress>): Plan {
    const working = new Map<string, Working>();
    const taken: Item[] = [];
    const deferred: Item[] = [];
    const decisions: Decision[] = [];
    const events: BatchEventWrite[] = [];
    const presses: BatchPressWrite[] = [];
    const buttons = new Map<number, ButtonRef>();
    const seenInBatch = new Map<string, string>();
    let reopens: Working | null = null;

    const workingOf = (id: string): Working | null => {
      const existing = working.get(id);
      if (existing) return existing;
      const entry = this.#entries.get(id);
      if (!entry) return null;
      const created: Working = {
        entry,
        match: entry.match,
        state: entry.state,
        guardAt: entry.guardAt,
        view: null,
        at: null,
        changed: false,
        relied: false,
      };
      working.set(id, created);
      return created;
    };

    const applyEvent = (w: Working, event: MatchEvent, meta: EventMeta, nowMs: number): Decision => {
      const before = w.state;
      const result = apply(w.entry.rules, before, event);
      if (!result.ok) {
        w.relied = true;
        return {
          kind: 'refused',
          error: conflict(refusalMessage(result.code)),
        };
      }
      const after = result.state;
      const at = new Date(nowMs);
      // The match row changes only with its status (the score's time is the snapshot's). A
      // reopening is alone in its batch: the one-ongoing index may refuse it.
      const status = statusAfter(w.match.status, after, event);
      const match: MatchRow = status ? { ...w.match, ...status, updatedAt: at } : w.match;
      const view = scoreView(w.entry.rules, after);
      const buttonId = meta.buttonId ?? null;
      const pressId = meta.pressId ?? null;
      const columns = eventColumns(event);
      events.push({
        match_id: match.id,
        seq: after.version,
        kind: columns.kind,
        team: columns.team,
        payload: columns.payload,
        at: columns.at,
        source: meta.source,
        button_id: buttonId,
        press_id: pressId,
        created_at: at.toISOString(),
      });
      const guard = guardAfter(event, meta.source);
      if (guard !== 'keep') w.guardAt = guard;
      w.state = after;
      w.match = match;
      w.view = view;
      w.at = at;
      w.changed = true;
      const change: ScoreChange = {
        match,
        score: presentLiveScore(match, view, at),
        rules: w.entry.rules,
        before,
        after,
      };
      return { kind: 'applied', change };
    };

    const currentScore = (w: Working, nowMs: number): LiveScore =>
      presentLiveScore(w.match, w.view ?? scoreView(w.entry.rules, w.state), w.at ?? new Date(nowMs));

    const decidePress = (work: PressWork, w: Working | null, nowMs: number): Decision => {
      const button = this.#buttons.get(work.button.id);
      if (!w || !button || !sameButton(button, work.button)) return { kind: 'retarget' };
      const { match } = w;
      if (match.courtId !== button.courtId || match.status !== work.expect) return { kind: 'retarget' };
      buttons.set(button.id, button);
      const { pressId } = work;
      if (pressId !== null) {
        const key = pressKey(button.id, pressId);
        const seenMatch =
          seenInBatch.get(key) ?? this.#recentPress(key, nowMs)?.matchId ?? known.get(key)?.matchId;
        if (seenMatch !== undefined) {
          w.relied = true;
          return {
            kind: 'duplicate',
            matchId: seenMatch ?? match.id,
            score: seenMatch === null || seenMatch === match.id ? currentScore(w, nowMs) : null,
          };
        }
      }
      const record = (outcome: string) => {
        if (pressId === null) return;
        presses.push({
          button_id: button.id,
          press_id: pressId,
          match_id: match.id,
          outcome,
          created_at: new Date(nowMs).toISOString(),
        });
        seenInBatch.set(pressKey(button.id, pressId), match.id);
      };
      const scoring = button.action === 'TEAM1_SCORE' || button.action === 'TEAM2_SCORE';
      if (
        scoring &&
        work.guardMs > 0 &&
        match.status === 'ongoing' &&
        w.guardAt !== null &&
        nowMs - w.guardAt < work.guardMs
      ) {
        w.relied = true;
        record('ignored_accidental');
        return { kind: 'ignored', matchId: match.id, score: currentScore(w, nowMs) };
      }
      try {
        assertPlayable(match, button.action === 'UNDO');
      } catch (error) {
        w.relied = true;
        return { kind: 'refused', error };
      }
      const decision = applyEvent(
        w,
        eventForAction(BUTTON_SCORE_ACTION[button.action], nowMs),
        {
          source: 'button',
          buttonId: button.id,
          pressId,
        },
        nowMs,
      );
      if (decision.kind === 'applied') record('applied');
      return decision;
    };

    const decide = (work: Work, w: Working | null, nowMs: number): Decision => {
      switch (work.kind) {
        case 'press':
          return decidePress(work, w, nowMs);
        case 'action': {
          if (!w) return { kind: 'refused', error: notFound(MESSAGES.matchNotFound) };
          try {
            work.authorize?.(w.match);
            assertPlayable(w.match, work.action === 'undo');
          } catch (error) {
            w.relied = true;
            return { kind: 'refused', error };
          }
          return applyEvent(w, eventForAction(work.action, nowMs), work.meta, nowMs);
        }
        case 'timeUp': {
          if (!w || !timeIsUp(w.match, nowMs)) return { kind: 'noop' };
          return applyEvent(w, { kind: 'finish', reason: 'time', at: nowMs }, { source: 'system' }, nowMs);
        }
      }
    };

    for (const item of items) {
      if (reopens || deferred.length > 0) {
        deferred.push(item);
        continue;
      }
      const w = workingOf(item.work.matchId);
      // An undo on a finished match reopens it if accepted: alone in its batch, so that the
      // one-ongoing-per-court index's refusal is this change's answer.
      const reopening = w !== null && w.match.status === 'finished' && isUndoWork(item.work);
      if (reopening && taken.length > 0) {
        deferred.push(item);
        continue;
      }
      const decision = decide(item.work, w, this.#now());
      taken.push(item);
      decisions.push(decision);
      if (reopening && decision.kind === 'applied' && w) reopens = w;
    }

    const batch: Batch = {
      relied: [],
      writes: [],
      events,
      presses,
      buttons: [...buttons.values()].map((button) => ({
        id: button.id,
        court_id: button.courtId,
        action: button.action,
        secret_hash: button.secretHash,
      })),
      pressCutoff: new Date(this.#now() - PRESS_ID_TTL_MS).toISOString(),
    };
    for (const w of working.values()) {
      const { entry } = w;
      if (!w.changed && !w.relied) continue;
      batch.relied.push({ id: entry.match.id, revision: entry.match.revision, version: entry.state.version });
      if (!w.changed || !w.at) continue;
      batch.writes.push({
        id: entry.match.id,
        version: w.state.version,
        state: encodeState(w.state),
        view: w.view,
        guard_at: w.guardAt,
        at: w.at.toISOString(),
        status_changed: w.match.status !== entry.match.status,
        status: w.match.status,
        winner: w.match.winner,
        end_time: w.match.endTime?.toISOString() ?? null,
      });
    }
    // Matches locked in id order (no deadlock between two processes' batches).
    batch.relied.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { items: taken, deferred, decisions, batch, working, reopens };
  }

  /** The batch committed: the cache follows it. */
  #commit(plan: Plan): void {
    for (const w of plan.working.values()) {
      if (!w.changed) continue;
      const state: MatchState = w.state.history === null ? w.state : { ...w.state, history: null };
      // The trigger bumps the revision when the batch changed the row (its status).
      const revision = w.entry.match.revision + (w.match.status !== w.entry.match.status ? 1 : 0);
      this.#setEntry(
        {
          match: { ...w.match, revision },
          rules: w.entry.rules,
          state,
          guardAt: w.guardAt,
        },
        { force: true },
      );
    }
    this.#rememberPresses(plan.batch.presses, this.#now());
  }

  /** Broadcasts the committed changes in order, then answers each change. */
  async #settle(plan: Plan): Promise<void> {
    const committedAt = performance.now();
    for (const decision of plan.decisions) {
      if (decision.kind === 'applied') this.#publish(decision.change, committedAt);
    }
    for (const [index, item] of plan.items.entries()) {
      const decision = plan.decisions[index];
      if (!decision) continue;
      switch (decision.kind) {
        case 'applied':
        case 'ignored':
        case 'retarget':
        case 'noop':
          item.resolve(decision);
          break;
        case 'refused':
          item.reject(decision.error);
          break;
        case 'duplicate': {
          if (decision.score) {
            item.resolve({ kind: 'duplicate', matchId: decision.matchId, score: decision.score });
            break;
          }
          // A retry of a press that acted on another match (the court's previous one).
          try {
            const score = await duplicateScore(this.#database.db, decision.matchId);
            item.resolve({ kind: 'duplicate', matchId: decision.matchId, score });
          } catch (error) {
            item.reject(error);
          }
          break;
        }
      }
    }
  }

  /** The one-ongoing-per-court index refused a reopening: 409 with the court's active match. */
  async #refuseReopening(plan: Plan, error: unknown): Promise<void> {
    const w = plan.reopens;
    let active: string | null = null;
    try {
      this.forget(w?.entry.match.id ?? '');
      const courtId = w?.entry.match.courtId ?? null;
      active =
        courtId === null ? null : ((await findOngoingMatchOfCourt(this.#database.db, courtId))?.id ?? null);
    } catch (lookup) {
      this.#log.error({ err: lookup, cause: error }, 'active match lookup failed');
    }
    for (const item of plan.items)
      item.reject(conflict(MESSAGES.activeMatchExists, active ? { matchId: active } : {}));
  }
}
