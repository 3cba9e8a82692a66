import { HEADERS, MESSAGES } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createButton, scoreOf, startMatch, storedTruth } from './live-helpers.ts';

/**
 * Press times (docs/api.md, "Press times"; "scoring survives a Wi-Fi drop"): a WatchButton
 * press may say when it was pressed (`x-pressed-at`), a control-screen action too (`pressedAt`).
 * The accidental-press guard and the events' times use them, so a burst of presses queued while
 * the Wi-Fi was down is applied in order and not taken for accidental double presses.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { live: { buttonPressesPerMinute: 1000 } } });
});
afterAll(async () => {
  await t.close();
});

const GUARD_MS = 2000;

async function courtWithButtons() {
  const club = await createClub(t.ctx);
  const court = await createCourt(t.ctx, club.id);
  return {
    court,
    team1: await createButton(t.ctx, court.id, 'TEAM1_SCORE'),
    team2: await createButton(t.ctx, court.id, 'TEAM2_SCORE'),
  };
}

function pressAt(
  button: { button: { id: number }; secret: string },
  pressedAt: number | string | null,
  pressId?: string,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/buttons/${button.button.id}/press`,
    headers: {
      [HEADERS.buttonKey]: button.secret,
      ...(pressId ? { [HEADERS.pressId]: pressId } : {}),
      ...(pressedAt === null ? {} : { [HEADERS.pressedAt]: String(pressedAt) }),
    },
  });
}

function teamsOf(events: { kind: string; team?: string }[]) {
  return events.map((event) => (event.kind === 'point' ? event.team : event.kind));
}

describe('WatchButton press times', () => {
  it('a queued burst with old press times arriving together is all applied, in order, at its press times', async () => {
    const { court, team1, team2 } = await courtWithButtons();
    const matchId = await startMatch(t, court.id);
    const now = t.clock.now();
    // Pressed a minute ago, 3 s apart, while the Wi-Fi was down; all sent together when it came back.
    const times = [now - 60_000, now - 57_000, now - 54_000, now - 51_000, now - 48_000];
    const buttons = [team1, team2, team1, team1, team2];
    // Sent in order as the outbox does, one after the other, with the server's clock standing still.
    const answers = [];
    for (const [index, time] of times.entries())
      answers.push(await pressAt(buttons[index] ?? team1, time, `burst-${index}`));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json().data.outcome)).toEqual(Array(5).fill('applied'));
    const truth = await storedTruth(t.ctx, matchId);
    expect(teamsOf(truth.events)).toEqual(['team1', 'team2', 'team1', 'team1', 'team2']);
    expect(truth.events.map((event) => event.at)).toEqual(times);
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
  });

  it('the same burst without press times is mostly taken for accidental presses (arrival times)', async () => {
    const { court, team1 } = await courtWithButtons();
    const matchId = await startMatch(t, court.id);
    const answers = [];
    for (let index = 0; index < 3; index += 1) answers.push(await pressAt(team1, null, `plain-${index}`));
    expect(answers.map((answer) => answer.json().data.outcome)).toEqual([
      'applied',
      'ignored_accidental',
      'ignored_accidental',
    ]);
    expect((await storedTruth(t.ctx, matchId)).points).toBe(1);
  });

  it('the guard compares press times, not arrival times', async () => {
    const { court, team1, team2 } = await courtWithButtons();
    const matchId = await startMatch(t, court.id);
    const pressed = t.clock.now();
    expect((await pressAt(team1, pressed, 'g1')).json().data.outcome).toBe('applied');
    // Arrives 5 s later, but was pressed 1 s after the first: an accidental double press.
    t.clock.advance(5000);
    expect((await pressAt(team2, pressed + 1000, 'g2')).json().data.outcome).toBe('ignored_accidental');
    // Pressed the guard time after the first: applied, whenever it arrives.
    expect((await pressAt(team2, pressed + GUARD_MS, 'g3')).json().data.outcome).toBe('applied');
    expect(teamsOf((await storedTruth(t.ctx, matchId)).events)).toEqual(['team1', 'team2']);
  });

  it('takes epoch milliseconds or ISO 8601', async () => {
    const { court, team1 } = await courtWithButtons();
    const matchId = await startMatch(t, court.id);
    const pressed = t.clock.now() - 30_000;
    expect((await pressAt(team1, new Date(pressed).toISOString(), 'iso')).statusCode).toBe(200);
    expect((await storedTruth(t.ctx, matchId)).events.map((event) => event.at)).toEqual([pressed]);
  });

  it('refuses a press time out of its window or not a time (400 pressTimeOutOfWindow) and changes nothing', async () => {
    const { court, team1 } = await courtWithButtons();
    const matchId = await startMatch(t, court.id);
    const now = t.clock.now();
    for (const pressedAt of [now + 5001, now - 10 * 60_000 - 1, 'yesterday', '12abc']) {
      const refused = await pressAt(team1, pressedAt, 'out-of-window');
      expect(refused.statusCode, String(pressedAt)).toBe(400);
      expect(refused.json().code).toBe('pressTimeOutOfWindow');
      expect(messageOf(refused)).toBe(MESSAGES.pressTimeOutOfWindow);
    }
    expect((await storedTruth(t.ctx, matchId)).events).toEqual([]);
    // Its press id was not recorded: sent again within the window, it applies.
    const edges = [now + 5000, now - 10 * 60_000];
    expect((await pressAt(team1, edges[0] ?? now, 'out-of-window')).json().data.outcome).toBe('applied');
    t.clock.advance(GUARD_MS);
    const second = await pressAt(team1, now + 5000 + GUARD_MS, 'second');
    expect(second.json().data.outcome).toBe('applied');
    expect((await storedTruth(t.ctx, matchId)).points).toBe(2);
  });

  it('a press pressed before the time limit counts even when it arrives after it', async () => {
    const { court, team1 } = await courtWithButtons();
    const matchId = await startMatch(t, court.id, {
      settings: { matchDuration: 600, serviceConfig: { mode: 'team1' } },
    });
    const start = t.clock.now();
    t.clock.advance(605_000);
    const late = await pressAt(team1, start + 599_000, 'in-time');
    expect(late.json().data.outcome).toBe('applied');
    // The point, at its press time (the sweeper then finishes the match for time).
    expect((await storedTruth(t.ctx, matchId)).events[0]).toEqual({
      kind: 'point',
      team: 'team1',
      at: start + 599_000,
    });
  });
});

describe('control-screen press times', () => {
  it('applies a queued action at its press time, refuses one out of its window and changes nothing', async () => {
    const w = await createWorld(t);
    const matchId = await startMatch(t, w.court.id);
    const token = await tokenFor(t.app, w.courtUser);
    const now = t.clock.now();
    const act = (pressedAt: number, key: string) =>
      injectAs(t.app, token, {
        method: 'POST',
        url: `/api/scores/${matchId}/team1-point`,
        headers: { [HEADERS.idempotencyKey]: key },
        payload: { pressedAt },
      });
    const stale = await act(now - 10 * 60_000 - 1, 'stale');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('pressTimeOutOfWindow');
    const ahead = await act(now + 5001, 'ahead');
    expect(ahead.statusCode).toBe(400);
    expect((await storedTruth(t.ctx, matchId)).events).toEqual([]);
    const queued = await act(now - 120_000, 'queued');
    expect(scoreOf(queued).version).toBe(1);
    expect((await storedTruth(t.ctx, matchId)).events.map((event) => event.at)).toEqual([now - 120_000]);
  });
});
