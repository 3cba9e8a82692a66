import { request as httpRequest } from 'node:http';
import { connect as tcpConnect } from 'node:net';
import { type ClientToServerEvents, HEADERS, MESSAGES, type ServerToClientEvents } from '@bandeja/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ABUSE_POLICY, SOCKET_BUDGET } from '../src/realtime/socket-budget.ts';
import { buildTestApp, createWorld, type TestApp } from './helpers.ts';
import { createButton, startMatch } from './live-helpers.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** The flooders' own address (all of 127/8 is this machine's loopback). */
const FLOOD_ADDRESS = '127.0.0.3';
/** The court and club room flooder's: the first flood's address is kept out for a while. */
const ROOM_FLOOD_ADDRESS = '127.0.0.4';

function connect(
  url: string,
  options: { origin?: string; forwardedHost?: string; localAddress?: string } = {},
): Client {
  const headers: Record<string, string> = {};
  if (options.origin) headers.origin = options.origin;
  if (options.forwardedHost) headers['x-forwarded-host'] = options.forwardedHost;
  return io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: headers,
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  });
}

/** A long-polling handshake from `localAddress`: its status and body. */
function handshakeFrom(url: string, localAddress: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}/socket.io/?EIO=4&transport=polling`, { localAddress }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(body) }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function connected(client: Client): Promise<Client> {
  if (client.connected) return client;
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
  return client;
}

describe('a flood of socket events', () => {
  let t: TestApp;
  let url: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ realClock: true, config: { live: { pressGuardMs: 0 } } });
    url = await listening(t);
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await t.close();
  });

  it('answers a WatchButton press while sockets flood joinMatch and resync, and sends the flooders away', async () => {
    const world = await createWorld(t);
    const matchId = await startMatch(t, world.court.id);
    const button = await createButton(t.ctx, world.court.id, 'TEAM1_SCORE');
    const readsBefore = t.realtime.snapshotReads();

    // Flooders, from their own address: each sends joinMatch and resync as fast as it can until
    // the server sends it away, then comes back as a new socket, for as long as the flood lasts.
    let flooding = true;
    let sent = 0;
    let flooders = 0;
    let refusedHandshakes = 0;
    const told: string[] = [];
    const disconnectReasons: string[] = [];
    const flood = async () => {
      while (flooding) {
        const flooder = connect(url, { localAddress: FLOOD_ADDRESS });
        clients.push(flooder);
        try {
          await connected(flooder);
        } catch {
          refusedHandshakes += 1;
          flooder.close();
          await sleep(20);
          continue;
        }
        flooders += 1;
        flooder.on('error', (error) => told.push(error.message));
        const gone = new Promise<void>((resolve) =>
          flooder.once('disconnect', (reason) => {
            disconnectReasons.push(reason);
            resolve();
          }),
        );
        while (flooding && flooder.connected) {
          for (let index = 0; index < 500; index += 1) {
            flooder.emit(index % 2 === 0 ? 'joinMatch' : 'resync', { matchId });
          }
          sent += 500;
          await new Promise((resolve) => setImmediate(resolve));
        }
        if (!flooding) flooder.disconnect();
        await gone;
      }
    };
    const floods = [flood(), flood(), flood(), flood()];
    // Until the flooders have spent their budgets and their address is kept out.
    while (sent < 2000 || refusedHandshakes === 0) await sleep(10);

    // Presses during the flood: each is answered, and the flood goes on after each one.
    for (let index = 0; index < 5; index += 1) {
      const attemptsBefore = sent + refusedHandshakes;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/buttons/${button.button.id}/press`,
        headers: { [HEADERS.buttonKey]: button.secret, [HEADERS.pressId]: `flood-${index}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { outcome: 'applied' } });
      expect(flooding).toBe(true);
      // The flood goes on: more events or refused handshakes follow the press (how soon depends
      // on the machine's load, so it is awaited, not timed).
      await vi.waitFor(() => expect(sent + refusedHandshakes).toBeGreaterThan(attemptsBefore), {
        timeout: 30_000,
        interval: 10,
      });
    }

    // A screen elsewhere is not affected: it joins and sees the presses.
    const screen = await connected(connect(url));
    clients.push(screen);
    const score = new Promise<number>((resolve) =>
      screen.once('matchScore', (live) => resolve(live.version)),
    );
    screen.emit('joinMatch', { matchId });
    expect(await score).toBe(5);

    flooding = false;
    await Promise.all(floods);

    // The flooders were told, sent away by the server (not by themselves), and then their address
    // was refused new sockets for a while.
    expect(told).toContain(MESSAGES.socketThrottled);
    expect(
      disconnectReasons.filter((reason) => reason === 'io server disconnect').length,
    ).toBeGreaterThanOrEqual(Math.min(flooders, ABUSE_POLICY.strikes));
    expect(refusedHandshakes).toBeGreaterThan(0);
    const refusal = await handshakeFrom(url, FLOOD_ADDRESS);
    expect(refusal.status).toBe(429);
    expect(refusal.body).toEqual({ success: false, message: MESSAGES.socketCoolOff, code: 'socketCoolOff' });
    // Each flooder got at most its burst served; joins of the one match shared their reads.
    const reads = t.realtime.snapshotReads() - readsBefore;
    expect(reads).toBeLessThanOrEqual(flooders * SOCKET_BUDGET.burst + 1);
    expect(reads).toBeLessThan(sent / 100);
  });

  it('reads a match once for many screens joining it at once (and never twice at the same time)', async () => {
    const world = await createWorld(t);
    const matchId = await startMatch(t, world.court.id);
    const screens = await Promise.all(Array.from({ length: 100 }, () => connected(connect(url))));
    clients.push(...screens);
    const readsBefore = t.realtime.snapshotReads();
    const scores = screens.map(
      (screen) =>
        new Promise<number>((resolve) => screen.once('matchScore', (score) => resolve(score.version))),
    );
    for (const screen of screens) screen.emit('joinMatch', { matchId });
    expect(await Promise.all(scores)).toEqual(Array(100).fill(0));
    // One read for those who asked before it started, one for those who asked while it ran.
    expect(t.realtime.snapshotReads() - readsBefore).toBeLessThanOrEqual(2);
  });

  it('throttles a flood of joinCourt and joinClub like joinMatch: serves only the budget, sends the flooder away, presses still answered', async () => {
    const world = await createWorld(t);
    await startMatch(t, world.court.id);
    const button = await createButton(t.ctx, world.court.id, 'TEAM1_SCORE');
    const readsBefore = t.realtime.snapshotReads();

    const flooder = await connected(connect(url, { localAddress: ROOM_FLOOD_ADDRESS }));
    clients.push(flooder);
    const told: string[] = [];
    flooder.on('error', (error) => told.push(error.message));
    let answers = 0;
    flooder.on('courtBoard', () => {
      answers += 1;
    });
    flooder.on('clubBoard', () => {
      answers += 1;
    });
    const gone = new Promise<string>((resolve) => flooder.once('disconnect', resolve));

    // Past the budget but short of being sent away: only the budget's joins are answered.
    const overBudget = SOCKET_BUDGET.burst + SOCKET_BUDGET.maxDropped - 10;
    for (let index = 0; index < overBudget; index += 1) {
      if (index % 2 === 0) flooder.emit('joinCourt', { courtId: world.court.id });
      else flooder.emit('joinClub', { clubId: world.club.id });
    }
    // Told once the server has read past the budget (however long a busy machine takes), then a
    // moment more for the rest of the burst, which could only add answers past the bound below.
    await vi.waitFor(() => expect(told).toContain(MESSAGES.socketThrottled), {
      timeout: 15_000,
      interval: 20,
    });
    await sleep(500);
    expect(flooder.connected).toBe(true);
    expect(told).toContain(MESSAGES.socketThrottled);
    expect(answers).toBeGreaterThan(0);
    expect(answers).toBeLessThanOrEqual(SOCKET_BUDGET.burst + 5);
    // Joins of one court or one club share their reads.
    expect(t.realtime.snapshotReads() - readsBefore).toBeLessThanOrEqual(4);

    // Going on: the server sends it away; a press meanwhile is answered.
    let sent = 0;
    while (flooder.connected && sent < 20_000) {
      for (let index = 0; index < 250; index += 1) {
        flooder.emit('joinCourt', { courtId: world.court.id });
        flooder.emit('joinClub', { clubId: world.club.id });
      }
      sent += 500;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/buttons/${button.button.id}/press`,
      headers: { [HEADERS.buttonKey]: button.secret, [HEADERS.pressId]: 'room-flood' },
    });
    expect(response.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');

    // A court display elsewhere joins and gets the court's board with the press.
    const display = await connected(connect(url));
    clients.push(display);
    const board = new Promise<number | undefined>((resolve) =>
      display.once('courtBoard', (court) => resolve(court.live?.version)),
    );
    display.emit('joinCourt', { courtId: world.court.id });
    expect(await board).toBe(1);
  });

  it('reads a court’s board and a club’s boards once for many displays joining at once', async () => {
    const world = await createWorld(t);
    await startMatch(t, world.court.id);
    const screens = await Promise.all(Array.from({ length: 100 }, () => connected(connect(url))));
    clients.push(...screens);

    const courtReadsBefore = t.realtime.snapshotReads();
    const courtBoards = screens.map(
      (screen) =>
        new Promise<number>((resolve) => screen.once('courtBoard', (board) => resolve(board.court.id))),
    );
    for (const screen of screens) screen.emit('joinCourt', { courtId: world.court.id });
    expect(await Promise.all(courtBoards)).toEqual(Array(100).fill(world.court.id));
    expect(t.realtime.snapshotReads() - courtReadsBefore).toBeLessThanOrEqual(2);

    const clubReadsBefore = t.realtime.snapshotReads();
    const clubBoards = screens.map(
      (screen) =>
        new Promise<number>((resolve) => screen.once('clubBoard', (club) => resolve(club.courts.length))),
    );
    for (const screen of screens) screen.emit('joinClub', { clubId: world.club.id });
    expect(await Promise.all(clubBoards)).toEqual(Array(100).fill(1));
    expect(t.realtime.snapshotReads() - clubReadsBefore).toBeLessThanOrEqual(2);
  });

  it('keeps a screen that stays within its budget: a dashboard following many matches at once', async () => {
    const world = await createWorld(t);
    const matchIds = await Promise.all(
      Array.from({ length: 3 }, async () => startMatch(t, (await createWorld(t)).court.id)),
    );
    matchIds.push(await startMatch(t, world.court.id));
    const dashboard = await connected(connect(url));
    clients.push(dashboard);
    const errors: string[] = [];
    dashboard.on('error', (error) => errors.push(error.message));
    const answered = new Set<string>();
    dashboard.on('matchScore', (score) => answered.add(score.match_id));
    for (let round = 0; round < 10; round += 1) {
      for (const matchId of matchIds) dashboard.emit(round === 0 ? 'joinMatch' : 'resync', { matchId });
    }
    while (answered.size < matchIds.length) await sleep(20);
    // A moment more proves no refusal follows the answers (it only waits for what must not come).
    await sleep(500);
    expect(errors).toEqual([]);
    expect(dashboard.connected).toBe(true);
  });
});

describe('Engine.IO and handshake refusals', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listening(t);
  });
  afterAll(() => t.close());

  it('answers an unknown transport, an unknown session and a refused origin in the contract’s shape', async () => {
    const transport = await fetch(`${url}/socket.io/?EIO=4&transport=carrier-pigeon`);
    expect(transport.status).toBe(400);
    expect(await transport.json()).toEqual({
      success: false,
      message: MESSAGES.socketRequestInvalid,
      code: 'socketRequestInvalid',
    });

    const session = await fetch(`${url}/socket.io/?EIO=4&transport=polling&sid=${'x'.repeat(3000)}`);
    expect(session.status).toBe(400);
    const body = await session.text();
    expect(JSON.parse(body)).toEqual({
      success: false,
      message: MESSAGES.socketRequestInvalid,
      code: 'socketRequestInvalid',
    });
    expect(body).not.toContain('xxxx');

    const origin = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(origin.status).toBe(403);
    expect(await origin.json()).toEqual({
      success: false,
      message: MESSAGES.originNotAllowed,
      code: 'originNotAllowed',
    });
  });

  it('answers a refused WebSocket upgrade in the contract’s shape too', async () => {
    const { port } = new URL(url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = tcpConnect(Number(port), '127.0.0.1', () => {
        socket.write(
          'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
            'Origin: http://evil.example\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        );
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      message: MESSAGES.originNotAllowed,
      code: 'originNotAllowed',
    });
  });

  it('believes X-Forwarded-Host only from a proxy TRUST_PROXY names', async () => {
    const page = 'https://scores.club.example';
    const direct = connect(url, { origin: page, forwardedHost: 'scores.club.example' });
    await expect(connected(direct)).rejects.toThrow();
    direct.close();

    const behindProxy = await buildTestApp({ config: { trustProxy: ['loopback'] } });
    try {
      const proxied = connect(await listening(behindProxy), {
        origin: page,
        forwardedHost: 'scores.club.example',
      });
      await connected(proxied);
      expect(proxied.connected).toBe(true);
      proxied.disconnect();
    } finally {
      await behindProxy.close();
    }
  });
});
