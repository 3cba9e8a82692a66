import type { LiveScore, MatchFinished } from '@bandeja/contract';
import { clubRoom, courtRoom, matchRoom } from './room-names.ts';

/**
 * One order for every spectator of a match, whichever process committed its changes
 * (docs/decisions/011-one-order-per-match.md). Each process hears a match's committed changes
 * from two sources with no order between them: its own commits, at once, and the other processes'
 * through Redis. So each process puts them back in version order before any socket hears them
 * (`ScoreSequencer`), and each socket remembers the newest score of each match it was sent, so
 * that nothing older reaches it afterwards (`SocketScores`), snapshots included.
 */

/** One committed change of a match's score, as the sockets hear it (also between processes). */
export interface ScoreNotice {
  matchId: string;
  /** The version the change was folded on: `score.version` - 1, or the same for a change of the record only. */
  follows: number;
  score: LiveScore;
  /** The change finished the match: `matchFinished` follows its `scoreUpdate`. */
  finished: boolean;
}

/** How long a change waits for one it follows that has not come (then it goes out: a gap). */
export const HOLD_MS = 250;
/** Matches whose order a process remembers (the least recently changed are forgotten first). */
const REMEMBERED_MATCHES = 10_000;

/** Whether score `a` is older than `b` (of one match): a lower version, or the same one changed earlier. */
export function isOlder(a: ScoreMark, b: ScoreMark): boolean {
  return a.version < b.version || (a.version === b.version && a.updatedAt < b.updatedAt);
}

export interface ScoreMark {
  version: number;
  updatedAt: string;
}

export const markOf = (score: LiveScore): ScoreMark => ({
  version: score.version,
  updatedAt: score.updated_at,
});

interface MatchOrder {
  /** The newest version handed on. */
  last: number;
  /** Changes that came before one they follow, by version. */
  held: ScoreNotice[];
  timer: NodeJS.Timeout | null;
}

/**
 * Hands a match's changes on in version order: a change goes on when it follows the last one
 * handed on (or changes the record only); one that comes before a change it follows waits for it
 * up to HOLD_MS, then goes on anyway (the socket sees the versions jump: a gap it can tell); one
 * older than the last handed on is dropped (its sockets already have a newer full score).
 */
export class ScoreSequencer {
  readonly #matches = new Map<string, MatchOrder>();
  readonly #deliver: (notice: ScoreNotice) => void;
  readonly #holdMs: number;
  #gaps = 0;
  #dropped = 0;

  constructor(deliver: (notice: ScoreNotice) => void, holdMs = HOLD_MS) {
    this.#deliver = deliver;
    this.#holdMs = holdMs;
  }

  /** Changes handed on after waiting in vain for one they follow (since start). */
  get gaps(): number {
    return this.#gaps;
  }

  /** Changes dropped as older than one already handed on (since start). */
  get dropped(): number {
    return this.#dropped;
  }

  offer(notice: ScoreNotice): void {
    const { matchId } = notice;
    let order = this.#matches.get(matchId);
    if (order) {
      // Most recently changed last: the map's order is the order of forgetting.
      this.#matches.delete(matchId);
      this.#matches.set(matchId, order);
    } else {
      order = { last: notice.score.version, held: [], timer: null };
      this.#matches.set(matchId, order);
      this.#forgetOldest();
      this.#handOn(order, notice);
      return;
    }
    if (notice.score.version < order.last) {
      this.#dropped += 1;
      return;
    }
    if (notice.follows <= order.last) {
      this.#handOn(order, notice);
      this.#release(order);
      return;
    }
    order.held.push(notice);
    order.held.sort((x, y) => x.score.version - y.score.version);
    order.timer ??= setTimeout(() => this.#giveUp(matchId), this.#holdMs);
    order.timer.unref?.();
  }

  #handOn(order: MatchOrder, notice: ScoreNotice): void {
    order.last = Math.max(order.last, notice.score.version);
    this.#deliver(notice);
  }

  /** Hands on the held changes that now follow the last one, in order. */
  #release(order: MatchOrder): void {
    while (order.held.length > 0) {
      const first = order.held[0];
      if (!first || first.follows > order.last) break;
      order.held.shift();
      if (first.score.version < order.last) this.#dropped += 1;
      else this.#handOn(order, first);
    }
    if (order.held.length === 0 && order.timer) {
      clearTimeout(order.timer);
      order.timer = null;
    }
  }

  /** The change a held one follows never came (lost with Redis, or very late): on, in order. */
  #giveUp(matchId: string): void {
    const order = this.#matches.get(matchId);
    if (!order) return;
    order.timer = null;
    const first = order.held.shift();
    if (!first) return;
    this.#gaps += 1;
    this.#handOn(order, first);
    this.#release(order);
    if (order.held.length > 0) {
      order.timer = setTimeout(() => this.#giveUp(matchId), this.#holdMs);
      order.timer.unref?.();
    }
  }

  #forgetOldest(): void {
    while (this.#matches.size > REMEMBERED_MATCHES) {
      const oldest = this.#matches.keys().next().value;
      if (oldest === undefined) break;
      const order = this.#matches.get(oldest);
      if (order?.timer) clearTimeout(order.timer);
      // Its held changes go on now rather than never.
      this.#matches.delete(oldest);
      for (const notice of order?.held ?? []) this.#deliver(notice);
    }
  }

  /** Stops the timers (closing): held changes are dropped, screens resync when they reconnect. */
  close(): void {
    for (const order of this.#matches.values()) if (order.timer) clearTimeout(order.timer);
    this.#matches.clear();
  }
}

/** Matches whose newest score a socket remembers (a wall follows every match of its club). */
const REMEMBERED_PER_SOCKET = 64;

/**
 * The newest score of each match a socket was sent (an update, a finish, a snapshot): nothing older
 * is written to it afterwards. Kept beside the socket, not in `socket.data` (which connection-state
 * recovery stores in Redis): a reconnected socket starts afresh, and its client rejoins (docs/api.md).
 */
export class SocketScores {
  readonly #sent = new WeakMap<object, Map<string, ScoreMark>>();

  /** Whether `score` may be written to `socket`: nothing newer of its match was. */
  accepts(socket: object, matchId: string, mark: ScoreMark): boolean {
    const newest = this.#sent.get(socket)?.get(matchId);
    return !newest || !isOlder(mark, newest);
  }

  /** Notes that `socket` was sent this score of `matchId`. */
  note(socket: object, matchId: string, mark: ScoreMark): void {
    let sent = this.#sent.get(socket);
    if (!sent) {
      sent = new Map();
      this.#sent.set(socket, sent);
    }
    const newest = sent.get(matchId);
    if (newest && isOlder(mark, newest)) return;
    sent.delete(matchId);
    sent.set(matchId, mark);
    if (sent.size > REMEMBERED_PER_SOCKET) {
      const oldest = sent.keys().next().value;
      if (oldest !== undefined) sent.delete(oldest);
    }
  }
}

/** The newest score of each match every socket of this process was sent. */
export const socketScores = new SocketScores();

/** This process's sockets: who is in a room, the socket of an id, and an emit to local rooms. */
export interface LocalSockets {
  roomMembers(room: string): ReadonlySet<string> | undefined;
  socket(id: string): object | undefined;
  /** Emits to this process's sockets in `rooms` (each once), except the sockets `except` names. */
  emit(
    rooms: string[],
    except: string[],
    message:
      | { event: 'scoreUpdate'; payload: LiveScore }
      | { event: 'matchFinished'; payload: MatchFinished },
  ): void;
}

/**
 * Emits a change to this process's sockets in its rooms (`scoreUpdate` to the match, its court
 * and club; `matchFinished` to the match and court), except those that already have a newer score
 * of the match (a snapshot read after the change was committed, or a later change).
 */
export function deliverLocally(sockets: LocalSockets, notice: ScoreNotice, scores = socketScores): void {
  const { score, matchId } = notice;
  const mark = markOf(score);
  const finishRooms = [matchRoom(matchId), ...(score.court_id === null ? [] : [courtRoom(score.court_id)])];
  const rooms = [
    ...finishRooms,
    ...(score.club_id === null || score.court_id === null ? [] : [clubRoom(score.club_id)]),
  ];
  const stale: string[] = [];
  const seen = new Set<string>();
  for (const room of rooms) {
    for (const id of sockets.roomMembers(room) ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      const socket = sockets.socket(id);
      if (!socket) continue;
      if (scores.accepts(socket, matchId, mark)) scores.note(socket, matchId, mark);
      else stale.push(id);
    }
  }
  sockets.emit(rooms, stale, { event: 'scoreUpdate', payload: score });
  if (notice.finished)
    sockets.emit(finishRooms, stale, { event: 'matchFinished', payload: { matchId, score } });
}
