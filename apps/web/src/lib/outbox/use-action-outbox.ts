import type { LiveScore } from '@bandeja/contract';
import { SCREEN_MESSAGES, type ScoreAction } from '@bandeja/contract/plain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResponse } from '../api-client.ts';
import { sayFailure } from '../i18n/error-text.ts';
import { postScoreAction } from '../live-score.ts';
import { toast } from '../toast.tsx';
import {
  appendToOutbox,
  loadOutbox,
  type QueuedAction,
  queuedAction,
  removeFromOutbox,
} from './action-outbox.ts';

/**
 * Answers that say "not now": no connection (0), throttled, the database or a gateway away. The
 * action stays queued. Any other failure (a refusal, a server error) will not change by sending it
 * again: it is dropped with the server's message.
 */
const TRANSIENT_STATUSES = new Set([0, 429, 502, 503, 504]);

/** While actions wait, the screen tries again this often (and at once when the browser is back online). */
const RETRY_MS = 3000;

/** How a queued action reaches the server: the control screen's session call, or a phone's press link. */
export type SendAction = (
  matchId: string,
  action: ScoreAction,
  queued: { key: string; pressedAt: number },
) => Promise<ApiResponse<LiveScore>>;

export interface OutboxOptions {
  send?: SendAction;
  /** Where the backlog is kept (IndexedDB): the match id by default; a phone's link keeps its own. */
  outboxKey?: string;
  /**
   * Told once per action the server applied, when it is not part of a backlog: the control screen
   * says '{action} successful', a phone buzzes, the scoreboard's flash is enough.
   */
  onApplied?: (action: ScoreAction) => void;
  /** Told once when a backlog has been sent, with how many of its actions the server applied. */
  onBacklogSent?: (count: number) => void;
  /**
   * Told once per action that could not be sent and waits on the device: the control screen says
   * it is saved on the tablet (never 'successful' for a point the server has not applied).
   */
  onQueued?: (action: ScoreAction) => void;
}

export interface ActionOutbox {
  /** Actions pressed and not yet applied by the server, oldest first. */
  waiting: readonly QueuedAction[];
  /** The browser says it is offline, or the last send could not reach the server. */
  offline: boolean;
  /** The action being sent while the screen is live (its button waits: no double point from a double tap). */
  sending: ScoreAction | null;
  press(action: ScoreAction): void;
}

/**
 * The court tablet's actions through the outbox (action-outbox.ts): a press is stored,
 * then the outbox is sent one action at a time, in order, each with its key and press time. A
 * network failure or a server that cannot answer now (TRANSIENT_STATUSES) keeps the action and
 * marks the screen offline; a refusal (a finished match, …) drops it with the server's message.
 */
export function useActionOutbox(
  matchId: string,
  onScore: (score: LiveScore) => void,
  { send = postScoreAction, outboxKey = matchId, onApplied, onBacklogSent, onQueued }: OutboxOptions = {},
): ActionOutbox {
  const [waiting, setWaiting] = useState<QueuedAction[]>([]);
  const [offline, setOffline] = useState(() => !navigator.onLine);
  const [sending, setSending] = useState<ScoreAction | null>(null);
  const flushing = useRef(false);
  const flushAgain = useRef(false);
  // Actions that failed once are a backlog: their success is told once, in a sum, not each.
  const failedOnce = useRef(new Set<string>());
  // Actions already told as queued (onQueued): each is told once, however often it is retried.
  const toldQueued = useRef(new Set<string>());
  const onScoreRef = useRef(onScore);
  onScoreRef.current = onScore;
  const sendRef = useRef(send);
  sendRef.current = send;
  // The callers' words: this module says only the board's error texts, so the scoreboard can load
  // it without the full app's catalogue (docs/decisions/008-internationalisation.md).
  const told = useRef({ onApplied, onBacklogSent, onQueued });
  told.current = { onApplied, onBacklogSent, onQueued };

  const flush = useCallback(async () => {
    if (flushing.current) {
      flushAgain.current = true;
      return;
    }
    flushing.current = true;
    let backlogSent = 0;
    try {
      for (;;) {
        const queue = await loadOutbox(outboxKey);
        setWaiting(queue);
        const next = queue[0];
        if (!next) break;
        setSending(queue.length === 1 ? next.action : null);
        const answer = await sendRef.current(matchId, next.action, next);
        setSending(null);
        if (!answer.success && TRANSIENT_STATUSES.has(answer.status)) {
          failedOnce.current.add(next.key);
          setOffline(true);
          // Everything in the queue now waits on the device: each said once as saved there.
          for (const waitingAction of queue) {
            if (toldQueued.current.has(waitingAction.key)) continue;
            toldQueued.current.add(waitingAction.key);
            told.current.onQueued?.(waitingAction.action);
          }
          break;
        }
        setWaiting(await removeFromOutbox(outboxKey, next.key));
        const wasBacklog = failedOnce.current.delete(next.key);
        if (answer.success) {
          setOffline(false);
          onScoreRef.current(answer.data);
          if (wasBacklog) backlogSent += 1;
          else told.current.onApplied?.(next.action);
        } else {
          toast.error(sayFailure(answer, SCREEN_MESSAGES.actionFailed));
        }
      }
    } catch {
      // IndexedDB itself failed (private mode, storage full): nothing can be queued.
      toast.error(sayFailure({ message: SCREEN_MESSAGES.performAction }));
    } finally {
      setSending(null);
      flushing.current = false;
      if (backlogSent > 0) told.current.onBacklogSent?.(backlogSent);
      if (flushAgain.current) {
        flushAgain.current = false;
        void flush();
      }
    }
  }, [matchId, outboxKey]);

  // A backlog left by a reload or a closed tab is sent as soon as the screen opens.
  useEffect(() => {
    void flush();
  }, [flush]);

  useEffect(() => {
    const wentOffline = () => setOffline(true);
    const cameBack = () => {
      setOffline(false);
      void flush();
    };
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameBack);
    return () => {
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameBack);
    };
  }, [flush]);

  const pending = waiting.length > 0;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [pending, flush]);

  const press = useCallback(
    (action: ScoreAction) => {
      void appendToOutbox(outboxKey, queuedAction(action))
        .then((queue) => {
          setWaiting(queue);
          return flush();
        })
        .catch(() => toast.error(sayFailure({ message: SCREEN_MESSAGES.performAction })));
    },
    [outboxKey, flush],
  );

  return { waiting, offline, sending: offline ? null : sending, press };
}
