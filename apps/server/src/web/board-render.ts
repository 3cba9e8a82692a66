import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BoardReads, boardRouteOf } from '@bandeja/contract/board-routes';
import type { FastifyRequest } from 'fastify';
import { BOARD_BUILD, boardBuild } from './board-build.ts';
import { criticalCss } from './critical-css.ts';
import { readManifest } from './preload.ts';

/** The board screens' first paint (apps/web/src/board/server-render.tsx), as the web build writes it. */
interface BoardRenderer {
  renderBoard(
    url: string,
    acceptLanguage: string,
    reads: BoardReads,
  ): Promise<{ status: number; language: string; html: string; state: unknown | null } | null>;
}

export interface BoardPage {
  status: number;
  language: string;
  /** The screen's HTML, for #root. */
  html: string;
  /** The screen's first data as a script the client's query cache starts from (none on a 404). */
  stateScript: string;
  /** The preload of the page's language catalogue, fetched beside the app's code. */
  catalogueTag: string;
  /**
   * The page with the part of the stylesheet its first paint needs inline, in place of its link,
   * and the link after the content: the first paint needs no other request and waits for no more.
   */
  inlineStyle: (page: string) => string;
}

/** JSON safe inside a <script>: no `</script>` or `<!--` can close or open anything. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * Renders the board routes on the server (docs/displays.md, "The first paint"): the web build's
 * renderer (dist-ssr/, beside dist/) reads the screen's first data through the server's public
 * reads (src/board-reads.ts: the API's public GETs, in this process, new for each page), and renders the same
 * components to HTML. Without that build every page is the plain index.html, as before.
 */
export async function boardRenderer(
  reads: () => BoardReads,
  distDir: string,
): Promise<((request: FastifyRequest) => Promise<BoardPage | null>) | null> {
  const rendererFile = path.join(distDir, '..', 'dist-ssr', 'server-render.js');
  if (!existsSync(rendererFile)) return null;
  const renderer: BoardRenderer = await import(pathToFileURL(rendererFile).href);
  // The board routes' page is the board app's own build when there is one (board-build.ts).
  const boardDir = boardBuild(distDir) ? path.join(distDir, BOARD_BUILD.folder) : null;
  const manifest = readManifest(boardDir ?? distDir);
  const assetBase = boardDir ? BOARD_BUILD.base : '/';
  // The client's first render waits for its language's texts (apps/web/src/lib/i18n/i18n.ts).
  const cataloguePreload = (language: string) => {
    const file = manifest?.[`src/locales/board/${language}.po`]?.file;
    return file ? `<link rel="modulepreload" href="${assetBase}${file}">` : '';
  };
  // Each stylesheet read once, its critical part worked out once per distinct set of classes.
  const styles = new Map<string, ((pageHtml: string) => string) | null>();
  const styleOf = (file: string) => {
    let critical = styles.get(file);
    if (critical === undefined) {
      const cssFile = path.join(distDir, file);
      critical = existsSync(cssFile)
        ? criticalCss(readFileSync(cssFile, 'utf8').replaceAll('</style', '<\\/style'))
        : null;
      styles.set(file, critical);
    }
    return critical;
  };
  /** The page's critical style inline in place of its stylesheet, which loads after the content. */
  const inlineStyle = (html: string) => (page: string) => {
    const later: string[] = [];
    const styled = page.replace(
      /<link rel="stylesheet"[^>]*href="\/((?:board\/)?assets\/[^"]+\.css)">/g,
      (link, file: string) => {
        const critical = styleOf(file);
        if (!critical) return link;
        later.push(link);
        // What the page's HTML has: the template's elements and the screen's.
        return `<style>${critical(page + html)}</style>`;
      },
    );
    return styled.replace('</body>', () => `${later.join('')}</body>`);
  };

  return async (request) => {
    if (!boardRouteOf(request.url.split('?')[0] ?? '/')) return null;
    const rendered = await renderer.renderBoard(
      request.url,
      request.headers['accept-language'] ?? '',
      reads(),
    );
    if (!rendered) return null;
    return {
      status: rendered.status,
      language: rendered.language,
      html: rendered.html,
      catalogueTag: cataloguePreload(rendered.language),
      stateScript:
        rendered.state === null
          ? ''
          : `<script type="application/json" id="board-state">${scriptJson(rendered.state)}</script>`,
      inlineStyle: inlineStyle(rendered.html),
    };
  };
}
