import { describe, expect, it } from 'vitest';
import { eventStandings } from './standings.ts';
import type { GameResult } from './types.ts';

const NAMES = ['Ana', 'Bea', 'Cris', 'Dani', 'Eva', 'Fede', 'Gala', 'Hugo'];

function result(team1: number[], team2: number[], team1Points: number, team2Points: number): GameResult {
  return { team1, team2, team1Points, team2Points };
}

function table(names: readonly string[], results: readonly GameResult[]): [string, number, number][] {
  const computed = eventStandings(names, results);
  if (!computed.ok) throw new Error(computed.error);
  return computed.standings.map((row) => [row.name, row.points, row.rank]);
}

describe('event standings', () => {
  // Two rounds of an 8-player Americano to 24 points, computed by hand.
  const results = [
    result([0, 1], [2, 3], 15, 9),
    result([4, 5], [6, 7], 12, 12),
    result([0, 2], [4, 6], 10, 14),
    result([1, 3], [5, 7], 13, 11),
  ];

  it('points won per player, summed over the games, best first', () => {
    expect(table(NAMES, results)).toEqual([
      ['Bea', 28, 1],
      ['Eva', 26, 2],
      ['Gala', 26, 3],
      ['Ana', 25, 4],
      ['Fede', 23, 5],
      ['Hugo', 23, 6],
      ['Dani', 22, 7],
      ['Cris', 19, 8],
    ]);
  });

  it('each row carries points against and games played, won, drawn and lost', () => {
    const computed = eventStandings(NAMES, results);
    expect(computed.ok && computed.standings.find((row) => row.name === 'Eva')).toEqual({
      rank: 2,
      participant: 4,
      name: 'Eva',
      points: 26,
      pointsAgainst: 22,
      played: 2,
      won: 1,
      drawn: 1,
      lost: 0,
    });
  });

  it('level on points: more games won first', () => {
    // Ana: 15 (won) + 5 (lost) = 20; Bea: 10 + 10, two draws = 20.
    const names = ['Ana', 'Bea', 'Cris', 'Dani', 'Eva', 'Fede'];
    const games = [
      result([0, 2], [4, 5], 15, 9),
      result([0, 3], [4, 5], 5, 19),
      result([1, 2], [3, 4], 10, 10),
      result([1, 5], [2, 3], 10, 10),
    ];
    expect(table(names, games)).toEqual([
      ['Eva', 38, 1],
      ['Fede', 38, 2],
      ['Cris', 35, 3],
      ['Dani', 25, 4],
      ['Ana', 20, 5],
      ['Bea', 20, 6],
    ]);
  });

  it('level on points and games won: head-to-head among the level players, then name', () => {
    // Eva and Ana: 22 points and one win each; where they met, Eva's side won 14-6 and lost 8-10.
    const names = ['Ana', 'Bea', 'Cris', 'Dani', 'Eva'];
    const games = [
      result([4, 1], [0, 2], 14, 6),
      result([0, 3], [4, 2], 10, 8),
      result([0, 1], [2, 3], 6, 7),
    ];
    expect(table(names, games)).toEqual([
      ['Eva', 22, 1],
      ['Ana', 22, 2],
      ['Cris', 21, 3],
      ['Bea', 20, 4],
      ['Dani', 17, 5],
    ]);
    // Level on everything: by name, case-insensitively.
    expect(table(['bea', 'Ana'], [])).toEqual([
      ['Ana', 0, 1],
      ['bea', 0, 2],
    ]);
  });

  it('recomputed from scratch: a corrected result gives the standings of the corrected list', () => {
    const corrected = [...results.slice(0, 3), result([1, 3], [5, 7], 9, 15)];
    const rows = table(NAMES, corrected);
    expect(rows[0]).toEqual(['Fede', 27, 1]);
    expect(table(NAMES, corrected)).toEqual(rows);
  });

  it('Team Americano: a side is one pair, by its number', () => {
    const rows = table(['Ana & Bea', 'Cris & Dani'], [result([0], [1], 13, 11)]);
    expect(rows).toEqual([
      ['Ana & Bea', 13, 1],
      ['Cris & Dani', 11, 2],
    ]);
  });

  it.each<[string, unknown, unknown]>([
    ['names not texts', [1, 2], []],
    ['a player outside the event', NAMES, [result([0, 9], [2, 3], 1, 1)]],
    ['a player on both sides', NAMES, [result([0, 1], [1, 3], 1, 1)]],
    ['points not whole', NAMES, [result([0, 1], [2, 3], 1.5, 1)]],
    ['negative points', NAMES, [result([0, 1], [2, 3], -1, 1)]],
    ['an empty side', NAMES, [result([], [2, 3], 1, 1)]],
  ])('refuses %s', (_name, names, games) => {
    const computed = eventStandings(names as string[], games as GameResult[]);
    expect(computed.ok).toBe(false);
  });
});
