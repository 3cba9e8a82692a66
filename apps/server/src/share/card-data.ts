import { formatResult } from '@bandeja/contract';
import {
  isNotPlayed,
  type ResultCardData,
  type ResultCardLabels,
  resultCardFootnote,
  resultCardSetsOfView,
  resultDateOf,
} from '@bandeja/contract/result-card';
import type { MatchType } from '@bandeja/scoring';
import { logoUrl } from '../clubs/service.ts';
import { viewOf } from '../matches/presenter.ts';
import type { MatchRecord } from '../matches/repository.ts';
import { clubTranslator, type Translator } from '../texts/index.ts';

/** The card's words in the club's language. */
export function cardLabels(tr: Translator): ResultCardLabels {
  return {
    winner: tr.t('cardWinner'),
    draw: tr.t('cardDraw'),
    notPlayed: tr.t('cardNotPlayed'),
    liveScore: tr.t('cardLiveScore'),
    inPlay: tr.t('cardInPlay'),
    finalScore: tr.t('cardFinalScore'),
    vs: tr.t('cardVs'),
  };
}

/**
 * The result card of a match: teams, winner, played sets, and the court's name and the start
 * underneath, in the club's language and time zone (the browser draws the same fields).
 */
export function cardDataOf(
  record: MatchRecord,
  tr: Translator = clubTranslator(record.club),
): ResultCardData {
  const { match, court, snapshot } = record;
  const view = viewOf(match, snapshot);
  const finished = match.status === 'finished';
  const sets = resultCardSetsOfView(view);
  const finishReason = finished ? view.finish_reason : null;
  return {
    team1Name: match.team1Name,
    team2Name: match.team2Name,
    winner: finished ? (match.winner ?? view.winner) : null,
    sets,
    finishReason,
    notPlayed: isNotPlayed({ finished, sets, finishReason }),
    footnote: resultCardFootnote(
      court ? court.name || court.screenIdentifier : null,
      resultDateOf(match.startTime, match.endTime),
      {
        locale: tr.locale,
        timeZone: tr.timeZone,
      },
    ),
    labels: cardLabels(tr),
    // The club's name (and logo) on the card, beside the product's hashtag (docs/product.md#result-image).
    clubName: record.club?.name ?? null,
    // Its logo's versioned address: a new logo is a new card (the cached image is drawn again).
    clubLogoUrl: record.club ? logoUrl(record.club) : null,
  };
}

/**
 * One line for chat previews: 'Ana & Bea won 6-4 / 6-3' ('… won 6-4 / 2-1 Ret.', '… won W/O'); the
 * verb takes the winner's number (a pair in doubles, one player in singles).
 */
export function resultTitle(data: ResultCardData, tr: Translator, matchType: MatchType): string {
  const score = formatResult(data.sets, data.finishReason);
  const teams = tr.t('teams', { team1: data.team1Name, team2: data.team2Name });
  if (data.notPlayed) return tr.t('notPlayedTitle', { teams });
  const won = matchType === 'singles' ? 'wonTitlePlayer' : 'wonTitle';
  if (data.winner === 'team1') return tr.t(won, { team: data.team1Name, score });
  if (data.winner === 'team2') return tr.t(won, { team: data.team2Name, score });
  if (data.winner === 'draw') return tr.t('drawTitle', { teams, score });
  return tr.t('inPlayTitle', { teams, score });
}
