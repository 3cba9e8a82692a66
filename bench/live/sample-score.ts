import type { LiveScore } from '@bandeja/contract';

/** A LiveScore of typical size (what Bandeja broadcasts), for the bare server. */
export function sampleScore(matchId: string, version: number): LiveScore {
  const set = { team1: 0, team2: 0, tiebreak: null };
  return {
    status: 'ongoing',
    winner: null,
    finish_reason: null,
    server_defined: true,
    server: 'team1',
    currentSet: 0,
    set_scores: { set1: set, set2: set, set3: set, set4: set, set5: set },
    sets_won: { team1: 0, team2: 0 },
    current_game: {
      team1_score: version % 2 === 0 ? '40' : 'AD',
      team2_score: '40',
      server: 1,
      is_golden_point: false,
      is_tiebreak: false,
      is_super_tiebreak: false,
      team1_tiebreak_score: 0,
      team2_tiebreak_score: 0,
      current_game: 1,
      current_set: 1,
      deuce_count: 1,
    },
    last_point_score: version % 2 === 0 ? 'team2' : 'team1',
    last_point_type: 'point',
    situation: { kind: 'none', team: null },
    change_ends: false,
    version,
    match_id: matchId,
    team1_name: 'Ana & Bea',
    team2_name: 'Carla & Dora',
    match_duration: 5400,
    start_time: new Date().toISOString(),
    end_time: null,
    updated_at: new Date().toISOString(),
    court_id: 1,
    club_id: 1,
    deuce_mode: 'one_deuce_golden',
    match_type: 'doubles',
  };
}
