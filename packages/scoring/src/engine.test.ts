import { describe, expect, it } from 'vitest';
import { apply, replay, UNDO_WINDOW_MS } from './engine.ts';
import { initialState } from './state.ts';
import { log, play, rulesOf, STEP_MS, setLine, times, viewOf } from './test-utils.ts';
import type { MatchEvent, RefusalCode, Rules, RulesInput } from './types.ts';
import { scoreView } from './view.ts';

const G1 = '1111';
const G2 = '2222';
const TEAM1_FIRST: RulesInput = { serviceConfig: { mode: 'team1' } };
const rules = rulesOf(TEAM1_FIRST);

function refusal(r: Rules, notation: string, event: MatchEvent): RefusalCode | null {
  const result = apply(r, play(r, log(notation)), event);
  return result.ok ? null : result.code;
}

describe('sets', () => {
  it.each<[string, RulesInput, string, string]>([
    [
      'a set is won at six games with a lead of two (6-4)',
      TEAM1_FIRST,
      times(4, G1 + G2) + G1 + G1,
      '6-4 0-0',
    ],
    ['at 5-5 the set goes on: 6-5 is not won', TEAM1_FIRST, times(5, G1 + G2) + G1, '6-5'],
    ['7-5 wins the set', TEAM1_FIRST, times(5, G1 + G2) + G1 + G1, '7-5 0-0'],
    [
      'at 6-6 a tiebreak to 7 decides the set 7-6',
      TEAM1_FIRST,
      `${times(6, G1 + G2)}1111111`,
      '7-6(7-0) 0-0',
    ],
    [
      'a tiebreak needs a lead of two (8-6)',
      TEAM1_FIRST,
      `${times(6, G1 + G2) + times(6, '12')}22`,
      '6-7(6-8) 0-0',
    ],
    [
      'with tiebreakAt 5 of 6 games, 5-5 is a tiebreak deciding the set 6-5',
      { gamesPerSet: 6, tiebreakAt: 5, serviceConfig: { mode: 'team1' } },
      `${times(5, G1 + G2)}1111111`,
      '6-5(7-0) 0-0',
    ],
    [
      'superTiebreak: the deciding set is one tiebreak to 10, recorded 1-0 with its points',
      { superTiebreak: true, serviceConfig: { mode: 'team1' } },
      times(6, G1) + times(6, G2) + times(10, '1'),
      '6-0 0-6 1-0(10-0)',
    ],
    [
      'superTiebreak: the super tiebreak needs a lead of two (12-10)',
      { superTiebreak: true, serviceConfig: { mode: 'team1' } },
      `${times(6, G1) + times(6, G2) + times(10, '12')}22`,
      '6-0 0-6 0-1(10-12)',
    ],
  ])('%s', (_rule, input, notation, expected) => {
    expect(setLine(viewOf(rulesOf(input), notation))).toBe(expected);
  });

  it('a tiebreak is shown as tiebreak points, the game scores stay 0', () => {
    const view = viewOf(rules, `${times(6, G1 + G2)}1121`);
    expect(view.current_game).toMatchObject({
      is_tiebreak: true,
      is_super_tiebreak: false,
      team1_score: '0',
      team2_score: '0',
      team1_tiebreak_score: 3,
      team2_tiebreak_score: 1,
      current_game: 13,
    });
  });

  it('superTiebreak: the super tiebreak is flagged from its first point', () => {
    const view = viewOf(rulesOf({ superTiebreak: true, ...TEAM1_FIRST }), times(6, G1) + times(6, G2));
    expect(view.current_game).toMatchObject({ is_tiebreak: true, is_super_tiebreak: true, current_set: 3 });
    expect(view.currentSet).toBe(2);
  });
});

describe('match end', () => {
  it.each<[string, 1 | 3 | 5, string]>([
    ['bestOfSets 1: one set wins the match', 1, times(6, G1)],
    ['bestOfSets 3: two sets win the match', 3, times(12, G1)],
    ['bestOfSets 5: three sets win the match', 5, times(6, G2) + times(18, G1)],
  ])('%s', (_rule, bestOfSets, notation) => {
    const r = rulesOf({ bestOfSets, ...TEAM1_FIRST });
    const before = play(r, log(notation.slice(0, -1)));
    expect(scoreView(r, before).status).toBe('ongoing');
    const view = viewOf(r, notation);
    expect(view).toMatchObject({
      status: 'finished',
      winner: 'team1',
      finish_reason: 'score',
      last_point_type: 'match',
    });
    expect(view.situation.kind).toBe('none');
  });

  it('the finished view points at the last set played', () => {
    const view = viewOf(rules, times(12, G1));
    expect(view.currentSet).toBe(1);
    expect(view.current_game.current_set).toBe(2);
    expect(view.current_game.current_game).toBe(6);
    expect(setLine(view)).toBe('6-0 6-0');
  });

  it.each<[string, MatchEvent]>([
    ['a point', { kind: 'point', team: 'team2', at: 1e9 }],
    ['a reset of the game', { kind: 'resetGame', at: 1e9 }],
    ['a reset of the set', { kind: 'resetSet', at: 1e9 }],
    ['a finish', { kind: 'finish', reason: 'time', at: 1e9 }],
    ['a choice of servers', { kind: 'serversChosen', team1Server: 1, team2Server: 1, at: 1e9 }],
    ['a serve decision', { kind: 'serveDecided', team: 'team1', at: 1e9 }],
  ])('finished is terminal: %s is refused with match_finished', (_name, event) => {
    expect(refusal(rules, times(12, G1), event)).toBe('match_finished');
  });
});

describe('undo', () => {
  it('undo removes the latest point', () => {
    expect(viewOf(rules, '112u').current_game).toMatchObject({ team1_score: '30', team2_score: '0' });
  });

  it('undo repeats across game and set boundaries', () => {
    const r = rules;
    const view = viewOf(r, `${times(6, G1)}1uu`);
    expect(setLine(view)).toBe('5-0');
    expect(view.current_game).toMatchObject({ team1_score: '40', team2_score: '0', current_set: 1 });
    expect(view.server).toBe('team2');
  });

  it('undo across a set boundary restores the tiebreak in play', () => {
    const view = viewOf(rules, `${times(6, G1 + G2)}1111111u`);
    expect(view.current_game).toMatchObject({
      is_tiebreak: true,
      team1_tiebreak_score: 6,
      team2_tiebreak_score: 0,
    });
    expect(view.set_scores.set1).toEqual({ team1: 6, team2: 6, tiebreak: null });
    expect(view.sets_won).toEqual({ team1: 0, team2: 0 });
  });

  it('undo with nothing left is refused', () => {
    expect(refusal(rules, '', { kind: 'undo', at: 0 })).toBe('nothing_to_undo');
    expect(refusal(rules, '12uu', { kind: 'undo', at: 1e6 })).toBe('nothing_to_undo');
  });

  it('undo reverses a reset of the game', () => {
    expect(viewOf(rules, '112gu').current_game).toMatchObject({ team1_score: '30', team2_score: '15' });
  });

  it('undo reverses a reset of the set, service included', () => {
    const view = viewOf(rules, `${G1 + G2 + G1}2su`);
    expect(setLine(view)).toBe('2-1');
    expect(view.current_game.team2_score).toBe('15');
    expect(view.current_game.server).toBe(4);
  });

  it('undo after undo removes the event before: an undo is never itself undone', () => {
    expect(viewOf(rules, '1122uu').current_game).toMatchObject({ team1_score: '30', team2_score: '0' });
  });

  it('the version counts every accepted event, undo included', () => {
    expect(viewOf(rules, '1122uu').version).toBe(6);
  });
});

describe('undo window of 60 s after the match', () => {
  const matchLog = log(times(12, G1));
  const endAt = (matchLog[matchLog.length - 1]?.at ?? 0) as number;
  const finished = play(rules, matchLog);

  it.each<[string, number, boolean]>([
    ['an undo of the match-ending point at once reopens the match', 0, true],
    ['an undo of the match-ending point at exactly 60 s reopens the match', UNDO_WINDOW_MS, true],
    ['an undo of the match-ending point after 60 s is refused', UNDO_WINDOW_MS + 1, false],
  ])('%s', (_rule, delay, accepted) => {
    const result = apply(rules, finished, { kind: 'undo', at: endAt + delay });
    if (accepted) {
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const view = scoreView(rules, result.state);
      expect(view).toMatchObject({
        status: 'ongoing',
        winner: null,
        finish_reason: null,
        last_point_type: 'undo',
      });
      expect(setLine(view)).toBe('6-0 5-0');
      expect(view.current_game).toMatchObject({ team1_score: '40', team2_score: '0' });
    } else {
      expect(result).toEqual({ ok: false, code: 'undo_window_closed' });
    }
  });

  it('after the reopening undo, further undos need no window', () => {
    const reopened = play(
      rules,
      [
        { kind: 'undo', at: endAt + 1000 },
        { kind: 'undo', at: endAt + 10 * UNDO_WINDOW_MS },
      ],
      finished,
    );
    expect(scoreView(rules, reopened).current_game).toMatchObject({ team1_score: '30', team2_score: '0' });
  });

  it('an undo of a finish within 60 s reopens the match', () => {
    const view = viewOf(rules, `${G1}1Tu`);
    expect(view).toMatchObject({ status: 'ongoing', winner: null, finish_reason: null });
    expect(view.current_game.team1_score).toBe('15');
  });

  it('an undo of a finish after 60 s is refused', () => {
    const stopped = play(rules, log(`${G1}1T`));
    const at = 6 * STEP_MS + UNDO_WINDOW_MS + 1;
    expect(apply(rules, stopped, { kind: 'undo', at })).toEqual({ ok: false, code: 'undo_window_closed' });
  });
});

describe('resets', () => {
  it('resetGame: the game goes back to 0-0 with the same server', () => {
    const view = viewOf(rules, `${G1}122g`);
    expect(view.current_game).toMatchObject({ team1_score: '0', team2_score: '0', server: 3 });
    expect(setLine(view)).toBe('1-0');
    expect(view).toMatchObject({ last_point_type: 'reset', last_point_score: 'none' });
  });

  it('resetGame in a tiebreak: tiebreak points back to 0-0, the first server again', () => {
    const before = viewOf(rules, times(6, G1 + G2));
    const view = viewOf(rules, `${times(6, G1 + G2)}12121g`);
    expect(view.current_game).toMatchObject({
      is_tiebreak: true,
      team1_tiebreak_score: 0,
      team2_tiebreak_score: 0,
    });
    expect(view.current_game.server).toBe(before.current_game.server);
  });

  it("resetSet: the set goes back to 0-0 games with the service as at the set's start", () => {
    const atSetStart = viewOf(rules, times(6, G1));
    const view = viewOf(rules, `${times(6, G1)}${G2 + G1 + G2}12s`);
    expect(setLine(view)).toBe('6-0 0-0');
    expect(view.current_game).toMatchObject({ team1_score: '0', team2_score: '0', current_game: 1 });
    expect(view.current_game.server).toBe(atSetStart.current_game.server);
    expect(view.server).toBe(atSetStart.server);
  });

  it('resetSet keeps the servers chosen at the start of the set', () => {
    const r = rules;
    const chosen: MatchEvent = { kind: 'serversChosen', team1Server: 2, team2Server: 2, at: 1 };
    const state = play(r, [chosen, ...log(`${G1 + G2}1s`, 2)]);
    expect(scoreView(r, state).current_game.server).toBe(2);
  });

  it.each<[string, string, MatchEvent, RefusalCode]>([
    ['resetGame at 0-0 is refused', G1, { kind: 'resetGame', at: 1e6 }, 'nothing_to_reset'],
    ['resetSet at 0-0 is refused', times(6, G1), { kind: 'resetSet', at: 1e6 }, 'nothing_to_reset'],
  ])('%s', (_rule, notation, event, code) => {
    expect(refusal(rules, notation, event)).toBe(code);
  });
});

describe('finish for time or by the operator', () => {
  it.each<[string, string, 'team1' | 'team2' | 'draw']>([
    ['time limit: the team with more sets wins', `${times(6, G2)}${times(5, G1)}`, 'team2'],
    ['time limit: sets level, more games in the current set wins', `${times(3, G1)}${G2}`, 'team1'],
    ['time limit: sets and games level is a draw', `${G1 + G2}11`, 'draw'],
    [
      'time limit: one set each and level games is a draw',
      `${times(6, G1)}${times(6, G2)}${G1 + G2}`,
      'draw',
    ],
    ['time limit right at a set end: the set counts', `${times(6, G2)}`, 'team2'],
  ])('%s', (_rule, notation, winner) => {
    const view = viewOf(rules, `${notation}T`);
    expect(view).toMatchObject({ status: 'finished', winner, finish_reason: 'time' });
    expect(view.change_ends).toBe(false);
  });

  it('manual finish records the reason', () => {
    expect(viewOf(rules, `${G1}M`)).toMatchObject({
      status: 'finished',
      winner: 'team1',
      finish_reason: 'manual',
    });
  });

  it('a time finish keeps the score of the game in play', () => {
    const view = viewOf(rules, `${G1}12T`);
    expect(view.current_game).toMatchObject({ team1_score: '15', team2_score: '15', current_game: 2 });
  });
});

describe('play for serve (service mode custom)', () => {
  const custom = rulesOf({ serviceConfig: { mode: 'custom', team1Server: 1, team2Server: 2 } });

  it('the server is undefined until the rally for serve', () => {
    const view = scoreView(custom, initialState(custom));
    expect(view).toMatchObject({ server_defined: false, server: null });
    expect(view.current_game.server).toBeNull();
  });

  it('play for serve: a point while undefined decides the serving team and scores nothing', () => {
    const view = viewOf(custom, '2');
    expect(view).toMatchObject({ server_defined: true, server: 'team2', version: 1 });
    expect(view).toMatchObject({ last_point_score: 'none', last_point_type: 'none' });
    expect(view.current_game).toMatchObject({ team1_score: '0', team2_score: '0', server: 4 });
  });

  it('play for serve: the next point scores', () => {
    expect(viewOf(custom, '21').current_game).toMatchObject({ team1_score: '15', team2_score: '0' });
  });

  it('play for serve: serveDecided decides like the rally', () => {
    expect(viewOf(custom, 'a')).toMatchObject({ server_defined: true, server: 'team1' });
  });

  it('play for serve: undo of the rally makes the server undefined again', () => {
    expect(viewOf(custom, '2u')).toMatchObject({ server_defined: false, server: null });
  });

  it.each<[string, RulesInput, string, MatchEvent, RefusalCode]>([
    [
      'a second serve decision is refused',
      { serviceConfig: { mode: 'custom' } },
      '1',
      { kind: 'serveDecided', team: 'team2', at: 1e6 },
      'server_already_defined',
    ],
    [
      'a serve decision with a fixed first server is refused',
      TEAM1_FIRST,
      '',
      { kind: 'serveDecided', team: 'team2', at: 1e6 },
      'server_already_defined',
    ],
    [
      'resetGame before the serve is decided is refused',
      { serviceConfig: { mode: 'custom' } },
      '',
      { kind: 'resetGame', at: 1e6 },
      'server_not_defined',
    ],
    [
      'resetSet before the serve is decided is refused',
      { serviceConfig: { mode: 'custom' } },
      '',
      { kind: 'resetSet', at: 1e6 },
      'server_not_defined',
    ],
  ])('play for serve: %s', (_rule, input, notation, event, code) => {
    expect(refusal(rulesOf(input), notation, event)).toBe(code);
  });
});

describe('servers chosen at the start of a set', () => {
  const choose = (team1Server: 1 | 2, team2Server: 1 | 2, at: number): MatchEvent => ({
    kind: 'serversChosen',
    team1Server,
    team2Server,
    at,
  });

  it('before the first point of a set the choice is accepted', () => {
    const view = scoreView(rules, play(rules, [choose(2, 2, 0)]));
    expect(view.current_game.server).toBe(2);
  });

  it('after the first point of a set the choice is refused', () => {
    expect(refusal(rules, '1', choose(2, 1, 1e6))).toBe('servers_already_chosen');
    expect(refusal(rules, `${times(6, G1)}${G2}`, choose(2, 1, 1e6))).toBe('servers_already_chosen');
  });

  it('after a reset of the set the choice is open again', () => {
    expect(refusal(rules, `${G1}s`, choose(2, 1, 1e6))).toBeNull();
  });

  it('a player number a team does not have is refused', () => {
    const singles = rulesOf({ playersPerTeam: 1, ...TEAM1_FIRST });
    expect(refusal(singles, '', choose(2, 1, 0))).toBe('invalid_event');
  });
});

describe('inputs', () => {
  it('an event without a finite time is refused', () => {
    expect(refusal(rules, '', { kind: 'point', team: 'team1', at: Number.NaN })).toBe('invalid_event');
  });

  it('an event of an unknown kind (e.g. from a corrupt stored log) is refused', () => {
    const raw: unknown = JSON.parse('{"kind":"ace","team":"team1","at":0}');
    const event = raw as MatchEvent; // simulates untyped input reaching the engine
    expect(apply(rules, initialState(rules), event)).toEqual({ ok: false, code: 'invalid_event' });
  });

  it('replay folds a log of accepted events like apply', () => {
    const events = log(`${G1}12u${G2}1g1`);
    expect(replay(rules, events)).toEqual(play(rules, events));
  });

  it('replay throws on a log holding a refused event (a broken invariant)', () => {
    expect(() => replay(rules, log('u'))).toThrow(/nothing_to_undo/);
  });

  it('last_point_type says what the latest event did', () => {
    const types = ['1', `1${'111'}`, times(6, G1), times(12, G1), '1u', '1g'].map(
      (notation) => viewOf(rules, notation).last_point_type,
    );
    expect(types).toEqual(['point', 'game', 'set', 'match', 'undo', 'reset']);
    expect(viewOf(rules, '').last_point_type).toBe('none');
  });

  it('last_point_score names the winner of the latest point', () => {
    expect(viewOf(rules, '12').last_point_score).toBe('team2');
    expect(viewOf(rules, '12u').last_point_score).toBe('none');
  });
});

describe('situation: what the next point can decide', () => {
  const golden = rulesOf({ goldenPointMode: 'straight_golden', ...TEAM1_FIRST });
  it.each<[string, Rules, string, string, string | null]>([
    ['game point for the server at 40-15', rules, '1112', 'game_point', 'team1'],
    ['break point for the receiver at 15-40', rules, '1222', 'break_point', 'team2'],
    ['nothing at deuce with advantage to come', rules, '111222', 'none', null],
    ['golden point: break point outranks game point', golden, '111222', 'break_point', 'team2'],
    ['set point at 5-0 40-0', rules, `${times(5, G1)}111`, 'set_point', 'team1'],
    ['match point at 6-0 5-0 40-0', rules, `${times(11, G1)}111`, 'match_point', 'team1'],
    [
      'no set point for the side that cannot win the set on the point',
      rules,
      `${times(5, G1)}222`,
      'game_point',
      'team2',
    ],
    ['set point in a tiebreak at 6-0', rules, `${times(6, G1 + G2)}111111`, 'set_point', 'team1'],
    [
      'set point in a tiebreak is also the receiver’s',
      rules,
      `${times(6, G1 + G2)}222222`,
      'set_point',
      'team2',
    ],
  ])('%s', (_rule, r, notation, kind, team) => {
    expect(viewOf(r, notation).situation).toEqual({ kind, team });
  });

  it('golden point at 5-4 with the leaders receiving: their set point outranks the game point', () => {
    // Team 1 served the odd games, so team 2 serves the tenth at 4-5: team 1 winning the golden
    // point wins the set 6-4, team 2 winning it only levels at 5-5.
    const notation = `${times(4, G1 + G2)}${G1}111222`;
    expect(viewOf(golden, notation).situation).toEqual({ kind: 'set_point', team: 'team1' });
  });
});
