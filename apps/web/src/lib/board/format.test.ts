import type { LiveScore } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import { elapsedSeconds, shownSets, slotSecondsLeft, teamPlayers, timeFraction, timeIsUp } from './format.ts';

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

describe('match timer (docs/product.md#constants-and-timings)', () => {
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

describe('set columns', () => {
  it('shows every set up to the one in play and marks it', () => {
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

describe('set columns at a set boundary', () => {
  const twoSets = {
    set1: { team1: 6, team2: 3, tiebreak: null },
    set2: empty,
    set3: empty,
    set4: empty,
    set5: empty,
  };

  it('shows a new set at 0-0 the moment it starts', () => {
    const sets = shownSets(score({ currentSet: 1, set_scores: twoSets }));
    expect(sets.map((set) => [set.number, set.team1, set.team2, set.current])).toEqual([
      [1, 6, 3, false],
      [2, 0, 0, true],
    ]);
  });

  it('leaves out a set not begun when a finished match ran out of time', () => {
    const sets = shownSets(score({ status: 'finished', currentSet: 1, set_scores: twoSets }));
    expect(sets.map((set) => set.number)).toEqual([1]);
  });

  it('shows the first set at 0-0 before the first point', () => {
    expect(shownSets(score({})).map((set) => [set.number, set.current])).toEqual([[1, true]]);
  });
});

describe('live match helpers', () => {
  it("lists a team's players from its name, one for a singles player", () => {
    expect(teamPlayers('Ana & Bea')).toEqual(['Ana', 'Bea']);
    expect(teamPlayers('Rafa')).toEqual(['Rafa']);
  });

  it('counts the slot down from the match duration', () => {
    const start = '2026-11-22T10:00:00.000Z';
    expect(slotSecondsLeft(score({ start_time: start }), Date.parse(start) + 80 * 60_000)).toBe(600);
    expect(slotSecondsLeft(score({ start_time: start }), Date.parse(start) + 100 * 60_000)).toBe(0);
    expect(slotSecondsLeft(score({}), 0)).toBeNull();
  });
});
