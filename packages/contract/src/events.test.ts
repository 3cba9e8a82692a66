import { describe, expect, it } from 'vitest';
import { describeZodError, fallbackIssueMessage } from './common.ts';
import { EVENT_SOCKET, eventCreateBodySchema, eventRoom, eventViewSchema } from './events.ts';
import { MESSAGES } from './messages.ts';

const players = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Player ${index + 1}` }));
const base = {
  name: 'Friday Americano',
  clubId: 3,
  format: 'americano',
  courtIds: [11, 12],
  players: players(8),
  pointsPerGame: 24,
};

function failure(body: unknown) {
  const result = eventCreateBodySchema.safeParse(body, { error: fallbackIssueMessage });
  if (result.success) throw new Error('expected a failure');
  return describeZodError(result.error, body);
}

describe('eventCreateBodySchema', () => {
  it('takes an Americano with players, courts and a points target', () => {
    expect(eventCreateBodySchema.parse(base)).toMatchObject({ format: 'americano', pointsPerGame: 24 });
  });

  it('takes minutes per round instead of a points target, and both together', () => {
    expect(
      eventCreateBodySchema.safeParse({ ...base, pointsPerGame: undefined, minutesPerRound: 12 }).success,
    ).toBe(true);
    expect(eventCreateBodySchema.safeParse({ ...base, minutesPerRound: 12 }).success).toBe(true);
  });

  it('takes Team Americano with or without its pairs, and Mexicano with its pairing', () => {
    const teams = [
      [0, 7],
      [1, 6],
      [2, 5],
      [3, 4],
    ];
    expect(eventCreateBodySchema.safeParse({ ...base, format: 'team_americano', teams }).success).toBe(true);
    expect(eventCreateBodySchema.safeParse({ ...base, format: 'team_americano' }).success).toBe(true);
    expect(
      eventCreateBodySchema.safeParse({ ...base, format: 'mexicano', mexicanoPairing: '1+4v2+3' }).success,
    ).toBe(true);
  });

  it.each<[string, unknown, string, string]>([
    ['too few players', { ...base, players: players(3) }, 'players', 'At least 4 players'],
    ['too many players', { ...base, players: players(33) }, 'players', 'At most 32 players'],
    ['a points target clubs do not use', { ...base, pointsPerGame: 20 }, 'pointsPerGame', ''],
    [
      'neither target nor minutes',
      { ...base, pointsPerGame: undefined },
      'pointsPerGame',
      MESSAGES.eventTargetRequired,
    ],
    ['a court twice', { ...base, courtIds: [11, 11] }, 'courtIds', MESSAGES.eventCourtTwice],
    ['no court', { ...base, courtIds: [] }, 'courtIds', 'Choose at least one court'],
    ['an unknown format', { ...base, format: 'swiss' }, 'format', ''],
    ['teams outside Team Americano', { ...base, teams: [[0, 1]] }, 'teams', MESSAGES.eventTeamsInvalid],
    [
      'teams that miss players',
      { ...base, format: 'team_americano', teams: [[0, 1]] },
      'teams',
      MESSAGES.eventTeamsInvalid,
    ],
    ['an odd Team Americano', { ...base, format: 'team_americano', players: players(7) }, 'players', ''],
    ['a pairing outside Mexicano', { ...base, mexicanoPairing: '1+3v2+4' }, 'mexicanoPairing', ''],
    ['a player without a name', { ...base, players: [{ name: ' ' }, ...players(7)] }, 'players.0.name', ''],
    [
      'a bad address',
      { ...base, players: [{ name: 'A', email: 'x' }, ...players(7)] },
      'players.0.email',
      '',
    ],
  ])('refuses %s, naming the field', (_, body, field, message) => {
    const described = failure(body);
    expect(described.field).toBe(field);
    if (message) expect(described.message).toBe(message);
  });
});

describe('event socket names and view', () => {
  it('names the room and the events', () => {
    expect(eventRoom(7)).toBe('event:7');
    expect(EVENT_SOCKET).toEqual({ join: 'joinEvent', leave: 'leaveEvent', update: 'eventUpdate' });
  });

  it('reads a draft event view', () => {
    const view = {
      event: {
        id: 1,
        name: 'Friday',
        club_id: 3,
        format: 'americano',
        status: 'draft',
        points_per_game: 24,
        minutes_per_round: null,
        rounds: 7,
        current_round: 0,
        mexicano_pairing: null,
        serve_change_every: 4,
        courts: [{ id: 11, name: 'Court 1' }],
        created_at: '2026-11-23T18:00:00.000Z',
        started_at: null,
        finished_at: null,
      },
      club: { id: 3, name: 'Club' },
      players: [{ number: 0, name: 'Ana', level: null, has_email: false, team: null }],
      teams: [],
      rounds: [],
      standings: [],
      next_sitting_out: null,
      image_url: null,
      version: 0,
      now: '2026-11-23T18:00:00.000Z',
    };
    expect(eventViewSchema.parse(view)).toEqual(view);
  });
});
