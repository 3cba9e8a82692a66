import type { FinishReason } from '@bandeja/scoring';
import { SET_KEYS } from './vocabulary.ts';

/** What the result card shows (docs/product.md#result-image): its size, its words, and a match's sets as it lists them. */

export const RESULT_CARD_SIZE = 1080;

/** The fixed share title (docs/product.md#result-image): 'I just played a match in' and the product's name. */
export const SHARE_TITLE = 'I just played a match in Bandeja';

export interface ResultCardSet {
  team1: number;
  team2: number;
  tiebreak?: { team1: number; team2: number } | null;
}

export interface ResultCardData {
  team1Name: string;
  team2Name: string;
  /** null while the match is not finished. */
  winner: 'team1' | 'team2' | 'draw' | null;
  /** Played sets, in order (sets at 0-0 already left out: see `resultCardSets`). */
  sets: ResultCardSet[];
  /** A line under the score, e.g. the court and the day. */
  footnote?: string | null;
  /**
   * How the match ended: a retirement or a walkover is marked ('Ret.', 'W/O':
   * `abbreviateFinishReason`) at the end of the losing team's row.
   */
  finishReason?: FinishReason | null;
  /**
   * Finished without a game won, by the operator or the clock (a match ended by an admin at 0-0):
   * shown as 'NOT PLAYED', not as a draw. `isNotPlayed` decides it.
   */
  notPlayed?: boolean;
  /** The card's words in the club's language; English where left out. */
  labels?: Partial<ResultCardLabels> | null;
  /** The club's name, at the top in place of the product's (whose hashtag stays at the bottom). */
  clubName?: string | null;
  /**
   * Where the club's logo is (its versioned URL): the drawing takes the decoded picture, this
   * names it so that a new logo changes the card's identity (the server's cached image, the
   * browser's redraw).
   */
  clubLogoUrl?: string | null;
}

/** The winning team's name; null for a draw, a match not finished and a match not played. */
export function winnerNameOf(data: ResultCardData): string | null {
  if (data.notPlayed) return null;
  if (data.winner === 'team1') return data.team1Name;
  if (data.winner === 'team2') return data.team2Name;
  return null;
}

/** The words on the card (the team names and the score are data). */
export interface ResultCardLabels {
  winner: string;
  draw: string;
  notPlayed: string;
  liveScore: string;
  inPlay: string;
  finalScore: string;
  /** Between the team names when there is no winner: 'Ana & Bea' / 'vs Carla & Dora'. */
  vs: string;
}

export const RESULT_CARD_LABELS: ResultCardLabels = {
  winner: 'WINNER',
  draw: 'DRAW',
  notPlayed: 'NOT PLAYED',
  liveScore: 'LIVE SCORE',
  inPlay: 'IN PLAY',
  finalScore: 'FINAL SCORE',
  vs: 'vs',
};

// Beside formatResult, so that the boards can say 'Not played' without this drawing code.
export { isNotPlayed } from './result-line.ts';

/**
 * The date a result carries: the match's start, or for a match that never started (a walkover, a
 * result entered by hand) the moment its result was given, its end (docs/product.md,
 * "Results and history").
 */
export function resultDateOf<T extends Date | string>(
  start: T | null | undefined,
  end: T | null | undefined,
): T | null {
  return start ?? end ?? null;
}

/**
 * The line under the score: the court's name and the start in the club's language and time zone
 * ('Pista 1 Norte · 23 nov 2026, 17:05'), the same on the server's card and the browser's.
 */
export function resultCardFootnote(
  courtName: string | null | undefined,
  start: Date | string | null | undefined,
  options: { locale: string; timeZone?: string | undefined },
): string | null {
  const when = start
    ? new Intl.DateTimeFormat(options.locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      }).format(new Date(start))
    : null;
  return [courtName || null, when].filter((part): part is string => Boolean(part)).join(' · ') || null;
}

/** The played sets of a `set_scores` object (set1..set5), sets at 0-0 hidden (docs/product.md#constants-and-timings). */
export function resultCardSets(
  setScores: Partial<Record<(typeof SET_KEYS)[number], ResultCardSet>> | null | undefined,
): ResultCardSet[] {
  if (!setScores) return [];
  return SET_KEYS.map((key) => setScores[key])
    .filter((set): set is ResultCardSet => set !== undefined && (set.team1 !== 0 || set.team2 !== 0))
    .map((set) => ({ team1: set.team1, team2: set.team2, tiebreak: set.tiebreak ?? null }));
}

/** The played sets of Match.score (team1_set1..team2_set5), sets at 0-0 hidden. */
export function resultCardSetsFromSummary(score: Record<string, number> | null | undefined): ResultCardSet[] {
  if (!score) return [];
  const sets: ResultCardSet[] = [];
  for (let n = 1; n <= 5; n += 1) {
    const team1 = score[`team1_set${n}`] ?? 0;
    const team2 = score[`team2_set${n}`] ?? 0;
    if (team1 === 0 && team2 === 0) break; // docs/product.md#entities: a set pair of 0-0 ends the list
    sets.push({ team1, team2, tiebreak: null });
  }
  return sets;
}

/** A rally game's points (docs/scoring-rules.md, "Rally scoring"), as a result carries them. */
export interface RallyPoints {
  team1: number;
  team2: number;
}

/**
 * The result of a live score view as rows of the card: a rally game's points as its one figure
 * ('21-17'; its sets stay at 0-0), else the played sets.
 */
export function resultCardSetsOfView(view: {
  set_scores: Partial<Record<(typeof SET_KEYS)[number], ResultCardSet>>;
  rally?: { team1_points: number; team2_points: number } | undefined;
}): ResultCardSet[] {
  if (view.rally) return [{ team1: view.rally.team1_points, team2: view.rally.team2_points, tiebreak: null }];
  return resultCardSets(view.set_scores);
}

/** The result of a stored match (Match, a finished list item): its rally points, else its played sets. */
export function resultCardSetsOfMatch(match: {
  score: Record<string, number> | null | undefined;
  rally_points?: RallyPoints | null | undefined;
}): ResultCardSet[] {
  if (match.rally_points)
    return [{ team1: match.rally_points.team1, team2: match.rally_points.team2, tiebreak: null }];
  return resultCardSetsFromSummary(match.score);
}
