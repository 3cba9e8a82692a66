import { verify } from 'node:crypto';
import type { ClubApiTokenWithSecret, ResultKey, ResultLinks, SignedResult } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canonicalJson } from '../src/match-results/signing.ts';
import { tokenOf } from './admin-helpers.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  injectAs,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { createButton, press, startMatch } from './live-helpers.ts';
import { playGames, SIX_FOUR_SIX_THREE } from './share-helpers.ts';

/**
 * Results both teams confirm (docs/players.md, "Results both teams confirm"): each team answers
 * with its own token; both confirmations (or no contest within the club's window) on a match
 * scored with the court's buttons make the result verified; a contest keeps both claims until the
 * club admin resolves it; the document is signed with the club's Ed25519 key; the export gives one
 * line per match, the same on every call.
 */
vi.setConfig({ testTimeout: 120_000 });

const MINUTE = 60_000;
let t: TestApp;
let world: Awaited<ReturnType<typeof createWorld>>;

async function createWorld() {
  const club = await createClub(t.ctx);
  const court = await createCourt(t.ctx, club.id);
  const otherClub = await createClub(t.ctx);
  const courtUser = await createUser(t.ctx, 'court_user', { clubId: club.id, courtId: court.id });
  const admin = tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: club.id }));
  const otherAdmin = tokenOf(t, await createUser(t.ctx, 'club_admin', { clubId: otherClub.id }));
  const apiToken = async (clubId: number, session: string) => {
    const response = await injectAs(t.app, session, {
      method: 'POST',
      url: `/api/clubs/${clubId}/api-tokens`,
      payload: { name: 'League' },
    });
    return response.json<{ data: ClubApiTokenWithSecret }>().data.secret;
  };
  return {
    club,
    court,
    admin,
    otherAdmin,
    courtSession: await tokenFor(t.app, courtUser),
    button: await createButton(t.ctx, court.id, 'TEAM1_SCORE'),
    leagueToken: await apiToken(club.id, admin),
    otherLeagueToken: await apiToken(otherClub.id, otherAdmin),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  world = await createWorld();
});
afterAll(() => t.close());

/** A match on the court: its first game scored with the court's button (or not), then played out. */
async function finishedMatch(options: { buttons: boolean }): Promise<string> {
  const matchId = await startMatch(t, world.court.id);
  if (options.buttons) {
    for (let point = 0; point < 4; point += 1) {
      t.clock.advance(20_000);
      expect((await press(t, world.button)).statusCode).toBe(200);
    }
  } else await playGames(t, world.courtSession, matchId, 'A');
  await playGames(t, world.courtSession, matchId, SIX_FOUR_SIX_THREE.slice(1));
  return matchId;
}

async function links(matchId: string, session = world.courtSession) {
  return injectAs(t.app, session, { method: 'GET', url: `/api/matches/${matchId}/result/links` });
}

async function tokens(matchId: string): Promise<ResultLinks> {
  const response = await links(matchId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ResultLinks }>().data;
}

function answer(matchId: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/matches/${matchId}/result/answers`, payload });
}

async function resultOf(matchId: string): Promise<SignedResult> {
  const response = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}/result` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SignedResult }>().data;
}

describe('both teams confirm', () => {
  let matchId: string;
  let links1: ResultLinks;

  it('refuses an answer before the end, and gives the links to the court only', async () => {
    matchId = await startMatch(t, world.court.id);
    links1 = await tokens(matchId);
    expect(links1.team1.path).toBe(`/results/${matchId}?team=team1&t=${links1.team1.token}`);
    expect((await links(matchId, world.otherAdmin)).statusCode).toBe(403);
    const early = await answer(matchId, { team: 'team1', token: links1.team1.token, verdict: 'confirmed' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'resultNotFinished' });
    // Played out, its first game with the court's button.
    for (let point = 0; point < 4; point += 1) {
      t.clock.advance(20_000);
      await press(t, world.button);
    }
    await playGames(t, world.courtSession, matchId, SIX_FOUR_SIX_THREE.slice(1));
    expect((await resultOf(matchId)).document).toMatchObject({ status: 'awaiting', verified: false });
  });

  it("refuses a wrong token and the other team's token, and records nothing", async () => {
    for (const token of ['nope', links1.team2.token]) {
      const response = await answer(matchId, { team: 'team1', token, verdict: 'confirmed' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'resultTokenInvalid' });
    }
    const bad = await answer(matchId, { team: 'team3', token: links1.team1.token, verdict: 'confirmed' });
    expect(bad.statusCode).toBe(400);
    expect((await resultOf(matchId)).document.confirmations).toEqual([]);
  });

  it('is verified once both teams confirmed, with the time of each confirmation', async () => {
    const first = await answer(matchId, { team: 'team1', token: links1.team1.token, verdict: 'confirmed' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ data: SignedResult }>().data.document).toMatchObject({
      status: 'awaiting',
      verified: false,
    });
    const firstAt = new Date(t.clock.now()).toISOString();
    t.clock.advance(MINUTE);
    const second = await answer(matchId, { team: 'team2', token: links1.team2.token, verdict: 'confirmed' });
    const { document } = second.json<{ data: SignedResult }>().data;
    expect(document).toMatchObject({
      status: 'confirmed',
      verified: true,
      scored_with_buttons: true,
      winner: 'team1',
      sets: [
        { team1: 6, team2: 4 },
        { team1: 6, team2: 3 },
      ],
      teams: { team1: { name: 'Ana & Bea' }, team2: { name: 'Carla & Dora' } },
    });
    expect(document.point_log_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(document.confirmations).toEqual([
      { team: 'team1', verdict: 'confirmed', at: firstAt, claim: null },
      { team: 'team2', verdict: 'confirmed', at: new Date(t.clock.now()).toISOString(), claim: null },
    ]);
  });

  it('answers the same answer again alike and refuses a changed one', async () => {
    const again = await answer(matchId, { team: 'team1', token: links1.team1.token, verdict: 'confirmed' });
    expect(again.statusCode).toBe(200);
    const changed = await answer(matchId, { team: 'team1', token: links1.team1.token, verdict: 'contested' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'resultAlreadyAnswered' });
    expect((await resultOf(matchId)).document.status).toBe('confirmed');
  });
});

describe('a contested result', () => {
  it('keeps both claims and the log, is not verified, and is resolved by the club admin only', async () => {
    const matchId = await finishedMatch({ buttons: true });
    const { team1, team2 } = await tokens(matchId);
    await answer(matchId, { team: 'team1', token: team1.token, verdict: 'confirmed' });
    const claim = [
      { team1: 4, team2: 6 },
      { team1: 6, team2: 3 },
    ];
    const contested = await answer(matchId, {
      team: 'team2',
      token: team2.token,
      verdict: 'contested',
      claim,
    });
    expect(contested.statusCode, contested.body).toBe(200);
    const { document } = contested.json<{ data: SignedResult }>().data;
    expect(document).toMatchObject({ status: 'contested', verified: false });
    expect(document.confirmations.map((c) => [c.team, c.verdict, c.claim])).toEqual([
      ['team1', 'confirmed', null],
      ['team2', 'contested', claim],
    ]);
    // The contest keeps the logged result as it was.
    expect(document.sets).toEqual([
      { team1: 6, team2: 4 },
      { team1: 6, team2: 3 },
    ]);

    const resolve = (session: string) =>
      injectAs(t.app, session, { method: 'POST', url: `/api/matches/${matchId}/result/resolve` });
    expect((await resolve(world.courtSession)).statusCode).toBe(403);
    expect((await resolve(world.otherAdmin)).statusCode).toBe(403);
    const resolved = await resolve(world.admin);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<{ data: SignedResult }>().data.document).toMatchObject({
      status: 'resolved',
      verified: false,
    });
    expect((await resolve(world.admin)).statusCode).toBe(409);
  });
});

describe("the club's window", () => {
  it('confirms an unchallenged result when read after the window, and closes the answers', async () => {
    const withButtons = await finishedMatch({ buttons: true });
    expect((await resultOf(withButtons)).document.status).toBe('awaiting');
    t.clock.advance(31 * MINUTE);
    expect((await resultOf(withButtons)).document).toMatchObject({ status: 'confirmed', verified: true });
    const late = await answer(withButtons, {
      team: 'team2',
      token: (await tokens(withButtons)).team2.token,
      verdict: 'contested',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'resultAnswerClosed' });
  });

  it('does not verify a result scored without the court’s buttons', async () => {
    const matchId = await finishedMatch({ buttons: false });
    t.clock.advance(31 * MINUTE);
    expect((await resultOf(matchId)).document).toMatchObject({
      status: 'confirmed',
      scored_with_buttons: false,
      verified: false,
    });
  });
});

describe('the signature', () => {
  it("verifies with the club's public key and fails on a changed byte", async () => {
    const keyAnswer = await t.app.inject({ method: 'GET', url: `/api/clubs/${world.club.id}/result-key` });
    const key = keyAnswer.json<{ data: ResultKey }>().data;
    expect(key.algorithm).toBe('Ed25519');
    const matchId = await finishedMatch({ buttons: true });
    const result = await resultOf(matchId);
    expect(result.key_id).toBe(key.key_id);
    const bytes = Buffer.from(canonicalJson(result.document));
    const signature = Buffer.from(result.signature, 'base64');
    expect(verify(null, bytes, key.public_key_pem, signature)).toBe(true);
    for (const index of [0, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[index] = (changed[index] ?? 0) ^ 1;
      expect(verify(null, changed, key.public_key_pem, signature)).toBe(false);
    }
    const forged = { ...result.document, winner: 'team2' };
    expect(verify(null, Buffer.from(canonicalJson(forged)), key.public_key_pem, signature)).toBe(false);
  });
});

describe('the export for club API tokens', () => {
  const exportAs = (token: string, format?: string) =>
    injectAs(t.app, token, {
      method: 'GET',
      url: `/api/clubs/${world.club.id}/results/export${format ? `?format=${format}` : ''}`,
    });

  it('gives one signed line per finished match, the same on every call', async () => {
    const first = await exportAs(world.leagueToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('application/x-ndjson');
    const lines = first.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as SignedResult);
    const ids = lines.map((line) => line.document.match_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(5);
    expect((await exportAs(world.leagueToken)).body).toBe(first.body);
    const csv = await exportAs(world.leagueToken, 'csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\n');
    expect(rows[0]).toBe(
      'match_id,finished_at,team1,team2,sets,winner,status,verified,point_log_hash,key_id,signature',
    );
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(ids);
    expect((await exportAs(world.leagueToken, 'csv')).body).toBe(csv.body);
  });

  it("refuses another club's token", async () => {
    expect((await exportAs(world.otherLeagueToken)).statusCode).toBe(403);
  });
});
