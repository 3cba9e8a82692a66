import type { CourtBoard, LiveScore } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import { courtPhase, foldScore, mergeBoard } from './court-board.ts';

function score(matchId: string, overrides: Partial<LiveScore> = {}): LiveScore {
  // Only the fields the fold reads matter; the rest keeps the type honest.
  return {
    match_id: matchId,
    court_id: 1,
    status: 'ongoing',
    version: 0,
    updated_at: '2026-11-22T10:00:00.000Z',
    end_time: null,
    ...overrides,
  } as LiveScore;
}

const court = {
  id: 1,
  club_id: 9,
  name: 'Court 1',
  screen_identifier: 'Court 1',
  sport_type: 'PADEL',
} as const;
const idle: CourtBoard = { court, live: null, last: null };

describe('a court board folds the score messages of its court', () => {
  it('takes a new ongoing match as live, and newer versions of it only', () => {
    const live = foldScore(idle, score('a', { version: 3 }));
    expect(live.live?.version).toBe(3);
    expect(foldScore(live, score('a', { version: 2 })).live?.version).toBe(3);
    expect(foldScore(live, score('a', { version: 4 })).live?.version).toBe(4);
  });

  it('moves a finished match from live to last', () => {
    const live = foldScore(idle, score('a', { version: 3 }));
    const done = foldScore(
      live,
      score('a', { version: 4, status: 'finished', end_time: '2026-11-22T11:00:00.000Z' }),
    );
    expect(done.live).toBeNull();
    expect(done.last?.match_id).toBe('a');
  });

  it('keeps the later finished match as last, and reopens a match an undo took back', () => {
    const last = foldScore(idle, score('b', { status: 'finished', end_time: '2026-11-22T11:00:00.000Z' }));
    const older = foldScore(last, score('a', { status: 'finished', end_time: '2026-11-22T09:00:00.000Z' }));
    expect(older.last?.match_id).toBe('b');
    const reopened = foldScore(last, score('b', { status: 'ongoing', version: 9 }));
    expect(reopened.live?.match_id).toBe('b');
    expect(reopened.last).toBeNull();
  });

  it('lets go of a match moved to another court, and ignores other courts and scheduled matches', () => {
    const live = foldScore(idle, score('a'));
    expect(foldScore(live, score('a', { court_id: 2, version: 1 })).live).toBeNull();
    expect(foldScore(idle, score('c', { court_id: 2 }))).toBe(idle);
    expect(foldScore(idle, score('d', { status: 'pending', start_time: '2026-11-22T12:00:00.000Z' }))).toBe(
      idle,
    );
  });

  it('shows a match in warm-up (pending, no start time) as the court’s live match', () => {
    const warmUp = score('w', { status: 'pending', start_time: null });
    expect(foldScore(idle, warmUp).live).toBe(warmUp);
    const started = score('w', { status: 'ongoing', start_time: '2026-11-22T10:05:00.000Z', version: 1 });
    expect(foldScore(foldScore(idle, warmUp), started).live).toBe(started);
  });
});

describe('what a court display shows', () => {
  const ended = Date.parse('2026-11-22T11:00:00.000Z');
  const finished = score('a', { status: 'finished', end_time: '2026-11-22T11:00:00.000Z' });

  it('shows the live match', () => {
    expect(courtPhase({ court, live: score('b'), last: finished }, 5, ended).kind).toBe('live');
  });

  it("shows the result for the club's minutes after the end, then idles with the last result", () => {
    const board = { court, live: null, last: finished };
    expect(courtPhase(board, 5, ended + 4 * 60_000)).toEqual({
      kind: 'result',
      score: finished,
      until: ended + 300_000,
    });
    expect(courtPhase(board, 5, ended + 5 * 60_000)).toEqual({ kind: 'idle', last: finished });
    expect(courtPhase(idle, 5, ended)).toEqual({ kind: 'idle', last: null });
  });
});

describe('a whole board that arrives late', () => {
  it('does not take a score back to an older version', () => {
    const current = foldScore(idle, score('a', { version: 5 }));
    const late = { court, live: score('a', { version: 4 }), last: null };
    expect(mergeBoard(current, late).live?.version).toBe(5);
    const fresh = { court, live: score('a', { version: 6 }), last: null };
    expect(mergeBoard(current, fresh).live?.version).toBe(6);
  });

  it('keeps a match finished meanwhile as the last result, and takes a new match as it comes', () => {
    const finished = foldScore(
      idle,
      score('a', { version: 7, status: 'finished', end_time: '2026-11-22T11:00:00.000Z' }),
    );
    const late = { court, live: score('a', { version: 6 }), last: null };
    const merged = mergeBoard(finished, late);
    expect(merged.live).toBeNull();
    expect(merged.last?.version).toBe(7);
    const next = { court, live: score('b'), last: null };
    expect(mergeBoard(finished, next).live?.match_id).toBe('b');
  });
});
