import type { CourtBoard, LiveScore } from '@bandeja/contract';
import { isWarmUp } from '@bandeja/contract/plain';
import { isNewerScore } from '../../../lib/live-score.ts';

/**
 * A court's board as its display keeps it (docs/displays.md): the board the server sends on
 * joining its room (and after a match is created, moved or deleted), with each match's score
 * messages folded in. Pure functions: the socket handlers write their result into the query cache.
 */

function endedAt(score: LiveScore): number {
  const at = score.end_time ? Date.parse(score.end_time) : Number.NaN;
  return Number.isFinite(at) ? at : 0;
}

/** The board after a score message of one of its court's matches (or one that moved away). */
export function foldScore(board: CourtBoard, score: LiveScore): CourtBoard {
  const sameLive = board.live?.match_id === score.match_id;
  const sameLast = board.last?.match_id === score.match_id;
  if (score.court_id !== board.court.id) {
    // The match was moved to another court: it is no longer this court's.
    if (!sameLive && !sameLast) return board;
    return { ...board, live: sameLive ? null : board.live, last: sameLast ? null : board.last };
  }
  // A scheduled match is not the court's yet; one in warm-up is its live match (docs/scoring-rules.md#warm-up).
  if (score.status === 'pending' && !isWarmUp(score)) return board;
  if (score.status === 'finished') {
    if (sameLive && board.live && !isNewerScore(board.live, score)) return board;
    const takesLast =
      !board.last || (sameLast ? isNewerScore(board.last, score) : endedAt(score) >= endedAt(board.last));
    return { ...board, live: sameLive ? null : board.live, last: takesLast ? score : board.last };
  }
  // Ongoing: the court's match in play (an undo within the minute may reopen a finished one).
  if (sameLive && board.live && !isNewerScore(board.live, score)) return board;
  return { ...board, live: score, last: sameLast ? null : board.last };
}

/**
 * A whole board that arrived (the socket's `courtBoard`, a refetch), kept from going back in time:
 * a board read before a point but delivered after it must not undo that point, so for a match the
 * current board already shows at a higher version, that score stays.
 */
export function mergeBoard(current: CourtBoard | undefined, incoming: CourtBoard): CourtBoard {
  if (!current || current.court.id !== incoming.court.id) return incoming;
  const newest = (score: LiveScore | null): LiveScore | null => {
    if (!score) return score;
    const held = [current.live, current.last].find((candidate) => candidate?.match_id === score.match_id);
    return held && isNewerScore(score, held) ? held : score;
  };
  const live = newest(incoming.live);
  const last = newest(incoming.last);
  // A match that finished meanwhile is no longer live.
  if (live && live.status === 'finished') return { ...incoming, live: null, last: live };
  return { ...incoming, live, last };
}

/** What a court display shows now. */
export type CourtPhase =
  | { kind: 'live'; score: LiveScore }
  /** The finished match, until `until` (server time, ms): the club's minutes after its end. */
  | { kind: 'result'; score: LiveScore; until: number }
  | { kind: 'idle'; last: LiveScore | null };

/**
 * Live while a match is on; the result for `resultMinutes` after a match ends (or until the next
 * match starts); idle otherwise, with the last result.
 */
export function courtPhase(board: CourtBoard, resultMinutes: number, nowMs: number): CourtPhase {
  if (board.live) return { kind: 'live', score: board.live };
  const last = board.last;
  if (last?.end_time) {
    const until = endedAt(last) + resultMinutes * 60_000;
    if (nowMs < until) return { kind: 'result', score: last, until };
  }
  return { kind: 'idle', last };
}
