import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstRoundRanking,
  mexicanoRound,
  mexicanoSitOutsBeforeStandings,
  randomRanking,
} from './mexicano.ts';
import { seededShuffle } from './random.ts';
import { everyoneOnce, spread } from './test-helpers.ts';
import type { EventError, EventRound, MexicanoPairing } from './types.ts';

function round(
  players: number,
  courts: number,
  ranking: readonly number[],
  pairing: MexicanoPairing = 'first_third',
  sitOutHistory: readonly (readonly number[])[] = [],
): EventRound {
  const result = mexicanoRound({ players, courts, ranking, pairing, sitOutHistory });
  if (!result.ok) throw new Error(result.error);
  return result.round;
}

const ORDER_8 = [7, 3, 5, 1, 0, 6, 2, 4];

describe('Mexicano rounds', () => {
  it('by the standings: the top four on the top court, 1st + 3rd against 2nd + 4th', () => {
    expect(round(8, 2, ORDER_8).games).toEqual([
      { court: 0, team1: [7, 5], team2: [3, 1] },
      { court: 1, team1: [0, 2], team2: [6, 4] },
    ]);
  });

  it('as a setting: 1st + 4th against 2nd + 3rd', () => {
    expect(round(8, 2, ORDER_8, 'first_fourth').games).toEqual([
      { court: 0, team1: [7, 1], team2: [3, 5] },
      { court: 1, team1: [0, 4], team2: [6, 2] },
    ]);
  });

  it('round 1 at random: randomRanking is a seeded order of all players', () => {
    const ranking = randomRanking(12, 99);
    expect([...ranking].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect(randomRanking(12, 99)).toEqual(ranking);
    expect(randomRanking(12, 100)).not.toEqual(ranking);
  });

  it('round 1 by level: highest first, players without a level after, ties in list order', () => {
    expect(firstRoundRanking([3.5, null, 4.8, 3.5, 2.1, null], 7)).toEqual([2, 0, 3, 4, 1, 5]);
  });

  it('round 1 without any level: the seeded draw', () => {
    expect(firstRoundRanking([null, null, null, null, null], 42)).toEqual(randomRanking(5, 42));
  });

  it('sit-outs: the lowest ranked of those who sat out least, then nobody twice before everybody once', () => {
    const ranking = [...Array(10).keys()];
    const first = round(10, 2, ranking);
    expect(first.sittingOut).toEqual([8, 9]);
    const second = round(10, 2, ranking, 'first_third', [first.sittingOut]);
    expect(second.sittingOut).toEqual([6, 7]);
    expect(second.games[0]).toEqual({ court: 0, team1: [0, 2], team2: [1, 3] });
    expect(second.games[1]).toEqual({ court: 1, team1: [4, 8], team2: [5, 9] });
  });

  it('more players than courts hold: the rest sit out', () => {
    const result = round(9, 1, [...Array(9).keys()]);
    expect(result.games).toHaveLength(1);
    expect(result.sittingOut).toEqual([4, 5, 6, 7, 8]);
  });

  it.each<[EventError, unknown]>([
    ['invalid_player_count', { players: 2, courts: 1, ranking: [0, 1] }],
    ['invalid_court_count', { players: 4, courts: 0, ranking: [0, 1, 2, 3] }],
    ['invalid_order', { players: 4, courts: 1, ranking: [0, 1, 2] }],
    ['invalid_order', { players: 4, courts: 1, ranking: [0, 1, 2, 2] }],
    ['invalid_order', { players: 4, courts: 1, ranking: [0, 1, 2, 4] }],
    ['invalid_pairing', { players: 4, courts: 1, ranking: [0, 1, 2, 3], pairing: 'first_second' }],
    ['invalid_history', { players: 4, courts: 1, ranking: [0, 1, 2, 3], sitOutHistory: [[5]] }],
    ['invalid_history', { players: 5, courts: 1, ranking: [0, 1, 2, 3, 4], sitOutHistory: [[1, 1]] }],
  ])('refuses %s: %j', (error, input) => {
    expect(mexicanoRound(input as Parameters<typeof mexicanoRound>[0])).toEqual({ ok: false, error });
  });
});

describe('Mexicano properties', () => {
  it('over many rounds of random standings: fair sit-outs, no player twice, courts by rank', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 32 }),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        fc.constantFrom<MexicanoPairing>('first_third', 'first_fourth'),
        (players, courts, seed, pairing) => {
          const history: number[][] = [];
          const sitOuts = new Array<number>(players).fill(0);
          for (let index = 0; index < 12; index += 1) {
            const ranking = seededShuffle([...Array(players).keys()], seed + index);
            const next = round(players, courts, ranking, pairing, history);
            expect(everyoneOnce(next, players)).toBe(true);
            expect(next.games).toHaveLength(Math.min(courts, Math.floor(players / 4)));
            // Court by court, the players in are taken in ranking order.
            const playing = ranking.filter((player) => !next.sittingOut.includes(player));
            for (const game of next.games) {
              const group = playing.slice(game.court * 4, game.court * 4 + 4);
              expect([...game.team1, ...game.team2].sort((a, b) => a - b)).toEqual(
                [...group].sort((a, b) => a - b),
              );
              expect(game.team1).toContain(group[0]);
            }
            for (const player of next.sittingOut) sitOuts[player] = (sitOuts[player] ?? 0) + 1;
            expect(spread(sitOuts)).toBeLessThanOrEqual(1);
            history.push(next.sittingOut);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('who sits out the next round before its standings are known', () => {
  it('names the players certain to sit out, and leaves the tied ones to the standings', () => {
    // 10 players on 2 courts: two sit out. Rounds so far: 8 and 9, then 6 and 7.
    const known = mexicanoSitOutsBeforeStandings({
      players: 10,
      courts: 2,
      sitOutHistory: [
        [8, 9],
        [6, 7],
      ],
    });
    // Six players never sat out, tied: the standings decide which two.
    expect(known).toEqual({ certain: [], open: 2 });
    // 6 players on 1 court, two sit out; 0 and 1 have sat out, 2 and 3 have, 4 has: 5 never did.
    const six = mexicanoSitOutsBeforeStandings({
      players: 6,
      courts: 1,
      sitOutHistory: [
        [0, 1],
        [2, 3],
        [4, 0],
      ],
    });
    // 5 never sat out; of 1, 2, 3 and 4 (once each) 1 sat out longest ago: both certain.
    expect(six).toEqual({ certain: [1, 5], open: 0 });
  });

  it('agrees with the draw whatever the standings turn out to be', () => {
    // Everyone but 0 sat out once: 0 sits out next, whatever the standings.
    const history = [[8], [7], [6], [5], [4], [3], [2], [1]];
    const known = mexicanoSitOutsBeforeStandings({ players: 9, courts: 2, sitOutHistory: history });
    expect(known).toEqual({ certain: [0], open: 0 });
    if (!known) throw new Error('refused');
    for (let seed = 1; seed <= 30; seed += 1) {
      const ranking = randomRanking(9, seed);
      const drawn = round(9, 2, ranking, 'first_third', history).sittingOut;
      for (const player of known.certain) expect(drawn).toContain(player);
      expect(drawn.length - known.certain.length).toBe(known.open);
    }
  });
});
