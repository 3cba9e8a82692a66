import type { LiveScore } from '@bandeja/contract';
import { defaultRules, initialState } from '@bandeja/scoring';
import { describe, expect, it } from 'vitest';
import type { MatchRow } from '../matches/repository.ts';
import { LiveBus, type LiveMessage, type LiveServer, type ScoreChange } from './bus.ts';

/** A committed change leaves once, here: its socket events to their rooms, and the finish for whoever listens. */

const rules = defaultRules('PADEL');
const ongoing = initialState(rules);
const match = { id: 'm1', courtId: 3, team1Name: 'A', team2Name: 'B' } as MatchRow;
const score = { match_id: 'm1', court_id: 3, club_id: 9 } as LiveScore;

function change(after: ScoreChange['after']): ScoreChange {
  return { match, score, rules, before: ongoing, after };
}

/** What a Socket.IO server was asked to emit, room by room. */
function fakeServer() {
  const emitted: { rooms: string[]; event: string }[] = [];
  const io = {
    to: (rooms: string[]) => ({ emit: (event: string) => void emitted.push({ rooms, event }) }),
  } as unknown as LiveServer;
  return { io, emitted };
}

function setUp() {
  const committed: LiveScore[] = [];
  const live = new LiveBus({ readLog: async () => [], committed: (published) => committed.push(published) });
  const sent: LiveMessage['event'][] = [];
  live.subscribe((message) => sent.push(message.event));
  const finished: string[] = [];
  live.onMatchFinished((notice) => finished.push(notice.match.id));
  return { live, sent, committed, finished };
}

describe('the live bus', () => {
  it('a point: one scoreUpdate, no finish', () => {
    const { live, sent, committed, finished } = setUp();
    live.scoreChanged(change({ ...ongoing, version: 1 }), 0);
    expect(sent).toEqual(['scoreUpdate']);
    expect(committed).toEqual([score]);
    expect(finished).toEqual([]);
  });

  it('a finish: scoreUpdate, matchFinished, the listeners told once, then the statistics', async () => {
    const { live, sent, finished } = setUp();
    live.scoreChanged(change({ ...ongoing, status: 'finished', winner: 'team1', version: 1 }), 0);
    await live.idle();
    expect(sent).toEqual(['scoreUpdate', 'matchFinished', 'statisticsUpdate']);
    expect(finished).toEqual(['m1']);
  });

  it('the statistics of a change count the log up to that change, not the points committed since', async () => {
    const live = new LiveBus({
      readLog: async () => [
        { kind: 'point', team: 'team1', at: 0 },
        { kind: 'point', team: 'team2', at: 1_000 },
      ],
    });
    const statistics: unknown[] = [];
    live.subscribe((message) => {
      if (message.event === 'statisticsUpdate') statistics.push(message.payload.statistics);
    });
    live.scoreChanged(change({ ...ongoing, status: 'finished', winner: 'team1', version: 1 }), 0);
    await live.idle();
    expect(statistics).toMatchObject([{ pointsPlayed: 1, team1Points: { totalPoints: 1 } }]);
  });

  it('a listener that throws stops neither the messages nor the other listeners', () => {
    const { live, sent, finished } = setUp();
    live.onMatchFinished(() => {
      throw new Error('booking system away');
    });
    live.scoreChanged(change({ ...ongoing, status: 'finished', winner: 'team2', version: 1 }), 0);
    expect(sent.slice(0, 2)).toEqual(['scoreUpdate', 'matchFinished']);
    expect(finished).toEqual(['m1']);
  });

  it('once attached, sends a score to its match, court and club rooms in one emit, only to rooms with an audience', () => {
    const { live } = setUp();
    const { io, emitted } = fakeServer();
    const detach = live.attach(io, { has: (room) => room !== 'club:9' });
    live.scoreChanged(change({ ...ongoing, version: 1 }), 0);
    expect(emitted).toEqual([{ rooms: ['match:m1', 'court:3'], event: 'scoreUpdate' }]);
    // Without an audience filter (Redis: other processes have their rooms) every room is named.
    live.attach(io, null);
    live.publish({ event: 'scoreUpdate', matchId: 'm1', payload: score });
    expect(emitted.at(-1)).toEqual({ rooms: ['match:m1', 'court:3', 'club:9'], event: 'scoreUpdate' });
    // A detach by an earlier server does not detach the current one.
    detach();
    live.publish({ event: 'scoreUpdate', matchId: 'm1', payload: score });
    expect(emitted).toHaveLength(3);
  });

  it('drops a message nobody can hear: before the sockets are attached, or a room without an audience', () => {
    const { live, sent } = setUp();
    const { io, emitted } = fakeServer();
    live.publish({ event: 'scoreUpdate', matchId: 'm1', payload: score });
    live.attach(io, { has: () => false })();
    live.attach(io, { has: () => false });
    live.publish({ event: 'scoreUpdate', matchId: 'm1', payload: score });
    expect(emitted).toEqual([]);
    // The subscribers (metrics, club events) still see both.
    expect(sent).toEqual(['scoreUpdate', 'scoreUpdate']);
  });
});
