/** The scoreboard's own visible texts (the board's are in components/board/text.ts). */
export const SCOREBOARD_TEXT = {
  loadFailed: 'Failed to load score',
  /** The fixed court in docs/product.md#public-scoreboard, when the match has none. */
  defaultCourt: 'Court 1',
  returningIn: (seconds: number) => `Returning to the start screen in ${seconds} s`,
  followCourt: "Follow this court's display",
  /** The statistics overlay: the set that just ended beside the match so far. */
  setStatistics: (set: number) => `Set ${set}`,
  matchSoFar: 'Match so far',
  setDuration: 'Set duration',
  matchDuration: 'Match duration',
  notAvailable: 'Not available',
  /** A walkover or a result entered by hand: no point was pressed, so there are no point figures. */
  noPointStatistics: 'Point statistics are not available: this match was not scored point by point.',
} as const;
