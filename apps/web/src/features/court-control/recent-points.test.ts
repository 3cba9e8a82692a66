import type { LiveScore } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import { nextRecentPoints, type RecentPoints, scoreLine } from './recent-points.ts';

type Point = LiveScore['current_game']['team1_score'];

const set = (team1: number, team2: number) => ({ team1, team2, tiebreak: null });

function score(
  version: number,
  points: [Point, Point],
  games: [number, number],
  last: Pick<LiveScore, 'last_point_score' | 'last_point_type'>,
): LiveScore {
  return {
    status: 'ongoing',
    winner: null,
    finish_reason: null,
    server_defined: true,
    server: 'team1',
    currentSet: 0,
    set_scores: { set1: set(...games), set2: set(0, 0), set3: set(0, 0), set4: set(0, 0), set5: set(0, 0) },
    sets_won: { team1: 0, team2: 0 },
    current_game: {
      team1_score: points[0],
      team2_score: points[1],
      server: 1,
      is_golden_point: false,
      is_tiebreak: false,
      is_super_tiebreak: false,
      team1_tiebreak_score: 0,
      team2_tiebreak_score: 0,
      current_game: games[0] + games[1] + 1,
      current_set: 1,
      deuce_count: 0,
    },
    ...last,
    situation: { kind: 'none', team: null },
    change_ends: false,
    version,
    match_id: 'm1',
    team1_name: 'Ana & Bea',
    team2_name: 'Carla & Dani',
    match_duration: 5400,
    start_time: null,
    end_time: null,
    updated_at: '2026-11-23T10:00:00.000Z',
    court_id: 1,
    club_id: 1,
    deuce_mode: 'regular_deuce',
    match_type: 'doubles',
  };
}

const empty: RecentPoints = { events: [], gap: false };
const start = score(0, ['0', '0'], [0, 0], { last_point_score: 'none', last_point_type: 'none' });
const fifteen = score(1, ['15', '0'], [0, 0], { last_point_score: 'team1', last_point_type: 'point' });
const all = score(2, ['15', '15'], [0, 0], { last_point_score: 'team2', last_point_type: 'point' });

describe('the last points of the control screen', () => {
  it('adds each point with its winner and the score it was played at', () => {
    const list = nextRecentPoints(nextRecentPoints(empty, start, fifteen), fifteen, all);
    expect(list.events.map((event) => [event.kind, event.team, event.at])).toEqual([
      ['point', 'team1', '0-0 · 0-0'],
      ['point', 'team2', '15-0 · 0-0'],
    ]);
    expect(list.gap).toBe(false);
  });

  it('takes the latest off on an undo', () => {
    const list = nextRecentPoints(nextRecentPoints(empty, start, fifteen), fifteen, all);
    const undone = score(3, ['15', '0'], [0, 0], { last_point_score: 'none', last_point_type: 'undo' });
    expect(nextRecentPoints(list, all, undone).events.map((event) => event.team)).toEqual(['team1']);
  });

  it('lists a reset, at the score it wiped', () => {
    const reset = score(3, ['0', '0'], [0, 0], { last_point_score: 'none', last_point_type: 'reset' });
    const list = nextRecentPoints(nextRecentPoints(empty, start, fifteen), fifteen, all);
    const withReset = nextRecentPoints(list, all, reset);
    expect(withReset.events.at(-1)).toMatchObject({ kind: 'reset', team: null, at: '15-15 · 0-0' });
  });

  it('starts over, saying so, when versions were missed', () => {
    const later = score(5, ['30', '15'], [0, 0], { last_point_score: 'team1', last_point_type: 'point' });
    expect(nextRecentPoints({ events: [], gap: false }, fifteen, later)).toEqual({ events: [], gap: true });
  });

  it('ignores a score it already has', () => {
    const list = nextRecentPoints(empty, start, fifteen);
    expect(nextRecentPoints(list, fifteen, fifteen)).toBe(list);
  });

  it('writes a tiebreak in its points', () => {
    const tiebreak = score(9, ['0', '0'], [6, 6], { last_point_score: 'team1', last_point_type: 'point' });
    tiebreak.current_game = {
      ...tiebreak.current_game,
      is_tiebreak: true,
      team1_tiebreak_score: 3,
      team2_tiebreak_score: 2,
    };
    expect(scoreLine(tiebreak)).toBe('3-2 · 6-6');
  });
});
