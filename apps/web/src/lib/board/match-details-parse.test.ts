import { describe, expect, it } from 'vitest';
import { parseMatchDetails } from './match-details-parse.ts';

const settings = {
  goldenPointMode: 'regular_deuce',
  bestOfSets: 3,
  gamesPerSet: 4,
  tiebreakAt: 3,
  superTiebreak: true,
  sport: 'TENNIS',
  serviceConfig: { mode: 'team1', team1Server: 1, team2Server: 1 },
  coinToss: null,
};

describe("the board's reading of a match's details", () => {
  it('a singles match is read as singles (its calls and receiver choice are singles ones), its format named', () => {
    const details = parseMatchDetails({ id: 'm1', settings: { ...settings, matchType: 'singles' } });
    expect(details.rules.playersPerTeam).toBe(1);
    expect(details.format).toBe(
      'Singles · Best of 3 sets of 4 · tiebreak at 3-3 · match tiebreak to 10 at 1 set all · Advantage at every deuce',
    );
  });

  it('a match stored before singles existed is doubles', () => {
    const details = parseMatchDetails({ id: 'm2', settings });
    expect(details.rules.playersPerTeam).toBe(2);
    expect(details.format.startsWith('Doubles · ')).toBe(true);
  });
});
