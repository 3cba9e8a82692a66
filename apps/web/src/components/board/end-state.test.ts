import type { LiveScore } from '@bandeja/contract';
import { i18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { endNote, endTitle, winnerLine } from './end-state.tsx';
import { noWinnerWord } from './no-winner.ts';

function finished(overrides: Partial<LiveScore>): LiveScore {
  // Only the fields the end state reads matter.
  return {
    status: 'finished',
    winner: 'team1',
    finish_reason: 'score',
    team1_name: 'Ana & Bea',
    team2_name: 'Carla & Dani',
    ...overrides,
  } as LiveScore;
}

describe('the end state says how a match ended', () => {
  it('a match won on the score is simply finished, with no note', () => {
    expect(endTitle(finished({}), false)).toBe('Match finished');
    expect(endNote(finished({}))).toBeNull();
  });

  it('a retirement names the team that retired', () => {
    const score = finished({ finish_reason: 'retired', winner: 'team1' });
    expect(endTitle(score, false)).toBe('Retired');
    expect(endNote(score)).toBe('Carla & Dani retired');
  });

  it('a walkover names the team that did not play', () => {
    const score = finished({ finish_reason: 'walkover', winner: 'team2' });
    expect(endTitle(score, false)).toBe('Walkover');
    expect(endNote(score)).toBe('Ana & Bea did not play');
  });

  it('a result entered by hand says it was not scored live', () => {
    const score = finished({ finish_reason: 'manual_result' });
    expect(endTitle(score, false)).toBe('Result entered by hand');
    expect(endNote(score)).toBe('Not scored live');
  });

  it('the time running out wins over the stored reason, and the operator’s end says so', () => {
    expect(endTitle(finished({ status: 'ongoing', finish_reason: null }), true)).toBe('Finished for time');
    expect(endTitle(finished({ finish_reason: 'manual' }), false)).toBe('Ended by the operator');
  });
});

describe('the end state’s sentences take the verb of the side’s number', () => {
  async function speak(language: 'de' | 'es'): Promise<void> {
    const catalogue: { messages: Messages } = await import(`../../locales/board/${language}.po`);
    i18n.loadAndActivate({ locale: language, messages: catalogue.messages });
  }
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('in English a pair win and a singles player wins', () => {
    expect(winnerLine(finished({ match_type: 'doubles' }))).toBe('Ana & Bea win');
    expect(winnerLine(finished({ match_type: 'singles', team1_name: 'Ana' }))).toBe('Ana wins');
  });

  it('in German a pair gewinnen, have retired and did not play in the plural; one player in the singular', async () => {
    await speak('de');
    expect(winnerLine(finished({ match_type: 'doubles' }))).toBe('Ana & Bea gewinnen');
    expect(winnerLine(finished({ match_type: 'singles', team1_name: 'Ana' }))).toBe('Ana gewinnt');
    expect(endNote(finished({ match_type: 'doubles', finish_reason: 'retired' }))).toBe(
      'Carla & Dani haben aufgegeben',
    );
    expect(endNote(finished({ match_type: 'doubles', finish_reason: 'walkover', winner: 'team2' }))).toBe(
      'Ana & Bea sind nicht angetreten',
    );
    expect(endNote(finished({ match_type: 'singles', finish_reason: 'retired', team2_name: 'Carla' }))).toBe(
      'Carla hat aufgegeben',
    );
  });

  it('in Spanish a pair ganan and se retiraron', async () => {
    await speak('es');
    expect(winnerLine(finished({ match_type: 'doubles' }))).toBe('Ganan Ana & Bea');
    expect(winnerLine(finished({ match_type: 'singles', team1_name: 'Ana' }))).toBe('Gana Ana');
    expect(endNote(finished({ match_type: 'doubles', finish_reason: 'retired' }))).toBe(
      'Carla & Dani se retiraron',
    );
  });
});

describe('a match nobody won', () => {
  const zeroSets = {
    set1: { team1: 0, team2: 0, tiebreak: null },
    set2: { team1: 0, team2: 0, tiebreak: null },
    set3: { team1: 0, team2: 0, tiebreak: null },
    set4: { team1: 0, team2: 0, tiebreak: null },
    set5: { team1: 0, team2: 0, tiebreak: null },
  } as LiveScore['set_scores'];

  it('finished for time at 0-0 reads Not played on the boards, as on the share page and the image', () => {
    const score = finished({ winner: 'draw', finish_reason: 'time', set_scores: zeroSets });
    expect(winnerLine(score)).toBe('Not played');
    expect(noWinnerWord(score)).toBe('Not played');
  });

  it('finished for time level after games were won is a draw', () => {
    const score = finished({
      winner: 'draw',
      finish_reason: 'time',
      set_scores: { ...zeroSets, set1: { team1: 3, team2: 3, tiebreak: null } },
    });
    expect(winnerLine(score)).toBe('Draw');
  });
});
