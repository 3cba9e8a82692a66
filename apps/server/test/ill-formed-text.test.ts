import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, events, matches, users } from '../src/db/schema.ts';
import { buildTestApp, createWorld, injectAs, type TestApp, tokenFor } from './helpers.ts';
import { startMatch } from './live-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A digest of every row of the tables these requests could change, computed by the database. */
async function stored(): Promise<string> {
  const digests = await Promise.all(
    [users, clubs, matches, events].map(async (table) => {
      const [row] = await t.ctx.db
        .select({ digest: sql<string>`coalesce(md5(string_agg(t::text, '|' order by t.id)), '')` })
        .from(sql`${table} as t`);
      return row?.digest ?? '';
    }),
  );
  return digests.join(':');
}

/** A JSON body written by hand, so the lone surrogate travels as the escape `\ud800`. */
function send(token: string, method: 'POST' | 'PUT', url: string, json: string) {
  return injectAs(t.app, token, {
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: json,
  });
}

function expectRefused(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    success: false,
    message: `${field} is not valid Unicode text`,
    code: 'validation',
    field,
    reason: 'invalid_format',
    check: 'notUnicode',
    params: { field },
  });
}

describe('ill-formed Unicode (a lone surrogate) in any text field', () => {
  it('is a 400 naming the field, never a 500, for match, club, user and event texts, and changes nothing', async () => {
    const w = await createWorld(t);
    const superAdmin = await tokenFor(t.app, w.superAdmin);
    const clubAdmin = await tokenFor(t.app, w.clubAdmin);
    const matchId = await startMatch(t, w.court.id);
    const before = await stored();

    // The fuzz's 500: the team name reached the database's JSON.
    expectRefused(
      await send(clubAdmin, 'PUT', `/api/matches/${matchId}`, '{"team1_name":"\\ud800"}'),
      'team1_name',
    );
    // A low half alone, and a high half at the end of a longer name.
    expectRefused(
      await send(clubAdmin, 'PUT', `/api/matches/${matchId}`, '{"team2_name":"Ana \\udc00 Bea"}'),
      'team2_name',
    );
    expectRefused(
      await send(superAdmin, 'PUT', `/api/clubs/${w.club.id}`, '{"name":"Padel \\ud83d"}'),
      'name',
    );
    expectRefused(
      await send(
        superAdmin,
        'POST',
        '/api/users',
        `{"name":"\\ud800x","username":"surrogate-user","password":"password123","role":"club_admin","clubId":${w.club.id}}`,
      ),
      'name',
    );
    const eventPlayers = Array.from(
      { length: 8 },
      (_, index) => `{"name":"P${index}${index === 3 ? '\\udfff' : ''}"}`,
    );
    expectRefused(
      await send(
        clubAdmin,
        'POST',
        '/api/events',
        `{"name":"Friday \\ud800","clubId":${w.club.id},"format":"americano","courtIds":[${w.court.id}],"players":[${eventPlayers.join(',')}],"pointsPerGame":16}`,
      ),
      'name',
    );
    expectRefused(
      await send(
        clubAdmin,
        'POST',
        '/api/events',
        `{"name":"Friday","clubId":${w.club.id},"format":"americano","courtIds":[${w.court.id}],"players":[${eventPlayers.join(',')}],"pointsPerGame":16}`,
      ),
      'players.3.name',
    );
    expect(await stored()).toBe(before);
    const match = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}` });
    expect(match.json().data.team1_name).not.toContain('\ufffd');
  });

  it('still takes a well-formed pair (an emoji) in a name', async () => {
    const w = await createWorld(t);
    const clubAdmin = await tokenFor(t.app, w.clubAdmin);
    const matchId = await startMatch(t, w.court.id);
    const renamed = await send(
      clubAdmin,
      'PUT',
      `/api/matches/${matchId}`,
      '{"team1_name":"Ana \\ud83c\\udfbe"}',
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const match = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}` });
    expect(match.json().data.team1_name).toBe('Ana 🎾');
  });
});
