import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, parseRules } from './rules.ts';
import type { RulesError, RulesInput } from './types.ts';

describe('parseRules', () => {
  it('defaults: the spec settings, the toss decides the first serving team', () => {
    expect(parseRules({ coinToss: 'team1' })).toEqual({ ok: true, rules: DEFAULT_RULES });
    const parsed = parseRules({ coinToss: 'team2' });
    expect(parsed.ok && parsed.rules.firstServingTeam).toBe('team2');
  });

  it('validated fields are copied, tiebreakAt defaults to gamesPerSet', () => {
    const parsed = parseRules({
      bestOfSets: 5,
      gamesPerSet: 4,
      superTiebreak: true,
      goldenPointMode: 'star_point',
      sport: 'TENNIS',
      serviceConfig: { mode: 'custom', team1Server: 2, team2Server: 1 },
    });
    expect(parsed).toEqual({
      ok: true,
      rules: {
        bestOfSets: 5,
        gamesPerSet: 4,
        tiebreakAt: 4,
        superTiebreak: true,
        goldenPointMode: 'star_point',
        sport: 'TENNIS',
        playersPerTeam: 2,
        serviceMode: 'custom',
        firstServingTeam: null,
        team1Server: 2,
        team2Server: 1,
      },
    });
  });

  it.each<[string, RulesInput]>([
    ['team1 mode', { serviceConfig: { mode: 'team1' } }],
    ['team2 mode', { serviceConfig: { mode: 'team2' } }],
    ['fast4 (4 games, tiebreak at 3-3)', { gamesPerSet: 4, tiebreakAt: 3, serviceConfig: { mode: 'team1' } }],
    ['one-game sets', { gamesPerSet: 1, tiebreakAt: 1, serviceConfig: { mode: 'team1' } }],
    ['singles', { playersPerTeam: 1, serviceConfig: { mode: 'team2', team1Server: 1 } }],
    ['random ignores no field', { coinToss: 'team1', serviceConfig: { mode: 'random', team2Server: 2 } }],
  ])('accepts %s', (_name, input) => {
    expect(parseRules(input).ok).toBe(true);
  });

  it.each<[RulesError, unknown]>([
    ['invalid_input', null],
    ['invalid_best_of_sets', { bestOfSets: 2 }],
    ['invalid_best_of_sets', { bestOfSets: '3' }],
    ['invalid_games_per_set', { gamesPerSet: 0 }],
    ['invalid_games_per_set', { gamesPerSet: 10 }],
    ['invalid_games_per_set', { gamesPerSet: 5.5 }],
    ['invalid_tiebreak_at', { tiebreakAt: 7 }],
    ['invalid_tiebreak_at', { tiebreakAt: 4 }],
    ['invalid_tiebreak_at', { gamesPerSet: 1, tiebreakAt: 0 }],
    ['invalid_super_tiebreak', { superTiebreak: 'yes' }],
    ['invalid_golden_point_mode', { goldenPointMode: 'golden' }],
    ['invalid_sport', { sport: 'padel' }],
    ['invalid_players_per_team', { playersPerTeam: 3 }],
    ['invalid_service_config', { serviceConfig: 'team1' }],
    ['invalid_service_mode', { serviceConfig: { mode: 'home' } }],
    ['invalid_team1_server', { serviceConfig: { mode: 'team1', team1Server: 3 } }],
    ['invalid_team2_server', { serviceConfig: { mode: 'team1', team2Server: 0 } }],
    ['invalid_team1_server', { playersPerTeam: 1, serviceConfig: { mode: 'team1', team1Server: 2 } }],
    ['coin_toss_required', {}],
    ['coin_toss_required', { serviceConfig: { mode: 'random' } }],
    ['invalid_coin_toss', { coinToss: 'heads' }],
  ])('refuses with %s: %j', (error, input) => {
    // Raw input from a request body can be anything: parseRules must answer, never throw.
    expect(parseRules(input as RulesInput)).toEqual({ ok: false, error });
  });
});
