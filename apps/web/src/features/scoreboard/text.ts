/** The scoreboard's own visible texts (the board's are in components/board/text.ts). */
export const SCOREBOARD_TEXT = {
  loadFailed: 'Failed to load score',
  /** The fixed court in docs/product.md#public-scoreboard, when the match has none. */
  defaultCourt: 'Court 1',
  returningIn: (seconds: number) => `Returning to the start screen in ${seconds} s`,
  followCourt: "Follow this court's display",
} as const;
