import type { LiveScore } from '@bandeja/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deliverLocally,
  type LocalSockets,
  type ScoreNotice,
  ScoreSequencer,
  SocketScores,
} from './score-order.ts';

function notice(version: number, follows = version - 1, updatedAt = '2026-11-28T10:00:00.000Z'): ScoreNotice {
  const score = {
    match_id: 'm1',
    version,
    updated_at: updatedAt,
    court_id: 3,
    club_id: 9,
  } as unknown as LiveScore;
  return { matchId: 'm1', follows, score, finished: false };
}

describe('one order per match (docs/decisions/011-one-order-per-match.md)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands on a change that comes before one it follows only after it, in version order', () => {
    const out: number[] = [];
    const sequencer = new ScoreSequencer((n) => out.push(n.score.version));
    sequencer.offer(notice(123));
    sequencer.offer(notice(126));
    sequencer.offer(notice(125));
    expect(out).toEqual([123]);
    sequencer.offer(notice(124));
    expect(out).toEqual([123, 124, 125, 126]);
    sequencer.close();
  });

  it('drops a change older than one handed on, and hands on a change of the record at the same version', () => {
    const out: string[] = [];
    const sequencer = new ScoreSequencer((n) => out.push(`${n.score.version}/${n.follows}`));
    sequencer.offer(notice(5));
    sequencer.offer(notice(5, 5, '2026-11-28T10:00:01.000Z'));
    sequencer.offer(notice(6));
    sequencer.offer(notice(4));
    expect(out).toEqual(['5/4', '5/5', '6/5']);
    expect(sequencer.dropped).toBe(1);
    sequencer.close();
  });

  it('after waiting in vain for a change, hands the held ones on in order: the versions jump, which a client can tell', () => {
    vi.useFakeTimers();
    const out: number[] = [];
    const sequencer = new ScoreSequencer((n) => out.push(n.score.version), 250);
    sequencer.offer(notice(10));
    sequencer.offer(notice(13));
    sequencer.offer(notice(12));
    vi.advanceTimersByTime(249);
    expect(out).toEqual([10]);
    vi.advanceTimersByTime(1);
    expect(out).toEqual([10, 12, 13]);
    expect(sequencer.gaps).toBe(1);
    // The lost change arriving late is older than what went on: dropped.
    sequencer.offer(notice(11));
    expect(out).toEqual([10, 12, 13]);
    sequencer.close();
  });

  it('emits to every socket of the rooms except one already sent a newer score of the match', () => {
    const scores = new SocketScores();
    const fresh = {};
    const ahead = {};
    scores.note(ahead, 'm1', { version: 8, updatedAt: '2026-11-28T10:00:00.000Z' });
    const emitted: { rooms: string[]; except: string[]; event: string }[] = [];
    const sockets: LocalSockets = {
      roomMembers: (room) => (room === 'match:m1' ? new Set(['fresh', 'ahead']) : new Set(['fresh'])),
      socket: (id) => (id === 'fresh' ? fresh : ahead),
      emit: (rooms, except, message) => emitted.push({ rooms, except, event: message.event }),
    };
    deliverLocally(sockets, notice(7), scores);
    expect(emitted).toEqual([
      { rooms: ['match:m1', 'court:3', 'club:9'], except: ['ahead'], event: 'scoreUpdate' },
    ]);
    expect(scores.accepts(fresh, 'm1', { version: 6, updatedAt: '2026-11-28T10:00:00.000Z' })).toBe(false);
  });
});
