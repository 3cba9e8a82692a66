import { z } from 'zod';
import { CHECK_TEXTS } from './check-texts.ts';
import { requiredText, serialIdSchema, serialIdTextSchema, timestampSchema } from './common.ts';
import { checkMatchCreate, matchCreateFieldsSchema } from './matches.ts';
import { fillTemplate } from './template.ts';
import { MATCH_TYPES, NAME_MAX } from './vocabulary.ts';
import { wholeNumberIn } from './whole-number.ts';

/**
 * Bookings (docs/api.md, "Bookings"; docs/decisions/009-bookings.md): a club's booking system puts
 * the court slots it sold, by its own reference; the court tablet shows the next one and the
 * players start it with one tap.
 */

/** Shortest and longest slot a booking may have, in minutes. */
export const BOOKING_SLOT_MIN_MINUTES = 15;
export const BOOKING_SLOT_MAX_MINUTES = 240;
/** A booking can be started this long before its start time (the players are early). */
export const BOOKING_EARLY_START_MINUTES = 15;

export const BOOKING_STATUSES = ['booked', 'started', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The booking system's own reference: it names the booking in the URL, so a retry is an update. */
export const externalRefSchema = z
  .string()
  .min(1, 'Booking reference is required')
  .max(100, 'Booking reference is too long')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Booking reference may only hold letters, digits and . _ : -');

const bookedNameSchema = requiredText('Player name is required', NAME_MAX, 'Player name is too long');

/** The booking system's own reference for a person: one roster player per club (docs/players.md). */
export const bookingPlayerRefSchema = z
  .string({ error: 'Player reference must be text' })
  .min(1, 'Player reference is required')
  .max(100, 'Player reference is too long')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Player reference may only hold letters, digits and . _ : -');

/**
 * A booked player: a plain name (as before), or the name with the booking system's reference for
 * the person, which names (or adds) the club's roster player.
 */
const bookedPlayerSchema = z
  .union([bookedNameSchema, z.object({ name: bookedNameSchema, ref: bookingPlayerRefSchema.optional() })], {
    // Neither a name nor `{ name, ref }`: the name is what a player must have.
    error: 'Player name is invalid',
  })
  .transform((player) => (typeof player === 'string' ? { name: player } : player));
export type BookedPlayerInput = z.input<typeof bookedPlayerSchema>;

/** A booked player as answered: the name sent, and the roster player their reference named. */
export const bookedPlayerAnswerSchema = z.object({
  name: z.string(),
  player_id: z.number().int().nullable(),
});

/** PUT /clubs/{id}/bookings/{externalRef}: the whole booking, created or replaced. */
export const bookingBodySchema = z
  .object({
    court_id: serialIdSchema,
    starts_at: z.iso.datetime({ offset: true, error: 'Start time must be a date and time' }),
    slot_minutes: wholeNumberIn(
      BOOKING_SLOT_MIN_MINUTES,
      BOOKING_SLOT_MAX_MINUTES,
      `Slot length must be ${BOOKING_SLOT_MIN_MINUTES} to ${BOOKING_SLOT_MAX_MINUTES} minutes`,
      {
        wrongType: 'Slot length must be a number of minutes',
        fraction: 'Slot length must be a number of minutes',
      },
    ),
    match_type: z.enum(MATCH_TYPES, { error: 'Match type must be singles or doubles' }).default('doubles'),
    /** The players known when booking, by team (none, some or all). */
    team1: z.array(bookedPlayerSchema).max(2, 'A team has at most 2 players').default([]),
    team2: z.array(bookedPlayerSchema).max(2, 'A team has at most 2 players').default([]),
  })
  .superRefine((body, ctx) => {
    if (body.match_type !== 'singles') return;
    for (const team of ['team1', 'team2'] as const) {
      if (body[team].length > 1)
        ctx.addIssue({ code: 'custom', path: [team], message: CHECK_TEXTS.singlesTeam });
    }
  })
  .superRefine((body, ctx) => {
    // One person plays once: a reference sent twice would name one roster player twice.
    const seen = new Set<string>();
    for (const team of ['team1', 'team2'] as const)
      body[team].forEach((player, index) => {
        if (!player.ref) return;
        if (seen.has(player.ref))
          ctx.addIssue({
            code: 'custom',
            path: [team, index, 'ref'],
            message: fillTemplate(CHECK_TEXTS.invalid, { field: 'Player reference' }),
          });
        seen.add(player.ref);
      });
  });
export type BookingBody = z.input<typeof bookingBodySchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  club_id: z.number().int(),
  court_id: z.number().int(),
  external_ref: z.string(),
  starts_at: timestampSchema,
  ends_at: timestampSchema,
  slot_minutes: z.number().int(),
  match_type: z.enum(MATCH_TYPES),
  /** The players' names, as before references existed. */
  team1: z.array(z.string()),
  team2: z.array(z.string()),
  /** The same players with the roster player each one's reference named (null: a name only). */
  team1_players: z.array(bookedPlayerAnswerSchema),
  team2_players: z.array(bookedPlayerAnswerSchema),
  status: z.enum(BOOKING_STATUSES),
  /** The match started from it, once the players started it. */
  match_id: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingParamsSchema = z.object({ id: serialIdTextSchema, externalRef: externalRefSchema });

/** GET /clubs/{id}/bookings: the club's bookings that have not ended, soonest first. */
export const bookingListQuerySchema = z.object({
  court_id: serialIdTextSchema.optional(),
  /** Also the bookings that ended or were cancelled. */
  all: z.enum(['true', 'false'], { error: 'all must be true or false' }).optional(),
});
export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });
export type BookingList = z.infer<typeof bookingListSchema>;

/** PUT's answer: the booking, and whether this call created it (201) or updated it (200). */
export const bookingPutResultSchema = z.object({ booking: bookingSchema, created: z.boolean() });
export type BookingPutResult = z.infer<typeof bookingPutResultSchema>;

/** GET /courts/{courtId}/bookings/next: the court tablet's next booking, null when none. */
export const nextBookingSchema = z.object({
  booking: bookingSchema.nullable(),
  /** When the start button works: from 15 minutes before the start to the end of the slot. */
  startable_from: timestampSchema.nullable(),
});
export type NextBooking = z.infer<typeof nextBookingSchema>;

export const courtBookingParamsSchema = z.object({
  courtId: serialIdTextSchema,
  bookingId: serialIdTextSchema,
});

/** POST /courts/{courtId}/bookings/{bookingId}/start: the players as confirmed on the tablet. */
export const bookingStartBodySchema = matchCreateFieldsSchema
  .pick({ matchType: true, team1Player1: true, team1Player2: true, team2Player1: true, team2Player2: true })
  .superRefine((fields, ctx) => checkMatchCreate({ ...fields, settings: {} }, ctx));
export type BookingStartBody = z.input<typeof bookingStartBodySchema>;

export const bookingStartedSchema = z.object({ booking: bookingSchema, match_id: z.string() });
export type BookingStarted = z.infer<typeof bookingStartedSchema>;
