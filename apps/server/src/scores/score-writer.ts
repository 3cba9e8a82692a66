import { type ButtonAction, type LiveScore, MESSAGES, type ScoreAction } from '@bandeja/contract';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database, DbOrTx } from '../db/client.ts';
import { conflict, notFound, tooManyRequests, unauthorized } from '../http/errors.ts';
import type { LiveBus } from '../realtime/bus.ts';
import { BatchWriter, storedScore } from './batch-writer.ts';
import type { EventSource, MatchEdit, MatchStatus, OffCourtFinish } from './decisions.ts';
import { LiveCache, sameButton } from './live-cache.ts';
import { entryFromRow } from './live-entry.ts';
import {
  type ButtonRef,
  findSeenPresses,
  loadButtons,
  loadButtonWithOngoingMatch,
  loadLatestFinishedMatch,
} from './live-repository.ts';
import { gestureAction, type PressAnswer, type PressCommand } from './press-command.ts';
import { pressTimeOf } from './press-time.ts';
import type { Authorize, Settled, Work } from './work.ts';
import { WriteQueue } from './write-queue.ts';

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

/** Times a press looks for its match again when the one it aimed at changed under it. */
const MAX_RETARGETS = 5;

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

export class ScoreWriter {
  readonly #database: Database;
  readonly #now: () => number;
  readonly #secretMatches: ScoreWriterOptions['secretMatches'];
  readonly #pressBudget: RateLimiterMemory;
  readonly #seen: NonNullable<ScoreWriterOptions['seen']>;
  readonly #queue: WriteQueue;
  readonly #cache: LiveCache;
  readonly #batches: BatchWriter;

  constructor(options: ScoreWriterOptions) {
    this.#database = options.database;
    this.#now = options.now;
    this.#secretMatches = options.secretMatches;
    this.#pressBudget = new RateLimiterMemory({ points: options.pressesPerMinute, duration: 60 });
    this.#seen = options.seen ?? (() => {});
    this.#queue = new WriteQueue(options.concurrency, (items) => this.#batches.run(items));
    this.#cache = new LiveCache((matchId) => this.#queue.busy(matchId));
    this.#batches = new BatchWriter({
      database: options.database,
      now: options.now,
      messages: options.messages,
      log: options.log,
      cache: this.#cache,
      closedMatches: options.closedMatches ?? (async () => new Set<string>()),
      requeue: (items) => this.#queue.requeue(items),
    });
  }

  /** Batches that found the database changed under them and were folded again (since start). */
  get conflicts(): number {
    return this.#batches.conflicts;
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
  idle(): Promise<void> {
    return this.#queue.idle();
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
      this.#cache.set(entryFromRow(loaded.ongoing));
      return { matchId: loaded.ongoing.match.id, expect: 'ongoing' };
    }
    if (action !== 'UNDO') return null;
    const finished = await loadLatestFinishedMatch(this.#database.db, button.courtId);
    if (!finished) return null;
    this.#cache.set(entryFromRow(finished));
    return { matchId: finished.match.id, expect: 'finished' };
  }

  #submit(work: Work): Promise<Settled> {
    return this.#queue.submit(work);
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
