import {
  EVENT_FORMATS,
  MAX_EVENT_COURTS,
  MAX_EVENT_PLAYERS,
  MAX_EVENT_ROUNDS,
  MIN_EVENT_PLAYERS,
} from '@bandeja/scoring';
import { z } from 'zod';
import {
  emailSchema,
  enumError,
  matchIdSchema,
  requiredText,
  serialIdSchema,
  serialIdTextSchema,
  timestampSchema,
} from './common.ts';
import { LANGUAGES } from './languages.ts';
import { MESSAGES } from './messages.ts';
import { NAME_MAX } from './vocabulary.ts';
import { wholeNumberIn } from './whole-number.ts';

/**
 * Club events (docs/product.md, "Club events"; docs/api.md, "Events"): Americano, Mexicano and Team
 * Americano evenings. Every game of a round is an ordinary match on one of the event's courts,
 * scored in the rally format (docs/scoring-rules.md, "Rally scoring").
 */

/** Points per game a club picks (the rally format's `total` target). */
export const EVENT_POINTS_PER_GAME = [16, 21, 24, 32] as const;
export type EventPointsPerGame = (typeof EVENT_POINTS_PER_GAME)[number];
export const EVENT_MINUTES_MIN = 5;
export const EVENT_MINUTES_MAX = 60;
/** How Mexicano pairs a court's four players ranked 1st to 4th, as the API spells it. */
export const EVENT_MEXICANO_PAIRINGS = ['1+3v2+4', '1+4v2+3'] as const;
export type EventMexicanoPairing = (typeof EVENT_MEXICANO_PAIRINGS)[number];
export const EVENT_SERVE_EVERY_DEFAULT = 4;
/** A player's level (higher is stronger): orders Mexicano's first round. */
export const EVENT_LEVEL_MIN = 0;
export const EVENT_LEVEL_MAX = 10;
export const EVENT_STATUSES = ['draft', 'running', 'finished'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_ROUND_STATUSES = ['pending', 'playing', 'finished'] as const;
export const EVENT_GAME_STATUSES = ['scheduled', 'ongoing', 'finished'] as const;
export { EVENT_FORMATS, MAX_EVENT_COURTS, MAX_EVENT_PLAYERS, MAX_EVENT_ROUNDS, MIN_EVENT_PLAYERS };

// ---------------------------------------------------------------- requests

export const eventPlayerInputSchema = z.object(
  {
    name: requiredText('Player name is required', NAME_MAX, 'Player name is too long'),
    /** Where the results are mailed after the evening; never shown publicly. */
    email: emailSchema.optional(),
    level: z.number().min(EVENT_LEVEL_MIN).max(EVENT_LEVEL_MAX).optional(),
    /**
     * A roster player of the event's club (docs/players.md): the event and its matches name them by
     * it, with the roster's name, and Mexicano seeds them by their club rating (docs/rating.md).
     */
    playerId: serialIdSchema.optional(),
  },
  { error: 'Player name is required' },
);
export type EventPlayerInput = z.input<typeof eventPlayerInputSchema>;

const playerIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_EVENT_PLAYERS - 1);

/** Said alike by the API and the 'New event' form, whatever is wrong with the number. */
const MINUTES_RANGE = `Minutes per round must be ${EVENT_MINUTES_MIN} to ${EVENT_MINUTES_MAX}`;
const ROUNDS_RANGE = `Rounds must be 1 to ${MAX_EVENT_ROUNDS}`;

/**
 * POST /api/events. `teams` (Team Americano only) are pairs of indexes into `players`; without them
 * the players pair up in list order (1st + 2nd, 3rd + 4th …). A game ends at `pointsPerGame`
 * points played, or when the round's `minutesPerRound` are up; with minutes only, a game is a race
 * to 32 (docs/product.md, "Club events"). `rounds` defaults by format (docs/api.md, "Events").
 */
export const eventCreateFieldsSchema = z.object({
  name: requiredText('Event name is required', 100, 'Event name is too long'),
  clubId: serialIdSchema,
  format: z.enum(EVENT_FORMATS, { error: enumError('Format', EVENT_FORMATS) }),
  courtIds: z
    .array(serialIdSchema, { error: 'Courts are required' })
    .min(1, 'Choose at least one court')
    .max(MAX_EVENT_COURTS, `At most ${MAX_EVENT_COURTS} courts`),
  players: z
    .array(eventPlayerInputSchema, { error: 'Players are required' })
    .min(MIN_EVENT_PLAYERS, `At least ${MIN_EVENT_PLAYERS} players`)
    .max(MAX_EVENT_PLAYERS, `At most ${MAX_EVENT_PLAYERS} players`),
  teams: z.array(z.tuple([playerIndexSchema, playerIndexSchema])).optional(),
  pointsPerGame: z
    .union(
      EVENT_POINTS_PER_GAME.map((points) => z.literal(points)),
      { error: `Points per game must be one of ${EVENT_POINTS_PER_GAME.join(', ')}` },
    )
    .optional(),
  minutesPerRound: wholeNumberIn(EVENT_MINUTES_MIN, EVENT_MINUTES_MAX, MINUTES_RANGE).optional(),
  rounds: wholeNumberIn(1, MAX_EVENT_ROUNDS, ROUNDS_RANGE).optional(),
  mexicanoPairing: z
    .enum(EVENT_MEXICANO_PAIRINGS, { error: enumError('Mexicano pairing', EVENT_MEXICANO_PAIRINGS) })
    .optional(),
  serveChangeEvery: z.number().int().min(1).max(10).optional(),
});

type EventCreateFields = z.output<typeof eventCreateFieldsSchema>;

/** The checks across fields: a target or a clock, courts once each, teams that make pairs. */
export function checkEventCreate(fields: EventCreateFields, ctx: z.RefinementCtx): void {
  if (fields.pointsPerGame === undefined && fields.minutesPerRound === undefined) {
    ctx.addIssue({ code: 'custom', path: ['pointsPerGame'], message: MESSAGES.eventTargetRequired });
  }
  if (new Set(fields.courtIds).size !== fields.courtIds.length) {
    ctx.addIssue({ code: 'custom', path: ['courtIds'], message: MESSAGES.eventCourtTwice });
  }
  if (fields.format === 'team_americano') {
    if (fields.players.length % 2 !== 0) {
      ctx.addIssue({ code: 'custom', path: ['players'], message: MESSAGES.eventTeamsOdd });
      return;
    }
    if (fields.teams !== undefined) {
      const seen = fields.teams.flat();
      const complete =
        fields.teams.length * 2 === fields.players.length &&
        new Set(seen).size === seen.length &&
        seen.every((index) => index < fields.players.length);
      if (!complete) ctx.addIssue({ code: 'custom', path: ['teams'], message: MESSAGES.eventTeamsInvalid });
    }
  } else if (fields.teams !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['teams'], message: MESSAGES.eventTeamsInvalid });
  }
  if (fields.format !== 'mexicano' && fields.mexicanoPairing !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['mexicanoPairing'], message: MESSAGES.eventPairingNotMexicano });
  }
}

export const eventCreateBodySchema = eventCreateFieldsSchema.superRefine(checkEventCreate);
export type EventCreateBody = z.input<typeof eventCreateBodySchema>;

/** PUT /api/events/{id}/games/{matchId}: the organiser's correction of a finished game's points. */
export const eventGameCorrectionBodySchema = z.object({
  team1Points: z.number().int().min(0).max(999),
  team2Points: z.number().int().min(0).max(999),
});
export type EventGameCorrectionBody = z.infer<typeof eventGameCorrectionBodySchema>;

export const eventIdParamsSchema = z.object({ id: serialIdTextSchema });
export const eventGameParamsSchema = z.object({ id: serialIdTextSchema, matchId: matchIdSchema });
/** GET /api/events?clubId=: the organiser's list of a club's events. */
export const eventListQuerySchema = z.object({ clubId: serialIdTextSchema });

// ---------------------------------------------------------------- responses

export const eventCourtSchema = z.object({ id: z.number().int(), name: z.string() });
export type EventCourt = z.infer<typeof eventCourtSchema>;

/** A player as the public sees it: its number (place in the list, from 0), never its address. */
export const eventPlayerSchema = z.object({
  number: z.number().int().min(0),
  name: z.string(),
  level: z.number().nullable(),
  /** Whether the results will be mailed to the player (the address itself stays private). */
  has_email: z.boolean(),
  /** Team Americano: the player's pair (its number); null otherwise. */
  team: z.number().int().nullable(),
});
export type EventPlayer = z.infer<typeof eventPlayerSchema>;

/** Team Americano's fixed pairs. */
export const eventTeamSchema = z.object({
  number: z.number().int().min(0),
  name: z.string(),
  players: z.tuple([z.number().int(), z.number().int()]),
});
export type EventTeam = z.infer<typeof eventTeamSchema>;

/** One game of a round: the court, its match (once the round started) and the two sides' players. */
export const eventGameSchema = z.object({
  court_id: z.number().int(),
  court_name: z.string(),
  match_id: matchIdSchema.nullable(),
  status: z.enum(EVENT_GAME_STATUSES),
  /** Player numbers of each side (in Team Americano, the pair's two players). */
  team1: z.array(z.number().int()),
  team2: z.array(z.number().int()),
  /** Team Americano: the pair on each side; null in the other formats. */
  team1_team: z.number().int().nullable(),
  team2_team: z.number().int().nullable(),
  /** Points won once the game finished (after any correction); null before. */
  team1_points: z.number().int().nullable(),
  team2_points: z.number().int().nullable(),
  /** Whether the organiser corrected the result. */
  corrected: z.boolean(),
});
export type EventGame = z.infer<typeof eventGameSchema>;

export const eventRoundSchema = z.object({
  /** 1-based. */
  number: z.number().int().min(1),
  status: z.enum(EVENT_ROUND_STATUSES),
  games: z.array(eventGameSchema),
  /** Players (Team Americano: the players of the pairs) who sit this round out. */
  sitting_out: z.array(z.number().int()),
  started_at: timestampSchema.nullable(),
  /** A timed round's end (started_at + minutes per round); null when untimed or not started. */
  ends_at: timestampSchema.nullable(),
  finished_at: timestampSchema.nullable(),
});
export type EventRound = z.infer<typeof eventRoundSchema>;

/**
 * A line of the standings: a player, or in Team Americano a pair (`players` its two). Ranked by
 * points won, then games won, head-to-head, name (docs/scoring-rules.md, "Standings").
 */
export const eventStandingSchema = z.object({
  rank: z.number().int().min(1),
  /** The player's number (Team Americano: the pair's). */
  participant: z.number().int().min(0),
  name: z.string(),
  players: z.array(z.number().int()),
  points_won: z.number().int(),
  points_against: z.number().int(),
  played: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
});
export type EventStanding = z.infer<typeof eventStandingSchema>;

export const eventSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  club_id: z.number().int(),
  format: z.enum(EVENT_FORMATS),
  status: z.enum(EVENT_STATUSES),
  /** The rally target of a game; null for a timed round without one (a race to 32). */
  points_per_game: z.number().int().nullable(),
  minutes_per_round: z.number().int().nullable(),
  /** Rounds planned. */
  rounds: z.number().int(),
  /** The round being played (1-based); 0 before the start. */
  current_round: z.number().int().min(0),
  mexicano_pairing: z.enum(EVENT_MEXICANO_PAIRINGS).nullable(),
  serve_change_every: z.number().int(),
  courts: z.array(eventCourtSchema),
  created_at: timestampSchema,
  started_at: timestampSchema.nullable(),
  finished_at: timestampSchema.nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/**
 * GET /api/events/{id} (public) and the socket's `eventUpdate`: the whole evening. `rounds` holds
 * the rounds created so far (in Americano and Team Americano the planned ones too, status
 * 'pending', without match ids). `next_sitting_out` says who sits out the next round when it is
 * known (null otherwise). `version` grows with every change, so a screen keeps the newest.
 */
export const eventViewSchema = z.object({
  event: eventSummarySchema,
  /** `language`: the club's, which its event display speaks (docs/i18n.md); null: not fixed. */
  club: z.object({
    id: z.number().int(),
    name: z.string(),
    language: z.enum(LANGUAGES).nullable().optional(),
  }),
  players: z.array(eventPlayerSchema),
  teams: z.array(eventTeamSchema),
  rounds: z.array(eventRoundSchema),
  standings: z.array(eventStandingSchema),
  next_sitting_out: z.array(z.number().int()).nullable(),
  /**
   * Mexicano, while the round is in play: how many more players sit out the next round than
   * `next_sitting_out` names, chosen by the standings at the end of the round (0 once known).
   */
  next_sitting_out_open: z.number().int().min(0).optional(),
  /** The standings image (PNG) once the event finished; null before. */
  image_url: z.string().nullable(),
  version: z.number().int().min(0),
  now: timestampSchema,
});
export type EventView = z.infer<typeof eventViewSchema>;

export const eventListSchema = z.array(eventSummarySchema);
export type EventList = z.infer<typeof eventListSchema>;

// ---------------------------------------------------------------- socket

/** The socket room of an event: join with `joinEvent`, and get `eventUpdate` on every change. */
export const eventRoomPayloadSchema = z.object({ eventId: z.number().int().positive() });
export type EventRoomPayload = z.infer<typeof eventRoomPayloadSchema>;

/** Socket event names of the events feature (docs/api.md, "Socket.IO"). */
export const EVENT_SOCKET = {
  /** client → server: `{ eventId }`; the server answers with an `eventUpdate` at once. */
  join: 'joinEvent',
  leave: 'leaveEvent',
  /** server → client: the whole `EventView`, on joining and whenever a game finishes, a round
   * starts, a result is corrected or the event finishes. */
  update: 'eventUpdate',
} as const;

/** The room name of an event. */
export function eventRoom(eventId: number): string {
  return `event:${eventId}`;
}
