import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { americanoSchedule } from './americano.ts';
import { countRound, emptyCounts, everyoneOnce, others, spread } from './test-helpers.ts';
import type { EventError, EventRound } from './types.ts';

function schedule(players: number, courts: number, rounds: number, seed = 1): EventRound[] {
  const result = americanoSchedule({ players, courts, rounds, seed });
  if (!result.ok) throw new Error(result.error);
  return result.rounds;
}

/** The rounds the bounds are proven for: players - 1 (a full rotation of partners), at most 15. */
function provenRounds(players: number): number {
  return Math.min(players - 1, 15);
}

describe('Americano schedule', () => {
  it('8 players on 2 courts over 7 rounds: everybody partners everybody exactly once', () => {
    const counts = emptyCounts(8);
    for (const round of schedule(8, 2, 7)) countRound(counts, round);
    for (let player = 0; player < 8; player += 1)
      expect(others(counts.partners, player)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('5 players on 1 court over 5 rounds: each sits out once and partners each other player once', () => {
    const counts = emptyCounts(5);
    for (const round of schedule(5, 1, 5)) countRound(counts, round);
    expect(counts.sitOuts).toEqual([1, 1, 1, 1, 1]);
    for (let player = 0; player < 5; player += 1)
      expect(others(counts.partners, player)).toEqual([1, 1, 1, 1]);
  });

  it('12 players on 2 courts: 8 play and 4 sit out each round, in turn', () => {
    const rounds = schedule(12, 2, 3);
    for (const round of rounds) {
      expect(round.games.map((game) => game.court)).toEqual([0, 1]);
      expect(round.sittingOut).toHaveLength(4);
    }
    const counts = emptyCounts(12);
    for (const round of rounds) countRound(counts, round);
    expect(counts.sitOuts).toEqual(new Array(12).fill(1));
  });

  it('the same seed gives the same schedule; another seed, another one', () => {
    expect(schedule(16, 4, 6, 42)).toEqual(schedule(16, 4, 6, 42));
    expect(schedule(16, 4, 6, 42)).not.toEqual(schedule(16, 4, 6, 43));
  });

  it('a longer schedule starts with the rounds of a shorter one', () => {
    expect(schedule(10, 2, 9).slice(0, 4)).toEqual(schedule(10, 2, 4));
  });

  it.each<[EventError, unknown]>([
    ['invalid_player_count', { players: 3, courts: 1, rounds: 1, seed: 0 }],
    ['invalid_player_count', { players: 33, courts: 1, rounds: 1, seed: 0 }],
    ['invalid_player_count', { players: 8.5, courts: 1, rounds: 1, seed: 0 }],
    ['invalid_court_count', { players: 8, courts: 0, rounds: 1, seed: 0 }],
    ['invalid_round_count', { players: 8, courts: 2, rounds: 0, seed: 0 }],
    ['invalid_round_count', { players: 8, courts: 2, rounds: 65, seed: 0 }],
    ['invalid_seed', { players: 8, courts: 2, rounds: 3, seed: -1 }],
    ['invalid_player_count', null],
  ])('refuses %s: %j', (error, input) => {
    expect(americanoSchedule(input as Parameters<typeof americanoSchedule>[0])).toEqual({ ok: false, error });
  });
});

describe('Americano fairness for every player count from 4 to 32', { timeout: 120_000 }, () => {
  it(
    'no player twice in a round; fair sit-outs; partner counts within one of each other; ' +
      'no opponent met more than once beyond an even spread',
    () => {
      fc.assert(
        fc.property(fc.nat({ max: 0xffff_ffff }), (seed) => {
          // Broken rules are collected and compared once: an assertion per figure is too slow here.
          const broken: string[] = [];
          for (let players = 4; players <= 32; players += 1) {
            const needed = Math.ceil(players / 4);
            for (const courts of new Set([1, 2, Math.max(1, needed - 1), needed, needed + 1])) {
              const counts = emptyCounts(players);
              for (const [index, round] of schedule(players, courts, provenRounds(players), seed).entries()) {
                const where = `${players} players, ${courts} courts, seed ${seed}, round ${index + 1}`;
                if (round.games.length !== Math.min(courts, Math.floor(players / 4)))
                  broken.push(`${where}: games`);
                if (!everyoneOnce(round, players)) broken.push(`${where}: a player twice or missing`);
                for (const game of round.games) {
                  if (game.team1.length !== 2 || game.team2.length !== 2)
                    broken.push(`${where}: not two a side`);
                }
                countRound(counts, round);
                // Fair sit-outs: nobody sits out twice before everybody sat out once.
                if (spread(counts.sitOuts) > 1) broken.push(`${where}: sit-outs`);
                for (let player = 0; player < players; player += 1) {
                  // Partners: nobody partners anyone again before partnering everyone once.
                  if (spread(others(counts.partners, player)) > 1)
                    broken.push(`${where}: partners of ${player}`);
                  // Opponents: at most one meeting above the player's meetings spread evenly.
                  const met = others(counts.opponents, player);
                  const even = Math.ceil(met.reduce((sum, count) => sum + count, 0) / (players - 1));
                  if (Math.max(...met) > even + 1) broken.push(`${where}: opponents of ${player}`);
                }
              }
            }
          }
          expect(broken).toEqual([]);
        }),
        { numRuns: 3 },
      );
    },
  );

  it('when everybody plays or one player sits out, partners stay exact over several rotations', () => {
    for (const [players, courts] of [
      [8, 2],
      [9, 2],
      [12, 3],
      [13, 3],
    ] as const) {
      const rounds = 3 * players;
      const counts = emptyCounts(players);
      for (const [index, round] of schedule(players, courts, rounds, 5).entries()) {
        countRound(counts, round);
        expect(spread(counts.sitOuts)).toBeLessThanOrEqual(1);
        for (let player = 0; player < players; player += 1) {
          expect(
            spread(others(counts.partners, player)),
            `${players} players, round ${index + 1}`,
          ).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});
