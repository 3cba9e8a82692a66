/**
 * Rally scoring (docs/scoring-rules.md, "Rally scoring"): the format of Americano and Mexicano games.
 * Every rally is one point, counted as a number; the game ends at the target (the points played
 * reach it in 'total' mode, a team reaches it in 'race' mode) or when time is up; the serve passes
 * every `serveEvery` points in the order of service games (1, 3, 2, 4 in doubles).
 */
import type { ByTeam, RallyRules, Rules, Team } from './types.ts';

/** Whether a rally game at these points is over. */
export function isRallyOver(rally: RallyRules, points: ByTeam<number>): boolean {
  switch (rally.targetMode) {
    case 'total':
      return points.team1 + points.team2 >= rally.target;
    case 'race':
      return points.team1 >= rally.target || points.team2 >= rally.target;
  }
}

/** More points wins; level is a draw (allowed in rally games: 12-12, or level at time-up). */
export function rallyWinner(points: ByTeam<number>): Team | 'draw' {
  if (points.team1 === points.team2) return 'draw';
  return points.team1 > points.team2 ? 'team1' : 'team2';
}

/** Points the current server still serves before the serve passes (at least 1). */
export function servesLeft(rules: Rules, pointsPlayed: number): number {
  return rules.rally.serveEvery - (pointsPlayed % rules.rally.serveEvery);
}

/** Points still to play before the target ends the game (for 'race', by the leading team). */
export function pointsLeft(rally: RallyRules, points: ByTeam<number>): number {
  switch (rally.targetMode) {
    case 'total':
      return Math.max(0, rally.target - points.team1 - points.team2);
    case 'race':
      return Math.max(0, rally.target - Math.max(points.team1, points.team2));
  }
}

/** Whether points entered by hand can be a rally game's result: never beyond the target. A game
 * stopped for time may stand anywhere below it. */
export function isRallyResult(rally: RallyRules, points: ByTeam<number>): boolean {
  switch (rally.targetMode) {
    case 'total':
      return points.team1 + points.team2 <= rally.target;
    case 'race':
      return (
        points.team1 <= rally.target &&
        points.team2 <= rally.target &&
        !(points.team1 === rally.target && points.team2 === rally.target)
      );
  }
}

/** Whether the next point, won by `team`, ends the game with `team` the winner. */
export function isRallyMatchPoint(rally: RallyRules, points: ByTeam<number>, team: Team): boolean {
  const after: ByTeam<number> =
    team === 'team1'
      ? { team1: points.team1 + 1, team2: points.team2 }
      : { team1: points.team1, team2: points.team2 + 1 };
  return isRallyOver(rally, after) && rallyWinner(after) === team;
}
