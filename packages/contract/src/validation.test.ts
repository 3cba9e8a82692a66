import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  assignCourtBodySchema,
  buttonCreateBodySchema,
  buttonUpdateBodySchema,
  clubBodySchema,
  courtCreateBodySchema,
  courtUpdateBodySchema,
  fallbackIssueMessage,
  formatZodError,
  idParamsSchema,
  loginBodySchema,
  matchCreateBodySchema,
  matchListQuerySchema,
  matchUpdateBodySchema,
  serialIdSchema,
  serialIdTextSchema,
  userCreateBodySchema,
} from './index.ts';

/** What the server answers for `data`: the first issue's message, as the route validator words it. */
function messageOf(schema: z.ZodType, data: unknown): string | null {
  const result = schema.safeParse(data, { error: fallbackIssueMessage });
  return result.success ? null : formatZodError(result.error);
}

const player = (name: string) => ({ name });
const matchBody = {
  team1Player1: player('Ana'),
  team1Player2: player('Bea'),
  team2Player1: player('Cris'),
  team2Player2: player('Dani'),
  courtId: 1,
};
const courtBody = {
  name: 'Court 1',
  club_id: 1,
  court_user: { username: 'court-1', password: 'password123', name: 'Screen' },
};
const userBody = { name: 'Ana', username: 'ana', password: 'password123', role: 'club_admin', clubId: 1 };

describe('ids in JSON bodies', () => {
  it('takes a positive whole JSON number', () => {
    expect(serialIdSchema.parse(3)).toBe(3);
    expect(matchCreateBodySchema.parse(matchBody).courtId).toBe(1);
  });

  it.each([
    [true, 'Id must be a number'],
    [false, 'Id must be a number'],
    [[1], 'Id must be a number'],
    [{}, 'Id must be a number'],
    ['3', 'Id must be a number'],
    ['0x10', 'Id must be a number'],
    ['', 'Id must be a number'],
    [1.5, 'Id must be a whole number'],
    [0, 'Id must be positive'],
    [-2, 'Id must be positive'],
    [2_147_483_648, 'Id is too large'],
    [1e20, 'Id is too large'],
  ])('refuses %j: %s', (courtId, message) => {
    expect(messageOf(matchCreateBodySchema, { ...matchBody, courtId })).toBe(message);
  });

  it('names the field when the id is missing', () => {
    expect(messageOf(matchCreateBodySchema, { ...matchBody, courtId: undefined })).toBe(
      'courtId is required',
    );
    expect(messageOf(matchCreateBodySchema, { ...matchBody, courtId: null })).toBe('courtId is required');
  });

  it('holds for every body that carries an id', () => {
    expect(messageOf(buttonCreateBodySchema, { name: 'B', label: 'L', court_id: true })).toBe(
      'Id must be a number',
    );
    expect(messageOf(buttonUpdateBodySchema, { court_id: [1] })).toBe('Id must be a number');
    expect(messageOf(courtCreateBodySchema, { ...courtBody, club_id: '1' })).toBe('Id must be a number');
    expect(messageOf(courtUpdateBodySchema, { club_id: true })).toBe('Id must be a number');
    expect(messageOf(userCreateBodySchema, { ...userBody, clubId: true })).toBe('Id must be a number');
    expect(messageOf(assignCourtBodySchema, { courtId: [2] })).toBe('Id must be a number');
    expect(messageOf(matchUpdateBodySchema, { court_id: '0x2' })).toBe('Id must be a number');
    expect(assignCourtBodySchema.parse({ courtId: null })).toEqual({ courtId: null });
  });
});

describe('ids as text (paths, query strings)', () => {
  it('takes decimal digits', () => {
    expect(serialIdTextSchema.parse('42')).toBe(42);
    expect(idParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(matchListQuerySchema.parse({ court_id: '3' }).court_id).toBe(3);
  });

  it.each([
    ['abc', 'Id must be a number'],
    ['0x10', 'Id must be a number'],
    ['1e3', 'Id must be a number'],
    ['', 'Id must be a number'],
    ['1.5', 'Id must be a whole number'],
    ['0', 'Id must be positive'],
    ['-1', 'Id must be positive'],
    ['2147483648', 'Id is too large'],
    ['99999999999999999999', 'Id is too large'],
  ])('refuses %j: %s', (id, message) => {
    expect(messageOf(idParamsSchema, { id })).toBe(message);
  });

  it('says a huge limit is out of range, not that it is not whole', () => {
    expect(messageOf(matchListQuerySchema, { limit: '99999999999999999999' })).toBe('Limit must be 1 to 500');
    expect(messageOf(matchListQuerySchema, { limit: '2.5' })).toBe('Limit must be a whole number');
  });
});

describe('each check has its own message', () => {
  const cases = [
    [loginBodySchema, { username: 'ana', password: 'x'.repeat(2000) }, 'Password is too long'],
    [loginBodySchema, { username: 'x'.repeat(300), password: 'x' }, 'Username is too long'],
    [loginBodySchema, { password: 'x' }, 'Username is required'],
    [loginBodySchema, { username: 'ana', password: '' }, 'Password is required'],
    [courtCreateBodySchema, { ...courtBody, name: 'x'.repeat(120) }, 'Court name is too long'],
    [courtCreateBodySchema, { ...courtBody, name: undefined }, 'Court name is required'],
    [
      courtCreateBodySchema,
      { ...courtBody, court_user: { ...courtBody.court_user, name: 'x'.repeat(120) } },
      'Name is too long',
    ],
    [
      courtCreateBodySchema,
      { ...courtBody, court_user: { ...courtBody.court_user, email: `${'a'.repeat(250)}@example.com` } },
      'Email is too long',
    ],
    [courtCreateBodySchema, { ...courtBody, court_user: undefined }, 'Court user is required'],
    [
      courtCreateBodySchema,
      { ...courtBody, sport_type: 'SQUASH' },
      'Sport type must be one of PADEL, TENNIS',
    ],
    [courtCreateBodySchema, { ...courtBody, sport_type: null }, 'Sport type is required'],
    [courtUpdateBodySchema, { name: 'x'.repeat(120) }, 'Court name is too long'],
    [courtUpdateBodySchema, { sport_type: 'SQUASH' }, 'Sport type must be one of PADEL, TENNIS'],
    [matchCreateBodySchema, { ...matchBody, email: `${'a'.repeat(250)}@example.com` }, 'Email is too long'],
    [matchCreateBodySchema, { ...matchBody, email: 'nope' }, 'Invalid email'],
    [
      buttonCreateBodySchema,
      { name: 'B', label: 'L', action: 'BOOM', court_id: 1 },
      'Action must be one of TEAM1_SCORE, TEAM2_SCORE, UNDO, RESET',
    ],
    [
      buttonUpdateBodySchema,
      { action: 'BOOM' },
      'Action must be one of TEAM1_SCORE, TEAM2_SCORE, UNDO, RESET',
    ],
    [buttonUpdateBodySchema, { action: null }, 'Action is required'],
    [
      userCreateBodySchema,
      { ...userBody, role: 'SUPER_ADMIN' },
      'Role must be one of super_admin, club_admin, court_user',
    ],
    [userCreateBodySchema, { ...userBody, role: undefined }, 'Role is required'],
    [userCreateBodySchema, { ...userBody, name: 'x'.repeat(101) }, 'Name is too long'],
    [userCreateBodySchema, { ...userBody, email: `${'a'.repeat(250)}@example.com` }, 'Email is too long'],
    [
      clubBodySchema,
      { name: 'Club', email: `${'a'.repeat(250)}@example.com`, phone: '1', address: 'A' },
      'Email is too long',
    ],
  ] as const;
  it.each(cases.map(([schema, data, message]) => [message, schema, data] as const))(
    '%s',
    (message, schema, data) => {
      expect(messageOf(schema, data)).toBe(message);
    },
  );
});

describe('generic messages read as sentences', () => {
  it('calls a fraction where a whole number goes a whole number', () => {
    expect(messageOf(matchCreateBodySchema, { ...matchBody, settings: { gamesPerSet: 2.5 } })).toBe(
      'settings.gamesPerSet must be a whole number',
    );
  });

  it('gives the bounds of a number', () => {
    expect(messageOf(matchCreateBodySchema, { ...matchBody, settings: { matchDuration: 10 } })).toBe(
      'settings.matchDuration must be at least 60',
    );
    expect(messageOf(matchCreateBodySchema, { ...matchBody, settings: { matchDuration: 100_000 } })).toBe(
      'settings.matchDuration must be at most 86400',
    );
  });

  it('names the expected type plainly', () => {
    expect(messageOf(matchCreateBodySchema, { ...matchBody, settings: { superTiebreak: 'yes' } })).toBe(
      'settings.superTiebreak must be true or false',
    );
    expect(messageOf(matchCreateBodySchema, { ...matchBody, settings: [] })).toBe(
      'settings must be an object',
    );
  });
});
