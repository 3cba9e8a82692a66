import type { MatchStatisticsPayload, Player, PlayerPage } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenOf } from './admin-helpers.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  injectAs,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { startMatch } from './live-helpers.ts';
import { playGames, SIX_FOUR_SIX_THREE } from './share-helpers.ts';

/**
 * The player page (docs/players.md, "The player page"): a match that names a roster player by id
 * shows on their page, with results, figures summed from the engine's statistics, partners and
 * opponents; public only when the player allows it, and never publishing a private player's name.
 */
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let world: Awaited<ReturnType<typeof createWorld>>;
let ana: Player;
let bea: Player;
let carla: Player;
let won: string;
let lost: string;

async function createWorld() {
  const club = await createClub(t.ctx);
  const court = await createCourt(t.ctx, club.id);
  const otherClub = await createClub(t.ctx);
  const courtUser = await createUser(t.ctx, 'court_user', { clubId: club.id, courtId: court.id });
  return {
    club,
    court,
    admin: tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: club.id })),
    otherAdmin: tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: otherClub.id })),
    courtToken: await tokenFor(t.app, courtUser),
  };
}

async function rosterPlayer(name: string, isPublic: boolean): Promise<Player> {
  const response = await injectAs(t.app, world.admin, {
    method: 'POST',
    url: `/api/clubs/${world.club.id}/players`,
    payload: { name, public: isPublic },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Player }>().data;
}

function page(playerId: number, token: string | null = null) {
  return injectAs(t.app, token, { method: 'GET', url: `/api/players/${playerId}/page` });
}

async function pageOf(playerId: number, token: string | null = null): Promise<PlayerPage> {
  const response = await page(playerId, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PlayerPage }>().data;
}

async function statisticsOf(matchId: string): Promise<MatchStatisticsPayload> {
  const response = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}/statistics` });
  return response.json<{ data: MatchStatisticsPayload }>().data;
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld();
  ana = await rosterPlayer('Ana', true);
  bea = await rosterPlayer('Bea', false);
  carla = await rosterPlayer('Carla', true);
  // Ana and Bea beat Carla and a guest 6-4 6-3, Ana serving first for her team (player 1).
  won = await startMatch(t, world.court.id, {
    team1Player1: { name: 'Ana', playerId: ana.id },
    team1Player2: { name: 'Bea', playerId: bea.id },
    team2Player1: { name: 'Carla', playerId: carla.id },
    team2Player2: { name: 'Dora' },
  });
  await playGames(t, world.courtToken, won, SIX_FOUR_SIX_THREE);
  // Then Carla and Bea beat Ana and a guest, Ana as player 3 this time.
  t.clock.advance(60 * 60_000);
  lost = await startMatch(t, world.court.id, {
    team1Player1: { name: 'Carla', playerId: carla.id },
    team1Player2: { name: 'Bea', playerId: bea.id },
    team2Player1: { name: 'Ana', playerId: ana.id },
    team2Player2: { name: 'Eva' },
  });
  await playGames(t, world.courtToken, lost, SIX_FOUR_SIX_THREE);
});
afterAll(() => t.close());

describe("a public player's page", () => {
  it('lists the matches that name the player by id, newest first, from their side of the net', async () => {
    const { matches, record, player, club } = await pageOf(ana.id);
    expect(player).toEqual({ id: ana.id, name: 'Ana', level: null, public: true });
    expect(club).toEqual({ id: world.club.id, name: world.club.name });
    expect(matches.map((match) => [match.id, match.team, match.result, match.score_line])).toEqual([
      [lost, 'team2', 'lost', '4-6 / 3-6'],
      [won, 'team1', 'won', '6-4 / 6-3'],
    ]);
    expect(record).toEqual({ played: 2, won: 1, lost: 1, drawn: 0 });
  });

  it("hides a private roster player's name from the public, not from the club's admins", async () => {
    const [, first] = (await pageOf(ana.id)).matches;
    expect(first?.partners).toEqual([null]);
    expect(first?.opponents).toEqual(['Carla', 'Dora']);
    const asAdmin = (await pageOf(ana.id, world.admin)).matches[1];
    expect(asAdmin?.partners).toEqual(['Bea']);
  });

  it("sums the engine's statistics of each match into the player's figures", async () => {
    const [first, second] = [await statisticsOf(won), await statisticsOf(lost)];
    const { figures, matches } = await pageOf(ana.id);
    expect(figures).toEqual({
      matches: 2,
      points_played: first.pointsPlayed + second.pointsPlayed,
      points_won: first.team1Points.totalPoints + second.team2Points.totalPoints,
      service_points_played:
        first.player1Stats.pointsPlayedWithService + second.player3Stats.pointsPlayedWithService,
      service_points_won: first.player1Stats.pointsWhileServing + second.player3Stats.pointsWhileServing,
      service_games_held: first.player1Stats.gamesWonWhileServing + second.player3Stats.gamesWonWhileServing,
      service_games_lost: first.player1Stats.serviceBreaks + second.player3Stats.serviceBreaks,
      break_points: first.team1BreakPoints.total + second.team2BreakPoints.total,
      break_points_won: first.team1BreakPoints.converted + second.team2BreakPoints.converted,
      deciding_points_played: first.goldenPoints.played + second.goldenPoints.played,
      deciding_points_won: first.goldenPoints.team1Won + second.goldenPoints.team2Won,
      longest_streak: Math.max(
        first.consecutivePoints.team1LongestStreak,
        second.consecutivePoints.team2LongestStreak,
      ),
    });
    expect(figures.points_won).toBeGreaterThan(0);
    expect(figures.service_games_held).toBeGreaterThan(0);
    expect(matches[1]?.points).toEqual({ won: first.team1Points.totalPoints, played: first.pointsPlayed });
  });

  it('counts partners and opponents, a roster player by id and a guest by name', async () => {
    const { partners, opponents } = await pageOf(ana.id, world.admin);
    expect(partners).toEqual([
      { name: 'Bea', player_id: bea.id, played: 1, won: 1 },
      { name: 'Eva', player_id: null, played: 1, won: 0 },
    ]);
    expect(opponents).toEqual([
      { name: 'Carla', player_id: carla.id, played: 2, won: 1 },
      { name: 'Dora', player_id: null, played: 1, won: 1 },
      { name: 'Bea', player_id: bea.id, played: 1, won: 0 },
    ]);
  });

  it('has no rating while no verified match names the player', async () => {
    expect((await pageOf(ana.id)).ratings).toEqual([]);
  });
});

describe('who sees a page', () => {
  it("shows a private player's page to the club's admins only: 404 to anyone else", async () => {
    expect((await page(bea.id)).statusCode).toBe(404);
    expect((await page(bea.id, world.otherAdmin)).statusCode).toBe(404);
    expect((await pageOf(bea.id, world.admin)).record).toEqual({ played: 2, won: 2, lost: 0, drawn: 0 });
  });

  it('answers 404 for an erased player, even to the admins, and for an unknown one', async () => {
    const extra = await rosterPlayer('Flor', true);
    await injectAs(t.app, world.admin, { method: 'DELETE', url: `/api/players/${extra.id}` });
    expect((await page(extra.id, world.admin)).statusCode).toBe(404);
    expect((await page(999_999)).statusCode).toBe(404);
  });
});
