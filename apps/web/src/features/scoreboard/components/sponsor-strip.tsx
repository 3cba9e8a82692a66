import { MAX_SPONSOR_LOGOS } from '@bandeja/contract/plain';
import type { Branding } from '../api/get-club-branding.ts';

type Tile =
  | { kind: 'sponsor'; key: string; url: string }
  | { kind: 'club'; key: string; url: string }
  | { kind: 'empty'; key: string };

/** Six tiles: the club's sponsor logos, then its own logo where fewer are set, then neutral tiles. */
export function sponsorTiles(branding: Branding | undefined): Tile[] {
  const tiles: Tile[] = (branding?.sponsorLogos ?? [])
    .slice(0, MAX_SPONSOR_LOGOS)
    .map((logo) => ({ kind: 'sponsor', key: `sponsor-${logo.id}`, url: logo.url }));
  for (let index = tiles.length; index < MAX_SPONSOR_LOGOS; index += 1) {
    tiles.push(
      branding?.logoUrl
        ? { kind: 'club', key: `club-${index}`, url: branding.logoUrl }
        : { kind: 'empty', key: `empty-${index}` },
    );
  }
  return tiles;
}

/** The sponsor logo strip (spec §2): 6 logos under the score. */
export function SponsorStrip({ branding }: { branding: Branding | undefined }) {
  const clubName = branding?.name ?? '';
  return (
    <ul
      aria-label="Sponsors"
      data-testid="sponsor-strip"
      className="grid grid-cols-3 gap-[1.2vmin] sm:grid-cols-6"
    >
      {sponsorTiles(branding).map((tile) => (
        <li
          key={tile.key}
          data-kind={tile.kind}
          className="flex h-[clamp(2.5rem,10vmin,8rem)] items-center justify-center overflow-hidden rounded-[1vmin] bg-white p-[0.8vmin]"
        >
          {tile.kind === 'empty' ? (
            <img src="/favicon.svg" alt="" className="h-1/2 opacity-20 grayscale" />
          ) : (
            <img
              src={tile.url}
              alt={tile.kind === 'club' ? clubName : 'Sponsor'}
              className="max-h-full max-w-full object-contain"
              loading="lazy"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
