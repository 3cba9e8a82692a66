/**
 * The one fold over a match's log that statistics.ts measures: every point that still stands, with
 * who served it, whether it was a break, set or golden point, and how long it took; every game with
 * its server and winner; grouped by set (docs/scoring-rules.md, "Statistics").
 */
import { apply } from './engine.ts';
import { isGoldenPoint } from './game.ts';
import { changeEnds, pointOutcome } from './queries.ts';
import { currentServer, gameKind, otherTeam } from './service.ts';
import type { MatchState } from './state.ts';
import { initialState } from './state.ts';
import type { ByTeam, EffectiveEvent, GameKind, MatchEvent, PlayerNumber, Rules, Team } from './types.ts';

/**
 * A point's duration is the time since the previous point of the same game: the rest the rules
 * allow between points (20 s in padel, 25 s in tennis) and the rally. A gap longer than this is a
 * pause (an injury, a lost ball, a talk, a forgotten press), not a point: a minute leaves a rally of
 * more than half a minute, longer than almost every rally a club plays, while a pause of a minute
 * and a half would otherwise become the match's longest point (docs/scoring-rules.md, "Statistics").
 */
export const MAX_POINT_GAP_MS = 60_000;

export interface PointRecord {
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

export interface GameRecord {
  kind: GameKind;
  server: PlayerNumber;
  serverTeam: Team;
  winner: Team;
}

export interface SetAccumulator {
  points: PointRecord[];
  games: GameRecord[];
}

export interface Counter {
  played: number;
  won: number;
  gamesWon: number;
  gamesLost: number;
}

/** A set (finished, or the one in play or stopped) with what was played in it. */
export interface CollectedSet extends SetAccumulator {
  index: number;
  finished: boolean;
  games1: number;
  games2: number;
  tiebreak: ByTeam<number> | null;
  winner: Team | null;
  /** `at` of its last point (null for a set entered by hand). */
  endAt: number | null;
}

export interface Collected {
  sets: CollectedSet[];
  final: MatchState;
  pointByPoint: boolean;
  /** `at` of the first event of the log. */
  startAt: number | null;
  /** End of the match, or its latest event. */
  endAt: number | null;
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
export function collect(rules: Rules, events: readonly MatchEvent[]): Collected {
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
