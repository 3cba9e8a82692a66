import { DEUCE_MODES, SERVICE_MODES, SPORTS } from '@bandeja/scoring';
import { z } from 'zod';
import {
  emailSchema,
  matchIdSchema,
  requiredText,
  serialIdSchema,
  serialIdTextSchema,
  timestampSchema,
} from './common.ts';
import { liveScoreSchema } from './scores.ts';
import { MATCH_STATUSES, NAME_MAX, PRESS_OUTCOMES, TEAM_VALUES, WINNER_VALUES } from './vocabulary.ts';

function playerSchema(requiredMessage: 'Player 1 is required' | 'Player 2 is required') {
  return z.object(
    {
      name: requiredText(requiredMessage, NAME_MAX, 'Player name is too long'),
    },
    { error: requiredMessage },
  );
}

const teamServerSchema = z.union([z.literal(1), z.literal(2)], {
  error: 'First server must be 1 or 2',
});

/** Match settings as sent (spec §3): every field optional, the server fills the defaults. */
export const matchSettingsInputSchema = z.object({
  goldenPointMode: z.enum(DEUCE_MODES, { error: 'Invalid game rule mode' }).default('one_deuce_golden'),
  bestOfSets: z
    .union([z.literal(1), z.literal(3), z.literal(5)], { error: 'Best of sets must be 1, 3 or 5' })
    .default(3),
  gamesPerSet: z
    .number()
    .int()
    .min(1, 'Games per set must be 1 to 9')
    .max(9, 'Games per set must be 1 to 9')
    .default(6),
  tiebreakAt: z
    .number()
    .int()
    .min(1, 'Tiebreak must start at 1 to 9 games')
    .max(9, 'Tiebreak must start at 1 to 9 games')
    .default(6),
  /** Beyond the spec: the deciding set is one match tiebreak to 10. */
  superTiebreak: z.boolean().default(false),
  sport: z.enum(SPORTS, { error: 'Sport must be PADEL or TENNIS' }).optional(),
  serviceConfig: z
    .object({
      mode: z.enum(SERVICE_MODES, { error: 'Invalid service mode' }).default('random'),
      team1Server: teamServerSchema.default(1),
      team2Server: teamServerSchema.default(1),
    })
    .default({ mode: 'random', team1Server: 1, team2Server: 1 }),
  /** Match length in seconds before it is finished for time (spec §9 default 5400). */
  matchDuration: z.number().int().min(60).max(86_400).optional(),
});
export type MatchSettingsInput = z.input<typeof matchSettingsInputSchema>;

/** The match create payload of spec §3, sent by the QR flow with the x-api-key. */
export const matchCreateBodySchema = z.object({
  team1Player1: playerSchema('Player 1 is required'),
  team1Player2: playerSchema('Player 2 is required'),
  team2Player1: playerSchema('Player 1 is required'),
  team2Player2: playerSchema('Player 2 is required'),
  settings: matchSettingsInputSchema.default({
    goldenPointMode: 'one_deuce_golden',
    bestOfSets: 3,
    gamesPerSet: 6,
    tiebreakAt: 6,
    superTiebreak: false,
    serviceConfig: { mode: 'random', team1Server: 1, team2Server: 1 },
  }),
  courtId: serialIdSchema,
  email: emailSchema.optional(),
});
export type MatchCreateBody = z.input<typeof matchCreateBodySchema>;

/** Settings as stored: complete, with the coin toss drawn at creation for mode 'random'. */
export const matchSettingsSchema = z.object({
  goldenPointMode: z.enum(DEUCE_MODES),
  bestOfSets: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  gamesPerSet: z.number().int(),
  tiebreakAt: z.number().int(),
  superTiebreak: z.boolean(),
  sport: z.enum(SPORTS),
  serviceConfig: z.object({
    mode: z.enum(SERVICE_MODES),
    team1Server: z.union([z.literal(1), z.literal(2)]),
    team2Server: z.union([z.literal(1), z.literal(2)]),
  }),
  coinToss: z.enum(TEAM_VALUES).nullable(),
});
export type MatchSettings = z.infer<typeof matchSettingsSchema>;

export const matchPlayerSchema = z.object({
  name: z.string(),
  team: z.enum(TEAM_VALUES),
  playerNumber: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
export type MatchPlayer = z.infer<typeof matchPlayerSchema>;

/** Match.score of spec §3: team1_set1..team1_set5, team2_set1..team2_set5. */
export const matchScoreSummarySchema = z.object({
  team1_set1: z.number().int(),
  team1_set2: z.number().int(),
  team1_set3: z.number().int(),
  team1_set4: z.number().int(),
  team1_set5: z.number().int(),
  team2_set1: z.number().int(),
  team2_set2: z.number().int(),
  team2_set3: z.number().int(),
  team2_set4: z.number().int(),
  team2_set5: z.number().int(),
});
export type MatchScoreSummary = z.infer<typeof matchScoreSummarySchema>;

export const matchCourtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  screen_identifier: z.string().nullable(),
  sport_type: z.enum(SPORTS),
});
export const matchClubSchema = z.object({ id: z.number().int(), name: z.string() });

export const matchSchema = z.object({
  id: matchIdSchema,
  team1_name: z.string(),
  team2_name: z.string(),
  winner: z.enum(WINNER_VALUES).nullable(),
  status: z.enum(MATCH_STATUSES),
  court_id: z.number().int().nullable(),
  start_time: timestampSchema.nullable(),
  end_time: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  match_duration: z.number().int(),
  score: matchScoreSummarySchema.nullable(),
  settings: matchSettingsSchema,
  players: z.array(matchPlayerSchema),
  court: matchCourtSchema.nullable(),
  club: matchClubSchema.nullable(),
});
export type Match = z.infer<typeof matchSchema>;

/** A match in the per-club and global active lists: the match with its live score. */
export const activeMatchSchema = matchSchema.extend({ liveScore: liveScoreSchema.nullable() });
export type ActiveMatch = z.infer<typeof activeMatchSchema>;

/** Finished match list item (spec §3) with the court for the results cards. */
export const finishedMatchItemSchema = z.object({
  id: matchIdSchema,
  team1_name: z.string(),
  team2_name: z.string(),
  winner: z.enum(WINNER_VALUES).nullable(),
  score: matchScoreSummarySchema.nullable(),
  start_time: timestampSchema.nullable(),
  end_time: timestampSchema.nullable(),
  court: matchCourtSchema.nullable(),
  players: z.array(matchPlayerSchema),
});
export type FinishedMatchItem = z.infer<typeof finishedMatchItemSchema>;

/** GET /matches/court/{courtId}/active (spec §7). */
export const activeLookupSchema = z.object({
  hasActiveMatch: z.boolean(),
  match: z.object({ id: matchIdSchema, status: z.enum(MATCH_STATUSES) }).nullable(),
  score: liveScoreSchema.nullable(),
});
export type ActiveLookup = z.infer<typeof activeLookupSchema>;

export const matchCreatedSchema = z.object({ id: matchIdSchema, match: matchSchema });
export type MatchCreated = z.infer<typeof matchCreatedSchema>;

/** PUT /matches/{id} (spec §7): the admin edit form. */
export const matchUpdateBodySchema = z
  .object({
    team1_name: z
      .string()
      .trim()
      .min(1, 'Team 1 name is required')
      .max(2 * NAME_MAX + 3, 'Team 1 name is too long'),
    team2_name: z
      .string()
      .trim()
      .min(1, 'Team 2 name is required')
      .max(2 * NAME_MAX + 3, 'Team 2 name is too long'),
    status: z.enum(MATCH_STATUSES, { error: 'Invalid status' }),
    court_id: serialIdSchema.nullable(),
    start_time: z.iso.datetime({ offset: true, error: 'Start time must be a date and time' }).nullable(),
  })
  .partial();
export type MatchUpdateBody = z.infer<typeof matchUpdateBodySchema>;

export const courtIdParamsSchema = z.object({ courtId: serialIdTextSchema });
export const clubIdParamsSchema = z.object({ clubId: serialIdTextSchema });
export const matchParamsSchema = z.object({ id: matchIdSchema });

/** DELETE /matches/{id}: the id of the deleted match. */
export const deletedMatchSchema = z.object({ id: matchIdSchema });

/** GET /matches/active: a club to narrow to. */
export const activeMatchesQuerySchema = z.object({ club_id: serialIdTextSchema.optional() });

/** POST /matches/{id}/statistics/email (design §4). */
export const statisticsEmailBodySchema = z.object({
  playerNumber: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'Please select a player',
  }),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .email('Please enter a valid email address'),
});
export type StatisticsEmailBody = z.infer<typeof statisticsEmailBodySchema>;

/** What the statistics mail answers once the mail is handed over. */
export const statisticsEmailSentSchema = z.object({ email: z.string(), playerNumber: z.number().int() });

/** How many items a list may ask for (a query string): 1 to `max`, `fallback` when not asked. */
function listLimitSchema(max: number, fallback: number) {
  const range = `Limit must be 1 to ${max}`;
  return z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: (issue) => (issue.code === 'too_big' ? range : 'Limit must be a whole number') })
    .min(1, range)
    .max(max, range)
    .default(fallback);
}

/** GET /matches: optional filters, newest first. */
export const matchListQuerySchema = z.object({
  status: z.enum(MATCH_STATUSES, { error: 'Invalid status' }).optional(),
  court_id: serialIdTextSchema.optional(),
  club_id: serialIdTextSchema.optional(),
  limit: listLimitSchema(500, 200),
});
export type MatchListQuery = z.infer<typeof matchListQuerySchema>;

/** GET /matches/court/{courtId}/finished: newest first, optionally filtered by a player's name. */
export const finishedListQuerySchema = z.object({
  search: z.string().trim().max(NAME_MAX, 'Search is too long').optional(),
  limit: listLimitSchema(200, 50),
});
export type FinishedListQuery = z.infer<typeof finishedListQuerySchema>;

/** How long a press id is remembered: a retry within it is acknowledged without a second effect. */
export const PRESS_ID_TTL_MS = 10 * 60 * 1000;
/** Default accidental-press guard (design §3): a scoring press this soon after the previous one. */
export const DEFAULT_PRESS_GUARD_MS = 2000;

/** A device's press id: short printable text (a counter, a UUID, a timestamp). */
export const pressIdSchema = z
  .string()
  .trim()
  .min(1, 'Press id is required')
  .max(100, 'Press id is too long')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Press id may only hold letters, digits and . _ : -');

/** POST /buttons/{id}/press: the secret and the press id may come in the query (simple devices). */
export const pressQuerySchema = z.object({
  key: z.string().max(200, 'Button key is too long').optional(),
  pressId: pressIdSchema.optional(),
});

export const pressResultSchema = z.object({
  outcome: z.enum(PRESS_OUTCOMES),
  message: z.string(),
  matchId: matchIdSchema,
  score: liveScoreSchema,
});
export type PressResult = z.infer<typeof pressResultSchema>;
