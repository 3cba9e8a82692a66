import { MESSAGES } from '@bandeja/contract/plain';
import { describe, expect, it } from 'vitest';
import {
  initialSetup,
  type MatchSetupInput,
  matchSetupSchema,
  prepareSetup,
  presetOf,
} from './match-setup-schema.ts';

/** The messages the form shows for `input` as it will be sent from a court of `sport`. */
function messages(input: MatchSetupInput, sport: 'PADEL' | 'TENNIS' = 'PADEL'): string[] {
  const result = matchSetupSchema.safeParse(prepareSetup(input, sport));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const padel = initialSetup('PADEL');
const filled: MatchSetupInput = {
  ...padel,
  team1Player1: { name: 'Ana' },
  team1Player2: { name: 'Bea' },
  team2Player1: { name: 'Carla' },
  team2Player2: { name: 'Dani' },
};

describe('the Match Setup form (docs/product.md#validation)', () => {
  it('accepts four names, the defaults and no email', () => {
    expect(messages(filled)).toEqual([]);
  });

  it("requires each name with the spec's messages", () => {
    expect(messages(padel)).toEqual([
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
});

describe('the court’s sport sets the form’s defaults', () => {
  it('padel: doubles, one deuce then golden point, best of 3 sets of 6, 90 minutes: Club match 90 min', () => {
    expect(padel.matchType).toBe('doubles');
    expect(padel.settings).toMatchObject({
      goldenPointMode: 'one_deuce_golden',
      bestOfSets: 3,
      gamesPerSet: 6,
      tiebreakAt: 6,
      superTiebreak: false,
      slotMinutes: 90,
      serviceConfig: { mode: 'random', team1Server: 1, team2Server: 1 },
    });
    expect(prepareSetup(filled, 'PADEL').presetId).toBe('club_90');
  });

  it('tennis: singles with advantage scoring, and only the two players are sent', () => {
    const tennis = initialSetup('TENNIS');
    expect(tennis.matchType).toBe('singles');
    expect(tennis.settings?.goldenPointMode).toBe('regular_deuce');
    const sent = prepareSetup(
      { ...tennis, team1Player1: { name: 'Rafa' }, team2Player1: { name: 'Roger' } },
      'TENNIS',
    );
    expect(sent).not.toHaveProperty('team1Player2');
    expect(sent).not.toHaveProperty('team2Player2');
    expect(matchSetupSchema.safeParse(sent).success).toBe(true);
  });
});

describe('formats on the form', () => {
  const settings = filled.settings ?? {};
  it('names the preset the options match, and none for a format of one’s own', () => {
    expect(
      presetOf('PADEL', {
        bestOfSets: 3,
        gamesPerSet: 4,
        tiebreakAt: 3,
        superTiebreak: false,
        slotMinutes: null,
      })?.id,
    ).toBe('short_sets');
    expect(
      presetOf('PADEL', {
        bestOfSets: 3,
        gamesPerSet: 4,
        tiebreakAt: 3,
        superTiebreak: false,
        slotMinutes: 120,
      }),
    ).toBeNull();
    expect(
      presetOf('PADEL', {
        bestOfSets: 5,
        gamesPerSet: 6,
        tiebreakAt: 6,
        superTiebreak: false,
        slotMinutes: null,
      }),
    ).toBeNull();
    expect(
      presetOf('TENNIS', {
        bestOfSets: 5,
        gamesPerSet: 6,
        tiebreakAt: 6,
        superTiebreak: false,
        slotMinutes: null,
      })?.id,
    ).toBe('best_of_5');
  });

  it('refuses a match tiebreak in a best of 1 with the contract’s message', () => {
    expect(messages({ ...filled, settings: { ...settings, bestOfSets: 1, superTiebreak: true } })).toEqual([
      MESSAGES.superTiebreakNeedsMoreSets,
    ]);
  });

  it('refuses sets to 5 games with the contract’s message', () => {
    expect(messages({ ...filled, settings: { ...settings, gamesPerSet: 5, tiebreakAt: 5 } })).toEqual([
      MESSAGES.invalidGamesPerSet,
    ]);
  });
});
