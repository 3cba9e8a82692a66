/**
 * The contract carries the engine's output to every screen: each schema that holds an engine type
 * must infer exactly that type, so a field the engine adds (or renames) fails the type check here
 * instead of being stripped by zod on its way to the screen (docs/ARCHITECTURE.md, "Vocabulary and
 * policies"). These assertions are checked by `tsc -p packages/contract` (the typecheck step of
 * `npm test`); at run time they only prove the lists are the engine's own arrays.
 */
import {
  BEST_OF_SETS,
  type BreakPointStatistics,
  type DeuceMode,
  FINISH_REASONS as ENGINE_FINISH_REASONS,
  LAST_POINT_TYPES as ENGINE_LAST_POINT_TYPES,
  MATCH_STATUSES as ENGINE_MATCH_STATUSES,
  MATCH_TYPES as ENGINE_MATCH_TYPES,
  SET_KEYS as ENGINE_SET_KEYS,
  SITUATION_KINDS as ENGINE_SITUATION_KINDS,
  type SetScore as EngineSetScore,
  type EnteredSet,
  type FinishReason,
  type LastPointType,
  type MatchStatistics,
  type MatchStatus,
  type MatchType,
  type PlayerNumber,
  type PlayerStatistics,
  POINT_NAMES,
  type PointName,
  type RallyView,
  type Rules,
  type ScoreView,
  type ServiceMode,
  type SetKey,
  type SetStatistics,
  type SituationKind,
  type Sport,
  TEAMS,
  type Team,
  type TeamPointsStatistics,
  type TeamServer,
  WINNERS,
  type Winner,
} from '@bandeja/scoring';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  finishedMatchItemSchema,
  matchPlayerSchema,
  matchSchema,
  matchSettingsSchema,
} from './matches.ts';
import type {
  enteredSetSchema,
  liveScoreSchema,
  manualResultBodySchema,
  rallyViewSchema,
  scoreViewSchema,
  setScoreSchema,
} from './scores.ts';
import type { statisticsUpdateSchema } from './socket.ts';
import type { matchStatisticsSchema } from './statistics.ts';
import {
  FINISH_REASONS,
  LAST_POINT_TYPES,
  MATCH_STATUSES,
  MATCH_TYPES,
  POINT_NAME_VALUES,
  SCORE_STATUSES,
  SET_KEYS,
  SITUATION_KINDS,
  TEAM_VALUES,
  WINNER_VALUES,
} from './vocabulary.ts';

type Infer<Schema extends z.ZodType> = z.infer<Schema>;

/** The fields a live score adds to the engine's view: the match's identity, clock and format. */
type LiveScoreOwnFields =
  | 'match_id'
  | 'team1_name'
  | 'team2_name'
  | 'status'
  | 'match_duration'
  | 'start_time'
  | 'end_time'
  | 'updated_at'
  | 'court_id'
  | 'club_id'
  | 'deuce_mode'
  | 'match_type'
  | 'shot_clock';

describe('the score schemas carry the engine types unchanged', () => {
  it('the score view is the engine’s ScoreView, field by field (the rally score included)', () => {
    expectTypeOf<Infer<typeof scoreViewSchema>>().toEqualTypeOf<ScoreView>();
    expectTypeOf<Infer<typeof setScoreSchema>>().toEqualTypeOf<EngineSetScore>();
    expectTypeOf<Infer<typeof rallyViewSchema>>().toEqualTypeOf<RallyView>();
  });

  it('the live score is the engine’s view plus the match’s own fields', () => {
    type LiveScore = Infer<typeof liveScoreSchema>;
    expectTypeOf<Omit<LiveScore, LiveScoreOwnFields>>().toEqualTypeOf<Omit<ScoreView, 'status'>>();
    expectTypeOf<LiveScore['status']>().toEqualTypeOf<'pending' | MatchStatus>();
    expectTypeOf<LiveScore['deuce_mode']>().toEqualTypeOf<DeuceMode>();
    expectTypeOf<LiveScore['match_type']>().toEqualTypeOf<MatchType>();
  });

  it('a result entered by hand is the engine’s EnteredSet', () => {
    expectTypeOf<Infer<typeof enteredSetSchema>>().toEqualTypeOf<EnteredSet>();
    expectTypeOf<NonNullable<Infer<typeof manualResultBodySchema>['retired']>>().toEqualTypeOf<Team>();
  });
});

describe('the statistics schemas carry the engine types unchanged', () => {
  it('match statistics are the engine’s MatchStatistics, every nested figure included', () => {
    type Statistics = Infer<typeof matchStatisticsSchema>;
    expectTypeOf<Statistics>().toEqualTypeOf<MatchStatistics>();
    expectTypeOf<Statistics['player1Stats']>().toEqualTypeOf<PlayerStatistics>();
    expectTypeOf<Statistics['team1Points']>().toEqualTypeOf<TeamPointsStatistics>();
    expectTypeOf<Statistics['team1BreakPoints']>().toEqualTypeOf<BreakPointStatistics>();
    expectTypeOf<Statistics['sets'][number]>().toEqualTypeOf<SetStatistics>();
  });

  it('a statistics update carries the engine’s figures for the match and the set', () => {
    type Update = Infer<typeof statisticsUpdateSchema>;
    expectTypeOf<Update['statistics']>().toEqualTypeOf<MatchStatistics>();
    expectTypeOf<NonNullable<Update['setStatistics']>>().toEqualTypeOf<MatchStatistics>();
  });
});

describe('the match schemas use the engine’s words for its settings', () => {
  it('stored settings hold the engine’s rule values', () => {
    type Settings = Infer<typeof matchSettingsSchema>;
    expectTypeOf<Settings['goldenPointMode']>().toEqualTypeOf<Rules['goldenPointMode']>();
    expectTypeOf<Settings['bestOfSets']>().toEqualTypeOf<Rules['bestOfSets']>();
    expectTypeOf<Settings['sport']>().toEqualTypeOf<Sport>();
    expectTypeOf<Settings['matchType']>().toEqualTypeOf<MatchType>();
    expectTypeOf<Settings['serviceConfig']['mode']>().toEqualTypeOf<ServiceMode>();
    expectTypeOf<Settings['serviceConfig']['team1Server']>().toEqualTypeOf<TeamServer>();
    expectTypeOf<Settings['coinToss']>().toEqualTypeOf<Team | null>();
  });

  it('players, winners and finishes are the engine’s', () => {
    expectTypeOf<Infer<typeof matchPlayerSchema>['playerNumber']>().toEqualTypeOf<PlayerNumber>();
    expectTypeOf<Infer<typeof matchPlayerSchema>['team']>().toEqualTypeOf<Team>();
    expectTypeOf<Infer<typeof matchSchema>['winner']>().toEqualTypeOf<Winner | null>();
    expectTypeOf<Infer<typeof matchSchema>['finish_reason']>().toEqualTypeOf<FinishReason | null>();
    expectTypeOf<Infer<typeof matchSchema>['status']>().toEqualTypeOf<'scheduled' | MatchStatus>();
    expectTypeOf<Infer<typeof finishedMatchItemSchema>['match_type']>().toEqualTypeOf<MatchType>();
  });
});

describe('the vocabulary is the engine’s lists, not a copy', () => {
  it('re-exports the engine’s own arrays', () => {
    expect(TEAM_VALUES).toBe(TEAMS);
    expect(WINNER_VALUES).toBe(WINNERS);
    expect(POINT_NAME_VALUES).toBe(POINT_NAMES);
    expect(LAST_POINT_TYPES).toBe(ENGINE_LAST_POINT_TYPES);
    expect(SITUATION_KINDS).toBe(ENGINE_SITUATION_KINDS);
    expect(FINISH_REASONS).toBe(ENGINE_FINISH_REASONS);
    expect(MATCH_TYPES).toBe(ENGINE_MATCH_TYPES);
    expect(SET_KEYS).toBe(ENGINE_SET_KEYS);
    expectTypeOf<(typeof POINT_NAME_VALUES)[number]>().toEqualTypeOf<PointName>();
    expectTypeOf<(typeof LAST_POINT_TYPES)[number]>().toEqualTypeOf<LastPointType>();
    expectTypeOf<(typeof SITUATION_KINDS)[number]>().toEqualTypeOf<SituationKind>();
    expectTypeOf<(typeof SET_KEYS)[number]>().toEqualTypeOf<SetKey>();
  });

  it('extends the engine’s statuses with the states only a match record has', () => {
    expect(SCORE_STATUSES).toEqual(['pending', ...ENGINE_MATCH_STATUSES]);
    expect(MATCH_STATUSES).toEqual(['scheduled', ...ENGINE_MATCH_STATUSES]);
    expect(BEST_OF_SETS).toEqual([1, 3, 5]);
  });
});
