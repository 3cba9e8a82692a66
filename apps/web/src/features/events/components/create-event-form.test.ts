import { describe, expect, it } from 'vitest';
import { checkEventForm, playersBody } from './event-form-checks.ts';

const players = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `P${index}`, email: '', level: '' }));
const valid = {
  name: 'Friday Americano',
  format: 'americano' as const,
  courtIds: [1, 2],
  players: players(8),
  timing: 'points' as const,
  minutes: '15',
  rounds: '',
};

describe("the 'New event' form's checks (the contract's schema)", () => {
  it('lets a complete form through', () => {
    expect(checkEventForm(valid)).toEqual({});
  });

  it('asks for a name, a court and 4 to 32 players', () => {
    const errors = checkEventForm({ ...valid, name: '  ', courtIds: [], players: players(3) });
    expect(errors).toEqual({
      name: 'Event name is required',
      courts: 'Choose at least one court',
      players: 'At least 4 players',
    });
    expect(checkEventForm({ ...valid, players: players(33) }).players).toBe('At most 32 players');
  });

  it('asks Team Americano for pairs, and a timed round for 5 to 60 minutes', () => {
    expect(checkEventForm({ ...valid, format: 'team_americano', players: players(9) }).players).toBe(
      'Team Americano needs an even number of players',
    );
    expect(checkEventForm({ ...valid, timing: 'minutes', minutes: '4' }).minutes).toBe(
      'Minutes per round must be 5 to 60',
    );
    expect(checkEventForm({ ...valid, timing: 'minutes', minutes: '20' })).toEqual({});
  });

  it('takes an empty number of rounds as the default and refuses one out of range', () => {
    expect(checkEventForm({ ...valid, rounds: '0' }).rounds).toBe('Rounds must be 1 to 64');
    expect(checkEventForm({ ...valid, rounds: '7' })).toEqual({});
  });
});

describe("a Mexicano's round 1 by level", () => {
  const withLevels = (levels: string[]) =>
    levels.map((level, index) => ({ name: `P${index}`, email: '', level }));
  const mexicano = { ...valid, format: 'mexicano' as const, firstRound: 'level' as const };

  it('asks every player for a level from 0 to 10', () => {
    const levels = ['8', '7.5', '7', '6', '5', '4', '3', '2'];
    expect(checkEventForm({ ...mexicano, players: withLevels(levels) })).toEqual({});
    for (const wrong of ['', '10.5', '-1']) {
      expect(checkEventForm({ ...mexicano, players: withLevels([...levels.slice(1), wrong]) }).levels).toBe(
        'Give every player a level from 0 to 10',
      );
    }
    expect(checkEventForm({ ...mexicano, firstRound: 'random' })).toEqual({});
  });

  it('sends the levels only for a Mexicano paired by level', () => {
    const rows = [
      { name: 'Ana', email: 'ana@example.com', level: '7.5' },
      { name: 'Bea', email: '', level: '0' },
    ];
    expect(playersBody(rows, 'mexicano', 'level')).toEqual([
      { name: 'Ana', email: 'ana@example.com', level: 7.5 },
      { name: 'Bea', level: 0 },
    ]);
    expect(playersBody(rows, 'mexicano', 'random')).toEqual([
      { name: 'Ana', email: 'ana@example.com' },
      { name: 'Bea' },
    ]);
    expect(playersBody(rows, 'americano', 'level')).toEqual([
      { name: 'Ana', email: 'ana@example.com' },
      { name: 'Bea' },
    ]);
  });
});
