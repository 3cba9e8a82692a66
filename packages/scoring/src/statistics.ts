/**
 * Match statistics as a function of the event log (field names and definitions in
 * docs/scoring-rules.md, "Statistics").
 *
 * Counted points are the scoring points that still stand: undone points are gone from the log's
 * effect, points of a game or set later reset are corrections and do not count, and the rally of a
 * play for serve is not a scored point. A walkover or a result entered by hand has no points: its
 * figures are zero and `pointByPoint` is false, so screens say 'not available' instead of 0.
 */
import { apply } from './engine.ts';
import { isGoldenPoint } from './game.ts';
import { formatClock } from './labels.ts';
import { changeEnds, pointOutcome } from './queries.ts';
import { currentServer, gameKind, matchPlayers, otherTeam } from './service.ts';
import type { MatchState } from './state.ts';
import { initialState } from './state.ts';
import type { ByTeam, EffectiveEvent, GameKind, MatchEvent, PlayerNumber, Rules, Team } from './types.ts';
import { TEAMS } from './types.ts';

/**
 * A point's duration is the time since the previous point of the same game: the rest the rules
 * allow between points (20 s in padel, 25 s in tennis) and the rally. A gap longer than this is a
 * pause (an injury, a lost ball, a talk, a forgotten press), not a point: a minute leaves a rally of
 * more than half a minute, longer than almost every rally a club plays, while a pause of a minute
 * and a half would otherwise become the match's longest point (docs/scoring-rules.md, "Statistics").
 */
export const MAX_POINT_GAP_MS = 60_000;

export interface TeamPointsStatistics {
  totalPoints: number;
  /** Percentage of the points played, one decimal; the two teams' add up to 100 (`percentagesOf`). */
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
  /** The real players by number: [1, 3] in singles, [1, 2, 3, 4] in doubles (others stay at 0). */
  players: PlayerNumber[];
  /**
   * False for a walkover or a result entered by hand: no point was pressed, so every point figure
   * is 0 and must be shown as not available. True when the figures come from points played
   * (a retirement included: the points played until then).
   */
  pointByPoint: boolean;
  /** Scored points that stand (= team1Points.totalPoints + team2Points.totalPoints). */
  pointsPlayed: number;
  team1Points: TeamPointsStatistics;
  team2Points: TeamPointsStatistics;
  consecutivePoints: { team1LongestStreak: number; team2LongestStreak: number };
  goldenPoints: { team1Won: number; team2Won: number; played: number };
  team1BreakPoints: BreakPointStatistics;
  team2BreakPoints: BreakPointStatistics;
  setPoints: { team1Attempted: number; team1Won: number; team2Attempted: number; team2Won: number };
  /**
   * Seconds; a point lasts from the previous event of the log to its own. Only points that follow
   * another point (or the rally for serve) of the same game count: the first point of a game or
   * tiebreak and the point after a change of ends carry a break, the first point after an undo or
   * a reset a correction, and a gap above `MAX_POINT_GAP_MS` is an interruption.
   */
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
  /** Milliseconds since the previous point of the same game; -1 when it does not count as a
   * point's length (a number either way keeps the record's shape stable, which keeps this fold fast). */
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

/** A set (finished, or the one in play or stopped) with what was played in it. */
interface CollectedSet extends SetAccumulator {
  index: number;
  finished: boolean;
  games1: number;
  games2: number;
  tiebreak: ByTeam<number> | null;
  winner: Team | null;
  /** `at` of its last point (null for a set entered by hand). */
  endAt: number | null;
}

interface Collected {
  sets: CollectedSet[];
  final: MatchState;
  pointByPoint: boolean;
  /** `at` of the first event of the log. */
  startAt: number | null;
  /** End of the match, or its latest event. */
  endAt: number | null;
}

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

/** The stored log's effective events with the event just before each in the log (null for the first). */
function effectiveWithPrevious(
  events: readonly MatchEvent[],
): { event: EffectiveEvent; previous: MatchEvent | null }[] {
  const effective: { event: EffectiveEvent; previous: MatchEvent | null }[] = [];
  for (let index = 0; index < events.length; index += 1) {
    const event = events[index];
    if (event === undefined) throw new Error(`scoring: hole at event ${index}`);
    if (event.kind !== 'undo') effective.push({ event, previous: events[index - 1] ?? null });
    else if (effective.pop() === undefined)
      throw new Error('scoring: an undo with nothing to undo in the log');
  }
  return effective;
}

/** One fold over the effective events, recording every point that stands with its context. */
function collect(rules: Rules, events: readonly MatchEvent[]): Collected {
  const closed: CollectedSet[] = [];
  let current: SetAccumulator = { points: [], games: [] };
  let game: PointRecord[] = [];
  let state = initialState(rules);
  let pointByPoint = true;
  const rally = rules.scoringFormat === 'rally';

  for (const { event, previous } of effectiveWithPrevious(events)) {
    switch (event.kind) {
      case 'point': {
        if (!state.serverDefined) break;
        const server = currentServer(rules, state);
        if (server === null) throw new Error('scoring: a scored point without a server');
        const kind = gameKind(rules, state);
        const receiver = otherTeam(server.team);
        const team1Outcome = pointOutcome(rules, state, 'team1');
        const team2Outcome = pointOutcome(rules, state, 'team2');
        const receiverOutcome = receiver === 'team1' ? team1Outcome : team2Outcome;
        // The previous event of the log is a point (or the rally for serve) of this same game, with
        // no change of ends after it: then the gap is the length of this point.
        const sameGame =
          previous !== null &&
          previous.kind === 'point' &&
          (state.lastType === 'point' || state.lastType === 'none') &&
          !changeEnds(rules, state);
        const gap = previous === null ? -1 : event.at - previous.at;
        game.push({
          winner: event.team,
          server: server.player,
          serverTeam: server.team,
          golden:
            !rally &&
            kind === 'game' &&
            isGoldenPoint(rules.goldenPointMode, state.points.team1, state.points.team2),
          breakPoint: !rally && kind === 'game' && receiverOutcome !== 'point',
          team1SetPoint: !rally && (team1Outcome === 'set' || team1Outcome === 'match'),
          team2SetPoint: !rally && (team2Outcome === 'set' || team2Outcome === 'match'),
          duration: sameGame && gap >= 0 && gap <= MAX_POINT_GAP_MS ? gap : -1,
          at: event.at,
        });
        const outcome = event.team === 'team1' ? team1Outcome : team2Outcome;
        if (!rally && outcome !== 'point') {
          for (const record of game) current.points.push(record);
          current.games.push({ kind, server: server.player, serverTeam: server.team, winner: event.team });
          game = [];
        }
        if (!rally && (outcome === 'set' || outcome === 'match')) {
          const games = kind === 'super_tiebreak' ? { team1: 0, team2: 0 } : state.games;
          const won = {
            team1: games.team1 + (event.team === 'team1' ? 1 : 0),
            team2: games.team2 + (event.team === 'team2' ? 1 : 0),
          };
          closed.push({
            ...current,
            index: state.sets.length,
            finished: true,
            games1: won.team1,
            games2: won.team2,
            tiebreak:
              kind === 'game'
                ? null
                : {
                    team1: state.points.team1 + (event.team === 'team1' ? 1 : 0),
                    team2: state.points.team2 + (event.team === 'team2' ? 1 : 0),
                  },
            winner: event.team,
            endAt: event.at,
          });
          current = { points: [], games: [] };
        }
        break;
      }
      case 'resetGame':
        game = [];
        break;
      case 'resetSet':
        game = [];
        current = { points: [], games: [] };
        break;
      case 'walkover':
      case 'manualResult':
        pointByPoint = false;
        break;
      case 'serveDecided':
      case 'serversChosen':
      case 'finish':
      case 'retire':
        break;
    }
    const result = apply(rules, state, event);
    if (!result.ok) throw new Error(`scoring: an effective ${event.kind} event is refused (${result.code})`);
    state = result.state;
  }
  const final = state;
  if (!pointByPoint) {
    // A result entered by hand: its sets, with no point behind them.
    for (const [index, set] of final.sets.entries()) {
      closed.push({
        points: [],
        games: [],
        index,
        finished: true,
        games1: set.games.team1,
        games2: set.games.team2,
        tiebreak: set.tiebreak,
        winner: set.winner,
        endAt: null,
      });
    }
  }
  const pending = [...current.points, ...game];
  const standing = final.games.team1 + final.games.team2 > 0;
  if (
    final.finishReason !== 'score' &&
    final.finishReason !== 'manual_result' &&
    (pending.length > 0 || standing)
  ) {
    const last = pending[pending.length - 1];
    closed.push({
      points: pending,
      games: current.games,
      index: final.sets.length,
      finished: false,
      games1: final.games.team1,
      games2: final.games.team2,
      tiebreak: null,
      winner: null,
      endAt: last?.at ?? null,
    });
  } else if (rally && pending.length > 0) {
    // A rally game won on court is one unit: its points are the match's.
    closed.push({
      points: pending,
      games: [],
      index: 0,
      finished: true,
      games1: 0,
      games2: 0,
      tiebreak: null,
      winner: null,
      endAt: pending[pending.length - 1]?.at ?? null,
    });
  }
  const first = events[0];
  const latest = events[events.length - 1];
  return {
    sets: closed,
    final,
    pointByPoint,
    startAt: first?.at ?? null,
    endAt: final.status === 'finished' ? final.endedAt : (latest?.at ?? null),
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
