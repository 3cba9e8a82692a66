import { z } from 'zod';
import { matchIdSchema, NAME_MAX, timestampSchema } from './common.ts';

export const TEAM_VALUES = ['team1', 'team2'] as const;
export const POINT_NAME_VALUES = ['0', '15', '30', '40', 'AD'] as const;
export const LAST_POINT_TYPES = ['none', 'point', 'game', 'set', 'match', 'undo', 'reset'] as const;
export const SCORE_STATUSES = ['pending', 'ongoing', 'finished'] as const;
export type ScoreStatus = (typeof SCORE_STATUSES)[number];
export const SITUATION_KINDS = ['none', 'game_point', 'break_point', 'set_point', 'match_point'] as const;
export const FINISH_REASONS = ['score', 'time', 'manual'] as const;

const teamSchema = z.enum(TEAM_VALUES);

export const setScoreSchema = z.object({
  team1: z.number().int().min(0),
  team2: z.number().int().min(0),
  /** Tiebreak points of that set when it had one (a super tiebreak set is recorded 1-0). */
  tiebreak: z.object({ team1: z.number().int().min(0), team2: z.number().int().min(0) }).nullable(),
});
export type SetScore = z.infer<typeof setScoreSchema>;

export const SET_KEYS = ['set1', 'set2', 'set3', 'set4', 'set5'] as const;
export type SetKey = (typeof SET_KEYS)[number];

export const setScoresSchema = z.object({
  set1: setScoreSchema,
  set2: setScoreSchema,
  set3: setScoreSchema,
  set4: setScoreSchema,
  set5: setScoreSchema,
});

/**
 * The engine's view of a match (packages/scoring `ScoreView`): the stored snapshot, derived from the
 * event log and never edited by hand.
 */
export const scoreViewSchema = z.object({
  status: z.enum(['ongoing', 'finished']),
  winner: z.enum(['team1', 'team2', 'draw']).nullable(),
  finish_reason: z.enum(FINISH_REASONS).nullable(),
  server_defined: z.boolean(),
  server: teamSchema.nullable(),
  currentSet: z.number().int().min(0),
  set_scores: setScoresSchema,
  sets_won: z.object({ team1: z.number().int().min(0), team2: z.number().int().min(0) }),
  current_game: z.object({
    team1_score: z.enum(POINT_NAME_VALUES),
    team2_score: z.enum(POINT_NAME_VALUES),
    server: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable(),
    is_golden_point: z.boolean(),
    is_tiebreak: z.boolean(),
    is_super_tiebreak: z.boolean(),
    team1_tiebreak_score: z.number().int().min(0),
    team2_tiebreak_score: z.number().int().min(0),
    current_game: z.number().int().min(1),
    current_set: z.number().int().min(1),
    deuce_count: z.number().int().min(0),
  }),
  last_point_score: z.enum(['none', 'team1', 'team2']),
  last_point_type: z.enum(LAST_POINT_TYPES),
  situation: z.object({ kind: z.enum(SITUATION_KINDS), team: teamSchema.nullable() }),
  change_ends: z.boolean(),
  version: z.number().int().min(0),
});
export type ScoreViewPayload = z.infer<typeof scoreViewSchema>;

/**
 * The live Score entity of spec §3 as every screen and socket message carries it: the engine's view
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
});
export type LiveScore = z.infer<typeof liveScoreSchema>;

/** Score create payload (spec §3), also the scoreboard's Create New Match form (spec §5). */
export const scoreCreateBodySchema = z
  .object({
    team1Name: z
      .string({ error: 'Team 1 name is required' })
      .trim()
      .min(1, 'Team 1 name is required')
      .max(NAME_MAX, 'Team 1 name is too long'),
    team2Name: z
      .string({ error: 'Team 2 name is required' })
      .trim()
      .min(1, 'Team 2 name is required')
      .max(NAME_MAX, 'Team 2 name is too long'),
  })
  .refine((body) => body.team1Name.toLowerCase() !== body.team2Name.toLowerCase(), {
    message: 'Team names must be different',
    path: ['team2Name'],
  });
export type ScoreCreateBody = z.infer<typeof scoreCreateBodySchema>;

export const MATCH_STATUSES = ['scheduled', 'ongoing', 'finished'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/** PATCH /scores/match/{matchId}/status; status defaults to finished (spec §4). */
export const statusUpdateBodySchema = z
  .object({ status: z.enum(MATCH_STATUSES).default('finished') })
  .optional()
  .transform((body) => body ?? { status: 'finished' as const });
export type StatusUpdateBody = z.infer<typeof statusUpdateBodySchema>;

/** The score actions of spec §7 plus undo (design §4), named as the URL spells them. */
export const SCORE_ACTIONS = ['team1-point', 'team2-point', 'reset-game', 'reset-set', 'undo'] as const;
export type ScoreAction = (typeof SCORE_ACTIONS)[number];
export const scoreActionParamsSchema = z.object({
  matchId: matchIdSchema,
  action: z.enum(SCORE_ACTIONS, { error: 'Invalid action' }),
});

/** Display names of the actions, for the '{action} successful' toast. */
export const SCORE_ACTION_LABELS: Record<ScoreAction, string> = {
  'team1-point': 'Team 1 point',
  'team2-point': 'Team 2 point',
  'reset-game': 'Reset game',
  'reset-set': 'Reset set',
  undo: 'Undo',
};

/** Default match duration (spec §9): 90 minutes. */
export const DEFAULT_MATCH_DURATION_SECONDS = 5400;

/** Splits 'Player1 & Player2' into its two names for display (spec §3). */
export function splitTeamName(teamName: string): [string, string] {
  const [first = '', ...rest] = teamName.split('&').map((part) => part.trim());
  return [first, rest.join(' & ')];
}

/** Joins player names with ' & ' after dropping blanks (spec §5, admin match form). */
export function joinTeamName(...names: readonly (string | null | undefined)[]): string {
  return names
    .map((name) => (name ?? '').trim())
    .filter((name) => name.length > 0)
    .join(' & ');
}

/** Set scores as 'a-b' joined with ' / ', sets at 0-0 hidden (spec §9). */
export function formatSetScores(sets: { team1: number; team2: number }[]): string {
  return sets
    .filter((set) => set.team1 !== 0 || set.team2 !== 0)
    .map((set) => `${set.team1}-${set.team2}`)
    .join(' / ');
}
