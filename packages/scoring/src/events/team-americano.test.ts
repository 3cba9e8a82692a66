import { describe, expect, it } from 'vitest';
import { teamAmericanoSchedule } from './team-americano.ts';
import { countRound, emptyCounts, everyoneOnce, others, spread } from './test-helpers.ts';
import type { EventError, EventRound } from './types.ts';

function schedule(teams: number, courts: number, rounds: number, seed = 0): EventRound[] {
  const result = teamAmericanoSchedule({ teams, courts, rounds, seed });
  if (!result.ok) throw new Error(result.error);
  return result.rounds;
}

describe('Team Americano', () => {
  it('6 pairs on 3 courts over 5 rounds: a full round robin, every pair meets every other once', () => {
    const counts = emptyCounts(6);
    for (const round of schedule(6, 3, 5)) countRound(counts, round);
    for (let team = 0; team < 6; team += 1) expect(others(counts.opponents, team)).toEqual([1, 1, 1, 1, 1]);
  });

  it('5 pairs: one pair has a bye each round, each in turn', () => {
    const counts = emptyCounts(5);
    const rounds = schedule(5, 2, 5);
    for (const round of rounds) {
      expect(round.sittingOut).toHaveLength(1);
      countRound(counts, round);
    }
    expect(counts.sitOuts).toEqual([1, 1, 1, 1, 1]);
  });

  it('each side of a game is one pair, by its number', () => {
    const [first] = schedule(4, 2, 1);
    for (const game of first?.games ?? []) expect([game.team1.length, game.team2.length]).toEqual([1, 1]);
  });

  it('for 2 to 16 pairs and any number of courts: fair byes and meetings within one of each other', () => {
    const broken: string[] = [];
    for (let teams = 2; teams <= 16; teams += 1) {
      for (let courts = 1; courts <= Math.floor(teams / 2) + 1; courts += 1) {
        for (const seed of [0, 7]) {
          const rounds = Math.min(teams - 1 + (teams % 2), 15);
          const counts = emptyCounts(teams);
          for (const [index, round] of schedule(teams, courts, rounds, seed).entries()) {
            const where = `${teams} pairs, ${courts} courts, seed ${seed}, round ${index + 1}`;
            if (!everyoneOnce(round, teams)) broken.push(`${where}: a pair twice or missing`);
            if (round.games.length !== Math.min(courts, Math.floor(teams / 2)))
              broken.push(`${where}: games`);
            countRound(counts, round);
            if (spread(counts.sitOuts) > 1) broken.push(`${where}: byes`);
            for (let team = 0; team < teams; team += 1) {
              if (spread(others(counts.opponents, team)) > 1) broken.push(`${where}: meetings of ${team}`);
            }
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it.each<[EventError, unknown]>([
    ['invalid_team_count', { teams: 1, courts: 1, rounds: 1 }],
    ['invalid_team_count', { teams: 17, courts: 1, rounds: 1 }],
    ['invalid_court_count', { teams: 4, courts: 0, rounds: 1 }],
    ['invalid_round_count', { teams: 4, courts: 2, rounds: 0 }],
    ['invalid_seed', { teams: 4, courts: 2, rounds: 1, seed: 1.5 }],
  ])('refuses %s: %j', (error, input) => {
    expect(teamAmericanoSchedule(input as Parameters<typeof teamAmericanoSchedule>[0])).toEqual({
      ok: false,
      error,
    });
  });
});
