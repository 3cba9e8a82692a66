import { courtIdParamsSchema, matchIdParamsSchema, publicCourtSchema } from '@bandeja/contract';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findClubLogo } from '../clubs/repository.ts';
import type { AppContext } from '../context.ts';
import { publicCourtOf } from '../courts/service.ts';
import { perMinute, ROUTE_RATE_LIMITS } from '../http/rate-limit.ts';
import { ok } from '../http/respond.ts';
import { route } from '../http/route.ts';
import { requireMatchRecord } from '../matches/service.ts';
import { imageResponse, notModifiedResponse } from '../openapi/responses.ts';
import { SECURITY } from '../openapi/security.ts';
import { shareImagesDirOf } from '../system/data-dir.ts';
import { cardDataOf } from './card-data.ts';
import { ResultImageCache } from './image-cache.ts';

/** Result images one client address may fetch per minute (drawing costs CPU; cached ones little). */
export const SHARE_IMAGES_PER_MINUTE = 120;

/**
 * The public sharing calls (docs/product.md#result-image): the result image of a match as a 1080×1080 PNG (the card
 * the browser draws, for chat-app previews through the share page's Open Graph tags), and the
 * public lookup of a court that the results page needs to find its club.
 */
export function shareRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const images = new ResultImageCache(shareImagesDirOf(ctx.config.dataDir));
  return async (app) => {
    await app.register(fastifyRateLimit, ROUTE_RATE_LIMITS);

    app.get(
      '/scores/share/:matchId/image.png',
      {
        config: { rateLimit: perMinute(SHARE_IMAGES_PER_MINUTE) },
        schema: {
          summary: "A match's result card, 1080×1080 PNG (public: chat-app previews of the share page)",
          security: SECURITY.public,
          params: matchIdParamsSchema,
          response: { 200: imageResponse('The result card', ['image/png']), 304: notModifiedResponse },
        },
      },
      async (request, reply) => {
        const record = await requireMatchRecord(ctx, request.params.matchId);
        const finished = record.match.status === 'finished';
        const clubId = record.club?.id;
        const image = await images.get(record.match.id, cardDataOf(record), finished, async () =>
          clubId === undefined ? null : ((await findClubLogo(ctx.db, clubId))?.bytes ?? null),
        );
        const etag = `"${image.etag}"`;
        void reply
          .header('etag', etag)
          .header('cache-control', finished ? 'public, max-age=300' : 'no-cache');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type('image/png').send(image.png);
      },
    );

    app.get(
      '/scores/share/court/:courtId',
      route(
        SECURITY.public,
        'A court and its club (public: the results page)',
        { params: courtIdParamsSchema },
        publicCourtSchema,
      ),
      // The public face of one court: which club it belongs to, so the results page can show the
      // club's logo and court chips. No court user, nothing private.
      async (request) => ok(await publicCourtOf(ctx, request.params.courtId)),
    );
  };
}
