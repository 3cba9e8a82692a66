import type { MatchScoreSummary } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import { matchSlot, setChips } from './previous-match.ts';

function summary(sets: [number, number][]): MatchScoreSummary {
  const at = (index: number, team: 0 | 1) => sets[index]?.[team] ?? 0;
  return {
    team1_set1: at(0, 0),
    team1_set2: at(1, 0),
    team1_set3: at(2, 0),
    team1_set4: at(3, 0),
    team1_set5: at(4, 0),
    team2_set1: at(0, 1),
    team2_set2: at(1, 1),
    team2_set3: at(2, 1),
    team2_set4: at(3, 1),
    team2_set5: at(4, 1),
  };
}

describe('set chips of a previous match', () => {
  it('lists the sets played, in order', () => {
    expect(
      setChips(
        summary([
          [6, 4],
          [3, 6],
          [7, 6],
        ]),
      ),
    ).toEqual([
      { team1: 6, team2: 4 },
      { team1: 3, team2: 6 },
      { team1: 7, team2: 6 },
    ]);
  });

  it('stops at the first 0-0 set (spec §3: a set pair of 0-0 ends the list)', () => {
    expect(
      setChips(
        summary([
          [6, 0],
          [0, 0],
          [6, 1],
        ]),
      ),
    ).toEqual([{ team1: 6, team2: 0 }]);
  });

  it('shows no chips for a match without a score', () => {
    expect(setChips(null)).toEqual([]);
    expect(setChips(summary([]))).toEqual([]);
  });
});

describe('the 90-minute slot of a previous match', () => {
  const now = new Date(2026, 10, 22, 20, 0);

  it('runs from the start time to start time plus 90 minutes', () => {
    expect(matchSlot(new Date(2026, 10, 22, 18, 0).toISOString(), now)).toBe('18:00 - 19:30');
  });

  it('crosses midnight', () => {
    expect(matchSlot(new Date(2026, 10, 22, 23, 15).toISOString(), new Date(2026, 10, 22, 23, 30))).toBe(
      '23:15 - 00:45',
    );
  });

  it('names the day of a match played before today', () => {
    expect(matchSlot(new Date(2026, 10, 20, 9, 5).toISOString(), now)).toBe('20 Nov, 09:05 - 10:35');
  });

  it('is empty without a start time', () => {
    expect(matchSlot(null, now)).toBe('');
  });
});
