import {
  canManageClub,
  type MatchPlayer,
  MESSAGES,
  type PlayerData,
  type PlayerPage,
} from '@bandeja/contract';
import type { Actor } from '../auth/policy.ts';
import { loadClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { presentMatch } from '../matches/presenter.ts';
import { selectMatchRecords } from '../matches/repository.ts';
import { isOwnLinkKey } from '../players/own-link.ts';
import { findPlayer, findPlayers } from '../players/repository.ts';
import { presentPlayer, requireManagedPlayer } from '../players/service.ts';
import { ratingsOfPlayer } from '../ratings/club-ratings.ts';
import { statisticsOf } from '../scores/statistics.ts';
import { figuresOf, type PlayedMatch, presentPlayerMatch, recordOf, relationsOf } from './page.ts';

/** The matches a page shows, newest first. */
const PAGE_MATCHES = 50;

/**
 * A player's page (docs/players.md, "The player page"): shown to the club's admins, and to anyone
 * when the player is public, and to the player by their own link (`key`, players/own-link.ts);
 * otherwise, as for an erased or unknown player, 404.
 */
export async function playerPageFor(
  ctx: AppContext,
  actor: Actor | null,
  id: number,
  key?: string,
): Promise<PlayerPage> {
  const player = await findPlayer(ctx.db, id);
  const admin = player !== null && actor !== null && canManageClub(actor, player.clubId);
  const own = key !== undefined && isOwnLinkKey(ctx.config.jwtSecret, id, key);
  if (!player || player.erasedAt !== null || !(player.public || admin || own))
    throw notFound(MESSAGES.playerNotFound);
  const club = await loadClub(ctx.db, player.clubId);
  const records = await selectMatchRecords(ctx.db, { playerId: id, clubId: player.clubId }, PAGE_MATCHES);
  const played: PlayedMatch[] = await Promise.all(
    records.map(async (record) => ({
      record,
      statistics: record.match.status === 'finished' ? await statisticsOf(ctx.db, record.match) : null,
    })),
  );

  // Another roster player's name shows only if they are public, or to the club's admins.
  const namedIds = played.flatMap(({ record }) =>
    (record.match.players as MatchPlayer[]).flatMap((p) => (p.playerId === undefined ? [] : [p.playerId])),
  );
  const publicIds = new Set(
    (await findPlayers(ctx.db, [...new Set(namedIds)])).filter((row) => row.public).map((row) => row.id),
  );
  const show = (p: MatchPlayer) =>
    admin || p.playerId === undefined || p.playerId === id || publicIds.has(p.playerId) ? p.name : null;

  const matches = played.flatMap((match) => presentPlayerMatch(match, id, show) ?? []);
  return {
    player: { id: player.id, name: player.name, level: player.level, public: player.public },
    club: { id: club.id, name: club.name },
    record: recordOf(matches),
    figures: figuresOf(played, id),
    matches,
    ...relationsOf(played, id, show),
    ratings: await ratingsOfPlayer(ctx, player.clubId, id),
  };
}

/** How many matches a data export holds: all of a player's, up to this many. */
const EXPORT_MATCHES = 10_000;

/** A player's data as JSON, for the club's admins to hand over (docs/privacy.md). */
export async function playerDataFor(ctx: AppContext, actor: Actor, id: number): Promise<PlayerData> {
  const player = await requireManagedPlayer(ctx, actor, id);
  const records = await selectMatchRecords(ctx.db, { playerId: id }, EXPORT_MATCHES);
  return {
    exported_at: new Date(ctx.now()).toISOString(),
    player: presentPlayer(player),
    matches: records.map(presentMatch),
  };
}
