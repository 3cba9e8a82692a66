import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * Extra tags for the <head> of index.html for one URL (e.g. Open Graph tags of a shared result).
 * Returns already-escaped HTML, or null; or the tags with the page's own <title> text and
 * <html lang> (the share page names the result in its club's language).
 */
export type HeadTagsProvider = (
  request: FastifyRequest,
  ctx: AppContext,
) => Promise<string | { tags: string; title?: string; lang?: string } | null>;
