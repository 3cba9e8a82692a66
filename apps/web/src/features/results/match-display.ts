import type { FinishedMatchItem } from '@bandeja/contract';
import { formatResult, splitTeamName } from '@bandeja/contract/plain';
import { isNotPlayed, type ResultCardData, resultCardSetsOfMatch } from '@bandeja/contract/result-card';
import { msg } from '@lingui/core/macro';
import { dateTimeText } from '../../lib/date-time.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { describeFinishReason } from '../../lib/i18n/rule-labels.ts';
import { cardLabels } from '../../lib/result-card-data.ts';

export type PlayerNumber = 1 | 2 | 3 | 4;

export interface PickablePlayer {
  number: PlayerNumber;
  name: string;
  team: 'Team 1' | 'Team 2';
  /** Where the player stands: 'Player 3 · Team 2' in doubles, 'Team 2' in singles. */
  position: string;
}

/**
 * The real players of a match (1 and 3 in singles, 1 to 4 in doubles): the players list, else
 * the names split from the team names.
 */
export function playersOf(
  match: Pick<FinishedMatchItem, 'players' | 'team1_name' | 'team2_name' | 'match_type'>,
): PickablePlayer[] {
  const [p1, p2] = splitTeamName(match.team1_name);
  const [p3, p4] = splitTeamName(match.team2_name);
  const fallback = { 1: p1, 2: p2, 3: p3, 4: p4 };
  const singles = match.match_type === 'singles';
  const numbers = singles ? ([1, 3] as const) : ([1, 2, 3, 4] as const);
  return numbers.map((number): PickablePlayer => {
    const team = number <= 2 ? 'Team 1' : 'Team 2';
    const teamLabel = number <= 2 ? i18n._(msg`Team 1`) : i18n._(msg`Team 2`);
    return {
      number,
      name:
        match.players.find((player) => player.playerNumber === number)?.name ||
        fallback[number] ||
        i18n._(msg`Player ${number}`),
      team,
      position: singles ? teamLabel : i18n._(msg`Player ${number} · ${teamLabel}`),
    };
  });
}

/**
 * How a match finished off court reads under its score ('Retired', 'Walkover', …, 'Not played'
 * for one ended before any game was won); null otherwise.
 */
export function finishNote(
  match: Pick<FinishedMatchItem, 'finish_reason' | 'score' | 'rally_points'>,
): string | null {
  if (notPlayed(match)) return i18n._(msg`Not played`);
  const reason = match.finish_reason;
  return reason === 'retired' || reason === 'walkover' || reason === 'manual_result'
    ? describeFinishReason(reason)
    : null;
}

export function setsOf(match: Pick<FinishedMatchItem, 'score' | 'rally_points'>) {
  // A rally game's result is its points ('21-17'), shown as one figure.
  return resultCardSetsOfMatch(match);
}

/**
 * What the court is called on the card and the image: its name ('Pista 1 Norte'), as on the boards
 * and mails; `fallback` (the page's court title) when the match carries no court.
 */
export function courtLabel(court: FinishedMatchItem['court'], fallback: string): string {
  return court?.name.trim() || court?.screen_identifier?.trim() || fallback;
}

/** Finished by the operator or the clock before any game was won: not played, not a draw. */
export function notPlayed(
  match: Pick<FinishedMatchItem, 'score' | 'rally_points' | 'finish_reason'>,
): boolean {
  return isNotPlayed({ finished: true, sets: setsOf(match), finishReason: match.finish_reason });
}

export function formatStartTime(iso: string | null): string {
  return iso ? dateTimeText(iso, 'short') : '';
}

export function winnerName(
  match: Pick<
    FinishedMatchItem,
    'winner' | 'team1_name' | 'team2_name' | 'score' | 'rally_points' | 'finish_reason'
  >,
): string {
  if (notPlayed(match)) return 'Not played';
  if (match.winner === 'team2') return match.team2_name;
  if (match.winner === 'draw') return 'Draw';
  return match.team1_name;
}

/** The share text of docs/product.md#results-and-history: the teams, the winner and the score (the link goes with it). */
export function shareText(match: FinishedMatchItem): string {
  const score = formatResult(setsOf(match), match.finish_reason);
  // A match not played has neither winner nor score to tell.
  if (notPlayed(match)) return `${match.team1_name} Vs ${match.team2_name}\nNot played`;
  return `${match.team1_name} Vs ${match.team2_name}\nWinner: ${winnerName(match)}\nScore: ${score}`;
}

/**
 * What the hidden score-image renderer is fed (docs/product.md#results-and-history): the team names (defaults 'Team 1' and
 * 'Team 2'), the winner (default team1) and the game scores.
 */
export function cardDataOf(match: FinishedMatchItem, footnote: string | null): ResultCardData {
  return {
    team1Name: match.team1_name || i18n._(msg`Team 1`),
    team2Name: match.team2_name || i18n._(msg`Team 2`),
    winner: match.winner ?? 'team1',
    sets: setsOf(match),
    footnote,
    finishReason: match.finish_reason,
    notPlayed: notPlayed(match),
    labels: cardLabels(),
  };
}
