import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTimeZone } from '../src/texts/index.ts';
import { buildTestApp, createUser, createWorld, injectAs, type TestApp, tokenFor } from './helpers.ts';
import { startMatch } from './live-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await tokenFor(t.app, await createUser(t.ctx, 'super_admin'));
});
afterAll(async () => {
  await t.close();
});

const clubBody = {
  name: 'Pádel Sur',
  email: 'sur@example.com',
  phone: '+54 11 5555 0000',
  address: 'Av. Corrientes 1',
};

function createClub(payload: object) {
  return injectAs(t.app, token, { method: 'POST', url: '/api/clubs', payload });
}

describe('club language, time zone and voice', () => {
  it("a new club has not fixed a language (its screens follow each browser), the male voice and the server's time zone", async () => {
    const created = await createClub(clubBody);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ language: null, voice: 'male', timezone: serverTimeZone() });
  });

  it('a language once fixed can be unfixed again with null, and a language outside the list is refused', async () => {
    const created = await createClub({ ...clubBody, language: 'it' });
    const club = created.json().data;
    expect(club.language).toBe('it');
    const refused = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/clubs/${club.id}`,
      payload: { ...clubBody, language: 'nl' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'validation' });
    expect(refused.json().message).toMatch(/^Language must be/);
    const unfixed = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/clubs/${club.id}`,
      payload: { ...clubBody, language: null },
    });
    expect(unfixed.statusCode, unfixed.body).toBe(200);
    expect(unfixed.json().data.language).toBeNull();
    const branding = await t.app.inject({ method: 'GET', url: `/api/clubs/${club.id}/branding` });
    expect(branding.json().data.language).toBeNull();
  });

  it('stores the settings given, shows them to the public screens, and keeps them on an edit without them', async () => {
    const created = await createClub({
      ...clubBody,
      language: 'es',
      timezone: 'America/Argentina/Buenos_Aires',
      voice: 'female',
    });
    expect(created.statusCode, created.body).toBe(201);
    const club = created.json().data;
    expect(club).toMatchObject({
      language: 'es',
      timezone: 'America/Argentina/Buenos_Aires',
      voice: 'female',
    });

    const edited = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/clubs/${club.id}`,
      payload: { ...clubBody, name: 'Pádel Sur Centro' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Pádel Sur Centro',
      language: 'es',
      timezone: 'America/Argentina/Buenos_Aires',
      voice: 'female',
    });

    const changed = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/clubs/${club.id}`,
      payload: { ...clubBody, language: 'sv', timezone: 'Europe/Stockholm', voice: 'male' },
    });
    expect(changed.json().data).toMatchObject({
      language: 'sv',
      timezone: 'Europe/Stockholm',
      voice: 'male',
    });

    // The scoreboard, the displays and the results page read the club's branding without a session.
    const branding = await t.app.inject({ method: 'GET', url: `/api/clubs/${club.id}/branding` });
    expect(branding.json().data).toMatchObject({ language: 'sv', voice: 'male' });
  });

  it("a public match names its club's language and voice, so a phone can default to them", async () => {
    const world = await createWorld(t);
    await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/clubs/${world.club.id}`,
      payload: { ...clubBody, name: world.club.name, language: 'it', voice: 'female' },
    });
    const matchId = await startMatch(t, world.court.id);
    const match = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}` });
    expect(match.statusCode, match.body).toBe(200);
    expect(match.json().data.club).toEqual({
      id: world.club.id,
      name: world.club.name,
      language: 'it',
      voice: 'female',
    });
  });

  it.each([
    [{ language: 'xx' }, 'language', 'Language must be one of en, es, it, fr, pt, sv, de'],
    [{ language: 'ES' }, 'language', 'Language must be one of en, es, it, fr, pt, sv, de'],
    [
      { timezone: 'Mars/Olympus_Mons' },
      'timezone',
      'Time zone must be an IANA time zone, e.g. Europe/Madrid',
    ],
    [{ timezone: '+02:00' }, 'timezone', 'Time zone must be an IANA time zone, e.g. Europe/Madrid'],
    [{ timezone: '' }, 'timezone', 'Time zone is required'],
    [{ timezone: 7 }, 'timezone', 'Time zone must be text'],
    [{ voice: 'robot' }, 'voice', 'Voice must be one of male, female'],
  ])('refuses %j with 400 in the contract shape and changes nothing', async (settings, field, message) => {
    const created = await createClub({ ...clubBody, language: 'fr', timezone: 'Europe/Paris' });
    const club = created.json().data;

    const refusedCreate = await createClub({ ...clubBody, ...settings });
    expect(refusedCreate.statusCode).toBe(400);
    expect(refusedCreate.json()).toMatchObject({ success: false, code: 'validation', field, message });

    const refusedEdit = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/clubs/${club.id}`,
      payload: { ...clubBody, name: 'Changed', ...settings },
    });
    expect(refusedEdit.statusCode).toBe(400);
    expect(refusedEdit.json()).toMatchObject({ success: false, code: 'validation', field, message });

    const after = await injectAs(t.app, token, { method: 'GET', url: `/api/clubs/${club.id}` });
    expect(after.json().data).toEqual(club);
  });
});
