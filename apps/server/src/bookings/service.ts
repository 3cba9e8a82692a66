import {
  BOOKING_EARLY_START_MINUTES,
  type Booking,
  type BookingPutResult,
  type bookingBodySchema,
  type bookingStartBodySchema,
  MESSAGES,
  type matchCreateBodySchema,
} from '@bandeja/contract';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { type BookedPlayer, type BookedTeams, bookedTeamsOf } from '../db/booked-players.ts';
import type { DbOrTx } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { iso } from '../http/respond.ts';
import { findCourt } from '../matches/repository.ts';
import { createMatch } from '../matches/service.ts';
import { playerOfBookingRef } from '../players/repository.ts';
import {
  type BookingRow,
  claimBooking,
  findBooking,
  findBookingByRef,
  insertBooking,
  updateBooking,
} from './repository.ts';

type BookingBody = z.output<typeof bookingBodySchema>;
type StartBody = z.output<typeof bookingStartBodySchema>;

const MINUTE_MS = 60_000;

/** The shortest clock a started booking gets (the engine's smallest match duration). */
const MIN_MATCH_SECONDS = 60;

export function endOf(row: Pick<BookingRow, 'startsAt' | 'slotMinutes'>): Date {
  return new Date(row.startsAt.getTime() + row.slotMinutes * MINUTE_MS);
}

/** From when the players may start it: a quarter of an hour before the slot. */
export function startableFrom(row: Pick<BookingRow, 'startsAt'>): Date {
  return new Date(row.startsAt.getTime() - BOOKING_EARLY_START_MINUTES * MINUTE_MS);
}

export function presentBooking(row: BookingRow): Booking {
  const { team1, team2 } = bookedTeamsOf(row.players);
  const names = (team: BookedPlayer[]) => team.map((player) => player.name);
  const answered = (team: BookedPlayer[]) =>
    team.map((player) => ({ name: player.name, player_id: player.playerId }));
  return {
    id: row.id,
    club_id: row.clubId,
    court_id: row.courtId,
    external_ref: row.externalRef,
    starts_at: iso(row.startsAt),
    ends_at: iso(endOf(row)),
    slot_minutes: row.slotMinutes,
    match_type: row.matchType,
    team1: names(team1),
    team2: names(team2),
    team1_players: answered(team1),
    team2_players: answered(team2),
    status: row.status,
    match_id: row.matchId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** The court, which must be the club's: another club's court is as unknown as a missing one. */
async function requireClubCourt(ctx: AppContext, clubId: number, courtId: number) {
  const court = await findCourt(ctx.db, courtId);
  if (!court || court.clubId !== clubId) throw notFound(MESSAGES.courtNotFound);
  return court;
}

/**
 * The booked players as stored: each one with a reference names the club's roster player the
 * booking system knows by it, added if new (docs/players.md, "Players from bookings").
 */
async function bookedTeams(
  db: DbOrTx,
  clubId: number,
  body: Pick<BookingBody, 'team1' | 'team2'>,
  now: Date,
): Promise<BookedTeams> {
  const stored = async (player: BookingBody['team1'][number]): Promise<BookedPlayer> => ({
    name: player.name,
    playerId: player.ref
      ? (await playerOfBookingRef(db, { clubId, ref: player.ref, name: player.name }, now)).id
      : null,
  });
  const team = async (players: BookingBody['team1']) => {
    const out: BookedPlayer[] = [];
    for (const player of players) out.push(await stored(player));
    return out;
  };
  return { team1: await team(body.team1), team2: await team(body.team2) };
}

/**
 * PUT by the booking system's reference (docs/decisions/009-bookings.md): the first call creates
 * the booking, any later one replaces its fields. A cancelled booking stays cancelled (409): a
 * late retry of a PUT that timed out must not revive what the booking system has since cancelled,
 * so booking the slot again takes a new reference. A started one is the match's now and refuses
 * changes (409).
 */
export async function putBooking(
  ctx: AppContext,
  clubId: number,
  externalRef: string,
  body: BookingBody,
): Promise<BookingPutResult> {
  await requireClubCourt(ctx, clubId, body.court_id);
  const now = new Date(ctx.now());
  const values = {
    courtId: body.court_id,
    startsAt: new Date(body.starts_at),
    slotMinutes: body.slot_minutes,
    matchType: body.match_type,
  };
  return ctx.db.transaction(async (tx) => {
    // In the booking's transaction: a booking refused (started, cancelled) adds no player.
    const withPlayers = async () => ({ ...values, players: await bookedTeams(tx, clubId, body, now) });
    const existing = await findBookingByRef(tx, clubId, externalRef, true);
    if (!existing) {
      const inserted = await insertBooking(tx, {
        ...(await withPlayers()),
        clubId,
        externalRef,
        createdAt: now,
        updatedAt: now,
      });
      // Null: the same reference was created by a call racing this one; this call is then a retry.
      if (inserted) return { booking: presentBooking(inserted), created: true };
    }
    const current = existing ?? (await findBookingByRef(tx, clubId, externalRef, true));
    if (!current) throw notFound(MESSAGES.bookingNotFound);
    if (current.status === 'started') throw conflict(MESSAGES.bookingStarted, { matchId: current.matchId });
    if (current.status === 'cancelled') throw conflict(MESSAGES.bookingCancelled);
    const updated = await updateBooking(tx, current.id, {
      ...(await withPlayers()),
      status: 'booked',
      updatedAt: now,
    });
    return { booking: presentBooking(updated), created: false };
  });
}

export async function getBooking(ctx: AppContext, clubId: number, externalRef: string): Promise<Booking> {
  const row = await findBookingByRef(ctx.db, clubId, externalRef);
  if (!row) throw notFound(MESSAGES.bookingNotFound);
  return presentBooking(row);
}

/**
 * Cancels a booking before it is started: it leaves the court tablet and the lists. Cancelling
 * again answers the same; a started booking is the match's and is not cancelled (409).
 */
export async function cancelBooking(ctx: AppContext, clubId: number, externalRef: string): Promise<Booking> {
  const row = await findBookingByRef(ctx.db, clubId, externalRef);
  if (!row) throw notFound(MESSAGES.bookingNotFound);
  if (row.status === 'cancelled') return presentBooking(row);
  const cancelled = await claimBooking(ctx.db, row.id, 'booked', 'cancelled', new Date(ctx.now()));
  if (!cancelled)
    throw conflict(MESSAGES.bookingStarted, {
      matchId: (await findBooking(ctx.db, row.id))?.matchId ?? null,
    });
  return presentBooking(cancelled);
}

/**
 * The seconds the match of a booking started now may last: to the end of the slot, never more than
 * the slot (players who start early do not get a longer match), at least a minute.
 */
export function bookedDurationSeconds(
  row: Pick<BookingRow, 'startsAt' | 'slotMinutes'>,
  nowMs: number,
): number {
  const left = Math.floor((endOf(row).getTime() - nowMs) / 1000);
  return Math.max(MIN_MATCH_SECONDS, Math.min(row.slotMinutes * 60, left));
}

/**
 * One tap on the court tablet: the booking becomes the court's match, with the players as
 * confirmed there and the slot's remaining time as its clock (docs/decisions/009-bookings.md).
 * The booking is claimed first, so of two taps one starts the match; if the match cannot be
 * created (the court is busy) the claim is given back.
 */
export async function startBooking(
  ctx: AppContext,
  courtId: number,
  bookingId: number,
  body: StartBody,
): Promise<{ booking: Booking; matchId: string }> {
  const row = await findBooking(ctx.db, bookingId);
  if (!row || row.courtId !== courtId) throw notFound(MESSAGES.bookingNotFound);
  if (row.status === 'started') throw conflict(MESSAGES.bookingStarted, { matchId: row.matchId });
  if (row.status === 'cancelled') throw conflict(MESSAGES.bookingCancelled);
  const now = ctx.now();
  if (now < startableFrom(row).getTime() || now >= endOf(row).getTime())
    throw conflict(MESSAGES.bookingNotStartable);
  const claimed = await claimBooking(ctx.db, row.id, 'booked', 'started', new Date(now));
  if (!claimed) throw conflict(MESSAGES.bookingStarted);
  const create: z.output<typeof matchCreateBodySchema> = {
    ...body,
    courtId,
    settings: { matchDuration: bookedDurationSeconds(row, now) },
  };
  let matchId: string;
  try {
    // Started at once, no warm-up: the slot is rented time, so its clock ends with the slot.
    matchId = (await createMatch(ctx, create, { startedNow: true })).match.id;
  } catch (error) {
    await claimBooking(ctx.db, row.id, 'started', 'booked', new Date(ctx.now()));
    throw error;
  }
  const started = await updateBooking(ctx.db, row.id, { matchId, updatedAt: new Date(ctx.now()) });
  return { booking: presentBooking(started), matchId };
}
