import { describe, expect, it } from 'vitest';
import { AUDIO_CLIPS, announce } from './announce.ts';
import { log, play, rulesOf, times } from './test-utils.ts';
import type { Rules } from './types.ts';
import { scoreView } from './view.ts';

const G1 = '1111';
const G2 = '2222';
const regular = rulesOf({ goldenPointMode: 'regular_deuce', serviceConfig: { mode: 'team1' } });
const golden = rulesOf({ goldenPointMode: 'straight_golden', serviceConfig: { mode: 'team1' } });
const superTb = rulesOf({ superTiebreak: true, serviceConfig: { mode: 'team1' } });

/** The announcement of the last event of the notation. */
function say(r: Rules, notation: string): { clips: string[]; interruptible: boolean } {
  const events = log(notation);
  const before = play(r, events.slice(0, -1));
  const after = play(r, events.slice(-1), before);
  return announce(r, scoreView(r, before), scoreView(r, after));
}

describe('the deciding point of the 2026 rules (docs/broadcast.md)', () => {
  const star = rulesOf({ goldenPointMode: 'star_point', serviceConfig: { mode: 'team1' } });
  const singles = rulesOf({
    goldenPointMode: 'straight_golden',
    matchType: 'singles',
    serviceConfig: { mode: 'team1' },
  });
  const starPoint = '1112221212';

  function sayWith(r: Rules, notation: string, mixed: boolean): string[] {
    const events = log(notation);
    const before = play(r, events.slice(0, -1));
    const after = play(r, events.slice(-1), before);
    return announce(r, scoreView(r, before), scoreView(r, after), { mixed }).clips;
  }

  it('names the star point at the third deuce and reminds that the receivers choose their side', () => {
    expect(sayWith(star, starPoint, false)).toEqual(['star-point', 'receivers-choose-side']);
  });

  it('adds in mixed doubles that the receiver is of the server gender', () => {
    expect(sayWith(star, starPoint, true)).toEqual([
      'star-point',
      'receivers-choose-side',
      'receiver-same-gender',
    ]);
  });

  it('says only the rule in singles, where there is no partner to switch with', () => {
    expect(sayWith(singles, '111222', true)).toEqual(['golden-point']);
  });

  it('says deuce, not the star point, at the second deuce', () => {
    expect(sayWith(star, '11122212', false)).toEqual(['deuce']);
  });
});

describe('announcements, in the spec order', () => {
  it.each<[string, Rules, string, string[]]>([
    [
      'golden point: the next point decides the game, the receivers choose their side',
      golden,
      '111222',
      ['golden-point', 'receivers-choose-side'],
    ],
    [
      'a golden point is a break point by itself: no break point call',
      golden,
      '222111',
      ['golden-point', 'receivers-choose-side'],
    ],
    [
      'golden point, then set point when it also decides the set',
      golden,
      `${times(4, G1 + G2)}${G1}111222`,
      ['golden-point', 'receivers-choose-side', 'set-point'],
    ],
    [
      'advantage, then match point',
      regular,
      `${times(11, G1)}1112221`,
      ['advantage-receiver', 'match-point'],
    ],
    ['game set match at the end of the match', regular, times(12, G1), ['game-set-match']],
    ['game and set when a set is won', regular, times(6, G1), ['game-and-set']],
    [
      'game and set, then change of ends when the set total is odd',
      regular,
      `${times(5, G1)}${G2}${G1}`,
      ['game-and-set', 'change-ends'],
    ],
    ['game, then change of ends after an odd game', regular, G1, ['game', 'change-ends']],
    ['game without change of ends after an even game', regular, G1 + G2, ['game']],
    ['advantage service when the serving team has the advantage', regular, '1112221', ['advantage-service']],
    [
      'advantage receiver when the receiving team has the advantage',
      regular,
      '1112222',
      ['advantage-receiver'],
    ],
    ['deuce at 40-40', regular, '111222', ['deuce']],
    ['deuce again after an advantage is lost', regular, '11122212', ['deuce']],
    ['the score pair, server first (team 1 serving)', regular, '12', ['15-15']],
    ['the score pair, server first (team 2 serving)', regular, `${G1}1`, ['0-15']],
    ['40-0 with a game point is called without a situation', regular, '111', ['40-0']],
    ['break point after the score', regular, '222', ['0-40', 'break-point']],
    ['set point after the score', regular, `${times(5, G1)}111`, ['0-40', 'set-point']],
    ['match point after the score', regular, `${times(11, G1)}111`, ['0-40', 'match-point']],
    ['tiebreak start after the game that makes 6-6', regular, times(6, G1 + G2), ['game', 'tiebreak']],
    [
      'tiebreak score, server first (team 1 serves the 4th point)',
      regular,
      `${times(6, G1 + G2)}112`,
      ['number-2', 'number-1'],
    ],
    [
      'tiebreak score, server first (team 2 serves the 2nd point)',
      regular,
      `${times(6, G1 + G2)}1`,
      ['number-0', 'number-1'],
    ],
    [
      'tiebreak: change of ends every 6 points',
      regular,
      `${times(6, G1 + G2)}111222`,
      ['number-3', 'number-3', 'change-ends'],
    ],
    [
      'tiebreak: set point after the score',
      regular,
      `${times(6, G1 + G2)}111111`,
      ['number-0', 'number-6', 'set-point', 'change-ends'],
    ],
    [
      'super tiebreak start after the set that levels the sets',
      superTb,
      times(6, G1) + times(6, G2),
      ['game-and-set', 'super-tiebreak'],
    ],
    ['undo: the score is corrected', regular, '11u', ['score-corrected']],
    ['reset: the score is corrected', regular, '11g', ['score-corrected']],
    ['finish for time', regular, '11T', ['time-up']],
    ['finish by the operator', regular, '11M', ['match-ended']],
  ])('%s', (_rule, r, notation, clips) => {
    expect(say(r, notation).clips).toEqual(clips);
  });

  it('game, set and match calls are not interruptible; scores are', () => {
    expect(say(regular, G1).interruptible).toBe(false);
    expect(say(regular, times(6, G1)).interruptible).toBe(false);
    expect(say(regular, times(12, G1)).interruptible).toBe(false);
    expect(say(regular, '1').interruptible).toBe(true);
  });

  it('no clip when nothing changed', () => {
    const view = scoreView(regular, play(regular, log('11')));
    expect(announce(regular, view, view)).toEqual({ clips: [], interruptible: true });
  });

  it('no clip for the rally for serve or a choice of servers', () => {
    const custom = rulesOf({ serviceConfig: { mode: 'custom' } });
    expect(say(custom, '1').clips).toEqual([]);
  });

  it('beyond the number cap a tiebreak is called relative to the server', () => {
    const long = `${times(6, G1 + G2)}${times(21, '12')}`;
    expect(say(regular, long).clips).toEqual(['tiebreak-level', 'change-ends']);
    expect(say(regular, `${long}2`).clips).toEqual(['advantage-receiver', 'set-point']);
  });

  it('AUDIO_CLIPS is small, without duplicates', () => {
    expect(new Set(AUDIO_CLIPS).size).toBe(AUDIO_CLIPS.length);
    expect(AUDIO_CLIPS.length).toBeLessThan(80);
    expect(AUDIO_CLIPS).toContain('15-30');
    expect(AUDIO_CLIPS).not.toContain('0-0');
    expect(AUDIO_CLIPS).not.toContain('40-40');
  });
});
