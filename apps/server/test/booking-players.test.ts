import {
  type Booking,
  type BookingPutResult,
  type BookingStarted,
  type ClubApiTokenWithSecret,
  FORMER_PLAYER_NAME,
  type MatchPlayer,
} from '@bandeja/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../src/db/schema.ts';
import { tokenOf } from './admin-helpers.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  injectAs,
  type TestApp,
  unique,
} from './helpers.ts';

/**
 * Players from bookings (docs/players.md, "Players from bookings"): a booked player may carry the
 * booking system's reference for the person, which names the club's roster player (added once,
 * per club); plain names still work; the started match names the roster players.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof createWorld>>;

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

async function createWorld() {
  const club = await createClub(t.ctx);
  const otherClub = await createClub(t.ctx);
  const admin = tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: club.id }));
  const otherAdmin = tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: otherClub.id }));
  return {
    club,
    otherClub,
    admin,
    court: await createCourt(t.ctx, club.id),
    otherCourt: await createCourt(t.ctx, otherClub.id),
    token: await newToken(club.id, admin),
    otherToken: await newToken(otherClub.id, otherAdmin),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld();
});
afterAll(() => t.close());

function at(minutesFromNow: number): string {
  return new Date(t.clock.now() + minutesFromNow * MINUTE).toISOString();
}

async function put(ref: string, body: object, clubId = world.club.id, token = world.token) {
  return injectAs(t.app, token, {
    method: 'PUT',
    url: `/api/clubs/${clubId}/bookings/${ref}`,
    payload: body,
  });
}

async function booked(ref: string, body: object, clubId = world.club.id, token = world.token) {
  const response = await put(ref, body, clubId, token);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ data: BookingPutResult }>().data.booking;
}

function body(overrides: object, courtId = world.court.id) {
  return { court_id: courtId, starts_at: at(60), slot_minutes: 90, ...overrides };
}

async function rosterOf(clubId: number, ref: string) {
  return t.ctx.db
    .select()
    .from(players)
    .where(and(eq(players.clubId, clubId), eq(players.bookingRef, ref)));
}

describe('a booking names roster players by the booking system’s references', () => {
  const ana = unique('ana-');
  const bea = unique('bea-');

  it('adds each referenced person to the roster once: a later booking with the ref reuses them', async () => {
    const first = await booked(
      unique('b-'),
      body({
        team1: [{ name: 'Ana Ref', ref: ana }, 'Guest Gil'],
        team2: [{ name: 'Bea Ref', ref: bea }, { name: 'No Ref' }],
      }),
    );
    const [anaRow] = await rosterOf(world.club.id, ana);
    const [beaRow] = await rosterOf(world.club.id, bea);
    expect(anaRow).toMatchObject({ name: 'Ana Ref', public: false, email: null, mailConsentAt: null });
    expect(anaRow?.publicationConsentAt).toBeNull();
    expect(first.team1).toEqual(['Ana Ref', 'Guest Gil']);
    expect(first.team1_players).toEqual([
      { name: 'Ana Ref', player_id: anaRow?.id },
      { name: 'Guest Gil', player_id: null },
    ]);
    expect(first.team2_players).toEqual([
      { name: 'Bea Ref', player_id: beaRow?.id },
      { name: 'No Ref', player_id: null },
    ]);

    // The admins' roster (and the player's data export) shows the reference.
    const shown = await injectAs(t.app, world.admin, { method: 'GET', url: `/api/players/${anaRow?.id}` });
    expect(shown.json<{ data: { booking_ref: string | null } }>().data.booking_ref).toBe(ana);

    const second = await booked(unique('b-'), body({ team1: [{ name: 'Ana', ref: ana }] }));
    expect(second.team1_players).toEqual([{ name: 'Ana', player_id: anaRow?.id }]);
    expect(await rosterOf(world.club.id, ana)).toHaveLength(1);
  });

  it("makes another club's same reference another club's player", async () => {
    const theirs = await booked(
      unique('b-'),
      body({ team1: [{ name: 'Ana Elsewhere', ref: ana }] }, world.otherCourt.id),
      world.otherClub.id,
      world.otherToken,
    );
    const [ours] = await rosterOf(world.club.id, ana);
    const [other] = await rosterOf(world.otherClub.id, ana);
    expect(other?.id).not.toBe(ours?.id);
    expect(theirs.team1_players).toEqual([{ name: 'Ana Elsewhere', player_id: other?.id }]);
  });

  it('still takes plain names, answered without a roster player', async () => {
    const plain = await booked(unique('b-'), body({ team1: ['Ana', 'Bea'], team2: ['Carla'] }));
    expect(plain.team1).toEqual(['Ana', 'Bea']);
    expect(plain.team2_players).toEqual([{ name: 'Carla', player_id: null }]);
  });

  it('refuses bad references (400 in the contract shape) and changes nothing', async () => {
    const ref = unique('bad-');
    const fresh = unique('fresh-');
    for (const team1 of [
      [{ name: 'Ana', ref: 'x'.repeat(101) }],
      [{ name: 'Ana', ref: 42 }],
      [{ name: 'Ana', ref: 'has space' }],
      [
        { name: 'Ana', ref: fresh },
        { name: 'Ana again', ref: fresh },
      ],
      [42],
    ]) {
      const response = await put(ref, body({ team1 }));
      expect(response.statusCode, JSON.stringify(team1)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('validation');
    }
    const tooLong = await put(ref, body({ team1: [{ name: 'Ana', ref: 'x'.repeat(101) }] }));
    expect(tooLong.json()).toMatchObject({
      message: 'Player reference is too long',
      field: 'team1.0.ref',
      reason: 'too_long',
    });
    const missing = await injectAs(t.app, world.token, {
      method: 'GET',
      url: `/api/clubs/${world.club.id}/bookings/${ref}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(await rosterOf(world.club.id, fresh)).toHaveLength(0);
  });
});

describe('a started booking names its roster players; erasure reaches the booking', () => {
  it('starts the match with the playerIds the booking answered, and erasure renames the booked player', async () => {
    const court = await createCourt(t.ctx, world.club.id);
    const session = tokenOf(
      t,
      await createUser(t.ctx, 'court_user', { clubId: world.club.id, courtId: court.id }),
    );
    const cara = unique('cara-');
    const booking: Booking = await booked(
      unique('start-'),
      body(
        { starts_at: at(0), team1: [{ name: 'Cara', ref: cara }], team2: ['Dina'], match_type: 'singles' },
        court.id,
      ),
    );
    const caraId = booking.team1_players[0]?.player_id;
    expect(caraId).toEqual(expect.any(Number));

    const started = await injectAs(t.app, session, {
      method: 'POST',
      url: `/api/courts/${court.id}/bookings/${booking.id}/start`,
      payload: {
        matchType: 'singles',
        team1Player1: { name: 'Cara', playerId: caraId },
        team2Player1: { name: 'Dina' },
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { match_id } = started.json<{ data: BookingStarted }>().data;
    const match = await injectAs(t.app, world.admin, {
      method: 'GET',
      url: `/api/clubs/${world.club.id}/matches/${match_id}`,
    });
    expect(match.json<{ data: { players: MatchPlayer[] } }>().data.players).toEqual([
      { name: 'Cara', team: 'team1', playerNumber: 1, playerId: caraId },
      { name: 'Dina', team: 'team2', playerNumber: 3 },
    ]);

    // Erased: the booking names 'Former player' and the roster row forgets the reference, so a
    // later booking with it is a new person.
    const erased = await injectAs(t.app, world.admin, { method: 'DELETE', url: `/api/players/${caraId}` });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await injectAs(t.app, world.token, {
      method: 'GET',
      url: `/api/clubs/${world.club.id}/bookings/${booking.external_ref}`,
    });
    expect(after.json<{ data: Booking }>().data.team1_players).toEqual([
      { name: FORMER_PLAYER_NAME, player_id: caraId },
    ]);
    expect(await rosterOf(world.club.id, cara)).toHaveLength(0);
    const again = await booked(unique('b-'), body({ team1: [{ name: 'Cara', ref: cara }] }));
    expect(again.team1_players[0]?.player_id).not.toBe(caraId);
  });
});
