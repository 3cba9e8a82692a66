import { canManageClub, type Ladder, type LadderEntry } from '@bandeja/contract';
import type { Sport } from '@bandeja/scoring';
import type { Actor } from '../auth/policy.ts';
import { loadClub } from '../clubs/service.ts';
import type { AppContext } from '../context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { clubRatings, presentRating } from './club-ratings.ts';

/**
 * The club's ladder (docs/rating.md, "The ladder"): its roster players with a rating, the highest
 * level first (the surer rating first on a tie, then by name). The public sees the players who
 * allow it; the club's admins see everyone, or ask for the public list with `players=public`.
 */
export async function ladderFor(
  ctx: AppContext,
  actor: Actor | null,
  clubId: number,
  query: { sport: Sport; players?: 'public' | 'all' | undefined },
): Promise<Ladder> {
  const club = await loadClub(ctx.db, clubId);
  const admin = actor !== null && canManageClub(actor, clubId);
  if (query.players === 'all' && !admin) throw actor === null ? unauthorized() : forbidden();
  const everyone = admin && query.players !== 'public';
  const { ratings, roster } = await clubRatings(ctx, clubId, query.sport);
  const entries = roster.flatMap((row) => {
    const rating = ratings.get(row.id);
    if (!rating || row.erasedAt !== null || !(everyone || row.public)) return [];
    return [{ row, rating }];
  });
  entries.sort(
    (a, b) =>
      b.rating.level - a.rating.level ||
      a.rating.deviation - b.rating.deviation ||
      a.row.name.localeCompare(b.row.name),
  );
  const players: LadderEntry[] = entries.map(({ row, rating }, index) => {
    const { sport: _sport, ...shown } = presentRating(query.sport, rating);
    return { ...shown, rank: index + 1, player_id: row.id, name: row.name, public: row.public };
  });
  return { club: { id: club.id, name: club.name }, sport: query.sport, players };
}
