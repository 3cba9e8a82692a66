import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminWorld, createAdminWorld, multipart, PNG, snapshot, tokenOf } from './admin-helpers.ts';
import { buildTestApp, injectAs, type TestApp, unique } from './helpers.ts';

/**
 * The authorization matrix of the admin API: every admin route called as the public, a
 * court user, a club admin of the club concerned, a club admin of another club and a super admin,
 * with the exact answer expected of each. A refused call must leave the database as it was.
 */

const PERSONAS = ['public', 'courtUser', 'clubAdmin', 'otherClubAdmin', 'superAdmin'] as const;
type Persona = (typeof PERSONAS)[number];
type Expected = [
  publicStatus: number,
  courtUser: number,
  clubAdmin: number,
  otherClubAdmin: number,
  superAdmin: number,
];

interface Case {
  name: string;
  request: (w: AdminWorld) => InjectOptions;
  expected: Expected;
}

/** An id no test creates. */
const UNKNOWN_ID = 999_999;
const courtUserBody = () => ({ username: unique('court'), password: 'password123', name: 'Court screen' });
const png = () => multipart({ filename: 'logo.png', contentType: 'image/png', bytes: PNG });

const CASES: Case[] = [
  // clubs
  {
    name: 'GET /clubs',
    request: () => ({ method: 'GET', url: '/api/clubs' }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    name: 'POST /clubs',
    request: () => ({
      method: 'POST',
      url: '/api/clubs',
      payload: { name: unique('Club '), email: 'club@example.com', phone: '600', address: 'Calle 2' },
    }),
    expected: [401, 403, 403, 403, 201],
  },
  {
    name: 'GET /clubs/{id}',
    request: (w) => ({ method: 'GET', url: `/api/clubs/${w.club.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'PUT /clubs/{id}',
    request: (w) => ({
      method: 'PUT',
      url: `/api/clubs/${w.club.id}`,
      payload: { name: 'Renamed club', email: 'club@example.com', phone: '600', address: 'Calle 3' },
    }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'DELETE /clubs/{id} (a club without courts)',
    request: (w) => ({ method: 'DELETE', url: `/api/clubs/${w.emptyClub.id}` }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'GET /clubs/{id}/branding (public)',
    request: (w) => ({ method: 'GET', url: `/api/clubs/${w.club.id}/branding` }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    name: 'POST /clubs/{id}/logo',
    request: (w) => ({ method: 'POST', url: `/api/clubs/${w.club.id}/logo`, ...png() }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'DELETE /clubs/{id}/logo',
    request: (w) => ({ method: 'DELETE', url: `/api/clubs/${w.club.id}/logo` }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'GET /clubs/{id}/logo (public image)',
    request: (w) => ({ method: 'GET', url: `/api/clubs/${w.club.id}/logo` }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    name: 'POST /clubs/{id}/sponsors',
    request: (w) => ({ method: 'POST', url: `/api/clubs/${w.club.id}/sponsors`, ...png() }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'DELETE /clubs/{id}/sponsors/{sponsorId}',
    request: (w) => ({ method: 'DELETE', url: `/api/clubs/${w.club.id}/sponsors/${w.sponsor.id}` }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'GET /clubs/{id}/sponsors/{sponsorId}/image (public image)',
    request: (w) => ({ method: 'GET', url: `/api/clubs/${w.club.id}/sponsors/${w.sponsor.id}/image` }),
    expected: [200, 200, 200, 200, 200],
  },

  // courts
  {
    name: 'GET /courts/{clubId}/club-courts (public)',
    request: (w) => ({ method: 'GET', url: `/api/courts/${w.club.id}/club-courts` }),
    expected: [200, 200, 200, 200, 200],
  },
  {
    name: 'GET /courts',
    request: () => ({ method: 'GET', url: '/api/courts' }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    name: 'GET /courts?club_id={id}',
    request: (w) => ({ method: 'GET', url: `/api/courts?club_id=${w.club.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'GET /courts/club/{id}',
    request: (w) => ({ method: 'GET', url: `/api/courts/club/${w.club.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'POST /courts',
    request: (w) => ({
      method: 'POST',
      url: '/api/courts',
      payload: { name: 'New court', club_id: w.club.id, sport_type: 'PADEL', court_user: courtUserBody() },
    }),
    expected: [401, 403, 201, 403, 201],
  },
  {
    name: 'GET /courts/{id} (its court user may read it)',
    request: (w) => ({ method: 'GET', url: `/api/courts/${w.court.id}` }),
    expected: [401, 200, 200, 403, 200],
  },
  {
    name: 'GET /courts/{id} (another court of the club)',
    request: (w) => ({ method: 'GET', url: `/api/courts/${w.secondCourt.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'PUT /courts/{id}',
    request: (w) => ({ method: 'PUT', url: `/api/courts/${w.court.id}`, payload: { name: 'Centre court' } }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'PUT /courts/{id} moving it to another club',
    request: (w) => ({
      method: 'PUT',
      url: `/api/courts/${w.court.id}`,
      payload: { club_id: w.otherClub.id },
    }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'DELETE /courts/{id}',
    request: (w) => ({ method: 'DELETE', url: `/api/courts/${w.secondCourt.id}` }),
    expected: [401, 403, 200, 403, 200],
  },

  // buttons
  {
    name: 'GET /buttons',
    request: () => ({ method: 'GET', url: '/api/buttons' }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    name: 'GET /buttons?court_id={id}',
    request: (w) => ({ method: 'GET', url: `/api/buttons?court_id=${w.court.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'GET /buttons/court/{id}',
    request: (w) => ({ method: 'GET', url: `/api/buttons/court/${w.court.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'POST /buttons',
    request: (w) => ({
      method: 'POST',
      url: '/api/buttons',
      payload: { name: 'Team 2 button', label: 'Team 2', action: 'TEAM2_SCORE', court_id: w.court.id },
    }),
    expected: [401, 403, 201, 403, 201],
  },
  {
    name: 'GET /buttons/{id}',
    request: (w) => ({ method: 'GET', url: `/api/buttons/${w.button.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'PUT /buttons/{id}',
    request: (w) => ({ method: 'PUT', url: `/api/buttons/${w.button.id}`, payload: { label: 'Blue team' } }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'PUT /buttons/{id} onto a court of another club',
    request: (w) => ({
      method: 'PUT',
      url: `/api/buttons/${w.button.id}`,
      payload: { court_id: w.otherCourt.id },
    }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'POST /buttons/{id}/regenerate-secret',
    request: (w) => ({ method: 'POST', url: `/api/buttons/${w.button.id}/regenerate-secret` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'DELETE /buttons/{id}',
    request: (w) => ({ method: 'DELETE', url: `/api/buttons/${w.button.id}` }),
    expected: [401, 403, 200, 403, 200],
  },

  // users
  {
    name: 'GET /users',
    request: () => ({ method: 'GET', url: '/api/users' }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    name: 'GET /users?clubId={id}',
    request: (w) => ({ method: 'GET', url: `/api/users?clubId=${w.club.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'POST /users (a court user of the club)',
    request: (w) => ({
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Second screen',
        username: unique('screen'),
        password: 'password123',
        role: 'court_user',
        courtId: w.court.id,
      },
    }),
    expected: [401, 403, 201, 403, 201],
  },
  {
    name: 'POST /users (a club admin of the club)',
    request: (w) => ({
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Manager',
        username: unique('manager'),
        password: 'password123',
        role: 'club_admin',
        clubId: w.club.id,
      },
    }),
    expected: [401, 403, 201, 403, 201],
  },
  {
    name: 'POST /users (a super admin)',
    request: () => ({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Boss', username: unique('boss'), password: 'password123', role: 'super_admin' },
    }),
    expected: [401, 403, 403, 403, 201],
  },
  {
    name: 'GET /users/{id}',
    request: (w) => ({ method: 'GET', url: `/api/users/${w.courtUser.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'GET /users/{id} (a super admin)',
    request: (w) => ({ method: 'GET', url: `/api/users/${w.superAdmin.id}` }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'PUT /users/{id} (name and password)',
    request: (w) => ({
      method: 'PUT',
      url: `/api/users/${w.courtUser.id}`,
      payload: { name: 'Renamed', password: 'new password 1' },
    }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'PUT /users/{id} (promotion to super admin)',
    request: (w) => ({
      method: 'PUT',
      url: `/api/users/${w.courtUser.id}`,
      payload: { role: 'super_admin' },
    }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'PUT /users/{id} (the club admin changes their own role)',
    request: (w) => ({
      method: 'PUT',
      url: `/api/users/${w.clubAdmin.id}`,
      payload: { role: 'super_admin' },
    }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'PUT /users/{id} (moved to another club)',
    request: (w) => ({
      method: 'PUT',
      url: `/api/users/${w.clubAdmin.id}`,
      payload: { clubId: w.otherClub.id },
    }),
    expected: [401, 403, 403, 403, 200],
  },
  {
    name: 'DELETE /users/{id}',
    request: (w) => ({ method: 'DELETE', url: `/api/users/${w.courtUser.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'POST /users/{id}/assign-court',
    request: (w) => ({
      method: 'POST',
      url: `/api/users/${w.courtUser.id}/assign-court`,
      payload: { courtId: w.secondCourt.id },
    }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'POST /users/{id}/assign-court (a court of another club)',
    request: (w) => ({
      method: 'POST',
      url: `/api/users/${w.courtUser.id}/assign-court`,
      payload: { courtId: w.otherCourt.id },
    }),
    expected: [401, 403, 403, 403, 200],
  },

  // dashboard
  {
    name: 'GET /dashboard/stats',
    request: () => ({ method: 'GET', url: '/api/dashboard/stats' }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    name: 'GET /dashboard/stats?clubId={id}',
    request: (w) => ({ method: 'GET', url: `/api/dashboard/stats?clubId=${w.club.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'GET /dashboard/stats?clubId={unknown}',
    request: () => ({ method: 'GET', url: `/api/dashboard/stats?clubId=${UNKNOWN_ID}` }),
    expected: [401, 403, 404, 404, 404],
  },

  // list filters naming a club or court: another's is 403, an unknown one 404 (docs/api.md "Who is who")
  {
    name: 'GET /courts?club_id={unknown}',
    request: () => ({ method: 'GET', url: `/api/courts?club_id=${UNKNOWN_ID}` }),
    expected: [401, 403, 404, 404, 404],
  },
  {
    name: 'GET /buttons?court_id={unknown}',
    request: () => ({ method: 'GET', url: `/api/buttons?court_id=${UNKNOWN_ID}` }),
    expected: [401, 403, 404, 404, 404],
  },
  {
    name: 'GET /matches?club_id={id}',
    request: (w) => ({ method: 'GET', url: `/api/matches?club_id=${w.club.id}` }),
    expected: [401, 200, 200, 403, 200],
  },
  {
    name: 'GET /matches?club_id={other club}',
    request: (w) => ({ method: 'GET', url: `/api/matches?club_id=${w.otherClub.id}` }),
    expected: [401, 403, 403, 200, 200],
  },
  {
    name: 'GET /matches?club_id={unknown}',
    request: () => ({ method: 'GET', url: `/api/matches?club_id=${UNKNOWN_ID}` }),
    expected: [401, 404, 404, 404, 404],
  },
  {
    name: 'GET /matches?court_id={id}',
    request: (w) => ({ method: 'GET', url: `/api/matches?court_id=${w.court.id}` }),
    expected: [401, 200, 200, 403, 200],
  },
  {
    name: 'GET /matches?court_id={second court}',
    request: (w) => ({ method: 'GET', url: `/api/matches?court_id=${w.secondCourt.id}` }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    name: 'GET /matches?court_id={unknown}',
    request: () => ({ method: 'GET', url: `/api/matches?court_id=${UNKNOWN_ID}` }),
    expected: [401, 404, 404, 404, 404],
  },
  {
    name: 'GET /matches/active?club_id={id}',
    request: (w) => ({ method: 'GET', url: `/api/matches/active?club_id=${w.club.id}` }),
    expected: [401, 200, 200, 403, 200],
  },
  {
    name: 'GET /matches/active?club_id={unknown}',
    request: () => ({ method: 'GET', url: `/api/matches/active?club_id=${UNKNOWN_ID}` }),
    expected: [401, 404, 404, 404, 404],
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function tokenFor(w: AdminWorld, persona: Persona): string | null {
  switch (persona) {
    case 'public':
      return null;
    case 'courtUser':
      return tokenOf(t, w.courtUser);
    case 'clubAdmin':
      return tokenOf(t, w.clubAdmin);
    case 'otherClubAdmin':
      return tokenOf(t, w.otherClubAdmin);
    case 'superAdmin':
      return tokenOf(t, w.superAdmin);
  }
}

/**
 * A world whose tables a call was proven to leave as they were (the snapshot before and after
 * agree) is, to the next row, the same as a freshly built one: that row takes it, and its digest,
 * instead of building another. Only a row whose call changed something (an allowed write) makes
 * the next row build again. A row that fails keeps nothing.
 */
let unchanged: { world: AdminWorld; digest: string } | null = null;
async function worldAndDigest(): Promise<{ world: AdminWorld; before: string }> {
  const kept = unchanged;
  unchanged = null;
  if (kept) return { world: kept.world, before: kept.digest };
  const world = await createAdminWorld(t);
  return { world, before: await snapshot(t) };
}
function keepUnchanged(world: AdminWorld, digest: string): void {
  unchanged = { world, digest };
}

describe('admin API authorization matrix', () => {
  const rows = CASES.flatMap((entry) =>
    PERSONAS.map((persona, index) => ({ ...entry, persona, status: entry.expected[index] ?? 0 })),
  );

  it.each(rows)('$name as $persona answers $status', async ({ request, persona, status }) => {
    const { world, before } = await worldAndDigest();
    const options = request(world);
    const response = await injectAs(t.app, tokenFor(world, persona), options);
    expect(response.statusCode, response.body).toBe(status);
    if (String(response.headers['content-type']).startsWith('image/')) {
      expect(response.headers['content-type']).toBe('image/png');
      return;
    }
    const body = response.json();
    expect(body.success).toBe(status < 400);
    if (status >= 400) {
      expect(typeof body.message).toBe('string');
      const after = await snapshot(t);
      expect(after).toBe(before);
      keepUnchanged(world, after);
    } else if (options.method !== 'GET') {
      // The snapshot does see changes: an allowed write shows in it.
      expect(await snapshot(t)).not.toBe(before);
    } else {
      const after = await snapshot(t);
      if (after === before) keepUnchanged(world, after);
    }
  });
});

describe('authentication comes before the body', () => {
  // Malformed JSON, and a body over the size limit: neither may earn the public a 400 or 413.
  const BODIES = [
    { kind: 'malformed JSON', payload: '{bad' },
    { kind: 'too large', payload: JSON.stringify({ name: 'x'.repeat(100_000) }) },
  ];
  const ROUTES: {
    name: string;
    method: 'POST' | 'PUT';
    url: (w: AdminWorld) => string;
    courtUser: number;
    clubAdmin?: number;
  }[] = [
    { name: 'POST /api/courts', method: 'POST', url: () => '/api/courts', courtUser: 403 },
    { name: 'PUT /api/courts/{id}', method: 'PUT', url: (w) => `/api/courts/${w.court.id}`, courtUser: 403 },
    { name: 'POST /api/clubs', method: 'POST', url: () => '/api/clubs', courtUser: 403, clubAdmin: 403 },
    {
      name: 'PUT /api/clubs/{id}',
      method: 'PUT',
      url: (w) => `/api/clubs/${w.club.id}`,
      courtUser: 403,
      clubAdmin: 403,
    },
    { name: 'POST /api/buttons', method: 'POST', url: () => '/api/buttons', courtUser: 403 },
    {
      name: 'PUT /api/users/{id}',
      method: 'PUT',
      url: (w) => `/api/users/${w.courtUser.id}`,
      courtUser: 403,
    },
    {
      name: 'POST /api/users/{id}/assign-court',
      method: 'POST',
      url: (w) => `/api/users/${w.courtUser.id}/assign-court`,
      courtUser: 403,
    },
  ];
  const rows = ROUTES.flatMap((route) => BODIES.map((body) => ({ ...route, ...body })));

  it.each(rows)('$name, $kind: answers 401 to the public and 403 to a wrong role', async (row) => {
    const { world, before } = await worldAndDigest();
    const options: InjectOptions = {
      method: row.method,
      url: row.url(world),
      headers: { 'content-type': 'application/json' },
      payload: row.payload,
    };
    const anonymous = await injectAs(t.app, null, options);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    expect(anonymous.json().success).toBe(false);
    const courtUser = await injectAs(t.app, tokenOf(t, world.courtUser), options);
    expect(courtUser.statusCode, courtUser.body).toBe(row.courtUser);
    if (row.clubAdmin !== undefined) {
      const clubAdmin = await injectAs(t.app, tokenOf(t, world.clubAdmin), options);
      expect(clubAdmin.statusCode, clubAdmin.body).toBe(row.clubAdmin);
    }
    // Once allowed to call the route, the body is judged: 400 or 413.
    const superAdmin = await injectAs(t.app, tokenOf(t, world.superAdmin), options);
    expect(superAdmin.statusCode, superAdmin.body).toBe(row.kind === 'too large' ? 413 : 400);
    const after = await snapshot(t);
    expect(after).toBe(before);
    keepUnchanged(world, after);
  });
});
