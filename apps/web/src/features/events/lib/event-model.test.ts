import type { EventGame, EventRound, EventView } from '@bandeja/contract';
import { describe, expect, it } from 'vitest';
import { gamePoints, gamesOf, nextForPlayer, outcomeFor, secondsLeft, sideName } from './event-model.ts';

function game(
  court: number,
  team1: number[],
  team2: number[],
  status: EventGame['status'] = 'scheduled',
  points: [number, number] | null = null,
): EventGame {
  return {
    court_id: court,
    court_name: `Court ${court}`,
    match_id: status === 'scheduled' ? null : `m${court}-${team1.join('')}`,
    status,
    team1,
    team2,
    team1_team: null,
    team2_team: null,
    team1_points: points?.[0] ?? null,
    team2_points: points?.[1] ?? null,
    corrected: false,
  };
}

function round(
  number: number,
  status: EventRound['status'],
  games: EventGame[],
  sittingOut: number[] = [],
): EventRound {
  return {
    number,
    status,
    games,
    sitting_out: sittingOut,
    started_at: null,
    ends_at: null,
    finished_at: null,
  };
}

const NAMES = ['Ana', 'Bea', 'Carla', 'Dani', 'Eva'];

function view(overrides: {
  status: EventView['event']['status'];
  current: number;
  rounds: EventRound[];
  planned?: number;
}): EventView {
  return {
    event: {
      id: 1,
      name: 'Friday',
      club_id: 1,
      format: 'americano',
      status: overrides.status,
      points_per_game: 16,
      minutes_per_round: null,
      rounds: overrides.planned ?? overrides.rounds.length,
      current_round: overrides.current,
      mexicano_pairing: null,
      serve_change_every: 4,
      courts: [{ id: 1, name: 'Court 1' }],
      created_at: '2026-11-23T18:00:00.000Z',
      started_at: null,
      finished_at: null,
    },
    club: { id: 1, name: 'Club' },
    players: NAMES.map((name, number) => ({ number, name, level: null, has_email: false, team: null })),
    teams: [],
    rounds: overrides.rounds,
    standings: [],
    next_sitting_out: null,
    image_url: null,
    version: 1,
    now: '2026-11-23T18:00:00.000Z',
  };
}

describe("a player's next court and partner", () => {
  const r1 = (status: EventGame['status']) =>
    round(
      1,
      status === 'finished' ? 'finished' : 'playing',
      [game(1, [0, 1], [2, 3], status, status === 'finished' ? [9, 7] : null)],
      [4],
    );
  const r2 = round(2, 'pending', [game(1, [0, 4], [1, 2])], [3]);

  it('names the court, partner and opponents of the game a player is in now', () => {
    const next = nextForPlayer(view({ status: 'running', current: 1, rounds: [r1('ongoing'), r2] }), 0);
    expect(next.kind).toBe('playing');
    if (next.kind !== 'playing') return;
    expect(next.game.game.court_name).toBe('Court 1');
    expect(next.game.partners).toEqual([1]);
    expect(next.game.opponents).toEqual([2, 3]);
  });

  it('says a player sits out this round, with the next game when the schedule knows it', () => {
    const next = nextForPlayer(view({ status: 'running', current: 1, rounds: [r1('ongoing'), r2] }), 4);
    expect(next.kind).toBe('sitting-out');
    if (next.kind === 'sitting-out') expect(next.next?.partners).toEqual([0]);
  });

  it("after the player's game is over, shows the next round's game, or that they sit it out", () => {
    const evening = view({ status: 'running', current: 1, rounds: [r1('finished'), r2] });
    expect(nextForPlayer(evening, 1).kind).toBe('next');
    expect(nextForPlayer(evening, 3).kind).toBe('sits-out-next');
  });

  it('in Mexicano, before the next round is drawn, says it is drawn by the standings', () => {
    const evening = view({ status: 'running', current: 1, rounds: [r1('finished')], planned: 3 });
    expect(nextForPlayer(evening, 0).kind).toBe('drawn-later');
  });

  it('before the start shows the first game; after the end, that the event is over', () => {
    expect(nextForPlayer(view({ status: 'draft', current: 0, rounds: [r2] }), 4).kind).toBe('not-started');
    expect(nextForPlayer(view({ status: 'finished', current: 2, rounds: [r1('finished')] }), 0).kind).toBe(
      'finished',
    );
  });
});

describe('games on screen', () => {
  it('shows the live rally points while a game is played and the result once it finished', () => {
    expect(gamePoints(game(1, [0, 1], [2, 3], 'ongoing'), { team1_points: 5, team2_points: 3 })).toEqual({
      team1: 5,
      team2: 3,
    });
    expect(gamePoints(game(1, [0, 1], [2, 3], 'ongoing'), undefined)).toEqual({ team1: 0, team2: 0 });
    expect(
      gamePoints(game(1, [0, 1], [2, 3], 'finished', [10, 6]), { team1_points: 9, team2_points: 6 }),
    ).toEqual({
      team1: 10,
      team2: 6,
    });
    expect(gamePoints(game(1, [0, 1], [2, 3]), undefined)).toBeNull();
  });

  it("names a side by its players and reads a player's games and outcomes", () => {
    const evening = view({
      status: 'running',
      current: 1,
      rounds: [round(1, 'finished', [game(1, [0, 1], [2, 3], 'finished', [7, 9])])],
    });
    const first = evening.rounds[0]?.games[0];
    if (!first) throw new Error('no game');
    expect(sideName(evening, first, 'team2')).toBe('Carla & Dani');
    expect(gamesOf(evening, 2).map((entry) => entry.side)).toEqual(['team2']);
    expect(outcomeFor(first, 'team1')).toBe('lost');
    expect(outcomeFor(first, 'team2')).toBe('won');
  });

  it('counts down a timed round by the given clock, never below zero', () => {
    const timed = { ...round(1, 'playing', []), ends_at: '2026-11-23T18:15:00.000Z' };
    expect(secondsLeft(timed, Date.parse('2026-11-23T18:10:00.500Z'))).toBe(300);
    expect(secondsLeft(timed, Date.parse('2026-11-23T18:20:00.000Z'))).toBe(0);
    expect(secondsLeft(round(1, 'playing', []), 0)).toBeNull();
  });
});
