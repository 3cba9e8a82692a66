import { randomUUID } from 'node:crypto';
import { type AirtimeReport, HEADERS } from '@bandeja/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSponsor, listSponsors } from '../src/clubs/repository.ts';
import { clubs, sponsorAirtime } from '../src/db/schema.ts';
import { buildTestApp, createWorld, injectAs, messageOf, type TestApp, tokenFor } from './helpers.ts';

/**
 * Sponsors' airtime (docs/broadcast.md): paired TVs send heartbeats of the sponsor logos they
 * showed; a heartbeat sent late counts on its own day, one sent twice counts once; the club's admins
 * read seconds and impressions per sponsor, TV and day, as JSON or CSV.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A TV asks for a code, and the club's admin pairs it with the club's wall; answers its token. */
async function pairedTv(adminToken: string, clubId: number): Promise<{ token: string; id: number }> {
  const started = await t.app.inject({ method: 'POST', url: '/api/displays/pairing' });
  const pairing = started.json().data;
  const paired = await injectAs(t.app, adminToken, {
    method: 'POST',
    url: '/api/displays/pair',
    payload: { code: pairing.display.code, target: { kind: 'club', clubId }, name: 'Bar TV, entrance' },
  });
  expect(paired.statusCode, paired.body).toBe(200);
  return { token: pairing.token, id: pairing.display.id };
}

/** A club in Madrid's zone with two sponsor logos, a paired TV and its admin. */
async function world() {
  const w = await createWorld(t);
  await t.ctx.db.update(clubs).set({ timezone: 'Europe/Madrid' }).where(eq(clubs.id, w.club.id));
  await insertSponsor(t.ctx.db, w.club.id, { bytes: PNG, contentType: 'image/png' }, 0);
  await insertSponsor(t.ctx.db, w.club.id, { bytes: PNG, contentType: 'image/png' }, 1);
  const [first, second] = await listSponsors(t.ctx.db, [w.club.id]);
  if (!first || !second) throw new Error('sponsors not stored');
  const admin = await tokenFor(t.app, w.clubAdmin);
  const tv = await pairedTv(admin, w.club.id);
  return { ...w, admin, tv, sponsors: [first.id, second.id] as const };
}

function beat(sponsorId: number, shownAt: number, seconds: number, impression: boolean, id = randomUUID()) {
  return { id, sponsor_id: sponsorId, shown_at: new Date(shownAt).toISOString(), seconds, impression };
}

function send(clubId: number, token: string | null, beats: unknown[]) {
  return t.app.inject({
    method: 'POST',
    url: `/api/clubs/${clubId}/sponsors/airtime`,
    headers: token ? { [HEADERS.displayToken]: token } : {},
    payload: { beats },
  });
}

async function report(clubId: number, token: string, from: string, to: string): Promise<AirtimeReport> {
  const response = await injectAs(t.app, token, {
    method: 'GET',
    url: `/api/clubs/${clubId}/sponsors/airtime?from=${from}&to=${to}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("sponsors' airtime", () => {
  it('sums seconds and impressions per sponsor, TV and day', async () => {
    const w = await world();
    const now = t.clock.now();
    const [a, b] = w.sponsors;
    const sent = await send(w.club.id, w.tv.token, [
      beat(a, now - 3 * 60_000, 60, true),
      beat(a, now - 2 * 60_000, 30.5, false),
      beat(b, now - 60_000, 8, true),
      beat(a, now - 30_000, 8, true),
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ accepted: 4, duplicates: 0 });
    const got = await report(w.club.id, w.admin, day(now - DAY), day(now));
    expect(got.timezone).toBe('Europe/Madrid');
    expect(got.sponsors).toEqual([
      { sponsor_id: a, seconds: 98.5, impressions: 2 },
      { sponsor_id: b, seconds: 8, impressions: 1 },
    ]);
    expect(got.rows).toEqual([
      {
        sponsor_id: a,
        display_id: w.tv.id,
        display_name: 'Bar TV, entrance',
        day: day(now),
        seconds: 98.5,
        impressions: 2,
      },
      {
        sponsor_id: b,
        display_id: w.tv.id,
        display_name: 'Bar TV, entrance',
        day: day(now),
        seconds: 8,
        impressions: 1,
      },
    ]);
  });

  it('counts a heartbeat sent twice (a retry, a reload with its queue) once', async () => {
    const w = await world();
    const now = t.clock.now();
    const once = beat(w.sponsors[0], now - 10_000, 10, true);
    expect((await send(w.club.id, w.tv.token, [once])).json().data).toEqual({ accepted: 1, duplicates: 0 });
    const again = await send(w.club.id, w.tv.token, [once, beat(w.sponsors[0], now - 5000, 5, false)]);
    expect(again.json().data).toEqual({ accepted: 1, duplicates: 1 });
    // The same id twice in one call counts once too.
    const twice = beat(w.sponsors[1], now - 2000, 2, true);
    expect((await send(w.club.id, w.tv.token, [twice, twice])).json().data).toEqual({
      accepted: 1,
      duplicates: 1,
    });
    const got = await report(w.club.id, w.admin, day(now), day(now));
    expect(got.sponsors).toEqual([
      { sponsor_id: w.sponsors[0], seconds: 15, impressions: 1 },
      { sponsor_id: w.sponsors[1], seconds: 2, impressions: 1 },
    ]);
  });

  it('counts a heartbeat sent late, after an offline period, on the day it was shown', async () => {
    const w = await world();
    const now = t.clock.now();
    const threeDaysAgo = now - 3 * DAY;
    const late = await send(w.club.id, w.tv.token, [beat(w.sponsors[0], threeDaysAgo, 45, true)]);
    expect(late.statusCode, late.body).toBe(200);
    const got = await report(w.club.id, w.admin, day(threeDaysAgo), day(now));
    expect(got.rows.map((row) => [row.day, row.seconds])).toEqual([[day(threeDaysAgo), 45]]);
    // Too late (beyond 14 days) or in the future: refused, nothing stored.
    for (const at of [now - 15 * DAY, now + HOUR]) {
      const refused = await send(w.club.id, w.tv.token, [
        beat(w.sponsors[0], now, 5, true),
        beat(w.sponsors[0], at, 5, true),
      ]);
      expect(refused.statusCode).toBe(400);
      expect(messageOf(refused)).toBe('A heartbeat is at most 14 days old and not in the future');
    }
    const rows = await t.ctx.db.select().from(sponsorAirtime).where(eq(sponsorAirtime.clubId, w.club.id));
    expect(rows).toHaveLength(1);
  });

  it('counts days in the club time zone: 23:30 UTC is the next day in Madrid', async () => {
    const w = await world();
    const midnightUtc = Date.UTC(2026, 10, 21, 23, 30);
    t.clock.time = midnightUtc + HOUR;
    const sent = await send(w.club.id, w.tv.token, [beat(w.sponsors[0], midnightUtc, 20, true)]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await report(w.club.id, w.admin, '2026-11-21', '2026-11-21')).rows).toEqual([]);
    expect((await report(w.club.id, w.admin, '2026-11-22', '2026-11-22')).rows).toHaveLength(1);
  });

  it('exports CSV, one line per sponsor, TV and day', async () => {
    const w = await world();
    const now = t.clock.now();
    await send(w.club.id, w.tv.token, [beat(w.sponsors[1], now - 1000, 12, true)]);
    const csv = await injectAs(t.app, w.admin, {
      method: 'GET',
      url: `/api/clubs/${w.club.id}/sponsors/airtime.csv?from=${day(now)}&to=${day(now)}`,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe(
      `day,sponsor_id,display_id,display_name,seconds,impressions\r\n${day(now)},${w.sponsors[1]},${w.tv.id},"Bar TV, entrance",12,1\r\n`,
    );
  });

  it("refuses another club's TV and another club's admin (403), a missing token (401)", async () => {
    const w = await world();
    const other = await world();
    const now = t.clock.now();
    const foreign = await send(w.club.id, other.tv.token, [beat(w.sponsors[0], now, 5, true)]);
    expect(foreign.statusCode).toBe(403);
    expect((await send(w.club.id, null, [beat(w.sponsors[0], now, 5, true)])).statusCode).toBe(401);
    for (const suffix of ['', '.csv']) {
      const response = await injectAs(t.app, other.admin, {
        method: 'GET',
        url: `/api/clubs/${w.club.id}/sponsors/airtime${suffix}?from=${day(now)}&to=${day(now)}`,
      });
      expect(response.statusCode).toBe(403);
    }
    const rows = await t.ctx.db.select().from(sponsorAirtime).where(eq(sponsorAirtime.clubId, w.club.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const w = await world();
    const other = await world();
    const now = t.clock.now();
    const cases: [unknown[], string][] = [
      [[beat(w.sponsors[0], now, 0, true)], 'A heartbeat covers more than 0 and at most 60 seconds'],
      [[beat(w.sponsors[0], now, 61, true)], 'A heartbeat covers more than 0 and at most 60 seconds'],
      [[{ ...beat(w.sponsors[0], now, 5, true), id: 'not-a-uuid' }], ''],
      [[beat(other.sponsors[0], now, 5, true)], 'A heartbeat names a sponsor this club does not have'],
      [[], ''],
    ];
    for (const [beats, message] of cases) {
      const response = await send(w.club.id, w.tv.token, beats);
      expect(response.statusCode, JSON.stringify(beats)).toBe(400);
      if (message) expect(messageOf(response)).toBe(message);
    }
    for (const query of [
      'from=2026-11-02&to=2026-11-01',
      'from=2026-13-01&to=2026-13-02',
      'from=2026-01-01&to=2026-12-31',
      'to=2026-11-01',
    ]) {
      const response = await injectAs(t.app, w.admin, {
        method: 'GET',
        url: `/api/clubs/${w.club.id}/sponsors/airtime?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const rows = await t.ctx.db.select().from(sponsorAirtime).where(eq(sponsorAirtime.clubId, w.club.id));
    expect(rows).toHaveLength(0);
  });
});
