import {
  BEST_OF_SETS,
  DEUCE_MODES,
  FINISH_REASONS,
  FORMAT_PRESET_IDS,
  MATCH_TYPES,
  PLAYER_NUMBERS,
  type PresetSettings,
  parseRules,
  presetById,
  RALLY_TARGET_MODES,
  type Rules,
  type RulesError,
  type RulesInput,
  SCORING_FORMATS,
  SERVICE_MODES,
  SPORTS,
  TEAM_SERVERS,
  type Team,
} from '@bandeja/scoring';
import { z } from 'zod';
import { emailSchema, matchIdSchema, requiredText, serialIdSchema, timestampSchema } from './common.ts';
import { LANGUAGES, VOICES } from './languages.ts';
import { MESSAGES, rulesErrorMessage } from './messages.ts';
import { liveScoreSchema } from './scores.ts';
import {
  MATCH_STATUSES,
  NAME_MAX,
  SLOT_MINUTES,
  slotSeconds,
  TEAM_VALUES,
  WINNER_VALUES,
} from './vocabulary.ts';

function playerSchema(requiredMessage: 'Player 1 is required' | 'Player 2 is required') {
  return z.object(
    {
      name: requiredText(requiredMessage, NAME_MAX, 'Player name is too long'),
      /** A player of the court's club roster (docs/players.md); absent for a guest. */
      playerId: serialIdSchema.optional(),
    },
    { error: requiredMessage },
  );
}

const teamServerSchema = z.literal(TEAM_SERVERS, { error: MESSAGES.invalidFirstServer });

/**
 * Match settings as sent (docs/api.md, "Match formats"): every field optional and none filled in
 * here, so that the server fills what is absent from the court's sport (`defaultRules`) and the
 * chosen preset. Only the shape is checked here; whether the values make a format is the engine's
 * `parseRules`, run by `matchCreateBodySchema`.
 */
export const matchSettingsInputSchema = z.object({
  goldenPointMode: z.enum(DEUCE_MODES, { error: MESSAGES.invalidDeuceMode }).optional(),
  bestOfSets: z.literal(BEST_OF_SETS, { error: MESSAGES.invalidBestOfSets }).optional(),
  gamesPerSet: z.number().int().optional(),
  tiebreakAt: z.number().int().optional(),
  /** The deciding set is one match tiebreak to 10. */
  superTiebreak: z.boolean().optional(),
  sport: z.enum(SPORTS, { error: MESSAGES.invalidSport }).optional(),
  serviceConfig: z
    .object({
      mode: z.enum(SERVICE_MODES, { error: MESSAGES.invalidServiceMode }).optional(),
      team1Server: teamServerSchema.optional(),
      team2Server: teamServerSchema.optional(),
    })
    .optional(),
  /** The court slot in minutes (60, 90, 120) or null for no time limit: sets `match_duration`. */
  slotMinutes: z
    .union([...SLOT_MINUTES.map((minutes) => z.literal(minutes)), z.null()], { error: MESSAGES.invalidSlot })
    .optional(),
  /** Match length in seconds before it is finished for time (default 5400, docs/product.md#constants-and-timings). */
  matchDuration: z.number().int().min(60).max(86_400).optional(),
  /** Mixed doubles: at a deciding point the receiver is of the server's gender (docs/broadcast.md). */
  mixed: z.boolean({ error: MESSAGES.invalidMixed }).optional(),
  /** The shot clock (docs/broadcast.md); left out: the club's setting. */
  shotClock: z.boolean({ error: MESSAGES.invalidShotClock }).optional(),
});
export type MatchSettingsInput = z.input<typeof matchSettingsInputSchema>;

/** The fields of the create call, before the checks that look at several of them. */
export const matchCreateFieldsSchema = z.object({
  /** 'singles' (team1Player1 and team2Player1 only) or 'doubles' (four players, the default). */
  matchType: z.enum(MATCH_TYPES, { error: MESSAGES.invalidMatchType }).default('doubles'),
  /** A named format (`FORMAT_PRESETS`): it fixes the sets and the slot. */
  presetId: z.enum(FORMAT_PRESET_IDS, { error: MESSAGES.unknownPreset }).optional(),
  team1Player1: playerSchema('Player 1 is required'),
  team1Player2: playerSchema('Player 2 is required').optional(),
  team2Player1: playerSchema('Player 1 is required'),
  team2Player2: playerSchema('Player 2 is required').optional(),
  settings: matchSettingsInputSchema.default({}),
  courtId: serialIdSchema,
  email: emailSchema.optional(),
  /**
   * The court token of the court's QR code (docs/api.md, "Proving presence at the court"): required
   * from the public, not from a signed-in manager of the court.
   */
  courtToken: z.string().max(200, MESSAGES.courtTokenInvalid).optional(),
});

type MatchCreateFields = Pick<
  z.output<typeof matchCreateFieldsSchema>,
  'matchType' | 'presetId' | 'team1Player2' | 'team2Player2' | 'settings'
>;

/** Where each refusal of `parseRules` points in the create call. */
const RULES_ERROR_PATHS: Partial<Record<RulesError, (string | number)[]>> = {
  invalid_best_of_sets: ['settings', 'bestOfSets'],
  invalid_games_per_set: ['settings', 'gamesPerSet'],
  invalid_tiebreak_at: ['settings', 'tiebreakAt'],
  invalid_super_tiebreak: ['settings', 'superTiebreak'],
  super_tiebreak_needs_more_sets: ['settings', 'superTiebreak'],
  invalid_golden_point_mode: ['settings', 'goldenPointMode'],
  invalid_team1_server: ['settings', 'serviceConfig', 'team1Server'],
  invalid_team2_server: ['settings', 'serviceConfig', 'team2Server'],
  invalid_match_type: ['matchType'],
};

/**
 * The field a refusal of `parseRules` is about, dot-separated as an error answer's `field`
 * ('settings.bestOfSets'); 'settings' when no one field is to blame.
 */
export function rulesErrorField(error: RulesError): string {
  return (RULES_ERROR_PATHS[error] ?? ['settings']).join('.');
}

/** The match duration in seconds the settings give; undefined when they say nothing of it. */
function chosenDuration(settings: MatchCreateFields['settings']): number | undefined {
  if (settings.matchDuration !== undefined) return settings.matchDuration;
  if (settings.slotMinutes !== undefined) return slotSeconds(settings.slotMinutes);
  return undefined;
}

/**
 * The settings the engine is asked about: the preset's format under the fields given. The sport
 * is the body's if any, else `sport` (the court's, which only the server knows; without it the
 * engine checks with padel's defaults, and no check depends on the sport).
 */
export function rulesInputOf(fields: MatchCreateFields, sport?: string): RulesInput {
  const { settings } = fields;
  const preset = fields.presetId ? presetById(fields.presetId) : null;
  const input: RulesInput = { matchType: fields.matchType, ...(preset?.settings ?? {}) };
  if (settings.sport ?? sport) input.sport = settings.sport ?? sport;
  if (settings.bestOfSets !== undefined) input.bestOfSets = settings.bestOfSets;
  if (settings.gamesPerSet !== undefined) input.gamesPerSet = settings.gamesPerSet;
  if (settings.tiebreakAt !== undefined) input.tiebreakAt = settings.tiebreakAt;
  if (settings.superTiebreak !== undefined) input.superTiebreak = settings.superTiebreak;
  if (settings.goldenPointMode !== undefined) input.goldenPointMode = settings.goldenPointMode;
  if (settings.serviceConfig !== undefined) input.serviceConfig = settings.serviceConfig;
  return input;
}

const PRESET_FIELDS = [
  'bestOfSets',
  'gamesPerSet',
  'tiebreakAt',
  'superTiebreak',
] as const satisfies readonly (keyof PresetSettings)[];

/**
 * The checks across fields of the create call, shared by the API and the match form: the players
 * a match type has, a preset the settings agree with, one way of giving the slot, and the engine's
 * verdict on the format (`parseRules`: sets to 5 games, a match tiebreak in a best of 1, …).
 */
export function checkMatchCreate(fields: MatchCreateFields, ctx: z.RefinementCtx): void {
  const singles = fields.matchType === 'singles';
  for (const key of ['team1Player2', 'team2Player2'] as const) {
    if (singles && fields[key] !== undefined) {
      ctx.addIssue({ code: 'custom', path: [key], message: MESSAGES.singlesWithFourPlayers });
      return;
    }
    if (!singles && fields[key] === undefined) {
      ctx.addIssue({ code: 'custom', path: [key, 'name'], message: 'Player 2 is required' });
    }
  }
  const { settings } = fields;
  if (settings.matchDuration !== undefined && settings.slotMinutes !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['settings', 'slotMinutes'], message: MESSAGES.slotAndDuration });
    return;
  }
  const preset = fields.presetId ? presetById(fields.presetId) : null;
  if (preset) {
    const differs = PRESET_FIELDS.find(
      (key) => settings[key] !== undefined && settings[key] !== preset.settings[key],
    );
    const duration = chosenDuration(settings);
    if (differs !== undefined || (duration !== undefined && duration !== slotSeconds(preset.slotMinutes))) {
      ctx.addIssue({
        code: 'custom',
        path: ['settings', differs ?? 'slotMinutes'],
        message: MESSAGES.presetConflict,
      });
      return;
    }
  }
  const input = rulesInputOf(fields);
  // The server tosses the coin; any toss tells whether the rest is valid.
  const parsed = parseRules({ ...input, coinToss: 'team1' });
  if (!parsed.ok) {
    ctx.addIssue({
      code: 'custom',
      path: RULES_ERROR_PATHS[parsed.error] ?? ['settings'],
      message: rulesErrorMessage(parsed.error),
    });
  }
}

/** The match create payload of docs/product.md#entities with the formats of docs/api.md, sent by the QR flow. */
export const matchCreateBodySchema = matchCreateFieldsSchema.superRefine(checkMatchCreate);
export type MatchCreateBody = z.input<typeof matchCreateBodySchema>;

/**
 * Settings as stored: complete, with the coin toss drawn at creation for mode 'random'. Read
 * tolerantly: matches stored before singles are doubles, before presets have none, and a format
 * the engine refuses today (sets of 5 games) is still read (src/matches/rules.ts).
 */
export const matchSettingsSchema = z.object({
  goldenPointMode: z.enum(DEUCE_MODES),
  bestOfSets: z.literal(BEST_OF_SETS),
  gamesPerSet: z.number().int(),
  tiebreakAt: z.number().int(),
  superTiebreak: z.boolean(),
  sport: z.enum(SPORTS),
  matchType: z.enum(MATCH_TYPES).default('doubles'),
  /** The preset the match was created with (`presetById`), null for settings chosen one by one. */
  presetId: z.string().nullable().default(null),
  serviceConfig: z.object({
    mode: z.enum(SERVICE_MODES),
    team1Server: z.literal(TEAM_SERVERS),
    team2Server: z.literal(TEAM_SERVERS),
  }),
  coinToss: z.enum(TEAM_VALUES).nullable(),
  /** Mixed doubles (docs/broadcast.md); absent from matches stored before it: not mixed. */
  mixed: z.boolean().default(false),
  /** The shot clock runs on the boards (docs/broadcast.md); absent from older matches: off. */
  shotClock: z.boolean().default(false),
  /**
   * 'rally' for a club event's game (docs/scoring-rules.md, "Rally scoring"), with its settings;
   * absent for the sets format (every match the match form creates).
   */
  scoringFormat: z.enum(SCORING_FORMATS).optional(),
  rally: z
    .object({
      target: z.number().int(),
      targetMode: z.enum(RALLY_TARGET_MODES),
      serveEvery: z.number().int(),
    })
    .optional(),
});
export type MatchSettings = z.infer<typeof matchSettingsSchema>;

/**
 * The settings stored with a match, from the engine's rules it was made with: the one mapping from
 * Rules to MatchSettings (the match form's matches and a club event's games alike). A rally game
 * keeps its format and rally settings; a match in sets has neither.
 */
export function settingsOfRules(
  rules: Rules,
  made: { presetId: string | null; coinToss: Team | null; mixed: boolean; shotClock: boolean },
): MatchSettings {
  return {
    goldenPointMode: rules.goldenPointMode,
    bestOfSets: rules.bestOfSets,
    gamesPerSet: rules.gamesPerSet,
    tiebreakAt: rules.tiebreakAt,
    superTiebreak: rules.superTiebreak,
    sport: rules.sport,
    matchType: rules.matchType,
    presetId: made.presetId,
    serviceConfig: {
      mode: rules.serviceMode,
      team1Server: rules.team1Server,
      team2Server: rules.team2Server,
    },
    coinToss: made.coinToss,
    mixed: made.mixed,
    shotClock: made.shotClock,
    ...(rules.scoringFormat === 'rally' ? { scoringFormat: 'rally' as const, rally: rules.rally } : {}),
  };
}

export const matchPlayerSchema = z.object({
  name: z.string(),
  team: z.enum(TEAM_VALUES),
  playerNumber: z.literal(PLAYER_NUMBERS),
  /** The club's roster player (docs/players.md); absent for a guest named on the spot. */
  playerId: z.number().int().optional(),
});
export type MatchPlayer = z.infer<typeof matchPlayerSchema>;

/** Match.score of docs/product.md#entities: team1_set1..team1_set5, team2_set1..team2_set5. */
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

/** The points of a rally game (docs/scoring-rules.md, "Rally scoring"), from its score view's `rally`. */
export const rallyPointsSchema = z.object({ team1: z.number().int().min(0), team2: z.number().int().min(0) });

export const matchCourtSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  screen_identifier: z.string().nullable(),
  sport_type: z.enum(SPORTS),
});
/** The match's club: its language and voice let a public screen default to them (docs/i18n.md). */
export const matchClubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null: the club has not fixed one (the screen follows its browser). */
  language: z.enum(LANGUAGES).nullable(),
  voice: z.enum(VOICES),
});

/** The club event a match is a game of (docs/product.md, "Club events"): its name and round. */
export const matchEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  round: z.number().int(),
  rounds: z.number().int(),
});
export type MatchEvent = z.infer<typeof matchEventSchema>;

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
  /** Seconds before the match is finished for time; `NO_TIME_LIMIT_SECONDS` for no time limit. */
  match_duration: z.number().int(),
  score: matchScoreSummarySchema.nullable(),
  /** A rally game's points (its sets stay at 0-0); null or absent in the sets format. */
  rally_points: rallyPointsSchema.nullable().optional(),
  /** How the match ended (a retirement, a walkover, a result entered by hand …); null until then. */
  finish_reason: z.enum(FINISH_REASONS).nullable(),
  settings: matchSettingsSchema,
  players: z.array(matchPlayerSchema),
  court: matchCourtSchema.nullable(),
  club: matchClubSchema.nullable(),
  /** The event and round this match is a game of; null for an ordinary match. */
  event: matchEventSchema.nullable().optional(),
});
export type Match = z.infer<typeof matchSchema>;

/** A match in the per-club and global active lists: the match with its live score. */
export const activeMatchSchema = matchSchema.extend({ liveScore: liveScoreSchema.nullable() });
export type ActiveMatch = z.infer<typeof activeMatchSchema>;

/**
 * Finished match list item (docs/product.md#entities) with the court for the results cards: the
 * match's own fields (its players: the real ones, two in singles, four in doubles) and its type.
 */
export const finishedMatchItemSchema = matchSchema
  .pick({
    id: true,
    team1_name: true,
    team2_name: true,
    winner: true,
    score: true,
    rally_points: true,
    start_time: true,
    end_time: true,
    court: true,
    players: true,
  })
  .extend({ match_type: z.enum(MATCH_TYPES), finish_reason: matchSchema.shape.finish_reason });
export type FinishedMatchItem = z.infer<typeof finishedMatchItemSchema>;

/** GET /matches/court/{courtId}/active (docs/api.md "Matches"). */
export const activeLookupSchema = z.object({
  hasActiveMatch: z.boolean(),
  match: z.object({ id: matchIdSchema, status: z.enum(MATCH_STATUSES) }).nullable(),
  score: liveScoreSchema.nullable(),
});
export type ActiveLookup = z.infer<typeof activeLookupSchema>;

/**
 * GET /courts/{courtId}/start-token and GET /displays/self/start-token: the court token the court's
 * QR code carries, when it stops being accepted, and when to ask for the next one.
 */
export const courtStartTokenSchema = z.object({
  court_id: z.number().int(),
  token: z.string(),
  expires_at: timestampSchema,
  refresh_at: timestampSchema,
});
export type CourtStartToken = z.infer<typeof courtStartTokenSchema>;

export const matchCreatedSchema = z.object({ id: matchIdSchema, match: matchSchema });
export type MatchCreated = z.infer<typeof matchCreatedSchema>;

/** PUT /matches/{id} (docs/api.md "Matches"): the admin edit form. */
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
    status: z.enum(MATCH_STATUSES, { error: MESSAGES.invalidStatus }),
    court_id: serialIdSchema.nullable(),
    start_time: z.iso.datetime({ offset: true, error: 'Start time must be a date and time' }).nullable(),
  })
  .partial();
export type MatchUpdateBody = z.infer<typeof matchUpdateBodySchema>;

// The calls' parameters, queries and press answers: in their own file (docs/api.md "Matches").
export * from './match-requests.ts';
