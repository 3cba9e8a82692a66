import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase, type RawStatement } from '../src/db/client.ts';
import { WRITE_BATCH } from '../src/scores/live-repository.ts';
import { createPostgresDatabase, testDatabaseKind } from './database.ts';
import { createClub, createCourt, type TestApp, TestClock, testConfig } from './helpers.ts';
import { createButton, press, startMatch, storedTruth } from './live-helpers.ts';

/**
 * Two writers on one match (docs/decisions/011-one-order-per-match.md): each app instance has its
 * own cache and queue, as two server processes behind a balancer. On PostgreSQL each has its own
 * connection pool; on PGlite (one process by design) they share the one database, the contention
 * a writer can meet in-process. The worst interleaving is made certain: before each optimistic
 * write of writer B, writer A commits a press of the same match, so B's compare-and-set always
 * finds the match changed. Before, B folded again and lost again until its 30 attempts ran out and
 * the press was answered 500; now its attempt after a conflict (and every batch on the match for a
 * while after) holds the match's row lock while it reloads, folds and writes, so A's next press
 * waits for it, and B's press is answered 200.
 */
const B_PRESSES = 4;
/** A team cannot win 3 sets of 9 games with the presses below (3 × 9 × 4 = 108 points). */
const LONG_MATCH = {
  bestOfSets: 5,
  gamesPerSet: 9,
  tiebreakAt: 9,
  serviceConfig: { mode: 'team1' },
} as const;

async function buildOn(database: Database, clock: TestClock): Promise<TestApp> {
  const { app, ctx, realtime } = await buildApp({
    config: testConfig({ live: { pressGuardMs: 0, buttonPressesPerMinute: 100_000 } }),
    database,
    now: clock.now,
  });
  await app.ready();
  return { app, ctx, realtime, clock, close: () => app.close() };
}

/** `database`, where each optimistic batch write first waits for `before` (null: disarmed). */
function interleaved(database: Database): {
  database: Database;
  arm(before: (() => Promise<void>) | null): void;
} {
  let before: (() => Promise<void>) | null = null;
  return {
    database: {
      ...database,
      query: async <Row>(statement: RawStatement, params: unknown[]) => {
        if (statement.name === WRITE_BATCH.name && before) await before();
        return database.query<Row>(statement, params);
      },
    },
    arm: (next) => {
      before = next;
    },
  };
}

describe('two writers on one match', () => {
  const kind = testDatabaseKind();
  let close: () => Promise<void> = async () => {};
  let a: TestApp;
  let b: TestApp;
  let arm: (before: (() => Promise<void>) | null) => void = () => {};

  beforeAll(async () => {
    const clock = new TestClock();
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      const first = await openDatabase({ kind: 'postgres', url: created.url });
      const second = interleaved(await openDatabase({ kind: 'postgres', url: created.url }));
      arm = second.arm;
      a = await buildOn(first, clock);
      b = await buildOn(second.database, clock);
      close = async () => {
        await a.close();
        await b.close();
        await first.close();
        await second.database.close();
        await created.drop();
      };
    } else {
      const shared = await openDatabase({ kind: 'pglite', dir: null });
      const second = interleaved(shared);
      arm = second.arm;
      a = await buildOn(shared, clock);
      b = await buildOn(second.database, clock);
      close = async () => {
        await a.close();
        await b.close();
        await shared.close();
      };
    }
  });

  afterAll(async () => {
    await close();
  });

  it(`answers 200, never 500, a press whose compare-and-set another writer beats every time, and loses or doubles no point (${kind})`, async () => {
    const club = await createClub(a.ctx);
    const court = await createCourt(a.ctx, club.id);
    const matchId = await startMatch(a, court.id, { settings: LONG_MATCH });
    const team1 = await createButton(a.ctx, court.id, 'TEAM1_SCORE');
    const team2 = await createButton(a.ctx, court.id, 'TEAM2_SCORE');

    let competing = 0;
    const competitor: { pressId: string; response: LightMyRequestResponse }[] = [];
    // A's press is answered before B's write goes on, or (B holding the match's lock) waits for it.
    arm(async () => {
      const pressId = `a-${competing++}`;
      const answered = press(a, team1, { pressId }).then((response) => {
        competitor.push({ pressId, response });
      });
      await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 500))]);
    });
    const answers: LightMyRequestResponse[] = [];
    for (let n = 0; n < B_PRESSES; n += 1) answers.push(await press(b, team2, { pressId: `b-${n}` }));
    arm(null);
    await waitFor(() => competitor.length === competing);

    expect(
      answers.map((response) => `${response.statusCode} ${response.json().data?.outcome ?? response.body}`),
    ).toEqual(answers.map(() => '200 applied'));
    expect(competitor.map(({ response }) => response.statusCode)).toEqual(competitor.map(() => 200));
    // The path under test was taken: B's batch found A's commit under it (and B's later batches on
    // the match, contended now, started under its lock).
    expect(b.ctx.scores.conflicts).toBeGreaterThan(0);
    expect(competing).toBeGreaterThan(0);
    const truth = await storedTruth(a.ctx, matchId);
    expect(truth.points).toBe(B_PRESSES + competing);
    expect(truth.snapshot?.version).toBe(B_PRESSES + competing);
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
    const versions = [...answers, ...competitor.map(({ response }) => response)].map(
      (response) => response.json().data.score.version as number,
    );
    expect(versions.sort((x, y) => x - y)).toEqual(
      Array.from({ length: B_PRESSES + competing }, (_, i) => i + 1),
    );
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}
