import type { PlayerNumber } from './types.ts';

/** The figures of a match's statistics (field names and definitions in docs/scoring-rules.md, "Statistics"). */

export interface TeamPointsStatistics {
  totalPoints: number;
  /** Percentage of the points played, one decimal; the two teams' add up to 100 (`percentagesOf`). */
  percentageWon: number;
}

export interface BreakPointStatistics {
  /** Points at which this team, receiving, would have won the game. */
  total: number;
  /** Games won by this team while receiving. */
  converted: number;
}

export interface PlayerStatistics {
  /** Service games lost. */
  serviceBreaks: number;
  /** Points played while serving. */
  pointsPlayedWithService: number;
  /** Points won while serving. */
  pointsWhileServing: number;
  /** Percentage of the points served that were won, one decimal. */
  percentageWonWithService: number;
  /** Service games won (a tiebreak is no service game). */
  gamesWonWhileServing: number;
}

/** Summary of one set (played or in play), for the set summary overlay. */
export interface SetStatistics {
  /** 1-based. */
  set: number;
  finished: boolean;
  team1Games: number;
  team2Games: number;
  tiebreak: { team1: number; team2: number } | null;
  pointsPlayed: number;
  team1Points: TeamPointsStatistics;
  team2Points: TeamPointsStatistics;
  team1BreakPoints: BreakPointStatistics;
  team2BreakPoints: BreakPointStatistics;
  /** Seconds from the previous set's last point (or the match start) to this set's last point. */
  durationSeconds: number;
}

export interface MatchStatistics {
  team1_name: string;
  team2_name: string;
  /** The real players by number: [1, 3] in singles, [1, 2, 3, 4] in doubles (others stay at 0). */
  players: PlayerNumber[];
  /**
   * False for a walkover or a result entered by hand: no point was pressed, so every point figure
   * is 0 and must be shown as not available. True when the figures come from points played
   * (a retirement included: the points played until then).
   */
  pointByPoint: boolean;
  /** Scored points that stand (= team1Points.totalPoints + team2Points.totalPoints). */
  pointsPlayed: number;
  team1Points: TeamPointsStatistics;
  team2Points: TeamPointsStatistics;
  consecutivePoints: { team1LongestStreak: number; team2LongestStreak: number };
  goldenPoints: { team1Won: number; team2Won: number; played: number };
  team1BreakPoints: BreakPointStatistics;
  team2BreakPoints: BreakPointStatistics;
  setPoints: { team1Attempted: number; team1Won: number; team2Attempted: number; team2Won: number };
  /**
   * Seconds; a point lasts from the previous event of the log to its own. Only points that follow
   * another point (or the rally for serve) of the same game count: the first point of a game or
   * tiebreak and the point after a change of ends carry a break, the first point after an undo or
   * a reset a correction, and a gap above `MAX_POINT_GAP_MS` is an interruption.
   */
  longestPoint: { duration: number };
  averagePointTime: { averageDuration: number };
  /** 'HH:MM:SS' from the first event of the log to the end of the match (or its latest event). */
  matchDuration: string;
  matchDurationSeconds: number;
  player1Stats: PlayerStatistics;
  player2Stats: PlayerStatistics;
  player3Stats: PlayerStatistics;
  player4Stats: PlayerStatistics;
  sets: SetStatistics[];
}
