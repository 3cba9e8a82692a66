/**
 * Arithmetic of one game and one tiebreak, from the points each side has won. Points are counts
 * (0, 1, 2, …); the names '0', '15', '30', '40', 'AD' are derived for display only.
 */
import type { DeuceMode, GameKind, PointName } from './types.ts';

/** Points to win a tiebreak to 7 and a super (match) tiebreak to 10, each with a lead of two. */
export const TIEBREAK_POINTS = 7;
export const SUPER_TIEBREAK_POINTS = 10;

/**
 * The deuce (1st, 2nd, 3rd …) at which the next point decides the game, or null for advantage
 * scoring forever. Deuce number n is reached at (n + 2)-(n + 2) points.
 */
export function decidingDeuce(mode: DeuceMode): number | null {
  switch (mode) {
    case 'regular_deuce':
      return null;
    case 'straight_golden':
      return 1;
    case 'one_deuce_golden':
      return 2;
    case 'star_point':
      return 3;
  }
}

/** Points needed to win a tiebreak of this kind (a plain game has its own rule). */
export function tiebreakTarget(kind: Exclude<GameKind, 'game'>): number {
  switch (kind) {
    case 'tiebreak':
      return TIEBREAK_POINTS;
    case 'super_tiebreak':
      return SUPER_TIEBREAK_POINTS;
  }
}

/** Whether a side with `won` points against `lost` has won the unit (game or tiebreak). */
export function isUnitWon(kind: GameKind, mode: DeuceMode, won: number, lost: number): boolean {
  switch (kind) {
    case 'game': {
      if (won < 4) return false;
      if (won - lost >= 2) return true;
      const deciding = decidingDeuce(mode);
      // Won by one point: only the point played from the deciding deuce counts.
      return deciding !== null && won > lost && lost >= deciding + 2;
    }
    case 'tiebreak':
    case 'super_tiebreak':
      return won >= tiebreakTarget(kind) && won - lost >= 2;
  }
}

/** Deuces reached so far in a game at `a`-`b` points (at most one point apart once at deuce). */
export function deuceCount(a: number, b: number): number {
  return a >= 3 && b >= 3 ? Math.min(a, b) - 2 : 0;
}

/** True while the next point of a deuce game decides it by the deuce mode (a golden point). */
export function isGoldenPoint(mode: DeuceMode, a: number, b: number): boolean {
  const deciding = decidingDeuce(mode);
  return deciding !== null && a === b && a === deciding + 2;
}

const PLAIN_NAMES: readonly PointName[] = ['0', '15', '30', '40'];

/** The displayed points of a game, side `a` first. */
export function pointNames(a: number, b: number): [PointName, PointName] {
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? ['AD', '40'] : ['40', 'AD'];
  }
  return [PLAIN_NAMES[Math.min(a, 3)] ?? '40', PLAIN_NAMES[Math.min(b, 3)] ?? '40'];
}
