import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonSecretMatches } from '../src/buttons/secret.ts';
import { buttons } from '../src/db/schema.ts';
import { createAdminWorld, insertMatchRow, tokenOf } from './admin-helpers.ts';
import { buildTestApp, injectAs, messageOf, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function storedHash(id: number): Promise<string> {
  const [row] = await t.ctx.db.select().from(buttons).where(eq(buttons.id, id));
  return row?.secretHash ?? '';
}

describe('buttons', () => {
  it('shows the secret once on creation, with the press URL; reads never show it', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.clubAdmin);
    const response = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/buttons',
      payload: { name: 'Court 1 blue', label: 'Blue', court_id: w.court.id },
    });
    expect(response.statusCode).toBe(201);
    const { button, secret } = response.json().data;
    expect(button).toMatchObject({
      name: 'Court 1 blue',
      label: 'Blue',
      action: 'TEAM1_SCORE',
      court_id: w.court.id,
      press_url: `/api/buttons/${button.id}/press`,
    });
    expect(buttonSecretMatches(await storedHash(button.id), secret)).toBe(true);

    const read = await injectAs(t.app, token, { method: 'GET', url: `/api/buttons/${button.id}` });
    expect(read.json().data).toEqual(button);
    expect(read.body).not.toContain(secret);
    const list = await injectAs(t.app, token, { method: 'GET', url: `/api/buttons/court/${w.court.id}` });
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain('secret');
  });

  it('regenerates the secret: the new one matches, the old one no longer does', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.superAdmin);
    const created = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/buttons',
      payload: { name: 'B', label: 'B', action: 'UNDO', court_id: w.court.id },
    });
    const { button, secret: oldSecret } = created.json().data;
    const regenerated = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/buttons/${button.id}/regenerate-secret`,
    });
    const { secret } = regenerated.json().data;
    expect(secret).not.toBe(oldSecret);
    expect(buttonSecretMatches(await storedHash(button.id), secret)).toBe(true);
    expect(buttonSecretMatches(await storedHash(button.id), oldSecret)).toBe(false);
  });

  it('changes only the fields sent (no action reset on edit)', async () => {
    const w = await createAdminWorld(t);
    const token = tokenOf(t, w.clubAdmin);
    await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/buttons/${w.button.id}`,
      payload: { action: 'RESET' },
    });
    const response = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/buttons/${w.button.id}`,
      payload: { name: 'Renamed', court_id: w.secondCourt.id },
    });
    expect(response.json().data).toMatchObject({
      name: 'Renamed',
      action: 'RESET',
      court_id: w.secondCourt.id,
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ label: 'L', court_id: 'court' }, 'Name is required'],
    [{ name: 'N', court_id: 'court' }, 'Label is required'],
    [
      { name: 'N', label: 'L', action: 'JUMP', court_id: 'court' },
      'Action must be one of TEAM1_SCORE, TEAM2_SCORE, UNDO, RESET',
    ],
    [{ name: 'N', label: 'L', action: null, court_id: 'court' }, 'Action is required'],
    [{ name: 'x'.repeat(101), label: 'L', court_id: 'court' }, 'Name is too long'],
    // The court id is a JSON number: true is not court 1, nor '5' court 5.
    [{ name: 'N', label: 'L', court_id: true }, 'Id must be a number'],
    [{ name: 'N', label: 'L', court_id: [1] }, 'Id must be a number'],
    [{ name: 'N', label: 'L' }, 'Court is required'],
    [{ name: 'N', label: 'L', court_id: 999_999 }, 'The selected court does not exist'],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const w = await createAdminWorld(t);
    const body = { ...payload, ...(payload.court_id === 'court' ? { court_id: w.court.id } : {}) };
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'POST',
      url: '/api/buttons',
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it("lists only a club admin's own club's buttons", async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), { method: 'GET', url: '/api/buttons' });
    expect(response.json().data.buttons.map((b: { id: number }) => b.id)).toEqual([w.button.id]);
  });

  it('answers an unknown button with 404', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'GET',
      url: '/api/buttons/999999',
    });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Button not found');
  });
});

describe('GET /api/dashboard/stats', () => {
  it("counts a club admin's club, and everything (or one club) for a super admin", async () => {
    const w = await createAdminWorld(t);
    await insertMatchRow(t, { courtId: w.court.id, clubId: w.club.id, status: 'ongoing' });
    await insertMatchRow(t, { courtId: w.secondCourt.id, clubId: w.club.id, status: 'finished' });
    await insertMatchRow(t, { courtId: w.otherCourt.id, clubId: w.otherClub.id, status: 'ongoing' });

    const club = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'GET',
      url: '/api/dashboard/stats',
    });
    expect(club.json()).toEqual({ success: true, data: { totalUsers: 2, activeMatches: 1, totalCourts: 2 } });

    const one = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'GET',
      url: `/api/dashboard/stats?clubId=${w.otherClub.id}`,
    });
    expect(one.json().data).toEqual({ totalUsers: 1, activeMatches: 1, totalCourts: 1 });

    const all = await injectAs(t.app, tokenOf(t, w.superAdmin), {
      method: 'GET',
      url: '/api/dashboard/stats',
    });
    expect(all.json().data.activeMatches).toBeGreaterThanOrEqual(2);
    expect(all.json().data.totalCourts).toBeGreaterThanOrEqual(3);
  });

  it('refuses another club with 403', async () => {
    const w = await createAdminWorld(t);
    const response = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'GET',
      url: `/api/dashboard/stats?clubId=${w.otherClub.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe('Access denied');
  });

  it('answers an unknown club with 404, for super and club admins alike', async () => {
    const w = await createAdminWorld(t);
    for (const admin of [w.superAdmin, w.clubAdmin]) {
      const response = await injectAs(t.app, tokenOf(t, admin), {
        method: 'GET',
        url: '/api/dashboard/stats?clubId=999999',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Club not found', code: 'clubNotFound' });
    }
  });
});

describe('GET /api/buttons?court_id=', () => {
  it('answers another club’s court with 403 and an unknown court with 404', async () => {
    const w = await createAdminWorld(t);
    const other = await injectAs(t.app, tokenOf(t, w.clubAdmin), {
      method: 'GET',
      url: `/api/buttons?court_id=${w.otherCourt.id}`,
    });
    expect(other.statusCode).toBe(403);
    expect(messageOf(other)).toBe('Access denied');
    for (const admin of [w.superAdmin, w.clubAdmin]) {
      const response = await injectAs(t.app, tokenOf(t, admin), {
        method: 'GET',
        url: '/api/buttons?court_id=999999',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Court not found', code: 'courtNotFound' });
    }
  });
});
