import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientToServerEvents, LiveScore, ServerToClientEvents } from '@bandeja/contract';
import { MESSAGES } from '@bandeja/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/paths.ts';
import { tokenOf } from './admin-helpers.ts';
import { testDatabaseKind } from './database.ts';
import { buildTestApp, createWorld, injectAs, messageOf, type TestApp } from './helpers.ts';
import { createButton, matchBody, postMatch, press, startMatch } from './live-helpers.ts';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample of the exposition text ('name{labels} value'), 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The metric names the exposition declares (# TYPE lines). */
function declaredNames(text: string): Set<string> {
  return new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1] ?? ''));
}

describe('/metrics without METRICS_TOKEN', () => {
  it('is off: 404 in the contract envelope', async () => {
    const t = await buildTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.notFound, code: 'notFound' });
      const withSomeToken = await injectAs(t.app, METRICS_TOKEN, { method: 'GET', url: '/metrics' });
      expect(withSomeToken.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let url: string;
  const clients: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];

  async function scrape(): Promise<string> {
    const response = await injectAs(t.app, METRICS_TOKEN, { method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  }

  beforeAll(async () => {
    t = await buildTestApp({ config: { metricsToken: METRICS_TOKEN, live: { pressGuardMs: 0 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await t.close();
  });

  it('refuses no token and a wrong token with 401 in the contract envelope', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: MESSAGES.unauthorized, code: 'unauthorized' });
    const wrong = await injectAs(t.app, `${METRICS_TOKEN}x`, { method: 'GET', url: '/metrics' });
    expect(wrong.statusCode).toBe(401);
    expect(messageOf(wrong)).toBe(MESSAGES.unauthorized);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Basic ${METRICS_TOKEN}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('counts a press by outcome and times it to its acknowledgement', async () => {
    const world = await createWorld(t);
    await startMatch(t, world.court.id);
    const button = await createButton(t.ctx, world.court.id);
    const before = await scrape();

    expect((await press(t, button, { pressId: 'metrics-1' })).json().data.outcome).toBe('applied');
    const afterOne = await scrape();
    expect(sample(afterOne, 'bandeja_press_outcomes_total{outcome="applied"}')).toBe(
      sample(before, 'bandeja_press_outcomes_total{outcome="applied"}') + 1,
    );
    expect(sample(afterOne, 'bandeja_press_to_commit_seconds_count')).toBe(
      sample(before, 'bandeja_press_to_commit_seconds_count') + 1,
    );

    expect((await press(t, button, { pressId: 'metrics-1' })).json().data.outcome).toBe('duplicate');
    expect((await press(t, button, { key: 'wrong-key' })).statusCode).toBe(401);
    const after = await scrape();
    expect(sample(after, 'bandeja_press_outcomes_total{outcome="applied"}')).toBe(
      sample(afterOne, 'bandeja_press_outcomes_total{outcome="applied"}'),
    );
    expect(sample(after, 'bandeja_press_outcomes_total{outcome="duplicate"}')).toBe(
      sample(before, 'bandeja_press_outcomes_total{outcome="duplicate"}') + 1,
    );
    expect(sample(after, 'bandeja_press_outcomes_total{outcome="unauthorized"}')).toBe(
      sample(before, 'bandeja_press_outcomes_total{outcome="unauthorized"}') + 1,
    );
  });

  it('times a change from its commit to its emit, counts the broadcast, and shows the sockets in rooms of each kind', async () => {
    const world = await createWorld(t);
    const matchId = await startMatch(t, world.court.id);
    const button = await createButton(t.ctx, world.court.id);
    const client: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
      transports: ['websocket'],
      reconnection: false,
    });
    clients.push(client);
    const joined = new Promise<LiveScore>((resolve) => client.once('matchScore', resolve));
    client.emit('joinMatch', { matchId });
    await joined;
    // The same socket also follows the court, as a court display does.
    const board = new Promise((resolve) => client.once('courtBoard', resolve));
    client.emit('joinCourt', { courtId: world.court.id });
    await board;
    const before = await scrape();
    expect(sample(before, 'bandeja_sockets')).toBeGreaterThanOrEqual(1);
    for (const kind of ['match', 'court']) {
      expect(sample(before, `bandeja_rooms{kind="${kind}"}`), kind).toBeGreaterThanOrEqual(1);
      expect(sample(before, `bandeja_room_sockets{kind="${kind}"}`), kind).toBeGreaterThanOrEqual(1);
    }
    // Kinds without a room are there too, at 0 (a graph shows the line).
    expect(before).toContain('bandeja_rooms{kind="display"} ');

    const update = new Promise<LiveScore>((resolve) => client.once('scoreUpdate', resolve));
    await press(t, button);
    await update;
    const after = await scrape();
    expect(sample(after, 'bandeja_commit_to_emit_seconds_count')).toBe(
      sample(before, 'bandeja_commit_to_emit_seconds_count') + 1,
    );
    expect(sample(after, 'bandeja_broadcasts_total{event="scoreUpdate"}')).toBe(
      sample(before, 'bandeja_broadcasts_total{event="scoreUpdate"}') + 1,
    );

    // A court's board (a new match on the court) is counted under its own event.
    const pushed = new Promise((resolve) => client.once('courtBoard', resolve));
    const finished = await injectAs(t.app, tokenOf(t, world.clubAdmin), {
      method: 'PATCH',
      url: `/api/scores/match/${matchId}/status`,
      payload: { status: 'finished' },
    });
    expect(finished.statusCode).toBe(200);
    await startMatch(t, world.court.id);
    await pushed;
    expect(sample(await scrape(), 'bandeja_broadcasts_total{event="courtBoard"}')).toBeGreaterThanOrEqual(
      sample(after, 'bandeja_broadcasts_total{event="courtBoard"}') + 1,
    );
  });

  it('shows the mail outbox: a finished match with an email waits for its statistics', async () => {
    const world = await createWorld(t);
    const before = sample(await scrape(), 'bandeja_mail_outbox_pending');
    const created = await postMatch(t, matchBody(world.court.id, { email: 'player@example.com' }));
    const matchId = created.json<{ data: { id: string } }>().data.id;
    const finished = await injectAs(t.app, tokenOf(t, world.clubAdmin), {
      method: 'PATCH',
      url: `/api/scores/match/${matchId}/status`,
      payload: { status: 'finished' },
    });
    expect(finished.statusCode).toBe(200);
    expect(sample(await scrape(), 'bandeja_mail_outbox_pending')).toBe(before + 1);
  });

  it("shows the database pool on PostgreSQL and the process's own figures, event-loop lag included", async () => {
    const text = await scrape();
    const names = declaredNames(text);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(names, name).toContain(name);
    }
    if (testDatabaseKind() === 'postgres') {
      expect(sample(text, 'bandeja_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(text).toContain('bandeja_db_pool_waiting ');
    } else {
      expect(text).not.toContain('bandeja_db_pool_connections{');
    }
  });

  it('exposes every metric the Grafana dashboard in docs/ graphs', async () => {
    const dashboard = readFileSync(path.join(SERVER_ROOT, '../../docs/grafana-dashboard.json'), 'utf8');
    const graphed = new Set(
      [...dashboard.matchAll(/\b((?:bandeja|nodejs|process)_[a-z0-9_]+?)(?:_bucket|_sum|_count)?\b/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    expect(graphed.size).toBeGreaterThan(8);
    const declared = declaredNames(await scrape());
    expect([...graphed].filter((name) => !declared.has(name))).toEqual([]);
  });
});
