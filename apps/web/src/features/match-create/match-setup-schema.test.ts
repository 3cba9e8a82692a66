import { describe, expect, it } from 'vitest';
import { EMPTY_SETUP, type MatchSetupInput, matchSetupSchema } from './match-setup-schema.ts';

function messages(input: MatchSetupInput): string[] {
  const result = matchSetupSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const filled: MatchSetupInput = {
  ...EMPTY_SETUP,
  team1Player1: { name: 'Ana' },
  team1Player2: { name: 'Bea' },
  team2Player1: { name: 'Carla' },
  team2Player2: { name: 'Dani' },
};

describe('the Match Setup form (spec §5)', () => {
  it('accepts four names, the defaults and no email', () => {
    expect(messages(filled)).toEqual([]);
  });

  it("requires each name with the spec's messages", () => {
    expect(messages(EMPTY_SETUP)).toEqual([
      'Player 1 is required',
      'Player 2 is required',
      'Player 1 is required',
      'Player 2 is required',
    ]);
    expect(messages({ ...filled, team1Player2: { name: '   ' } })).toEqual(['Player 2 is required']);
  });

  it('refuses names over 50 characters', () => {
    expect(messages({ ...filled, team2Player1: { name: 'x'.repeat(51) } })).toEqual([
      'Player name is too long',
    ]);
    expect(messages({ ...filled, team2Player1: { name: 'x'.repeat(50) } })).toEqual([]);
  });

  it('takes an empty email, refuses an invalid one', () => {
    expect(messages({ ...filled, email: '' })).toEqual([]);
    expect(messages({ ...filled, email: 'ana@example.com' })).toEqual([]);
    expect(messages({ ...filled, email: 'not-an-email' })).toEqual(['Invalid email']);
  });

  it('defaults to one deuce then golden point, a coin toss and first servers 1 and 1', () => {
    const parsed = matchSetupSchema.parse(filled);
    expect(parsed.settings.goldenPointMode).toBe('one_deuce_golden');
    expect(parsed.settings.serviceConfig).toEqual({ mode: 'random', team1Server: 1, team2Server: 1 });
  });
});
