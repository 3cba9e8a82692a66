/**
 * Service order (docs/scoring-rules.md#service-order). Service games alternate between the teams and, within a team, between
 * its two players: with team 1 first and both first servers 1 the order is 1, 3, 2, 4, 1, 3, …
 * A tiebreak is served by the player in turn for its first point, then two points each in the same
 * rotation; for the rotation it counts as one service game of that player, so the next set is opened
 * by the team that received the tiebreak's first point.
 */
import type { MatchState, ServiceState } from './state.ts';
import type { GameKind, PlayerNumber, Rules, Team, TeamServer } from './types.ts';

export interface Server {
  team: Team;
  player: PlayerNumber;
}

export function otherTeam(team: Team): Team {
  switch (team) {
    case 'team1':
      return 'team2';
    case 'team2':
      return 'team1';
  }
}

/**
 * The players of a match by number: 1 and 2 (team 1), 3 and 4 (team 2). In singles each team's only
 * player is its player 1, so the players are 1 and 3 and per-player figures keep the same keys.
 */
export function matchPlayers(rules: Rules): PlayerNumber[] {
  switch (rules.matchType) {
    case 'singles':
      return [1, 3];
    case 'doubles':
      return [1, 2, 3, 4];
  }
}

/** 1 = team1 player1, 2 = team1 player2, 3 = team2 player1, 4 = team2 player2. */
export function playerNumber(team: Team, server: TeamServer): PlayerNumber {
  switch (team) {
    case 'team1':
      return server;
    case 'team2':
      return server === 1 ? 3 : 4;
  }
}

/** The team of a player number. */
export function teamOfPlayer(player: PlayerNumber): Team {
  return player <= 2 ? 'team1' : 'team2';
}

/** The other player of a team (in singles, the team's only player). */
export function partnerServer(rules: Rules, server: TeamServer): TeamServer {
  if (rules.playersPerTeam === 1) return 1;
  return server === 1 ? 2 : 1;
}

/** Service after a game or tiebreak served (first) by `service.servingTeam`. */
export function rotateService(rules: Rules, service: ServiceState): ServiceState {
  const team = service.servingTeam;
  const served = service.nextServer[team];
  return {
    servingTeam: otherTeam(team),
    nextServer:
      team === 'team1'
        ? { team1: partnerServer(rules, served), team2: service.nextServer.team2 }
        : { team1: service.nextServer.team1, team2: partnerServer(rules, served) },
  };
}

/**
 * The player serving the point after `pointsPlayed` points of the unit in play. In a tiebreak the
 * rotation step is 0 for the first point, then advances every two points: 0, 1, 1, 2, 2, 3, 3, 0, …
 * Steps 0 and 2 are the first team's players in turn, 1 and 3 the other team's.
 */
export function pointServer(
  rules: Rules,
  service: ServiceState,
  kind: GameKind,
  pointsPlayed: number,
): Server {
  const first = service.servingTeam;
  switch (kind) {
    case 'game':
      return { team: first, player: playerNumber(first, service.nextServer[first]) };
    case 'tiebreak':
    case 'super_tiebreak': {
      const step = pointsPlayed === 0 ? 0 : Math.floor((pointsPlayed + 1) / 2) % 4;
      const team = step % 2 === 0 ? first : otherTeam(first);
      const inTurn = service.nextServer[team];
      return { team, player: playerNumber(team, step < 2 ? inTurn : partnerServer(rules, inTurn)) };
    }
  }
}

/** The unit being played: the deciding set with `superTiebreak` is one super tiebreak; at
 * tiebreakAt-tiebreakAt games a tiebreak; otherwise (after the match was won, and in the rally
 * format) a game. */
export function gameKind(rules: Rules, state: MatchState): GameKind {
  // A rally game is one unit of its own; a match decided (on court or by a result entered by hand)
  // has no unit in play.
  if (rules.scoringFormat === 'rally') return 'game';
  if (state.finishReason === 'score' || state.finishReason === 'manual_result') return 'game';
  if (rules.superTiebreak && state.sets.length === rules.bestOfSets - 1) return 'super_tiebreak';
  if (state.games.team1 === rules.tiebreakAt && state.games.team2 === rules.tiebreakAt) return 'tiebreak';
  return 'game';
}

/**
 * The player serving after `pointsPlayed` points of a rally game (docs/scoring-rules.md, "Rally
 * scoring"): blocks of `serveEvery` points in the order of service games, teams alternating blocks
 * and each team's players alternating its blocks, from the service at the start of the game.
 */
export function rallyServer(rules: Rules, service: ServiceState, pointsPlayed: number): Server {
  const block = Math.floor(pointsPlayed / rules.rally.serveEvery);
  const first = service.servingTeam;
  const team = block % 2 === 0 ? first : otherTeam(first);
  const inTurn = service.nextServer[team];
  const turn = Math.floor(block / 2) % 2 === 0 ? inTurn : partnerServer(rules, inTurn);
  return { team, player: playerNumber(team, turn) };
}

/** The player serving the next point, or null while play for serve has not decided it. */
export function currentServer(rules: Rules, state: MatchState): Server | null {
  if (!state.serverDefined) return null;
  const played = state.points.team1 + state.points.team2;
  switch (rules.scoringFormat) {
    case 'sets':
      return pointServer(rules, state.service, gameKind(rules, state), played);
    case 'rally':
      return rallyServer(rules, state.service, played);
  }
}
