import type { ContestedResult, ResultLinks, ResultReview, SignedResult } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  createClub,
  createUser,
  createWorld,
  injectAs,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { startMatch } from './live-helpers.ts';
import { playGames, SIX_FOUR_SIX_THREE } from './share-helpers.ts';

/**
 * Resolving a contest (docs/players.md, "Results both teams confirm"): the club's admins list the
 * contested results and review one with both claims, the contesting team's reason (never in the
 * public document) and the point log with each entry's source; resolved, it leaves the list.
 */
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let world: Awaited<ReturnType<typeof createWorld>>;
let admin: string;
let matchId: string;

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld(t);
  admin = await tokenFor(t.app, world.clubAdmin);
  const courtSession = await tokenFor(t.app, world.courtUser);
  matchId = await startMatch(t, world.court.id);
  await playGames(t, courtSession, matchId, SIX_FOUR_SIX_THREE);
  const links = (
    await injectAs(t.app, courtSession, { method: 'GET', url: `/api/matches/${matchId}/result/links` })
  ).json<{ data: ResultLinks }>().data;
  const answer = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/matches/${matchId}/result/answers`, payload });
  expect((await answer({ team: 'team1', token: links.team1.token, verdict: 'confirmed' })).statusCode).toBe(
    200,
  );
  const contested = await answer({
    team: 'team2',
    token: links.team2.token,
    verdict: 'contested',
    claim: [
      { team1: 4, team2: 6 },
      { team1: 6, team2: 3 },
    ],
    reason: 'The first set was ours, 6-4',
  });
  expect(contested.statusCode, contested.body).toBe(200);
});
afterAll(() => t.close());

describe('a contested result', () => {
  it('keeps the reason out of the public document', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}/result` });
    expect(response.json<{ data: SignedResult }>().data.document.status).toBe('contested');
    expect(response.body).not.toContain('The first set was ours');
  });

  it('is listed for the club’s admins only', async () => {
    const list = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/clubs/${world.club.id}/results/contested`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: ContestedResult[] }>().data).toEqual([
      expect.objectContaining({ match_id: matchId, team1_name: 'Ana & Bea', team2_name: 'Carla & Dora' }),
    ]);
    const otherClub = await createClub(t.ctx);
    const otherAdmin = await tokenFor(t.app, await createUser(t.ctx, 'club_admin', { clubId: otherClub.id }));
    const refused = await injectAs(t.app, otherAdmin, {
      method: 'GET',
      url: `/api/clubs/${world.club.id}/results/contested`,
    });
    expect(refused.statusCode).toBe(403);
    const review = await injectAs(t.app, otherAdmin, {
      method: 'GET',
      url: `/api/matches/${matchId}/result/review`,
    });
    expect(review.statusCode).toBe(403);
  });

  it('is reviewed with both claims, the reason and the point log with its sources', async () => {
    const response = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/matches/${matchId}/result/review`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const review = response.json<{ data: ResultReview }>().data;
    expect(review.reasons).toEqual({ team1: null, team2: 'The first set was ours, 6-4' });
    expect(review.result.document.confirmations.map((answer) => [answer.team, answer.verdict])).toEqual([
      ['team1', 'confirmed'],
      ['team2', 'contested'],
    ]);
    // 6-4 6-3 point by point from the control screen: 76 points, each with its source.
    expect(review.log.filter((entry) => entry.kind === 'point')).toHaveLength(76);
    expect(new Set(review.log.map((entry) => entry.source))).toEqual(new Set(['control']));
  });

  it('leaves the list once resolved', async () => {
    const resolved = await injectAs(t.app, admin, {
      method: 'POST',
      url: `/api/matches/${matchId}/result/resolve`,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const list = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/clubs/${world.club.id}/results/contested`,
    });
    expect(list.json<{ data: ContestedResult[] }>().data).toEqual([]);
  });
});
