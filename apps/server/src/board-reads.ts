import {
  clubBrandingSchema,
  clubDisplaySchema,
  clubIdParamsSchema,
  courtDisplaySchema,
  courtIdParamsSchema,
  eventIdParamsSchema,
  eventViewSchema,
  idParamsSchema,
  liveScoreSchema,
  matchIdParamsSchema,
  matchParamsSchema,
  matchSchema,
  publicCourtSchema,
} from '@bandeja/contract';
import type { BoardReads } from '@bandeja/contract/board-routes';
import { z } from 'zod';
import { getClubBranding } from './clubs/service.ts';
import type { AppContext } from './context.ts';
import { publicCourtOf } from './courts/service.ts';
import { clubDisplayOf, courtDisplayOf } from './displays/service.ts';
import { requireEventView } from './events/view.ts';
import { AppError } from './http/errors.ts';
import { publicMatchOf, publicScoreOf } from './matches/service.ts';

/**
 * A public GET's data as its route sends it: its parameters checked by the route's own schema
 * (a bad one throws, as the route answers 400), then the route's own function, its answer encoded
 * by the route's answer schema and through JSON, as on the wire; null where the route answers 404.
 */
async function asSent<Params extends z.ZodType, Answer extends z.ZodType>(
  params: Params,
  raw: z.input<Params>,
  answer: Answer,
  read: (params: z.output<Params>) => Promise<z.output<Answer>>,
): Promise<unknown> {
  try {
    const data = z.encode(answer, await read(z.parse(params, raw)));
    return JSON.parse(JSON.stringify(data));
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * What a board's server first paint reads (docs/displays.md, "The first paint"), answered in this
 * process: each read calls the function its public route calls, with the route's schemas, without
 * an HTTP request through the whole pipeline (app.inject cost 1–2 ms a read, a third of a page's
 * time). These routes are public: no key or session decides what they answer.
 */
export function boardReads(ctx: AppContext): BoardReads {
  return {
    publicScore: (matchId) =>
      asSent(matchIdParamsSchema, { matchId }, liveScoreSchema, (params) =>
        publicScoreOf(ctx, params.matchId),
      ),
    match: (matchId) =>
      asSent(matchParamsSchema, { id: matchId }, matchSchema, (params) => publicMatchOf(ctx, params.id)),
    clubBranding: (clubId) =>
      asSent(idParamsSchema, { id: String(clubId) }, clubBrandingSchema, (params) =>
        getClubBranding(ctx, params.id),
      ),
    courtDisplay: (courtId) =>
      asSent(courtIdParamsSchema, { courtId: String(courtId) }, courtDisplaySchema, (params) =>
        courtDisplayOf(ctx, params.courtId),
      ),
    clubDisplay: (clubId) =>
      asSent(clubIdParamsSchema, { clubId: String(clubId) }, clubDisplaySchema, (params) =>
        clubDisplayOf(ctx, params.clubId),
      ),
    event: (eventId) =>
      asSent(eventIdParamsSchema, { id: String(eventId) }, eventViewSchema, (params) =>
        requireEventView(ctx, params.id),
      ),
    publicCourt: (courtId) =>
      asSent(courtIdParamsSchema, { courtId: String(courtId) }, publicCourtSchema, (params) =>
        publicCourtOf(ctx, params.courtId),
      ),
  };
}
