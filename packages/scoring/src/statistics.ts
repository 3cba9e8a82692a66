/**
 * Match statistics as a function of the event log (spec §3 field names, design §3 definitions).
 *
 * Counted points are the scoring points that still stand: undone points are gone from the log's
 * effect, points of a game or set later reset are corrections and do not count, and the rally of a
 * play for serve is not a scored point.
 */
import { apply, effectiveLog } from './engine.ts';
import { isGoldenPoint } from './game.ts';
import { formatClock } from './labels.ts';
import { pointOutcome } from './queries.ts';
import { currentServer, gameKind, otherTeam } from './service.ts';
import type { MatchState } from './state.ts';
import { initialState } from './state.ts';
import type { ByTeam, GameKind, MatchEvent, PlayerNumber, Rules, Team } from './types.ts';
import { TEAMS } from './types.ts';

export interface TeamPointsStatistics {
  totalPoints: number;
  /** Percentage of the points played, one decimal. */
  percentageWon: number;
}

export interface BreakPointStatistics {
  /** Points at which this team, receiving, would have won the game. */
  total: number;
  /** Games won by this team while receiving. */
  converted: number;
}

export interface PlayerStatistics {
  /** Service games lost. */
  serviceBreaks: number;
  /** Points played while serving. */
  pointsPlayedWithService: number;
  /** Points won while serving. */
  pointsWhileServing: number;
  /** Percentage of the points served that were won, one decimal. */
  percentageWonWithService: number;
  /** Service games won (a tiebreak is no service game). */
  gamesWonWhileServing: number;
}

/** Summary of one set (played or in play), for the set summary overlay. */
export interface SetStatistics {
  /** 1-based. */
  set: number;
  finished: boolean;
  team1Games: number;
  team2Games: number;
  tiebreak: { team1: number; team2: number } | null;
  pointsPlayed: number;
  team1Points: TeamPointsStatistics;
  team2Points: TeamPointsStatistics;
  team1BreakPoints: BreakPointStatistics;
  team2BreakPoints: BreakPointStatistics;
  /** Seconds from the previous set's last point (or the match start) to this set's last point. */
  durationSeconds: number;
}

export interface MatchStatistics {
  team1_name: string;
  team2_name: string;
  /** Scored points that stand (= team1Points.totalPoints + team2Points.totalPoints). */
  pointsPlayed: number;
  team1Points: TeamPointsStatistics;
  team2Points: TeamPointsStatistics;
  consecutivePoints: { team1LongestStreak: number; team2LongestStreak: number };
  goldenPoints: { team1Won: number; team2Won: number; played: number };
  team1BreakPoints: BreakPointStatistics;
  team2BreakPoints: BreakPointStatistics;
  setPoints: { team1Attempted: number; team1Won: number; team2Attempted: number; team2Won: number };
  /** Seconds; a point lasts from the previous point (or serve rally) event to its own event. */
  longestPoint: { duration: number };
  averagePointTime: { averageDuration: number };
  /** 'HH:MM:SS' from the first event of the log to the end of the match (or its latest event). */
  matchDuration: string;
  matchDurationSeconds: number;
  player1Stats: PlayerStatistics;
  player2Stats: PlayerStatistics;
  player3Stats: PlayerStatistics;
  player4Stats: PlayerStatistics;
  sets: SetStatistics[];
}

interface PointRecord {
  winner: Team;
  server: PlayerNumber;
  serverTeam: Team;
  golden: boolean;
  /** The receiving team would have won the game on this point. */
  breakPoint: boolean;
  /** Team 1 (team 2) would have won the set on this point. */
  team1SetPoint: boolean;
  team2SetPoint: boolean;
  /** Milliseconds since the previous point or rally for serve; -1 for the first point (a number
   * either way keeps the record's shape stable, which keeps this fold fast). */
  duration: number;
  at: number;
}

interface GameRecord {
  kind: GameKind;
  server: PlayerNumber;
  serverTeam: Team;
  winner: Team;
}

interface SetAccumulator {
  points: PointRecord[];
  games: GameRecord[];
}

interface Counter {
  played: number;
  won: number;
  gamesWon: number;
  gamesLost: number;
}

function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

function seconds(ms: number): number {
  return Math.max(0, Math.round(ms / 1000));
}

function teamPoints(points: readonly PointRecord[], team: Team): TeamPointsStatistics {
  let won = 0;
  for (const point of points) if (point.winner === team) won += 1;
  return { totalPoints: won, percentageWon: percentage(won, points.length) };
}

function breakPoints(
  points: readonly PointRecord[],
  games: readonly GameRecord[],
  team: Team,
): BreakPointStatistics {
  let total = 0;
  let converted = 0;
  for (const point of points) if (point.breakPoint && point.serverTeam !== team) total += 1;
  for (const game of games)
    if (game.kind === 'game' && game.serverTeam !== team && game.winner === team) converted += 1;
  return { total, converted };
}

function playerStatistics(counter: Counter): PlayerStatistics {
  return {
    serviceBreaks: counter.gamesLost,
    pointsPlayedWithService: counter.played,
    pointsWhileServing: counter.won,
    percentageWonWithService: percentage(counter.won, counter.played),
    gamesWonWhileServing: counter.gamesWon,
  };
}

interface ClosedSet extends SetAccumulator {
  index: number;
  finished: boolean;
  state: MatchState;
  endAt: number | null;
}

/** Statistics of a match from its event log (the log as stored: accepted events, undo included). */
export function matchStatistics(
  rules: Rules,
  events: readonly MatchEvent[],
  names?: { team1_name: string; team2_name: string },
): MatchStatistics {
  // The log holds accepted events only, so its effect is the fold of its effective events.
  const effective = effectiveLog(events);

  const closed: ClosedSet[] = [];
  let current: SetAccumulator = { points: [], games: [] };
  let game: PointRecord[] = [];
  let previousPointAt: number | null = null;
  let state = initialState(rules);

  for (const event of effective) {
    switch (event.kind) {
      case 'point': {
        if (!state.serverDefined) {
          previousPointAt = event.at;
          break;
        }
        const server = currentServer(rules, state);
        if (server === null) throw new Error('scoring: a scored point without a server');
        const kind = gameKind(rules, state);
        const receiver = otherTeam(server.team);
        const team1Outcome = pointOutcome(rules, state, 'team1');
        const team2Outcome = pointOutcome(rules, state, 'team2');
        const receiverOutcome = receiver === 'team1' ? team1Outcome : team2Outcome;
        game.push({
          winner: event.team,
          server: server.player,
          serverTeam: server.team,
          golden:
            kind === 'game' && isGoldenPoint(rules.goldenPointMode, state.points.team1, state.points.team2),
          breakPoint: kind === 'game' && receiverOutcome !== 'point',
          team1SetPoint: team1Outcome === 'set' || team1Outcome === 'match',
          team2SetPoint: team2Outcome === 'set' || team2Outcome === 'match',
          duration: previousPointAt === null ? -1 : Math.max(0, event.at - previousPointAt),
          at: event.at,
        });
        previousPointAt = event.at;
        const outcome = event.team === 'team1' ? team1Outcome : team2Outcome;
        if (outcome !== 'point') {
          for (const record of game) current.points.push(record);
          current.games.push({ kind, server: server.player, serverTeam: server.team, winner: event.team });
          game = [];
        }
        if (outcome === 'set' || outcome === 'match') {
          closed.push({ ...current, index: state.sets.length, finished: true, state, endAt: event.at });
          current = { points: [], games: [] };
        }
        break;
      }
      case 'serveDecided':
        previousPointAt = event.at;
        break;
      case 'resetGame':
        game = [];
        break;
      case 'resetSet':
        game = [];
        current = { points: [], games: [] };
        break;
      case 'serversChosen':
      case 'finish':
        break;
    }
    const result = apply(rules, state, event);
    if (!result.ok) throw new Error(`scoring: an effective ${event.kind} event is refused (${result.code})`);
    state = result.state;
  }
  const final = state;
  if (final.finishReason !== 'score' && current.points.length + game.length > 0) {
    current.points.push(...game);
    const last = current.points[current.points.length - 1];
    closed.push({ ...current, index: state.sets.length, finished: false, state, endAt: last?.at ?? null });
  }

  const points: PointRecord[] = [];
  const games: GameRecord[] = [];
  for (const set of closed) {
    points.push(...set.points);
    games.push(...set.games);
  }

  const streak: ByTeam<number> = { team1: 0, team2: 0 };
  const golden = { team1Won: 0, team2Won: 0, played: 0 };
  const setPoints = {
    team1Attempted: 0,
    team1Won: final.setsWon.team1,
    team2Attempted: 0,
    team2Won: final.setsWon.team2,
  };
  const players: Record<PlayerNumber, Counter> = {
    1: { played: 0, won: 0, gamesWon: 0, gamesLost: 0 },
    2: { played: 0, won: 0, gamesWon: 0, gamesLost: 0 },
    3: { played: 0, won: 0, gamesWon: 0, gamesLost: 0 },
    4: { played: 0, won: 0, gamesWon: 0, gamesLost: 0 },
  };
  let run: Team | null = null;
  let runLength = 0;
  let longest = 0;
  let durationSum = 0;
  let durationCount = 0;
  for (const point of points) {
    runLength = point.winner === run ? runLength + 1 : 1;
    run = point.winner;
    streak[run] = Math.max(streak[run], runLength);
    if (point.golden) {
      golden.played += 1;
      if (point.winner === 'team1') golden.team1Won += 1;
      else golden.team2Won += 1;
    }
    if (point.team1SetPoint) setPoints.team1Attempted += 1;
    if (point.team2SetPoint) setPoints.team2Attempted += 1;
    const counter = players[point.server];
    counter.played += 1;
    if (point.winner === point.serverTeam) counter.won += 1;
    if (point.duration >= 0) {
      const duration = point.duration;
      longest = Math.max(longest, duration);
      durationSum += duration;
      durationCount += 1;
    }
  }
  for (const played of games) {
    if (played.kind !== 'game') continue;
    const counter = players[played.server];
    if (played.winner === played.serverTeam) counter.gamesWon += 1;
    else counter.gamesLost += 1;
  }

  const first = events[0];
  const last = events[events.length - 1];
  const matchEnd = final.status === 'finished' ? final.endedAt : (last?.at ?? null);
  const matchDurationSeconds = first === undefined || matchEnd === null ? 0 : seconds(matchEnd - first.at);

  let setStart = first?.at ?? 0;
  const sets = closed.map((set): SetStatistics => {
    const record = set.finished ? final.sets[set.index] : undefined;
    const setEnd = set.endAt ?? setStart;
    const summary: SetStatistics = {
      set: set.index + 1,
      finished: set.finished,
      team1Games: record?.games.team1 ?? set.state.games.team1,
      team2Games: record?.games.team2 ?? set.state.games.team2,
      tiebreak: record?.tiebreak ?? null,
      pointsPlayed: set.points.length,
      team1Points: teamPoints(set.points, 'team1'),
      team2Points: teamPoints(set.points, 'team2'),
      team1BreakPoints: breakPoints(set.points, set.games, 'team1'),
      team2BreakPoints: breakPoints(set.points, set.games, 'team2'),
      durationSeconds: seconds(setEnd - setStart),
    };
    setStart = setEnd;
    return summary;
  });

  const [team1, team2] = TEAMS;
  return {
    team1_name: names?.team1_name ?? 'Team 1',
    team2_name: names?.team2_name ?? 'Team 2',
    pointsPlayed: points.length,
    team1Points: teamPoints(points, team1),
    team2Points: teamPoints(points, team2),
    consecutivePoints: { team1LongestStreak: streak.team1, team2LongestStreak: streak.team2 },
    goldenPoints: golden,
    team1BreakPoints: breakPoints(points, games, team1),
    team2BreakPoints: breakPoints(points, games, team2),
    setPoints,
    longestPoint: { duration: seconds(longest) },
    averagePointTime: { averageDuration: durationCount === 0 ? 0 : seconds(durationSum / durationCount) },
    matchDuration: formatClock(matchDurationSeconds),
    matchDurationSeconds,
    player1Stats: playerStatistics(players[1]),
    player2Stats: playerStatistics(players[2]),
    player3Stats: playerStatistics(players[3]),
    player4Stats: playerStatistics(players[4]),
    sets,
  };
}
