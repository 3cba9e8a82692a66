/**
 * Match statistics as a function of the event log (field names and definitions in
 * docs/scoring-rules.md, "Statistics").
 *
 * Counted points are the scoring points that still stand: undone points are gone from the log's
 * effect, points of a game or set later reset are corrections and do not count, and the rally of a
 * play for serve is not a scored point. A walkover or a result entered by hand has no points: its
 * figures are zero and `pointByPoint` is false, so screens say 'not available' instead of 0.
 */
import { formatClock } from './labels.ts';
import { matchPlayers } from './service.ts';
import {
  type Collected,
  type CollectedSet,
  type Counter,
  collect,
  type GameRecord,
  type PointRecord,
} from './statistics-collect.ts';
import type {
  BreakPointStatistics,
  MatchStatistics,
  PlayerStatistics,
  SetStatistics,
} from './statistics-types.ts';
import type { ByTeam, MatchEvent, PlayerNumber, Rules, Team } from './types.ts';
import { TEAMS } from './types.ts';

export { MAX_POINT_GAP_MS } from './statistics-collect.ts';
export type {
  BreakPointStatistics,
  MatchStatistics,
  PlayerStatistics,
  SetStatistics,
  TeamPointsStatistics,
} from './statistics-types.ts';

/**
 * Two shares of a whole as percentages that add up to exactly 100 (largest remainder: both are
 * rounded down, and the unit left goes to the larger remainder, on a tie to the larger share, then
 * to `a`). [0, 0] when there is nothing to share. Use it wherever a pair of shares is shown.
 */
export function percentagesOf(a: number, b: number, decimals: 0 | 1 | 2 = 0): [number, number] {
  if (!Number.isFinite(a) || !Number.isFinite(b) || a < 0 || b < 0 || a + b === 0) return [0, 0];
  const scale = 10 ** decimals;
  const units = 100 * scale;
  const total = a + b;
  let unitsA = Math.floor((a * units) / total);
  let unitsB = Math.floor((b * units) / total);
  if (unitsA + unitsB < units) {
    const remainderA = a * units - unitsA * total;
    const remainderB = b * units - unitsB * total;
    if (remainderA > remainderB || (remainderA === remainderB && a >= b)) unitsA += 1;
    else unitsB += 1;
  }
  return [unitsA / scale, unitsB / scale];
}

function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

function seconds(ms: number): number {
  return Math.max(0, Math.round(ms / 1000));
}

function pointsWon(points: readonly PointRecord[], team: Team): number {
  let won = 0;
  for (const point of points) if (point.winner === team) won += 1;
  return won;
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

/** The figures over some sets of a collected match. */
function aggregate(
  rules: Rules,
  sets: readonly CollectedSet[],
  pointByPoint: boolean,
  durationSeconds: number,
  names: { team1_name: string; team2_name: string } | undefined,
  allSets: readonly CollectedSet[],
  startAt: number | null,
): MatchStatistics {
  const points: PointRecord[] = [];
  const games: GameRecord[] = [];
  for (const set of sets) {
    for (const point of set.points) points.push(point);
    for (const played of set.games) games.push(played);
  }

  const streak: ByTeam<number> = { team1: 0, team2: 0 };
  const golden = { team1Won: 0, team2Won: 0, played: 0 };
  const setPoints = { team1Attempted: 0, team1Won: 0, team2Attempted: 0, team2Won: 0 };
  for (const set of sets) {
    // Set points belong to points played: a result entered by hand has none.
    if (!pointByPoint || !set.finished || set.winner === null) continue;
    if (set.winner === 'team1') setPoints.team1Won += 1;
    else setPoints.team2Won += 1;
  }
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
      longest = Math.max(longest, point.duration);
      durationSum += point.duration;
      durationCount += 1;
    }
  }
  for (const played of games) {
    if (played.kind !== 'game') continue;
    const counter = players[played.server];
    if (played.winner === played.serverTeam) counter.gamesWon += 1;
    else counter.gamesLost += 1;
  }

  const won1 = pointsWon(points, 'team1');
  const won2 = pointsWon(points, 'team2');
  const [share1, share2] = percentagesOf(won1, won2, 1);
  const [team1, team2] = TEAMS;
  return {
    team1_name: names?.team1_name ?? 'Team 1',
    team2_name: names?.team2_name ?? 'Team 2',
    players: matchPlayers(rules),
    pointByPoint,
    pointsPlayed: points.length,
    team1Points: { totalPoints: won1, percentageWon: share1 },
    team2Points: { totalPoints: won2, percentageWon: share2 },
    consecutivePoints: { team1LongestStreak: streak.team1, team2LongestStreak: streak.team2 },
    goldenPoints: golden,
    team1BreakPoints: breakPoints(points, games, team1),
    team2BreakPoints: breakPoints(points, games, team2),
    setPoints,
    longestPoint: { duration: seconds(longest) },
    averagePointTime: { averageDuration: durationCount === 0 ? 0 : seconds(durationSum / durationCount) },
    matchDuration: formatClock(durationSeconds),
    matchDurationSeconds: durationSeconds,
    player1Stats: playerStatistics(players[1]),
    player2Stats: playerStatistics(players[2]),
    player3Stats: playerStatistics(players[3]),
    player4Stats: playerStatistics(players[4]),
    sets: setSummaries(rules, allSets, sets, startAt),
  };
}

/** Per-set summaries of `chosen`, their durations measured along the whole match (`all`). */
function setSummaries(
  rules: Rules,
  all: readonly CollectedSet[],
  chosen: readonly CollectedSet[],
  startAt: number | null,
): SetStatistics[] {
  const summaries: SetStatistics[] = [];
  let setStart = startAt ?? 0;
  for (const set of all) {
    const setEnd = set.endAt ?? setStart;
    if (chosen.includes(set) && !(rules.scoringFormat === 'rally')) {
      const won1 = pointsWon(set.points, 'team1');
      const won2 = pointsWon(set.points, 'team2');
      const [share1, share2] = percentagesOf(won1, won2, 1);
      summaries.push({
        set: set.index + 1,
        finished: set.finished,
        team1Games: set.games1,
        team2Games: set.games2,
        tiebreak: set.tiebreak,
        pointsPlayed: set.points.length,
        team1Points: { totalPoints: won1, percentageWon: share1 },
        team2Points: { totalPoints: won2, percentageWon: share2 },
        team1BreakPoints: breakPoints(set.points, set.games, 'team1'),
        team2BreakPoints: breakPoints(set.points, set.games, 'team2'),
        durationSeconds: set.endAt === null ? 0 : seconds(setEnd - setStart),
      });
    }
    setStart = setEnd;
  }
  return summaries;
}

function matchSeconds(collected: Collected): number {
  const { startAt, endAt, pointByPoint } = collected;
  // A walkover or a result entered by hand was not timed on court.
  if (!pointByPoint || startAt === null || endAt === null) return 0;
  return seconds(endAt - startAt);
}

/** Statistics of a match from its event log (the log as stored: accepted events, undo included). */
export function matchStatistics(
  rules: Rules,
  events: readonly MatchEvent[],
  names?: { team1_name: string; team2_name: string },
): MatchStatistics {
  const collected = collect(rules, events);
  return aggregate(
    rules,
    collected.sets,
    collected.pointByPoint,
    matchSeconds(collected),
    names,
    collected.sets,
    collected.startAt,
  );
}

/** A set's own figures beside the match's up to the end of that set, for the set summary. */
export interface SetSummary {
  /** 1-based. */
  set: number;
  /** Figures of that set alone (its `matchDurationSeconds` is the set's length). */
  setStatistics: MatchStatistics;
  /** Figures of the match from its start to the end of that set (or now, for the set in play). */
  matchSoFar: MatchStatistics;
}

/**
 * The summary after set `set` (1-based): that set's own figures and the match so far. Null when the
 * set has not been played (no point, no games).
 */
export function setSummary(
  rules: Rules,
  events: readonly MatchEvent[],
  set: number,
  names?: { team1_name: string; team2_name: string },
): SetSummary | null {
  const collected = collect(rules, events);
  const position = collected.sets.findIndex((played) => played.index === set - 1);
  const chosen = collected.sets[position];
  if (chosen === undefined) return null;
  const upTo = collected.sets.slice(0, position + 1);
  const previousEnd = position === 0 ? collected.startAt : (collected.sets[position - 1]?.endAt ?? null);
  const setSeconds =
    !collected.pointByPoint || chosen.endAt === null || previousEnd === null
      ? 0
      : seconds(chosen.endAt - previousEnd);
  const soFarEnd = chosen.finished ? chosen.endAt : collected.endAt;
  const soFarSeconds =
    !collected.pointByPoint || soFarEnd === null || collected.startAt === null
      ? 0
      : seconds(soFarEnd - collected.startAt);
  return {
    set,
    setStatistics: aggregate(
      rules,
      [chosen],
      collected.pointByPoint,
      setSeconds,
      names,
      collected.sets,
      collected.startAt,
    ),
    matchSoFar: aggregate(
      rules,
      upTo,
      collected.pointByPoint,
      soFarSeconds,
      names,
      collected.sets,
      collected.startAt,
    ),
  };
}
