import type { CourtDisplay } from '@bandeja/contract';
import { Suspense, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { brandingOf } from '../../lib/board/club-branding.ts';
import { serverNow } from '../../lib/board/server-clock.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { useCourtDisplay } from './api/get-court-display.ts';
import { CourtLive } from './components/court-live.tsx';
import { DisplayMessage } from './components/display-message.tsx';
import { IdentifyNotice } from './components/identify-notice.tsx';
import { RetryingMessage } from './components/retrying-message.tsx';
import { courtPhase } from './lib/court-board.ts';
import { useCourtChannel } from './lib/use-court-channel.ts';
import { DISPLAY_TEXT } from './text.ts';

// The idle screen brings the QR library and the result its statistics: neither is needed before a
// live match's first score (bench/README.md). Both are fetched once the display is up.
const loadIdle = () => import('./components/court-idle.tsx');
const loadResult = () => import('./components/court-result.tsx');
export const CourtIdle = lazyPart(() => loadIdle().then((module) => module.CourtIdle));
export const CourtResult = lazyPart(() => loadResult().then((module) => module.CourtResult));

/**
 * The court display (docs/displays.md): /display/court/{courtId}, public, and a paired TV's screen.
 * It follows its court for ever — idle, the live board the moment a match is created (pushed
 * through the court's socket room), the result for the club's minutes, idle again — and never
 * leaves the page or waits for a tap.
 */
export function CourtDisplayPage({ courtId, onGone }: { courtId: number; onGone?: () => void }) {
  const query = useCourtDisplay(courtId);
  // The court was deleted while shown: ask again (an unknown court then says so).
  useCourtChannel(courtId, () => void query.refetch());
  const gone = query.isError && query.error instanceof ApiError && query.error.status === 404;
  // A paired TV whose court was deleted lost its pairing with it: its pairing screen asks again.
  useEffect(() => {
    if (gone) onGone?.();
  }, [gone, onGone]);
  if (query.data) {
    return (
      <>
        <CourtDisplayScreen display={query.data} />
        <IdentifyNotice courtId={courtId} />
      </>
    );
  }
  if (query.isError) {
    return gone ? (
      <DisplayMessage title={DISPLAY_TEXT.unknownCourt} testId="display-unknown" />
    ) : (
      <RetryingMessage onRetry={() => void query.refetch()} />
    );
  }
  return <DisplayMessage title={DISPLAY_TEXT.loading} busy />;
}

function CourtDisplayScreen({ display }: { display: CourtDisplay }) {
  const branding = brandingOf(display.club);
  const { court } = display.board;
  const title = court.screen_identifier || court.name;
  const [now, setNow] = useState(serverNow);
  const phase = courtPhase(display.board, branding.resultDisplayMinutes, now);

  // The result gives way to the idle screen at its time; a new match needs no timer (it is pushed).
  const until = phase.kind === 'result' ? phase.until : null;
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(() => setNow(serverNow()), Math.max(0, until - serverNow()) + 50);
    return () => clearTimeout(timer);
  }, [until]);
  // A newly finished match is judged by the time it arrives, not the time of the previous render.
  const lastEnd = display.board.last?.end_time ?? null;
  useEffect(() => {
    if (lastEnd !== null) setNow(serverNow());
  }, [lastEnd]);
  useEffect(() => {
    void loadIdle();
    void loadResult();
  }, []);

  switch (phase.kind) {
    case 'live':
      return <CourtLive score={phase.score} branding={branding} title={title} />;
    case 'result':
      return (
        <Suspense fallback={null}>
          <CourtResult score={phase.score} branding={branding} title={title} />
        </Suspense>
      );
    case 'idle':
      return (
        <Suspense fallback={null}>
          <CourtIdle court={court} last={phase.last} branding={branding} title={title} />
        </Suspense>
      );
  }
}
