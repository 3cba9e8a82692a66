import { createHash } from 'node:crypto';
import {
  type ClubApiToken,
  type ClubApiTokenWithSecret,
  type ClubCourtList,
  type ClubMatchList,
  MAX_CLUB_API_TOKENS,
  MESSAGES,
} from '@bandeja/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubApiTokens } from '../src/db/schema.ts';
import { LAST_USE_RESOLUTION_MS } from '../src/integrations/caller.ts';
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
import { startMatch } from './live-helpers.ts';

/**
 * Club API tokens (docs/api.md, "Integrations"): a club's admins create named tokens, shown once
 * and stored hashed; a token reads its own club's courts and matches and nothing else; revoking it
 * refuses its next call; its last use is recorded.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof createTokenWorld>>;

async function createTokenWorld() {
  const club = await createClub(t.ctx);
  const court = await createCourt(t.ctx, club.id);
  const otherClub = await createClub(t.ctx);
  const otherCourt = await createCourt(t.ctx, otherClub.id);
  const clubAdmin = await createUser(t.ctx, 'club_admin', { clubId: club.id });
  const otherClubAdmin = await createUser(t.ctx, 'club_admin', { clubId: otherClub.id });
  const courtUser = await createUser(t.ctx, 'court_user', { clubId: club.id, courtId: court.id });
  const superAdmin = await createUser(t.ctx, 'super_admin');
  const matchId = await startMatch(t, court.id);
  const otherMatchId = await startMatch(t, otherCourt.id);
  return {
    club,
    court,
    otherClub,
    otherCourt,
    matchId,
    otherMatchId,
    clubAdmin: tokenOf(t, clubAdmin),
    otherClubAdmin: tokenOf(t, otherClubAdmin),
    courtUser: tokenOf(t, courtUser),
    superAdmin: tokenOf(t, superAdmin),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTokenWorld();
});
afterAll(() => t.close());

function createToken(session: string | null, clubId: number, name = 'Booking system') {
  return injectAs(t.app, session, {
    method: 'POST',
    url: `/api/clubs/${clubId}/api-tokens`,
    payload: { name },
  });
}

async function newToken(clubId = world.club.id, session = world.clubAdmin): Promise<ClubApiTokenWithSecret> {
  const response = await createToken(session, clubId);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: ClubApiTokenWithSecret }>().data;
}

function listTokens(session: string | null, clubId = world.club.id) {
  return injectAs(t.app, session, { method: 'GET', url: `/api/clubs/${clubId}/api-tokens` });
}

function call(token: string | null, url: string) {
  return injectAs(t.app, token, { method: 'GET', url });
}

describe('creating, listing and revoking club API tokens', () => {
  it('shows the secret once, stores only its hash, and lists the token without it', async () => {
    const created = await newToken();
    expect(created.secret).toMatch(/^bdj_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({
      club_id: world.club.id,
      name: 'Booking system',
      last_used_at: null,
    });
    expect(created.token.hint).toBe(created.secret.slice(-4));

    const [row] = await t.ctx.db.select().from(clubApiTokens).where(eq(clubApiTokens.id, created.token.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await listTokens(world.clubAdmin);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    const tokens = list.json<{ data: { tokens: ClubApiToken[] } }>().data.tokens;
    expect(tokens.find((token) => token.id === created.token.id)).toEqual(created.token);
  });

  it('lets a super admin manage any club’s tokens', async () => {
    const created = await newToken(world.otherClub.id, world.superAdmin);
    expect(created.token.club_id).toBe(world.otherClub.id);
    expect((await listTokens(world.superAdmin, world.otherClub.id)).statusCode).toBe(200);
  });

  it('refuses the public (401), a court user (403) and another club’s admin (403), creating nothing', async () => {
    const before = (await listTokens(world.clubAdmin)).json<{ data: { tokens: unknown[] } }>().data.tokens
      .length;
    expect((await createToken(null, world.club.id)).statusCode).toBe(401);
    const asCourtUser = await createToken(world.courtUser, world.club.id);
    expect(asCourtUser.statusCode).toBe(403);
    expect(messageOf(asCourtUser)).toBe(MESSAGES.accessDenied);
    expect((await createToken(world.otherClubAdmin, world.club.id)).statusCode).toBe(403);
    expect((await listTokens(world.otherClubAdmin)).statusCode).toBe(403);
    expect((await listTokens(world.courtUser)).statusCode).toBe(403);
    expect((await createToken(world.clubAdmin, 999_999)).statusCode).toBe(404);
    const after = (await listTokens(world.clubAdmin)).json<{ data: { tokens: unknown[] } }>().data.tokens
      .length;
    expect(after).toBe(before);
  });

  it('requires a name', async () => {
    const response = await createToken(world.clubAdmin, world.club.id, '   ');
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Token name is required');
  });

  it('refuses the call of a revoked token at once (401)', async () => {
    const created = await newToken();
    expect((await call(created.secret, `/api/clubs/${world.club.id}/courts`)).statusCode).toBe(200);
    const url = `/api/clubs/${world.club.id}/api-tokens/${created.token.id}`;
    expect((await injectAs(t.app, world.otherClubAdmin, { method: 'DELETE', url })).statusCode).toBe(403);
    const revoked = await injectAs(t.app, world.clubAdmin, { method: 'DELETE', url });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true, data: { id: created.token.id } });
    const refused = await call(created.secret, `/api/clubs/${world.club.id}/courts`);
    expect(refused.statusCode).toBe(401);
    expect(messageOf(refused)).toBe(MESSAGES.invalidApiToken);
    expect((await injectAs(t.app, world.clubAdmin, { method: 'DELETE', url })).statusCode).toBe(404);
  });

  it(`holds at most ${MAX_CLUB_API_TOKENS} tokens per club (409)`, async () => {
    const club = await createClub(t.ctx);
    for (let i = 0; i < MAX_CLUB_API_TOKENS; i += 1) await newToken(club.id, world.superAdmin);
    const refused = await createToken(world.superAdmin, club.id);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(MESSAGES.tooManyApiTokens);
  });
});

describe('what a club API token reaches', () => {
  it("reads its own club's courts and matches", async () => {
    const { secret } = await newToken();
    const courts = await call(secret, `/api/clubs/${world.club.id}/courts`);
    expect(courts.statusCode).toBe(200);
    expect(courts.json<{ data: ClubCourtList }>().data.courts.map((court) => court.id)).toEqual([
      world.court.id,
    ]);

    const matches = await call(secret, `/api/clubs/${world.club.id}/matches?status=ongoing`);
    expect(matches.statusCode).toBe(200);
    expect(matches.json<{ data: ClubMatchList }>().data.matches.map((match) => match.id)).toEqual([
      world.matchId,
    ]);

    const one = await call(secret, `/api/clubs/${world.club.id}/matches/${world.matchId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ data: { id: string } }>().data.id).toBe(world.matchId);
  });

  it("is refused another club's calls (403) and sees nothing of them through its own club", async () => {
    const { secret } = await newToken();
    for (const url of [
      `/api/clubs/${world.otherClub.id}/courts`,
      `/api/clubs/${world.otherClub.id}/matches`,
      `/api/clubs/${world.otherClub.id}/matches/${world.otherMatchId}`,
    ]) {
      const response = await call(secret, url);
      expect(response.statusCode, url).toBe(403);
      expect(messageOf(response)).toBe(MESSAGES.accessDenied);
    }
    const otherMatch = await call(secret, `/api/clubs/${world.club.id}/matches/${world.otherMatchId}`);
    expect(otherMatch.statusCode).toBe(404);
    const otherCourt = await call(
      secret,
      `/api/clubs/${world.club.id}/matches?court_id=${world.otherCourt.id}`,
    );
    expect(otherCourt.statusCode).toBe(404);
  });

  it('never reaches user management or any other session route (401)', async () => {
    const { secret } = await newToken();
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['POST', '/api/users'],
      ['GET', `/api/clubs/${world.club.id}/api-tokens`],
      ['POST', `/api/clubs/${world.club.id}/api-tokens`],
      ['GET', '/api/auth/me'],
      ['GET', `/api/courts/club/${world.club.id}`],
    ] as const) {
      const response = await injectAs(t.app, secret, {
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses an unknown token and no credentials (401)', async () => {
    const unknown = await call(`bdj_${'x'.repeat(43)}`, `/api/clubs/${world.club.id}/courts`);
    expect(unknown.statusCode).toBe(401);
    expect(messageOf(unknown)).toBe(MESSAGES.invalidApiToken);
    expect((await call(null, `/api/clubs/${world.club.id}/courts`)).statusCode).toBe(401);
  });

  it("also answers the club's admins' sessions, and refuses court users and other clubs' admins (403)", async () => {
    expect((await call(world.clubAdmin, `/api/clubs/${world.club.id}/matches`)).statusCode).toBe(200);
    expect((await call(world.superAdmin, `/api/clubs/${world.club.id}/courts`)).statusCode).toBe(200);
    expect((await call(world.courtUser, `/api/clubs/${world.club.id}/courts`)).statusCode).toBe(403);
    expect((await call(world.otherClubAdmin, `/api/clubs/${world.club.id}/courts`)).statusCode).toBe(403);
  });

  it('records its last use, to the minute', async () => {
    const { secret, token } = await newToken();
    const lastUsed = async () =>
      (await listTokens(world.clubAdmin))
        .json<{ data: { tokens: ClubApiToken[] } }>()
        .data.tokens.find((listed) => listed.id === token.id)?.last_used_at;
    expect(await lastUsed()).toBeNull();

    await call(secret, `/api/clubs/${world.club.id}/courts`);
    const first = new Date(t.clock.now()).toISOString();
    expect(await lastUsed()).toBe(first);

    t.clock.advance(LAST_USE_RESOLUTION_MS / 2);
    await call(secret, `/api/clubs/${world.club.id}/courts`);
    expect(await lastUsed()).toBe(first);

    t.clock.advance(LAST_USE_RESOLUTION_MS);
    await call(secret, `/api/clubs/${world.club.id}/matches`);
    expect(await lastUsed()).toBe(new Date(t.clock.now()).toISOString());
  });
});
