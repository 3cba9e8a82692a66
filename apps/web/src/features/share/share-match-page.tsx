import type { LiveScore } from '@bandeja/contract';
import { formatResult, MESSAGES } from '@bandeja/contract/plain';
import { type ResultCardData, resultCardSets, SHARE_TITLE } from '@bandeja/contract/result-card';
import { describeFinishReason } from '@bandeja/scoring';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Brand } from '../../components/layout/brand.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useLiveScore } from '../../lib/live-score.ts';
import { canvasToPng } from '../../lib/result-card-canvas.ts';
import { MedalIcon } from './components/medal-icon.tsx';
import { ScoreImage } from './components/score-image.tsx';

export const SHARE_NOT_SUPPORTED = 'Sharing not supported on this device';
const FAILED_TO_LOAD = 'Failed to load score';

function cardOf(score: LiveScore): ResultCardData {
  const day = score.start_time
    ? new Date(score.start_time).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })
    : null;
  return {
    team1Name: score.team1_name || 'Team 1',
    team2Name: score.team2_name || 'Team 2',
    winner: score.status === 'finished' ? (score.winner ?? 'team1') : null,
    sets: resultCardSets(score.set_scores),
    footnote: day,
    finishReason: score.status === 'finished' ? score.finish_reason : null,
  };
}

/**
 * The public share page, /scores/share/{matchId} (docs/product.md#share-page): the winner with a medal, the score as
 * set scores, 'Share' (the PNG through the native share sheet) and the result image.
 */
export function ShareMatchPage() {
  const { matchId = '' } = useParams();
  const score = useLiveScore(matchId);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [sharing, setSharing] = useState(false);
  const handleCanvas = useCallback((element: HTMLCanvasElement | null) => {
    canvas.current = element;
  }, []);

  if (score.isPending) return <PageSpinner />;
  if (score.isError || !score.data) {
    const message = score.isError ? score.error.message || FAILED_TO_LOAD : MESSAGES.scoreNotFound;
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-8 text-center">
        <Brand className="text-court-800" />
        <p role="alert" className="text-lg font-semibold text-slate-700">
          {message}
        </p>
      </main>
    );
  }

  const data = cardOf(score.data);
  const winnerName =
    data.winner === 'team1' ? data.team1Name : data.winner === 'team2' ? data.team2Name : null;
  const setScores = formatResult(data.sets, data.finishReason);
  const reason = data.finishReason;
  // A match that did not end on court says so ('Retired', 'Walkover', 'Result entered by hand').
  const finishNote =
    reason === 'retired' || reason === 'walkover' || reason === 'manual_result'
      ? describeFinishReason(reason)
      : null;

  async function handleShare() {
    setSharing(true);
    try {
      const blob = canvas.current ? await canvasToPng(canvas.current) : null;
      const file = blob ? new File([blob], `bandeja-match-${matchId}.png`, { type: 'image/png' }) : null;
      if (file && typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] })) {
        try {
          await navigator.share({ title: SHARE_TITLE, files: [file] });
        } catch (error) {
          if (!(error instanceof DOMException && error.name === 'AbortError'))
            window.alert(SHARE_NOT_SUPPORTED);
        }
      } else {
        window.alert(SHARE_NOT_SUPPORTED);
      }
    } finally {
      setSharing(false);
    }
  }

  return (
    <div className="min-h-screen bg-gradient-to-b from-court-900 via-court-800 to-slate-50 pb-12">
      <header className="flex justify-center px-4 pt-6">
        <Brand className="text-lg text-white" />
      </header>
      <main className="mx-auto mt-6 flex max-w-xl flex-col gap-5 px-4">
        <section className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-xs font-semibold tracking-widest text-court-600 uppercase">Winner</dt>
              <dd
                className="mt-1 flex items-center gap-2 text-xl font-bold text-slate-900"
                data-testid="share-winner"
              >
                {winnerName ? (
                  <>
                    <span>{winnerName}</span>
                    <MedalIcon />
                  </>
                ) : (
                  <span>{data.winner === 'draw' ? 'Draw' : 'Match in progress'}</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-widest text-court-600 uppercase">Score</dt>
              <dd className="mt-1 font-score text-xl font-bold text-slate-900" data-testid="share-score">
                {setScores}
              </dd>
              {finishNote ? (
                <dd className="mt-0.5 text-xs font-medium text-slate-500" data-testid="share-finish-note">
                  {finishNote}
                </dd>
              ) : null}
            </div>
          </dl>
          <Button size="lg" className="mt-5 w-full" onClick={handleShare} loading={sharing}>
            Share
          </Button>
        </section>
        <ScoreImage data={data} canvasRef={handleCanvas} />
      </main>
    </div>
  );
}
