import type { FinishedMatchItem } from '@bandeja/contract';
import { type ResultCardData, resultDateOf, SHARE_TITLE } from '@bandeja/contract/result-card';
import { canShareNatively } from '../../components/share-fallback.tsx';
import { paths } from '../../config/paths.ts';
import { publicUrl } from '../../lib/public-url.ts';
import { resultCardFile } from '../../lib/result-card-canvas.ts';
import { cardFootnote } from '../../lib/result-card-data.ts';
import { cardDataOf, courtLabel, shareText } from './match-display.ts';

/** The club a result card carries: its name and its logo's address. */
export type CardClub = Pick<ResultCardData, 'clubName' | 'clubLogoUrl'>;

/** The club of the results page's branding (`useClubBranding`-like data), for its cards. */
export function cardClubOf(branding: { name: string; logo_url: string | null } | null | undefined): CardClub {
  return { clubName: branding?.name ?? null, clubLogoUrl: branding?.logo_url ?? null };
}

/** The result card of a match on the results page: the same fields as the server's. */
export function matchCard(match: FinishedMatchItem, courtFallback: string, club: CardClub): ResultCardData {
  return {
    ...cardDataOf(
      match,
      cardFootnote(courtLabel(match.court, courtFallback), resultDateOf(match.start_time, match.end_time)),
    ),
    ...club,
  };
}

export function matchImageName(match: Pick<FinishedMatchItem, 'id'>): string {
  return `bandeja-match-${match.id}.png`;
}

export function matchLink(match: Pick<FinishedMatchItem, 'id'>): string {
  return publicUrl(paths.shareMatch(match.id));
}

/**
 * 'Share Match' of docs/product.md#results-and-history: the native share sheet with the result
 * image attached where the device can share files. 'fallback' where the Web Share API is missing
 * or fails: the page then offers 'Copy link' and 'Download image', as the share page does.
 */
export async function shareMatch(
  match: FinishedMatchItem,
  courtFallback: string,
  club: CardClub,
): Promise<'done' | 'fallback'> {
  if (!canShareNatively()) return 'fallback';
  try {
    const image = await resultCardFile(matchCard(match, courtFallback, club), matchImageName(match));
    const withImage = image && navigator.canShare?.({ files: [image] }) ? { files: [image] } : {};
    await navigator.share({
      title: SHARE_TITLE,
      text: shareText(match),
      url: matchLink(match),
      ...withImage,
    });
    return 'done';
  } catch (error) {
    // The person closed the share sheet: nothing more to do.
    if (error instanceof DOMException && error.name === 'AbortError') return 'done';
    return 'fallback';
  }
}
