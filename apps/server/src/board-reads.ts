import {
  clubBrandingSchema,
  clubDisplaySchema,
  courtDisplaySchema,
  eventViewSchema,
  liveScoreSchema,
  matchIdSchema,
  matchSchema,
  publicCourtSchema,
  serialIdTextSchema,
} from '@bandeja/contract';
import type { BoardReads } from '@bandeja/contract/board-routes';
import { z } from 'zod';
import { getClubBranding } from './clubs/service.ts';
import type { AppContext } from './context.ts';
import { publicCourtOf } from './courts/service.ts';
import { clubDisplayOf, courtDisplayOf } from './displays/service.ts';
import { requireEventView } from './events/view.ts';
import { AppError } from './http/errors.ts';
import { findMatchRecord, type MatchRecord } from './matches/repository.ts';
import { publicMatchOf, publicScoreOf } from './matches/service.ts';

/**
 * A public GET's data as its route sends it: the route's own function, its answer encoded by the
 * route's answer schema and through JSON, as on the wire; null where the route answers 404.
 */
async function asSent<Answer extends z.ZodType>(
  answer: Answer,
  read: () => Promise<z.output<Answer>>,
): Promise<unknown> {
  try {
    return JSON.parse(JSON.stringify(z.encode(answer, await read())));
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The ids checked as the routes check their path (`serialIdTextSchema`, `matchIdSchema`): one they
 * refuse with a 400 throws here too.
 */
const byId =
  <Answer extends z.ZodType>(answer: Answer, read: (id: number) => Promise<z.output<Answer>>) =>
  (id: number) =>
    asSent(answer, () => read(z.parse(serialIdTextSchema, String(id))));
const byMatchId =
  <Answer extends z.ZodType>(answer: Answer, read: (matchId: string) => Promise<z.output<Answer>>) =>
  (matchId: string) =>
    asSent(answer, () => read(z.parse(matchIdSchema, matchId)));

/**
 * What one board page's server first paint reads (docs/displays.md, "The first paint"), answered in
 * this process: each read calls the function its public route calls, with the route's schemas,
 * without an HTTP request through the whole pipeline (app.inject cost 1–2 ms a read). These routes
 * are public: no key or session decides what they answer. New for each page: the page's reads of
 * one match (the scoreboard's score and details) share one read of its record, so they show the
 * same moment of the match; nothing is kept beyond the page.
 */
export function boardReads(ctx: AppContext): BoardReads {
  const records = new Map<string, Promise<MatchRecord | null>>();
  const recordOf = (matchId: string) => {
    const record = records.get(matchId) ?? findMatchRecord(ctx.db, matchId);
    records.set(matchId, record);
    return record;
  };
  return {
    publicScore: byMatchId(liveScoreSchema, async (matchId) => publicScoreOf(await recordOf(matchId))),
    match: byMatchId(matchSchema, async (matchId) => publicMatchOf(await recordOf(matchId))),
    clubBranding: byId(clubBrandingSchema, (clubId) => getClubBranding(ctx, clubId)),
    courtDisplay: byId(courtDisplaySchema, (courtId) => courtDisplayOf(ctx, courtId)),
    clubDisplay: byId(clubDisplaySchema, (clubId) => clubDisplayOf(ctx, clubId)),
    event: byId(eventViewSchema, (eventId) => requireEventView(ctx, eventId)),
    publicCourt: byId(publicCourtSchema, (courtId) => publicCourtOf(ctx, courtId)),
  };
}
