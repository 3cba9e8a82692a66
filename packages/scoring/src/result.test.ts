/**
 * Matches finished off court (docs/scoring-rules.md, "Finishing a match off court"): a retirement,
 * a walkover and a result entered by hand, stored as such, labelled, and without invented figures.
 */
import { describe, expect, it } from 'vitest';
import { announce } from './announce.ts';
import { apply, replay, UNDO_WINDOW_MS } from './engine.ts';
import { abbreviateFinishReason, describeFinishReason, describeResultError } from './labels.ts';
import { checkManualResult } from './result.ts';
import { initialState } from './state.ts';
import { matchStatistics } from './statistics.ts';
import { log, play, rulesOf, setLine, times } from './test-utils.ts';
import type { EnteredSet, MatchEvent, ResultError, Rules, RulesInput, Team } from './types.ts';
import { type FINISH_REASONS, RESULT_ERRORS } from './types.ts';
import { scoreView } from './view.ts';

const G1 = '1111';
const TEAM1_FIRST: RulesInput = { serviceConfig: { mode: 'team1' } };
const standard = rulesOf(TEAM1_FIRST);
const matchTiebreak = rulesOf({ ...TEAM1_FIRST, superTiebreak: true });
const short = rulesOf({ ...TEAM1_FIRST, gamesPerSet: 4, tiebreakAt: 3 });
const bestOf5 = rulesOf({ ...TEAM1_FIRST, bestOfSets: 5 });
const rally = rulesOf({ ...TEAM1_FIRST, scoringFormat: 'rally', rally: { target: 24 } });

function set(team1: number, team2: number, tiebreak?: [number, number]): EnteredSet {
  return tiebreak ? { team1, team2, tiebreak: { team1: tiebreak[0], team2: tiebreak[1] } } : { team1, team2 };
}

describe('checkManualResult: the results a format can end with', () => {
  it.each<[string, Rules, EnteredSet[], Team | null, Team]>([
    ['two sets: 6-4 6-3', standard, [set(6, 4), set(6, 3)], null, 'team1'],
    [
      'three sets with a 7-5 and a tiebreak: 4-6 7-5 7-6(7-4)',
      standard,
      [set(4, 6), set(7, 5), set(7, 6, [7, 4])],
      null,
      'team1',
    ],
    ['7-6 sets without their tiebreak points', standard, [set(7, 6), set(7, 6)], null, 'team1'],
    ['a retirement after a short set won in its tiebreak (4-3)', short, [set(4, 3)], 'team2', 'team1'],
    [
      'a tiebreak won by two after 6-6 in points: 7-6(8-6)',
      standard,
      [set(7, 6, [8, 6]), set(6, 0)],
      null,
      'team1',
    ],
    [
      'a match tiebreak recorded 1-0 with its points: 6-4 3-6 1-0(10-8)',
      matchTiebreak,
      [set(6, 4), set(3, 6), set(1, 0, [10, 8])],
      null,
      'team1',
    ],
    ['a match tiebreak without its points', matchTiebreak, [set(6, 4), set(3, 6), set(0, 1)], null, 'team2'],
    ['short sets: 4-2 3-4(5-7) 4-3', short, [set(4, 2), set(3, 4, [5, 7]), set(4, 3)], null, 'team1'],
    ['best of 5 in three sets', bestOf5, [set(2, 6), set(3, 6), set(4, 6)], null, 'team2'],
    ['a retirement in the second set: 6-4 2-1 ret.', standard, [set(6, 4), set(2, 1)], 'team1', 'team2'],
    ['a retirement between sets: 6-4 ret.', standard, [set(6, 4)], 'team2', 'team1'],
    ['a retirement before any set finished: 3-3 ret.', standard, [set(3, 3)], 'team2', 'team1'],
    ['a retirement at 6-5', standard, [set(6, 5)], 'team2', 'team1'],
    ['a retirement during the tiebreak (6-6)', standard, [set(6, 6)], 'team1', 'team2'],
    [
      'a retirement before the match tiebreak (entered 0-0)',
      matchTiebreak,
      [set(6, 4), set(3, 6), set(0, 0)],
      'team1',
      'team2',
    ],
    ['a rally game: 14-10', rally, [set(14, 10)], null, 'team1'],
    ['a rally game stopped for time, below the target: 9-11', rally, [set(9, 11)], null, 'team2'],
  ])('accepts %s', (_name, rules, sets, retired, winner) => {
    const checked = checkManualResult(rules, sets, retired);
    expect(checked.ok && checked.result.winner).toBe(winner);
  });

  it('a drawn rally game entered by hand is a draw', () => {
    const checked = checkManualResult(rally, [set(12, 12)]);
    expect(checked.ok && checked.result.winner).toBe('draw');
  });

  it.each<[ResultError, unknown, unknown, Rules]>([
    ['malformed_result', 'six four', null, standard],
    ['malformed_result', [{ team1: 6 }], null, standard],
    ['malformed_result', [{ team1: 6, team2: -1 }], null, standard],
    ['malformed_result', [{ team1: 6.5, team2: 4 }], null, standard],
    ['malformed_result', [set(6, 4), set(6, 3)], 'team3', standard],
    ['no_sets', [], null, standard],
    ['too_many_sets', [set(6, 4), set(4, 6), set(6, 4), set(6, 4)], null, standard],
    ['invalid_set_score', [set(5, 4), set(6, 4)], null, standard],
    ['invalid_set_score', [set(7, 4), set(6, 4)], null, standard],
    ['invalid_set_score', [set(6, 6), set(6, 4)], null, standard],
    ['invalid_set_score', [set(8, 6), set(6, 4)], null, standard],
    ['invalid_set_score', [set(5, 3), set(4, 0)], null, short],
    ['invalid_set_score', [set(6, 4), set(3, 6), set(10, 8)], null, matchTiebreak],
    ['invalid_tiebreak_score', [set(7, 6, [6, 4]), set(6, 4)], null, standard],
    ['invalid_tiebreak_score', [set(7, 6, [4, 7]), set(6, 4)], null, standard],
    ['invalid_tiebreak_score', [set(7, 6, [10, 6]), set(6, 4)], null, standard],
    ['invalid_tiebreak_score', [set(6, 4), set(3, 6), set(1, 0, [9, 7])], null, matchTiebreak],
    ['unexpected_tiebreak', [set(6, 4, [7, 5]), set(6, 4)], null, standard],
    ['match_not_decided', [set(6, 4), set(4, 6)], null, standard],
    ['match_not_decided', [set(6, 4)], null, standard],
    ['set_after_match_won', [set(6, 4), set(6, 4), set(6, 4)], null, standard],
    ['match_already_won', [set(6, 4), set(6, 4)], 'team2', standard],
    ['invalid_unfinished_set', [set(6, 4), set(7, 1)], 'team2', standard],
    ['invalid_unfinished_set', [set(4, 4)], 'team2', short],
    ['invalid_unfinished_set', [set(6, 4), set(3, 6), set(0, 1, [5, 3])], 'team1', matchTiebreak],
    ['invalid_rally_points', [set(14, 11)], null, rally],
    ['too_many_sets', [set(14, 10), set(10, 14)], null, rally],
    ['unexpected_tiebreak', [set(14, 10, [1, 0])], null, rally],
  ])('refuses %s: %j, retired %j', (error, sets, retired, rules) => {
    expect(checkManualResult(rules, sets, retired)).toEqual({ ok: false, error });
  });

  it('every result error has a message', () => {
    for (const error of RESULT_ERRORS) expect(describeResultError(error).length).toBeGreaterThan(10);
  });
});

describe('a result entered by hand', () => {
  const entered: MatchEvent = {
    kind: 'manualResult',
    sets: [set(6, 4), set(3, 6), set(7, 6, [7, 3])],
    at: 5_000,
  };

  it('is stored as such: its sets, the winner, finish reason manual_result', () => {
    const state = play(standard, [entered]);
    const view = scoreView(standard, state);
    expect(setLine(view)).toBe('6-4 3-6 7-6(7-3)');
    expect(view).toMatchObject({
      status: 'finished',
      winner: 'team1',
      finish_reason: 'manual_result',
      sets_won: { team1: 2, team2: 1 },
      currentSet: 2,
    });
    expect(view.current_game.is_tiebreak).toBe(false);
    expect(replay(standard, [entered])).toEqual(state);
  });

  it('with a retirement: the sets played, the unfinished set in play, finish reason retired', () => {
    const state = play(standard, [
      { kind: 'manualResult', sets: [set(6, 4), set(2, 1)], retired: 'team1', at: 0 },
    ]);
    const view = scoreView(standard, state);
    expect(setLine(view)).toBe('6-4 2-1');
    expect(view).toMatchObject({ winner: 'team2', finish_reason: 'retired', currentSet: 1 });
  });

  it('has no invented statistics: every point figure is 0 and pointByPoint is false', () => {
    const stats = matchStatistics(standard, [entered]);
    expect(stats.pointByPoint).toBe(false);
    expect(stats).toMatchObject({
      pointsPlayed: 0,
      team1Points: { totalPoints: 0, percentageWon: 0 },
      longestPoint: { duration: 0 },
      matchDurationSeconds: 0,
      setPoints: { team1Attempted: 0, team1Won: 0, team2Attempted: 0, team2Won: 0 },
    });
    expect(stats.sets.map((s) => [s.team1Games, s.team2Games, s.pointsPlayed, s.finished])).toEqual([
      [6, 4, 0, true],
      [3, 6, 0, true],
      [7, 6, 0, true],
    ]);
  });

  it('is refused once a point was scored (match_in_play), and when the format cannot end so (invalid_result)', () => {
    const afterPoint = play(standard, log('1'));
    expect(apply(standard, afterPoint, entered)).toEqual({ ok: false, code: 'match_in_play' });
    const notDecided: MatchEvent = { kind: 'manualResult', sets: [set(6, 4)], at: 0 };
    expect(apply(standard, initialState(standard), notDecided)).toEqual({
      ok: false,
      code: 'invalid_result',
    });
    const malformed = { kind: 'manualResult', sets: 'six four', at: 0 } as unknown as MatchEvent;
    expect(apply(standard, initialState(standard), malformed)).toEqual({ ok: false, code: 'invalid_event' });
  });

  it('can follow a choice of servers or a rally for serve (no scored point yet)', () => {
    const custom = rulesOf({ serviceConfig: { mode: 'custom' } });
    expect(apply(custom, play(custom, log('1')), entered).ok).toBe(true);
  });

  it('can be undone within 60 s like any match end, not later', () => {
    const state = play(standard, [entered]);
    const undone = apply(standard, state, { kind: 'undo', at: 5_000 + UNDO_WINDOW_MS });
    expect(undone.ok && scoreView(standard, undone.state)).toMatchObject({
      status: 'ongoing',
      finish_reason: null,
    });
    expect(apply(standard, state, { kind: 'undo', at: 5_001 + UNDO_WINDOW_MS })).toEqual({
      ok: false,
      code: 'undo_window_closed',
    });
  });

  it("in the rally format: the game's points", () => {
    const state = play(rally, [{ kind: 'manualResult', sets: [set(10, 14)], at: 0 }]);
    const view = scoreView(rally, state);
    expect(view.rally).toMatchObject({ team1_points: 10, team2_points: 14 });
    expect(view).toMatchObject({ winner: 'team2', finish_reason: 'manual_result' });
  });
});

describe('a retirement', () => {
  const played = log(`${times(6, G1)}1122`);

  it('ends the match for the other team, the score staying as played', () => {
    const state = play(standard, [...played, { kind: 'retire', team: 'team1', at: 200_000 }]);
    const view = scoreView(standard, state);
    expect(view).toMatchObject({ status: 'finished', winner: 'team2', finish_reason: 'retired' });
    expect(setLine(view)).toBe('6-0 0-0');
    expect(view.current_game).toMatchObject({ team1_score: '30', team2_score: '30' });
    expect(view.situation.kind).toBe('none');
  });

  it('keeps the statistics of the points actually played', () => {
    const stats = matchStatistics(standard, [...played, { kind: 'retire', team: 'team1', at: 200_000 }]);
    expect(stats.pointByPoint).toBe(true);
    expect(stats.pointsPlayed).toBe(28);
    expect(stats.matchDurationSeconds).toBe(200);
    expect(stats.sets.map((s) => [s.set, s.finished, s.pointsPlayed])).toEqual([
      [1, true, 24],
      [2, false, 4],
    ]);
  });

  it('is refused after the match ended, and undone within 60 s', () => {
    const finished = play(standard, log(times(12, G1)));
    expect(apply(standard, finished, { kind: 'retire', team: 'team2', at: 1e9 })).toEqual({
      ok: false,
      code: 'match_finished',
    });
    const retired = play(standard, [...played, { kind: 'retire', team: 'team2', at: 200_000 }]);
    const undone = apply(standard, retired, { kind: 'undo', at: 210_000 });
    expect(undone.ok && undone.state.status).toBe('ongoing');
  });

  it('is announced as a match ended by the operator', () => {
    const before = play(standard, played);
    const after = play(standard, [{ kind: 'retire', team: 'team1', at: 200_000 }], before);
    expect(announce(standard, scoreView(standard, before), scoreView(standard, after)).clips).toEqual([
      'match-ended',
    ]);
  });
});

describe('a walkover', () => {
  it('gives the match to the other team with no score and no statistics', () => {
    const state = play(standard, [{ kind: 'walkover', team: 'team2', at: 0 }]);
    const view = scoreView(standard, state);
    expect(view).toMatchObject({
      status: 'finished',
      winner: 'team1',
      finish_reason: 'walkover',
      currentSet: 0,
    });
    expect(setLine(view)).toBe('0-0');
    const stats = matchStatistics(standard, [{ kind: 'walkover', team: 'team2', at: 0 }]);
    expect(stats).toMatchObject({ pointByPoint: false, pointsPlayed: 0, matchDurationSeconds: 0, sets: [] });
  });

  it('is refused once a point was scored', () => {
    expect(apply(standard, play(standard, log('12')), { kind: 'walkover', team: 'team1', at: 1e6 })).toEqual({
      ok: false,
      code: 'match_in_play',
    });
  });

  it('refuses a team that is no team', () => {
    const event = { kind: 'walkover', team: 'team3', at: 0 } as unknown as MatchEvent;
    expect(apply(standard, initialState(standard), event)).toEqual({ ok: false, code: 'invalid_event' });
  });
});

describe('labels of finishes', () => {
  it.each<[(typeof FINISH_REASONS)[number], string, string]>([
    ['score', 'Match won', ''],
    ['time', 'Finished for time', ''],
    ['manual', 'Ended by the operator', ''],
    ['retired', 'Retired', 'Ret.'],
    ['walkover', 'Walkover', 'W/O'],
    ['manual_result', 'Result entered by hand', ''],
  ])('%s: %s, marked %j', (reason, description, mark) => {
    expect(describeFinishReason(reason)).toBe(description);
    expect(abbreviateFinishReason(reason)).toBe(mark);
  });
});
