import type { LiveScore } from '@bandeja/contract';
import { WAITING_FOR_SCORER_MS } from '../../lib/board/format.ts';
import { useOffline } from '../../lib/board/use-connection.ts';
import { useScoreAge } from '../../lib/board/use-score-age.ts';
import { BOARD_TEXT } from './text.ts';

/**
 * What a screen owes its viewers about the live connection: 'Offline — reconnecting'
 * while the server cannot be reached (shown within OFFLINE_AFTER_MS, gone the moment the socket is
 * back and the rooms have resent their scores), over everything, in a corner a TV keeps clear.
 */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div
      role="alert"
      data-testid="offline-banner"
      className="fixed inset-x-0 top-[3vh] z-50 flex justify-center px-[3vw] pointer-events-none"
    >
      <p className="board-enter flex items-center gap-[0.6em] rounded-full bg-amber-400 px-[1.2em] py-[0.4em] text-[max(1rem,3vmin)] font-black text-slate-950 shadow-2xl">
        <span
          aria-hidden
          className="inline-block size-[0.6em] motion-safe:animate-pulse rounded-full bg-red-600"
        />
        {BOARD_TEXT.offline}
      </p>
    </div>
  );
}

/** 'Waiting for the scorer' on a live match that has had no point for 10 minutes. */
export function WaitingForScorer({ score }: { score: LiveScore }) {
  const age = useScoreAge(score);
  if (score.status !== 'ongoing' || age < WAITING_FOR_SCORER_MS) return null;
  return (
    <p
      role="status"
      data-testid="waiting-for-scorer"
      className="board-enter rounded-[1.2vmin] bg-slate-700 px-[2vmin] py-[0.6vmin] text-center text-[max(0.9rem,2.8vmin)] font-bold text-white"
    >
      {BOARD_TEXT.waitingForScorer}
      <span className="ml-[0.6em] text-[0.7em] font-semibold text-slate-300">
        {BOARD_TEXT.waitingForScorerHint}
      </span>
    </p>
  );
}
