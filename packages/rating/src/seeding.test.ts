import { firstRoundRanking, mexicanoRound } from '@bandeja/scoring';
import { describe, expect, it } from 'vitest';
import { computeRatings } from './ratings.ts';
import { levelsForSeeding } from './seeding.ts';
import type { RatedMatch } from './types.ts';

describe('Mexicano by level', () => {
  it('seeds by the rating when the player has one, else by the level typed in, else after everyone', () => {
    const ratings = new Map([
      ['ana', { level: 4.6 }],
      ['bea', { level: 3.1 }],
    ]);
    const levels = levelsForSeeding(
      [
        { playerId: 'ana', level: 3.0 },
        { playerId: 'bea', level: null },
        { playerId: 'carla', level: 4.0 },
        { playerId: null, level: null },
      ],
      ratings,
    );
    expect(levels).toEqual([4.6, 3.1, 4.0, null]);
  });

  it('puts the four best rated on the top court in round 1', () => {
    // Two strong players beat two weaker ones week after week.
    const matches: RatedMatch[] = Array.from({ length: 6 }, (_, week) => ({
      id: `m${week}`,
      period: week,
      team1: ['ana', 'bea'],
      team2: ['carla', 'dora'],
      points: { team1: 70, team2: 45 },
    }));
    const result = computeRatings(matches);
    if (!result.ok) throw new Error(result.error);
    const entrants = ['carla', 'eva', 'ana', 'fina', 'dora', 'gala', 'bea', 'hana'].map((playerId) => ({
      playerId,
      level: null,
    }));
    // Eva, Fina, Gala and Hana have no rating and no level: they come after the rated four.
    const ranking = firstRoundRanking(levelsForSeeding(entrants, result.ratings), 1);
    const round = mexicanoRound({ players: 8, courts: 2, ranking });
    if (!round.ok) throw new Error(round.error);
    const topCourt = round.round.games[0];
    const names = (team: readonly number[] | undefined) =>
      (team ?? []).map((index) => entrants[index]?.playerId);
    expect([...names(topCourt?.team1), ...names(topCourt?.team2)].sort()).toEqual([
      'ana',
      'bea',
      'carla',
      'dora',
    ]);
    // 1st + 3rd against 2nd + 4th: each strong player partners a weaker one.
    expect(names(topCourt?.team1).sort()).not.toEqual(['ana', 'bea']);
  });
});
