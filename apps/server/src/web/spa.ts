import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@bandeja/contract';
import { type BoardReads, boardRouteOf } from '@bandeja/contract/board-routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { failureBody } from '../http/errors.ts';
import { WEB_DIST_DIR } from '../paths.ts';
import { hostOf, networkAddresses } from '../system/public-address.ts';
import { boardBuild } from './board-build.ts';
import { type BoardPage, boardRenderer } from './board-render.ts';
import { compressedPage } from './compress.ts';
import type { HeadTagsProvider } from './head-tags.ts';
import { routePreloads } from './preload.ts';

export type { HeadTagsProvider } from './head-tags.ts';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The meta tags every page carries: the public API key the web app sends on /matches calls, and
 * what its QR codes and share links are built from (apps/web/src/lib/public-url.ts): PUBLIC_URL,
 * or, without it, the machine's network address, for a page opened on localhost.
 */
function pageMetaTags(ctx: AppContext): string {
  const [networkAddress] = ctx.config.publicUrl ? [] : networkAddresses();
  return (
    `<meta name="bandeja-api-key" content="${escapeHtml(ctx.config.apiKey)}">` +
    `<meta name="bandeja-public-url" content="${escapeHtml(ctx.config.publicUrl ?? '')}">` +
    `<meta name="bandeja-network-host" content="${escapeHtml(networkAddress ? hostOf(networkAddress) : '')}">`
  );
}

/** The page with its <html lang>. */
function withLanguage(page: string, language: string): string {
  return page.replace(
    /<html\b([^>]*)>/,
    (_, attributes: string) =>
      `<html${attributes.replace(/\s+lang="[^"]*"/, '')} lang="${escapeHtml(language)}">`,
  );
}

/** The preloads of the app's chunks (its entry script stays where it is). */
const PRELOADS = /\s*(<link rel="modulepreload"[^>]*>)/g;

/**
 * A board page with its first paint: its language, its style inline and its entry script in the
 * head, its screen in #root, then the preloads of its chunks and of its language catalogue, then
 * its state. The preloads follow the screen instead of leading it in the head: the browser reads
 * the score before it starts their six requests, while the entry script's request, in the head,
 * starts as soon as before (docs/displays.md, "What comes before the score").
 */
export function boardHtml(html: string, board: BoardPage): string {
  const page = withLanguage(board.inlineStyle(html), board.language);
  const headEnd = Math.max(0, page.indexOf('</head>'));
  const head = page.slice(0, headEnd);
  const preloads = [...head.matchAll(PRELOADS)].map(([, tag]) => tag).join('') + board.catalogueTag;
  return (head.replace(PRELOADS, '') + page.slice(headEnd)).replace(
    '<div id="root"></div>',
    () => `<div id="root">${board.html}</div>${preloads}${board.stateScript}`,
  );
}

/**
 * Serves the built web app on the API's origin: hashed assets and /audios/* as static files, and
 * index.html for every other GET that is not under /api (client-side routes), with the meta tags
 * of pageMetaTags.
 */
export async function registerWebApp(
  app: FastifyInstance,
  ctx: AppContext,
  options: {
    distDir?: string;
    headTags?: HeadTagsProvider[];
    /** A page's public reads for the boards' first paint (src/board-reads.ts); without them, none. */
    boardReads?: () => BoardReads;
  } = {},
): Promise<void> {
  const distDir = options.distDir ?? WEB_DIST_DIR;
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  // The board routes' own page (the board app's build), when the web build has one.
  const boardTemplate = hasBuild ? (boardBuild(distDir)?.template ?? null) : null;
  const preloads = routePreloads(distDir);
  const renderBoardPage =
    hasBuild && options.boardReads ? await boardRenderer(options.boardReads, distDir) : null;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // The build writes .br and .gz copies (apps/web/vite.config.ts): send those when accepted.
      preCompressed: true,
      // One route per built file, found at start-up: every other path (including `/`) falls
      // through to the page handler below, and unknown files cost no disk lookup.
      wildcard: false,
      // Hashed file names never change: cache them for a year. Audio changes rarely.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/socket.io') &&
      !path.extname(url);
    if (!isPage || !template) {
      return reply.status(404).send(failureBody(MESSAGES.notFound));
    }
    let extraTags = '';
    let page = (boardRouteOf(url) ? boardTemplate : null) ?? template;
    for (const provider of [preloads, ...(options.headTags ?? [])]) {
      const head = await provider(request, ctx);
      if (typeof head === 'string' || head === null) {
        extraTags += head ?? '';
        continue;
      }
      extraTags += head.tags;
      if (head.title !== undefined)
        page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
      if (head.lang !== undefined) page = withLanguage(page, head.lang);
    }
    const html = page.replace('</head>', `${pageMetaTags(ctx)}${extraTags}</head>`);
    let board: BoardPage | null = null;
    try {
      board = renderBoardPage ? await renderBoardPage(request) : null;
    } catch (error) {
      // The page still works without its first paint: the client renders it.
      request.log.warn({ err: error }, 'board first paint failed');
    }
    if (!board) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    // The live state is in the page: never kept by a cache (docs/displays.md, "The first paint").
    reply.status(board.status).type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const body = boardHtml(html, board);
    const compressed = compressedPage(String(request.headers['accept-encoding'] ?? ''), body);
    reply.header('vary', 'accept-encoding');
    if (!compressed) return reply.send(body);
    return reply.header('content-encoding', compressed.encoding).send(compressed.bytes);
  });
}
