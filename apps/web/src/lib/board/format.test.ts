import type { LiveScore } from '@bandeja/contract';
import { NO_TIME_LIMIT_SECONDS } from '@bandeja/contract/plain';
import { describe, expect, it } from 'vitest';
import {
  elapsedSeconds,
  rallyFigures,
  setFigures,
  setScoresLine,
  shownSets,
  slotSecondsLeft,
  teamPlayers,
  timeFraction,
  timeIsUp,
} from './format.ts';

const empty = { team1: 0, team2: 0, tiebreak: null };

function score(overrides: Partial<LiveScore>): LiveScore {
  // Only the fields these helpers read matter; the rest keeps the type honest.
  return {
    status: 'ongoing',
    currentSet: 0,
    start_time: null,
    end_time: null,
    match_duration: 5400,
    current_game: { is_super_tiebreak: false },
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

describe('formats on the boards', () => {
  const start = '2026-11-22T10:00:00.000Z';
  const superTiebreakMatch = {
    set1: { team1: 6, team2: 4, tiebreak: null },
    set2: { team1: 3, team2: 6, tiebreak: null },
    set3: { team1: 1, team2: 0, tiebreak: { team1: 10, team2: 8 } },
    set4: empty,
    set5: empty,
  };

  it('a singles player keeps the whole name once the rules say singles, even with an &', () => {
    expect(teamPlayers('Smith & Sons', 1)).toEqual(['Smith & Sons']);
    expect(teamPlayers('Smith & Sons')).toEqual(['Smith', 'Sons']);
  });

  it('a match tiebreak in play is marked as such, and once played shows its points, not 1-0', () => {
    const inPlay = shownSets(
      score({
        currentSet: 2,
        current_game: { is_super_tiebreak: true } as LiveScore['current_game'],
        set_scores: { ...superTiebreakMatch, set3: empty },
      }),
    );
    expect(inPlay.map((set) => set.superTiebreak)).toEqual([false, false, true]);
    const played = shownSets(score({ status: 'finished', currentSet: 2, set_scores: superTiebreakMatch }));
    expect(played.map((set) => set.superTiebreak)).toEqual([false, false, true]);
    expect(played.map(setFigures).map(({ team1, team2 }) => [team1, team2])).toEqual([
      [6, 4],
      [3, 6],
      [10, 8],
    ]);
  });

  it('a set of games won in a tiebreak is not a match tiebreak, whatever its length', () => {
    const shortSet = { team1: 4, team2: 3, tiebreak: { team1: 7, team2: 4 } };
    const sets = shownSets(
      score({ status: 'finished', set_scores: { ...superTiebreakMatch, set1: shortSet }, currentSet: 0 }),
    );
    expect(sets[0]?.superTiebreak).toBe(false);
    expect(sets[0] && setFigures(sets[0])).toMatchObject({ team1: 4, team2: 3 });
  });

  it("the result line carries the mark of a retirement and a match tiebreak's points", () => {
    expect(
      setScoresLine(
        score({
          status: 'finished',
          finish_reason: 'retired',
          set_scores: { ...superTiebreakMatch, set2: { team1: 2, team2: 1, tiebreak: null }, set3: empty },
        }),
      ),
    ).toBe('6-4 / 2-1 Ret.');
    expect(
      setScoresLine(score({ status: 'finished', finish_reason: 'score', set_scores: superTiebreakMatch })),
    ).toBe('6-4 / 3-6 / 10-8');
    expect(setScoresLine(score({ status: 'finished', finish_reason: 'walkover' }))).toBe('W/O');
  });

  it('a match without a time limit never runs out of time and has no slot countdown', () => {
    const unlimited = score({ start_time: start, match_duration: NO_TIME_LIMIT_SECONDS });
    expect(timeIsUp(unlimited, Date.parse(start) + 2 * NO_TIME_LIMIT_SECONDS * 1000)).toBe(false);
    expect(slotSecondsLeft(unlimited, Date.parse(start) + 60_000)).toBeNull();
  });
});

describe('a rally game (docs/scoring-rules.md, "Rally scoring")', () => {
  const rally = {
    team1_points: 14,
    team2_points: 9,
    points_played: 23,
    target: 24,
    target_mode: 'total' as const,
    points_left: 1,
    serve_every: 4,
    serves_left: 1,
  };

  it('reads by its points, not by its sets at 0-0', () => {
    expect(rallyFigures(score({ rally }))).toEqual({ team1: 14, team2: 9 });
    expect(rallyFigures(score({}))).toBeNull();
    expect(setScoresLine(score({ rally }))).toBe('14-9');
    expect(
      setScoresLine(
        score({ status: 'finished', finish_reason: 'score', rally: { ...rally, team2_points: 10 } }),
      ),
    ).toBe('14-10');
    expect(setScoresLine(score({ status: 'finished', finish_reason: 'retired', rally }))).toBe('14-9 Ret.');
  });
});
