import type { MatchFinishedData } from '@bandeja/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { bookings } from '../db/schema.ts';
import { iso } from '../http/respond.ts';
import { presentMatch, viewOf } from '../matches/presenter.ts';
import { findMatchRecord } from '../matches/repository.ts';
import { statisticsOf } from '../scores/statistics.ts';

const SET_KEYS = ['set1', 'set2', 'set3', 'set4', 'set5'] as const;

/**
 * The `data` of a match.finished delivery (docs/operations.md, "What each webhook carries"): who
 * played, the sets, the winner, the statistics, and the booking's reference when the match was
 * started from a booking. Null when the match is gone or not finished.
 */
export async function matchFinishedData(ctx: AppContext, matchId: string): Promise<MatchFinishedData | null> {
  const record = await findMatchRecord(ctx.db, matchId);
  if (record?.match.status !== 'finished' || record.match.clubId === null) return null;
  const match = presentMatch(record);
  const view = viewOf(record.match, record.snapshot);
  const [booking] = await ctx.db
    .select({ externalRef: bookings.externalRef })
    .from(bookings)
    .where(eq(bookings.matchId, matchId))
    .limit(1);
  const team = (name: string, side: 'team1' | 'team2') => ({
    name,
    players: match.players.filter((player) => player.team === side).map((player) => player.name),
  });
  // The sets that were played: games on the board, or a tiebreak (a match tiebreak is 1-0).
  const sets = SET_KEYS.map((key) => view.set_scores[key]).filter(
    (set) => set.team1 + set.team2 > 0 || set.tiebreak !== null,
  );
  return {
    match: {
      id: match.id,
      club_id: record.match.clubId,
      court: match.court ? { id: match.court.id, name: match.court.name } : null,
      external_ref: booking?.externalRef ?? null,
      match_type: match.settings.matchType,
      sport: match.settings.sport,
      start_time: match.start_time,
      end_time: iso(record.match.endTime),
      winner: match.winner,
      finish_reason: match.finish_reason,
      team1: team(match.team1_name, 'team1'),
      team2: team(match.team2_name, 'team2'),
      sets: sets.map((set) => ({ team1: set.team1, team2: set.team2, tiebreak: set.tiebreak })),
      statistics: await statisticsOf(ctx.db, record.match),
      result_url: `${ctx.publicOrigin()}/scores/share/${encodeURIComponent(match.id)}`,
    },
  };
}
