import { MESSAGES } from '@bandeja/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createPostgresDatabase, testDatabaseKind } from './database.ts';
import {
  createClub,
  createCourt,
  createUser,
  injectAs,
  messageOf,
  type TestApp,
  TestClock,
  testConfig,
  tokenFor,
} from './helpers.ts';
import { createButton, press, startMatch, storedTruth } from './live-helpers.ts';

/**
 * The live writer's compare-and-set across processes (docs/decisions/004-live-write-path.md): two
 * app instances on one PostgreSQL database, each with its own cache, queue and connection pool —
 * what two server processes behind a load balancer are — press the same match at once. Each
 * writer's batches find the other's commits (a conflict), reload and fold again; no point is lost
 * or counted twice, a press id sent to both processes scores once, and the snapshot is the fold of
 * the log. PostgreSQL only: PGlite is one process by design (the DATA_DIR lock).
 */
const postgresPass = testDatabaseKind() === 'postgres';

async function buildOn(database: Database, clock: TestClock): Promise<TestApp> {
  const { app, ctx, realtime } = await buildApp({
    config: testConfig({ live: { pressGuardMs: 0, buttonPressesPerMinute: 100_000 } }),
    database,
    now: clock.now,
  });
  await app.ready();
  return { app, ctx, realtime, clock, close: () => app.close() };
}

describe.skipIf(!postgresPass)('two processes pressing one match (compare-and-set)', () => {
  let drop: () => Promise<void> = async () => {};
  const databases: Database[] = [];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    databases.push(await openDatabase({ kind: 'postgres', url: created.url }));
    databases.push(await openDatabase({ kind: 'postgres', url: created.url }));
    const clock = new TestClock();
    const [first, second] = databases;
    if (!first || !second) throw new Error('no databases');
    a = await buildOn(first, clock);
    b = await buildOn(second, clock);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const database of databases) await database.close();
    await drop();
  });

  it('loses no point and counts none twice; a press id sent to both scores once; snapshot = fold', async () => {
    const club = await createClub(a.ctx);
    const court = await createCourt(a.ctx, club.id);
    // 61 points a team cannot finish a best of 5 sets of 9 games (3 × 9 games × 4 points = 108).
    const matchId = await startMatch(a, court.id, {
      settings: { bestOfSets: 5, gamesPerSet: 9, tiebreakAt: 9, serviceConfig: { mode: 'team1' } },
    });
    const team1 = await createButton(a.ctx, court.id, 'TEAM1_SCORE');
    const team2 = await createButton(a.ctx, court.id, 'TEAM2_SCORE');
    const courtUser = await createUser(a.ctx, 'court_user', { clubId: club.id, courtId: court.id });
    const tokenA = await tokenFor(a.app, courtUser);
    const tokenB = await tokenFor(b.app, courtUser);

    // Each process caches the match; A's copy is then one version behind B's, so A's first batch
    // below folds on a stale state for sure.
    expect((await press(a, team1, { pressId: 'warm-a' })).json().data.outcome).toBe('applied');
    expect((await press(b, team2, { pressId: 'warm-b' })).json().data.outcome).toBe('applied');

    // 120 changes at once, half through each process: buttons with their own press ids, a few
    // control-screen points, and 20 press ids sent to both processes (a device retrying through
    // the load balancer while its first attempt is still in flight).
    const requests: { pressId: string | null; response: Promise<LightMyRequestResponse> }[] = [];
    for (let i = 0; i < 120; i += 1) {
      const app = i % 2 === 0 ? a : b;
      const team = i < 60 ? 'team1' : 'team2';
      if (i % 10 === 3) {
        const token = app === a ? tokenA : tokenB;
        requests.push({
          pressId: null,
          response: injectAs(app.app, token, { method: 'POST', url: `/api/scores/${matchId}/${team}-point` }),
        });
        continue;
      }
      const pressId = `cas-${i}`;
      const button = team === 'team1' ? team1 : team2;
      requests.push({ pressId, response: press(app, button, { pressId }) });
      if (i % 6 === 0) {
        const other = app === a ? b : a;
        requests.push({ pressId, response: press(other, button, { pressId }) });
      }
    }
    const answers = await Promise.all(
      requests.map(async (request) => ({ pressId: request.pressId, response: await request.response })),
    );

    const failed = answers.filter((answer) => answer.response.statusCode !== 200);
    expect(failed.map((answer) => answer.response.body)).toEqual([]);
    const appliedPressIds: string[] = [];
    const duplicates: string[] = [];
    const versions: number[] = [];
    for (const { pressId, response } of answers) {
      const data = response.json().data;
      if (pressId === null) {
        versions.push(data.version);
        continue;
      }
      if (data.outcome === 'applied') {
        appliedPressIds.push(pressId);
        versions.push(data.score.version);
      } else {
        expect(data.outcome).toBe('duplicate');
        duplicates.push(pressId);
      }
    }
    // Each press id scored once, whichever process answered first; its copy is the duplicate.
    expect(new Set(appliedPressIds).size).toBe(appliedPressIds.length);
    expect(appliedPressIds).toHaveLength(108);
    expect(duplicates).toHaveLength(20);
    for (const pressId of duplicates) expect(appliedPressIds).toContain(pressId);
    // Every change answered its own version: 120 changes after the 2 above, none shared.
    expect(versions.sort((x, y) => x - y)).toEqual(Array.from({ length: 120 }, (_, i) => i + 3));

    const truth = await storedTruth(a.ctx, matchId);
    expect(truth.points).toBe(122);
    expect(truth.events).toHaveLength(122);
    const logged = await a.ctx.db.query.matchEvents.findMany({
      where: (events, { eq }) => eq(events.matchId, matchId),
      columns: { pressId: true, seq: true },
    });
    expect(logged.map((row) => row.seq).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 122 }, (_, i) => i + 1),
    );
    const loggedPressIds = logged.flatMap((row) => (row.pressId ? [row.pressId] : []));
    expect(loggedPressIds.sort()).toEqual(['warm-a', 'warm-b', ...appliedPressIds].sort());
    expect(truth.snapshot?.version).toBe(122);
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
    const { history: _folded, ...folded } = truth.folded;
    const { history: _stored, ...stored } = truth.state ?? truth.folded;
    expect(stored).toEqual(folded);

    // The path under test was taken: the writers found each other's commits and folded again.
    expect(a.ctx.scores.conflicts + b.ctx.scores.conflicts).toBeGreaterThan(0);

    // Both processes answer the same score afterwards, and each sees the other's finish.
    const finish = await injectAs(b.app, tokenB, {
      method: 'PATCH',
      url: `/api/scores/match/${matchId}/status`,
      payload: { status: 'finished' },
    });
    expect(finish.statusCode).toBe(200);
    const late = await press(a, team1, { pressId: 'cas-late' });
    expect(late.statusCode).toBe(409);
    expect(messageOf(late)).toBe(MESSAGES.noActiveMatch);
    const control = await injectAs(a.app, tokenA, {
      method: 'POST',
      url: `/api/scores/${matchId}/team1-point`,
    });
    expect(control.statusCode).toBe(409);
    expect(messageOf(control)).toBe(MESSAGES.matchFinished);
    expect((await storedTruth(b.ctx, matchId)).events).toHaveLength(123);
  });
});
