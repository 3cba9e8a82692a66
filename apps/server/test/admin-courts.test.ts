import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttons, courts, matches, users } from '../src/db/schema.ts';
import { createAdminWorld, insertMatchRow, snapshot, tokenOf } from './admin-helpers.ts';
import { buildTestApp, createClub, injectAs, messageOf, type TestApp, unique } from './helpers.ts';
import { startMatch } from './live-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function courtBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Centre court',
    sport_type: 'PADEL',
    court_user: { username: unique('centre'), password: 'password123', name: 'Centre court screen' },
    ...overrides,
  };
}

describe('POST /api/courts', () => {
  it('creates the court and its court user, who can then sign in to that court', async () => {
    const w = await createAdminWorld(t);
    const body = courtBody({ club_id: w.club.id, sport_type: 'TENNIS' });
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'POST',
      url: '/api/courts',
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const court = response.json().data;
    expect(court).toMatchObject({
      name: 'Centre court',
      club_id: w.club.id,
      sport_type: 'TENNIS',
      screen_identifier: 'Centre court',
      club: { id: w.club.id, name: w.club.name },
      court_user: { username: body.court_user.username, name: 'Centre court screen', email: null },
    });
    expect(response.body).not.toContain('password');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: body.court_user.username, password: 'password123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({
      role: 'court_user',
      clubId: w.club.id,
      courtId: court.id,
    });
  });

  it("puts a club admin's court in their own club", async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'POST',
      url: '/api/courts',
      payload: courtBody(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.club_id).toBe(w.club.id);
  });

  it.each([
    [{ name: '' }, 'Court name is required'],
    [{ name: undefined }, 'Court name is required'],
    [{ court_user: undefined }, 'Court user is required'],
    [{ court_user: { password: 'password123', name: 'Screen' } }, 'Username is required'],
    [{ court_user: { username: 'screen-x', name: 'Screen' } }, 'Password is required'],
    [
      { court_user: { username: 'screen-x', password: 'short', name: 'Screen' } },
      'Password must be at least 8 characters',
    ],
    [{ court_user: { username: 'screen-x', password: 'password123', name: ' ' } }, 'Name is required'],
    [
      { court_user: { username: 'screen x!', password: 'password123', name: 'S' } },
      'Username may contain only letters, digits, dots, dashes and underscores',
    ],
    [{ sport_type: 'SQUASH' }, 'Sport type must be one of PADEL, TENNIS'],
    [{ sport_type: null }, 'Sport type is required'],
    [{ name: 'x'.repeat(120) }, 'Court name is too long'],
    [
      { court_user: { username: 'screen-x', password: 'password123', name: 'x'.repeat(120) } },
      'Name is too long',
    ],
    [{ club_id: true }, 'Id must be a number'],
  ])('refuses %j with 400 "%s" and creates nothing', async (overrides, message) => {
    const w = await createAdminWorld(t);
    const before = await snapshot(t);
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'POST',
      url: '/api/courts',
      payload: courtBody({ club_id: w.club.id, ...overrides }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, code: 'validation' });
    expect(await snapshot(t)).toBe(before);
  });

  it('asks a super admin for the club, and refuses a club that does not exist', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const noClub = await injectAs(t.app, token, { method: 'POST', url: '/api/courts', payload: courtBody() });
    expect(noClub.statusCode).toBe(400);
    expect(messageOf(noClub)).toBe('Club is required');
    const unknown = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/courts',
      payload: courtBody({ club_id: 999_999 }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe('The selected club does not exist');
  });

  it('refuses a taken username (in any case) with 409, and creates no court', async () => {
    const w = await createAdminWorld(t);
    const before = await snapshot(t);
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'POST',
      url: '/api/courts',
      payload: courtBody({
        club_id: w.club.id,
        court_user: { username: w.courtUser.username.toUpperCase(), password: 'password123', name: 'Screen' },
      }),
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(`The username '${w.courtUser.username.toUpperCase()}' is already taken`);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('GET /api/courts', () => {
  it("lists only a club admin's own courts, in id order, with their court user", async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), { method: 'GET', url: '/api/courts' });
    expect(response.statusCode).toBe(200);
    const list = response.json().data.courts;
    expect(list.map((court: { id: number }) => court.id)).toEqual([w.court.id, w.secondCourt.id]);
    expect(list[0].court_user).toEqual({
      id: w.courtUser.id,
      name: w.courtUser.name,
      email: w.courtUser.email,
      username: w.courtUser.username,
    });
    expect(list[1].court_user).toBeNull();
  });

  it('lets a super admin narrow the list to one club', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'GET',
      url: `/api/courts?club_id=${w.otherClub.id}`,
    });
    expect(response.json().data.courts.map((court: { id: number }) => court.id)).toEqual([w.otherCourt.id]);
  });

  it('answers a filter naming an unknown club with 404, for super and club admins alike', async () => {
    const w = await createAdminWorld(t);
    for (const admin of [w.superAdmin, w.clubAdmin]) {
      const response = await injectAs(t.app, tokenOf(t, admin), {
        method: 'GET',
        url: '/api/courts?club_id=999999',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Club not found', code: 'clubNotFound' });
    }
    const other = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'GET',
      url: `/api/courts?club_id=${w.otherClub.id}`,
    });
    expect(other.statusCode).toBe(403);
    expect(messageOf(other)).toBe('Access denied');
  });

  it('answers an unknown court with 404 and a malformed id with 400', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const unknown = await injectAs(t.app, token, { method: 'GET', url: '/api/courts/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe('Court not found');
    const malformed = await injectAs(t.app, token, { method: 'GET', url: '/api/courts/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(messageOf(malformed)).toBe('Id must be a number');
  });
});

describe('GET /api/courts/{clubId}/club-courts', () => {
  it("lists a club's courts publicly, sorted by id, without their court users", async () => {
    const w = await createAdminWorld(t);
    const response = await t.app.inject({ method: 'GET', url: `/api/courts/${w.club.id}/club-courts` });
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.map((court: { id: number }) => court.id)).toEqual([w.court.id, w.secondCourt.id]);
    expect(list[0]).toEqual({
      id: w.court.id,
      name: w.court.name,
      club_id: w.club.id,
      sport_type: 'PADEL',
      screen_identifier: w.court.screenIdentifier,
      created_at: w.court.createdAt.toISOString(),
      club: { id: w.club.id, name: w.club.name },
    });
    expect(response.body).not.toContain(w.courtUser.username);
  });

  it('answers an unknown club with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/courts/999999/club-courts' });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Club not found');
  });
});

describe('PUT /api/courts/{id}', () => {
  it("refuses any change of the court user with the spec's message, and changes nothing", async () => {
    const w = await createAdminWorld(t);
    const before = await snapshot(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'PUT',
      url: `/api/courts/${w.court.id}`,
      payload: { name: 'New name', court_user: { username: 'someone-else' } },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('User information cannot be modified after court creation.');
    expect(await snapshot(t)).toBe(before);
  });

  it('renames the court; a screen identifier that was the name follows it', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'PUT',
      url: `/api/courts/${w.court.id}`,
      payload: { name: 'Pista Central', sport_type: 'TENNIS', club_id: w.club.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Pista Central',
      screen_identifier: 'Pista Central',
      sport_type: 'TENNIS',
      club_id: w.club.id,
    });
  });

  it('moves a court with its court user and buttons when a super admin changes its club', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'PUT',
      url: `/api/courts/${w.court.id}`,
      payload: { club_id: w.otherClub.id },
    });
    expect(response.statusCode).toBe(200);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, w.courtUser.id));
    expect(user?.clubId).toBe(w.otherClub.id);
    const otherAdminButtons = await injectAs(t.app, tokenOf(t, w.otherClubAdmin), {
      method: 'GET',
      url: '/api/buttons',
    });
    expect(otherAdminButtons.json().data.buttons.map((b: { id: number }) => b.id)).toEqual([w.button.id]);
  });

  it("moves the court's matches to the new club: its admin acts on them, the old club's admin is refused", async () => {
    const w = await createAdminWorld(t);
    const live = await startMatch(t, w.court.id);
    const past = await insertMatchRow(t, { courtId: w.court.id, clubId: w.club.id, status: 'finished' });
    const elsewhere = await insertMatchRow(t, {
      courtId: w.secondCourt.id,
      clubId: w.club.id,
      status: 'finished',
    });
    const oldAdmin = tokenOf(t, w.clubAdmin);
    const newAdmin = tokenOf(t, w.otherClubAdmin);
    // The old club's admin scores once, so the live match is cached with its old club.
    const before = await injectAs(t.app, oldAdmin, {
      method: 'POST',
      url: `/api/scores/${live}/team1-point`,
    });
    expect(before.statusCode).toBe(200);

    const moved = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'PUT',
      url: `/api/courts/${w.court.id}`,
      payload: { club_id: w.otherClub.id },
    });
    expect(moved.statusCode).toBe(200);
    const rows = await t.ctx.db.select({ id: matches.id, clubId: matches.clubId }).from(matches);
    const clubOf = (id: string) => rows.find((row) => row.id === id)?.clubId;
    expect([clubOf(live), clubOf(past), clubOf(elsewhere)]).toEqual([
      w.otherClub.id,
      w.otherClub.id,
      w.club.id,
    ]);

    const refused = await injectAs(t.app, oldAdmin, {
      method: 'POST',
      url: `/api/scores/${live}/team1-point`,
    });
    expect(refused.statusCode).toBe(403);
    const refusedEdit = await injectAs(t.app, oldAdmin, {
      method: 'PUT',
      url: `/api/matches/${live}`,
      payload: { team1_name: 'Old & Club' },
    });
    expect(refusedEdit.statusCode).toBe(403);
    expect(
      (await injectAs(t.app, oldAdmin, { method: 'DELETE', url: `/api/matches/${past}` })).statusCode,
    ).toBe(403);

    const scored = await injectAs(t.app, newAdmin, {
      method: 'POST',
      url: `/api/scores/${live}/team1-point`,
    });
    expect(scored.statusCode).toBe(200);
    expect(scored.json().data.version).toBe(2);
    const edited = await injectAs(t.app, newAdmin, {
      method: 'PUT',
      url: `/api/matches/${live}`,
      payload: { team1_name: 'New & Club' },
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await injectAs(t.app, newAdmin, { method: 'DELETE', url: `/api/matches/${past}` })).statusCode,
    ).toBe(200);
  });

  it('refuses an empty name', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'PUT',
      url: `/api/courts/${w.court.id}`,
      payload: { name: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Court name is required');
  });
});

describe('DELETE /api/courts/{id}', () => {
  it('deletes the court with its court user and buttons, and keeps its finished matches', async () => {
    const w = await createAdminWorld(t);
    const matchId = await insertMatchRow(t, { courtId: w.court.id, clubId: w.club.id, status: 'finished' });
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'DELETE',
      url: `/api/courts/${w.court.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { id: w.court.id } });
    expect(await t.ctx.db.select().from(courts).where(eq(courts.id, w.court.id))).toEqual([]);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, w.courtUser.id))).toEqual([]);
    expect(await t.ctx.db.select().from(buttons).where(eq(buttons.id, w.button.id))).toEqual([]);
    const [match] = await t.ctx.db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({ courtId: null, clubId: w.club.id });
  });

  it('refuses while a match is being played on the court', async () => {
    const w = await createAdminWorld(t);
    await insertMatchRow(t, { courtId: w.court.id, clubId: w.club.id, status: 'ongoing' });
    const before = await snapshot(t);
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'DELETE',
      url: `/api/courts/${w.court.id}`,
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('This court has an ongoing match. Finish it before deleting the court.');
    expect(await snapshot(t)).toBe(before);
  });
});

describe('GET /api/courts/club/{id}', () => {
  it("answers an unknown club with 404 and lists a known club's courts", async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const unknown = await injectAs(t.app, token, { method: 'GET', url: '/api/courts/club/999999' });
    expect(unknown.statusCode).toBe(404);
    const empty = await createClub(t.ctx);
    const none = await injectAs(t.app, token, { method: 'GET', url: `/api/courts/club/${empty.id}` });
    expect(none.json()).toEqual({ success: true, data: { courts: [] } });
  });
});
