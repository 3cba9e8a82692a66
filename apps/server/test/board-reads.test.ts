import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardReads } from '../src/board-reads.ts';
import { buildTestApp, createWorld, type TestApp } from './helpers.ts';
import { startMatch } from './live-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What the public GET answers: its data, or null on a 404. */
async function dataOfGet(url: string): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url: `/api${url}` });
  if (response.statusCode === 404) return null;
  expect(response.statusCode).toBe(200);
  return response.json<{ data: unknown }>().data;
}

describe('the boards\' first paint reads (docs/displays.md, "The first paint")', () => {
  it('answer in the server what each public GET answers, without an HTTP request', async () => {
    const { club, court } = await createWorld(t);
    const matchId = await startMatch(t, court.id);
    const reads = boardReads(t.ctx);
    const pairs: [unknown, string][] = [
      [await reads.publicScore(matchId), `/scores/public/${matchId}`],
      [await reads.match(matchId), `/matches/${matchId}`],
      [await reads.clubBranding(club.id), `/clubs/${club.id}/branding`],
      [await reads.courtDisplay(court.id), `/displays/court/${court.id}`],
      [await reads.clubDisplay(club.id), `/displays/club/${club.id}`],
      [await reads.publicCourt(court.id), `/scores/share/court/${court.id}`],
    ];
    for (const [read, url] of pairs) {
      expect(read, url).not.toBeNull();
      expect(read, url).toEqual(await dataOfGet(url));
    }
    // As on the wire: plain JSON, the court display's live match with its score.
    expect(await reads.courtDisplay(court.id)).toMatchObject({ board: { live: { match_id: matchId } } });
  });

  it("read a match's record once for a page's score and details, and again for the next page", async () => {
    const { court } = await createWorld(t);
    const matchId = await startMatch(t, court.id);
    let selects = 0;
    // The database as the reads see it, counting the queries they start.
    const db = new Proxy(t.ctx.db, {
      get(target, name, receiver) {
        if (name === 'select') selects += 1;
        return Reflect.get(target, name, receiver);
      },
    });
    const page = () => boardReads({ ...t.ctx, db });
    const first = page();
    const [score, details] = await Promise.all([first.publicScore(matchId), first.match(matchId)]);
    expect(score).toMatchObject({ match_id: matchId });
    expect(details).toMatchObject({ id: matchId });
    expect(selects).toBe(1);
    await page().publicScore(matchId);
    expect(selects).toBe(2);
  });

  it('answer null where the GET answers 404, and refuse what the GET refuses', async () => {
    const reads = boardReads(t.ctx);
    const unknownMatch = 'AAAAAAAAAAAAAAAA';
    expect(await dataOfGet(`/scores/public/${unknownMatch}`)).toBeNull();
    expect(await reads.publicScore(unknownMatch)).toBeNull();
    expect(await reads.match(unknownMatch)).toBeNull();
    expect(await reads.courtDisplay(999_999)).toBeNull();
    expect(await reads.clubDisplay(999_999)).toBeNull();
    expect(await reads.clubBranding(999_999)).toBeNull();
    expect(await reads.event(999_999)).toBeNull();
    expect(await reads.publicCourt(999_999)).toBeNull();
    // A match id the route's schema refuses (400 there) is an error here too, not a 404.
    expect((await t.app.inject({ method: 'GET', url: '/api/matches/no' })).statusCode).toBe(400);
    await expect(reads.match('no')).rejects.toThrow();
  });
});
