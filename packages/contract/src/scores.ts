import {
  DEUCE_MODES,
  MATCH_STATUSES as ENGINE_MATCH_STATUSES,
  LAST_POINT_SCORES,
  PLAYER_NUMBERS,
  RALLY_TARGET_MODES,
  SHOT_CLOCK_PHASES,
} from '@bandeja/scoring';
import { z } from 'zod';
import { matchIdSchema, requiredText, timestampSchema } from './common.ts';
import { MESSAGES } from './messages.ts';
import {
  FINISH_REASONS,
  LAST_POINT_TYPES,
  MATCH_STATUSES,
  MATCH_TYPES,
  NAME_MAX,
  POINT_NAME_VALUES,
  SCORE_ACTIONS,
  SCORE_STATUSES,
  SET_KEYS,
  SITUATION_KINDS,
  TEAM_VALUES,
  WINNER_VALUES,
} from './vocabulary.ts';

const teamSchema = z.enum(TEAM_VALUES);

export const setScoreSchema = z.object({
  team1: z.number().int().min(0),
  team2: z.number().int().min(0),
  /** Tiebreak points of that set when it had one (a super tiebreak set is recorded 1-0). */
  tiebreak: z.object({ team1: z.number().int().min(0), team2: z.number().int().min(0) }).nullable(),
});
export type SetScore = z.infer<typeof setScoreSchema>;

/** The five sets of the view, keyed by the engine's SET_KEYS. */
export const setScoresSchema = z.object(
  Object.fromEntries(SET_KEYS.map((key) => [key, setScoreSchema])) as Record<
    (typeof SET_KEYS)[number],
    typeof setScoreSchema
  >,
);

/** A rally game's score (the engine's `RallyView`, the 'rally' format only). */
export const rallyViewSchema = z.object({
  team1_points: z.number().int().min(0),
  team2_points: z.number().int().min(0),
  points_played: z.number().int().min(0),
  target: z.number().int().positive(),
  target_mode: z.enum(RALLY_TARGET_MODES),
  points_left: z.number().int().min(0),
  serve_every: z.number().int().positive(),
  serves_left: z.number().int().min(0),
});

/**
 * The engine's view of a match (packages/scoring `ScoreView`): the stored snapshot, derived from the
 * event log and never edited by hand. Its lists are the engine's, and
 * packages/contract/src/engine-types.test.ts proves its type is the engine's, field by field.
 */
export const scoreViewSchema = z.object({
  status: z.enum(ENGINE_MATCH_STATUSES),
  winner: z.enum(WINNER_VALUES).nullable(),
  finish_reason: z.enum(FINISH_REASONS).nullable(),
  server_defined: z.boolean(),
  server: teamSchema.nullable(),
  currentSet: z.number().int().min(0),
  set_scores: setScoresSchema,
  sets_won: z.object({ team1: z.number().int().min(0), team2: z.number().int().min(0) }),
  current_game: z.object({
    team1_score: z.enum(POINT_NAME_VALUES),
    team2_score: z.enum(POINT_NAME_VALUES),
    server: z.literal(PLAYER_NUMBERS).nullable(),
    is_golden_point: z.boolean(),
    is_tiebreak: z.boolean(),
    is_super_tiebreak: z.boolean(),
    team1_tiebreak_score: z.number().int().min(0),
    team2_tiebreak_score: z.number().int().min(0),
    current_game: z.number().int().min(1),
    current_set: z.number().int().min(1),
    deuce_count: z.number().int().min(0),
  }),
  last_point_score: z.enum(LAST_POINT_SCORES),
  last_point_type: z.enum(LAST_POINT_TYPES),
  situation: z.object({ kind: z.enum(SITUATION_KINDS), team: teamSchema.nullable() }),
  change_ends: z.boolean(),
  /** A rally game's score (docs/scoring-rules.md, "Rally scoring"); absent in the sets format. */
  rally: rallyViewSchema.optional(),
  version: z.number().int().min(0),
});
export type ScoreViewPayload = z.infer<typeof scoreViewSchema>;

export const shotClockSchema = z.object({
  phase: z.enum(SHOT_CLOCK_PHASES),
  started_at: timestampSchema,
  seconds: z.number().int().positive(),
});
export type ShotClockPayload = z.infer<typeof shotClockSchema>;

/**
 * The live Score entity of docs/scoring-rules.md#the-score-view as every screen and socket message carries it: the engine's view
 * plus the match's identity and clock. `status` is 'pending' while the match is scheduled.
 */
export const liveScoreSchema = scoreViewSchema.extend({
  match_id: matchIdSchema,
  team1_name: z.string(),
  team2_name: z.string(),
  status: z.enum(SCORE_STATUSES),
  match_duration: z.number().int().positive(),
  start_time: timestampSchema.nullable(),
  end_time: timestampSchema.nullable(),
  updated_at: timestampSchema,
  court_id: z.number().int().nullable(),
  club_id: z.number().int().nullable(),
  /** The match's deuce rule, so a board can name its deuce calls (engine `deuceCall`). */
  deuce_mode: z.enum(DEUCE_MODES),
  /**
   * Singles or doubles, so that every board shows one name per side from its first paint (a
   * singles name may hold an '&'). Absent from older servers: doubles.
   */
  match_type: z.enum(MATCH_TYPES).default('doubles'),
  /**
   * The shot clock when the match runs one (docs/broadcast.md): its phase, the server's commit time
   * of the change that started it, and its length. Null when off or stopped; absent from older
   * servers: no clock.
   */
  shot_clock: shotClockSchema.nullable().optional(),
});
export type LiveScore = z.infer<typeof liveScoreSchema>;

/** Score create payload (docs/product.md#entities), also the scoreboard's Create New Match form (docs/product.md#validation). */
export const scoreCreateBodySchema = z
  .object({
    team1Name: requiredText('Team 1 name is required', NAME_MAX),
    team2Name: requiredText('Team 2 name is required', NAME_MAX),
  })
  .refine((body) => body.team1Name.toLowerCase() !== body.team2Name.toLowerCase(), {
    message: MESSAGES.teamNamesDiffer,
    path: ['team2Name'],
  });
export type ScoreCreateBody = z.infer<typeof scoreCreateBodySchema>;

/** PATCH /scores/match/{matchId}/status; status defaults to finished (docs/product.md#states). */
export const statusUpdateBodySchema = z
  .object({ status: z.enum(MATCH_STATUSES, { error: MESSAGES.invalidStatus }).default('finished') })
  // No body at all (or JSON null) also means 'finished'.
  .nullish()
  .transform((body) => body ?? { status: 'finished' as const });
export type StatusUpdateBody = z.infer<typeof statusUpdateBodySchema>;

const teamOfFinishSchema = z.enum(TEAM_VALUES, { error: MESSAGES.teamRequired });

/** POST /scores/{matchId}/retire and /walkover: `team` is the team that gives up. */
export const finishTeamBodySchema = z.object({ team: teamOfFinishSchema });
export type FinishTeamBody = z.infer<typeof finishTeamBodySchema>;

const resultCountSchema = z
  .number({ error: MESSAGES.resultMalformed })
  .int(MESSAGES.resultMalformed)
  .min(0, MESSAGES.resultMalformed)
  .max(99, MESSAGES.resultMalformed);

/** One set of a result entered by hand, as the score shows it (a match tiebreak is 1-0 with its points). */
export const enteredSetSchema = z.object(
  {
    team1: resultCountSchema,
    team2: resultCountSchema,
    tiebreak: z
      .object({ team1: resultCountSchema, team2: resultCountSchema }, { error: MESSAGES.resultMalformed })
      .nullish(),
  },
  { error: MESSAGES.resultMalformed },
);
export type EnteredSetBody = z.infer<typeof enteredSetSchema>;

/**
 * POST /scores/{matchId}/result: the result of a match not scored live. `retired` names the team
 * that retired when the sets stop short of a finished match. Whether the sets fit the match's
 * format is the engine's `checkManualResult` (answered with `resultErrorMessage`).
 */
export const manualResultBodySchema = z.object({
  sets: z
    .array(enteredSetSchema, { error: MESSAGES.resultMalformed })
    .min(1, MESSAGES.resultNoSets)
    .max(SET_KEYS.length, MESSAGES.resultTooManySets),
  retired: teamOfFinishSchema.nullish(),
});
export type ManualResultBody = z.infer<typeof manualResultBodySchema>;

/**
 * POST /scores/{matchId}/{action}: no body, or `pressedAt`, the time the action was pressed (epoch
 * ms): a control screen that was offline sends its queued actions later with their own times.
 */
export const scoreActionBodySchema = z
  .object({
    pressedAt: z
      .number({ error: 'pressedAt must be a time in milliseconds since 1970' })
      .int('pressedAt must be a whole number of milliseconds')
      .positive('pressedAt must be a time in milliseconds since 1970')
      .optional(),
  })
  .nullish()
  .transform((body) => body ?? {});
export type ScoreActionBody = z.input<typeof scoreActionBodySchema>;

export const scoreActionParamsSchema = z.object({
  matchId: matchIdSchema,
  action: z.enum(SCORE_ACTIONS, { error: MESSAGES.invalidAction }),
});
