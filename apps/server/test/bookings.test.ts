import {
  type Booking,
  type BookingList,
  type BookingPutResult,
  type BookingStarted,
  type ClubApiTokenWithSecret,
  MESSAGES,
  type NextBooking,
} from '@bandeja/contract';
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
  unique,
} from './helpers.ts';
import { startMatch } from './live-helpers.ts';

/**
 * Bookings (docs/api.md, "Bookings"; docs/decisions/009-bookings.md): a booking system puts its
 * court slots by its own reference with a club API token of the club, updates and cancels them; the
 * court tablet reads the next one and starts it with one tap, its slot driving the match's clock.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof createBookingWorld>>;

const MINUTE = 60_000;

async function newToken(clubId: number, session: string): Promise<string> {
  const response = await injectAs(t.app, session, {
    method: 'POST',
    url: `/api/clubs/${clubId}/api-tokens`,
    payload: { name: 'Booking system' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ClubApiTokenWithSecret }>().data.secret;
}

async function createBookingWorld() {
  const club = await createClub(t.ctx);
  const court = await createCourt(t.ctx, club.id);
  const secondCourt = await createCourt(t.ctx, club.id);
  const otherClub = await createClub(t.ctx);
  const otherCourt = await createCourt(t.ctx, otherClub.id);
  const clubAdmin = tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: club.id }));
  const otherClubAdmin = tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: otherClub.id }));
  const courtUser = tokenOf(t, await createUser(t.ctx, 'court_user', { clubId: club.id, courtId: court.id }));
  const otherCourtUser = tokenOf(
    t,
    await createUser(t.ctx, 'court_user', { clubId: club.id, courtId: secondCourt.id }),
  );
  return {
    club,
    court,
    secondCourt,
    otherClub,
    otherCourt,
    clubAdmin,
    courtUser,
    otherCourtUser,
    token: await newToken(club.id, clubAdmin),
    otherToken: await newToken(otherClub.id, otherClubAdmin),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await createBookingWorld();
});
afterAll(() => t.close());

function at(minutesFromNow: number): string {
  return new Date(t.clock.now() + minutesFromNow * MINUTE).toISOString();
}

function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    court_id: world.court.id,
    starts_at: at(60),
    slot_minutes: 90,
    team1: ['Ana', 'Bea'],
    team2: ['Carla', 'Dora'],
    ...overrides,
  };
}

function put(token: string | null, ref: string, body: unknown, clubId = world.club.id) {
  return injectAs(t.app, token, {
    method: 'PUT',
    url: `/api/clubs/${clubId}/bookings/${ref}`,
    payload: body as object,
  });
}

function get(token: string | null, url: string) {
  return injectAs(t.app, token, { method: 'GET', url });
}

function cancel(token: string | null, ref: string, clubId = world.club.id) {
  return injectAs(t.app, token, { method: 'DELETE', url: `/api/clubs/${clubId}/bookings/${ref}` });
}

async function listed(courtId = world.court.id): Promise<Booking[]> {
  const response = await get(world.token, `/api/clubs/${world.club.id}/bookings?court_id=${courtId}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: BookingList }>().data.bookings;
}

async function nextBooking(session = world.courtUser, courtId = world.court.id): Promise<NextBooking> {
  const response = await get(session, `/api/courts/${courtId}/bookings/next`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: NextBooking }>().data;
}

function start(session: string | null, booking: Pick<Booking, 'id' | 'court_id'>, players?: object) {
  return injectAs(t.app, session, {
    method: 'POST',
    url: `/api/courts/${booking.court_id}/bookings/${booking.id}/start`,
    payload: players ?? {
      matchType: 'doubles',
      team1Player1: { name: 'Ana' },
      team1Player2: { name: 'Bea' },
      team2Player1: { name: 'Carla' },
      team2Player2: { name: 'Dora' },
    },
  });
}

describe('a booking system puts bookings with a club API token', () => {
  it('creates a booking (201), and the same reference again updates it (200) instead of adding one', async () => {
    const ref = unique('bk-');
    const created = await put(world.token, ref, bookingBody());
    expect(created.statusCode, created.body).toBe(201);
    const first = created.json<{ data: BookingPutResult }>().data;
    expect(first.created).toBe(true);
    expect(first.booking).toMatchObject({
      club_id: world.club.id,
      court_id: world.court.id,
      external_ref: ref,
      slot_minutes: 90,
      match_type: 'doubles',
      team1: ['Ana', 'Bea'],
      team2: ['Carla', 'Dora'],
      status: 'booked',
      match_id: null,
    });
    expect(Date.parse(first.booking.ends_at) - Date.parse(first.booking.starts_at)).toBe(90 * MINUTE);

    // A retry of the same call changes nothing but is answered the same way, as an update.
    const retried = await put(world.token, ref, bookingBody({ starts_at: first.booking.starts_at }));
    expect(retried.statusCode).toBe(200);
    expect(retried.json<{ data: BookingPutResult }>().data.booking.id).toBe(first.booking.id);

    const moved = await put(
      world.token,
      ref,
      bookingBody({ court_id: world.secondCourt.id, starts_at: at(120), slot_minutes: 60, team2: ['Eva'] }),
    );
    expect(moved.statusCode).toBe(200);
    const updated = moved.json<{ data: BookingPutResult }>().data;
    expect(updated.created).toBe(false);
    expect(updated.booking).toMatchObject({
      id: first.booking.id,
      court_id: world.secondCourt.id,
      starts_at: at(120),
      slot_minutes: 60,
      team2: ['Eva'],
    });
    expect((await listed()).filter((booking) => booking.external_ref === ref)).toEqual([]);
    expect(
      (await listed(world.secondCourt.id)).filter((booking) => booking.external_ref === ref),
    ).toHaveLength(1);

    const one = await get(world.token, `/api/clubs/${world.club.id}/bookings/${ref}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ data: Booking }>().data).toEqual(updated.booking);
  });

  it('makes one booking of two creations with the same reference at once', async () => {
    const ref = unique('race-');
    const answers = await Promise.all([
      put(world.token, ref, bookingBody()),
      put(world.token, ref, bookingBody()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect((await listed()).filter((booking) => booking.external_ref === ref)).toHaveLength(1);
  });

  it('takes bookings without players, which the players fill in at the court', async () => {
    const ref = unique('bk-');
    const response = await put(world.token, ref, {
      court_id: world.court.id,
      starts_at: at(30),
      slot_minutes: 60,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: BookingPutResult }>().data.booking).toMatchObject({ team1: [], team2: [] });
    await cancel(world.token, ref);
  });

  it('refuses a malformed booking (400) and stores nothing', async () => {
    const ref = unique('bad-');
    for (const body of [
      bookingBody({ starts_at: 'tomorrow' }),
      bookingBody({ slot_minutes: 5 }),
      bookingBody({ slot_minutes: 600 }),
      bookingBody({ team1: ['A', 'B', 'C'] }),
      bookingBody({ match_type: 'singles' }),
      bookingBody({ court_id: 'one' }),
    ]) {
      const response = await put(world.token, ref, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation');
    }
    expect((await put(world.token, 'has space', bookingBody())).statusCode).toBe(400);
    expect((await get(world.token, `/api/clubs/${world.club.id}/bookings/${ref}`)).statusCode).toBe(404);
  });

  it('refuses a court of another club as unknown (404)', async () => {
    const response = await put(world.token, unique('bk-'), bookingBody({ court_id: world.otherCourt.id }));
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe(MESSAGES.courtNotFound);
  });
});

describe('who may put bookings', () => {
  it("refuses another club's token (403) and leaves that club's bookings untouched", async () => {
    const ref = unique('mine-');
    expect((await put(world.token, ref, bookingBody())).statusCode).toBe(201);
    const other = await put(world.otherToken, ref, bookingBody(), world.club.id);
    expect(other.statusCode).toBe(403);
    expect(messageOf(other)).toBe(MESSAGES.accessDenied);
    expect((await cancel(world.otherToken, ref)).statusCode).toBe(403);
    expect((await get(world.otherToken, `/api/clubs/${world.club.id}/bookings`)).statusCode).toBe(403);
    expect(
      (await get(world.token, `/api/clubs/${world.club.id}/bookings/${ref}`)).json<{ data: Booking }>().data
        .status,
    ).toBe('booked');
    // Its own club's bookings are its own: the same reference there is another booking.
    const otherClubs = await put(
      world.otherToken,
      ref,
      bookingBody({ court_id: world.otherCourt.id }),
      world.otherClub.id,
    );
    expect(otherClubs.statusCode).toBe(201);
  });

  it('refuses a revoked token at once (401), and the public (401)', async () => {
    const created = await injectAs(t.app, world.clubAdmin, {
      method: 'POST',
      url: `/api/clubs/${world.club.id}/api-tokens`,
      payload: { name: 'Old system' },
    });
    const { secret, token } = created.json<{ data: ClubApiTokenWithSecret }>().data;
    const ref = unique('rev-');
    expect((await put(secret, ref, bookingBody())).statusCode).toBe(201);
    const revoked = await injectAs(t.app, world.clubAdmin, {
      method: 'DELETE',
      url: `/api/clubs/${world.club.id}/api-tokens/${token.id}`,
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await put(secret, ref, bookingBody({ slot_minutes: 60 }));
    expect(refused.statusCode).toBe(401);
    expect(messageOf(refused)).toBe(MESSAGES.invalidApiToken);
    expect((await put(null, ref, bookingBody())).statusCode).toBe(401);
    const kept = await get(world.token, `/api/clubs/${world.club.id}/bookings/${ref}`);
    expect(kept.json<{ data: Booking }>().data.slot_minutes).toBe(90);
  });

  it("refuses a court user's session (403); the club's admins may try the calls", async () => {
    expect((await put(world.courtUser, unique('cu-'), bookingBody())).statusCode).toBe(403);
    expect((await put(world.clubAdmin, unique('ad-'), bookingBody())).statusCode).toBe(201);
  });
});

describe('cancelling a booking', () => {
  it('takes it off the lists and the court tablet; cancelling again answers the same', async () => {
    const ref = unique('cx-');
    const created = (await put(world.token, ref, bookingBody({ starts_at: at(-200) }))).json<{
      data: BookingPutResult;
    }>();
    expect(created.data.booking.status).toBe('booked');
    // (It ended already: put a current one to see on the tablet.)
    await put(world.token, ref, bookingBody({ starts_at: at(5) }));
    expect((await nextBooking()).booking?.external_ref).toBe(ref);

    const cancelled = await cancel(world.token, ref);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: Booking }>().data.status).toBe('cancelled');
    expect((await listed()).map((booking) => booking.external_ref)).not.toContain(ref);
    expect((await nextBooking()).booking?.external_ref).not.toBe(ref);
    const all = await get(world.token, `/api/clubs/${world.club.id}/bookings?all=true`);
    expect(all.json<{ data: BookingList }>().data.bookings.find((b) => b.external_ref === ref)?.status).toBe(
      'cancelled',
    );

    const again = await cancel(world.token, ref);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Booking }>().data.status).toBe('cancelled');
    expect((await cancel(world.token, unique('never-'))).statusCode).toBe(404);
  });

  it('a late retry of a PUT that timed out never revives the booking cancelled since: 409, and it stays cancelled', async () => {
    const ref = unique('late-');
    const body = bookingBody({ starts_at: at(5) });
    expect((await put(world.token, ref, body)).statusCode).toBe(201);
    expect((await cancel(world.token, ref)).statusCode).toBe(200);
    // The booking system's retry of its first PUT (the answer was lost) arrives after the cancel.
    const late = await put(world.token, ref, body);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      success: false,
      message: MESSAGES.bookingCancelled,
      code: 'bookingCancelled',
    });
    const stored = await get(world.token, `/api/clubs/${world.club.id}/bookings/${ref}`);
    expect(stored.json<{ data: Booking }>().data.status).toBe('cancelled');
    // Booking the slot again is a new booking, under a new reference.
    const again = await put(world.token, unique('late-again-'), body);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ data: BookingPutResult }>().data.booking.status).toBe('booked');
  });
});

describe('the court tablet starts the next booking with one tap', () => {
  it('shows the next booking of its court, and starts it with the slot as the match clock', async () => {
    const court = await createCourt(t.ctx, world.club.id);
    const session = tokenOf(
      t,
      await createUser(t.ctx, 'court_user', { clubId: world.club.id, courtId: court.id }),
    );
    const later = (
      await put(world.token, unique('later-'), bookingBody({ court_id: court.id, starts_at: at(180) }))
    ).json<{ data: BookingPutResult }>().data.booking;
    const ref = unique('now-');
    const soon = (
      await put(world.token, ref, bookingBody({ court_id: court.id, starts_at: at(10), slot_minutes: 60 }))
    ).json<{ data: BookingPutResult }>().data.booking;

    const next = await nextBooking(session, court.id);
    expect(next.booking?.id).toBe(soon.id);
    expect(next.startable_from).toBe(at(-5));
    // Another court's user does not see it.
    expect((await get(world.otherCourtUser, `/api/courts/${court.id}/bookings/next`)).statusCode).toBe(403);

    // Too early: 10 minutes before is fine, 20 is not.
    const early = await put(
      world.token,
      ref,
      bookingBody({ court_id: court.id, starts_at: at(20), slot_minutes: 60 }),
    );
    expect(early.statusCode).toBe(200);
    const refused = await start(session, soon);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(MESSAGES.bookingNotStartable);
    await put(world.token, ref, bookingBody({ court_id: court.id, starts_at: at(-15), slot_minutes: 60 }));

    const started = await start(session, soon, {
      matchType: 'doubles',
      team1Player1: { name: 'Ana' },
      team1Player2: { name: 'Berta' },
      team2Player1: { name: 'Carla' },
      team2Player2: { name: 'Dora' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { booking, match_id } = started.json<{ data: BookingStarted }>().data;
    expect(booking).toMatchObject({ status: 'started', match_id });

    const match = await get(world.clubAdmin, `/api/clubs/${world.club.id}/matches/${match_id}`);
    expect(
      match.json<{ data: { status: string; match_duration: number; team1_name: string } }>().data,
    ).toMatchObject({
      status: 'ongoing',
      // Started 15 minutes into a 60-minute slot: 45 minutes are left on the clock.
      match_duration: 45 * 60,
      team1_name: 'Ana & Berta',
      // No warm-up for a booked match: its clock runs from the tap, so it ends with the slot.
      start_time: new Date(t.clock.now()).toISOString(),
    });
    const bookedScore = await t.app.inject({ method: 'GET', url: `/api/scores/${match_id}` });
    expect(bookedScore.json<{ data: { status: string } }>().data.status).toBe('ongoing');

    // A second tap does not start a second match; the started booking no longer changes.
    const twice = await start(session, soon);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(MESSAGES.bookingStarted);
    const changed = await put(world.token, ref, bookingBody({ court_id: court.id }));
    expect(changed.statusCode).toBe(409);
    expect(messageOf(changed)).toBe(MESSAGES.bookingStarted);
    expect((await cancel(world.token, ref)).statusCode).toBe(409);
    expect((await nextBooking(session, court.id)).booking?.id).toBe(later.id);

    // The slot drives the time-limit finish: past the slot's end the sweeper finishes the match.
    t.clock.advance(46 * MINUTE);
    const { sweepExpiredMatches } = await import('../src/matches/time-limit.ts');
    expect(await sweepExpiredMatches(t.ctx)).toBeGreaterThanOrEqual(1);
    const finished = await get(world.clubAdmin, `/api/clubs/${world.club.id}/matches/${match_id}`);
    expect(finished.json<{ data: { status: string; finish_reason: string } }>().data).toMatchObject({
      status: 'finished',
      finish_reason: 'time',
    });
    await cancel(world.token, later.external_ref);
  });

  it('refuses a start on a busy court (409) and leaves the booking to start later', async () => {
    const court = await createCourt(t.ctx, world.club.id);
    const session = tokenOf(
      t,
      await createUser(t.ctx, 'court_user', { clubId: world.club.id, courtId: court.id }),
    );
    const booking = (
      await put(world.token, unique('busy-'), bookingBody({ court_id: court.id, starts_at: at(0) }))
    ).json<{ data: BookingPutResult }>().data.booking;
    await startMatch(t, court.id);
    const refused = await start(session, booking);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(MESSAGES.activeMatchExists);
    expect((await nextBooking(session, court.id)).booking).toMatchObject({
      id: booking.id,
      status: 'booked',
    });
  });

  it("refuses players the match type does not have (400), another court's booking (404) and the public (401)", async () => {
    const booking = (await put(world.token, unique('v-'), bookingBody({ starts_at: at(0) }))).json<{
      data: BookingPutResult;
    }>().data.booking;
    const missing = await start(world.courtUser, booking, {
      team1Player1: { name: 'Ana' },
      team2Player1: { name: 'Carla' },
    });
    expect(missing.statusCode).toBe(400);
    expect((await start(world.courtUser, { ...booking, court_id: world.secondCourt.id })).statusCode).toBe(
      403,
    );
    expect(
      (await start(world.otherCourtUser, { ...booking, court_id: world.secondCourt.id })).statusCode,
    ).toBe(404);
    expect((await start(null, booking)).statusCode).toBe(401);
    expect((await nextBooking()).booking?.status).toBe('booked');
    await cancel(world.token, booking.external_ref);
  });
});
