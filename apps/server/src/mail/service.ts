import type { MatchStatisticsPayload, PlayerNumber } from '@bandeja/contract';
import { isNotPlayed, resultCardSetsOfView, resultDateOf } from '@bandeja/contract/result-card';
import type { AppContext } from '../context.ts';
import { viewOf } from '../matches/presenter.ts';
import type { MatchRecord } from '../matches/repository.ts';
import { playersOf } from '../matches/rules.ts';
import { statisticsOf } from '../scores/statistics.ts';
import { clubTranslator } from '../texts/index.ts';
import type { SentMail } from './mailer.ts';
import { statisticsMail } from './statistics-mail.ts';

/**
 * The share page of a match at the public address (never the request's Host: a forged one would
 * make the club's mail server send a link to any site).
 */
export function shareUrlOf(ctx: Pick<AppContext, 'publicOrigin'>, matchId: string): string {
  return `${ctx.publicOrigin()}/scores/share/${encodeURIComponent(matchId)}`;
}

/** Mails a match's statistics: one player's numbers first when `playerNumber` is given. */
export async function sendStatisticsMail(
  ctx: AppContext,
  record: MatchRecord,
  options: {
    to: string;
    playerNumber: PlayerNumber | null;
    shareUrl: string | null;
    /** Already read by the caller, or read here. */
    statistics?: MatchStatisticsPayload;
  },
): Promise<SentMail> {
  const { match, court, club, snapshot } = record;
  const statistics = options.statistics ?? (await statisticsOf(ctx.db, match));
  const view = viewOf(match, snapshot);
  const sets = resultCardSetsOfView(view);
  const mail = statisticsMail({
    to: options.to,
    team1Name: match.team1Name,
    team2Name: match.team2Name,
    winner: match.winner,
    sets,
    finishReason: view.finish_reason,
    notPlayed: isNotPlayed({
      finished: match.status === 'finished',
      sets,
      finishReason: view.finish_reason,
    }),
    tr: clubTranslator(club),
    // The court's name, as the board and the results show it (not its short screen identifier).
    courtName: court ? court.name || court.screenIdentifier : null,
    // A walkover or a result entered by hand never started: it carries the date it was given.
    startTime: resultDateOf(match.startTime, match.endTime),
    players: playersOf(match),
    statistics,
    playerNumber: options.playerNumber,
    shareUrl: options.shareUrl,
  });
  return ctx.mailer.send({ ...mail, fromName: club?.name ?? null });
}
