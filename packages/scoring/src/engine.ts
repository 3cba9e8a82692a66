/**
 * The reducer: `apply(rules, state, event)` folds one event into a state, `replay` folds a log.
 * Expected refusals are returned codes; only a broken invariant throws.
 */
import { pointOutcome, stoppedWinnerUnder } from './queries.ts';
import { isRallyOver, rallyWinner } from './rally.ts';
import { checkManualResult } from './result.ts';
import { gameKind, otherTeam, rotateService } from './service.ts';
import type { EventHistory, MatchState, SetRecord, StateChanges } from './state.ts';
import { evolve, initialState } from './state.ts';
import type { ByTeam, EffectiveEvent, MatchEvent, RefusalCode, Rules, Team, TeamServer } from './types.ts';

/** How long after the match-ending event an undo may still reopen the match. */
export const UNDO_WINDOW_MS = 60_000;

export type ApplyResult = { ok: true; state: MatchState } | { ok: false; code: RefusalCode };

const ZERO: ByTeam<number> = { team1: 0, team2: 0 };

function refuse(code: RefusalCode): ApplyResult {
  return { ok: false, code };
}

function accept(state: MatchState): ApplyResult {
  return { ok: true, state };
}

function isTeam(value: unknown): value is Team {
  return value === 'team1' || value === 'team2';
}

/** Whether a kind read from outside (a stored log, a request) is one the engine knows. */
function isEventKind(kind: string): boolean {
  switch (kind) {
    case 'point':
    case 'undo':
    case 'resetGame':
    case 'resetSet':
    case 'serveDecided':
    case 'serversChosen':
    case 'finish':
    case 'retire':
    case 'walkover':
    case 'manualResult':
      return true;
  }
  return false;
}

function isTeamServer(rules: Rules, value: unknown): value is TeamServer {
  return value === 1 || (value === 2 && rules.playersPerTeam === 2);
}

function push(history: EventHistory | null, event: EffectiveEvent): EventHistory {
  return { event, previous: history, length: (history?.length ?? 0) + 1 };
}

function increment(score: ByTeam<number>, team: Team): ByTeam<number> {
  return team === 'team1'
    ? { team1: score.team1 + 1, team2: score.team2 }
    : { team1: score.team1, team2: score.team2 + 1 };
}

function setStarted(state: MatchState): boolean {
  return state.games.team1 + state.games.team2 + state.points.team1 + state.points.team2 > 0;
}

/** Whether any scored point stands (a walkover or a result entered by hand must come before). */
function scoredPointsStand(state: MatchState): boolean {
  return state.sets.length > 0 || setStarted(state);
}

/**
 * `state` after an event that scores no point (a serve decided, servers chosen, a reset, an end):
 * `changes` applied, no last point, the event appended to the history and the version one up.
 */
function withoutPoint(
  state: MatchState,
  event: EffectiveEvent,
  lastType: 'none' | 'reset',
  changes: StateChanges,
): MatchState {
  return evolve(state, {
    ...changes,
    lastPoint: null,
    lastType,
    history: push(state.history, event),
    version: state.version + 1,
  });
}

/** The state of a match that ends now by `event`, without a point. */
function finished(
  state: MatchState,
  event: EffectiveEvent,
  winner: Team | 'draw',
  finishReason: MatchState['finishReason'],
): MatchState {
  return withoutPoint(state, event, 'none', { status: 'finished', winner, finishReason, endedAt: event.at });
}

/** A rally point: one more point; the game ends at the target, won by the team ahead or drawn. */
function scoreRallyPoint(rules: Rules, state: MatchState, team: Team, event: EffectiveEvent): MatchState {
  const points = increment(state.points, team);
  const history = push(state.history, event);
  const version = state.version + 1;
  if (!isRallyOver(rules.rally, points)) {
    return evolve(state, { points, lastPoint: team, lastType: 'point', history, version });
  }
  return evolve(state, {
    status: 'finished',
    winner: rallyWinner(points),
    finishReason: 'score',
    endedAt: event.at,
    points,
    lastPoint: team,
    lastType: 'match',
    history,
    version,
  });
}

/** The team whose rally for serve was won becomes the first serving team. */
function decideServe(state: MatchState, team: Team, event: EffectiveEvent): MatchState {
  return withoutPoint(state, event, 'none', {
    serverDefined: true,
    service: { ...state.service, servingTeam: team },
    setStartService: { ...state.setStartService, servingTeam: team },
  });
}

function scorePoint(rules: Rules, state: MatchState, team: Team, event: EffectiveEvent): MatchState {
  const outcome = pointOutcome(rules, state, team);
  const history = push(state.history, event);
  const version = state.version + 1;
  switch (outcome) {
    case 'point':
      return evolve(state, {
        points: increment(state.points, team),
        lastPoint: team,
        lastType: 'point',
        history,
        version,
      });
    case 'game':
      return evolve(state, {
        games: increment(state.games, team),
        points: ZERO,
        service: rotateService(rules, state.service),
        lastPoint: team,
        lastType: 'game',
        history,
        version,
      });
    case 'set':
    case 'match': {
      const kind = gameKind(rules, state);
      const other = otherTeam(team);
      let games: ByTeam<number>;
      switch (kind) {
        case 'game':
        case 'tiebreak':
          games = increment(state.games, team);
          break;
        case 'super_tiebreak':
          games = increment(ZERO, team);
          break;
      }
      const record: SetRecord = {
        games,
        tiebreak: kind === 'game' ? null : increment(state.points, team),
        winner: team,
      };
      const service = rotateService(rules, state.service);
      const next: MatchState = evolve(state, {
        sets: [...state.sets, record],
        games: ZERO,
        points: ZERO,
        setsWon: increment(state.setsWon, team),
        service,
        setStartService: service,
        lastPoint: team,
        lastType: outcome,
        history,
        version,
      });
      if (outcome === 'set') return next;
      if (next.setsWon[other] >= next.setsWon[team]) throw new Error('scoring: match won without a set lead');
      return evolve(next, { status: 'finished', winner: team, finishReason: 'score', endedAt: event.at });
    }
  }
}

/** Folds one effective event (anything but undo) into a state in play. */
function applyEffective(rules: Rules, state: MatchState, event: EffectiveEvent): ApplyResult {
  if (state.status === 'finished') return refuse('match_finished');
  switch (event.kind) {
    case 'point':
      if (!isTeam(event.team)) return refuse('invalid_event');
      // Play for serve: while no server is defined, a point is the rally for serve, not a score.
      if (!state.serverDefined) return accept(decideServe(state, event.team, event));
      return accept(
        rules.scoringFormat === 'rally'
          ? scoreRallyPoint(rules, state, event.team, event)
          : scorePoint(rules, state, event.team, event),
      );
    case 'serveDecided':
      if (!isTeam(event.team)) return refuse('invalid_event');
      if (state.serverDefined) return refuse('server_already_defined');
      return accept(decideServe(state, event.team, event));
    case 'serversChosen': {
      if (!isTeamServer(rules, event.team1Server) || !isTeamServer(rules, event.team2Server)) {
        return refuse('invalid_event');
      }
      if (setStarted(state)) return refuse('servers_already_chosen');
      const nextServer = { team1: event.team1Server, team2: event.team2Server };
      return accept(
        withoutPoint(state, event, 'none', {
          service: { ...state.service, nextServer },
          setStartService: { ...state.setStartService, nextServer },
        }),
      );
    }
    case 'resetGame':
      if (!state.serverDefined) return refuse('server_not_defined');
      if (state.points.team1 + state.points.team2 === 0) return refuse('nothing_to_reset');
      return accept(withoutPoint(state, event, 'reset', { points: ZERO }));
    case 'resetSet':
      if (!state.serverDefined) return refuse('server_not_defined');
      if (!setStarted(state)) return refuse('nothing_to_reset');
      return accept(
        withoutPoint(state, event, 'reset', { games: ZERO, points: ZERO, service: state.setStartService }),
      );
    case 'finish':
      if (event.reason !== 'time' && event.reason !== 'manual') return refuse('invalid_event');
      return accept(finished(state, event, stoppedWinnerUnder(rules, state), event.reason));
    case 'retire':
      if (!isTeam(event.team)) return refuse('invalid_event');
      return accept(finished(state, event, otherTeam(event.team), 'retired'));
    case 'walkover':
      if (!isTeam(event.team)) return refuse('invalid_event');
      if (scoredPointsStand(state)) return refuse('match_in_play');
      return accept(finished(state, event, otherTeam(event.team), 'walkover'));
    case 'manualResult': {
      const checked = checkManualResult(rules, event.sets, event.retired ?? null);
      if (!checked.ok && checked.error === 'malformed_result') return refuse('invalid_event');
      if (scoredPointsStand(state)) return refuse('match_in_play');
      if (!checked.ok) return refuse('invalid_result');
      const result = checked.result;
      return accept(
        evolve(finished(state, event, result.winner, event.retired ? 'retired' : 'manual_result'), {
          sets: result.sets,
          setsWon: result.setsWon,
          games: result.games,
          points: result.points,
        }),
      );
    }
  }
}

/** Folds effective events from the initial state; they were all accepted once, so a refusal now is
 * a broken invariant. */
function refold(rules: Rules, history: EventHistory | null): MatchState {
  const events: EffectiveEvent[] = [];
  for (let node = history; node !== null; node = node.previous) events.push(node.event);
  let state = initialState(rules);
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index];
    if (event === undefined) throw new Error('scoring: hole in the event history');
    const result = applyEffective(rules, state, event);
    if (!result.ok)
      throw new Error(`scoring: an accepted ${event.kind} event is now refused (${result.code})`);
    state = result.state;
  }
  return evolve(state, { history });
}

/** Why an undo is refused now, or null: nothing left, or a match ended more than the window ago. */
function undoRefusal(state: MatchState, at: number): RefusalCode | null {
  if (state.history === null) return 'nothing_to_undo';
  if (state.status === 'finished' && at - (state.endedAt ?? at) > UNDO_WINDOW_MS) return 'undo_window_closed';
  return null;
}

/** The state an undo leads to: `restored` (the fold of the remaining events), marked as undone. */
function undone(restored: MatchState, before: MatchState): MatchState {
  return evolve(restored, { lastPoint: null, lastType: 'undo', version: before.version + 1 });
}

function undo(rules: Rules, state: MatchState, at: number): ApplyResult {
  const refusal = undoRefusal(state, at);
  if (refusal !== null) return refuse(refusal);
  return accept(undone(refold(rules, state.history?.previous ?? null), state));
}

/**
 * Folds one event into a state. A finished match refuses everything ('match_finished') except the
 * undo of the event that ended it within `UNDO_WINDOW_MS` of that event, which reopens the match.
 */
export function apply(rules: Rules, state: MatchState, event: MatchEvent): ApplyResult {
  if (!isEventKind(event.kind) || typeof event.at !== 'number' || !Number.isFinite(event.at)) {
    return refuse('invalid_event');
  }
  if (event.kind === 'undo') return undo(rules, state, event.at);
  return applyEffective(rules, state, event);
}

/**
 * The events of a stored log that still have an effect: each undo removes the latest effective event
 * before it. This is what `replay` folds, found without folding, for a log of accepted events (an
 * undo with nothing before it throws: such a log was never accepted).
 */
export function effectiveLog(events: readonly MatchEvent[]): EffectiveEvent[] {
  const effective: EffectiveEvent[] = [];
  for (const event of events) {
    if (event.kind !== 'undo') effective.push(event);
    else if (effective.pop() === undefined)
      throw new Error('scoring: an undo with nothing to undo in the log');
  }
  return effective;
}

/**
 * The state after a log of accepted events: the same as folding it with `apply`, in O(n). It keeps
 * the state after each effective event, so an undo returns to the previous one instead of re-folding.
 * Throws if the log holds an event `apply` refuses: a stored log is made only of accepted events, so
 * that is a broken invariant.
 */
export function replay(rules: Rules, events: readonly MatchEvent[]): MatchState {
  let state = initialState(rules);
  // after[i]: the state after the first i effective events.
  const after: MatchState[] = [state];
  for (let index = 0; index < events.length; index += 1) {
    const event = events[index];
    if (event === undefined) throw new Error(`scoring: hole at event ${index}`);
    if (event.kind === 'undo' && Number.isFinite(event.at)) {
      const refusal = undoRefusal(state, event.at);
      if (refusal !== null)
        throw new Error(`scoring: event ${index} (undo) of the log is refused: ${refusal}`);
      after.pop();
      const restored = after[after.length - 1];
      if (restored === undefined) throw new Error('scoring: undo past the initial state');
      state = undone(restored, state);
      continue;
    }
    const result = apply(rules, state, event);
    if (!result.ok)
      throw new Error(`scoring: event ${index} (${event.kind}) of the log is refused: ${result.code}`);
    state = result.state;
    after.push(state);
  }
  return state;
}
