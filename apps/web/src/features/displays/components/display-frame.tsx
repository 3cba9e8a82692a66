import type { LiveScore } from '@bandeja/contract';
import type { ReactNode } from 'react';
import { SponsorStrip } from '../../../components/board/lazy-sponsor-strip.tsx';
import { OfflineBanner } from '../../../components/board/live-notices.tsx';
import { type Branding, useFollowClub } from '../../../lib/board/club-branding.ts';
import { useServerNow } from '../../../lib/board/server-clock.ts';
import { SponsorAirtime } from '../airtime/lazy-sponsor-airtime.tsx';

const pad = (value: number) => String(value).padStart(2, '0');

/** A court display's match screen (live, result): the match in its club's frame under the court's title. */
export interface MatchScreenProps {
  score: LiveScore;
  branding: Branding | undefined;
  title: string;
}

/** The time of day on a display, by the server's clock (a TV's own may be wrong). */
export function Clock({ className = '' }: { className?: string }) {
  const now = new Date(useServerNow(1000));
  return (
    // The server's first paint has the server's time zone and second: the next tick sets them.
    <time
      data-testid="display-clock"
      dateTime={now.toISOString()}
      className={`tabular-nums ${className}`}
      suppressHydrationWarning
    >
      {pad(now.getHours())}:{pad(now.getMinutes())}
    </time>
  );
}

/**
 * A TV screen (docs/displays.md): the whole viewport, nothing scrolls, content inside TV-safe
 * margins (3.5% of each side, where overscanning TVs cut); the club's logo and name, the screen's
 * title and the time of day on top; the club's sponsors, if it has any, at the bottom. No language
 * switcher: a TV speaks its club's language or its address's `?lang=` (docs/i18n.md).
 */
export function DisplayFrame({
  branding,
  title,
  testId,
  state,
  aside,
  children,
}: {
  branding: Branding | undefined;
  /** The court's name, or the wall's title. */
  title: string;
  testId: string;
  /** data-state of the screen, for tests and styling. */
  state?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  useFollowClub(branding);
  return (
    <div
      data-testid={testId}
      data-state={state}
      // Below 600 px (a phone opening a court's display) one column that scrolls: a TV's side-by-side
      // layout there leaves a word per line (docs/displays.md).
      className="flex h-dvh w-full flex-col gap-[2vh] overflow-hidden bg-slate-950 px-[3.5vw] py-[3.5vh] text-white max-[600px]:h-auto max-[600px]:min-h-dvh max-[600px]:overflow-visible"
    >
      <header className="flex shrink-0 items-center justify-between gap-[2vw] max-[600px]:flex-wrap">
        <div className="flex min-w-0 items-center gap-[1.5vw]">
          {branding?.logoUrl ? (
            <img
              src={branding.logoUrl}
              alt=""
              data-testid="club-logo"
              className="h-[9vh] w-auto max-w-[18vw] shrink-0 rounded-[1vh] bg-white object-contain p-[0.6vh]"
            />
          ) : null}
          <div className="min-w-0">
            <h1 className="truncate text-[4.6vh] font-black leading-tight tracking-tight">{title}</h1>
            <p className="truncate text-[2.8vh] font-semibold text-slate-400">{branding?.name ?? ''}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-[1.5vw]">
          {aside}
          <Clock className="text-[5vh] font-black" />
        </div>
      </header>
      <main className="flex min-h-0 flex-1 flex-col gap-[2vh]">{children}</main>
      <SponsorStrip branding={branding} className="shrink-0" />
      <SponsorAirtime branding={branding} />
      <OfflineBanner />
    </div>
  );
}
