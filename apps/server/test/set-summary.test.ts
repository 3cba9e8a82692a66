import type { ClientToServerEvents, ServerToClientEvents, StatisticsUpdate } from '@bandeja/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createWorld, injectAs, type TestApp, tokenFor } from './helpers.ts';
import { startMatch } from './live-helpers.ts';
import { playGames } from './share-helpers.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  client = io(`http://127.0.0.1:${address.port}`, { transports: ['websocket'], forceNew: true });
});
afterAll(async () => {
  client.disconnect();
  await t.close();
});

/** A wait that proves no further update arrives: only ever followed by an assertion of what came. */
const settle = (ms = 500) => new Promise((resolve) => setTimeout(resolve, ms));

/** Joins the match's room and keeps every statisticsUpdate it receives. */
async function watch(matchId: string): Promise<StatisticsUpdate[]> {
  const received: StatisticsUpdate[] = [];
  client.on('statisticsUpdate', (update) => {
    if (update.matchId === matchId) received.push(update);
  });
  const joined = new Promise((resolve) => client.once('matchScore', resolve));
  client.emit('joinMatch', { matchId });
  await joined;
  return received;
}

describe('statisticsUpdate at a set end carries that set’s own figures (setSummary)', () => {
  it('set 2’s summary beside the match so far', async () => {
    const w = await createWorld(t);
    const token = await tokenFor(t.app, w.courtUser);
    const id = await startMatch(t, w.court.id);
    const updates = await watch(id);
    // Set 1: 6-0 for team 1 (24 points); set 2: 6-4 for team 2 (16 + 24 = 40 points).
    await playGames(t, token, id, 'AAAAAA');
    await playGames(t, token, id, 'ABABABAB BB');
    // The updates go out after the presses' answers: wait for both, then for any stray third.
    await vi.waitFor(() => expect(updates).toHaveLength(2), { timeout: 15_000, interval: 20 });
    await settle();
    expect(updates.map((update) => [update.scope, update.set])).toEqual([
      ['set', 1],
      ['set', 2],
    ]);
    const [first, second] = updates;
    expect(first?.setStatistics).toMatchObject({ pointsPlayed: 24, team1Points: { totalPoints: 24 } });
    expect(first?.statistics).toMatchObject({ pointsPlayed: 24 });
    expect(second?.setStatistics).toMatchObject({
      pointsPlayed: 40,
      team1Points: { totalPoints: 16 },
      team2Points: { totalPoints: 24 },
      sets: [{ set: 2, team1Games: 4, team2Games: 6 }],
    });
    expect(second?.statistics).toMatchObject({ pointsPlayed: 64, team1Points: { totalPoints: 40 } });
    // Each set's length, and the match so far as long as both.
    const setSeconds = (update: StatisticsUpdate | undefined) =>
      update?.setStatistics?.matchDurationSeconds ?? 0;
    expect(setSeconds(first) + setSeconds(second)).toBe(second?.statistics.matchDurationSeconds);
  });

  it('after a walkover carries no set figures: the match summary says pointByPoint false (docs/api.md)', async () => {
    const w = await createWorld(t);
    const token = await tokenFor(t.app, w.courtUser);
    const id = await startMatch(t, w.court.id);
    const updates = await watch(id);
    const finished = new Promise((resolve) => client.once('matchFinished', resolve));
    const response = await injectAs(t.app, token, {
      method: 'POST',
      url: `/api/scores/${id}/walkover`,
      payload: { team: 'team1' },
    });
    expect(response.statusCode).toBe(200);
    await finished;
    // The match's statisticsUpdate follows matchFinished: wait for it, then for any stray second.
    await vi.waitFor(() => expect(updates).toHaveLength(1), { timeout: 15_000, interval: 20 });
    await settle();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      scope: 'match',
      statistics: { pointByPoint: false },
      setStatistics: null,
    });
  });
});
