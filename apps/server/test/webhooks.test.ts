import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  type BookingPutResult,
  type ClubApiTokenWithSecret,
  type EventFinishedData,
  type MatchFinishedData,
  MESSAGES,
  WEBHOOK_HEADERS,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEnvelope,
  type WebhookList,
  type WebhookWithSecret,
} from '@bandeja/contract';
import { UNDO_WINDOW_MS } from '@bandeja/scoring';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../src/db/schema.ts';
import {
  enqueueWebhook,
  WEBHOOK_FIRST_RETRY_MS,
  WEBHOOK_LEASE_MS,
  WEBHOOK_MAX_AGE_MS,
  WEBHOOK_RECENT_WINDOW_MS,
  WebhookDispatcher,
} from '../src/webhooks/outbox.ts';
import { verifyWebhook } from '../src/webhooks/signature.ts';
import { tokenOf } from './admin-helpers.ts';
import { createPostgresDatabase, openPgliteFolder, testDatabaseKind } from './database.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  injectAs,
  messageOf,
  type TestApp,
  TestClock,
  testConfig,
  unique,
} from './helpers.ts';
import { startMatch } from './live-helpers.ts';
import { playGames } from './share-helpers.ts';

/**
 * Webhooks (docs/operations.md, "Webhooks"): a club's admins set addresses; a finished match, once
 * past its undo window, is POSTed to each, signed, from the outbox table, retried with back-off
 * until the receiver takes it, and a restart loses nothing. The receiver is a real HTTP server.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A real receiver on the loopback: answers each request with the next status of `plan` (then 200). */
class Receiver {
  readonly received: Received[] = [];
  plan: number[] = [];
  #server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answered = this.plan.shift() ?? 200;
        this.received.push({
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          answered,
        });
        response.writeHead(answered, { 'content-type': 'text/plain' });
        response.end(answered === 200 ? 'ok' : 'receiver is down');
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hooks/bandeja`;
    return this;
  }

  successes(): Received[] {
    return this.received.filter((request) => request.answered >= 200 && request.answered < 300);
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }
}

const receivers: Receiver[] = [];
async function newReceiver(): Promise<Receiver> {
  const receiver = await new Receiver().start();
  receivers.push(receiver);
  return receiver;
}
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.stop()));
});

function addWebhook(t: { app: TestApp['app'] }, session: string, clubId: number, url: string) {
  return injectAs(t.app, session, {
    method: 'POST',
    url: `/api/clubs/${clubId}/webhooks`,
    payload: { url, description: 'League' },
  });
}

async function newWebhook(t: { app: TestApp['app'] }, session: string, clubId: number, url: string) {
  const response = await addWebhook(t, session, clubId, url);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: WebhookWithSecret }>().data;
}

/** A club with a court, its admin and court user, as sessions. */
async function clubWorld(t: Pick<TestApp, 'app' | 'ctx'>) {
  const club = await createClub(t.ctx);
  const court = await createCourt(t.ctx, club.id);
  const admin = tokenOf(t as TestApp, await createUser(t.ctx, 'club_admin', { clubId: club.id }));
  const courtUser = tokenOf(
    t as TestApp,
    await createUser(t.ctx, 'court_user', { clubId: club.id, courtId: court.id }),
  );
  return { club, court, admin, courtUser };
}

/** Plays a few games and finishes the match by hand (team 1 leads 2-1). */
async function playAndFinish(t: TestApp, courtUser: string, matchId: string) {
  await playGames(t, courtUser, matchId, 'AAB');
  const finished = await injectAs(t.app, courtUser, {
    method: 'PATCH',
    url: `/api/scores/match/${matchId}/status`,
    payload: { status: 'finished' },
  });
  expect(finished.statusCode, finished.body).toBe(200);
}

async function deliveriesOf(
  t: Pick<TestApp, 'app'>,
  session: string,
  clubId: number,
): Promise<WebhookDelivery[]> {
  const response = await injectAs(t.app, session, {
    method: 'GET',
    url: `/api/clubs/${clubId}/webhook-deliveries`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: WebhookDeliveryList }>().data.deliveries;
}

describe('webhooks of one server', () => {
  let t: TestApp;
  let dispatcher: WebhookDispatcher;
  beforeAll(async () => {
    // The tests sweep the outbox themselves; their receivers listen on the loopback, which only
    // the operator's switch opens to webhooks.
    t = await buildTestApp({ config: { webhookSweepIntervalMs: 0, webhookPrivateTargets: true } });
    dispatcher = new WebhookDispatcher(t.ctx);
  });
  afterAll(() => t.close());

  describe('a club admin sets the addresses', () => {
    it('adds an address with a secret shown once, lists it without, rotates the secret and removes it', async () => {
      const world = await clubWorld(t);
      const created = await newWebhook(t, world.admin, world.club.id, 'https://league.example/hooks?club=7');
      expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(created.webhook).toMatchObject({
        club_id: world.club.id,
        url: 'https://league.example/hooks?club=7',
        description: 'League',
      });
      expect(created.webhook.secret_hint).toBe(created.secret.slice(-4));

      const list = await injectAs(t.app, world.admin, {
        method: 'GET',
        url: `/api/clubs/${world.club.id}/webhooks`,
      });
      expect(list.body).not.toContain(created.secret);
      expect(list.json<{ data: WebhookList }>().data.webhooks).toEqual([created.webhook]);

      const rotated = await injectAs(t.app, world.admin, {
        method: 'POST',
        url: `/api/clubs/${world.club.id}/webhooks/${created.webhook.id}/secret`,
      });
      expect(rotated.statusCode).toBe(200);
      const fresh = rotated.json<{ data: WebhookWithSecret }>().data;
      expect(fresh.secret).not.toBe(created.secret);
      expect(fresh.webhook.secret_hint).toBe(fresh.secret.slice(-4));

      const url = `/api/clubs/${world.club.id}/webhooks/${created.webhook.id}`;
      expect((await injectAs(t.app, world.admin, { method: 'DELETE', url })).statusCode).toBe(200);
      expect((await injectAs(t.app, world.admin, { method: 'DELETE', url })).statusCode).toBe(404);
    });

    it('refuses an address that is not http(s) or carries a password (400), storing nothing', async () => {
      const world = await clubWorld(t);
      for (const url of [
        'ftp://league.example/x',
        'league.example/hooks',
        'https://user:pw@league.example/x',
        'javascript:alert(1)',
        '',
        'https://league.example/#x',
      ]) {
        const response = await addWebhook(t, world.admin, world.club.id, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ code: string }>().code).toBe('validation');
      }
      const list = await injectAs(t.app, world.admin, {
        method: 'GET',
        url: `/api/clubs/${world.club.id}/webhooks`,
      });
      expect(list.json<{ data: WebhookList }>().data.webhooks).toEqual([]);
    });

    it("refuses a court user, another club's admin (403), a club API token and the public (401)", async () => {
      const world = await clubWorld(t);
      const other = await clubWorld(t);
      const token = await injectAs(t.app, world.admin, {
        method: 'POST',
        url: `/api/clubs/${world.club.id}/api-tokens`,
        payload: { name: 'Booking system' },
      });
      const secret = token.json<{ data: ClubApiTokenWithSecret }>().data.secret;
      expect((await addWebhook(t, world.courtUser, world.club.id, 'https://a.example/')).statusCode).toBe(
        403,
      );
      expect((await addWebhook(t, other.admin, world.club.id, 'https://a.example/')).statusCode).toBe(403);
      expect((await addWebhook(t, secret, world.club.id, 'https://a.example/')).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/clubs/${world.club.id}/webhooks` })).statusCode,
      ).toBe(401);
      const deliveries = await injectAs(t.app, other.admin, {
        method: 'GET',
        url: `/api/clubs/${world.club.id}/webhook-deliveries`,
      });
      expect(deliveries.statusCode).toBe(403);
    });
  });

  describe('a finished match is POSTed once final', () => {
    it('waits for the undo window, then sends the result signed over the timestamp and the body', async () => {
      const receiver = await newReceiver();
      const world = await clubWorld(t);
      const { secret } = await newWebhook(t, world.admin, world.club.id, receiver.url);
      // The match is started from a booking, whose reference comes back with the result.
      const apiToken = (
        await injectAs(t.app, world.admin, {
          method: 'POST',
          url: `/api/clubs/${world.club.id}/api-tokens`,
          payload: { name: 'Booking system' },
        })
      ).json<{ data: ClubApiTokenWithSecret }>().data.secret;
      const ref = unique('slot-');
      const booked = await injectAs(t.app, apiToken, {
        method: 'PUT',
        url: `/api/clubs/${world.club.id}/bookings/${ref}`,
        payload: {
          court_id: world.court.id,
          starts_at: new Date(t.clock.now()).toISOString(),
          slot_minutes: 90,
        },
      });
      const booking = booked.json<{ data: BookingPutResult }>().data.booking;
      const started = await injectAs(t.app, world.courtUser, {
        method: 'POST',
        url: `/api/courts/${world.court.id}/bookings/${booking.id}/start`,
        payload: {
          team1Player1: { name: 'Ana' },
          team1Player2: { name: 'Bea' },
          team2Player1: { name: 'Carla' },
          team2Player2: { name: 'Dora' },
        },
      });
      expect(started.statusCode, started.body).toBe(201);
      const matchId = started.json<{ data: { match_id: string } }>().data.match_id;
      await playAndFinish(t, world.courtUser, matchId);

      // Within the undo window the result may still change: nothing is queued nor sent.
      t.clock.advance(UNDO_WINDOW_MS - 1000);
      await dispatcher.sweep();
      expect(receiver.received).toEqual([]);
      expect(await deliveriesOf(t, world.admin, world.club.id)).toEqual([]);

      t.clock.advance(2000);
      const swept = await dispatcher.sweep();
      expect(swept).toMatchObject({ enqueued: 1, delivered: 1 });
      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      if (!request) throw new Error('no request');
      const timestamp = String(request.headers[WEBHOOK_HEADERS.timestamp]);
      const signature = String(request.headers[WEBHOOK_HEADERS.signature]);
      expect(timestamp).toBe(String(Math.floor(t.clock.now() / 1000)));
      expect(verifyWebhook(secret, timestamp, request.body, signature)).toBe(true);
      expect(verifyWebhook(secret, timestamp, `${request.body} `, signature)).toBe(false);
      expect(verifyWebhook(secret, String(Number(timestamp) + 1), request.body, signature)).toBe(false);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers[WEBHOOK_HEADERS.event]).toBe('match.finished');

      const envelope = JSON.parse(request.body) as WebhookEnvelope;
      expect(envelope).toMatchObject({
        id: `match.finished:${matchId}`,
        type: 'match.finished',
        club_id: world.club.id,
      });
      const { match } = envelope.data as MatchFinishedData;
      expect(match).toMatchObject({
        id: matchId,
        external_ref: ref,
        court: { id: world.court.id },
        match_type: 'doubles',
        winner: 'team1',
        finish_reason: 'manual',
        team1: { name: 'Ana & Bea', players: ['Ana', 'Bea'] },
        team2: { name: 'Carla & Dora', players: ['Carla', 'Dora'] },
        sets: [{ team1: 2, team2: 1, tiebreak: null }],
      });
      expect(match.statistics.pointsPlayed).toBe(12);
      expect(match.result_url).toMatch(new RegExp(`/scores/share/${matchId}$`));

      const [delivery] = await deliveriesOf(t, world.admin, world.club.id);
      expect(delivery).toMatchObject({
        id: request.headers[WEBHOOK_HEADERS.delivery],
        status: 'delivered',
        attempts: 1,
        last_status_code: 200,
        event_type: 'match.finished',
        subject: matchId,
        url: receiver.url,
      });

      // Later sweeps send nothing more.
      t.clock.advance(60_000);
      expect(await dispatcher.sweep()).toEqual({ enqueued: 0, delivered: 0, failed: 0 });
      expect(receiver.received).toHaveLength(1);
    });

    it('sends nothing for a match undone within its window until it is final again', async () => {
      const receiver = await newReceiver();
      const world = await clubWorld(t);
      await newWebhook(t, world.admin, world.club.id, receiver.url);
      const matchId = await startMatch(t, world.court.id);
      await playAndFinish(t, world.courtUser, matchId);
      t.clock.advance(10_000);
      const undone = await injectAs(t.app, world.courtUser, {
        method: 'POST',
        url: `/api/scores/${matchId}/undo`,
      });
      expect(undone.statusCode, undone.body).toBe(200);
      t.clock.advance(UNDO_WINDOW_MS * 2);
      await dispatcher.sweep();
      expect(receiver.received).toEqual([]);
    });

    it('retries a receiver that fails twice with back-off, and it gets exactly one success', async () => {
      const receiver = await newReceiver();
      receiver.plan = [500, 503];
      const world = await clubWorld(t);
      await newWebhook(t, world.admin, world.club.id, receiver.url);
      const matchId = await startMatch(t, world.court.id);
      await playAndFinish(t, world.courtUser, matchId);
      t.clock.advance(UNDO_WINDOW_MS + 1000);

      expect(await dispatcher.sweep()).toMatchObject({ enqueued: 1, delivered: 0, failed: 1 });
      let [delivery] = await deliveriesOf(t, world.admin, world.club.id);
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
      // A fixed text: never the receiver's own words.
      expect(delivery?.last_error).toBe('The receiver answered 500');
      expect(Date.parse(delivery?.next_attempt_at ?? '')).toBe(t.clock.now() + WEBHOOK_FIRST_RETRY_MS);

      // Not due yet: nothing is sent.
      t.clock.advance(WEBHOOK_FIRST_RETRY_MS - 1000);
      expect(await dispatcher.sweep()).toMatchObject({ delivered: 0, failed: 0 });
      t.clock.advance(1000);
      expect(await dispatcher.sweep()).toMatchObject({ delivered: 0, failed: 1 });
      [delivery] = await deliveriesOf(t, world.admin, world.club.id);
      // The wait doubles.
      expect(Date.parse(delivery?.next_attempt_at ?? '')).toBe(t.clock.now() + 2 * WEBHOOK_FIRST_RETRY_MS);
      t.clock.advance(2 * WEBHOOK_FIRST_RETRY_MS);
      expect(await dispatcher.sweep()).toMatchObject({ delivered: 1, failed: 0 });
      t.clock.advance(60 * 60_000);
      await dispatcher.sweep();

      expect(receiver.received.map((request) => request.answered)).toEqual([500, 503, 200]);
      expect(receiver.successes()).toHaveLength(1);
      // Every attempt carries the same delivery id and body.
      expect(
        new Set(receiver.received.map((request) => request.headers[WEBHOOK_HEADERS.delivery])).size,
      ).toBe(1);
      expect(new Set(receiver.received.map((request) => request.body)).size).toBe(1);
      [delivery] = await deliveriesOf(t, world.admin, world.club.id);
      expect(delivery).toMatchObject({
        status: 'delivered',
        attempts: 3,
        last_status_code: 200,
        last_error: null,
      });
    });

    it('sends to every address of the club, none of another club, and can resend a delivery', async () => {
      const first = await newReceiver();
      const second = await newReceiver();
      const stranger = await newReceiver();
      const world = await clubWorld(t);
      const other = await clubWorld(t);
      await newWebhook(t, world.admin, world.club.id, first.url);
      await newWebhook(t, world.admin, world.club.id, second.url);
      await newWebhook(t, other.admin, other.club.id, stranger.url);
      const matchId = await startMatch(t, world.court.id);
      await playAndFinish(t, world.courtUser, matchId);
      t.clock.advance(UNDO_WINDOW_MS + 1000);
      await dispatcher.sweep();
      expect(first.successes()).toHaveLength(1);
      expect(second.successes()).toHaveLength(1);
      expect(stranger.received).toEqual([]);
      expect(first.received[0]?.headers[WEBHOOK_HEADERS.delivery]).not.toBe(
        second.received[0]?.headers[WEBHOOK_HEADERS.delivery],
      );

      const delivery = (await deliveriesOf(t, world.admin, world.club.id)).find((d) => d.url === first.url);
      if (!delivery) throw new Error('no delivery');
      const refused = await injectAs(t.app, other.admin, {
        method: 'POST',
        url: `/api/clubs/${other.club.id}/webhook-deliveries/${delivery.id}/resend`,
      });
      expect(refused.statusCode).toBe(404);
      expect(messageOf(refused)).toBe(MESSAGES.webhookDeliveryNotFound);
      const resend = await injectAs(t.app, world.admin, {
        method: 'POST',
        url: `/api/clubs/${world.club.id}/webhook-deliveries/${delivery.id}/resend`,
      });
      expect(resend.statusCode, resend.body).toBe(200);
      expect(resend.json<{ data: WebhookDelivery }>().data).toMatchObject({ status: 'pending', attempts: 0 });
      t.clock.advance(1000);
      await dispatcher.sweep();
      expect(first.successes()).toHaveLength(2);
      expect(first.received[1]?.headers[WEBHOOK_HEADERS.delivery]).toBe(delivery.id);
      expect(second.successes()).toHaveLength(1);
    });

    it('sends, after an outage, the results of the week the server was down, and not older ones', async () => {
      const receiver = await newReceiver();
      const world = await clubWorld(t);
      await newWebhook(t, world.admin, world.club.id, receiver.url);
      const old = await startMatch(t, world.court.id);
      await playAndFinish(t, world.courtUser, old);
      t.clock.advance(2 * WEBHOOK_MAX_AGE_MS - WEBHOOK_RECENT_WINDOW_MS);
      const recent = await startMatch(t, world.court.id);
      await playAndFinish(t, world.courtUser, recent);
      // No process swept for 3 days: far outside the recent window. A process that starts looks
      // back over the week at its first sweep.
      t.clock.advance(3 * 24 * 60 * 60_000);
      const restarted = new WebhookDispatcher(t.ctx);
      // (Other clubs' matches may go too: the earlier tests' clubs.)
      await restarted.sweep();
      expect(receiver.successes()).toHaveLength(1);
      expect(JSON.parse(receiver.received[0]?.body ?? '{}').data.match.id).toBe(recent);
    });

    it('queues an event.finished for the events feature, once per event', async () => {
      const receiver = await newReceiver();
      const world = await clubWorld(t);
      const { secret } = await newWebhook(t, world.admin, world.club.id, receiver.url);
      const data: EventFinishedData = {
        event: {
          id: 42,
          name: 'Friday americano',
          format: 'americano',
          started_at: null,
          ended_at: new Date(t.clock.now()).toISOString(),
        },
        standings: [
          { position: 1, name: 'Ana', players: ['Ana'], played: 3, won: 3, lost: 0, drawn: 0, points: 72 },
        ],
        matches: [],
      };
      t.clock.advance(1000);
      expect(await enqueueWebhook(t.ctx, world.club.id, 'event.finished', data)).toBe(1);
      expect(await enqueueWebhook(t.ctx, world.club.id, 'event.finished', data)).toBe(0);
      await dispatcher.sweep();
      expect(receiver.successes()).toHaveLength(1);
      const request = receiver.received[0];
      expect(request?.headers[WEBHOOK_HEADERS.event]).toBe('event.finished');
      expect(
        verifyWebhook(
          secret,
          String(request?.headers[WEBHOOK_HEADERS.timestamp]),
          request?.body ?? '',
          String(request?.headers[WEBHOOK_HEADERS.signature]),
        ),
      ).toBe(true);
      expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
        id: 'event.finished:42',
        type: 'event.finished',
        data,
      });
    });

    it('counts the outbox and the attempts in /metrics', async () => {
      const metrics = await t.ctx.metrics.exposition();
      expect(metrics).toMatch(/^bandeja_webhook_outbox_pending 0$/m);
      expect(metrics).toMatch(/^bandeja_webhook_attempts_total\{result="failed"\} 2$/m);
    });
  });
});

describe('where webhooks may go (docs/operations.md, "Where webhooks may go")', () => {
  /** Private and loopback addresses, in the spellings a URL allows: refused unless the switch is on. */
  const PRIVATE_TARGETS = [
    'http://10.0.0.1/hooks',
    'http://172.16.5.4/',
    'http://192.168.1.10:8080/x',
    'http://127.0.0.1:6379/',
    'http://127.1/',
    'http://0x7f000001/',
    'http://2130706433/',
    'http://017700000001/',
    'http://0.0.0.0:8080/',
    'http://100.64.0.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://localhost:6379/',
  ];
  /** Link-local and cloud metadata addresses, and what is no one's: refused whatever the switch. */
  const FORBIDDEN_TARGETS = [
    'http://169.254.169.254/latest/meta-data/',
    'http://169.254.0.1/',
    'http://0xa9fea9fe/',
    'http://[fe80::1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://100.100.100.200/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://168.63.129.16/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://240.0.0.1/',
  ];

  /** A receiver that answers 403 with a body an attacker would love to read. */
  async function internalService(): Promise<{ url: string; hits: () => number; stop: () => Promise<void> }> {
    let hits = 0;
    const server = createServer((request, response) => {
      hits += 1;
      request.resume();
      response.writeHead(403, { 'content-type': 'text/plain' });
      response.end('redis_version:7.2.4 internal admin console');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    return {
      url: `http://127.0.0.1:${port}/`,
      hits: () => hits,
      stop: async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    };
  }

  describe('without WEBHOOK_PRIVATE_TARGETS (the default)', () => {
    let t: TestApp;
    let dispatcher: WebhookDispatcher;
    beforeAll(async () => {
      t = await buildTestApp({ config: { webhookSweepIntervalMs: 0 } });
      dispatcher = new WebhookDispatcher(t.ctx);
    });
    afterAll(() => t.close());

    it('refuses loopback, private, CGNAT and IPv4-mapped addresses in any spelling with 400, storing nothing', async () => {
      const world = await clubWorld(t);
      for (const url of PRIVATE_TARGETS) {
        const response = await addWebhook(t, world.admin, world.club.id, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          success: false,
          code: 'webhookAddressPrivate',
          message: MESSAGES.webhookAddressPrivate,
        });
      }
      for (const url of FORBIDDEN_TARGETS) {
        const response = await addWebhook(t, world.admin, world.club.id, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ code: string }>().code, url).toBe('webhookAddressForbidden');
      }
      const list = await injectAs(t.app, world.admin, {
        method: 'GET',
        url: `/api/clubs/${world.club.id}/webhooks`,
      });
      expect(list.json<{ data: WebhookList }>().data.webhooks).toEqual([]);
      // A public address, and a name that does not resolve (yet), are taken.
      expect(
        (await addWebhook(t, world.admin, world.club.id, 'https://93.184.215.14/hooks')).statusCode,
      ).toBe(201);
      expect(
        (await addWebhook(t, world.admin, world.club.id, 'https://league.example/hooks')).statusCode,
      ).toBe(201);
    });

    it('refuses at connect time an address that turned private after it was added, and never sends to it', async () => {
      const service = await internalService();
      try {
        const world = await clubWorld(t);
        const port = new URL(service.url).port;
        // Stored as if their names had pointed elsewhere when they were added: a name that now
        // resolves to the loopback (DNS rebinding), and the loopback itself.
        for (const url of [`http://localhost:${port}/hooks`, service.url]) {
          await t.ctx.db.insert(webhookEndpoints).values({
            clubId: world.club.id,
            url,
            description: 'rebound',
            secret: 'whsec_test',
            createdBy: null,
            createdAt: new Date(t.clock.now()),
          });
        }
        t.clock.advance(1000);
        const matchId = await startMatch(t, world.court.id);
        await playAndFinish(t, world.courtUser, matchId);
        t.clock.advance(UNDO_WINDOW_MS + 1000);
        expect(await dispatcher.sweep()).toMatchObject({ enqueued: 2, delivered: 0, failed: 2 });
        expect(service.hits()).toBe(0);
        const deliveries = await deliveriesOf(t, world.admin, world.club.id);
        expect(deliveries.map((delivery) => [delivery.last_error, delivery.last_status_code])).toEqual([
          ['Address not allowed', null],
          ['Address not allowed', null],
        ]);
      } finally {
        await service.stop();
      }
    });
  });

  describe('with WEBHOOK_PRIVATE_TARGETS=allow', () => {
    let t: TestApp;
    let dispatcher: WebhookDispatcher;
    beforeAll(async () => {
      t = await buildTestApp({ config: { webhookSweepIntervalMs: 0, webhookPrivateTargets: true } });
      dispatcher = new WebhookDispatcher(t.ctx);
    });
    afterAll(() => t.close());

    it('takes loopback and private addresses, and still refuses link-local and metadata ones', async () => {
      const world = await clubWorld(t);
      for (const url of PRIVATE_TARGETS.slice(0, 9)) {
        const response = await addWebhook(t, world.admin, world.club.id, url);
        expect(response.statusCode, url).toBe(201);
      }
      const other = await clubWorld(t);
      for (const url of FORBIDDEN_TARGETS) {
        const response = await addWebhook(t, other.admin, other.club.id, url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          success: false,
          code: 'webhookAddressForbidden',
          message: MESSAGES.webhookAddressForbidden,
        });
      }
    });

    it("shows the admin the status code and a fixed text, never the receiver's body", async () => {
      const service = await internalService();
      const closed = await internalService();
      await closed.stop();
      try {
        const world = await clubWorld(t);
        await newWebhook(t, world.admin, world.club.id, service.url);
        await newWebhook(t, world.admin, world.club.id, `${closed.url}nobody-listens`);
        const matchId = await startMatch(t, world.court.id);
        await playAndFinish(t, world.courtUser, matchId);
        t.clock.advance(UNDO_WINDOW_MS + 1000);
        expect(await dispatcher.sweep()).toMatchObject({ enqueued: 2, delivered: 0, failed: 2 });
        expect(service.hits()).toBe(1);
        const response = await injectAs(t.app, world.admin, {
          method: 'GET',
          url: `/api/clubs/${world.club.id}/webhook-deliveries`,
        });
        expect(response.body).not.toContain('redis_version');
        expect(response.body).not.toContain('ECONNREFUSED');
        const deliveries = response.json<{ data: WebhookDeliveryList }>().data.deliveries;
        const byUrl = new Map(deliveries.map((delivery) => [delivery.url, delivery]));
        expect(byUrl.get(service.url)).toMatchObject({
          last_status_code: 403,
          last_error: 'The receiver answered 403',
        });
        expect(byUrl.get(`${closed.url}nobody-listens`)).toMatchObject({
          last_status_code: null,
          last_error: 'Could not connect',
        });
      } finally {
        await service.stop();
      }
    });

    it("hides a receiver's body kept by an older version, showing its status instead", async () => {
      const world = await clubWorld(t);
      const { webhook } = await newWebhook(t, world.admin, world.club.id, 'https://league.example/old');
      const now = new Date(t.clock.now());
      await t.ctx.db.insert(webhookDeliveries).values([
        {
          id: `dlv_${unique('old')}`,
          endpointId: webhook.id,
          clubId: world.club.id,
          eventType: 'match.finished',
          subject: unique('m'),
          body: '{}',
          status: 'failed',
          attempts: 15,
          lastStatusCode: 403,
          lastError: 'HTTP 403: redis_version:7.2.4',
          createdAt: now,
          updatedAt: now,
        },
        {
          id: `dlv_${unique('old')}`,
          endpointId: webhook.id,
          clubId: world.club.id,
          eventType: 'match.finished',
          subject: unique('m'),
          body: '{}',
          status: 'failed',
          attempts: 15,
          lastStatusCode: null,
          lastError: 'bad port',
          createdAt: now,
          updatedAt: now,
        },
      ]);
      const deliveries = await deliveriesOf(t, world.admin, world.club.id);
      expect(deliveries.map((delivery) => delivery.last_error).sort()).toEqual([
        'Could not connect',
        'The receiver answered 403',
      ]);
    });
  });
});

describe('a server restart in the middle of a delivery', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  /** A database that outlives the app: PGlite in a folder, or a PostgreSQL database. */
  async function durableDatabase(): Promise<{ open: () => Promise<Database>; drop: () => Promise<void> }> {
    if (testDatabaseKind() === 'postgres') {
      const { url, drop } = await createPostgresDatabase();
      return { open: () => openDatabase({ kind: 'postgres', url }), drop };
    }
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'bandeja-webhooks-')), 'db');
    return { open: () => openPgliteFolder(dir), drop: async () => undefined };
  }

  it('loses nothing: the delivery claimed by the stopped server is sent once by the next one', async () => {
    const receiver = await newReceiver();
    const durable = await durableDatabase();
    const clock = new TestClock();
    const config = testConfig({ webhookSweepIntervalMs: 0, webhookPrivateTargets: true });
    const boot = async () => {
      const database = await durable.open();
      const { app, ctx } = await buildApp({ config, database, now: clock.now });
      await app.ready();
      const shape = {
        app,
        ctx,
        clock,
        realtime: null as never,
        close: async () => undefined,
      } as unknown as TestApp;
      return {
        shape,
        stop: async () => {
          await app.close();
          await database.close();
        },
      };
    };

    const first = await boot();
    close = first.stop;
    const world = await clubWorld(first.shape);
    await newWebhook(first.shape, world.admin, world.club.id, receiver.url);
    const before = await newWebhook(first.shape, world.admin, world.club.id, `${receiver.url}?second`);
    const matchId = await startMatch(first.shape, world.court.id);
    await playAndFinish(first.shape, world.courtUser, matchId);
    clock.advance(UNDO_WINDOW_MS + 1000);
    // The first server queues both deliveries and claims one, then stops before sending it (as
    // if it died mid-request); the other one it never got to.
    const dying = new WebhookDispatcher(first.shape.ctx);
    expect(await dying.enqueueFinishedMatches()).toBe(2);
    expect(await dying.claimDue(1)).toHaveLength(1);
    await first.stop();
    close = null;
    expect(receiver.received).toEqual([]);

    const second = await boot();
    close = async () => {
      await second.stop();
      await durable.drop();
    };
    const dispatcher = new WebhookDispatcher(second.shape.ctx);
    // The unclaimed delivery goes at once; the claimed one when its claim runs out.
    expect(await dispatcher.sweep()).toMatchObject({ enqueued: 0, delivered: 1 });
    clock.advance(WEBHOOK_LEASE_MS + 1000);
    expect(await dispatcher.sweep()).toMatchObject({ enqueued: 0, delivered: 1 });
    clock.advance(60 * 60_000);
    expect(await dispatcher.sweep()).toEqual({ enqueued: 0, delivered: 0, failed: 0 });

    expect(receiver.successes()).toHaveLength(2);
    const deliveries = await deliveriesOf(second.shape, world.admin, world.club.id);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
    expect(deliveries.find((delivery) => delivery.webhook_id === before.webhook.id)?.subject).toBe(matchId);
    expect(new Set(receiver.received.map((request) => request.headers[WEBHOOK_HEADERS.delivery])).size).toBe(
      2,
    );
  });
});
