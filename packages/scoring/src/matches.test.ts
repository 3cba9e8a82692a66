/**
 * Whole matches replayed point by point in the two formats the engine is checked against:
 * singles with advantage scoring and a tiebreak to 7 at 6-6 in every set (best of 3 and 5), and
 * doubles with a golden point at every deuce and a match tiebreak to 10 instead of the third set.
 *
 * Each record gives the set scores and the order of games of a match; the points of each game are
 * generated (with deuces, advantages and golden points), and the serving team is checked at every
 * game and at every tiebreak point against an independent statement of the rule: service alternates
 * every game across the whole match, a tiebreak counting as one game, and within a tiebreak the
 * first point is served by the team in turn, then two points each.
 */
import { describe, expect, it } from 'vitest';
import { apply } from './engine.ts';
import type { MatchState } from './state.ts';
import { initialState } from './state.ts';
import { rulesOf } from './test-utils.ts';
import type { DeuceMode, MatchEvent, RulesInput, Team } from './types.ts';
import type { ScoreView } from './view.ts';
import { scoreView } from './view.ts';

interface SetRecordLine {
  /** Winner of each game in order: '1' team 1, '2' team 2. */
  games: string;
  /** Winner of each tiebreak point, when the set has a tiebreak (or is a super tiebreak). */
  tiebreak?: string;
  /** Expected 'a-b' or 'a-b(x-y)'. */
  score: string;
}

interface MatchRecord {
  name: string;
  rules: RulesInput;
  firstServer: Team;
  sets: SetRecordLine[];
  winner: Team;
}

/** Point patterns of a game, W the game's winner and L its loser, varied game by game. */
const PATTERNS: Record<DeuceMode, readonly string[]> = {
  regular_deuce: ['WWWW', 'WLWWW', 'WLWLWW', 'WWWLLLWLWW', 'LLLWWWWW', 'WLLWWW', 'WWWLLLWLWLWW'],
  straight_golden: ['WWWW', 'WLWLWW', 'WWWLLLW', 'LLLWWWW', 'WLWWW', 'LWLWLWW'],
  one_deuce_golden: ['WWWW', 'WWWLLLWLW'],
  star_point: ['WWWW', 'WWWLLLWLWLW'],
};

function other(team: Team): Team {
  return team === 'team1' ? 'team2' : 'team1';
}

function teamOf(char: string): Team {
  if (char === '1') return 'team1';
  if (char === '2') return 'team2';
  throw new Error(`bad record character ${char}`);
}

interface Replayed {
  view: ScoreView;
  /** Serving team found at the first point of every game, and expected. */
  servedGames: { found: Team | null; expected: Team }[];
  /** Serving team found at every tiebreak point, and expected. */
  servedTiebreakPoints: { found: Team | null; expected: Team }[];
}

function replayRecord(record: MatchRecord): Replayed {
  const rules = rulesOf(record.rules);
  let state: MatchState = initialState(rules);
  let at = 0;
  let gameIndex = 0;
  const servedGames: Replayed['servedGames'] = [];
  const servedTiebreakPoints: Replayed['servedTiebreakPoints'] = [];
  const patterns = PATTERNS[rules.goldenPointMode];
  const point = (team: Team): void => {
    at += 25_000;
    const event: MatchEvent = { kind: 'point', team, at };
    const result = apply(rules, state, event);
    if (!result.ok) throw new Error(`${record.name}: point refused (${result.code})`);
    state = result.state;
  };
  const inTurn = (): Team => (gameIndex % 2 === 0 ? record.firstServer : other(record.firstServer));

  for (const set of record.sets) {
    for (const char of set.games) {
      const winner = teamOf(char);
      servedGames.push({ found: scoreView(rules, state).server, expected: inTurn() });
      const pattern = patterns[gameIndex % patterns.length] ?? 'WWWW';
      for (const step of pattern) point(step === 'W' ? winner : other(winner));
      gameIndex += 1;
    }
    if (set.tiebreak !== undefined) {
      const first = inTurn();
      servedGames.push({ found: scoreView(rules, state).server, expected: first });
      [...set.tiebreak].forEach((char, index) => {
        const expected = Math.floor((index + 1) / 2) % 2 === 0 ? first : other(first);
        servedTiebreakPoints.push({ found: scoreView(rules, state).server, expected });
        point(teamOf(char));
      });
      gameIndex += 1;
    }
  }
  return { view: scoreView(rules, state), servedGames, servedTiebreakPoints };
}

function setScores(view: ScoreView): string[] {
  return [
    view.set_scores.set1,
    view.set_scores.set2,
    view.set_scores.set3,
    view.set_scores.set4,
    view.set_scores.set5,
  ]
    .filter((set) => set.team1 + set.team2 > 0)
    .map(
      (set) =>
        `${set.team1}-${set.team2}${set.tiebreak ? `(${set.tiebreak.team1}-${set.tiebreak.team2})` : ''}`,
    );
}

const SINGLES_BO5: RulesInput = {
  sport: 'TENNIS',
  playersPerTeam: 1,
  bestOfSets: 5,
  goldenPointMode: 'regular_deuce',
  serviceConfig: { mode: 'team2' },
};
const SINGLES_BO3: RulesInput = { ...SINGLES_BO5, bestOfSets: 3, serviceConfig: { mode: 'team1' } };
const DOUBLES_MATCH_TIEBREAK: RulesInput = {
  sport: 'TENNIS',
  bestOfSets: 3,
  goldenPointMode: 'straight_golden',
  superTiebreak: true,
  serviceConfig: { mode: 'team1', team1Server: 2, team2Server: 1 },
};

const records: MatchRecord[] = [
  {
    // Set scores of the 2023 Wimbledon men's final (team 1 Alcaraz, team 2 Djokovic serving first).
    name: 'singles best of 5, advantage scoring, tiebreak at 6-6: 1-6 7-6(8-6) 6-1 3-6 6-4',
    rules: SINGLES_BO5,
    firstServer: 'team2',
    sets: [
      { games: '2221222', score: '1-6' },
      { games: '121212121212', tiebreak: '12121212121211', score: '7-6(8-6)' },
      { games: '1112111', score: '6-1' },
      { games: '212121222', score: '3-6' },
      { games: '1212121211', score: '6-4' },
    ],
    winner: 'team1',
  },
  {
    // Set scores of the 2012 US Open men's final (team 1 Murray serving first, team 2 Djokovic).
    name: 'singles best of 5, a 12-10 tiebreak: 7-6(12-10) 7-5 2-6 3-6 6-2',
    rules: { ...SINGLES_BO5, serviceConfig: { mode: 'team1' } },
    firstServer: 'team1',
    sets: [
      { games: '112212212112', tiebreak: '1221122112211221122111', score: '7-6(12-10)' },
      { games: '121212121211', score: '7-5' },
      { games: '21222122', score: '2-6' },
      { games: '122121222', score: '3-6' },
      { games: '11211211', score: '6-2' },
    ],
    winner: 'team1',
  },
  {
    name: 'singles best of 3, three tiebreaks: 7-6(7-5) 6-7(4-7) 7-6(10-8)',
    rules: SINGLES_BO3,
    firstServer: 'team1',
    sets: [
      { games: '122112212112', tiebreak: '121212121211', score: '7-6(7-5)' },
      { games: '212112211221', tiebreak: '22112121222', score: '6-7(4-7)' },
      { games: '121221121221', tiebreak: '121212121212121211', score: '7-6(10-8)' },
    ],
    winner: 'team1',
  },
  {
    name: 'singles best of 3, straight sets without a tiebreak: 6-4 7-5',
    rules: { ...SINGLES_BO3, serviceConfig: { mode: 'team2' } },
    firstServer: 'team2',
    sets: [
      { games: '2121212111', score: '6-4' },
      { games: '121212121211', score: '7-5' },
    ],
    winner: 'team1',
  },
  {
    name: 'doubles, golden point at every deuce, match tiebreak: 6-4 3-6 [10-8]',
    rules: DOUBLES_MATCH_TIEBREAK,
    firstServer: 'team1',
    sets: [
      { games: '1212121211', score: '6-4' },
      { games: '212122212', score: '3-6' },
      { games: '', tiebreak: '121212121212121211', score: '1-0(10-8)' },
    ],
    winner: 'team1',
  },
  {
    name: 'doubles, golden point, a set tiebreak then a match tiebreak won 12-10 by team 2: 7-6(7-3) 4-6 [10-12]',
    rules: { ...DOUBLES_MATCH_TIEBREAK, serviceConfig: { mode: 'team2' } },
    firstServer: 'team2',
    sets: [
      { games: '211221121221', tiebreak: '1121211211', score: '7-6(7-3)' },
      { games: '1221212122', score: '4-6' },
      { games: '', tiebreak: '2121212121212121211222', score: '0-1(10-12)' },
    ],
    winner: 'team2',
  },
  {
    name: 'doubles, golden point, straight sets: 6-2 6-3',
    rules: DOUBLES_MATCH_TIEBREAK,
    firstServer: 'team1',
    sets: [
      { games: '11211211', score: '6-2' },
      { games: '121121121', score: '6-3' },
    ],
    winner: 'team1',
  },
];

describe('real-style match records replayed point by point', () => {
  it.each(records)('$name', (record) => {
    const { view, servedGames, servedTiebreakPoints } = replayRecord(record);
    expect(servedGames.map((game) => game.found)).toEqual(servedGames.map((game) => game.expected));
    expect(servedTiebreakPoints.map((p) => p.found)).toEqual(servedTiebreakPoints.map((p) => p.expected));
    expect(setScores(view)).toEqual(record.sets.map((set) => set.score));
    expect(view).toMatchObject({ status: 'finished', winner: record.winner, finish_reason: 'score' });
    const setsWon = record.sets.filter((set) => {
      const [a = 0, b = 0] = set.score.split('(')[0]?.split('-').map(Number) ?? [];
      return a > b;
    }).length;
    expect(view.sets_won).toEqual({ team1: setsWon, team2: record.sets.length - setsWon });
  });
});
