import { readFileSync } from 'node:fs';
import { type LiveScore, MESSAGES } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendStatisticsMail } from '../src/mail/service.ts';
import { findMatchRecord } from '../src/matches/repository.ts';
import { cardDataOf } from '../src/share/card-data.ts';
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
import { startMatch, storedTruth } from './live-helpers.ts';
import { mimeParts, playGames } from './share-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * A court, its callers, and the callers of another club and of another court. Tokens are made
 * when a test first asks for one: signing in hashes a password, the slow part of these tests.
 */
async function world() {
  const w = await createWorld(t);
  const other = await createClub(t.ctx);
  const otherCourt = await createCourt(t.ctx, other.id);
  const sameClubCourt = await createCourt(t.ctx, w.club.id);
  const signIn = (user: () => Promise<Parameters<typeof tokenFor>[1]>) => {
    let token: Promise<string> | null = null;
    return () => {
      token ??= user().then((row) => tokenFor(t.app, row));
      return token;
    };
  };
  return {
    ...w,
    token: {
      courtUser: signIn(async () => w.courtUser),
      clubAdmin: signIn(async () => w.clubAdmin),
      superAdmin: signIn(async () => w.superAdmin),
      otherAdmin: signIn(() => createUser(t.ctx, 'club_admin', { clubId: other.id })),
      otherCourtUser: signIn(() =>
        createUser(t.ctx, 'court_user', { clubId: other.id, courtId: otherCourt.id }),
      ),
      sameClubCourtUser: signIn(() =>
        createUser(t.ctx, 'court_user', { clubId: w.club.id, courtId: sameClubCourt.id }),
      ),
    },
  };
}

function finish(
  token: string | null,
  matchId: string,
  what: 'retire' | 'walkover' | 'result',
  payload: object,
) {
  return injectAs(t.app, token, { method: 'POST', url: `/api/scores/${matchId}/${what}`, payload });
}

const scoreOf = (response: { json: () => { data: LiveScore } }) => response.json().data;

async function statisticsOf(matchId: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}/statistics` })).json().data;
}

describe('POST /api/scores/{matchId}/retire', () => {
  it('a team retires mid-match: the other team wins, the score stays, statistics are of the points played', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    await playGames(t, await w.token.courtUser(), id, 'ABABABAB AA AB');
    const response = await finish(await w.token.courtUser(), id, 'retire', { team: 'team1' });
    expect(response.statusCode, response.body).toBe(200);
    const score = scoreOf(response);
    expect(score).toMatchObject({ status: 'finished', winner: 'team2', finish_reason: 'retired' });
    expect(score.set_scores.set1).toEqual({ team1: 6, team2: 4, tiebreak: null });
    expect(score.set_scores.set2).toMatchObject({ team1: 1, team2: 1 });

    const match = (await t.app.inject({ method: 'GET', url: `/api/matches/${id}` })).json().data;
    expect(match).toMatchObject({ status: 'finished', winner: 'team2', finish_reason: 'retired' });
    const finished = await t.app.inject({ method: 'GET', url: `/api/matches/court/${w.court.id}/finished` });
    expect(finished.json().data[0]).toMatchObject({ id, finish_reason: 'retired', winner: 'team2' });
    expect(await statisticsOf(id)).toMatchObject({ pointByPoint: true, pointsPlayed: 48 });
    const truth = await storedTruth(t.ctx, id);
    expect(truth.events.at(-1)).toMatchObject({ kind: 'retire', team: 'team1' });
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
  });

  it('is refused for a finished match (409) and for a team that is no team (400)', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    const bad = await finish(await w.token.courtUser(), id, 'retire', { team: 'team3' });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(MESSAGES.teamRequired);
    const missing = await finish(await w.token.courtUser(), id, 'retire', {});
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe(MESSAGES.teamRequired);
    expect((await finish(await w.token.courtUser(), id, 'retire', { team: 'team2' })).statusCode).toBe(200);
    const again = await finish(await w.token.courtUser(), id, 'retire', { team: 'team1' });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(MESSAGES.matchFinished);
  });
});

describe('POST /api/scores/{matchId}/walkover', () => {
  it('the team that does not play gives the match: W/O, no score, statistics not available', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    const response = await finish(await w.token.clubAdmin(), id, 'walkover', { team: 'team2' });
    expect(response.statusCode, response.body).toBe(200);
    expect(scoreOf(response)).toMatchObject({
      status: 'finished',
      winner: 'team1',
      finish_reason: 'walkover',
      sets_won: { team1: 0, team2: 0 },
    });
    const statistics = await statisticsOf(id);
    expect(statistics).toMatchObject({
      pointByPoint: false,
      pointsPlayed: 0,
      matchDurationSeconds: 0,
      team1Points: { totalPoints: 0 },
    });
    // The court is free for the next match.
    const active = await t.app.inject({ method: 'GET', url: `/api/matches/court/${w.court.id}/active` });
    expect(active.json().data.hasActiveMatch).toBe(false);
  });

  it('carries the date it was given (it never started): on the result image and in the statistics mail', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    expect((await finish(await w.token.clubAdmin(), id, 'walkover', { team: 'team2' })).statusCode).toBe(200);
    const record = await findMatchRecord(t.ctx.db, id);
    if (!record) throw new Error('the match is gone');
    expect(record.match.startTime).toBeNull();
    // The test clock's day, 22 Nov 2026, in the card's footnote and the mail's line under the result.
    expect(cardDataOf(record).footnote).toMatch(/22 Nov 2026/);
    const sent = await sendStatisticsMail(t.ctx, record, {
      to: 'ana@example.com',
      playerNumber: 1,
      shareUrl: null,
    });
    const { text, html } = mimeParts(readFileSync(sent.file ?? '', 'utf8'));
    expect(text).toMatch(/22 Nov 2026/);
    expect(html).toMatch(/22 Nov 2026/);
  });

  it('is refused once a point was scored (409), and undone within 60 s like a match point', async () => {
    const w = await world();
    const played = await startMatch(t, w.court.id);
    await injectAs(t.app, await w.token.courtUser(), {
      method: 'POST',
      url: `/api/scores/${played}/team1-point`,
    });
    const late = await finish(await w.token.courtUser(), played, 'walkover', { team: 'team2' });
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toBe(MESSAGES.matchInPlay);
    expect((await storedTruth(t.ctx, played)).match.status).toBe('ongoing');
    await injectAs(t.app, await w.token.courtUser(), {
      method: 'PATCH',
      url: `/api/scores/match/${played}/status`,
    });

    t.clock.advance(1000);
    const id = await startMatch(t, w.court.id);
    expect((await finish(await w.token.courtUser(), id, 'walkover', { team: 'team1' })).statusCode).toBe(200);
    t.clock.advance(30_000);
    const undo = await injectAs(t.app, await w.token.courtUser(), {
      method: 'POST',
      url: `/api/scores/${id}/undo`,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    // Reopened before its first point: back in warm-up (docs/scoring-rules.md#warm-up).
    expect(scoreOf(undo)).toMatchObject({
      status: 'pending',
      start_time: null,
      winner: null,
      finish_reason: null,
    });
    expect((await storedTruth(t.ctx, id)).match.status).toBe('ongoing');
  });
});

describe('POST /api/scores/{matchId}/result', () => {
  it('records a result entered by hand, with tiebreak points, as such: no statistics invented', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    const sets = [
      { team1: 6, team2: 4 },
      { team1: 6, team2: 7, tiebreak: { team1: 5, team2: 7 } },
      { team1: 7, team2: 5 },
    ];
    const response = await finish(await w.token.courtUser(), id, 'result', { sets });
    expect(response.statusCode, response.body).toBe(200);
    const score = scoreOf(response);
    expect(score).toMatchObject({ status: 'finished', winner: 'team1', finish_reason: 'manual_result' });
    expect(score.set_scores).toMatchObject({
      set1: { team1: 6, team2: 4, tiebreak: null },
      set2: { team1: 6, team2: 7, tiebreak: { team1: 5, team2: 7 } },
      set3: { team1: 7, team2: 5, tiebreak: null },
    });
    const match = (await t.app.inject({ method: 'GET', url: `/api/matches/${id}` })).json().data;
    expect(match.score).toMatchObject({ team1_set1: 6, team2_set2: 7, team1_set3: 7 });
    expect(await statisticsOf(id)).toMatchObject({
      pointByPoint: false,
      pointsPlayed: 0,
      matchDuration: '00:00:00',
    });
  });

  it('records the sets played until a team retired', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    const response = await finish(await w.token.superAdmin(), id, 'result', {
      sets: [
        { team1: 6, team2: 4 },
        { team1: 2, team2: 1 },
      ],
      retired: 'team2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(scoreOf(response)).toMatchObject({ winner: 'team1', finish_reason: 'retired' });
  });

  it.each([
    [
      'a set the format cannot end with',
      [{ team1: 5, team2: 4 }],
      MESSAGES.resultInvalidSetScore,
      'resultInvalidSetScore',
    ],
    ['sets that decide nothing', [{ team1: 6, team2: 4 }], MESSAGES.resultNotDecided, 'resultNotDecided'],
    [
      'a set after the match was won',
      [
        { team1: 6, team2: 4 },
        { team1: 6, team2: 4 },
        { team1: 6, team2: 4 },
      ],
      MESSAGES.resultSetAfterWin,
      'resultSetAfterWin',
    ],
    [
      'tiebreak points that cannot end a tiebreak',
      [
        { team1: 7, team2: 6, tiebreak: { team1: 7, team2: 6 } },
        { team1: 6, team2: 0 },
      ],
      MESSAGES.resultInvalidTiebreak,
      'resultInvalidTiebreak',
    ],
    [
      'tiebreak points for a set without one',
      [
        { team1: 6, team2: 4, tiebreak: { team1: 7, team2: 5 } },
        { team1: 6, team2: 0 },
      ],
      MESSAGES.resultUnexpectedTiebreak,
      'resultUnexpectedTiebreak',
    ],
    ['no sets', [], MESSAGES.resultNoSets, 'validation'],
    ['games that are no numbers', [{ team1: 'six', team2: 4 }], MESSAGES.resultMalformed, 'validation'],
    ['negative games', [{ team1: -1, team2: 4 }], MESSAGES.resultMalformed, 'validation'],
  ])(
    'refuses %s with 400, its message and its code, changing nothing',
    async (_name, sets, message, code) => {
      const w = await world();
      const id = await startMatch(t, w.court.id);
      const response = await finish(await w.token.courtUser(), id, 'result', { sets });
      expect(response.statusCode).toBe(400);
      // A result the format cannot produce has its own code; one the schema refuses is a failed check.
      expect(response.json()).toMatchObject({ success: false, message, code });
      const truth = await storedTruth(t.ctx, id);
      expect(truth.events).toHaveLength(0);
      expect(truth.match.status).toBe('ongoing');
    },
  );

  it('is refused after a scored point (409)', async () => {
    const w = await world();
    const id = await startMatch(t, w.court.id);
    await injectAs(t.app, await w.token.courtUser(), {
      method: 'POST',
      url: `/api/scores/${id}/team2-point`,
    });
    const response = await finish(await w.token.courtUser(), id, 'result', {
      sets: [
        { team1: 6, team2: 0 },
        { team1: 6, team2: 0 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(MESSAGES.matchInPlay);
  });
});

describe('who may finish a match off court', () => {
  const bodies = {
    retire: { team: 'team1' },
    walkover: { team: 'team1' },
    result: {
      sets: [
        { team1: 6, team2: 0 },
        { team1: 6, team2: 0 },
      ],
    },
  } as const;

  it.each(['retire', 'walkover', 'result'] as const)(
    '%s: the public 401, another club’s admin or court user and another court’s user 403, unknown match 404',
    async (what) => {
      const w = await world();
      const id = await startMatch(t, w.court.id);
      const refused: [string | null, number, string][] = [
        [null, 401, MESSAGES.unauthorized],
        [await w.token.otherAdmin(), 403, MESSAGES.accessDenied],
        [await w.token.otherCourtUser(), 403, MESSAGES.accessDenied],
        [await w.token.sameClubCourtUser(), 403, MESSAGES.accessDenied],
      ];
      for (const [token, status, message] of refused) {
        const response = await finish(token, id, what, bodies[what]);
        expect(response.statusCode, `${status} ${response.body}`).toBe(status);
        expect(messageOf(response)).toBe(message);
      }
      // A refused call changed nothing.
      const truth = await storedTruth(t.ctx, id);
      expect(truth.events).toHaveLength(0);
      expect(truth.match.status).toBe('ongoing');
      // Even a malformed body from the public is 401 (authentication comes first).
      expect((await finish(null, id, what, { nonsense: true })).statusCode).toBe(401);
      const unknown = await finish(await w.token.superAdmin(), 'unknownmatch1', what, bodies[what]);
      expect(unknown.statusCode).toBe(404);
      expect(messageOf(unknown)).toBe(MESSAGES.matchNotFound);
      const allowed = await finish(await w.token.courtUser(), id, what, bodies[what]);
      expect(allowed.statusCode, allowed.body).toBe(200);
    },
  );
});
