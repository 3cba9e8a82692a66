/**
 * The formats clubs play (docs/scoring-rules.md, "Formats"): short sets, pro sets, best of 1/3/5,
 * the deciding set as a full set or a match tiebreak, in both sports and both match types.
 */
import { describe, expect, it } from 'vitest';
import { log, play, rulesOf, setLine, times, viewOf } from './test-utils.ts';
import type { RulesInput } from './types.ts';
import { scoreView } from './view.ts';

const G1 = '1111';
const G2 = '2222';
const SHORT: RulesInput = { gamesPerSet: 4, tiebreakAt: 3, serviceConfig: { mode: 'team1' } };
const ITF_SHORT: RulesInput = { gamesPerSet: 4, tiebreakAt: 4, serviceConfig: { mode: 'team1' } };
const PRO_SET: RulesInput = {
  bestOfSets: 1,
  gamesPerSet: 8,
  tiebreakAt: 8,
  serviceConfig: { mode: 'team1' },
};

describe('short sets', () => {
  it.each<[string, RulesInput, string, string]>([
    ['sets to 4: 4-0 wins the set', SHORT, times(4, G1), '4-0 0-0'],
    ['sets to 4: 4-2 wins the set', SHORT, times(2, G1 + G2) + G1 + G1, '4-2 0-0'],
    [
      'sets to 4, tiebreak at 3-3: 3-3 is a tiebreak deciding the set 4-3',
      SHORT,
      `${times(3, G1 + G2)}1111111`,
      '4-3(7-0) 0-0',
    ],
    ['sets to 4, tiebreak at 3-3: 3-3 is never played on as games', SHORT, `${times(3, G1 + G2)}1111`, '3-3'],
    [
      'sets to 4, tiebreak at 4-4: 4-3 plays on, 5-3 wins',
      ITF_SHORT,
      `${times(3, G1 + G2)}${G1}${G1}`,
      '5-3 0-0',
    ],
    [
      'sets to 4, tiebreak at 4-4: 4-4 is a tiebreak deciding the set 5-4',
      ITF_SHORT,
      `${times(4, G1 + G2)}1111111`,
      '5-4(7-0) 0-0',
    ],
  ])('%s', (_rule, input, notation, expected) => {
    expect(setLine(viewOf(rulesOf(input), notation))).toBe(expected);
  });

  it('short sets: the tiebreak shows as one, with the game scores at 0', () => {
    const view = viewOf(rulesOf(SHORT), `${times(3, G1 + G2)}12`);
    expect(view.current_game).toMatchObject({
      is_tiebreak: true,
      team1_tiebreak_score: 1,
      team2_tiebreak_score: 1,
    });
  });

  it('short sets with a match tiebreak: 4-1 1-4 then a tiebreak to 10 decides, recorded 1-0', () => {
    const r = rulesOf({ ...SHORT, superTiebreak: true });
    const notation = `${G1 + G1 + G1 + G2 + G1}${G2 + G2 + G2 + G1 + G2}${times(10, '2')}`;
    const view = viewOf(r, notation);
    expect(setLine(view)).toBe('4-1 1-4 0-1(0-10)');
    expect(view).toMatchObject({ status: 'finished', winner: 'team2' });
  });
});

describe('pro set', () => {
  it.each<[string, string, string]>([
    ['a pro set is won at 8 games with a lead of two (8-6)', times(6, G1 + G2) + G1 + G1, '8-6'],
    ['at 8-7 it plays on; 9-7 wins', times(7, G1 + G2) + G1 + G1, '9-7'],
    ['at 8-8 a tiebreak to 7 decides it 9-8', `${times(8, G1 + G2)}1111111`, '9-8(7-0)'],
  ])('%s', (_rule, notation, expected) => {
    const view = viewOf(rulesOf(PRO_SET), notation);
    expect(setLine(view)).toBe(expected);
    expect(view).toMatchObject({ status: 'finished', winner: 'team1' });
  });
});

describe('best of 1, 3 and 5 with a full deciding set or a match tiebreak', () => {
  it.each<[string, RulesInput, string, string]>([
    [
      'best of 3, full deciding set',
      { bestOfSets: 3 },
      times(6, G1) + times(6, G2) + times(6, G1),
      '6-0 0-6 6-0',
    ],
    [
      'best of 3, match tiebreak at one set all',
      { bestOfSets: 3, superTiebreak: true },
      times(6, G1) + times(6, G2) + times(10, '1'),
      '6-0 0-6 1-0(10-0)',
    ],
    [
      'best of 5, full deciding set',
      { bestOfSets: 5 },
      times(12, G1) + times(12, G2) + times(6, G1),
      '6-0 6-0 0-6 0-6 6-0',
    ],
    [
      'best of 5, match tiebreak at two sets all',
      { bestOfSets: 5, superTiebreak: true },
      times(12, G1) + times(12, G2) + times(10, '2'),
      '6-0 6-0 0-6 0-6 0-1(0-10)',
    ],
    ['best of 1: one set', { bestOfSets: 1 }, times(6, G2), '0-6'],
  ])('%s', (_rule, input, notation, expected) => {
    const view = viewOf(rulesOf({ ...input, serviceConfig: { mode: 'team1' } }), notation);
    expect(setLine(view)).toBe(expected);
    expect(view.status).toBe('finished');
  });
});

describe('deuce modes in a tennis singles match', () => {
  const tennis = rulesOf({ sport: 'TENNIS', matchType: 'singles', serviceConfig: { mode: 'team1' } });

  it('tennis defaults to advantage: deuce after deuce, never a golden point', () => {
    const view = viewOf(tennis, '111222121212');
    expect(view.current_game).toMatchObject({
      team1_score: '40',
      team2_score: '40',
      is_golden_point: false,
      deuce_count: 4,
    });
  });

  it('tennis singles: a whole best of 3 with a tiebreak, servers 1 and 3 only', () => {
    const state = play(tennis, log(`${times(6, G1 + G2)}1111111${times(6, G2)}`));
    const view = scoreView(tennis, state);
    expect(setLine(view)).toBe('7-6(7-0) 0-6 0-0');
    expect([1, 3]).toContain(view.current_game.server);
  });
});
