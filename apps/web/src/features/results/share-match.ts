import type { FinishedMatchItem } from '@bandeja/contract';
import { SHARE_TITLE } from '@bandeja/contract/result-card';
import { paths } from '../../config/paths.ts';
import { publicUrl } from '../../lib/public-url.ts';
import { resultCardFile } from '../../lib/result-card-canvas.ts';
import { cardDataOf, courtLabel, formatStartTime, shareText } from './match-display.ts';

export const COPIED_ALERT = 'Match details copied to clipboard!';

/**
 * 'Share Match' of docs/product.md#results-and-history: the native share sheet with the result image attached where the
 * device can share files; if native share is missing or fails, the text plus 'View match: link'
 * on the clipboard and an alert; if the clipboard fails too, the link in a new tab.
 */
export async function shareMatch(match: FinishedMatchItem, courtFallback: string): Promise<void> {
  const link = publicUrl(paths.shareMatch(match.id));
  const text = shareText(match);

  if (typeof navigator.share === 'function') {
    try {
      const footnote = `Court ${courtLabel(match.court, courtFallback)} · ${formatStartTime(match.start_time)}`;
      const image = await resultCardFile(cardDataOf(match, footnote), `bandeja-match-${match.id}.png`);
      const withImage = image && navigator.canShare?.({ files: [image] }) ? { files: [image] } : {};
      await navigator.share({ title: SHARE_TITLE, text, url: link, ...withImage });
      return;
    } catch (error) {
      // The person closed the share sheet: nothing more to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }

  try {
    await navigator.clipboard.writeText(`${text}\nView match: ${link}`);
    window.alert(COPIED_ALERT);
  } catch {
    window.open(link, '_blank', 'noopener,noreferrer');
  }
}
