import type { LiveScore } from '@bandeja/contract';
import { shotClockOfLog } from '@bandeja/scoring';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, matchEvents } from '../src/db/schema.ts';
import { rulesOf } from '../src/matches/rules.ts';
import { buildTestApp, createWorld, injectAs, messageOf, type TestApp, tokenFor } from './helpers.ts';
import { matchBody, postMatch, scoreOf, startMatch, storedTruth } from './live-helpers.ts';

/**
 * The court TV as a broadcast (docs/broadcast.md): a match marked mixed, and the shot clock the
 * live score carries, started by the server's commit time of each change of the score.
 */

let t: TestApp;
beforeAll(async () => {
  // The real clock: the clock's start is compared with the database's commit time of each event.
  t = await buildTestApp({ realClock: true });
});
afterAll(async () => {
  await t.close();
});

async function court(shotClock: boolean) {
  const w = await createWorld(t);
  await t.ctx.db.update(clubs).set({ shotClock }).where(eq(clubs.id, w.club.id));
  return { ...w, token: await tokenFor(t.app, w.courtUser) };
}

const read = async (id: string): Promise<LiveScore> =>
  scoreOf(await t.app.inject({ method: 'GET', url: `/api/scores/${id}` }));

async function point(token: string, id: string, team: 'team1' | 'team2'): Promise<LiveScore> {
  const response = await injectAs(t.app, token, { method: 'POST', url: `/api/scores/${id}/${team}-point` });
  expect(response.statusCode, response.body).toBe(200);
  return scoreOf(response);
}

async function points(token: string, id: string, notation: string): Promise<LiveScore> {
  let last = await read(id);
  for (const char of notation) last = await point(token, id, char === '1' ? 'team1' : 'team2');
  return last;
}

describe('mixed doubles', () => {
  it('stores a doubles match marked mixed, and never a singles one', async () => {
    const w = await court(false);
    const mixed = await startMatch(t, w.court.id, { settings: { mixed: true } });
    const match = await t.app.inject({ method: 'GET', url: `/api/matches/${mixed}` });
    expect(match.json().data.settings.mixed).toBe(true);
    const other = await createWorld(t);
    const singles = await startMatch(t, other.court.id, {
      matchType: 'singles',
      team1Player2: undefined,
      team2Player2: undefined,
      settings: { mixed: true },
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/matches/${singles}` });
    expect(read.json().data.settings.mixed).toBe(false);
  });

  it('refuses a mixed flag that is not true or false (400, nothing created)', async () => {
    const w = await court(false);
    const response = await postMatch(t, { ...matchBody(w.court.id), settings: { mixed: 'yes' } });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Mixed must be true or false');
    const active = await injectAs(t.app, w.token, {
      method: 'GET',
      url: `/api/matches/court/${w.court.id}/active`,
    });
    expect(active.json().data.hasActiveMatch).toBe(false);
  });
});

describe('the shot clock (docs/broadcast.md)', () => {
  it('is off by default: a club that did not turn it on gets no clock', async () => {
    const w = await court(false);
    const id = await startMatch(t, w.court.id);
    expect((await read(id)).shot_clock).toBeNull();
    expect((await point(w.token, id, 'team1')).shot_clock).toBeNull();
  });

  it("tells the public the club's setting (the match form's default) in its branding", async () => {
    const branding = async (clubId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/clubs/${clubId}/branding` })).json().data;
    expect((await branding((await court(true)).club.id)).shot_clock).toBe(true);
    expect((await branding((await court(false)).club.id)).shot_clock).toBe(false);
  });

  it('follows the club setting, and the match setting over it', async () => {
    const on = await court(true);
    const off = await startMatch(t, on.court.id, { settings: { shotClock: false } });
    expect((await read(off)).shot_clock).toBeNull();
    const other = await court(false);
    const forced = await startMatch(t, other.court.id, { settings: { shotClock: true } });
    expect((await read(forced)).shot_clock?.phase).toBe('warm_up');
  });

  it('runs the warm-up from the match creation, then 20 s, 90 s and 120 s from each commit', async () => {
    const w = await court(true);
    const id = await startMatch(t, w.court.id);
    const created = (await storedTruth(t.ctx, id)).match.createdAt.getTime();
    expect((await read(id)).shot_clock).toEqual({
      phase: 'warm_up',
      started_at: new Date(created).toISOString(),
      seconds: 180,
    });
    expect((await points(w.token, id, '1')).shot_clock).toMatchObject({ phase: 'point', seconds: 20 });
    // Game 1 won: the players change ends.
    expect((await points(w.token, id, '111')).shot_clock).toMatchObject({
      phase: 'change_ends',
      seconds: 90,
    });
    expect((await points(w.token, id, '2222')).shot_clock).toMatchObject({ phase: 'point', seconds: 20 });
    // Set 1 won 6-1: a set break.
    expect((await points(w.token, id, '1111'.repeat(5))).shot_clock).toMatchObject({
      phase: 'set_break',
      seconds: 120,
    });
  });

  it('starts within 0.5 s of the commit time of the point log, point after point', async () => {
    const w = await court(true);
    const id = await startMatch(t, w.court.id);
    for (const char of '1121112222') {
      const score = await point(w.token, id, char === '1' ? 'team1' : 'team2');
      const rows = await t.ctx.db
        .select({
          kind: matchEvents.kind,
          team: matchEvents.team,
          at: matchEvents.at,
          createdAt: matchEvents.createdAt,
        })
        .from(matchEvents)
        .where(eq(matchEvents.matchId, id))
        .orderBy(asc(matchEvents.seq));
      const truth = await storedTruth(t.ctx, id);
      const fromLog = shotClockOfLog(
        rulesOf(truth.match),
        truth.events.map((event, index) => ({ event, committedAt: rows[index]?.createdAt.getTime() ?? 0 })),
        null,
      );
      expect(score.shot_clock?.phase).toBe(fromLog?.phase);
      expect(score.shot_clock?.seconds).toBe(fromLog?.seconds);
      const drift = Math.abs(Date.parse(score.shot_clock?.started_at ?? '') - (fromLog?.startedAt ?? 0));
      expect(drift).toBeLessThanOrEqual(500);
    }
  });

  it('stops when the match is over', async () => {
    const w = await court(true);
    const id = await startMatch(t, w.court.id, {
      settings: { bestOfSets: 1, gamesPerSet: 4, tiebreakAt: 4 },
    });
    const score = await points(w.token, id, '1111'.repeat(4));
    expect(score.status).toBe('finished');
    expect(score.shot_clock).toBeNull();
  });

  it('is a club setting admins turn on, refused when not true or false', async () => {
    const w = await court(false);
    const admin = await tokenFor(t.app, w.superAdmin);
    const body = { name: w.club.name, email: 'club@example.com', phone: '1', address: 'Calle 1' };
    const bad = await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/api/clubs/${w.club.id}`,
      payload: { ...body, shot_clock: 'on' },
    });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Shot clock must be true or false');
    const ok = await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/api/clubs/${w.club.id}`,
      payload: { ...body, shot_clock: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.shot_clock).toBe(true);
    const id = await startMatch(t, w.court.id);
    expect((await read(id)).shot_clock?.phase).toBe('warm_up');
  });
});
