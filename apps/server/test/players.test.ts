import { FORMER_PLAYER_NAME, type Player, type PlayerList } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from './admin-helpers.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  injectAs,
  messageOf,
  type TestApp,
} from './helpers.ts';

/**
 * The club's roster (docs/players.md): its admins add, list, change and erase players; another
 * club's admin is refused; a court user of the club reads names only.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof createRosterWorld>>;

async function createRosterWorld() {
  const club = await createClub(t.ctx);
  const court = await createCourt(t.ctx, club.id);
  const otherClub = await createClub(t.ctx);
  return {
    club,
    court,
    otherClub,
    admin: tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: club.id })),
    otherAdmin: tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: otherClub.id })),
    superAdmin: tokenOf(t, await createUser(t.ctx, 'super_admin')),
    courtUser: tokenOf(t, await createUser(t.ctx, 'court_user', { clubId: club.id, courtId: court.id })),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await createRosterWorld();
});
afterAll(() => t.close());

async function addPlayer(payload: Record<string, unknown>, token = world.admin, clubId = world.club.id) {
  return injectAs(t.app, token, { method: 'POST', url: `/api/clubs/${clubId}/players`, payload });
}

async function created(payload: Record<string, unknown>): Promise<Player> {
  const response = await addPlayer(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Player }>().data;
}

async function list(token: string, search?: string, clubId = world.club.id) {
  const query = search === undefined ? '' : `?search=${encodeURIComponent(search)}`;
  return injectAs(t.app, token, { method: 'GET', url: `/api/clubs/${clubId}/players${query}` });
}

describe('the roster', () => {
  it('adds a player with email, level and consents, recording when each consent was given', async () => {
    const player = await created({
      name: '  Lucía Gómez ',
      email: 'lucia@example.com',
      level: 4.26,
      public: true,
      mail_consent: true,
    });
    const now = new Date(t.clock.now()).toISOString();
    expect(player).toMatchObject({
      club_id: world.club.id,
      name: 'Lucía Gómez',
      email: 'lucia@example.com',
      level: 4.3,
      public: true,
      consents: { mail: now, publication: now },
      erased_at: null,
    });
  });

  it('adds a player with a name only: private, no consents', async () => {
    const player = await created({ name: 'Marta' });
    expect(player).toMatchObject({
      email: null,
      level: null,
      public: false,
      consents: { mail: null, publication: null },
    });
  });

  it.each([
    [{}, 'Name is required', 'name'],
    [{ name: '   ' }, 'Name is required', 'name'],
    [{ name: 'x'.repeat(51) }, 'Name is too long', 'name'],
    [{ name: 'Ana', email: 'not-an-email' }, 'Invalid email', 'email'],
    [{ name: 'Ana', level: 7.5 }, 'Level must be 0 to 7', 'level'],
    [{ name: 'Ana', level: 'high' }, 'Level must be a number', 'level'],
    [{ name: 'Ana', public: 'yes' }, 'Public must be true or false', 'public'],
    [{ name: 'Ana', rating: 3 }, undefined, undefined],
  ])('refuses %j with a clear error and stores nothing', async (payload, message, field) => {
    const before = (await list(world.admin)).json<{ data: PlayerList }>().data.players.length;
    const response = await addPlayer(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; field?: string }>();
    expect(body.code).toBe('validation');
    if (message) expect(body.message).toBe(message);
    if (field) expect(body.field).toBe(field);
    expect((await list(world.admin)).json<{ data: PlayerList }>().data.players).toHaveLength(before);
  });

  it('finds players by a part of the name or the email, case aside; % and _ are plain letters', async () => {
    await created({ name: 'Beatriz Ortega', email: 'bea.o@example.com' });
    await created({ name: 'Roberto Ortiz' });
    const names = async (search: string) =>
      (await list(world.admin, search))
        .json<{ data: PlayerList }>()
        .data.players.map((player) => player.name);
    expect(await names('orte')).toEqual(['Beatriz Ortega']);
    expect(await names('ORT')).toEqual(['Beatriz Ortega', 'Roberto Ortiz']);
    expect(await names('bea.o@')).toEqual(['Beatriz Ortega']);
    expect(await names('%')).toEqual([]);
  });

  it('gives a court user of the club the names only, searched by name', async () => {
    const response = await list(world.courtUser, 'lucía');
    expect(response.statusCode, response.body).toBe(200);
    const [only, ...rest] = response.json<{ data: PlayerList }>().data.players;
    expect(rest).toEqual([]);
    expect(only).toEqual({ id: expect.any(Number), name: 'Lucía Gómez' });
    // An email is not a court user's search key: it would tell who the address belongs to.
    expect((await list(world.courtUser, 'lucia@')).json<{ data: PlayerList }>().data.players).toEqual([]);
  });

  it("refuses another club's admin (403), the public (401) and an unknown club (404)", async () => {
    expect((await list(world.otherAdmin)).statusCode).toBe(403);
    expect((await addPlayer({ name: 'Intruder' }, world.otherAdmin)).statusCode).toBe(403);
    expect((await addPlayer({ name: 'Intruder' }, world.courtUser)).statusCode).toBe(403);
    expect((await list(world.courtUser, undefined, world.otherClub.id)).statusCode).toBe(403);
    expect(
      (await injectAs(t.app, null, { method: 'GET', url: `/api/clubs/${world.club.id}/players` })).statusCode,
    ).toBe(401);
    const unknown = await list(world.superAdmin, undefined, 999_999);
    expect(unknown.statusCode).toBe(404);
  });

  it('reads, changes and erases a player for its admins only', async () => {
    const player = await created({ name: 'Carla', email: 'carla@example.com', mail_consent: true });
    const url = `/api/players/${player.id}`;
    for (const token of [world.otherAdmin, world.courtUser]) {
      expect((await injectAs(t.app, token, { method: 'GET', url })).statusCode).toBe(403);
      expect((await injectAs(t.app, token, { method: 'PUT', url, payload: { name: 'X' } })).statusCode).toBe(
        403,
      );
      expect((await injectAs(t.app, token, { method: 'DELETE', url })).statusCode).toBe(403);
    }
    const read = await injectAs(t.app, world.admin, { method: 'GET', url });
    expect(read.json<{ data: Player }>().data).toEqual(player);

    t.clock.advance(60_000);
    const changed = await injectAs(t.app, world.admin, {
      method: 'PUT',
      url,
      payload: { name: 'Carla Ruiz', email: 'carla@example.com', mail_consent: true, public: true, level: 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json<{ data: Player }>().data;
    // The mail consent keeps the date it was first given; publication is given now.
    expect(after.consents).toEqual({
      mail: player.consents.mail,
      publication: new Date(t.clock.now()).toISOString(),
    });
    expect(after).toMatchObject({ name: 'Carla Ruiz', level: 3, public: true });

    const bad = await injectAs(t.app, world.admin, { method: 'PUT', url, payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(
      (await injectAs(t.app, world.admin, { method: 'GET', url })).json<{ data: Player }>().data,
    ).toEqual(after);

    const erased = await injectAs(t.app, world.admin, { method: 'DELETE', url });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json<{ data: Player }>().data).toMatchObject({
      name: FORMER_PLAYER_NAME,
      email: null,
      public: false,
      consents: { mail: null, publication: null },
    });
    const names = (await list(world.admin)).json<{ data: PlayerList }>().data.players.map((p) => p.name);
    expect(names).not.toContain(FORMER_PLAYER_NAME);
    expect(names).not.toContain('Carla Ruiz');
  });

  it('answers 404 for an unknown player', async () => {
    const response = await injectAs(t.app, world.admin, { method: 'GET', url: '/api/players/999999' });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Player not found');
  });
});
