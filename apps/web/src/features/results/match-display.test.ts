import type { FinishedMatchItem } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import {
  cardDataOf,
  courtLabel,
  finishNote,
  notPlayed,
  playersOf,
  shareText,
  winnerName,
} from './match-display.ts';

const summary = {
  team1_set1: 6,
  team1_set2: 3,
  team1_set3: 7,
  team1_set4: 0,
  team1_set5: 0,
  team2_set1: 4,
  team2_set2: 6,
  team2_set3: 6,
  team2_set4: 0,
  team2_set5: 0,
};

function match(overrides: Partial<FinishedMatchItem> = {}): FinishedMatchItem {
  return {
    id: 'match-abcdef',
    team1_name: 'Ana & Bea',
    team2_name: 'Carla & Dani',
    winner: 'team1',
    score: summary,
    start_time: '2026-11-22T10:00:00.000Z',
    end_time: '2026-11-22T11:20:00.000Z',
    court: { id: 1, name: 'Court 1', screen_identifier: 'Court 1', sport_type: 'PADEL' },
    players: [],
    match_type: 'doubles',
    finish_reason: 'score',
    ...overrides,
  };
}

describe('a finished match on the results page', () => {
  it('shares the teams, the winner and the set scores', () => {
    expect(shareText(match())).toBe('Ana & Bea Vs Carla & Dani\nWinner: Ana & Bea\nScore: 6-4 / 3-6 / 7-6');
    expect(shareText(match({ winner: 'team2', score: null }))).toBe(
      'Ana & Bea Vs Carla & Dani\nWinner: Carla & Dani\nScore: 0-0',
    );
  });

  it('feeds the image renderer the spec’s defaults: Team 1, Team 2 and winner team1', () => {
    const data = cardDataOf(match({ team1_name: '', team2_name: '', winner: null }), null);
    expect(data).toMatchObject({ team1Name: 'Team 1', team2Name: 'Team 2', winner: 'team1' });
    expect(data.sets).toEqual([
      { team1: 6, team2: 4, tiebreak: null },
      { team1: 3, team2: 6, tiebreak: null },
      { team1: 7, team2: 6, tiebreak: null },
    ]);
  });

  it('names the players from the players list, else from the team names', () => {
    expect(playersOf(match()).map((p) => `${p.number} ${p.name} ${p.team}`)).toEqual([
      '1 Ana Team 1',
      '2 Bea Team 1',
      '3 Carla Team 2',
      '4 Dani Team 2',
    ]);
    const listed = match({ players: [{ name: 'Zoe', team: 'team2', playerNumber: 4 }] });
    expect(playersOf(listed)[3]?.name).toBe('Zoe');
  });

  it('lists the two players of a singles match, never a second player per team', () => {
    const singles = match({
      team1_name: 'Rafa',
      team2_name: 'Roger',
      match_type: 'singles',
      players: [
        { name: 'Rafa', team: 'team1', playerNumber: 1 },
        { name: 'Roger', team: 'team2', playerNumber: 3 },
      ],
    });
    expect(playersOf(singles).map((p) => `${p.number} ${p.name} ${p.position}`)).toEqual([
      '1 Rafa Team 1',
      '3 Roger Team 2',
    ]);
  });

  it('marks a retirement and a walkover in the share text and the image', () => {
    const retired = match({ finish_reason: 'retired' });
    expect(shareText(retired)).toBe(
      'Ana & Bea Vs Carla & Dani\nWinner: Ana & Bea\nScore: 6-4 / 3-6 / 7-6 Ret.',
    );
    expect(cardDataOf(retired, null).finishReason).toBe('retired');
    const walkover = match({ finish_reason: 'walkover', score: null, winner: 'team2' });
    expect(shareText(walkover)).toBe('Ana & Bea Vs Carla & Dani\nWinner: Carla & Dani\nScore: W/O');
    expect(finishNote(walkover)).toBe('Walkover');
    expect(finishNote(match({ finish_reason: 'manual_result' }))).toBe('Result entered by hand');
    expect(finishNote(match())).toBeNull();
  });

  it('names the court by its name, not its screen identifier', () => {
    expect(
      courtLabel({ id: 2, name: 'Pista 1 Norte', screen_identifier: '3', sport_type: 'PADEL' }, 'x'),
    ).toBe('Pista 1 Norte');
    expect(courtLabel(null, 'Court 7')).toBe('Court 7');
  });

  it('says a match ended at 0-0 by the operator or the clock was not played, never a draw', () => {
    const empty = {
      ...summary,
      team1_set1: 0,
      team1_set2: 0,
      team1_set3: 0,
      team2_set1: 0,
      team2_set2: 0,
      team2_set3: 0,
    };
    for (const reason of ['manual', 'time'] as const) {
      const unplayed = match({ score: empty, winner: 'draw', finish_reason: reason });
      expect(notPlayed(unplayed)).toBe(true);
      expect(winnerName(unplayed)).toBe('Not played');
      expect(shareText(unplayed)).toBe('Ana & Bea Vs Carla & Dani\nNot played');
      expect(finishNote(unplayed)).toBe('Not played');
      expect(cardDataOf(unplayed, null)).toMatchObject({
        notPlayed: true,
        labels: { notPlayed: 'NOT PLAYED' },
      });
    }
    // A walkover is a result, and a draw with games is a draw.
    expect(notPlayed(match({ score: empty, winner: 'team2', finish_reason: 'walkover' }))).toBe(false);
    expect(winnerName(match({ winner: 'draw', finish_reason: 'manual' }))).toBe('Draw');
  });
});
