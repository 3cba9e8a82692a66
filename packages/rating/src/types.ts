/** The rating's vocabulary: what goes in (verified matches) and what comes out (levels with bands). */

/** One verified match, as the rating needs it. */
export interface RatedMatch {
  /** The caller's id for the match, given back on its changes. */
  id: string;
  /**
   * The rating period it was played in (a whole number, e.g. the week: `periodOf`); never lower
   * than the period of the match before it in the list.
   */
  period: number;
  /** One player (singles) or two (doubles) per team, by the roster's player id; same size on both sides. */
  team1: readonly string[];
  team2: readonly string[];
  /** Points each team won in the whole match (the engine's statistics). */
  points: { team1: number; team2: number };
}

/** A player's rating after some matches. */
export interface PlayerRating {
  playerId: string;
  /** On the level scale (e.g. 1.0 to 7.0). */
  level: number;
  /** One standard deviation of the level, in levels: how unsure it still is. */
  deviation: number;
  /** Rated matches played. */
  matches: number;
  /** The period of the player's last rated match. */
  lastPeriod: number;
}

/** What one match said about one player. */
export interface MatchShare {
  matchId: string;
  /** The share of points the player's team won, and the share it was expected to win. */
  pointShare: number;
  expectedShare: number;
}

/** How one rating period moved one player (for a player's rating over time). */
export interface RatingChange {
  period: number;
  playerId: string;
  levelBefore: number;
  levelAfter: number;
  deviationBefore: number;
  deviationAfter: number;
  /** The player's matches of the period, in list order. */
  matches: MatchShare[];
}

export const RATING_ERRORS = ['invalid_team', 'invalid_points', 'invalid_period', 'invalid_level'] as const;
export type RatingError = (typeof RATING_ERRORS)[number];

export type RatingsResult =
  | {
      ok: true;
      /** Every player of the matches, by id (a player without a rated match has none: show the roster's level). */
      ratings: ReadonlyMap<string, PlayerRating>;
      /**
       * Per rating period with matches, one change per player who played (a match without points
       * counts for nothing), from the last pass: every match seen with what is known now.
       */
      changes: readonly RatingChange[];
    }
  | {
      ok: false;
      error: RatingError;
      /** The index in the list of the match refused (-1: the options, a starting level or the current period). */
      matchIndex: number;
    };
