import { describe, expect, it } from 'vitest';
import { CHECK_TEXTS, type CheckKey, checkOf, fillCheckText, readCheckText } from './check-texts.ts';
import * as contract from './index.ts';
import { messageKeyOf } from './messages.ts';
import { fallbackMessages, messagesOfSchemas } from './schema-messages.ts';

/**
 * The messages of superRefine's `addIssue`, which no walk of a schema finds: each is a text of
 * MESSAGES or of CHECK_TEXTS, or (these two) the same text as a schema's own check.
 */
function refineMessages(): string[] {
  const singles = contract.bookingBodySchema.safeParse({
    external_ref: 'b-1',
    court_id: 1,
    starts_at: '2026-01-01T10:00:00Z',
    slot_minutes: 90,
    match_type: 'singles',
    team1: ['Ana', 'Bea'],
  });
  const player2 = contract.matchCreateBodySchema.safeParse({
    team1Player1: { name: 'Ana' },
    team1Player2: { name: 'Bea' },
    team2Player1: { name: 'Cris' },
    courtId: 1,
  });
  return [singles, player2].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
}

const SCHEMA_MESSAGES = [...messagesOfSchemas(Object.values(contract))];

describe("the contract's check messages", () => {
  it('are found in the schemas: written messages, refinements and enums', () => {
    expect(SCHEMA_MESSAGES).toEqual(
      expect.arrayContaining([
        'Password must be at least 8 characters',
        'Role must be one of super_admin, club_admin, court_user',
        'Id must be positive',
        'Time zone must be an IANA time zone, e.g. Europe/Madrid',
      ]),
    );
    expect(refineMessages()).toEqual(['A singles team has one player', 'Player 2 is required']);
  });

  it('each read as a text of MESSAGES or one of CHECK_TEXTS, whoever makes them', () => {
    const all = [...SCHEMA_MESSAGES, ...refineMessages(), ...fallbackMessages()];
    const unread = all.filter((message) => messageKeyOf(message) === null && readCheckText(message) === null);
    expect(unread).toEqual([]);
  });

  it('are read back into the template and the values they were made from', () => {
    expect(readCheckText('Password must be at least 8 characters')).toEqual({
      key: 'minCharacters',
      values: { field: 'Password', min: '8' },
    });
    expect(readCheckText('Slot length must be 15 to 240 minutes')).toEqual({
      key: 'minutesRange',
      values: { field: 'Slot length', min: '15', max: '240' },
    });
    expect(readCheckText('Sport type must be one of PADEL, TENNIS')?.key).toBe('oneOf');
    expect(readCheckText('Team must be team1 or team2')?.key).toBe('eitherOr');
    expect(readCheckText('all must be true or false')?.key).toBe('notBoolean');
    expect(readCheckText('Limit must be 1 to 500')?.key).toBe('range');
    expect(readCheckText('Id must be a number')?.key).toBe('notNumber');
    expect(readCheckText('Match not found')).toBeNull();
  });

  it('fill back to the same text', () => {
    for (const message of [...SCHEMA_MESSAGES, ...fallbackMessages()]) {
      const read = readCheckText(message);
      if (read) expect(fillCheckText(read.key, read.values)).toBe(message);
    }
  });

  it('are each read as their own template, so every key is reachable', () => {
    const keys = Object.keys(CHECK_TEXTS) as CheckKey[];
    const samples: Record<string, string | number> = {
      field: 'Name',
      min: 1,
      max: 9,
      values: 'a, b',
      first: 'a',
      second: 'b',
      value: 'a',
      fields: 'x',
    };
    const misread = keys.filter((key) => readCheckText(fillCheckText(key, samples))?.key !== key);
    expect(misread).toEqual([]);
  });
});

describe('a check in a validation answer', () => {
  it('carries its template and values, the limits as numbers', () => {
    expect(checkOf('Password must be at least 8 characters')).toEqual({
      check: 'minCharacters',
      params: { field: 'Password', min: 8 },
    });
    expect(checkOf('Player 1 is required')).toEqual({ check: 'required', params: { field: 'Player 1' } });
  });

  it('carries none for a text of MESSAGES, which its code says', () => {
    expect(checkOf('Match type must be singles or doubles')).toBeNull();
    expect(checkOf('Invalid email')).toBeNull();
  });

  it('comes with the first issue of a failed parse', () => {
    const result = contract.userCreateBodySchema.safeParse(
      { name: 'Ana', username: 'ana', password: 'short', role: 'club_admin', clubId: 1 },
      { error: contract.fallbackIssueMessage },
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(contract.describeZodError(result.error, {})).toEqual({
      message: 'Password must be at least 8 characters',
      field: 'password',
      reason: 'too_short',
      check: 'minCharacters',
      params: { field: 'Password', min: 8 },
    });
  });
});
