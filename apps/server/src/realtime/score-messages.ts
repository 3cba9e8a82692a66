import type { LiveScore } from '@bandeja/contract';
import { type MatchEvent, type MatchState, matchStatistics, type Rules, setSummary } from '@bandeja/scoring';
import type { FastifyBaseLogger } from 'fastify';
import type { MatchRow } from '../matches/repository.ts';
import type { LiveBus } from './bus.ts';

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

export interface ScoreMessagesOptions {
  live: LiveBus;
  /** The match's log, oldest first (the statistics at the end of a set or of the match). */
  readLog: (matchId: string) => Promise<MatchEvent[]>;
  log?: FastifyBaseLogger | undefined;
  /** Told of every committed change, with performance.now() at its commit (the latency metrics). */
  committed?: (score: LiveScore, committedAt: number) => void;
}

/**
 * The one place a committed score change leaves the writer: it names the socket events
 * (`scoreUpdate`, `matchFinished`, `statisticsUpdate`) and publishes them once, in commit order.
 * Whoever must act when a match finishes (integrations, bookings) subscribes with `onMatchFinished`
 * rather than looking at the write path. Never throws: the change is already durable, and a client
 * that missed a message resyncs from the snapshot.
 */
export class ScoreMessages {
  readonly #options: ScoreMessagesOptions;
  readonly #finished = new Set<(notice: MatchFinishedNotice) => void>();

  constructor(options: ScoreMessagesOptions) {
    this.#options = options;
  }

  /** Calls `listener` each time a match finishes (it may reopen by an undo within 60 s). */
  onMatchFinished(listener: (notice: MatchFinishedNotice) => void): () => void {
    this.#finished.add(listener);
    return () => this.#finished.delete(listener);
  }

  /** Publishes a committed change: the full score, the finish, and the statistics at a set's end. */
  published(change: ScoreChange, committedAt: number): void {
    const { live, log } = this.#options;
    try {
      this.#options.committed?.(change.score, committedAt);
    } catch (error) {
      log?.error({ err: error }, 'committed hook failed');
    }
    const matchId = change.match.id;
    live.publish({ event: 'scoreUpdate', matchId, payload: change.score });
    const finishedNow = change.after.status === 'finished' && change.before.status !== 'finished';
    if (finishedNow) {
      live.publish({ event: 'matchFinished', matchId, payload: { matchId, score: change.score } });
      for (const listener of this.#finished) {
        try {
          listener({ match: change.match, score: change.score });
        } catch (error) {
          log?.error({ err: error, matchId }, 'match finished listener failed');
        }
      }
    }
    const setEnded = change.after.sets.length > change.before.sets.length;
    if (!finishedNow && !setEnded) return;
    const names = { team1_name: change.match.team1Name, team2_name: change.match.team2Name };
    const set = Math.max(1, change.after.sets.length);
    const statistics = this.#options
      .readLog(matchId)
      .then((events) => {
        const figures = matchStatistics(change.rules, events, names);
        // A walkover or a result entered by hand has no points to sum up, but its match summary
        // still opens (the share code; the screens say the point figures are not available).
        if (!figures.pointByPoint && !finishedNow) return;
        live.publish({
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
      })
      .catch((error: unknown) => log?.error({ err: error, matchId }, 'statistics broadcast failed'));
    live.track(statistics);
  }
}
