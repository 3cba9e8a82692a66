/**
 * The club ladder's phone page (docs/rating.md, "The ladder"). Not in config/paths.ts: that table is
 * in every board's first-score chunk, and the scoreboard has no bytes to spare for a full-app page.
 */
export const clubLadderPath = (clubId: number) => `/clubs/${clubId}/ladder`;
