import {
  formatResult,
  type MatchPlayer,
  type MatchStatisticsPayload,
  type PlayerFigures,
  type PlayerMatch,
  type PlayerRelation,
} from '@bandeja/contract';
import { playedSets, viewOf } from '../matches/presenter.ts';
import type { MatchRecord } from '../matches/repository.ts';
import { playersOf } from '../matches/rules.ts';

/**
 * The player page's figures (docs/players.md, "The player page"): pure sums over the engine's
 * statistics of each match and the stored views; no scoring rule is worked out here.
 */

/** A match of the player with the engine's statistics (null: no point-by-point log). */
export interface PlayedMatch {
  record: MatchRecord;
  statistics: MatchStatisticsPayload | null;
}

/** How a name is shown: null hides a private roster player's name (docs/players.md). */
export type ShowName = (player: MatchPlayer) => string | null;

type Team = MatchPlayer['team'];

function resultOf(winner: MatchRecord['match']['winner'], team: Team): PlayerMatch['result'] {
  if (winner === null) return null;
  if (winner === 'draw') return 'draw';
  return winner === team ? 'won' : 'lost';
}

function teamOf(record: MatchRecord, playerId: number): { me: MatchPlayer; players: MatchPlayer[] } | null {
  const players = playersOf(record.match);
  const me = players.find((player) => player.playerId === playerId);
  return me ? { me, players } : null;
}

/** The sets from the player's side, as one line ('6-4 3-6'). */
function scoreLineOf(record: MatchRecord, team: Team): string {
  const sets = playedSets(record.match, record.snapshot);
  const mine = sets.map((set) => (team === 'team1' ? set : { team1: set.team2, team2: set.team1 }));
  return formatResult(mine, viewOf(record.match, record.snapshot).finish_reason);
}

export function presentPlayerMatch(
  played: PlayedMatch,
  playerId: number,
  show: ShowName,
): PlayerMatch | null {
  const { record, statistics } = played;
  const found = teamOf(record, playerId);
  if (!found) return null;
  const { me, players } = found;
  const team = me.team;
  const teamPoints = statistics?.[`${team}Points`];
  return {
    id: record.match.id,
    played_at: (record.match.startTime ?? record.match.createdAt).toISOString(),
    court_name: record.court?.name ?? null,
    status: record.match.status,
    team,
    partners: players.filter((p) => p.team === team && p !== me).map(show),
    opponents: players.filter((p) => p.team !== team).map(show),
    score_line: scoreLineOf(record, team),
    result: record.match.status === 'finished' ? resultOf(record.match.winner, team) : null,
    points:
      statistics?.pointByPoint && teamPoints
        ? { won: teamPoints.totalPoints, played: statistics.pointsPlayed }
        : null,
  };
}

const NO_FIGURES: PlayerFigures = {
  matches: 0,
  points_played: 0,
  points_won: 0,
  service_points_played: 0,
  service_points_won: 0,
  service_games_held: 0,
  service_games_lost: 0,
  break_points: 0,
  break_points_won: 0,
  deciding_points_played: 0,
  deciding_points_won: 0,
  longest_streak: 0,
};

/** The figures over the finished matches scored point by point. */
export function figuresOf(matches: readonly PlayedMatch[], playerId: number): PlayerFigures {
  return matches.reduce<PlayerFigures>((sum, { record, statistics }) => {
    const found = teamOf(record, playerId);
    if (!found || !statistics?.pointByPoint || record.match.status !== 'finished') return sum;
    const { team, playerNumber } = found.me;
    const mine = statistics[`player${playerNumber}Stats`];
    const breaks = statistics[`${team}BreakPoints`];
    return {
      matches: sum.matches + 1,
      points_played: sum.points_played + statistics.pointsPlayed,
      points_won: sum.points_won + statistics[`${team}Points`].totalPoints,
      service_points_played: sum.service_points_played + mine.pointsPlayedWithService,
      service_points_won: sum.service_points_won + mine.pointsWhileServing,
      service_games_held: sum.service_games_held + mine.gamesWonWhileServing,
      service_games_lost: sum.service_games_lost + mine.serviceBreaks,
      break_points: sum.break_points + breaks.total,
      break_points_won: sum.break_points_won + breaks.converted,
      deciding_points_played: sum.deciding_points_played + statistics.goldenPoints.played,
      deciding_points_won: sum.deciding_points_won + statistics.goldenPoints[`${team}Won`],
      longest_streak: Math.max(sum.longest_streak, statistics.consecutivePoints[`${team}LongestStreak`]),
    };
  }, NO_FIGURES);
}

/** Partners and opponents over the finished matches, the most played with first. */
export function relationsOf(
  matches: readonly PlayedMatch[],
  playerId: number,
  show: ShowName,
): { partners: PlayerRelation[]; opponents: PlayerRelation[] } {
  const partners = new Map<string, PlayerRelation>();
  const opponents = new Map<string, PlayerRelation>();
  const count = (into: Map<string, PlayerRelation>, player: MatchPlayer, won: boolean) => {
    // A roster player is one person whatever the name; a guest is their name.
    const key = player.playerId === undefined ? `name:${player.name}` : `id:${player.playerId}`;
    const entry = into.get(key) ?? {
      name: show(player),
      player_id: player.playerId ?? null,
      played: 0,
      won: 0,
    };
    into.set(key, { ...entry, played: entry.played + 1, won: entry.won + (won ? 1 : 0) });
  };
  for (const { record } of matches) {
    const found = teamOf(record, playerId);
    if (!found || record.match.status !== 'finished') continue;
    const { me, players } = found;
    const won = record.match.winner === me.team;
    for (const player of players) {
      if (player === me) continue;
      count(player.team === me.team ? partners : opponents, player, won);
    }
  }
  const ranked = (map: Map<string, PlayerRelation>) =>
    [...map.values()].sort((a, b) => b.played - a.played || b.won - a.won);
  return { partners: ranked(partners), opponents: ranked(opponents) };
}

export function recordOf(matches: readonly PlayerMatch[]) {
  const finished = matches.filter((match) => match.result !== null);
  const counted = (result: PlayerMatch['result']) =>
    finished.filter((match) => match.result === result).length;
  return { played: finished.length, won: counted('won'), lost: counted('lost'), drawn: counted('draw') };
}
