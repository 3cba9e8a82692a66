import { describe, expect, it } from 'vitest';
import { describeFormat, describeRulesError } from './labels.ts';
import { FORMAT_PRESET_IDS, FORMAT_PRESETS, presetById, presetsFor } from './presets.ts';
import { DEFAULT_RULES, defaultRules, parseRules, SET_LENGTHS } from './rules.ts';
import type { RulesError, RulesInput } from './types.ts';
import { RULES_ERRORS, SPORTS } from './types.ts';

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
        matchType: 'doubles',
        scoringFormat: 'sets',
        rally: { target: 24, targetMode: 'total', serveEvery: 4 },
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
    ['invalid_games_per_set', { gamesPerSet: 5 }],
    ['invalid_games_per_set', { gamesPerSet: 7, tiebreakAt: 7 }],
    ['invalid_tiebreak_at', { gamesPerSet: 4, tiebreakAt: 6 }],
    ['invalid_tiebreak_at', { gamesPerSet: 6, tiebreakAt: 3 }],
    ['super_tiebreak_needs_more_sets', { bestOfSets: 1, superTiebreak: true }],
    ['invalid_match_type', { matchType: 'mixed' }],
    ['match_type_conflict', { matchType: 'singles', playersPerTeam: 2 }],
    ['match_type_conflict', { matchType: 'doubles', playersPerTeam: 1 }],
    ['invalid_team2_server', { matchType: 'singles', serviceConfig: { mode: 'team1', team2Server: 2 } }],
    ['invalid_scoring_format', { scoringFormat: 'points' }],
    ['invalid_rally_settings', { scoringFormat: 'rally', rally: 24 }],
    ['invalid_rally_target', { scoringFormat: 'rally', rally: { target: 3 } }],
    ['invalid_rally_target', { scoringFormat: 'rally', rally: { target: 40 } }],
    ['invalid_rally_target', { scoringFormat: 'rally', rally: { target: 21.5 } }],
    ['invalid_rally_target_mode', { scoringFormat: 'rally', rally: { targetMode: 'first' } }],
    ['invalid_serve_every', { scoringFormat: 'rally', rally: { serveEvery: 0 } }],
    ['invalid_serve_every', { scoringFormat: 'rally', rally: { serveEvery: 11 } }],
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

describe('formats', () => {
  it.each<[string, RulesInput]>([
    ['best of 1', { bestOfSets: 1 }],
    ['best of 3', { bestOfSets: 3 }],
    ['best of 5', { bestOfSets: 5 }],
    ['short sets: 4 games, tiebreak at 3-3', { gamesPerSet: 4, tiebreakAt: 3 }],
    ['short sets: 4 games, tiebreak at 4-4', { gamesPerSet: 4, tiebreakAt: 4 }],
    ['sets of 6, tiebreak at 6-6', { gamesPerSet: 6, tiebreakAt: 6 }],
    ['pro set to 8', { bestOfSets: 1, gamesPerSet: 8, tiebreakAt: 8 }],
    ['match tiebreak in a best of 3', { bestOfSets: 3, superTiebreak: true }],
    ['match tiebreak in a best of 5', { bestOfSets: 5, superTiebreak: true }],
    ['singles by matchType', { matchType: 'singles' }],
    ['singles by playersPerTeam', { playersPerTeam: 1 }],
    ['both, agreeing', { matchType: 'singles', playersPerTeam: 1 }],
    ['rally with its defaults', { scoringFormat: 'rally' }],
    [
      'rally first to 21, serve every 2',
      { scoringFormat: 'rally', rally: { target: 21, targetMode: 'race', serveEvery: 2 } },
    ],
  ])('accepts %s', (_name, input) => {
    expect(parseRules({ coinToss: 'team1', ...input }).ok).toBe(true);
  });

  it('matchType and playersPerTeam say the same: singles is one player per team', () => {
    const singles = parseRules({ coinToss: 'team1', matchType: 'singles' });
    expect(singles.ok && [singles.rules.matchType, singles.rules.playersPerTeam]).toEqual(['singles', 1]);
    const byCount = parseRules({ coinToss: 'team1', playersPerTeam: 1 });
    expect(byCount.ok && byCount.rules.matchType).toBe('singles');
    const doubles = parseRules({ coinToss: 'team1' });
    expect(doubles.ok && [doubles.rules.matchType, doubles.rules.playersPerTeam]).toEqual(['doubles', 2]);
  });

  it('set lengths: 4 and 6 and the pro and quick sets are accepted, 5 and 7 refused', () => {
    for (let games = 0; games <= 10; games += 1) {
      const parsed = parseRules({ coinToss: 'team1', gamesPerSet: games, tiebreakAt: games });
      expect(parsed.ok, `${games} games`).toBe((SET_LENGTHS as readonly number[]).includes(games));
    }
  });

  it('rally settings default to 24 points played, the serve passing every 4 points', () => {
    const parsed = parseRules({ coinToss: 'team1', scoringFormat: 'rally' });
    expect(parsed.ok && parsed.rules.rally).toEqual({ target: 24, targetMode: 'total', serveEvery: 4 });
  });
});

describe('defaults by sport', () => {
  it("padel: today's defaults (one deuce, then golden point), the same as DEFAULT_RULES", () => {
    expect(defaultRules('PADEL')).toEqual(DEFAULT_RULES);
    expect(parseRules({ coinToss: 'team1', sport: 'PADEL' })).toEqual({ ok: true, rules: DEFAULT_RULES });
  });

  it('tennis: advantage scoring, best of 3 sets of 6 with a 7-point tiebreak at 6-6', () => {
    expect(defaultRules('TENNIS')).toMatchObject({
      sport: 'TENNIS',
      goldenPointMode: 'regular_deuce',
      bestOfSets: 3,
      gamesPerSet: 6,
      tiebreakAt: 6,
      superTiebreak: false,
      matchType: 'doubles',
    });
    const parsed = parseRules({ coinToss: 'team1', sport: 'TENNIS' });
    expect(parsed).toEqual({ ok: true, rules: defaultRules('TENNIS') });
  });

  it('a field given explicitly wins over the sport default', () => {
    const parsed = parseRules({ coinToss: 'team1', sport: 'TENNIS', goldenPointMode: 'straight_golden' });
    expect(parsed.ok && parsed.rules.goldenPointMode).toBe('straight_golden');
  });
});

describe('format presets', () => {
  it('every preset is valid for each sport it lists, with a name and a one-line explanation', () => {
    for (const preset of FORMAT_PRESETS) {
      expect(preset.name.length).toBeGreaterThan(0);
      expect(preset.description.length).toBeGreaterThan(20);
      expect(preset.description).not.toContain('\n');
      for (const sport of preset.sports) {
        const parsed = parseRules({ coinToss: 'team1', sport, ...preset.settings });
        expect(parsed.ok, `${preset.id} on ${sport}`).toBe(true);
      }
    }
  });

  it('ids are unique and listed in FORMAT_PRESET_IDS; presetById finds each and refuses others', () => {
    expect(FORMAT_PRESETS.map((preset) => preset.id)).toEqual([...FORMAT_PRESET_IDS]);
    for (const id of FORMAT_PRESET_IDS) expect(presetById(id)?.id).toBe(id);
    expect(presetById('fast5')).toBeNull();
    expect(presetById(undefined)).toBeNull();
  });

  it('the presets clubs asked for exist: Club match 90 min, Short sets, Tournament with a match tiebreak', () => {
    expect(presetById('club_90')).toMatchObject({ name: 'Club match 90 min', slotMinutes: 90 });
    expect(presetById('short_sets')?.settings).toEqual({
      bestOfSets: 3,
      gamesPerSet: 4,
      tiebreakAt: 3,
      superTiebreak: false,
    });
    expect(presetById('tournament_match_tiebreak')).toMatchObject({
      name: 'Tournament: best of 3, match tiebreak',
      settings: { bestOfSets: 3, superTiebreak: true },
    });
  });

  it('each sport offers its presets: best of 5 only on tennis courts', () => {
    for (const sport of SPORTS) expect(presetsFor(sport).length).toBeGreaterThan(5);
    expect(presetsFor('PADEL').map((preset) => preset.id)).not.toContain('best_of_5');
    expect(presetsFor('TENNIS').map((preset) => preset.id)).toContain('best_of_5');
  });
});

describe('labels of settings', () => {
  it('every rules error has a message naming the setting', () => {
    for (const error of RULES_ERRORS) expect(describeRulesError(error).length).toBeGreaterThan(10);
  });

  it.each<[RulesInput, string]>([
    [{}, 'Best of 3 sets of 6 · tiebreak at 6-6 · One deuce, then golden point'],
    [
      { sport: 'TENNIS', bestOfSets: 5, superTiebreak: true },
      'Best of 5 sets of 6 · tiebreak at 6-6 · match tiebreak to 10 at 2 sets all · Advantage at every deuce',
    ],
    [
      { bestOfSets: 1, gamesPerSet: 4, tiebreakAt: 3 },
      'One set of 4 · tiebreak at 3-3 · One deuce, then golden point',
    ],
    [{ scoringFormat: 'rally' }, 'Rally points: 24 points played · serve changes every 4 points'],
    [
      { scoringFormat: 'rally', rally: { target: 21, targetMode: 'race', serveEvery: 1 } },
      'Rally points: first to 21 points · serve changes every 1 point',
    ],
  ])('describeFormat(%j) = %s', (input, expected) => {
    const parsed = parseRules({ coinToss: 'team1', ...input });
    expect(parsed.ok && describeFormat(parsed.rules)).toBe(expected);
  });
});
