import type { LiveScore } from '@bandeja/contract';
import { formatResult, MESSAGES } from '@bandeja/contract/plain';
import {
  isNotPlayed,
  type ResultCardData,
  resultCardSetsOfView,
  resultDateOf,
  SHARE_TITLE,
  winnerNameOf,
} from '@bandeja/contract/result-card';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Brand } from '../../components/layout/brand.tsx';
import { canShareNatively, ShareFallback } from '../../components/share-fallback.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useClubBranding } from '../../lib/board/club-branding.ts';
import { sayCode, sayError } from '../../lib/i18n/error-text.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { describeFinishReason } from '../../lib/i18n/rule-labels.ts';
import { useLiveScore } from '../../lib/live-score.ts';
import { publicUrl } from '../../lib/public-url.ts';
import { publicCourtQuery } from '../../lib/resources/courts.ts';
import { canvasToPng } from '../../lib/result-card-canvas.ts';
import { cardFootnote, cardLabels } from '../../lib/result-card-data.ts';
import { MedalIcon } from './components/medal-icon.tsx';
import { ScoreImage } from './components/score-image.tsx';

const FAILED_TO_LOAD = MESSAGES.loadScore;

/** The same fields as the server's card (apps/server/src/share/card-data.ts), in the active language. */
function cardOf(
  score: LiveScore,
  courtName: string | null,
  club: Pick<ResultCardData, 'clubName' | 'clubLogoUrl'>,
): ResultCardData {
  const finished = score.status === 'finished';
  const sets = resultCardSetsOfView(score);
  const finishReason = finished ? score.finish_reason : null;
  return {
    team1Name: score.team1_name || i18n._(msg`Team 1`),
    team2Name: score.team2_name || i18n._(msg`Team 2`),
    winner: finished ? (score.winner ?? 'team1') : null,
    sets,
    footnote: cardFootnote(courtName, resultDateOf(score.start_time, score.end_time)),
    finishReason,
    notPlayed: isNotPlayed({ finished, sets, finishReason }),
    labels: cardLabels(),
    ...club,
  };
}

/** What the share page says instead of a result: no such match, or the score could not load. */
export function ShareMessage({ message }: { message: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-8 text-center">
      <Brand className="text-court-800" />
      <p role="alert" className="text-lg font-semibold text-slate-700">
        {message}
      </p>
    </main>
  );
}

/**
 * The public share page, /scores/share/{matchId} (docs/product.md#share-page): the winner with a medal, the score as
 * set scores, 'Share' (the PNG through the native share sheet) and the result image.
 */
export function ShareMatchPage({ matchId }: { matchId: string }) {
  const score = useLiveScore(matchId);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [sharing, setSharing] = useState(false);
  // A share sheet that failed falls back to the link and the image, as where there is none. The
  // first render offers the link and the image on every device, as the server's first paint does
  // (docs/displays.md, "The first paint"); a device with a share sheet then gets the button, in a
  // box as tall as the fallback's, so nothing moves.
  const [fallback, setFallback] = useState(true);
  useEffect(() => setFallback(!canShareNatively()), []);
  // The court's name, as on its boards and mails ('Pista 1 Norte').
  const courtId = score.data?.court_id ?? null;
  const court = useQuery({ ...publicCourtQuery(String(courtId ?? '')), enabled: courtId !== null });
  // The club's name and logo, on the page and the image, beside the product's hashtag.
  const club = useClubBranding(score.data?.club_id ?? null);
  const handleCanvas = useCallback((element: HTMLCanvasElement | null) => {
    canvas.current = element;
  }, []);

  if (score.isPending) return <PageSpinner />;
  if (score.isError || !score.data) {
    const message = score.isError ? sayError(score.error, FAILED_TO_LOAD) : sayCode('scoreNotFound');
    return <ShareMessage message={message} />;
  }

  const clubName = club.data?.name.trim() || null;
  const data = cardOf(score.data, court.data?.name.trim() || null, {
    clubName,
    clubLogoUrl: clubName ? (club.data?.logoUrl ?? null) : null,
  });
  const winnerName = winnerNameOf(data);
  const fileName = `bandeja-match-${matchId}.png`;
  const link = publicUrl(paths.shareMatch(matchId));
  // A match not played has no score to tell.
  const setScores = data.notPlayed ? '–' : formatResult(data.sets, data.finishReason);
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
      const file = blob ? new File([blob], fileName, { type: 'image/png' }) : null;
      // A device that cannot share files shares the link.
      const payload =
        file && navigator.canShare?.({ files: [file] })
          ? { title: SHARE_TITLE, files: [file] }
          : { title: SHARE_TITLE, url: link };
      try {
        await navigator.share(payload);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setFallback(true);
      }
    } finally {
      setSharing(false);
    }
  }

  return (
    <div
      className="min-h-screen bg-gradient-to-b from-court-900 via-court-800 to-slate-50 pb-12"
      data-testid="share-page"
    >
      <header className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 px-4 pt-6">
        {clubName ? (
          <p
            data-testid="share-club"
            className="flex min-w-0 items-center gap-2 text-lg font-bold text-white"
          >
            {club.data?.logoUrl ? (
              <img
                src={club.data.logoUrl}
                alt=""
                data-testid="share-club-logo"
                className="size-10 shrink-0 rounded-lg bg-white object-contain p-1"
              />
            ) : null}
            <span className="min-w-0 [overflow-wrap:anywhere]">{clubName}</span>
          </p>
        ) : null}
        <Brand className="text-lg text-white" />
      </header>
      <main className="mx-auto mt-6 flex max-w-xl flex-col gap-5 px-4">
        <section className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200">
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-xs font-semibold tracking-widest text-court-600 uppercase">
                {i18n._(msg`Winner`)}
              </dt>
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
                  <span>
                    {data.notPlayed
                      ? i18n._(msg`Not played`)
                      : data.winner === 'draw'
                        ? i18n._(msg`Draw`)
                        : i18n._(msg`Match in progress`)}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-widest text-court-600 uppercase">
                {i18n._(msg`Score`)}
              </dt>
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
          <div className="mt-5 min-h-18">
            {fallback ? (
              <ShareFallback link={link} card={data} fileName={fileName} />
            ) : (
              <Button size="lg" className="w-full" onClick={handleShare} loading={sharing}>
                {i18n._(msg`Share`)}
              </Button>
            )}
          </div>
        </section>
        <ScoreImage data={data} canvasRef={handleCanvas} />
      </main>
    </div>
  );
}
