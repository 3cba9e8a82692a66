import { HEADERS, type LiveScore, MESSAGES } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredMatches } from '../src/matches/time-limit.ts';
import { buildTestApp, createWorld, injectAs, messageOf, type TestApp, tokenFor } from './helpers.ts';
import { createButton, scoreOf, startMatch, storedTruth } from './live-helpers.ts';

/**
 * The match clock starts with play (docs/scoring-rules.md#warm-up): a new match is its
 * court's active match at once, but pending (warm-up) with no start time until its first point or
 * 'Start match' on the control screen; the slot's clock and the time-limit finish count from then.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function court() {
  const w = await createWorld(t);
  const token = await tokenFor(t.app, w.courtUser);
  return { ...w, token };
}

const read = async (id: string): Promise<LiveScore> =>
  scoreOf(await t.app.inject({ method: 'GET', url: `/api/scores/${id}` }));

function startButton(token: string, id: string) {
  return injectAs(t.app, token, {
    method: 'PATCH',
    url: `/api/scores/match/${id}/status`,
    payload: { status: 'ongoing' },
  });
}

describe('warm-up', () => {
  it('a new match is its court’s active match, pending with no start time, its clock stopped', async () => {
    const w = await court();
    const id = await startMatch(t, w.court.id);
    t.clock.advance(10 * MINUTE);
    expect(await read(id)).toMatchObject({ status: 'pending', start_time: null, version: 0 });
    const truth = await storedTruth(t.ctx, id);
    // Ongoing in the database: the court's one active match (a second creation is refused).
    expect(truth.match).toMatchObject({ status: 'ongoing', startTime: null });
    const active = await injectAs(t.app, w.token, {
      method: 'GET',
      url: `/api/matches/court/${w.court.id}/active`,
    });
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().data).toMatchObject({
      hasActiveMatch: true,
      match: { id, status: 'ongoing' },
      score: { status: 'pending', start_time: null },
    });
    const second = await startMatch(t, w.court.id).catch((error: Error) => error.message);
    expect(second).toContain(MESSAGES.activeMatchExists);
  });

  it('the first WatchButton press starts the clock at its press time', async () => {
    const w = await court();
    const id = await startMatch(t, w.court.id, { settings: { serviceConfig: { mode: 'team1' } } });
    const button = await createButton(t.ctx, w.court.id, 'TEAM1_SCORE');
    t.clock.advance(12 * MINUTE);
    // Pressed 4 s before it arrived (queued while the Wi-Fi was away).
    const pressedAt = t.clock.now() - 4000;
    const pressed = await t.app.inject({
      method: 'POST',
      url: `/api/buttons/${button.button.id}/press`,
      headers: { [HEADERS.buttonKey]: button.secret, [HEADERS.pressedAt]: String(pressedAt) },
    });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.json().data.outcome).toBe('applied');
    expect(await read(id)).toMatchObject({ status: 'ongoing', start_time: iso(pressedAt), version: 1 });
    // Later points leave it.
    t.clock.advance(5000);
    await t.app.inject({
      method: 'POST',
      url: `/api/buttons/${button.button.id}/press`,
      headers: { [HEADERS.buttonKey]: button.secret },
    });
    expect(await read(id)).toMatchObject({ start_time: iso(pressedAt), version: 2 });
  });

  it('the first control-screen point starts it at its press time', async () => {
    const w = await court();
    const id = await startMatch(t, w.court.id);
    t.clock.advance(3 * MINUTE);
    const pressedAt = t.clock.now() - 1500;
    const point = await injectAs(t.app, w.token, {
      method: 'POST',
      url: `/api/scores/${id}/team2-point`,
      payload: { pressedAt },
    });
    expect(point.statusCode, point.body).toBe(200);
    expect(scoreOf(point)).toMatchObject({ status: 'ongoing', start_time: iso(pressedAt) });
    expect((await storedTruth(t.ctx, id)).match.startTime?.getTime()).toBe(pressedAt);
  });

  it('Start match on the control screen starts the clock now, without a point; asking again changes nothing', async () => {
    const w = await court();
    const id = await startMatch(t, w.court.id);
    t.clock.advance(7 * MINUTE);
    const started = await startButton(w.token, id);
    expect(started.statusCode, started.body).toBe(200);
    const startedAt = iso(t.clock.now());
    expect(scoreOf(started)).toMatchObject({ status: 'ongoing', start_time: startedAt, version: 0 });
    expect((await storedTruth(t.ctx, id)).events).toEqual([]);
    t.clock.advance(MINUTE);
    const again = await startButton(w.token, id);
    expect(again.statusCode).toBe(200);
    expect(scoreOf(again).start_time).toBe(startedAt);
    // A spectator cannot start it.
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/scores/match/${id}/status`,
      payload: { status: 'ongoing' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the time-limit finish counts from the start, not from the creation', async () => {
    const w = await court();
    const id = await startMatch(t, w.court.id, {
      settings: { matchDuration: 600, serviceConfig: { mode: 'team1' } },
    });
    // Twice its duration in warm-up: not finished, by the sweeper or by the public scoreboard.
    t.clock.advance(20 * MINUTE);
    await sweepExpiredMatches(t.ctx);
    expect(await read(id)).toMatchObject({ status: 'pending', start_time: null });
    const early = await t.app.inject({ method: 'PATCH', url: `/api/scores/match/${id}/status` });
    expect(early.statusCode).toBe(401);
    expect(messageOf(early)).toBe(MESSAGES.timeNotUp);

    const point = await injectAs(t.app, w.token, { method: 'POST', url: `/api/scores/${id}/team1-point` });
    expect(scoreOf(point).start_time).toBe(iso(t.clock.now()));
    t.clock.advance(600 * 1000);
    await sweepExpiredMatches(t.ctx);
    expect((await read(id)).status).toBe('ongoing');
    t.clock.advance(1000);
    expect(await sweepExpiredMatches(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await read(id)).toMatchObject({ status: 'finished', finish_reason: 'time' });
  });

  it('a match ended by hand during warm-up is finished, never for time, and keeps no start time', async () => {
    const w = await court();
    const id = await startMatch(t, w.court.id, { settings: { matchDuration: 600 } });
    t.clock.advance(30 * MINUTE);
    const ended = await injectAs(t.app, w.token, {
      method: 'PATCH',
      url: `/api/scores/match/${id}/status`,
      payload: { status: 'finished' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(scoreOf(ended)).toMatchObject({ status: 'finished', finish_reason: 'manual', start_time: null });
  });
});
