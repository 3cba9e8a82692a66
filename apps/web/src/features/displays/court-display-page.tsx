import type { CourtDisplay } from '@bandeja/contract';
import { Suspense, useEffect } from 'react';
import { brandingOf } from '../../lib/board/club-branding.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { useCourtDisplay } from './api/get-court-display.ts';
import { CourtLive } from './components/court-live.tsx';
import { IdentifyNotice } from './components/identify-notice.tsx';
import { DisplayNotReady, isUnknownAddress } from './components/retrying-message.tsx';
import { useCourtChannel } from './lib/use-court-channel.ts';
import { useCourtPhase } from './lib/use-court-phase.ts';
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
  const gone = query.isError && isUnknownAddress(query.error);
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
  return <DisplayNotReady query={query} unknownTitle={DISPLAY_TEXT.unknownCourt} />;
}

function CourtDisplayScreen({ display }: { display: CourtDisplay }) {
  const branding = brandingOf(display.club);
  const { court } = display.board;
  const title = court.screen_identifier || court.name;
  const phase = useCourtPhase(display.board, branding.resultDisplayMinutes);
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
