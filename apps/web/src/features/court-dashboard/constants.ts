/** The constants the court dashboard follows (docs/product.md#constants-and-timings). */

/** The active-match and finished-match lookups are polled every 2000 ms. */
export const DASHBOARD_POLL_MS = 2000;

/** The dashboard shows the 3 most recent finished matches. */
export const PREVIOUS_MATCHES_SHOWN = 3;

/** A previous match without a recorded end shows its planned slot: start time plus 90 minutes. */
export const MATCH_SLOT_MINUTES = 90;

/**
 * QR sizes by screen (docs/product.md#constants-and-timings: 200 or 290, and 140 / 120; a small screen is under 640 px high).
 * The big code starts a match; the small one opens the court's results.
 */
export const QR_SIZES = {
  startMatch: { regular: 290, small: 200 },
  shareMatch: { regular: 140, small: 120 },
} as const;
