import type { Rating } from '@bandeja/contract';
import {
  computeRatings,
  DEFAULT_RATING_PARAMETERS,
  levelBand,
  levelsForSeeding,
  type PlayerRating,
  periodOf,
  type RatedMatch,
} from '@bandeja/rating';
import { SPORTS, type Sport } from '@bandeja/scoring';
import type { AppContext } from '../context.ts';
import { documentOf } from '../match-results/service.ts';
import { type MatchRecord, selectMatchRecords } from '../matches/repository.ts';
import { playersOf, settingsOf } from '../matches/rules.ts';
import { statisticsOf } from '../scores/statistics.ts';
import { type RosterRow, rosterOfClub } from './repository.ts';

/**
 * The club rating as the server applies the model (docs/rating.md, "How the server applies it"):
 * computed from scratch, on every read, from the club's verified matches of one sport in the
 * order they finished. `verified` is the result document's, which works out the confirmation
 * window when read, so a result that became verified, a correction, or a window that closed since
 * the last read is in the next answer: nothing is stored that could fall behind.
 */

/** How many finished matches of a club one computation reads, newest first (a club's season). */
const SEASON_MATCHES = 5000;

/** A band this wide (± 1.0 or more) is a first guess (docs/rating.md, "Display"). */
const PROVISIONAL_BAND = 1;

export interface ClubRatings {
  sport: Sport;
  /** By roster player id: every player named in a rated match (erased ones included). */
  ratings: ReadonlyMap<number, PlayerRating>;
  roster: readonly RosterRow[];
}

/** A guest (no roster id) is a stranger each time: an id of its own, never shown. */
const guestId = (matchId: string, playerNumber: number) => `guest:${matchId}:${playerNumber}`;

/** The match as the rating reads it, or null when it tells nothing about a roster player. */
async function ratedMatchOf(ctx: AppContext, record: MatchRecord): Promise<RatedMatch | null> {
  const { match } = record;
  const players = playersOf(match);
  if (!players.some((player) => player.playerId !== undefined)) return null;
  const document = await documentOf(ctx, record);
  if (!document.verified || document.finished_at === null) return null;
  const statistics = await statisticsOf(ctx.db, match);
  if (!statistics.pointByPoint) return null;
  const idOf = (player: (typeof players)[number]) =>
    player.playerId === undefined ? guestId(match.id, player.playerNumber) : String(player.playerId);
  return {
    id: match.id,
    period: periodOf(Date.parse(document.finished_at)),
    team1: players.filter((player) => player.team === 'team1').map(idOf),
    team2: players.filter((player) => player.team === 'team2').map(idOf),
    points: { team1: statistics.team1Points.totalPoints, team2: statistics.team2Points.totalPoints },
  };
}

/** A roster level as a starting level: the roster allows 0 to 7, the rating's scale is narrower. */
function startingLevelOf(level: number): number {
  const { minLevel, maxLevel } = DEFAULT_RATING_PARAMETERS;
  return Math.min(maxLevel, Math.max(minLevel, level));
}

/** The club's finished matches and its roster, read once for every sport. */
async function seasonOf(ctx: AppContext, clubId: number) {
  const [records, roster] = await Promise.all([
    selectMatchRecords(ctx.db, { clubId, status: 'finished' }, SEASON_MATCHES),
    rosterOfClub(ctx.db, clubId),
  ]);
  return { clubId, records, roster };
}
type Season = Awaited<ReturnType<typeof seasonOf>>;

async function ratingsOfSeason(ctx: AppContext, season: Season, sport: Sport): Promise<ClubRatings> {
  const { clubId, records, roster } = season;
  const finishedAt = (record: MatchRecord) => (record.match.endTime ?? record.match.updatedAt).getTime();
  const ofSport = records
    .filter((record) => settingsOf(record.match).sport === sport)
    .sort((a, b) => finishedAt(a) - finishedAt(b) || (a.match.id < b.match.id ? -1 : 1));
  const rated: RatedMatch[] = [];
  for (const record of ofSport) {
    const match = await ratedMatchOf(ctx, record);
    if (match) rated.push(match);
  }
  const startingLevels = new Map(
    roster.flatMap((row) => (row.level === null ? [] : [[String(row.id), startingLevelOf(row.level)]])),
  );
  const result = computeRatings(rated, { startingLevels, currentPeriod: periodOf(ctx.now()) });
  // Every input was built here from checked rows: a refusal is a bug, not bad input.
  if (!result.ok)
    throw new Error(`club ${clubId}: ratings refused (${result.error} at ${result.matchIndex})`);
  const ratings = new Map<number, PlayerRating>();
  for (const [id, rating] of result.ratings) {
    if (!id.startsWith('guest:')) ratings.set(Number(id), rating);
  }
  return { sport, ratings, roster };
}

/** Every rated player of the club in one sport. */
export async function clubRatings(ctx: AppContext, clubId: number, sport: Sport): Promise<ClubRatings> {
  return ratingsOfSeason(ctx, await seasonOf(ctx, clubId), sport);
}

/** A rating as the API shows it: the level and its band as the package rounds them. */
export function presentRating(sport: Sport, rating: PlayerRating): Rating {
  const { level, band } = levelBand(rating);
  return {
    sport,
    level,
    band,
    deviation: rating.deviation,
    matches: rating.matches,
    provisional: band >= PROVISIONAL_BAND,
  };
}

/** A player's ratings, one per sport they have a verified match in (padel first). */
export async function ratingsOfPlayer(ctx: AppContext, clubId: number, playerId: number): Promise<Rating[]> {
  const season = await seasonOf(ctx, clubId);
  const ratings: Rating[] = [];
  for (const sport of SPORTS) {
    const rating = (await ratingsOfSeason(ctx, season, sport)).ratings.get(playerId);
    if (rating) ratings.push(presentRating(sport, rating));
  }
  return ratings;
}

/**
 * Mexicano's round-1 levels for an event's players, in order (docs/rating.md, "Mexicano by level"):
 * the club rating's level of a roster player who has one, else the level typed in, else null.
 */
export async function seedingLevels(
  ctx: AppContext,
  clubId: number,
  sport: Sport,
  entrants: readonly { playerId: number | null; level: number | null }[],
): Promise<(number | null)[]> {
  if (!entrants.some((entrant) => entrant.playerId !== null)) return entrants.map((entrant) => entrant.level);
  const { ratings } = await clubRatings(ctx, clubId, sport);
  const byId = new Map([...ratings].map(([id, rating]) => [String(id), rating]));
  return levelsForSeeding(
    entrants.map((entrant) => ({
      ...entrant,
      playerId: entrant.playerId === null ? null : String(entrant.playerId),
    })),
    byId,
  );
}
