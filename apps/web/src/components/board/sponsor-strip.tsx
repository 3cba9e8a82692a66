import { useEffect, useState } from 'react';
import { NARROW_SCREEN_QUERY } from '../../config/screens.ts';
import type { Branding } from '../../lib/board/club-branding.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { BOARD_TEXT } from './text.ts';

/** How long a page of sponsor logos stays before the next, when they do not all fit. */
export const SPONSOR_PAGE_MS = 8000;

/** Logos that fit side by side: three on a phone, the club's six everywhere else. */
const PER_PAGE = { narrow: 3, wide: 6 } as const;

/** The page of `logos` shown at page `index`, `perPage` at a time (the last page is filled from the first). */
export function sponsorPage<T>(logos: readonly T[], perPage: number, index: number): T[] {
  if (logos.length <= perPage) return [...logos];
  const pages = Math.ceil(logos.length / perPage);
  const start = (index % pages) * perPage;
  return Array.from({ length: perPage }, (_, offset) => logos[(start + offset) % logos.length]).filter(
    (logo): logo is T => logo !== undefined,
  );
}

/**
 * The sponsor strip (docs/product.md#public-scoreboard): the club's real sponsor logos only (no placeholder tiles);
 * when more are set than fit, pages of them take turns. A club without sponsors gets no strip.
 */
export function SponsorStrip({
  branding,
  className = '',
}: {
  branding: Branding | undefined;
  className?: string;
}) {
  const logos = branding?.sponsorLogos ?? [];
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const perPage = narrow ? PER_PAGE.narrow : PER_PAGE.wide;
  const rotating = logos.length > perPage;
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setPage((current) => current + 1), SPONSOR_PAGE_MS);
    return () => clearInterval(timer);
  }, [rotating]);
  if (logos.length === 0) return null;
  const shown = sponsorPage(logos, perPage, page);
  return (
    <ul
      key={rotating ? page : 'all'}
      aria-label={BOARD_TEXT.sponsors}
      data-testid="sponsor-strip"
      data-rotating={rotating}
      className={`${rotating ? 'sponsor-page' : ''} flex justify-center gap-[1.2vmin] ${className}`}
    >
      {shown.map((logo) => (
        <li
          key={logo.id}
          data-kind="sponsor"
          className="flex h-[max(2.5rem,9vmin)] min-w-0 max-w-[16%] flex-1 basis-0 items-center justify-center overflow-hidden rounded-[1vmin] bg-white p-[0.8vmin] max-sm:max-w-[33%]"
        >
          <img
            src={logo.url}
            alt={BOARD_TEXT.sponsor}
            data-sponsor-id={logo.id}
            className="max-h-full max-w-full object-contain"
          />
        </li>
      ))}
    </ul>
  );
}
