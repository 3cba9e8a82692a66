import { formatResult } from '@bandeja/contract';
import { type ResultCardData, resultCardSets } from '@bandeja/contract/result-card';
import { viewOf } from '../matches/presenter.ts';
import type { MatchRecord } from '../matches/repository.ts';

/** The result card of a match: teams, winner, played sets, and the court and day underneath. */
export function cardDataOf(record: MatchRecord): ResultCardData {
  const { match, court, snapshot } = record;
  const view = viewOf(match, snapshot);
  const place = court ? court.screenIdentifier || court.name : null;
  const day = match.startTime
    ? match.startTime.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;
  return {
    team1Name: match.team1Name,
    team2Name: match.team2Name,
    winner: match.status === 'finished' ? (match.winner ?? view.winner) : null,
    sets: resultCardSets(view.set_scores),
    finishReason: match.status === 'finished' ? view.finish_reason : null,
    footnote: [place, day].filter((part): part is string => Boolean(part)).join(' · ') || null,
  };
}

/** One line for chat previews: 'Ana & Bea won 6-4 / 6-3' ('… won 6-4 / 2-1 Ret.', '… won W/O'). */
export function resultTitle(data: ResultCardData): string {
  const score = formatResult(data.sets, data.finishReason);
  if (data.winner === 'team1') return `${data.team1Name} won ${score}`;
  if (data.winner === 'team2') return `${data.team2Name} won ${score}`;
  if (data.winner === 'draw') return `${data.team1Name} Vs ${data.team2Name}: draw ${score}`;
  return `${data.team1Name} Vs ${data.team2Name}: ${score} (in play)`;
}
