import { z } from 'zod';
import { serialIdSchema, serialIdTextSchema } from './common.ts';
import { MESSAGES } from './messages.ts';

/**
 * Sponsors' airtime (docs/broadcast.md, "Sponsors' airtime"): paired TVs report which sponsor logos
 * they showed and for how long, in heartbeats; club admins read the seconds and impressions per
 * sponsor, per display and per day.
 */

/** The longest slice of showing one heartbeat may carry: a longer showing is sent as several. */
export const AIRTIME_BEAT_MAX_SECONDS = 60;
/** Heartbeats a TV may send in one call (a queue after a long offline period is sent in parts). */
export const AIRTIME_BEATS_MAX = 500;
/** A heartbeat older than this is refused: a TV offline longer loses what it showed then. */
export const AIRTIME_LATE_DAYS = 14;
/** The longest period one report covers. */
export const AIRTIME_REPORT_MAX_DAYS = 92;

/** A calendar day, 'YYYY-MM-DD'. */
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const daySchema = z.string({ error: MESSAGES.airtimeDayInvalid }).refine(isDay, MESSAGES.airtimeDayInvalid);

/**
 * One slice of a logo's showing: `id` is the TV's own (a UUID), so a heartbeat sent twice (a retry,
 * a reload with its queue) counts once; `impression` says it starts a new showing of the logo.
 */
export const airtimeBeatSchema = z.object({
  id: z.string({ error: MESSAGES.airtimeBeatInvalid }).uuid(MESSAGES.airtimeBeatInvalid),
  sponsor_id: serialIdSchema,
  /** When the slice began, by the server's clock as the TV estimates it (ISO 8601). */
  shown_at: z.iso.datetime({ error: MESSAGES.airtimeBeatInvalid, offset: true }),
  seconds: z
    .number({ error: MESSAGES.airtimeSecondsInvalid })
    .gt(0, MESSAGES.airtimeSecondsInvalid)
    .max(AIRTIME_BEAT_MAX_SECONDS, MESSAGES.airtimeSecondsInvalid),
  impression: z.boolean({ error: MESSAGES.airtimeBeatInvalid }),
});
export type AirtimeBeat = z.infer<typeof airtimeBeatSchema>;

/** POST /clubs/{id}/sponsors/airtime (a paired TV, by its device token). */
export const airtimeBeatsBodySchema = z.object({
  beats: z
    .array(airtimeBeatSchema, { error: MESSAGES.airtimeBeatInvalid })
    .min(1, MESSAGES.airtimeBeatInvalid)
    .max(AIRTIME_BEATS_MAX, MESSAGES.airtimeTooManyBeats),
});
export type AirtimeBeatsBody = z.infer<typeof airtimeBeatsBodySchema>;

/** How many of the heartbeats were new; the others had been counted before. */
export const airtimeBeatsAnswerSchema = z.object({
  accepted: z.number().int().min(0),
  duplicates: z.number().int().min(0),
});
export type AirtimeBeatsAnswer = z.infer<typeof airtimeBeatsAnswerSchema>;

/** GET /clubs/{id}/sponsors/airtime?from=&to=: the days from and to, both included, in the club's zone. */
export const airtimeQuerySchema = z
  .object({ from: daySchema, to: daySchema })
  .refine((query) => query.from <= query.to, { message: MESSAGES.airtimePeriodInvalid, path: ['to'] })
  .refine(
    (query) =>
      Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`) <
      AIRTIME_REPORT_MAX_DAYS * 86_400_000,
    { message: MESSAGES.airtimePeriodTooLong, path: ['to'] },
  );
export type AirtimeQuery = z.infer<typeof airtimeQuerySchema>;

export const airtimeParamsSchema = z.object({ id: serialIdTextSchema });

const figuresSchema = {
  seconds: z.number().min(0),
  impressions: z.number().int().min(0),
};

/** One sponsor's airtime on one display on one day. */
export const airtimeRowSchema = z.object({
  sponsor_id: z.number().int(),
  display_id: z.number().int(),
  /** The TV's name in the TVs panel ('' when it has none). */
  display_name: z.string(),
  day: z.string(),
  ...figuresSchema,
});
export type AirtimeRow = z.infer<typeof airtimeRowSchema>;

export const airtimeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The club's time zone, which the days are counted in. */
  timezone: z.string(),
  rows: z.array(airtimeRowSchema),
  /** Each sponsor's whole period. */
  sponsors: z.array(z.object({ sponsor_id: z.number().int(), ...figuresSchema })),
});
export type AirtimeReport = z.infer<typeof airtimeReportSchema>;
