import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '../src/auth/user-repository.ts';
import { createAdminWorld, snapshot, tokenOf } from './admin-helpers.ts';
import { buildTestApp, injectAs, messageOf, TEST_PASSWORD, type TestApp, unique } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Marta Ruiz',
    email: 'marta@example.com',
    username: unique('marta'),
    password: 'password123',
    role: 'club_admin',
    ...overrides,
  };
}

function signIn(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

describe('POST /api/users', () => {
  it('lets a super admin create an account of each role that can then sign in', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const cases = [
      { role: 'super_admin', clubId: w.club.id, expected: { clubId: null, courtId: null } },
      { role: 'club_admin', clubId: w.club.id, expected: { clubId: w.club.id, courtId: null } },
      {
        role: 'court_user',
        courtId: w.secondCourt.id,
        expected: { clubId: w.club.id, courtId: w.secondCourt.id },
      },
    ];
    for (const { expected, ...fields } of cases) {
      const body = newUser(fields);
      const response = await injectAs(t.app, token, { method: 'POST', url: '/api/users', payload: body });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ role: body.role, username: body.username, ...expected });
      expect(response.body).not.toContain('password');
      expect((await signIn(body.username, 'password123')).statusCode).toBe(200);
    }
  });

  it("stores a new account's password as argon2id at the production cost (19 MiB, 2 passes)", async () => {
    const w = await createAdminWorld(t);
    const body = newUser({ clubId: w.club.id });
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'POST',
      url: '/api/users',
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = await findUserByUsername(t.ctx.db, body.username);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("puts a club admin's new accounts in their own club", async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'POST',
      url: '/api/users',
      payload: newUser({ role: 'court_user' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ clubId: w.club.id, courtId: null });
  });

  it.each<[string, { role: string; clubId?: 'other'; courtId?: 'otherCourt' }]>([
    ['a super admin', { role: 'super_admin' }],
    ['an admin of another club', { role: 'club_admin', clubId: 'other' }],
    ['a court user on a court of another club', { role: 'court_user', courtId: 'otherCourt' }],
  ])('refuses a club admin the creation of %s (403), creating nothing', async (_what, fields) => {
    const w = await createAdminWorld(t);
    const resolved = {
      ...fields,
      ...(fields.clubId === 'other' ? { clubId: w.otherClub.id } : {}),
      ...(fields.courtId === 'otherCourt' ? { courtId: w.otherCourt.id } : {}),
    };
    const before = await snapshot(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'POST',
      url: '/api/users',
      payload: newUser(resolved),
    });
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe('Access denied');
    expect(await snapshot(t)).toBe(before);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ username: '' }, 'Username is required'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ role: undefined }, 'Role is required'],
    [{ role: 'owner' }, 'Role must be one of super_admin, club_admin, court_user'],
    [{ role: 'SUPER_ADMIN' }, 'Role must be one of super_admin, club_admin, court_user'],
    [{ name: 'x'.repeat(101) }, 'Name is too long'],
    [{ clubId: true }, 'Id must be a number'],
    [{ email: 'nope' }, 'Invalid email'],
    [{ role: 'club_admin', clubId: undefined }, 'Club is required for a club admin'],
    [{ role: 'court_user', clubId: undefined }, 'Club is required for a court user'],
    [{ role: 'club_admin', clubId: 999_999 }, 'The selected club does not exist'],
    [{ role: 'court_user', courtId: 999_999 }, 'The selected court does not exist'],
  ])('refuses %j with 400 "%s"', async (fields, message) => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'POST',
      url: '/api/users',
      payload: newUser(fields),
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('refuses a court that is not in the chosen club', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'POST',
      url: '/api/users',
      payload: newUser({ role: 'court_user', clubId: w.club.id, courtId: w.otherCourt.id }),
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('The selected court does not belong to the selected club');
  });

  it('refuses a taken username, whatever its case, with 409', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'POST',
      url: '/api/users',
      payload: newUser({ username: w.clubAdmin.username.toUpperCase(), clubId: w.club.id }),
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(`The username '${w.clubAdmin.username.toUpperCase()}' is already taken`);
  });
});

describe('GET /api/users', () => {
  it("lists a club admin's own club's accounts only", async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), { method: 'GET', url: '/api/users' });
    const ids = response.json().data.users.map((user: { id: number }) => user.id);
    expect(ids).toEqual([w.courtUser.id, w.clubAdmin.id]);
  });

  it('filters by role for a super admin, and never sends password hashes', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'GET',
      url: `/api/users?role=court_user&clubId=${w.club.id}`,
    });
    expect(response.json().data.users.map((user: { id: number }) => user.id)).toEqual([w.courtUser.id]);
    expect(response.body).not.toContain('argon2');
  });

  it('answers a club filter naming an unknown club 404 and another club 403', async () => {
    const w = await createAdminWorld(t);
    const list = (token: string, clubId: number) =>
      injectAs(t.app, token, { method: 'GET', url: `/api/users?clubId=${clubId}` });
    for (const actor of [w.superAdmin, w.clubAdmin]) {
      const unknown = await list(tokenOf(t, actor), 999_999);
      expect(unknown.statusCode).toBe(404);
      expect(messageOf(unknown)).toBe('Club not found');
    }
    expect((await list(tokenOf(t, w.clubAdmin), w.otherClub.id)).statusCode).toBe(403);
    expect((await list(tokenOf(t, w.superAdmin), w.otherClub.id)).statusCode).toBe(200);
  });

  it('answers an unknown user with 404', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'GET',
      url: '/api/users/999999',
    });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('User not found');
  });
});

describe('PUT /api/users/{id}', () => {
  it('resets a password: the new one signs in, the old one no longer does', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'PUT',
      url: `/api/users/${w.courtUser.id}`,
      payload: { password: 'brand new password' },
    });
    expect(response.statusCode).toBe(200);
    expect((await signIn(w.courtUser.username, 'brand new password')).statusCode).toBe(200);
    expect((await signIn(w.courtUser.username, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('changes name, email, role and court within the club', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.clubAdmin);
    const moved = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/users/${w.courtUser.id}`,
      payload: { name: 'Screen 2', email: '', courtId: w.secondCourt.id },
    });
    expect(moved.json().data).toMatchObject({ name: 'Screen 2', email: null, courtId: w.secondCourt.id });
    const promoted = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/users/${w.courtUser.id}`,
      payload: { role: 'club_admin' },
    });
    expect(promoted.json().data).toMatchObject({ role: 'club_admin', clubId: w.club.id, courtId: null });
  });

  it('refuses anyone a change of their own role, and keeps it', async () => {
    const w = await createAdminWorld(t);
    for (const user of [w.clubAdmin, w.superAdmin]) {
      const before = await snapshot(t);
      const response = await injectAs(t.app, tokenOf(t, user), {
        method: 'PUT',
        url: `/api/users/${user.id}`,
        payload: { role: user.role === 'super_admin' ? 'club_admin' : 'super_admin', clubId: w.club.id },
      });
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe('You cannot change your own role');
      expect(await snapshot(t)).toBe(before);
    }
  });

  it('refuses a club admin moving a user of their club to another club with 403, and changes nothing', async () => {
    const w = await createAdminWorld(t);
    const before = await snapshot(t);
    for (const user of [w.courtUser, w.clubAdmin]) {
      const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
        method: 'PUT',
        url: `/api/users/${user.id}`,
        payload: { clubId: w.otherClub.id },
      });
      expect(response.statusCode, response.body).toBe(403);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('lets a club admin edit their own name', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'PUT',
      url: `/api/users/${w.clubAdmin.id}`,
      payload: { name: 'Club manager', role: 'club_admin' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a username taken by someone else with 409, and accepts keeping one’s own', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const taken = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/users/${w.courtUser.id}`,
      payload: { username: w.clubAdmin.username },
    });
    expect(taken.statusCode).toBe(409);
    const own = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/users/${w.courtUser.id}`,
      payload: { username: w.courtUser.username.toUpperCase() },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('DELETE /api/users/{id} and assign-court', () => {
  it('refuses to delete one’s own account', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'DELETE',
      url: `/api/users/${w.clubAdmin.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe('You cannot delete your own account');
  });

  it('assigns a court user to another court, and refuses to assign a club admin', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const assigned = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/users/${w.courtUser.id}/assign-court`,
      payload: { courtId: w.otherCourt.id },
    });
    expect(assigned.json().data).toMatchObject({ courtId: w.otherCourt.id, clubId: w.otherClub.id });
    const admin = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/users/${w.clubAdmin.id}/assign-court`,
      payload: { courtId: w.court.id },
    });
    expect(admin.statusCode).toBe(400);
    expect(messageOf(admin)).toBe('Only a court user can be assigned a court');
    const missing = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/users/${w.courtUser.id}/assign-court`,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });
});
