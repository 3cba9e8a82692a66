import type { LiveScore } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import { elapsedSeconds, shownSets, timeFraction, timeIsUp } from './format.ts';

const empty = { team1: 0, team2: 0, tiebreak: null };

function score(overrides: Partial<LiveScore>): LiveScore {
  // Only the fields these helpers read matter; the rest keeps the type honest.
  return {
    status: 'ongoing',
    currentSet: 0,
    start_time: null,
    end_time: null,
    match_duration: 5400,
    set_scores: { set1: empty, set2: empty, set3: empty, set4: empty, set5: empty },
    ...overrides,
  } as LiveScore;
}

describe('match timer (spec §9)', () => {
  const start = '2026-11-22T10:00:00.000Z';
  const at = (minutes: number) => Date.parse(start) + minutes * 60_000;

  it('counts from the start, and stops at the end time', () => {
    expect(elapsedSeconds(score({ start_time: start }), at(10))).toBe(600);
    expect(elapsedSeconds(score({ start_time: start, end_time: '2026-11-22T10:05:00.000Z' }), at(10))).toBe(
      300,
    );
    expect(elapsedSeconds(score({}), at(10))).toBe(0);
  });

  it('fills the bar as elapsed over duration, capped at 100%', () => {
    expect(timeFraction(2700, 5400)).toBe(0.5);
    expect(timeFraction(9000, 5400)).toBe(1);
  });

  it('the time is up only once the elapsed time exceeds the duration, for an ongoing match', () => {
    expect(timeIsUp(score({ start_time: start }), at(90))).toBe(false);
    expect(timeIsUp(score({ start_time: start }), at(90) + 1000)).toBe(true);
    expect(timeIsUp(score({ start_time: start, status: 'finished' }), at(120))).toBe(false);
  });
});

describe('set scores (spec §9)', () => {
  it('hides 0-0 sets and marks the set in play', () => {
    const sets = shownSets(
      score({
        currentSet: 1,
        set_scores: {
          set1: { team1: 7, team2: 6, tiebreak: { team1: 7, team2: 5 } },
          set2: { team1: 2, team2: 1, tiebreak: null },
          set3: empty,
          set4: empty,
          set5: empty,
        },
      }),
    );
    expect(sets.map((set) => [set.number, set.team1, set.team2, set.current])).toEqual([
      [1, 7, 6, false],
      [2, 2, 1, true],
    ]);
    expect(sets[0]?.tiebreak).toEqual({ team1: 7, team2: 5 });
  });
});
