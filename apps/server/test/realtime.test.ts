import type { ClientToServerEvents, LiveScore, ServerToClientEvents } from '@bandeja/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sweepExpiredMatches } from '../src/matches/time-limit.ts';
import { matchRoom } from '../src/realtime/room-names.ts';
import { buildTestApp, createWorld, injectAs, type TestApp, tokenFor } from './helpers.ts';
import { beginPlay, startMatch } from './live-helpers.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

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

function connect(
  options: { origin?: string; transports?: ('websocket' | 'polling')[]; reconnectAfterMs?: number } = {},
): Client {
  const client: Client = io(url, {
    path: '/socket.io',
    transports: options.transports ?? ['websocket'],
    reconnection: options.reconnectAfterMs !== undefined,
    reconnectionDelay: options.reconnectAfterMs,
    reconnectionDelayMax: options.reconnectAfterMs,
    randomizationFactor: 0,
    forceNew: true,
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
  });
  clients.push(client);
  return client;
}

/** The next `event` on `client`, or a rejection after `ms`. */
function next<E extends keyof ServerToClientEvents>(
  client: Client,
  event: E,
  // Generous: the machine running the tests may be busy (a test never depends on how fast).
  ms = 15_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${ms} ms`)), ms);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    // socket.io-client's typed `once` takes the listener of that event.
    (client.once as (event: E, listener: (payload: Parameters<ServerToClientEvents[E]>[0]) => void) => void)(
      event,
      listener,
    );
  });
}

/** Everything `client` receives of `event` from now on. */
function record<E extends keyof ServerToClientEvents>(client: Client, event: E) {
  const received: Parameters<ServerToClientEvents[E]>[0][] = [];
  (client.on as (event: E, listener: (payload: Parameters<ServerToClientEvents[E]>[0]) => void) => void)(
    event,
    (payload) => received.push(payload),
  );
  return received;
}

/**
 * A wait that proves something does NOT arrive (an update to a bystander, or after a leave): only
 * ever followed by an assertion that nothing came, so a busy machine cannot fail it.
 */
const settle = (ms = 500) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the server's room of the match has no socket left (a leave or a drop it has seen). */
async function roomEmptied(matchId: string): Promise<void> {
  await vi.waitFor(
    async () => expect(await t.realtime.io.in(matchRoom(matchId)).fetchSockets()).toHaveLength(0),
    { timeout: 15_000, interval: 50 },
  );
}

async function joined(client: Client, matchId: string): Promise<LiveScore> {
  const score = next(client, 'matchScore');
  client.emit('joinMatch', { matchId });
  return score;
}

async function liveMatch() {
  const w = await createWorld(t);
  const id = await startMatch(t, w.court.id, { settings: { serviceConfig: { mode: 'team1' } } });
  const token = await tokenFor(t.app, w.courtUser);
  const point = (team: 1 | 2 = 1, matchId = id) =>
    injectAs(t.app, token, { method: 'POST', url: `/api/scores/${matchId}/team${team}-point` });
  return { ...w, id, token, point };
}

describe('Socket.IO rooms', () => {
  it('answers joinMatch with the full score and sends each change to that room only, with its version', async () => {
    const m = await liveMatch();
    const other = await liveMatch();
    const spectator = connect();
    const bystander = connect();
    expect(await joined(spectator, m.id)).toMatchObject({ match_id: m.id, version: 0, status: 'pending' });
    expect((await joined(bystander, other.id)).match_id).toBe(other.id);
    const seenByBystander = record(bystander, 'scoreUpdate');

    const update = next(spectator, 'scoreUpdate');
    const response = await m.point(1);
    expect(response.statusCode).toBe(200);
    const score = await update;
    expect(score).toMatchObject({ match_id: m.id, version: 1, current_game: { team1_score: '15' } });
    expect(score).toEqual(response.json().data);
    await settle();
    expect(seenByBystander).toEqual([]);
  });

  it('stops sending after leaveMatch, and answers resync with the snapshot', async () => {
    const m = await liveMatch();
    const spectator = connect();
    await joined(spectator, m.id);
    await m.point(1);
    await m.point(2);
    const resynced = next(spectator, 'matchScore');
    spectator.emit('resync', { matchId: m.id });
    expect((await resynced).version).toBe(2);

    const updates = record(spectator, 'scoreUpdate');
    spectator.emit('leaveMatch', { matchId: m.id });
    await roomEmptied(m.id);
    await m.point(1);
    await settle();
    expect(updates).toEqual([]);
  });

  it('replays to a spectator whose connection dropped the points it missed, even when it was the room’s only spectator', async () => {
    const m = await liveMatch();
    const spectator = connect({ reconnectAfterMs: 1000 });
    await joined(spectator, m.id);
    const first = next(spectator, 'scoreUpdate');
    await m.point(1);
    expect((await first).version).toBe(1);

    // The connection drops (neither side asked to disconnect); it comes back a second later.
    const missed = next(spectator, 'scoreUpdate');
    const reconnected = new Promise<void>((resolve) => spectator.once('connect', () => resolve()));
    spectator.io.engine.close();
    await roomEmptied(m.id); // the server has seen it go: the room has no socket now
    expect(spectator.connected).toBe(false);
    expect((await m.point(2)).statusCode).toBe(200);

    await reconnected;
    expect(spectator.recovered).toBe(true);
    expect(await missed).toMatchObject({ match_id: m.id, version: 2, current_game: { team2_score: '15' } });
  });

  it('answers unknown match ids and malformed payloads with an error event, and keeps the connection', async () => {
    const spectator = connect();
    const unknown = next(spectator, 'error');
    spectator.emit('joinMatch', { matchId: 'unknownmatch1' });
    expect(await unknown).toEqual({
      message: 'Match not found',
      code: 'matchNotFound',
      matchId: 'unknownmatch1',
    });
    for (const payload of [{ matchId: 'x' }, { matchId: 42 }, 'joinMatch', null, { room: 'all' }]) {
      const error = next(spectator, 'error');
      // A hostile client sends anything; the typed emit is bypassed on purpose.
      (spectator.emit as (event: string, payload: unknown) => void)('joinMatch', payload);
      expect((await error).message).toMatch(/match id|required|Invalid/i);
    }
    const resync = next(spectator, 'error');
    spectator.emit('resync', { matchId: 'unknownmatch2' });
    expect(await resync).toMatchObject({ matchId: 'unknownmatch2' });
    expect(spectator.connected).toBe(true);
    const m = await liveMatch();
    expect((await joined(spectator, m.id)).match_id).toBe(m.id);
  });

  it('sends statisticsUpdate at each set end and matchFinished then statisticsUpdate at the match end', async () => {
    const w = await createWorld(t);
    const id = await startMatch(t, w.court.id, {
      settings: { bestOfSets: 3, gamesPerSet: 1, tiebreakAt: 1, serviceConfig: { mode: 'team1' } },
    });
    const token = await tokenFor(t.app, w.courtUser);
    const spectator = connect();
    await joined(spectator, id);
    const statistics = record(spectator, 'statisticsUpdate');
    const finished = record(spectator, 'matchFinished');
    let status = 'ongoing';
    for (let i = 0; i < 200 && status === 'ongoing'; i += 1) {
      const response = await injectAs(t.app, token, { method: 'POST', url: `/api/scores/${id}/team1-point` });
      status = response.json().data.status;
    }
    expect(status).toBe('finished');
    await vi.waitFor(
      () => {
        expect(finished).toHaveLength(1);
        expect(statistics).toHaveLength(2);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ matchId: id, score: { status: 'finished', winner: 'team1' } });
    expect(statistics.map((update) => [update.scope, update.set])).toEqual([
      ['set', 1],
      ['match', 2],
    ]);
    expect(statistics[1]?.statistics).toMatchObject({
      team1_name: 'Ana & Bea',
      team2Points: { totalPoints: 0 },
    });
    expect(statistics[1]?.version).toBe(finished[0]?.score.version);
  });

  it('after a walkover sends the match summary with pointByPoint false and no set figures, so screens say not available', async () => {
    const w = await createWorld(t);
    const id = await startMatch(t, w.court.id, { settings: { serviceConfig: { mode: 'team1' } } });
    const token = await tokenFor(t.app, w.courtUser);
    const spectator = connect();
    await joined(spectator, id);
    const statistics = next(spectator, 'statisticsUpdate');
    const response = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/scores/${id}/walkover`,
      payload: { team: 'team2' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const update = await statistics;
    expect(update).toMatchObject({
      matchId: id,
      scope: 'match',
      statistics: { pointByPoint: false, pointsPlayed: 0 },
      setStatistics: null,
    });
  });

  it('tells the room when the server finishes a match for time', async () => {
    const m = await liveMatch();
    await beginPlay(t, m.id);
    const spectator = connect();
    await joined(spectator, m.id);
    const finished = next(spectator, 'matchFinished');
    t.clock.advance(5400 * 1000 + 1);
    await sweepExpiredMatches(t.ctx);
    expect((await finished).score).toMatchObject({ status: 'finished', finish_reason: 'time' });
  });
});

describe('handshake Origin check', () => {
  it('accepts no Origin (devices) and the server’s own origin, refuses other sites', async () => {
    const m = await liveMatch();
    const own = connect({ origin: url, transports: ['polling'] });
    expect((await joined(own, m.id)).match_id).toBe(m.id);
    for (const transports of [['websocket'], ['polling']] as const) {
      const evil = connect({ origin: 'http://evil.example', transports: [...transports] });
      const error = await new Promise<Error>((resolve) => evil.once('connect_error', resolve));
      expect(error.message).toBeTruthy();
      expect(evil.connected).toBe(false);
    }
  });
});

describe('graceful shutdown', () => {
  it('drops the connections without a server disconnect, so screens reconnect to the next server', async () => {
    const closing = await buildTestApp();
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const address = closing.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    const client: Client = io(`http://127.0.0.1:${address.port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnectionDelay: 60_000,
      forceNew: true,
    });
    clients.push(client);
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
    const reason = new Promise<string>((resolve) => client.once('disconnect', resolve));
    await closing.close();
    // 'io server disconnect' would make socket.io-client give up for good: a TV would stay frozen.
    expect(await reason).toBe('transport close');
    expect(client.active).toBe(true);
  });
});
