import {
  type ClientToServerEvents,
  type CourtBoard,
  type DisplayPairing,
  HEADERS,
  type ServerToClientEvents,
} from '@bandeja/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courtRoom } from '../src/realtime/room-names.ts';
import { buildTestApp, createCourt, createWorld, injectAs, type TestApp, tokenFor } from './helpers.ts';
import { startMatch } from './live-helpers.ts';

/**
 * The court, club and display rooms (src/realtime/rooms.ts): a court display follows every match of
 * its court, the wall every court of its club, a TV its own pairing — pushed, never polled.
 */
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

let t: TestApp;
let url: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await t.close();
});

function connect(): Client {
  const client: Client = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  clients.push(client);
  return client;
}

/** Everything `client` receives of `event` from now on. */
function record<E extends keyof ServerToClientEvents>(client: Client, event: E): Payload<E>[] {
  const received: Payload<E>[] = [];
  (client.on as (event: E, listener: (payload: Payload<E>) => void) => void)(event, (payload) =>
    received.push(payload),
  );
  return received;
}

/**
 * Waits until `check` holds (messages arrive asynchronously), or fails after `ms`: generous, as
 * the gate runs these tests on a busy machine (a passing check returns as soon as it holds).
 */
async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A wait that proves something does NOT arrive (another court's board, a board after a leave):
 * only ever followed by an assertion that nothing more came, so a busy machine cannot fail it.
 */
const settle = (ms = 500) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server's room of the court has no socket left (the leave has been read). */
async function courtRoomEmptied(courtId: number): Promise<void> {
  await vi.waitFor(
    async () => expect(await t.realtime.io.in(courtRoom(courtId)).fetchSockets()).toHaveLength(0),
    { timeout: 15_000, interval: 50 },
  );
}

describe('court rooms', () => {
  it('answers joinCourt with the board, pushes a new match at once, then its points and its finish', async () => {
    const w = await createWorld(t);
    const display = connect();
    const boards = record(display, 'courtBoard');
    const scores = record(display, 'scoreUpdate');
    const finishes = record(display, 'matchFinished');
    display.emit('joinCourt', { courtId: w.court.id });
    await until(() => boards.length === 1);
    expect(boards[0]).toMatchObject({ court: { id: w.court.id }, live: null, last: null });

    // The server pushes the new board on creation (nothing polls); how fast is bench/web's figure.
    const matchId = await startMatch(t, w.court.id, { settings: { serviceConfig: { mode: 'team1' } } });
    await until(() => boards.length === 2);
    expect(boards[1]?.live).toMatchObject({ match_id: matchId, version: 0, status: 'pending' }); // in warm-up until its first point

    const token = await tokenFor(t.app, w.courtUser);
    await injectAs(t.app, token, { method: 'POST', url: `/api/scores/${matchId}/team1-point` });
    await until(() => scores.length === 1);
    expect(scores[0]).toMatchObject({ match_id: matchId, version: 1, court_id: w.court.id });

    await injectAs(t.app, token, {
      method: 'PATCH',
      url: `/api/scores/match/${matchId}/status`,
      payload: {},
    });
    await until(() => finishes.length === 1);
    expect(finishes[0]?.score).toMatchObject({ match_id: matchId, status: 'finished' });
  });

  it('sends a court its own matches only, and stops after leaveCourt', async () => {
    const w = await createWorld(t);
    const otherCourt = await createCourt(t.ctx, w.club.id);
    const display = connect();
    const boards = record(display, 'courtBoard');
    display.emit('joinCourt', { courtId: w.court.id });
    await until(() => boards.length === 1);
    await startMatch(t, otherCourt.id);
    await settle();
    expect(boards).toHaveLength(1);
    display.emit('leaveCourt', { courtId: w.court.id });
    await courtRoomEmptied(w.court.id);
    await startMatch(t, w.court.id);
    await settle();
    expect(boards).toHaveLength(1);
  });

  it('pushes the board when an admin deletes the live match', async () => {
    const w = await createWorld(t);
    const matchId = await startMatch(t, w.court.id);
    await t.ctx.live.idle();
    const display = connect();
    const boards = record(display, 'courtBoard');
    display.emit('joinCourt', { courtId: w.court.id });
    await until(() => boards.length === 1);
    expect(boards[0]?.live?.match_id).toBe(matchId);
    const admin = await tokenFor(t.app, w.clubAdmin);
    await injectAs(t.app, admin, { method: 'DELETE', url: `/api/matches/${matchId}` });
    await until(() => boards.length === 2);
    expect(boards[1]?.live).toBeNull();
  });

  it('answers an unknown court or club and malformed payloads with an error event and its code', async () => {
    const client = connect();
    const errors = record(client, 'error');
    client.emit('joinCourt', { courtId: 999_999 });
    client.emit('joinClub', { clubId: 999_999 });
    for (const payload of [{ courtId: 'x' }, null, { courtId: -1 }]) {
      (client.emit as (event: string, payload: unknown) => void)('joinCourt', payload);
    }
    await until(() => errors.length === 5);
    expect(errors).toContainEqual({ message: 'Court not found', code: 'courtNotFound', courtId: 999_999 });
    expect(errors).toContainEqual({ message: 'Club not found', code: 'clubNotFound', clubId: 999_999 });
    // A malformed payload is a failed check, naming the field when there is one.
    expect(errors).toContainEqual(expect.objectContaining({ code: 'validation', field: 'courtId' }));
    expect(errors.filter((error) => error.code === 'validation')).toHaveLength(3);
    expect(client.connected).toBe(true);
  });
});

describe('club rooms', () => {
  it('gives the wall every court of its club, then every court’s scores through one subscription', async () => {
    const w = await createWorld(t);
    const second = await createCourt(t.ctx, w.club.id);
    const first = await startMatch(t, w.court.id);
    // The board pushed after that creation has gone out before the wall joins.
    await t.ctx.live.idle();
    const wall = connect();
    const snapshots = record(wall, 'clubBoard');
    const boards = record(wall, 'courtBoard');
    const scores = record(wall, 'scoreUpdate');
    wall.emit('joinClub', { clubId: w.club.id });
    await until(() => snapshots.length === 1);
    expect(
      snapshots[0]?.courts.map((board: CourtBoard) => [board.court.id, board.live?.match_id ?? null]),
    ).toEqual([
      [w.court.id, first],
      [second.id, null],
    ]);

    const secondMatch = await startMatch(t, second.id);
    await until(() => boards.length === 1);
    expect(boards[0]?.live?.match_id).toBe(secondMatch);
    const admin = await tokenFor(t.app, w.clubAdmin);
    await injectAs(t.app, admin, { method: 'POST', url: `/api/scores/${first}/team1-point` });
    await injectAs(t.app, admin, { method: 'POST', url: `/api/scores/${secondMatch}/team2-point` });
    await until(() => scores.length === 2);
    expect(scores.map((score) => score.match_id).sort()).toEqual([first, secondMatch].sort());

    // Another club's matches never reach this wall.
    const elsewhere = await createWorld(t);
    await startMatch(t, elsewhere.court.id);
    await settle();
    expect(boards).toHaveLength(1);
  });
});

describe('display rooms', () => {
  async function startPairing(): Promise<DisplayPairing> {
    const response = await t.app.inject({ method: 'POST', url: '/api/displays/pairing' });
    return response.json().data;
  }

  it('tells a waiting TV the moment it is paired, renamed and revoked', async () => {
    const w = await createWorld(t);
    const tv = await startPairing();
    const client = connect();
    const configs = record(client, 'displayConfig');
    client.emit('joinDisplay', { token: tv.token ?? '' });
    await until(() => configs.length === 1);
    expect(configs[0]).toMatchObject({ id: tv.display.id, status: 'pending', code: tv.display.code });

    const admin = await tokenFor(t.app, w.clubAdmin);
    await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/displays/pair',
      payload: { code: tv.display.code, target: { kind: 'court', courtId: w.court.id } },
    });
    await until(() => configs.length === 2);
    expect(configs[1]).toMatchObject({ status: 'paired', target: { kind: 'court', court_id: w.court.id } });

    await injectAs(t.app, admin, { method: 'DELETE', url: `/api/displays/${tv.display.id}` });
    await until(() => configs.length === 3);
    expect(configs[2]).toEqual({ status: 'revoked' });
    const self = await t.app.inject({
      method: 'GET',
      url: '/api/displays/self',
      headers: { [HEADERS.displayToken]: tv.token ?? '' },
    });
    expect(self.statusCode).toBe(401);
  });

  it('answers an unknown token with revoked, and a malformed one with an error', async () => {
    const client = connect();
    const configs = record(client, 'displayConfig');
    const errors = record(client, 'error');
    client.emit('joinDisplay', { token: 'no-such-token' });
    (client.emit as (event: string, payload: unknown) => void)('joinDisplay', { token: 42 });
    await until(() => configs.length === 1 && errors.length === 1);
    expect(configs[0]).toEqual({ status: 'revoked' });
    expect(errors[0]).toMatchObject({ code: 'validation', field: 'token', reason: 'wrong_type' });
  });
});
