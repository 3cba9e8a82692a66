import { describe, expect, it } from 'vitest';
import { apply } from './engine.ts';
import type { MatchState } from './state.ts';
import { initialState } from './state.ts';
import { log, play, rulesOf, times, viewOf } from './test-utils.ts';
import type { MatchEvent, PlayerNumber, Rules, RulesInput } from './types.ts';
import { scoreView } from './view.ts';

const G1 = '1111';
const G2 = '2222';

/** The player serving before each point of the notation (separators ignored). */
function serversByPoint(
  r: Rules,
  notation: string,
  from: MatchState = initialState(r),
): (PlayerNumber | null)[] {
  const servers: (PlayerNumber | null)[] = [];
  let state = from;
  for (const event of log(notation)) {
    servers.push(scoreView(r, state).current_game.server);
    const result = apply(r, state, event);
    if (!result.ok) throw new Error(result.code);
    state = result.state;
  }
  return servers;
}

/** The player serving the first point of each game of a log made of whole games. */
function serversByGame(
  r: Rules,
  games: readonly string[],
  from: MatchState = initialState(r),
): (PlayerNumber | null)[] {
  const servers: (PlayerNumber | null)[] = [];
  let state = from;
  for (const game of games) {
    servers.push(scoreView(r, state).current_game.server);
    state = play(r, log(game), state);
  }
  return servers;
}

describe('service order', () => {
  it.each<[string, RulesInput, (PlayerNumber | null)[]]>([
    [
      'team 1 first with first servers 1: 1, 3, 2, 4',
      { serviceConfig: { mode: 'team1' } },
      [1, 3, 2, 4, 1, 3, 2, 4],
    ],
    [
      'team 2 first with first servers 2 and 1: 4, 1, 3, 2',
      { serviceConfig: { mode: 'team2', team1Server: 1, team2Server: 2 } },
      [4, 1, 3, 2, 4, 1, 3, 2],
    ],
    [
      'random: the stored coin toss names the first serving team',
      { coinToss: 'team2' },
      [3, 1, 4, 2, 3, 1, 4, 2],
    ],
    [
      'singles: each team has one server, 1 and 3 alternate',
      { playersPerTeam: 1, serviceConfig: { mode: 'team1' } },
      [1, 3, 1, 3, 1, 3, 1, 3],
    ],
  ])('%s', (_rule, input, expected) => {
    const r = rulesOf(input);
    expect(serversByGame(r, [G1, G2, G1, G2, G1, G2, G1, G2])).toEqual(expected);
  });

  it('without a new choice the alternation simply continues into the next set', () => {
    const r = rulesOf({ serviceConfig: { mode: 'team1' } });
    // Set 1 ends 6-3 after nine games served 1, 3, 2, 4, 1, 3, 2, 4, 1: team 2 opens set 2 with 3.
    const set1 = [G1, G1, G1, G2, G1, G2, G1, G2, G1];
    expect(serversByGame(r, [...set1, G1, G1, G1, G1])).toEqual([1, 3, 2, 4, 1, 3, 2, 4, 1, 3, 2, 4, 1]);
    expect(viewOf(r, set1.join('')).set_scores.set1).toMatchObject({ team1: 6, team2: 3 });
  });

  it('serversChosen at the start of a set re-chooses which player of each team serves first', () => {
    const r = rulesOf({ serviceConfig: { mode: 'team1' } });
    const afterSet1 = play(r, log(times(6, G1)));
    const chosen: MatchEvent = { kind: 'serversChosen', team1Server: 1, team2Server: 2, at: 1e6 };
    const state = play(r, [chosen], afterSet1);
    // Six games: team 1 opens set 2 again, now with player 1, and team 2 with player 4.
    expect(serversByGame(r, [G1, G2, G1, G2], state)).toEqual([1, 4, 2, 3]);
    expect(serversByGame(r, [G1, G2, G1, G2], afterSet1)).toEqual([2, 4, 1, 3]);
  });
});

describe('servers chosen and resets', () => {
  it('a choice of servers still holds when the first game of the set is reset', () => {
    const r = rulesOf({ serviceConfig: { mode: 'team1' } });
    const chosen: MatchEvent = { kind: 'serversChosen', team1Server: 2, team2Server: 2, at: 0 };
    const state = play(r, [chosen, ...log('12g', 1)]);
    expect(scoreView(r, state).current_game.server).toBe(2);
    expect(serversByGame(r, [G1, G2, G1], state)).toEqual([2, 4, 1]);
  });
});

describe('tiebreak service', () => {
  const r = rulesOf({ serviceConfig: { mode: 'team1' } });
  const toSixAll = times(6, G1 + G2);

  it('tiebreak: the player in turn serves the first point, then two points each in rotation', () => {
    const atSixAll = play(r, log(toSixAll));
    // Twelve games served 1, 3, 2, 4 three times: player 1 is in turn.
    expect(serversByPoint(r, '12121212121211', atSixAll)).toEqual([1, 3, 3, 2, 2, 4, 4, 1, 1, 3, 3, 2, 2, 4]);
  });

  it('tiebreak: the next set is opened by the team that received the first tiebreak point', () => {
    const afterTiebreak = play(r, log(`${toSixAll}12121212121211`));
    expect(scoreView(r, afterTiebreak).set_scores.set1).toEqual({
      team1: 7,
      team2: 6,
      tiebreak: { team1: 8, team2: 6 },
    });
    // Team 2 received first: it opens set 2 with player 3, who served tiebreak points 2 and 3;
    // the tiebreak counts as player 1's service turn, so team 1 continues with player 2.
    expect(serversByGame(r, [G1, G2, G1, G2, G1], afterTiebreak)).toEqual([3, 2, 4, 1, 3]);
  });

  it('tiebreak: with team 2 serving first in the tiebreak, team 1 opens the next set', () => {
    const t2 = rulesOf({ serviceConfig: { mode: 'team2' } });
    const atSixAll = play(t2, log(toSixAll));
    expect(serversByPoint(t2, '2222222', atSixAll)).toEqual([3, 1, 1, 4, 4, 2, 2]);
    const next = play(t2, log('2222222'), atSixAll);
    expect(scoreView(t2, next).server).toBe('team1');
    expect(scoreView(t2, next).current_game.server).toBe(1);
  });

  it('super tiebreak: the player in turn serves first, then two points each', () => {
    const st = rulesOf({ superTiebreak: true, serviceConfig: { mode: 'team1' } });
    const atDecider = play(st, log(times(6, G1) + times(6, G2)));
    // Sets 6-0, 0-6: twelve games, so team 1 is in turn with player 1 again.
    expect(serversByPoint(st, '1212121212', atDecider)).toEqual([1, 3, 3, 2, 2, 4, 4, 1, 1, 3]);
  });
});

describe('change of ends', () => {
  const r = rulesOf({ serviceConfig: { mode: 'team1' } });
  it.each<[string, string, boolean]>([
    ['after the first game of a set', G1, true],
    ['not after the second game', G1 + G2, false],
    ['after the third game', G1 + G2 + G1, true],
    ['not after a point within a game', `${G1}1`, false],
    ['at a set end when its game total is odd (6-3)', times(3, G1 + G2) + G1 + G1 + G1, true],
    ['not at a set end when its game total is even (6-4)', times(4, G1 + G2) + G1 + G1, false],
    ['after the first game of the set that follows an even set', times(4, G1 + G2) + G1 + G1 + G2, true],
    [
      'after the first game of the set that follows an odd set too',
      times(3, G1 + G2) + G1 + G1 + G1 + G2,
      true,
    ],
    ['not when 6-6 starts the tiebreak', times(6, G1 + G2), false],
    ['in a tiebreak after 6 points', `${times(6, G1 + G2)}121212`, true],
    ['in a tiebreak not after 7 points', `${times(6, G1 + G2)}1212121`, false],
    ['in a tiebreak after 12 points', `${times(6, G1 + G2)}${times(6, '12')}`, true],
    ['at the end of a 7-6 set (13 games)', `${times(6, G1 + G2)}1111111`, true],
    ['not after an undo', `${G1}1u`, false],
    ['not when the match is over', times(12, G1), false],
  ])('%s', (_rule, notation, expected) => {
    expect(viewOf(r, notation).change_ends).toBe(expected);
  });
});

describe('singles service order', () => {
  const singles = rulesOf({ matchType: 'singles', serviceConfig: { mode: 'team1' } });
  const toSixAll = times(6, G1 + G2);

  it.each<[string, RulesInput, (PlayerNumber | null)[]]>([
    [
      'singles: player 1 serves first, then the server alternates every game',
      { matchType: 'singles', serviceConfig: { mode: 'team1' } },
      [1, 3, 1, 3, 1, 3],
    ],
    [
      'singles: player 3 first when team 2 serves first',
      { matchType: 'singles', serviceConfig: { mode: 'team2' } },
      [3, 1, 3, 1, 3, 1],
    ],
    [
      'singles: the coin toss names the first server',
      { matchType: 'singles', coinToss: 'team2' },
      [3, 1, 3, 1, 3, 1],
    ],
  ])('%s', (_rule, input, expected) => {
    expect(serversByGame(rulesOf(input), [G1, G2, G1, G2, G1, G2])).toEqual(expected);
  });

  it('singles: the alternation runs on across a set boundary (6-3 has nine games: player 3 opens set 2)', () => {
    const set1 = [G1, G1, G1, G2, G1, G2, G1, G2, G1];
    expect(serversByGame(singles, [...set1, G1, G1])).toEqual([1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1]);
  });

  it('singles tiebreak: the player in turn serves the first point, then two points each', () => {
    const atSixAll = play(singles, log(toSixAll));
    expect(serversByPoint(singles, '12121212121211', atSixAll)).toEqual([
      1, 3, 3, 1, 1, 3, 3, 1, 1, 3, 3, 1, 1, 3,
    ]);
  });

  it('singles tiebreak: the next set is opened by the player who received the first tiebreak point', () => {
    const afterTiebreak = play(singles, log(`${toSixAll}1111111`));
    expect(scoreView(singles, afterTiebreak).set_scores.set1).toEqual({
      team1: 7,
      team2: 6,
      tiebreak: { team1: 7, team2: 0 },
    });
    expect(serversByGame(singles, [G1, G2, G1], afterTiebreak)).toEqual([3, 1, 3]);
  });

  it('singles match tiebreak: first point by the player in turn, then two each; only 1 and 3 serve', () => {
    const st = rulesOf({ matchType: 'singles', superTiebreak: true, serviceConfig: { mode: 'team1' } });
    const atDecider = play(st, log(times(6, G1) + times(6, G2)));
    expect(serversByPoint(st, '1212121212', atDecider)).toEqual([1, 3, 3, 1, 1, 3, 3, 1, 1, 3]);
  });

  it.each<[string, string, boolean]>([
    ['singles: change of ends after the first game', G1, true],
    ['singles: no change after the second game', G1 + G2, false],
    ['singles: change after 6 tiebreak points', `${toSixAll}121212`, true],
    ['singles: no change after 7 tiebreak points', `${toSixAll}1212121`, false],
  ])('%s (as in doubles)', (_rule, notation, expected) => {
    expect(viewOf(singles, notation).change_ends).toBe(expected);
    expect(viewOf(rulesOf({ serviceConfig: { mode: 'team1' } }), notation).change_ends).toBe(expected);
  });

  it("singles: choosing servers can only name each team's only player", () => {
    const state = initialState(singles);
    const chosen = apply(singles, state, { kind: 'serversChosen', team1Server: 1, team2Server: 2, at: 0 });
    expect(chosen).toEqual({ ok: false, code: 'invalid_event' });
  });
});
