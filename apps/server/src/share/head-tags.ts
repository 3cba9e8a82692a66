import { MATCH_ID_PATTERN } from '@bandeja/contract';
import { findMatchRecord } from '../matches/repository.ts';
import { settingsOf } from '../matches/rules.ts';
import { clubTranslator } from '../texts/index.ts';
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
  // The match's club's language: the preview reads as the club's members speak.
  const tr = clubTranslator(record.club);
  const data = cardDataOf(record, tr);
  // The public address, never the request's Host: anyone can send a page with a forged one to a
  // chat app's preview fetcher (docs/operations.md, "The public address").
  const origin = ctx.publicOrigin();
  const pageUrl = `${origin}/scores/share/${encodeURIComponent(id)}`;
  const imageUrl = `${origin}/api/scores/share/${encodeURIComponent(id)}/image.png`;
  const title = resultTitle(data, tr, settingsOf(record.match).matchType);
  const teams = tr.t('teams', { team1: data.team1Name, team2: data.team2Name });
  const description = `${teams}${data.footnote ? ` · ${data.footnote}` : ''} — ${tr.t('shareTitle')}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Bandeja'],
    ['property', 'og:locale', tr.locale.replace('-', '_')],
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
  return {
    tags: `${meta}<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    title: `${title} · Bandeja`,
    lang: tr.language,
  };
};

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
