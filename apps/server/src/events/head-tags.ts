import { escapeHtml, type HeadTagsProvider } from '../web/spa.ts';
import { findEvent } from './repository.ts';

const EVENT_PAGE = /^\/events\/(\d{1,9})\/?$/;

/**
 * Open Graph tags for the public event page /events/{id}: a link shared in a chat shows the event's
 * name and, once it finished, the standings image (src/events/results.ts).
 */
export const eventHeadTags: HeadTagsProvider = async (request, ctx) => {
  const pathname = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
  const match = EVENT_PAGE.exec(pathname);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  const row = await findEvent(ctx.db, id);
  if (!row) return null;
  // The public address, never the request's Host (docs/operations.md, "The public address").
  const origin = ctx.publicOrigin();
  const pageUrl = `${origin}/events/${id}`;
  const title = row.status === 'finished' ? `${row.name}: final standings` : row.name;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Bandeja'],
    ['property', 'og:title', title],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:title', title],
  ];
  if (row.status === 'finished') {
    const imageUrl = `${origin}/api/events/${id}/standings.png`;
    tags.push(
      ['property', 'og:image', imageUrl],
      ['property', 'og:image:type', 'image/png'],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:image', imageUrl],
    );
  }
  const meta = tags
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`)
    .join('');
  return `${meta}<link rel="canonical" href="${escapeHtml(pageUrl)}">`;
};
