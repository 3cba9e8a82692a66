import type { PlayerNumber } from '@bandeja/contract';
import { resultCardSets } from '@bandeja/contract/result-card';
import type { AppContext } from '../context.ts';
import { viewOf } from '../matches/presenter.ts';
import type { MatchRecord } from '../matches/repository.ts';
import { playersOf } from '../matches/rules.ts';
import { statisticsOf } from '../matches/service.ts';
import type { SentMail } from './mailer.ts';
import { statisticsMail } from './statistics-mail.ts';

/** Mails a match's statistics: one player's numbers first when `playerNumber` is given. */
export async function sendStatisticsMail(
  ctx: AppContext,
  record: MatchRecord,
  options: { to: string; playerNumber: PlayerNumber | null; shareUrl: string | null },
): Promise<SentMail> {
  const { match, court, snapshot } = record;
  const statistics = await statisticsOf(ctx, match);
  const view = viewOf(match, snapshot);
  return ctx.mailer.send(
    statisticsMail({
      to: options.to,
      team1Name: match.team1Name,
      team2Name: match.team2Name,
      winner: match.winner,
      sets: resultCardSets(view.set_scores),
      finishReason: view.finish_reason,
      courtName: court ? court.screenIdentifier || court.name : null,
      startTime: match.startTime,
      players: playersOf(match),
      statistics,
      playerNumber: options.playerNumber,
      shareUrl: options.shareUrl,
    }),
  );
}
