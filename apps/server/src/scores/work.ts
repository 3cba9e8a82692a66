import type { ButtonAction, LiveScore, ScoreAction } from '@bandeja/contract';
import type { MatchState, Rules } from '@bandeja/scoring';
import type { MatchRow } from '../matches/repository.ts';
import type { ScoreChange } from '../realtime/bus.ts';
import type { EventSource, MatchEdit, MatchStatus, OffCourtFinish } from './decisions.ts';
import type { ButtonRef } from './live-repository.ts';

/** A match as the writer holds it: as committed, at the row revision and snapshot version shown. */
export interface LiveEntry {
  readonly match: MatchRow;
  readonly rules: Rules;
  /** The stored state; `history` is null except while an undo is being folded (it re-reads the log). */
  readonly state: MatchState;
  readonly guardAt: number | null;
  /**
   * It has no snapshot yet (a new match): the next batch relying on it makes one, and `open` may
   * still name its teams.
   */
  readonly fresh?: boolean;
}

/** Checks the caller's rights on the match as the change finds it (throws the AppError to answer). */
export type Authorize = (match: MatchRow) => void;

/** The commands of the writer, as queued: one per change of a match. */
export type Work =
  | {
      kind: 'press';
      matchId: string;
      expect: 'ongoing' | 'finished';
      button: ButtonRef;
      /** The action of the gesture pressed (the button's single, double or long press action). */
      action: ButtonAction;
      pressId: string | null;
      guardMs: number;
      pressedAt: number;
    }
  | {
      kind: 'action';
      matchId: string;
      action: ScoreAction;
      /** The control screen's Idempotency-Key (applied once per match, checked against the log). */
      key: string | null;
      source: EventSource;
      pressedAt: number | null;
      authorize?: Authorize | undefined;
    }
  | { kind: 'timeUp'; matchId: string }
  | {
      kind: 'status';
      matchId: string;
      status: MatchStatus;
      source: EventSource;
      authorize?: Authorize | undefined;
    }
  | { kind: 'edit'; matchId: string; edit: MatchEdit; authorize?: Authorize | undefined }
  | { kind: 'offCourt'; matchId: string; finish: OffCourtFinish; authorize?: Authorize | undefined }
  | {
      kind: 'open';
      matchId: string;
      names?: { team1Name: string; team2Name: string } | undefined;
      authorize?: Authorize | undefined;
    };

/** What became of a change, once its batch committed. */
export type Settled =
  | { kind: 'applied'; change: ScoreChange }
  /** Nothing to change (a status asked again, a score opened twice): the score as it is. */
  | { kind: 'unchanged'; matchId: string; score: LiveScore }
  | { kind: 'ignored'; matchId: string; score: LiveScore }
  | { kind: 'duplicate'; matchId: string; score: LiveScore }
  /** The press's match is no longer the one it aimed at (it finished, moved, or its button changed). */
  | { kind: 'retarget' }
  | { kind: 'noop' };

export interface Item {
  work: Work;
  resolve: (settled: Settled) => void;
  reject: (error: unknown) => void;
}

export function isUndoWork(work: Work): boolean {
  return work.kind === 'press' ? work.action === 'UNDO' : work.kind === 'action' && work.action === 'undo';
}

/** Changes that may meet the one-ongoing-per-court index go alone in their batch: its refusal is theirs. */
export function mayReopenOrMove(work: Work): boolean {
  return work.kind === 'status' || work.kind === 'edit' || work.kind === 'open';
}

export function pressKey(buttonId: number, pressId: string): string {
  return `${buttonId}:${pressId}`;
}

export function actionKey(matchId: string, key: string): string {
  return `${matchId}\u0000${key}`;
}
