/**
 * Pure questions about a state: what the next point can decide, whether the teams change ends,
 * who wins a match stopped by time. `apply` and the view both ask them, so each rule lives once.
 */
import { isUnitWon } from './game.ts';
import { isRallyMatchPoint, isRallyOver, rallyWinner } from './rally.ts';
import { setsToWin } from './rules.ts';
import { gameKind, otherTeam } from './service.ts';
import type { MatchState } from './state.ts';
import type { Rules, SituationKind, Team } from './types.ts';

/** What winning the next point completes for a team. */
export type PointOutcome = 'point' | 'game' | 'set' | 'match';

/** What winning the next point would complete for `team` (the state must be in play). In the
 * rally format a point completes the match when it ends the game (whoever leads). */
export function pointOutcome(rules: Rules, state: MatchState, team: Team): PointOutcome {
  if (rules.scoringFormat === 'rally') {
    const after =
      team === 'team1'
        ? { ...state.points, team1: state.points.team1 + 1 }
        : { ...state.points, team2: state.points.team2 + 1 };
    return isRallyOver(rules.rally, after) ? 'match' : 'point';
  }
  const kind = gameKind(rules, state);
  const other = otherTeam(team);
  if (!isUnitWon(kind, rules.goldenPointMode, state.points[team] + 1, state.points[other])) return 'point';
  if (kind === 'game') {
    const won = state.games[team] + 1;
    if (won < rules.gamesPerSet || won - state.games[other] < 2) return 'game';
  }
  return state.setsWon[team] + 1 >= setsToWin(rules) ? 'match' : 'set';
}

export interface Situation {
  kind: SituationKind;
  team: Team | null;
}

const NO_SITUATION: Situation = { kind: 'none', team: null };

function rank(kind: SituationKind): number {
  switch (kind) {
    case 'none':
      return 0;
    case 'game_point':
      return 1;
    case 'break_point':
      return 2;
    case 'set_point':
      return 3;
    case 'match_point':
      return 4;
  }
}

function situationFor(rules: Rules, state: MatchState, team: Team): SituationKind {
  const outcome = pointOutcome(rules, state, team);
  switch (outcome) {
    case 'point':
      return 'none';
    case 'game':
      return team === state.service.servingTeam ? 'game_point' : 'break_point';
    case 'set':
      return 'set_point';
    case 'match':
      return 'match_point';
  }
}

/**
 * What the next point can decide, the most important one (match > set > break > game). In a
 * tiebreak only set and match points exist. None while the match is over or play for serve is on.
 */
export function situation(rules: Rules, state: MatchState): Situation {
  if (state.status === 'finished' || !state.serverDefined) return NO_SITUATION;
  if (rules.scoringFormat === 'rally') return rallySituation(rules, state);
  const server = state.service.servingTeam;
  const forServer = situationFor(rules, state, server);
  const receiver = otherTeam(server);
  const forReceiver = situationFor(rules, state, receiver);
  if (rank(forReceiver) > rank(forServer)) return { kind: forReceiver, team: receiver };
  if (forServer === 'none') return NO_SITUATION;
  return { kind: forServer, team: server };
}

/** In a rally game only match points exist: the next point ends the game with that team ahead. */
function rallySituation(rules: Rules, state: MatchState): Situation {
  for (const team of [state.service.servingTeam, otherTeam(state.service.servingTeam)]) {
    if (isRallyMatchPoint(rules.rally, state.points, team)) return { kind: 'match_point', team };
  }
  return NO_SITUATION;
}

/**
 * Whether the teams change ends now, before the next point: after an odd game of a set (the
 * set-ending game included, so at a set's end only when its game total is odd; otherwise the change
 * comes after the first game of the next set), and every 6 points of a tiebreak.
 */
export function changeEnds(rules: Rules, state: MatchState): boolean {
  // A rally game of an Americano round is played from one end.
  if (state.status === 'finished' || rules.scoringFormat === 'rally') return false;
  switch (state.lastType) {
    case 'game':
      return (state.games.team1 + state.games.team2) % 2 === 1;
    case 'set': {
      const last = state.sets[state.sets.length - 1];
      return last !== undefined && (last.games.team1 + last.games.team2) % 2 === 1;
    }
    case 'point': {
      if (gameKind(rules, state) === 'game') return false;
      const played = state.points.team1 + state.points.team2;
      return played > 0 && played % 6 === 0;
    }
    case 'none':
    case 'match':
    case 'undo':
    case 'reset':
      return false;
  }
}

/** Winner of a match stopped before its end under these rules: `stoppedWinner`, or in the rally
 * format more points (level is a draw). */
export function stoppedWinnerUnder(rules: Rules, state: MatchState): Team | 'draw' {
  switch (rules.scoringFormat) {
    case 'sets':
      return stoppedWinner(state);
    case 'rally':
      return rallyWinner(state.points);
  }
}

/** Winner of a match stopped before its end: more sets; if level, more games in the current set;
 * if level, a draw. */
export function stoppedWinner(state: MatchState): Team | 'draw' {
  if (state.setsWon.team1 !== state.setsWon.team2) {
    return state.setsWon.team1 > state.setsWon.team2 ? 'team1' : 'team2';
  }
  if (state.games.team1 !== state.games.team2)
    return state.games.team1 > state.games.team2 ? 'team1' : 'team2';
  return 'draw';
}
