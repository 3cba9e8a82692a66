// @vitest-environment jsdom
import type { LiveScore } from '@bandeja/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-render.tsx';
import { Banners } from './banners.tsx';

afterEach(cleanup);

const set = { team1: 0, team2: 0, tiebreak: null };

/** A live score at the deciding point of the first game, third deuce, in star point mode. */
function starPoint(overrides: Partial<LiveScore> = {}): LiveScore {
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
      team1_score: '40',
      team2_score: '40',
      server: 1,
      is_golden_point: true,
      is_tiebreak: false,
      is_super_tiebreak: false,
      team1_tiebreak_score: 0,
      team2_tiebreak_score: 0,
      current_game: 1,
      current_set: 1,
      deuce_count: 3,
    },
    last_point_score: 'team2',
    last_point_type: 'point',
    situation: { kind: 'break_point', team: 'team2' },
    change_ends: false,
    version: 10,
    match_id: 'm1',
    team1_name: 'Ana & Bea',
    team2_name: 'Carlos & Dani',
    match_duration: 5400,
    start_time: '2026-11-23T10:00:00.000Z',
    end_time: null,
    updated_at: '2026-11-23T10:05:00.000Z',
    court_id: 1,
    club_id: 1,
    deuce_mode: 'star_point',
    match_type: 'doubles',
    ...overrides,
  };
}

describe('the deciding point banner (docs/broadcast.md)', () => {
  it('names the star point, its deuce count and the receivers rule', () => {
    renderWithProviders(<Banners score={starPoint()} />);
    const banner = screen.getByTestId('banner-star-point');
    expect(banner.textContent).toContain('Star point');
    expect(screen.getByTestId('banner-deuce-count').textContent).toContain('Deuce 3 of 3');
    expect(screen.getByTestId('banner-receivers').textContent).toContain(
      'Receivers choose side — no switching',
    );
    expect(screen.queryByTestId('banner-mixed')).toBeNull();
  });

  it('says in mixed doubles that the receiver is of the server gender', () => {
    renderWithProviders(<Banners score={starPoint()} mixed />);
    expect(screen.getByTestId('banner-mixed').textContent).toContain('Receiver: same gender as the server');
  });

  it('gives a straight golden point no deuce count, and singles no gender line', () => {
    const golden = starPoint({
      deuce_mode: 'straight_golden',
      match_type: 'singles',
      team1_name: 'Ana',
      team2_name: 'Carlos',
      current_game: { ...starPoint().current_game, deuce_count: 1 },
    });
    renderWithProviders(<Banners score={golden} playersPerTeam={1} mixed />);
    expect(screen.getByTestId('banner-golden-point').textContent).toContain('Golden point');
    expect(screen.queryByTestId('banner-deuce-count')).toBeNull();
    expect(screen.queryByTestId('banner-mixed')).toBeNull();
    expect(screen.getByTestId('banner-receivers').textContent).toContain('The receiver chooses the side');
  });
});
