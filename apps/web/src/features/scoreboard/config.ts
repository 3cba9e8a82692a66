/**
 * The scoreboard's constants (docs/product.md#constants-and-timings) and the one place its delays are read from. Browser tests
 * shorten the delays by defining `window.__bandejaScoreboardTimings` before the page loads (a
 * Playwright init script), so no test waits a minute for the end state; nothing in the app sets it.
 */

/** Shown when the club has no name to show (the default event title in docs/product.md#public-scoreboard). */
export const DEFAULT_EVENT_TITLE = 'Summer Challenge';

export interface ScoreboardTimings {
  /** Safety-net refresh of the score (docs/product.md#constants-and-timings: 30000 ms). */
  refreshMs: number;
  /** Highlight of the cell of the team that won the last point (1500 ms). */
  highlightMs: number;
  /** From the finish to a signed-in screen's navigation to / (60000 ms); a spectator's stays. */
  redirectAfterFinishMs: number;
  /** The in-game statistics overlay closes itself (600000 ms). */
  statisticsAutoCloseMs: number;
  /** The match timer ticks (1000 ms). */
  tickMs: number;
  /**
   * A score call waits this long before it is spoken, so that a burst of presses speaks only the
   * final score instead of clipped syllables of each.
   */
  announceSettleMs: number;
}

export const DEFAULT_TIMINGS: ScoreboardTimings = {
  refreshMs: 30_000,
  highlightMs: 1_500,
  redirectAfterFinishMs: 60_000,
  statisticsAutoCloseMs: 600_000,
  tickMs: 1_000,
  announceSettleMs: 200,
};

const TIMING_KEYS = [
  'refreshMs',
  'highlightMs',
  'redirectAfterFinishMs',
  'statisticsAutoCloseMs',
  'tickMs',
  'announceSettleMs',
] as const satisfies readonly (keyof ScoreboardTimings)[];

declare global {
  interface Window {
    /** Test hook: shorter delays for browser tests (see above). */
    __bandejaScoreboardTimings?: unknown;
  }
}

/** The delays in force: the defaults, with any valid override of the test hook. */
export function scoreboardTimings(): ScoreboardTimings {
  const override: unknown = typeof window === 'undefined' ? undefined : window.__bandejaScoreboardTimings;
  if (typeof override !== 'object' || override === null) return DEFAULT_TIMINGS;
  const timings = { ...DEFAULT_TIMINGS };
  for (const key of TIMING_KEYS) {
    const value: unknown = Reflect.get(override, key);
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) timings[key] = value;
  }
  return timings;
}
