import type { LiveScore } from '@bandeja/contract';
import { defaultRules, initialState } from '@bandeja/scoring';
import { describe, expect, it } from 'vitest';
import type { MatchRow } from '../matches/repository.ts';
import { LiveBus, type LiveMessage } from './bus.ts';
import { type ScoreChange, ScoreMessages } from './score-messages.ts';

/** A committed change leaves once, here: its socket events, and the finish for whoever listens. */

const rules = defaultRules('PADEL');
const ongoing = initialState(rules);
const match = { id: 'm1', courtId: 3, team1Name: 'A', team2Name: 'B' } as MatchRow;
const score = { match_id: 'm1' } as LiveScore;

function change(after: ScoreChange['after']): ScoreChange {
  return { match, score, rules, before: ongoing, after };
}

function setUp() {
  const live = new LiveBus();
  const sent: LiveMessage['event'][] = [];
  live.subscribe((message) => sent.push(message.event));
  const committed: LiveScore[] = [];
  const messages = new ScoreMessages({
    live,
    readLog: async () => [],
    committed: (published) => committed.push(published),
  });
  const finished: string[] = [];
  messages.onMatchFinished((notice) => finished.push(notice.match.id));
  return { live, sent, committed, messages, finished };
}

describe('score messages', () => {
  it('a point: one scoreUpdate, no finish', () => {
    const { sent, committed, messages, finished } = setUp();
    messages.published(change({ ...ongoing, version: 1 }), 0);
    expect(sent).toEqual(['scoreUpdate']);
    expect(committed).toEqual([score]);
    expect(finished).toEqual([]);
  });

  it('a finish: scoreUpdate, matchFinished, the listeners told once, then the statistics', async () => {
    const { live, sent, messages, finished } = setUp();
    messages.published(change({ ...ongoing, status: 'finished', winner: 'team1', version: 1 }), 0);
    await live.idle();
    expect(sent).toEqual(['scoreUpdate', 'matchFinished', 'statisticsUpdate']);
    expect(finished).toEqual(['m1']);
  });

  it('a listener that throws stops neither the messages nor the other listeners', () => {
    const { sent, messages, finished } = setUp();
    messages.onMatchFinished(() => {
      throw new Error('booking system away');
    });
    messages.published(change({ ...ongoing, status: 'finished', winner: 'team2', version: 1 }), 0);
    expect(sent.slice(0, 2)).toEqual(['scoreUpdate', 'matchFinished']);
    expect(finished).toEqual(['m1']);
  });
});
