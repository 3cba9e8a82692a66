import { HEADERS, MESSAGES } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvents } from '../src/scores/log.ts';
import { buildTestApp, createWorld, injectAs, messageOf, type TestApp, tokenFor } from './helpers.ts';
import { scoreOf, startMatch } from './live-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function scoringMatch() {
  const w = await createWorld(t);
  const matchId = await startMatch(t, w.court.id);
  return { w, matchId, token: await tokenFor(t.app, w.courtUser) };
}

function act(token: string, matchId: string, action: string, options: { key?: string; body?: object } = {}) {
  return injectAs(t.app, token, {
    method: 'POST',
    url: `/api/scores/${matchId}/${action}`,
    headers: options.key === undefined ? {} : { [HEADERS.idempotencyKey]: options.key },
    ...(options.body === undefined ? {} : { payload: options.body }),
  });
}

describe('control-screen actions with an Idempotency-Key (a queued action sent again)', () => {
  it('applies an action once however often it is sent, in sequence or at once, and answers the score', async () => {
    const { matchId, token } = await scoringMatch();
    const first = await act(token, matchId, 'team1-point', { key: 'tablet-1:a' });
    expect(first.statusCode).toBe(200);
    expect(scoreOf(first).current_game.team1_score).toBe('15');
    const again = await act(token, matchId, 'team1-point', { key: 'tablet-1:a' });
    expect(again.statusCode).toBe(200);
    expect(scoreOf(again).version).toBe(1);
    const both = await Promise.all([
      act(token, matchId, 'team2-point', { key: 'tablet-1:b' }),
      act(token, matchId, 'team2-point', { key: 'tablet-1:b' }),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const events = await listEvents(t.ctx.db, matchId);
    expect(events.map((event) => (event.kind === 'point' ? event.team : event.kind))).toEqual([
      'team1',
      'team2',
    ]);
  });

  it('an undo sent again undoes once; another key is another action; no key, every send applies', async () => {
    const { matchId, token } = await scoringMatch();
    await act(token, matchId, 'team1-point', { key: 'p1' });
    await act(token, matchId, 'team1-point', { key: 'p2' });
    await act(token, matchId, 'undo', { key: 'u1' });
    const undoAgain = await act(token, matchId, 'undo', { key: 'u1' });
    expect(scoreOf(undoAgain).current_game.team1_score).toBe('15');
    await act(token, matchId, 'team2-point');
    const last = await act(token, matchId, 'team2-point');
    expect(scoreOf(last).current_game).toMatchObject({ team1_score: '15', team2_score: '30' });
  });

  it('takes the press time in the body (pressedAt, epoch ms) and refuses a malformed one or a malformed key', async () => {
    const { matchId, token } = await scoringMatch();
    const pressed = await act(token, matchId, 'team1-point', {
      key: 'k1',
      body: { pressedAt: t.clock.now() - 30_000 },
    });
    expect(pressed.statusCode).toBe(200);
    for (const pressedAt of ['yesterday', -5, 1.5]) {
      const refused = await act(token, matchId, 'team1-point', { key: 'k2', body: { pressedAt } });
      expect(refused.statusCode, String(pressedAt)).toBe(400);
    }
    for (const key of ['has space', 'x'.repeat(101)]) {
      const refused = await act(token, matchId, 'team1-point', { key });
      expect(refused.statusCode).toBe(400);
      expect(messageOf(refused)).toBe(MESSAGES.invalidIdempotencyKey);
    }
    expect((await listEvents(t.ctx.db, matchId)).length).toBe(1);
  });

  it('a key reused for a different action is 422 with its message and applies nothing, in sequence or in one batch', async () => {
    const { matchId, token } = await scoringMatch();
    await act(token, matchId, 'team1-point', { key: 'tablet-1:7' });
    for (const other of ['team2-point', 'undo', 'reset-game']) {
      const reused = await act(token, matchId, other, { key: 'tablet-1:7' });
      expect(reused.statusCode, other).toBe(422);
      expect(reused.json()).toEqual({
        success: false,
        message: MESSAGES.idempotencyKeyReused,
        code: 'idempotencyKeyReused',
      });
    }
    // The same action with the key is still the harmless resend it was.
    const again = await act(token, matchId, 'team1-point', { key: 'tablet-1:7' });
    expect(again.statusCode).toBe(200);
    // Two different actions with one new key at once: one applies, the other is refused.
    const both = await Promise.all([
      act(token, matchId, 'team1-point', { key: 'tablet-1:8' }),
      act(token, matchId, 'team2-point', { key: 'tablet-1:8' }),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const events = await listEvents(t.ctx.db, matchId);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ kind: 'point', team: 'team1' });
  });

  it("a key already applied still answers only the match's controllers", async () => {
    const { matchId, token } = await scoringMatch();
    await act(token, matchId, 'team1-point', { key: 'mine' });
    const stranger = await createWorld(t);
    const refused = await act(await tokenFor(t.app, stranger.courtUser), matchId, 'team1-point', {
      key: 'mine',
    });
    expect(refused.statusCode).toBe(403);
  });
});
