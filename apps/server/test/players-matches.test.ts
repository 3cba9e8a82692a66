import {
  type CourtPlayerList,
  FORMER_PLAYER_NAME,
  type Match,
  type Player,
  type PlayerList,
  type PlayerName,
} from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from './admin-helpers.ts';
import { buildTestApp, createClub, createCourt, createUser, injectAs, type TestApp } from './helpers.ts';
import { courtTokenOf, matchBody, postMatch } from './live-helpers.ts';

/**
 * Matches name their players (docs/players.md): a match may name roster players of its court's
 * club by id; the match form reads the roster with the court token, recent players first, and
 * adds a newcomer; erasing a player renames them in their matches.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof createWorld>>;

async function createWorld() {
  const club = await createClub(t.ctx);
  const courts = [
    await createCourt(t.ctx, club.id),
    await createCourt(t.ctx, club.id),
    await createCourt(t.ctx, club.id),
  ];
  const otherClub = await createClub(t.ctx);
  const otherCourt = await createCourt(t.ctx, otherClub.id);
  const admin = tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: club.id }));
  const otherAdmin = tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: otherClub.id }));
  return { club, courts, otherClub, otherCourt, admin, otherAdmin };
}

async function rosterPlayer(name: string, clubId = world.club.id, token = world.admin): Promise<Player> {
  const response = await injectAs(t.app, token, {
    method: 'POST',
    url: `/api/clubs/${clubId}/players`,
    payload: { name, email: `${name.toLowerCase()}@example.com` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Player }>().data;
}

async function matchOf(id: string): Promise<Match> {
  const response = await injectAs(t.app, world.admin, { method: 'GET', url: `/api/matches/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Match }>().data;
}

async function courtRoster(courtId: number, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return t.app.inject({ method: 'GET', url: `/api/courts/${courtId}/players?${search}` });
}

let ana: Player;
let bea: Player;
let zoe: Player;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld();
  ana = await rosterPlayer('Ana');
  bea = await rosterPlayer('Bea');
  zoe = await rosterPlayer('Zoe');
});
afterAll(() => t.close());

describe('a match names its players by roster id', () => {
  let matchId: string;

  it("creates the match with the roster's names and ids beside guests", async () => {
    const court = world.courts[0];
    if (!court) throw new Error('no court');
    const response = await postMatch(
      t,
      matchBody(court.id, {
        team1Player1: { name: 'typed differently', playerId: ana.id },
        team1Player2: { name: 'Guest Gil' },
        team2Player1: { name: 'Zoe', playerId: zoe.id },
        team2Player2: { name: 'Guest Hal' },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    matchId = response.json<{ data: { id: string } }>().data.id;
    const match = await matchOf(matchId);
    expect(match.players).toEqual([
      { name: 'Ana', team: 'team1', playerNumber: 1, playerId: ana.id },
      { name: 'Guest Gil', team: 'team1', playerNumber: 2 },
      { name: 'Zoe', team: 'team2', playerNumber: 3, playerId: zoe.id },
      { name: 'Guest Hal', team: 'team2', playerNumber: 4 },
    ]);
    expect(match.team1_name).toBe('Ana & Guest Gil');
  });

  it("refuses another club's player, an unknown one and an erased one, and creates no match", async () => {
    const court = world.courts[1];
    if (!court) throw new Error('no court');
    const stranger = await rosterPlayer('Stranger', world.otherClub.id, world.otherAdmin);
    const erased = await rosterPlayer('Gone');
    await injectAs(t.app, world.admin, { method: 'DELETE', url: `/api/players/${erased.id}` });
    for (const [playerId, field] of [
      [stranger.id, 'team2Player2.playerId'],
      [999_999, 'team2Player2.playerId'],
      [erased.id, 'team2Player2.playerId'],
    ] as const) {
      const response = await postMatch(t, matchBody(court.id, { team2Player2: { name: 'X', playerId } }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation',
        message: "This player is not one of the club's players",
        field,
      });
    }
    // The court is still free: a valid match starts on it.
    expect((await postMatch(t, matchBody(court.id))).statusCode).toBe(201);
  });

  it('erasing a player renames them in their matches and keeps the rest', async () => {
    const erased = await injectAs(t.app, world.admin, { method: 'DELETE', url: `/api/players/${ana.id}` });
    expect(erased.statusCode).toBe(200);
    const match = await matchOf(matchId);
    expect(match.players[0]).toEqual({
      name: FORMER_PLAYER_NAME,
      team: 'team1',
      playerNumber: 1,
      playerId: ana.id,
    });
    expect(match.team1_name).toBe(`${FORMER_PLAYER_NAME} & Guest Gil`);
    expect(match.team2_name).toBe('Zoe & Guest Hal');
  });
});

describe("the match form's roster", () => {
  it('answers names with the court token, the court’s recent players first', async () => {
    const court = world.courts[0];
    if (!court) throw new Error('no court');
    const response = await courtRoster(court.id, { token: await courtTokenOf(t, court.id) });
    expect(response.statusCode, response.body).toBe(200);
    const players = response.json<{ data: CourtPlayerList }>().data.players;
    // Zoe played on this court; Bea did not; Ana is erased and gone from the roster.
    expect(players.map((player) => player.name)).toEqual(['Zoe', 'Bea']);
    expect(players[0]).toEqual({ id: zoe.id, name: 'Zoe' });
    const searched = await courtRoster(court.id, { token: await courtTokenOf(t, court.id), search: 'be' });
    expect(searched.json<{ data: CourtPlayerList }>().data.players).toEqual([{ id: bea.id, name: 'Bea' }]);
  });

  it("refuses without a token, with another court's token, and for an unknown court", async () => {
    const court = world.courts[2];
    if (!court) throw new Error('no court');
    expect((await courtRoster(court.id, {})).statusCode).toBe(403);
    expect(
      (await courtRoster(court.id, { token: await courtTokenOf(t, world.otherCourt.id) })).statusCode,
    ).toBe(403);
    expect((await courtRoster(999_999, { token: 'x' })).statusCode).toBe(404);
    // The club's admin needs no token.
    const admin = await injectAs(t.app, world.admin, {
      method: 'GET',
      url: `/api/courts/${court.id}/players`,
    });
    expect(admin.statusCode).toBe(200);
  });

  it("adds a newcomer ('New here? Add me') as a private roster player of the court's club", async () => {
    const court = world.courts[2];
    if (!court) throw new Error('no court');
    const url = `/api/courts/${court.id}/players`;
    const refused = await t.app.inject({ method: 'POST', url, payload: { name: 'Nico' } });
    expect(refused.statusCode).toBe(403);
    const invalid = await t.app.inject({
      method: 'POST',
      url,
      payload: { name: ' ', courtToken: await courtTokenOf(t, court.id) },
    });
    expect(invalid.statusCode).toBe(400);
    const added = await t.app.inject({
      method: 'POST',
      url,
      payload: { name: ' Nico ', courtToken: await courtTokenOf(t, court.id) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const nico = added.json<{ data: PlayerName }>().data;
    expect(nico.name).toBe('Nico');
    const list = await injectAs(t.app, world.admin, {
      method: 'GET',
      url: `/api/clubs/${world.club.id}/players?search=nico`,
    });
    expect(list.json<{ data: PlayerList }>().data.players).toEqual([
      expect.objectContaining({
        id: nico.id,
        name: 'Nico',
        email: null,
        public: false,
        club_id: world.club.id,
      }),
    ]);
    // The token is not spent: the match is then started with it, naming the newcomer.
    const match = await postMatch(
      t,
      matchBody(court.id, { team1Player1: { name: 'Nico', playerId: nico.id } }),
    );
    expect(match.statusCode, match.body).toBe(201);
  });
});
