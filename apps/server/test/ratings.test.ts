import type { EventView, Ladder, Match, Player, PlayerPage, ResultLinks } from '@bandeja/contract';
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
import { createButton, press, startMatch } from './live-helpers.ts';
import { playGames } from './share-helpers.ts';

/**
 * The club rating on the server (docs/rating.md, "How the server applies it"): computed from the
 * club's verified matches only (both teams confirmed, or unchallenged through the window, and
 * scored with the court's buttons), again on every read, so a correction after confirmation moves
 * the ratings; the ladder shows the public players to anyone and everyone to the club's admins.
 */
vi.setConfig({ testTimeout: 180_000 });

const MINUTE = 60_000;
let t: TestApp;
let world: Awaited<ReturnType<typeof createWorld>>;
let ana: Player;
let bea: Player;
let carla: Player;
let dora: Player;

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
    courtSession: await tokenFor(t.app, courtUser),
    button: await createButton(t.ctx, court.id, 'TEAM1_SCORE'),
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

const named = (player: Player) => ({ name: player.name, playerId: player.id });

/**
 * A match of `team1` against `team2`: its first game scored with the court's button (or, without
 * `buttons`, from the control screen), then `games` as the winner of each ('A' team 1, 'B' team 2).
 */
async function playedMatch(
  team1: [Player, Player],
  team2: [Player, Player],
  games: string,
  options: { buttons: boolean } = { buttons: true },
): Promise<string> {
  const matchId = await startMatch(t, world.court.id, {
    team1Player1: named(team1[0]),
    team1Player2: named(team1[1]),
    team2Player1: named(team2[0]),
    team2Player2: named(team2[1]),
  });
  if (options.buttons) {
    for (let point = 0; point < 4; point += 1) {
      t.clock.advance(20_000);
      expect((await press(t, world.button)).statusCode).toBe(200);
    }
  } else await playGames(t, world.courtSession, matchId, 'A');
  await playGames(t, world.courtSession, matchId, games);
  return matchId;
}

async function answer(matchId: string, team: 'team1' | 'team2', verdict: 'confirmed' | 'contested') {
  const links = await injectAs(t.app, world.courtSession, {
    method: 'GET',
    url: `/api/matches/${matchId}/result/links`,
  });
  const { token } = links.json<{ data: ResultLinks }>().data[team];
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/result/answers`,
    payload: {
      team,
      token,
      verdict,
      ...(verdict === 'contested' ? { claim: [{ team1: 0, team2: 6 }] } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function confirmedByBoth(matchId: string) {
  await answer(matchId, 'team1', 'confirmed');
  await answer(matchId, 'team2', 'confirmed');
}

function ladderCall(token: string | null, query = '', clubId = world.club.id) {
  return injectAs(t.app, token, { method: 'GET', url: `/api/clubs/${clubId}/ladder${query}` });
}

async function ladder(token: string | null = world.admin, query = ''): Promise<Ladder> {
  const response = await ladderCall(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Ladder }>().data;
}

const namesOf = (shown: Ladder) => shown.players.map((entry) => entry.name);

async function pageOf(playerId: number): Promise<PlayerPage> {
  const response = await injectAs(t.app, world.admin, {
    method: 'GET',
    url: `/api/players/${playerId}/page`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PlayerPage }>().data;
}

/** Six games to love for team 1 after the first: 6-0 6-0. */
const TEAM1_ROUT = 'AAAAA AAAAAA';

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld();
  ana = await rosterPlayer('Ana', true);
  bea = await rosterPlayer('Bea', true);
  carla = await rosterPlayer('Carla', true);
  dora = await rosterPlayer('Dora', false);
});
afterAll(() => t.close());

describe('the club rating from verified matches only', () => {
  it('rates nobody while the only result is unconfirmed, unverified or contested', async () => {
    // Scored from the control screen only: confirmed by both, yet not verified.
    const noButtons = await playedMatch([carla, dora], [ana, bea], TEAM1_ROUT, { buttons: false });
    await confirmedByBoth(noButtons);
    // Contested by the losers: not verified, even after the window.
    const contested = await playedMatch([carla, dora], [ana, bea], TEAM1_ROUT);
    await answer(contested, 'team2', 'contested');
    // Nobody answered yet, inside the window.
    await playedMatch([carla, dora], [ana, bea], TEAM1_ROUT);
    expect((await ladder()).players).toEqual([]);
    expect((await pageOf(carla.id)).ratings).toEqual([]);
  });

  it('counts a result nobody contested once the window has passed, when read', async () => {
    t.clock.advance(31 * MINUTE);
    const shown = await ladder();
    // The unanswered match is verified now: Carla and Dora won it 6-0 6-0.
    expect(shown.players.slice(0, 2).map((entry) => entry.name)).toEqual(['Carla', 'Dora']);
    expect(shown.players.map((entry) => entry.matches)).toEqual([1, 1, 1, 1]);
  });

  it('orders the ladder by level from the verified matches, with the band', async () => {
    // Ana and Bea beat Carla and Dora twice, both teams confirming.
    for (let match = 0; match < 2; match += 1) {
      await confirmedByBoth(await playedMatch([ana, bea], [carla, dora], TEAM1_ROUT));
    }
    const shown = await ladder();
    expect(namesOf(shown)).toEqual(['Ana', 'Bea', 'Carla', 'Dora']);
    expect(shown.players.map((entry) => entry.rank)).toEqual([1, 2, 3, 4]);
    const [first, , third] = shown.players;
    // The match that became verified when its window passed, and these two.
    expect(first).toMatchObject({ player_id: ana.id, matches: 3, public: true });
    expect(first?.level).toBeGreaterThan(third?.level ?? Number.POSITIVE_INFINITY);
    expect(first?.band).toBeGreaterThan(0);
    expect(first?.band).toBeLessThan(2);
    const page = await pageOf(ana.id);
    expect(page.ratings).toEqual([
      {
        sport: 'PADEL',
        level: first?.level,
        band: first?.band,
        deviation: first?.deviation,
        matches: 3,
        provisional: first?.provisional,
      },
    ]);
  });

  it('recomputes the ratings when a confirmed result is corrected', async () => {
    const before = await ladder();
    const levelOf = (shown: Ladder, player: Player) =>
      shown.players.find((entry) => entry.player_id === player.id)?.level;
    // Ana and Bea win a third match 6-0 6-0; both teams confirm within the undo window.
    const matchId = await playedMatch([ana, bea], [carla, dora], TEAM1_ROUT);
    await confirmedByBoth(matchId);
    const confirmed = await ladder();
    expect(levelOf(confirmed, ana)).toBeGreaterThanOrEqual(levelOf(before, ana) ?? 0);
    // The second set was wrong: taken back point by point (24 points), then Carla and Dora win it
    // and the third set 6-0.
    for (let point = 0; point < 24; point += 1) {
      const undo = await injectAs(t.app, world.courtSession, {
        method: 'POST',
        url: `/api/scores/${matchId}/undo`,
      });
      expect(undo.statusCode, undo.body).toBe(200);
    }
    await playGames(t, world.courtSession, matchId, 'BBBBBB BBBBBB');
    const result = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}/result` });
    expect(result.json()).toMatchObject({ data: { document: { winner: 'team2', verified: true } } });
    const corrected = await ladder();
    expect(levelOf(corrected, ana)).toBeLessThan(levelOf(confirmed, ana) ?? 0);
    expect(levelOf(corrected, carla)).toBeGreaterThan(levelOf(confirmed, carla) ?? 0);
  });
});

describe('who sees the ladder', () => {
  it('shows the public players to the public and to another club, everyone to the club admins', async () => {
    expect(namesOf(await ladder(null))).not.toContain('Dora');
    expect(namesOf(await ladder(null)).sort()).toEqual(['Ana', 'Bea', 'Carla']);
    expect((await ladder(null)).players.map((entry) => entry.rank)).toEqual([1, 2, 3]);
    expect(namesOf(await ladder(world.otherAdmin)).sort()).toEqual(['Ana', 'Bea', 'Carla']);
    expect(namesOf(await ladder(world.admin)).sort()).toEqual(['Ana', 'Bea', 'Carla', 'Dora']);
    expect(namesOf(await ladder(world.admin, '?players=public'))).not.toContain('Dora');
  });

  it("refuses the private players to anyone but the club's admins", async () => {
    const other = await ladderCall(world.otherAdmin, '?players=all');
    expect(other.statusCode).toBe(403);
    expect((await ladderCall(null, '?players=all')).statusCode).toBe(401);
    expect((await ladderCall(world.courtSession, '?players=all')).statusCode).toBe(403);
  });

  it('answers 404 for an unknown club and 400 for an unknown sport, and a tennis ladder apart', async () => {
    expect((await ladderCall(null, '', 999_999)).statusCode).toBe(404);
    const bad = await ladderCall(null, '?sport=golf');
    expect(bad.statusCode).toBe(400);
    expect((await ladder(world.admin, '?sport=TENNIS')).players).toEqual([]);
  });

  it("keeps another club's matches out of this club's ladder", async () => {
    const otherClub = await createClub(t.ctx);
    const response = await ladderCall(null, '', otherClub.id);
    expect(response.json<{ data: Ladder }>().data.players).toEqual([]);
  });
});

describe('Mexicano by the club rating', () => {
  it("seeds round 1 by the roster players' ratings over the levels typed in, and names them in its matches", async () => {
    const shown = await ladder();
    const levelOf = (player: Player) =>
      shown.players.find((entry) => entry.player_id === player.id)?.level ?? Number.NaN;
    const [high, low] = levelOf(ana) > levelOf(carla) ? [ana, carla] : [carla, ana];
    expect(levelOf(high)).toBeGreaterThan(levelOf(low));
    // The levels typed in say the opposite of the ratings; the guests have only theirs.
    const created = await injectAs(t.app, world.admin, {
      method: 'POST',
      url: '/api/events',
      payload: {
        name: 'Friday Mexicano',
        clubId: world.club.id,
        format: 'mexicano',
        courtIds: [world.court.id],
        players: [
          { name: 'Guest Ten', level: 10 },
          { name: 'typed', playerId: high.id, level: 1 },
          { name: low.name, playerId: low.id, level: 7 },
          { name: 'Guest Zero', level: 0 },
        ],
        rounds: 1,
        pointsPerGame: 16,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json<{ data: EventView }>().data.event.id;
    const started = await injectAs(t.app, world.admin, {
      method: 'POST',
      url: `/api/events/${eventId}/start`,
    });
    expect(started.statusCode, started.body).toBe(200);
    const view = started.json<{ data: EventView }>().data;
    // Ranked Guest Ten, the higher rating, the lower rating, Guest Zero: 1st + 3rd against 2nd + 4th.
    const game = view.rounds[0]?.games[0];
    expect(game).toMatchObject({ team1: [0, 2], team2: [1, 3] });
    const match = await injectAs(t.app, world.admin, {
      method: 'GET',
      url: `/api/matches/${game?.match_id}`,
    });
    expect(match.json<{ data: Match }>().data.players).toEqual([
      { name: 'Guest Ten', team: 'team1', playerNumber: 1 },
      { name: low.name, team: 'team1', playerNumber: 2, playerId: low.id },
      { name: high.name, team: 'team2', playerNumber: 3, playerId: high.id },
      { name: 'Guest Zero', team: 'team2', playerNumber: 4 },
    ]);
  });

  it("refuses an event player who is not one of the club's players", async () => {
    const stranger = await injectAs(t.app, world.admin, {
      method: 'POST',
      url: '/api/events',
      payload: {
        name: 'Friday Mexicano',
        clubId: world.club.id,
        format: 'mexicano',
        courtIds: [world.court.id],
        players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D', playerId: 999_999 }],
        rounds: 1,
        pointsPerGame: 16,
      },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      message: "This player is not one of the club's players",
      field: 'players.3.playerId',
    });
  });
});
