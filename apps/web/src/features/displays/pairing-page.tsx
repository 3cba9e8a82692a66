import type { DisplaySelf } from '@bandeja/contract';
import { DISPLAY_CODE_TTL_MS } from '@bandeja/contract/plain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { paths } from '../../config/paths.ts';
import { useNow } from '../../lib/board/use-now.ts';
import { displaySelfKey, loadDisplaySelf, startPairing } from './api/display-self.ts';
import { DisplayFrame } from './components/display-frame.tsx';
import { DisplayMessage } from './components/display-message.tsx';
import { useDisplayChannel } from './lib/use-display-channel.ts';
import { DISPLAY_TEXT } from './text.ts';

// What the TV shows once paired: loaded then, not before the pairing code (the boards' budget,
// docs/decisions/007-board-app.md, e2e/tests/board-budget.spec.ts).
const CourtDisplayPage = lazy(() =>
  import('./court-display-page.tsx').then((module) => ({ default: module.CourtDisplayPage })),
);
const ClubDisplayPage = lazy(() =>
  import('./club-display-page.tsx').then((module) => ({ default: module.ClubDisplayPage })),
);
// The QR library follows the code, which staff can type in before it arrives.
const DisplayQr = lazy(() =>
  import('./components/display-qr.tsx').then((module) => ({ default: module.DisplayQr })),
);

/** A code is renewed this long before it expires (counted on this TV's clock from its arrival). */
const RENEW_BEFORE_MS = 60_000;

/**
 * /display (docs/displays.md): a TV with no configuration shows a pairing code and its QR code;
 * once signed-in staff enter the code and pick a court or the clubhouse wall, the TV shows it —
 * pushed over its socket room, within a moment — and keeps showing it across reloads and server
 * restarts (its device token). A revoked TV shows a new code.
 */
export function PairingPage() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: displaySelfKey,
    queryFn: ({ signal }) => loadDisplaySelf(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A safety net for a missed push (a pairing made while the socket was away).
    refetchInterval: 5 * 60 * 1000,
    retry: true,
    retryDelay: 3000,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useDisplayChannel(query.data?.id, refresh);

  // A pending code is renewed before it expires (the TV keeps its token).
  const pending = query.data?.status === 'pending';
  const receivedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!pending) return;
    const wait = Math.max(0, receivedAt + DISPLAY_CODE_TTL_MS - RENEW_BEFORE_MS - Date.now());
    const timer = setTimeout(() => {
      void startPairing().then((self) => queryClient.setQueryData(displaySelfKey, self), refresh);
    }, wait);
    return () => clearTimeout(timer);
  }, [pending, receivedAt, queryClient, refresh]);

  const self = query.data;
  if (!self) {
    return query.isError ? (
      <DisplayMessage title={DISPLAY_TEXT.pairingFailed} busy testId="display-retrying" />
    ) : (
      <DisplayMessage title={DISPLAY_TEXT.loading} busy />
    );
  }
  if (self.status === 'paired' && self.target) {
    return (
      <Suspense fallback={<DisplayMessage title={DISPLAY_TEXT.loading} busy />}>
        {self.target.kind === 'court' ? (
          <CourtDisplayPage
            key={`court-${self.target.court_id}`}
            courtId={self.target.court_id}
            onGone={refresh}
          />
        ) : (
          <ClubDisplayPage key={`club-${self.target.club_id}`} clubId={self.target.club_id} />
        )}
      </Suspense>
    );
  }
  return <PairingCode self={self} receivedAt={receivedAt} />;
}

/** 'K7P4QX' as 'K7P 4QX': two groups read out more easily. */
function grouped(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

function PairingCode({ self, receivedAt }: { self: DisplaySelf; receivedAt: number }) {
  const now = useNow(15_000);
  const minutesLeft = Math.max(
    1,
    Math.ceil((receivedAt + DISPLAY_CODE_TTL_MS - RENEW_BEFORE_MS - now) / 60_000),
  );
  const code = self.code ?? '';
  return (
    <DisplayFrame
      branding={undefined}
      title={DISPLAY_TEXT.pairTitle}
      testId="display-pairing"
      state="pending"
    >
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-center gap-[4vw]">
        <div className="flex min-w-0 flex-col gap-[3vh]">
          <p
            data-testid="pairing-code"
            data-code={code}
            className="font-mono text-[16vh] font-black leading-[1.25] tracking-[0.12em] text-ball"
          >
            {grouped(code)}
          </p>
          <ol className="flex flex-col gap-[1.5vh] text-[3.4vh] font-semibold text-slate-200">
            {DISPLAY_TEXT.pairSteps.map((step, index) => (
              <li key={step} className="flex gap-[1vw]">
                <span className="text-ball">{index + 1}.</span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
          <p className="text-[2.6vh] text-slate-400">{DISPLAY_TEXT.codeExpiresIn(minutesLeft)}</p>
        </div>
        <Suspense fallback={<div className="aspect-square h-[50vh] rounded-[1.5vmin] bg-white" />}>
          <DisplayQr path={paths.connectTv(code)} label={DISPLAY_TEXT.pairQr} className="h-[50vh]" />
        </Suspense>
      </div>
    </DisplayFrame>
  );
}
