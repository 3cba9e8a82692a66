import { HEADERS, MESSAGES, pressResultSchema, successSchema } from '@bandeja/contract';
import { UNDO_WINDOW_MS } from '@bandeja/scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUTTON_KEY_MAX_FAILURES } from '../src/buttons/press-routes.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createWorld,
  injectAs,
  messageOf,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { createButton, press, startMatch, storedTruth } from './live-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { live: { buttonPressesPerMinute: 1000 } } });
});
afterAll(async () => {
  await t.close();
});

const GUARD_MS = 2000;
/** The press route answers without validating its output at run time: its answers must still be the contract's. */
const pressAnswer = successSchema(pressResultSchema);

async function courtWithButtons() {
  const club = await createClub(t.ctx);
  const court = await createCourt(t.ctx, club.id);
  return {
    court,
    team1: await createButton(t.ctx, court.id, 'TEAM1_SCORE'),
    team2: await createButton(t.ctx, court.id, 'TEAM2_SCORE'),
    undo: await createButton(t.ctx, court.id, 'UNDO'),
    reset: await createButton(t.ctx, court.id, 'RESET'),
  };
}

describe('POST /api/buttons/{id}/press', () => {
  it('applies the button’s action to its court’s active match, secret in the header or the query', async () => {
    const c = await courtWithButtons();
    const id = await startMatch(t, c.court.id);
    const first = await press(t, c.team1);
    expect(first.statusCode).toBe(200);
    expect(() => pressAnswer.parse(first.json())).not.toThrow();
    expect(first.json().data).toMatchObject({
      outcome: 'applied',
      message: MESSAGES.pressApplied,
      matchId: id,
      score: { version: 1, current_game: { team1_score: '15' } },
    });
    t.clock.advance(GUARD_MS);
    const viaQuery = await press(t, c.team2, { viaQuery: true, pressId: 'q-1' });
    expect(viaQuery.json().data.score.current_game).toMatchObject({ team1_score: '15', team2_score: '15' });
    t.clock.advance(GUARD_MS);
    const reset = await press(t, c.reset);
    expect(reset.json().data.score).toMatchObject({
      last_point_type: 'reset',
      current_game: { team1_score: '0' },
    });
    const undo = await press(t, c.undo);
    expect(undo.json().data.score.current_game).toMatchObject({ team1_score: '15', team2_score: '15' });
    const truth = await storedTruth(t.ctx, id);
    expect(truth.events.map((event) => event.kind)).toEqual(['point', 'point', 'resetGame', 'undo']);
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
  });

  it('refuses a wrong or missing key (401), an unknown button (404), a malformed id or press id (400)', async () => {
    const c = await courtWithButtons();
    const id = await startMatch(t, c.court.id);
    for (const key of ['wrong', '']) {
      const response = await press(t, c.team1, { key });
      expect(response.statusCode).toBe(401);
      expect(messageOf(response)).toBe(MESSAGES.invalidButtonKey);
    }
    const otherCourtButton = await createButton(t.ctx, (await createCourt(t.ctx, c.court.clubId)).id);
    expect((await press(t, c.team1, { key: otherCourtButton.secret })).statusCode).toBe(401);
    const noKey = await t.app.inject({ method: 'POST', url: `/api/buttons/${c.team1.button.id}/press` });
    expect(noKey.statusCode).toBe(401);
    const unknown = await press(t, { button: { id: 999_999 }, secret: c.team1.secret });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(MESSAGES.buttonNotFound);
    const badId = await t.app.inject({ method: 'POST', url: '/api/buttons/abc/press' });
    expect(badId.statusCode).toBe(400);
    const badPress = await press(t, c.team1, { pressId: 'has spaces!' });
    expect(badPress.statusCode).toBe(400);
    expect(messageOf(badPress)).toBe('Press id may only hold letters, digits and . _ : -');
    const longPress = await press(t, c.team1, { pressId: 'x'.repeat(101), viaQuery: true });
    expect(longPress.statusCode).toBe(400);
    expect((await storedTruth(t.ctx, id)).events).toEqual([]);
  });

  it('answers 409 when the court has no active match, and remembers nothing', async () => {
    const c = await courtWithButtons();
    for (const button of [c.team1, c.team2, c.reset, c.undo]) {
      const response = await press(t, button, { pressId: `none-${button.button.id}` });
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(MESSAGES.noActiveMatch);
    }
    // The same press id works once a match exists.
    const id = await startMatch(t, c.court.id);
    const response = await press(t, c.team1, { pressId: `none-${c.team1.button.id}` });
    expect(response.json().data).toMatchObject({ outcome: 'applied', matchId: id });
  });

  it('scores a press id sent 5 times once, and answers each retry with the score (idempotent for 10 minutes)', async () => {
    const c = await courtWithButtons();
    const id = await startMatch(t, c.court.id);
    const answers: Awaited<ReturnType<typeof press>>[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await press(t, c.team1, { pressId: 'watch-7:42' }));
    expect(answers.map((response) => response.json().data.outcome)).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(() => pressAnswer.parse(answers[4]?.json())).not.toThrow();
    expect(answers[4]?.json().data).toMatchObject({
      message: MESSAGES.pressDuplicate,
      score: { version: 1 },
    });
    // Concurrent copies of one press: still one point.
    t.clock.advance(GUARD_MS);
    const copies = await Promise.all(
      Array.from({ length: 5 }, () => press(t, c.team2, { pressId: 'watch-7:43' })),
    );
    expect(copies.filter((response) => response.json().data.outcome === 'applied')).toHaveLength(1);
    expect((await storedTruth(t.ctx, id)).points).toBe(2);
    // After 10 minutes the id is forgotten: the device's counter may wrap around.
    t.clock.advance(10 * 60 * 1000);
    const reused = await press(t, c.team1, { pressId: 'watch-7:42' });
    expect(reused.json().data.outcome).toBe('applied');
    expect((await storedTruth(t.ctx, id)).points).toBe(3);
  });

  it('ignores a scoring press within 2 s of the previous button point; an undo clears the guard', async () => {
    const c = await courtWithButtons();
    const id = await startMatch(t, c.court.id);
    expect((await press(t, c.team1)).json().data.outcome).toBe('applied');
    t.clock.advance(GUARD_MS - 1);
    const bounce = await press(t, c.team2, { pressId: 'bounce' });
    expect(bounce.statusCode).toBe(200);
    expect(() => pressAnswer.parse(bounce.json())).not.toThrow();
    expect(bounce.json().data).toMatchObject({
      outcome: 'ignored_accidental',
      message: MESSAGES.pressIgnored,
      score: { version: 1 },
    });
    // A retry of the ignored press is a duplicate, not a point.
    t.clock.advance(GUARD_MS);
    expect((await press(t, c.team2, { pressId: 'bounce' })).json().data.outcome).toBe('duplicate');
    expect((await press(t, c.team2)).json().data.outcome).toBe('applied');
    expect((await press(t, c.undo)).json().data.outcome).toBe('applied');
    expect((await press(t, c.team2)).json().data.outcome).toBe('applied');
    // Control-screen points do not arm the guard (docs/scoring-rules.md#accidental-press-guard: WatchButton only).
    t.clock.advance(GUARD_MS);
    const truth = await storedTruth(t.ctx, id);
    expect(truth.events.map((event) => event.kind)).toEqual(['point', 'point', 'undo', 'point']);
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
  });

  it('lets the UNDO button reopen the match its last point just ended, within 60 s', async () => {
    const c = await courtWithButtons();
    const id = await startMatch(t, c.court.id, {
      settings: { bestOfSets: 1, gamesPerSet: 1, tiebreakAt: 1, serviceConfig: { mode: 'team1' } },
    });
    let presses = 0;
    for (let status = 'ongoing'; status === 'ongoing' && presses < 50; presses += 1) {
      t.clock.advance(GUARD_MS);
      status = (await press(t, c.team1)).json().data.score.status;
    }
    expect((await storedTruth(t.ctx, id)).match).toMatchObject({ status: 'finished', winner: 'team1' });
    t.clock.advance(GUARD_MS);
    const refused = await press(t, c.team2);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(MESSAGES.noActiveMatch);
    const undo = await press(t, c.undo);
    expect(undo.json().data).toMatchObject({ outcome: 'applied', matchId: id, score: { status: 'ongoing' } });
    t.clock.advance(GUARD_MS);
    await press(t, c.team1);
    t.clock.advance(UNDO_WINDOW_MS + 1);
    const late = await press(t, c.undo);
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toMatch(/60 seconds/);
  });

  it('ignores any body a simple device sends (form, text, bad JSON, no type); refuses one over 4 kB with 413', async () => {
    const c = await courtWithButtons();
    const id = await startMatch(t, c.court.id);
    const url = `/api/buttons/${c.team1.button.id}/press`;
    const bodies: { headers: Record<string, string>; payload: string }[] = [
      // curl -X POST …/press -H 'x-button-key: K' -d x
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'x' },
      { headers: { 'content-type': 'text/plain' }, payload: 'press' },
      { headers: { 'content-type': 'application/json' }, payload: '{not json' },
      { headers: { 'content-type': 'application/octet-stream' }, payload: '\u0001\u0002' },
      { headers: {}, payload: 'x' },
    ];
    for (const [index, body] of bodies.entries()) {
      t.clock.advance(GUARD_MS);
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...body.headers, [HEADERS.buttonKey]: c.team1.secret, [HEADERS.pressId]: `body-${index}` },
        payload: body.payload,
      });
      expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(200);
      expect(response.json().data.outcome).toBe('applied');
    }
    t.clock.advance(GUARD_MS);
    const tooLarge = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', [HEADERS.buttonKey]: c.team1.secret },
      payload: 'x'.repeat(5000),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(messageOf(tooLarge)).toBe('The request body is too large');
    expect((await storedTruth(t.ctx, id)).events).toHaveLength(bodies.length);
  });
});

/** A second app without the guard and with a low throttle: concurrency and throttling. */
describe('with the guard off and 25 presses a minute per button', () => {
  let serial: TestApp;
  beforeAll(async () => {
    serial = await buildTestApp({ config: { live: { pressGuardMs: 0, buttonPressesPerMinute: 25 } } });
  });
  afterAll(async () => {
    await serial.close();
  });

  it('throttles a button that sends more than its limit per minute (429), not the other buttons', async () => {
    const w = await createWorld(serial);
    await startMatch(serial, w.court.id, { settings: { bestOfSets: 5, serviceConfig: { mode: 'team1' } } });
    const noisy = await createButton(serial.ctx, w.court.id);
    const quiet = await createButton(serial.ctx, w.court.id, 'TEAM2_SCORE');
    const codes = [];
    for (let i = 0; i < 27; i += 1) codes.push((await press(serial, noisy)).statusCode);
    expect(codes).toEqual([...Array.from({ length: 25 }, () => 200), 429, 429]);
    const throttled = await press(serial, noisy);
    expect(messageOf(throttled)).toBe(MESSAGES.tooManyRequests);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect((await press(serial, quiet)).statusCode).toBe(200);
  });

  it('counts only authenticated presses toward a button’s limit, by its parsed id; wrong keys are limited per address, and the right key still works after 20 wrong ones', async () => {
    const w = await createWorld(serial);
    await startMatch(serial, w.court.id, { settings: { bestOfSets: 5, serviceConfig: { mode: 'team1' } } });
    const button = await createButton(serial.ctx, w.court.id);
    const attacker = (key: string) =>
      serial.app.inject({
        method: 'POST',
        url: `/api/buttons/${button.button.id}/press`,
        headers: { [HEADERS.buttonKey]: key },
        remoteAddress: '203.0.113.9',
      });
    const wrong = [];
    for (let i = 0; i < 2 * BUTTON_KEY_MAX_FAILURES; i += 1)
      wrong.push((await attacker(`wrong-${i}`)).statusCode);
    expect(wrong).toEqual([
      ...Array.from({ length: BUTTON_KEY_MAX_FAILURES }, () => 401),
      ...Array.from({ length: BUTTON_KEY_MAX_FAILURES }, () => 429),
    ]);
    // Past its budget the address's wrong keys are 429, but the right key still works from it: the
    // club's real buttons may share the guesser's public address (a 32-byte secret is not guessed).
    const right = await attacker(button.secret);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ data: { outcome: 'applied' } });
    expect((await attacker('wrong-again')).statusCode).toBe(429);
    // The real button keeps the rest of its budget (one press spent above); '05' is the same bucket as '5'.
    const codes = [];
    for (let i = 0; i < 27; i += 1) {
      const url = `/api/buttons/${i % 2 === 0 ? '0' : ''}${button.button.id}/press`;
      const response = await serial.app.inject({
        method: 'POST',
        url,
        headers: { [HEADERS.buttonKey]: button.secret },
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([...Array.from({ length: 24 }, () => 200), 429, 429, 429]);
  });

  it('serializes 100 concurrent points from two buttons per team and the control screen: exactly 100 in the log, snapshot = fold', async () => {
    const w = await createWorld(serial);
    // Best of 5 sets of 9 games: 100 points cannot finish it, whoever wins them.
    const id = await startMatch(serial, w.court.id, {
      settings: { bestOfSets: 5, gamesPerSet: 9, tiebreakAt: 9, serviceConfig: { mode: 'team1' } },
    });
    // Four buttons (20 presses each, under the throttle) and 20 control-screen points, all at once.
    const buttons: Awaited<ReturnType<typeof createButton>>[] = [];
    for (const action of ['TEAM1_SCORE', 'TEAM2_SCORE', 'TEAM1_SCORE', 'TEAM2_SCORE'] as const) {
      buttons.push(await createButton(serial.ctx, w.court.id, action));
    }
    const token = await tokenFor(serial.app, w.courtUser);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        if (i % 5 === 4) {
          const team = i % 2 === 0 ? 'team1' : 'team2';
          return injectAs(serial.app, token, { method: 'POST', url: `/api/scores/${id}/${team}-point` });
        }
        const button = buttons[i % 4];
        if (!button) throw new Error('no button');
        return press(serial, button, { pressId: `concurrent-${i}` });
      }),
    );
    const refused = responses
      .filter((response) => response.statusCode !== 200)
      .map((response) => response.body);
    expect(refused).toEqual([]);
    const versions = responses
      .map((response) => {
        const data = response.json().data;
        return 'outcome' in data ? data.score.version : data.version;
      })
      .sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const truth = await storedTruth(serial.ctx, id);
    expect(truth.points).toBe(100);
    expect(truth.events).toHaveLength(100);
    expect(truth.snapshot?.version).toBe(100);
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
    const { history: _history, ...folded } = truth.folded;
    const { history: _stored, ...stored } = truth.state ?? truth.folded;
    expect(stored).toEqual(folded);
  });
});
