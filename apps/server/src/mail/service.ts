import type { MatchPlayer, MatchStatisticsPayload, PlayerNumber } from '@bandeja/contract';
import { isNotPlayed, resultCardSetsOfView, resultDateOf } from '@bandeja/contract/result-card';
import type { AppContext } from '../context.ts';
import { resultLinksOf } from '../match-results/service.ts';
import { viewOf } from '../matches/presenter.ts';
import type { MatchRecord } from '../matches/repository.ts';
import { playersOf } from '../matches/rules.ts';
import { ownLinkPath } from '../players/own-link.ts';
import { findPlayers } from '../players/repository.ts';
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

/** Each team's confirm link, absolute: only a club's finished match has a result to answer. */
function confirmLinksOf(ctx: AppContext, record: MatchRecord) {
  if (record.match.status !== 'finished' || record.match.clubId === null) return null;
  const links = resultLinksOf(ctx, record.match.id);
  return {
    team1: `${ctx.publicOrigin()}${links.team1.path}`,
    team2: `${ctx.publicOrigin()}${links.team2.path}`,
  };
}

/**
 * Links to the pages of the match's roster players (docs/players.md, "The player page"): a public
 * player's page; a private one only by their own link, and only in a mail to their roster address
 * (anyone may ask the public statistics mail for any address: it must not open others' pages).
 */
async function playerLinksOf(ctx: AppContext, players: readonly MatchPlayer[], to: string) {
  const ids = players.flatMap((player) => (player.playerId === undefined ? [] : [player.playerId]));
  const rows = await findPlayers(ctx.db, [...new Set(ids)]);
  const recipient = to.trim().toLowerCase();
  // In the match's order of players.
  return [...new Set(ids)].flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || row.erasedAt !== null) return [];
    if (row.public) return [{ name: row.name, url: `${ctx.publicOrigin()}/players/${row.id}`, own: false }];
    if (row.email?.trim().toLowerCase() !== recipient) return [];
    return [
      { name: row.name, url: `${ctx.publicOrigin()}${ownLinkPath(ctx.config.jwtSecret, row.id)}`, own: true },
    ];
  });
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
  const players = playersOf(match);
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
    players,
    statistics,
    playerNumber: options.playerNumber,
    shareUrl: options.shareUrl,
    confirmLinks: confirmLinksOf(ctx, record),
    playerLinks: await playerLinksOf(ctx, players, options.to),
  });
  return ctx.mailer.send({ ...mail, fromName: club?.name ?? null });
}
