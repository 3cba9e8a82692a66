import { boardRouteOf } from '@bandeja/contract/board-routes';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'connect-src': ["'self'"],
      // Court tablets reach the server over plain http on the club's network.
      'upgrade-insecure-requests': null,
    },
  },
  // The share page's image is fetched by chat apps from other origins.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * A public board's page (a scoreboard opened from a court's code, a TV's screen) goes without
 * `Cross-Origin-Opener-Policy`: with it, Chromium starts the page in a renderer process of its own,
 * 18 ms more before the score on a slow phone network (bench/README.md, "Bytes before the first
 * score"), and a board has no opener to keep out and nothing but public scores to read. Every other
 * page and the API keep it (docs/displays.md, "What comes before the score").
 */
const BOARD_OPTIONS: HelmetOptions = { ...OPTIONS, crossOriginOpenerPolicy: false };

function isBoardPage(method: string | undefined, url: string | undefined): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !url || url.startsWith('/api/')) return false;
  const query = url.indexOf('?');
  return boardRouteOf(query === -1 ? url : url.slice(0, query)) !== null;
}

/**
 * Helmet's headers on every answer. Its middleware is built once (@fastify/helmet builds it again
 * for every request, parsing the content security policy each time: about 90 µs a request on a
 * 2-core machine).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const everywhere = helmet(OPTIONS);
  const onBoards = helmet(BOARD_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isBoardPage(request.raw.method, request.raw.url) ? onBoards : everywhere;
    headers(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
