import { MESSAGES } from '@bandeja/contract';
import { UNDO_WINDOW_MS } from '@bandeja/scoring';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buttonPresses } from '../src/db/schema.ts';
import { sweepExpiredMatches } from '../src/matches/time-limit.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  createWorld,
  injectAs,
  messageOf,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import {
  beginPlay,
  createButton,
  insertScheduledMatch,
  press,
  scoreOf,
  startMatch,
  storedTruth,
} from './live-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function world() {
  const w = await createWorld(t);
  const other = await createClub(t.ctx);
  const otherCourt = await createCourt(t.ctx, other.id);
  const otherAdmin = await createUser(t.ctx, 'club_admin', { clubId: other.id });
  const otherCourtUser = await createUser(t.ctx, 'court_user', { clubId: other.id, courtId: otherCourt.id });
  const sameClubOtherCourt = await createCourt(t.ctx, w.club.id);
  const neighbour = await createUser(t.ctx, 'court_user', {
    clubId: w.club.id,
    courtId: sameClubOtherCourt.id,
  });
  return {
    ...w,
    tokens: {
      superAdmin: await tokenFor(t.app, w.superAdmin),
      clubAdmin: await tokenFor(t.app, w.clubAdmin),
      courtUser: await tokenFor(t.app, w.courtUser),
      otherAdmin: await tokenFor(t.app, otherAdmin),
      otherCourtUser: await tokenFor(t.app, otherCourtUser),
      neighbour: await tokenFor(t.app, neighbour),
    },
  };
}

const action = (token: string | null, matchId: string, name: string) =>
  injectAs(t.app, token, { method: 'POST', url: `/api/scores/${matchId}/${name}` });

/** What a refused request must leave untouched. */
async function fingerprint(matchId: string) {
  const truth = await storedTruth(t.ctx, matchId);
  return {
    events: truth.events,
    version: truth.snapshot?.version,
    view: truth.snapshot?.view,
    status: truth.match.status,
    winner: truth.match.winner,
  };
}

/** Plays team1 to a 6-0 6-0 win (48 points) through the control calls. */
async function winMatch(token: string, matchId: string) {
  for (let i = 0; i < 47; i += 1) await action(token, matchId, 'team1-point');
  return action(token, matchId, 'team1-point');
}

describe('score reads', () => {
  it('are public, answer the live score with the log version, 404 for unknown ids, 400 for malformed ones', async () => {
    const w = await createWorld(t);
    const id = await startMatch(t, w.court.id);
    for (const url of [`/api/scores/public/${id}`, `/api/scores/${id}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(scoreOf(response)).toMatchObject({
        match_id: id,
        team1_name: 'Ana & Bea',
        team2_name: 'Carla & Dora',
        status: 'pending', // in warm-up until its first point (docs/scoring-rules.md#warm-up)
        start_time: null,
        server_defined: true,
        match_duration: 5400,
        court_id: w.court.id,
        club_id: w.club.id,
        version: 0,
        current_game: { team1_score: '0', team2_score: '0', server: 1, current_game: 1, current_set: 1 },
      });
    }
    for (const url of ['/api/scores/public/unknownmatch1', '/api/scores/unknownmatch1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe(MESSAGES.scoreNotFound);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/scores/public/a%20b' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a scheduled match as pending and refuses its points until it is ongoing', async () => {
    const w = await world();
    const id = await insertScheduledMatch(t.ctx, w.court);
    expect(scoreOf(await t.app.inject({ method: 'GET', url: `/api/scores/${id}` })).status).toBe('pending');
    const before = await fingerprint(id);
    for (const name of ['team1-point', 'team2-point', 'reset-game', 'reset-set', 'undo']) {
      const response = await action(w.tokens.courtUser, id, name);
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(MESSAGES.matchNotStarted);
    }
    expect(await fingerprint(id)).toEqual(before);
    const started = await injectAs(t.app, w.tokens.courtUser, {
      method: 'PATCH',
      url: `/api/scores/match/${id}/status`,
      payload: { status: 'ongoing' },
    });
    expect(scoreOf(started)).toMatchObject({
      status: 'ongoing',
      start_time: new Date(t.clock.now()).toISOString(),
    });
    expect(scoreOf(await action(w.tokens.courtUser, id, 'team1-point')).current_game.team1_score).toBe('15');
  });
});

describe('score actions', () => {
  it('apply each action through the engine and answer the new score with its version', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    const token = w.tokens.courtUser;
    expect(scoreOf(await action(token, id, 'team1-point'))).toMatchObject({
      version: 1,
      last_point_score: 'team1',
      current_game: { team1_score: '15', team2_score: '0' },
    });
    expect(scoreOf(await action(token, id, 'team2-point')).current_game).toMatchObject({
      team1_score: '15',
      team2_score: '15',
    });
    expect(scoreOf(await action(token, id, 'reset-game'))).toMatchObject({
      version: 3,
      last_point_type: 'reset',
      current_game: { team1_score: '0', team2_score: '0' },
    });
    for (let i = 0; i < 4; i += 1) await action(token, id, 'team2-point');
    expect(scoreOf(await action(token, id, 'team1-point')).set_scores.set1).toMatchObject({
      team1: 0,
      team2: 1,
    });
    expect(scoreOf(await action(token, id, 'reset-set'))).toMatchObject({
      set_scores: { set1: { team1: 0, team2: 0 } },
      current_game: { team1_score: '0', team2_score: '0' },
    });
    const undone = scoreOf(await action(token, id, 'undo'));
    expect(undone).toMatchObject({ last_point_type: 'undo', set_scores: { set1: { team2: 1 } } });
    expect(undone.current_game.team1_score).toBe('15');
    const truth = await storedTruth(t.ctx, id);
    expect(truth.events.map((event) => event.kind)).toEqual([
      'point',
      'point',
      'resetGame',
      'point',
      'point',
      'point',
      'point',
      'point',
      'resetSet',
      'undo',
    ]);
    expect(truth.snapshot?.version).toBe(10);
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
  });

  it('let the match’s controllers act: its court user, its club’s admins, super admins', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    for (const token of [w.tokens.courtUser, w.tokens.clubAdmin, w.tokens.superAdmin]) {
      expect((await action(token, id, 'team1-point')).statusCode).toBe(200);
    }
    expect((await storedTruth(t.ctx, id)).points).toBe(3);
  });

  it('refuse everyone else (403), the public (401), unknown ids (404) and unknown actions (400), changing nothing', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    await action(w.tokens.courtUser, id, 'team1-point');
    const before = await fingerprint(id);
    for (const token of [w.tokens.otherAdmin, w.tokens.otherCourtUser, w.tokens.neighbour]) {
      for (const name of ['team1-point', 'team2-point', 'reset-game', 'reset-set', 'undo']) {
        const response = await action(token, id, name);
        expect(response.statusCode).toBe(403);
        expect(messageOf(response)).toBe(MESSAGES.accessDenied);
      }
      const create = await injectAs(t.app, token, {
        method: 'POST',
        url: `/api/scores/${id}/create`,
        payload: { team1Name: 'A', team2Name: 'B' },
      });
      expect(create.statusCode).toBe(403);
      const status = await injectAs(t.app, token, { method: 'PATCH', url: `/api/scores/match/${id}/status` });
      expect(status.statusCode).toBe(403);
    }
    const anonymous = await action(null, id, 'team1-point');
    expect(anonymous.statusCode).toBe(401);
    expect(messageOf(anonymous)).toBe(MESSAGES.unauthorized);
    const unknown = await action(w.tokens.superAdmin, 'unknownmatch1', 'team1-point');
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(MESSAGES.matchNotFound);
    const invalid = await action(w.tokens.courtUser, id, 'team3-point');
    expect(invalid.statusCode).toBe(400);
    expect(messageOf(invalid)).toBe(MESSAGES.invalidAction);
    const badToken = await action('not-a-token', id, 'team1-point');
    expect(badToken.statusCode).toBe(401);
    expect(await fingerprint(id)).toEqual(before);
  });

  it('refuse a reset with nothing to reset and an undo with nothing to undo (409), changing nothing', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    for (const [name, message] of [
      ['undo', 'There is nothing to undo'],
      ['reset-game', 'There is nothing to reset'],
      ['reset-set', 'There is nothing to reset'],
    ]) {
      const response = await action(w.tokens.courtUser, id, name as string);
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(message);
    }
    expect((await storedTruth(t.ctx, id)).events).toEqual([]);
  });

  it('finish the match on its last point; then points and resets are refused, an undo within 60 s reopens it', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    const token = w.tokens.courtUser;
    const last = await winMatch(token, id);
    expect(scoreOf(last)).toMatchObject({
      status: 'finished',
      winner: 'team1',
      finish_reason: 'score',
      version: 48,
    });
    const match = await t.app.inject({ method: 'GET', url: `/api/matches/${id}` });
    expect(match.json().data).toMatchObject({
      status: 'finished',
      winner: 'team1',
      end_time: new Date(t.clock.now()).toISOString(),
      score: { team1_set1: 6, team2_set1: 0, team1_set2: 6, team2_set2: 0 },
    });
    const before = await fingerprint(id);
    for (const name of ['team1-point', 'team2-point', 'reset-game', 'reset-set']) {
      const response = await action(token, id, name);
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(MESSAGES.matchFinished);
    }
    expect(await fingerprint(id)).toEqual(before);

    t.clock.advance(UNDO_WINDOW_MS - 1000);
    const reopened = await action(token, id, 'undo');
    expect(scoreOf(reopened)).toMatchObject({ status: 'ongoing', winner: null, version: 49 });
    expect((await t.app.inject({ method: 'GET', url: `/api/matches/${id}` })).json().data).toMatchObject({
      status: 'ongoing',
      winner: null,
      end_time: null,
    });
    const again = await action(token, id, 'team1-point');
    expect(scoreOf(again).status).toBe('finished');
    t.clock.advance(UNDO_WINDOW_MS + 1);
    const late = await action(token, id, 'undo');
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toMatch(/60 seconds/);
    const truth = await storedTruth(t.ctx, id);
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
  });

  it('refuse to reopen a match by undo once another match is ongoing on its court (409 with its id)', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    await winMatch(w.tokens.courtUser, id);
    const next = await startMatch(t, w.court.id);
    const before = await fingerprint(id);
    const response = await action(w.tokens.courtUser, id, 'undo');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.activeMatchExists,
      code: 'activeMatchExists',
      matchId: next,
    });
    expect(await fingerprint(id)).toEqual(before);
  });
});

describe('POST /api/scores/{id}/create', () => {
  it('answers the existing score unchanged (every match gets its score at creation), with the form’s validation', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    await action(w.tokens.courtUser, id, 'team1-point');
    const response = await injectAs(t.app, w.tokens.courtUser, {
      method: 'POST',
      url: `/api/scores/${id}/create`,
      payload: { team1Name: 'X', team2Name: 'Y' },
    });
    expect(response.statusCode).toBe(200);
    expect(scoreOf(response)).toMatchObject({ team1_name: 'Ana & Bea', version: 1 });
    for (const [payload, message] of [
      [{ team2Name: 'B' }, 'Team 1 name is required'],
      [{ team1Name: '', team2Name: 'B' }, 'Team 1 name is required'],
      [{ team1Name: 'A' }, 'Team 2 name is required'],
      [{ team1Name: 'A', team2Name: 'x'.repeat(51) }, 'Team 2 name is too long'],
      [{ team1Name: 'x'.repeat(51), team2Name: 'B' }, 'Team 1 name is too long'],
      [{ team1Name: 'Same', team2Name: 'same' }, 'Team names must be different'],
    ] as const) {
      const invalid = await injectAs(t.app, w.tokens.courtUser, {
        method: 'POST',
        url: `/api/scores/${id}/create`,
        payload,
      });
      expect(invalid.statusCode).toBe(400);
      expect(messageOf(invalid)).toBe(message);
    }
    const unknown = await injectAs(t.app, w.tokens.superAdmin, {
      method: 'POST',
      url: '/api/scores/unknownmatch1/create',
      payload: { team1Name: 'A', team2Name: 'B' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PATCH /api/scores/match/{id}/status', () => {
  it('finishes by default for a controller (reason manual before the time is up)', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    await action(w.tokens.courtUser, id, 'team1-point');
    const response = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PATCH',
      url: `/api/scores/match/${id}/status`,
    });
    expect(scoreOf(response)).toMatchObject({ status: 'finished', finish_reason: 'manual', winner: 'draw' });
    const invalid = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PATCH',
      url: `/api/scores/match/${id}/status`,
      payload: { status: 'over' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(messageOf(invalid)).toBe('Invalid status');
    const locked = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PATCH',
      url: `/api/scores/match/${id}/status`,
      payload: { status: 'ongoing' },
    });
    expect(locked.statusCode).toBe(409);
    expect(messageOf(locked)).toBe(MESSAGES.finishedStatusLocked);
    const unknown = await injectAs(t.app, w.tokens.clubAdmin, {
      method: 'PATCH',
      url: '/api/scores/match/unknownmatch1/status',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets the public scoreboard finish a match only once its time is up (the server checks)', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    await beginPlay(t, id);
    const patch = (payload?: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/scores/match/${id}/status`,
        ...(payload ? { payload } : {}),
      });
    const early = await patch();
    expect(early.statusCode).toBe(401);
    expect(messageOf(early)).toBe(MESSAGES.timeNotUp);
    t.clock.advance(5400 * 1000);
    expect((await patch()).statusCode).toBe(401);
    expect((await storedTruth(t.ctx, id)).events).toEqual([]);
    t.clock.advance(1);
    expect((await patch({ status: 'ongoing' })).statusCode).toBe(401);
    const finished = await patch({ status: 'finished' });
    expect(scoreOf(finished)).toMatchObject({ status: 'finished', finish_reason: 'time', winner: 'draw' });
    // Asking again (another screen, a retry) changes nothing.
    const again = await patch();
    expect(again.statusCode).toBe(200);
    expect((await storedTruth(t.ctx, id)).events).toHaveLength(1);
  });
});

describe('time limit', () => {
  it('the server finishes an ongoing match for time with no screen open, winner by sets then games', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id, {
      settings: { matchDuration: 600, serviceConfig: { mode: 'team1' } },
    });
    for (let i = 0; i < 4; i += 1) await action(w.tokens.courtUser, id, 'team2-point');
    t.clock.advance(600 * 1000);
    await sweepExpiredMatches(t.ctx);
    expect(scoreOf(await t.app.inject({ method: 'GET', url: `/api/scores/${id}` })).status).toBe('ongoing');
    t.clock.advance(1000);
    expect(await sweepExpiredMatches(t.ctx)).toBeGreaterThanOrEqual(1);
    const score = scoreOf(await t.app.inject({ method: 'GET', url: `/api/scores/${id}` }));
    expect(score).toMatchObject({ status: 'finished', finish_reason: 'time', winner: 'team2' });
    expect(await sweepExpiredMatches(t.ctx)).toBe(0);
    const truth = await storedTruth(t.ctx, id);
    expect(truth.events.at(-1)).toEqual({ kind: 'finish', reason: 'time', at: t.clock.now() });
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
  });

  it('a match that cannot be finished stops neither the other matches nor the forgetting of old press ids', async () => {
    const club = await createClub(t.ctx);
    const [failing, other] = [await createCourt(t.ctx, club.id), await createCourt(t.ctx, club.id)];
    const settings = { matchDuration: 600, serviceConfig: { mode: 'team1' as const } };
    const failingId = await startMatch(t, failing.id, { settings });
    const otherId = await startMatch(t, other.id, { settings });
    await beginPlay(t, failingId);
    const button = await createButton(t.ctx, other.id, 'TEAM1_SCORE');
    expect((await press(t, button, { pressId: 'old-press' })).json().data.outcome).toBe('applied');
    t.clock.advance(601 * 1000);
    const timeUp = t.ctx.scores.timeUp.bind(t.ctx.scores);
    const spy = vi
      .spyOn(t.ctx.scores, 'timeUp')
      .mockImplementation((id) =>
        id === failingId ? Promise.reject(new Error('database away')) : timeUp(id),
      );
    try {
      await expect(sweepExpiredMatches(t.ctx)).rejects.toThrow('1 of');
    } finally {
      spy.mockRestore();
    }
    expect(scoreOf(await t.app.inject({ method: 'GET', url: `/api/scores/${otherId}` })).status).toBe(
      'finished',
    );
    expect(scoreOf(await t.app.inject({ method: 'GET', url: `/api/scores/${failingId}` })).status).toBe(
      'ongoing',
    );
    const presses = await t.ctx.db.select().from(buttonPresses).where(eq(buttonPresses.pressId, 'old-press'));
    expect(presses).toEqual([]);
  });
});
