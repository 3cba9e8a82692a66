import {
  type ButtonIdentified,
  type ClientToServerEvents,
  type CourtBoard,
  type DisplayConfig,
  type EventView,
  eventRoom,
  type LiveScore,
  type MatchFinished,
  type ServerToClientEvents,
  type StatisticsUpdate,
} from '@bandeja/contract';
import { type MatchEvent, type MatchState, matchStatistics, type Rules, setSummary } from '@bandeja/scoring';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { MatchRow } from '../matches/repository.ts';
import { clubRoom, courtRoom, displayRoom, matchRoom } from './room-names.ts';
import type { ScoreNotice } from './score-order.ts';

/**
 * A message for the sockets, published only after its transaction committed: a match's changes
 * (to its match room, and its court's and club's rooms), a court's whole board, a TV's
 * configuration, a club event's standings. Which rooms each goes to is `roomsOf` below.
 */
export type LiveMessage =
  | { event: 'scoreUpdate'; matchId: string; payload: LiveScore }
  | { event: 'matchFinished'; matchId: string; payload: MatchFinished }
  | { event: 'statisticsUpdate'; matchId: string; courtId: number | null; payload: StatisticsUpdate }
  | { event: 'courtBoard'; payload: CourtBoard }
  | { event: 'displayConfig'; displayId: number; payload: DisplayConfig }
  | { event: 'eventUpdate'; eventId: number; payload: EventView }
  /** A press of a button in identify mode: its court's screens show it (docs/api.md "Device health"). */
  | { event: 'buttonIdentified'; payload: ButtonIdentified };

export type LiveListener = (message: LiveMessage) => void;

export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents>;

/** Which rooms have someone to hear them in this process (socket.ts); null: every room (Redis). */
export interface Audience {
  has(room: string): boolean;
}

/** One committed change of a match: what the writer (src/scores/score-writer.ts) hands over. */
export interface ScoreChange {
  match: MatchRow;
  score: LiveScore;
  rules: Rules;
  before: MatchState;
  after: MatchState;
}

/** A match that has just finished (by any door: a point, time, a retirement, a status change). */
export interface MatchFinishedNotice {
  match: MatchRow;
  score: LiveScore;
}

export interface LiveBusOptions {
  /** The match's log, oldest first (the statistics at the end of a set or of the match). */
  readLog: (matchId: string) => Promise<MatchEvent[]>;
  log?: FastifyBaseLogger | undefined;
  /** Told of every committed score change, with performance.now() at its commit (the latency metrics). */
  committed?: (score: LiveScore, committedAt: number) => void;
}

/**
 * Who hears a message: a match's changes go to its room and its court's (the court display follows
 * every match of its court); its scores also to its club's (the wall); statistics stay with the
 * match and court (the wall shows none). A court's board goes to the court and its club.
 */
export function roomsOf(message: LiveMessage): string[] {
  switch (message.event) {
    case 'scoreUpdate': {
      const { court_id: courtId, club_id: clubId } = message.payload;
      return [
        matchRoom(message.matchId),
        ...(courtId === null ? [] : [courtRoom(courtId)]),
        ...(clubId === null || courtId === null ? [] : [clubRoom(clubId)]),
      ];
    }
    case 'matchFinished': {
      const courtId = message.payload.score.court_id;
      return [matchRoom(message.matchId), ...(courtId === null ? [] : [courtRoom(courtId)])];
    }
    case 'statisticsUpdate':
      return [matchRoom(message.matchId), ...(message.courtId === null ? [] : [courtRoom(message.courtId)])];
    case 'courtBoard':
      return [courtRoom(message.payload.court.id), clubRoom(message.payload.court.club_id)];
    case 'displayConfig':
      return [displayRoom(message.displayId)];
    case 'eventUpdate':
      return [eventRoom(message.eventId)];
    case 'buttonIdentified':
      return [courtRoom(message.payload.courtId)];
  }
}

/** Emits a message to its rooms (a socket in several of them gets it once). */
function broadcast(io: LiveServer, rooms: string[], message: LiveMessage): void {
  // Each case names its own event so the payload type follows it.
  switch (message.event) {
    case 'scoreUpdate':
      io.to(rooms).emit('scoreUpdate', message.payload);
      break;
    case 'matchFinished':
      io.to(rooms).emit('matchFinished', message.payload);
      break;
    case 'statisticsUpdate':
      io.to(rooms).emit('statisticsUpdate', message.payload);
      break;
    case 'courtBoard':
      io.to(rooms).emit('courtBoard', message.payload);
      break;
    case 'displayConfig':
      io.to(rooms).emit('displayConfig', message.payload);
      break;
    case 'eventUpdate':
      io.to(rooms).emit('eventUpdate', message.payload);
      break;
    case 'buttonIdentified':
      io.to(rooms).emit('buttonIdentified', message.payload);
      break;
  }
}

/**
 * The one place committed changes leave for the sockets (docs/ARCHITECTURE.md, "The path of one
 * press"). The services publish a message; the score writer hands over a committed score change,
 * whose socket events (`scoreUpdate`, `matchFinished`, `statisticsUpdate`) are named here and sent
 * once. A match's `scoreUpdate` and `matchFinished` go through score-order.ts, which puts every
 * process's changes of a match in version order before a socket hears them
 * (docs/decisions/011-one-order-per-match.md); the other messages go straight to their rooms
 * through Socket.IO (its Redis adapter between processes). Before socket.ts has attached the
 * server, or with nobody in a room, a message is dropped: clients recover by asking for the snapshot (docs/api.md "Socket.IO":
 * correctness comes from full state plus resync). Never throws to its caller: the change is
 * already durable. Whoever must act when a match finishes (integrations, bookings, events)
 * subscribes with `onMatchFinished` rather than looking at the write path.
 */
export class LiveBus {
  readonly #options: LiveBusOptions;
  #sockets: {
    io: LiveServer;
    audience: Audience | null;
    scores: ((notice: ScoreNotice) => void) | null;
  } | null = null;
  readonly #observers = new Set<LiveListener>();
  readonly #finished = new Set<(notice: MatchFinishedNotice) => void>();
  readonly #pending = new Set<Promise<unknown>>();

  constructor(options: LiveBusOptions) {
    this.#options = options;
  }

  /**
   * The sockets' server (socket.ts): messages go to its rooms until the returned detach is called.
   * A match's committed changes go to `scores` when given, which puts them in one order with the
   * other processes' before any socket hears them (score-order.ts); else straight to the rooms.
   */
  attach(
    io: LiveServer,
    audience: Audience | null,
    scores: ((notice: ScoreNotice) => void) | null = null,
  ): () => void {
    const sockets = { io, audience, scores };
    this.#sockets = sockets;
    return () => {
      if (this.#sockets === sockets) this.#sockets = null;
    };
  }

  /** Sees every message published (the metrics, club events); it must not throw. */
  subscribe(listener: LiveListener): () => void {
    this.#observers.add(listener);
    return () => this.#observers.delete(listener);
  }

  publish(message: LiveMessage): void {
    this.#observe(message);
    this.#broadcast(message);
  }

  #observe(message: LiveMessage): void {
    for (const observer of this.#observers) observer(message);
  }

  #broadcast(message: LiveMessage): void {
    if (!this.#sockets) return;
    const { io, audience } = this.#sockets;
    const rooms = audience ? roomsOf(message).filter((room) => audience.has(room)) : roomsOf(message);
    if (rooms.length > 0) broadcast(io, rooms, message);
  }

  /** Calls `listener` each time a match finishes (it may reopen by an undo within 60 s). */
  onMatchFinished(listener: (notice: MatchFinishedNotice) => void): () => void {
    this.#finished.add(listener);
    return () => this.#finished.delete(listener);
  }

  /** A committed score change: the full score, the finish, and the statistics at a set's end. */
  scoreChanged(change: ScoreChange, committedAt: number): void {
    const { log } = this.#options;
    try {
      this.#options.committed?.(change.score, committedAt);
    } catch (error) {
      log?.error({ err: error }, 'committed hook failed');
    }
    const matchId = change.match.id;
    const finishedNow = change.after.status === 'finished' && change.before.status !== 'finished';
    const update: LiveMessage = { event: 'scoreUpdate', matchId, payload: change.score };
    const finish: LiveMessage = {
      event: 'matchFinished',
      matchId,
      payload: { matchId, score: change.score },
    };
    this.#observe(update);
    if (finishedNow) this.#observe(finish);
    const scores = this.#sockets?.scores;
    if (scores) {
      scores({ matchId, follows: change.before.version, score: change.score, finished: finishedNow });
    } else {
      this.#broadcast(update);
      if (finishedNow) this.#broadcast(finish);
    }
    if (finishedNow) {
      for (const listener of this.#finished) {
        try {
          listener({ match: change.match, score: change.score });
        } catch (error) {
          log?.error({ err: error, matchId }, 'match finished listener failed');
        }
      }
    }
    const setEnded = change.after.sets.length > change.before.sets.length;
    if (finishedNow || setEnded) this.track(this.#statistics(change, finishedNow));
  }

  /** The statistics at the end of a set or of the match, read from the log after the commit. */
  async #statistics(change: ScoreChange, finishedNow: boolean): Promise<void> {
    const matchId = change.match.id;
    const names = { team1_name: change.match.team1Name, team2_name: change.match.team2Name };
    const set = Math.max(1, change.after.sets.length);
    try {
      // Read after the commit, the log may already hold later points: the figures are the ones at
      // this change, so only its first `version` events count (one accepted event, one version).
      const events = (await this.#options.readLog(matchId)).slice(0, change.after.version);
      const figures = matchStatistics(change.rules, events, names);
      // A walkover or a result entered by hand has no points to sum up, but its match summary
      // still opens (the share code; the screens say the point figures are not available).
      if (!figures.pointByPoint && !finishedNow) return;
      this.publish({
        event: 'statisticsUpdate',
        matchId,
        courtId: change.match.courtId,
        payload: {
          matchId,
          scope: finishedNow ? 'match' : 'set',
          set,
          statistics: figures,
          setStatistics: figures.pointByPoint
            ? (setSummary(change.rules, events, set, names)?.setStatistics ?? null)
            : null,
          version: change.after.version,
        },
      });
    } catch (error) {
      this.#options.log?.error({ err: error, matchId }, 'statistics broadcast failed');
    }
  }

  /** Keeps track of work done after a commit (e.g. statistics), so closing can wait for it. */
  track(work: Promise<unknown>): void {
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
  }

  /** Resolves once the tracked work has settled (before the database closes). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
