import { MATCH_ID_PATTERN } from '@bandeja/contract';
import { SHARE_TITLE } from '@bandeja/contract/result-card';
import { findMatchRecord } from '../matches/repository.ts';
import { escapeHtml, type HeadTagsProvider } from '../web/spa.ts';
import { cardDataOf, resultTitle } from './card-data.ts';

const SHARE_PAGE = /^\/scores\/share\/([^/?#]+)\/?$/;

/**
 * Open Graph and Twitter tags for /scores/share/{matchId}, so a link pasted into a chat app shows
 * the result card: og:title names the winner and the score, og:image is the server-drawn PNG.
 */
export const shareHeadTags: HeadTagsProvider = async (request, ctx) => {
  const pathname = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
  const match = SHARE_PAGE.exec(pathname);
  const id = match?.[1] ? safeDecode(match[1]) : null;
  if (!id || !MATCH_ID_PATTERN.test(id)) return null;
  const record = await findMatchRecord(ctx.db, id);
  if (!record) return null;
  const data = cardDataOf(record);
  // The public address, never the request's Host: anyone can send a page with a forged one to a
  // chat app's preview fetcher (docs/operations.md, "The public address").
  const origin = ctx.publicOrigin();
  const pageUrl = `${origin}/scores/share/${encodeURIComponent(id)}`;
  const imageUrl = `${origin}/api/scores/share/${encodeURIComponent(id)}/image.png`;
  const title = resultTitle(data);
  const description = `${data.team1Name} Vs ${data.team2Name}${data.footnote ? ` · ${data.footnote}` : ''} — ${SHARE_TITLE}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Bandeja'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['property', 'og:image', imageUrl],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', '1080'],
    ['property', 'og:image:height', '1080'],
    ['property', 'og:image:alt', title],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', imageUrl],
  ];
  const meta = tags
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`)
    .join('');
  return `${meta}<link rel="canonical" href="${escapeHtml(pageUrl)}">`;
};

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
