import type { MatchStatisticsPayload } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import { overlayPlayers } from './statistics-overlay.tsx';

const stats = (players: (1 | 2 | 3 | 4)[], team1: string, team2: string) =>
  ({
    team1_name: team1,
    team2_name: team2,
    players,
    player1Stats: { pointsPlayedWithService: 11 },
    player2Stats: { pointsPlayedWithService: 0 },
    player3Stats: { pointsPlayedWithService: 13 },
    player4Stats: { pointsPlayedWithService: 0 },
  }) as unknown as MatchStatisticsPayload;

describe("the statistics overlay's players", () => {
  it('a singles match has its two players, each the whole team name, with their own figures', () => {
    const players = overlayPlayers(stats([1, 3], 'Smith & Sons', 'Olga'));
    expect(players.map((player) => [player.number, player.name])).toEqual([
      [1, 'Smith & Sons'],
      [3, 'Olga'],
    ]);
    expect(players.map((player) => player.stats.pointsPlayedWithService)).toEqual([11, 13]);
  });

  it('a doubles match has four, named from the team names', () => {
    const players = overlayPlayers(stats([1, 2, 3, 4], 'Ana & Bea', 'Carla & Dani'));
    expect(players.map((player) => player.name)).toEqual(['Ana', 'Bea', 'Carla', 'Dani']);
  });
});
