/**
 * Properties over random event logs (up to 400 events) and random rules: they must hold for every
 * sequence of inputs, not only for the scenarios.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIO_CLIPS, announce } from './announce.ts';
import { apply, replay, UNDO_WINDOW_MS } from './engine.ts';
import { isUnitWon } from './game.ts';
import {
  MAX_RALLY_TARGET,
  MAX_SERVE_EVERY,
  MIN_RALLY_TARGET,
  MIN_SERVE_EVERY,
  parseRules,
  RALLY_TARGETS,
  SET_LENGTHS,
  setsToWin,
} from './rules.ts';
import { currentServer, gameKind, otherTeam, partnerServer, playerNumber, teamOfPlayer } from './service.ts';
import type { MatchState } from './state.ts';
import { effectiveEvents, initialState } from './state.ts';
import { MAX_POINT_GAP_MS, matchStatistics, percentagesOf } from './statistics.ts';
import type {
  EnteredSet,
  GameKind,
  MatchEvent,
  MatchType,
  PlayerNumber,
  Rules,
  RulesInput,
  Team,
} from './types.ts';
import { DEUCE_MODES, MATCH_TYPES, RALLY_TARGET_MODES, SERVICE_MODES, TEAMS } from './types.ts';
import { scoredPointsStandIn, scoreView } from './view.ts';

const RUNS = 150;

const teamArb = fc.constantFrom<Team>(...TEAMS);

function parsed(input: RulesInput): Rules {
  const result = parseRules(input);
  if (!result.ok) throw new Error(`rules arbitrary built invalid rules: ${result.error}`);
  return result.rules;
}

/** Rules of the 'sets' format: every set length, deuce mode, service mode and the given match types. */
function setsRulesArb(matchTypes: readonly MatchType[]): fc.Arbitrary<Rules> {
  return fc
    .record({
      bestOfSets: fc.constantFrom(1, 3, 5),
      gamesPerSet: fc.constantFrom(...SET_LENGTHS),
      shortTiebreak: fc.boolean(),
      superTiebreak: fc.boolean(),
      goldenPointMode: fc.constantFrom(...DEUCE_MODES),
      matchType: fc.constantFrom(...matchTypes),
      mode: fc.constantFrom(...SERVICE_MODES),
      team1Server: fc.constantFrom(1, 2),
      team2Server: fc.constantFrom(1, 2),
      coinToss: teamArb,
    })
    .map(({ shortTiebreak, superTiebreak, mode, team1Server, team2Server, matchType, ...rest }) => {
      const singles = matchType === 'singles';
      return parsed({
        ...rest,
        matchType,
        superTiebreak: superTiebreak && rest.bestOfSets > 1,
        tiebreakAt: shortTiebreak && rest.gamesPerSet > 1 ? rest.gamesPerSet - 1 : rest.gamesPerSet,
        serviceConfig: {
          mode,
          team1Server: singles ? 1 : team1Server,
          team2Server: singles ? 1 : team2Server,
        },
      });
    });
}

const rulesArb = setsRulesArb(MATCH_TYPES);
const singlesRulesArb = setsRulesArb(['singles']);

/** Rules of the 'rally' format: every target mode, a target of 4..32, the serve passing every 1..10. */
const rallyRulesArb: fc.Arbitrary<Rules> = fc
  .record({
    target: fc.oneof(
      fc.constantFrom(...RALLY_TARGETS),
      fc.integer({ min: MIN_RALLY_TARGET, max: MAX_RALLY_TARGET }),
    ),
    targetMode: fc.constantFrom(...RALLY_TARGET_MODES),
    serveEvery: fc.integer({ min: MIN_SERVE_EVERY, max: MAX_SERVE_EVERY }),
    matchType: fc.constantFrom(...MATCH_TYPES),
    mode: fc.constantFrom(...SERVICE_MODES),
    team1Server: fc.constantFrom(1, 2),
    team2Server: fc.constantFrom(1, 2),
    coinToss: teamArb,
  })
  .map(({ target, targetMode, serveEvery, matchType, mode, team1Server, team2Server, coinToss }) =>
    parsed({
      scoringFormat: 'rally',
      rally: { target, targetMode, serveEvery },
      matchType,
      coinToss,
      serviceConfig: {
        mode,
        team1Server: matchType === 'singles' ? 1 : team1Server,
        team2Server: matchType === 'singles' ? 1 : team2Server,
      },
    }),
  );

/** Rules of either format, for the properties every format must keep. */
const anyRulesArb: fc.Arbitrary<Rules> = fc.oneof(
  { weight: 3, arbitrary: rulesArb },
  { weight: 1, arbitrary: rallyRulesArb },
);

/** The standard format: 6 games, tiebreak at 6-6. */
const standardRulesArb = rulesArb.map((rules) => ({ ...rules, gamesPerSet: 6, tiebreakAt: 6 }));

type Op =
  | { kind: 'point'; team: Team }
  | { kind: 'undo' }
  | { kind: 'resetGame' }
  | { kind: 'resetSet' }
  | { kind: 'serveDecided'; team: Team }
  | { kind: 'serversChosen'; team1Server: 1 | 2; team2Server: 1 | 2 }
  | { kind: 'finish'; reason: 'time' | 'manual' }
  | { kind: 'retire'; team: Team }
  | { kind: 'walkover'; team: Team }
  /** A result entered by hand: the sets of a match played with points drawn from `seed`. */
  | { kind: 'manualResult'; seed: number };

const opArb = (withUndo: boolean): fc.Arbitrary<Op> =>
  fc.oneof(
    { weight: 40, arbitrary: teamArb.map((team): Op => ({ kind: 'point', team })) },
    { weight: withUndo ? 6 : 0, arbitrary: fc.constant<Op>({ kind: 'undo' }) },
    { weight: 1, arbitrary: fc.constant<Op>({ kind: 'resetGame' }) },
    { weight: 1, arbitrary: fc.constant<Op>({ kind: 'resetSet' }) },
    { weight: 1, arbitrary: teamArb.map((team): Op => ({ kind: 'serveDecided', team })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom<1 | 2>(1, 2), fc.constantFrom<1 | 2>(1, 2))
        .map(([team1Server, team2Server]): Op => ({ kind: 'serversChosen', team1Server, team2Server })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<'time' | 'manual'>('time', 'manual')
        .map((reason): Op => ({ kind: 'finish', reason })),
    },
    { weight: 1, arbitrary: teamArb.map((team): Op => ({ kind: 'retire', team })) },
    { weight: 1, arbitrary: teamArb.map((team): Op => ({ kind: 'walkover', team })) },
    { weight: 1, arbitrary: fc.nat().map((seed): Op => ({ kind: 'manualResult', seed })) },
  );

/** A small deterministic PRNG for the tests (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The final state of a match played to its end with random points (the server winning ~60 %). */
function playedMatch(rules: Rules, seed: number): MatchState {
  const random = prng(seed);
  let state = initialState(rules);
  for (let at = 0; state.status === 'ongoing'; at += 1) {
    if (at > 50_000) throw new Error('match does not end');
    const serving = currentServer(rules, state)?.team ?? 'team1';
    const team: Team = random() < 0.6 ? serving : otherTeam(serving);
    const result = apply(rules, state, { kind: 'point', team, at });
    if (!result.ok) throw new Error(result.code);
    state = result.state;
  }
  return state;
}

/** The sets of a finished state as a result entered by hand would give them. */
function enteredSets(rules: Rules, state: MatchState): EnteredSet[] {
  if (rules.scoringFormat === 'rally') return [{ team1: state.points.team1, team2: state.points.team2 }];
  return state.sets.map((set) => ({
    team1: set.games.team1,
    team2: set.games.team2,
    tiebreak: set.tiebreak,
  }));
}

function eventOf(rules: Rules, op: Op, at: number): MatchEvent {
  switch (op.kind) {
    case 'manualResult':
      return { kind: 'manualResult', sets: enteredSets(rules, playedMatch(rules, op.seed)), at };
    case 'point':
    case 'undo':
    case 'resetGame':
    case 'resetSet':
    case 'serveDecided':
    case 'serversChosen':
    case 'finish':
    case 'retire':
    case 'walkover':
      return { ...op, at };
  }
}

/** Time between events: mostly a rally, sometimes a long pause (beyond the undo window). */
const gapArb = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 0, max: 40_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 40_000, max: 200_000 }) },
);

const scriptArb = (withUndo: boolean) =>
  fc.array(fc.tuple(opArb(withUndo), gapArb), { maxLength: 400, size: 'max' });

interface Run {
  /** Accepted events. */
  events: MatchEvent[];
  /** states[i] is the state after the first i accepted events. */
  states: MatchState[];
}

function run(rules: Rules, script: readonly [Op, number][]): Run {
  let state = initialState(rules);
  let at = 1_700_000_000_000;
  const events: MatchEvent[] = [];
  const states: MatchState[] = [state];
  for (const [op, gap] of script) {
    at += gap;
    const event = eventOf(rules, op, at);
    const result = apply(rules, state, event);
    if (!result.ok) continue;
    state = result.state;
    events.push(event);
    states.push(state);
  }
  return { events, states };
}

/** The state without what only says how it was reached (version, latest event). */
function position(state: MatchState): unknown {
  return { ...state, version: 0, lastPoint: null, lastType: 'none' };
}

function lastOf<T>(items: readonly T[]): T {
  const item = items[items.length - 1];
  if (item === undefined) throw new Error('empty list');
  return item;
}

describe('properties over random event logs', { timeout: 60_000 }, () => {
  it('undo of the last k events equals the state before them', () => {
    fc.assert(
      fc.property(anyRulesArb, scriptArb(false), fc.nat(), (rules, script, pick) => {
        const { events, states } = run(rules, script);
        const k = pick % (events.length + 1);
        const at = events.length === 0 ? 0 : lastOf(events).at;
        let state = lastOf(states);
        for (let i = 0; i < k; i += 1) {
          const result = apply(rules, state, { kind: 'undo', at });
          expect(result.ok).toBe(true);
          if (result.ok) state = result.state;
        }
        const before = states[events.length - k];
        expect(before).toBeDefined();
        if (before === undefined) return;
        expect(position(state)).toEqual(position(before));
        if (k === events.length) {
          expect(apply(rules, state, { kind: 'undo', at })).toEqual({ ok: false, code: 'nothing_to_undo' });
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('an undone event leaves no trace: a log with undos folds like its effective events', () => {
    fc.assert(
      fc.property(anyRulesArb, scriptArb(true), (rules, script) => {
        const { events, states } = run(rules, script);
        const final = lastOf(states);
        expect(replay(rules, events)).toEqual(final);
        expect(position(replay(rules, effectiveEvents(final)))).toEqual(position(final));
      }),
      { numRuns: RUNS },
    );
  });

  it('exactly one server at any time, named consistently by team and player', () => {
    fc.assert(
      fc.property(anyRulesArb, scriptArb(true), (rules, script) => {
        for (const state of run(rules, script).states) {
          const view = scoreView(rules, state);
          const server = view.current_game.server;
          expect(view.server_defined).toBe(state.serverDefined);
          if (!view.server_defined) {
            expect(view.server).toBeNull();
            expect(server).toBeNull();
            continue;
          }
          expect(server).not.toBeNull();
          if (server === null) continue;
          expect(teamOfPlayer(server)).toBe(view.server);
          if (rules.playersPerTeam === 1) expect([1, 3]).toContain(server);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the service order never skips a player: teams alternate units, players alternate within a team', () => {
    fc.assert(
      fc.property(rulesArb, scriptArb(true), (rules, script) => {
        const final = lastOf(run(rules, script).states);
        // Fold the effective events, recording who serves each unit (game or tiebreak) that stands.
        let state = initialState(rules);
        let units: { set: number; player: PlayerNumber; chosen: boolean }[] = [];
        let chosen = false;
        let unitStart = true;
        for (const event of effectiveEvents(final)) {
          const server = currentServer(rules, state);
          if (event.kind === 'point' && server !== null) {
            const kind = gameKind(rules, state);
            const played = state.points.team1 + state.points.team2;
            checkTiebreakPoint(rules, state, kind, played, server.player);
            if (unitStart) units.push({ set: state.sets.length, player: server.player, chosen });
            chosen = false;
            unitStart = false;
          }
          if (event.kind === 'serversChosen') chosen = true;
          if (event.kind === 'resetSet') {
            // The set is replayed from its start, where a choice of servers made for it still holds.
            const set = state.sets.length;
            chosen = chosen || units.some((unit) => unit.set === set && unit.chosen);
            units = units.filter((unit) => unit.set !== set);
          }
          const result = apply(rules, state, event);
          if (!result.ok) throw new Error(result.code);
          state = result.state;
          if (['game', 'set', 'match', 'reset'].includes(state.lastType) || event.kind === 'resetSet') {
            unitStart = true;
          }
          if (state.lastType === 'reset' && event.kind === 'resetGame' && units.length > 0) {
            // The reset game is replayed by the same server: forget its first record (and keep a
            // choice of servers made before it for the replayed game).
            chosen = units.pop()?.chosen ?? false;
          }
        }
        for (let i = 1; i < units.length; i += 1) {
          const previous = units[i - 1];
          const unit = units[i];
          if (previous === undefined || unit === undefined) continue;
          // A choice of servers comes only before a set's first unit, and changes players, never the
          // team in turn.
          if (unit.chosen) expect(unit.set).not.toBe(previous.set);
          expect(teamOfPlayer(unit.player)).toBe(otherTeam(teamOfPlayer(previous.player)));
          const sameTeamBefore = units
            .slice(0, i)
            .reverse()
            .find((earlier) => teamOfPlayer(earlier.player) === teamOfPlayer(unit.player));
          const choiceBetween = units
            .slice(units.indexOf(sameTeamBefore ?? unit) + 1, i + 1)
            .some((u) => u.chosen);
          if (sameTeamBefore !== undefined && !choiceBetween && rules.playersPerTeam === 2) {
            expect(unit.player).not.toBe(sameTeamBefore.player);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a set is only won 6-x with x ≤ 4, 7-5 or 7-6 (6 games, tiebreak at 6)', () => {
    fc.assert(
      fc.property(standardRulesArb, scriptArb(true), (rules, script) => {
        for (const state of run(rules, script).states) {
          for (const [index, set] of state.sets.entries()) {
            const won = set.games[set.winner];
            const lost = set.games[otherTeam(set.winner)];
            const superSet = rules.superTiebreak && index === rules.bestOfSets - 1;
            if (superSet) {
              expect([won, lost]).toEqual([1, 0]);
              continue;
            }
            const allowed =
              (won === 6 && lost <= 4) || (won === 7 && lost === 5) || (won === 7 && lost === 6);
            expect(allowed, `${won}-${lost}`).toBe(true);
            expect(set.tiebreak !== null).toBe(won === 7 && lost === 6);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('sets, games and points are never negative and stay within the rules', () => {
    fc.assert(
      fc.property(rulesArb, scriptArb(true), (rules, script) => {
        for (const state of run(rules, script).states) {
          for (const team of TEAMS) {
            expect(state.points[team]).toBeGreaterThanOrEqual(0);
            expect(state.games[team]).toBeGreaterThanOrEqual(0);
            expect(state.games[team]).toBeLessThanOrEqual(Math.max(rules.gamesPerSet, rules.tiebreakAt + 1));
            expect(state.setsWon[team]).toBeLessThanOrEqual(setsToWin(rules));
          }
          const kind = gameKind(rules, state);
          // The game in play is never already won.
          expect(isUnitWon(kind, rules.goldenPointMode, state.points.team1, state.points.team2)).toBe(false);
          expect(isUnitWon(kind, rules.goldenPointMode, state.points.team2, state.points.team1)).toBe(false);
          if (rules.goldenPointMode === 'star_point' && kind === 'game') {
            expect(state.points.team1 + state.points.team2).toBeLessThan(11);
          }
          expect(state.sets.length).toBeLessThanOrEqual(rules.bestOfSets);
          expect(state.setsWon.team1 + state.setsWon.team2).toBe(state.sets.length);
          const view = scoreView(rules, state);
          expect(view.currentSet).toBeGreaterThanOrEqual(0);
          expect(view.currentSet).toBeLessThan(rules.bestOfSets);
          expect(view.current_game.deuce_count).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a finished match changes no more, except an undo within 60 s of its end', () => {
    fc.assert(
      fc.property(
        anyRulesArb,
        scriptArb(true),
        fc.integer({ min: 0, max: 2 * UNDO_WINDOW_MS }),
        (rules, script, delay) => {
          for (const state of run(rules, script).states) {
            if (state.status !== 'finished' || state.endedAt === null) continue;
            const at = state.endedAt + delay;
            const others: MatchEvent[] = [
              { kind: 'point', team: 'team1', at },
              { kind: 'point', team: 'team2', at },
              { kind: 'resetGame', at },
              { kind: 'resetSet', at },
              { kind: 'serveDecided', team: 'team1', at },
              { kind: 'serversChosen', team1Server: 1, team2Server: 1, at },
              { kind: 'finish', reason: 'time', at },
              { kind: 'retire', team: 'team1', at },
              { kind: 'walkover', team: 'team2', at },
              { kind: 'manualResult', sets: enteredSets(rules, state), at },
            ];
            for (const event of others)
              expect(apply(rules, state, event)).toEqual({ ok: false, code: 'match_finished' });
            const undone = apply(rules, state, { kind: 'undo', at });
            if (delay <= UNDO_WINDOW_MS) {
              expect(undone.ok && undone.state.status).toBe('ongoing');
            } else {
              expect(undone).toEqual({ ok: false, code: 'undo_window_closed' });
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('statistics add up', () => {
    fc.assert(
      fc.property(anyRulesArb, scriptArb(true), (rules, script) => {
        const { events, states } = run(rules, script);
        const stats = matchStatistics(rules, events);
        const players = [stats.player1Stats, stats.player2Stats, stats.player3Stats, stats.player4Stats];
        const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
        expect(stats.team1Points.totalPoints + stats.team2Points.totalPoints).toBe(stats.pointsPlayed);
        expect(sum(players.map((p) => p.pointsPlayedWithService))).toBe(stats.pointsPlayed);
        for (const p of players) expect(p.pointsWhileServing).toBeLessThanOrEqual(p.pointsPlayedWithService);
        if (rules.scoringFormat === 'rally') {
          // A rally game has no sets, no games and no break or set points.
          expect(stats.sets).toEqual([]);
          expect(stats.team1BreakPoints.total + stats.team2BreakPoints.total).toBe(0);
        } else {
          expect(sum(stats.sets.map((s) => s.pointsPlayed))).toBe(stats.pointsPlayed);
          expect(sum(stats.sets.map((s) => s.team1Points.totalPoints))).toBe(stats.team1Points.totalPoints);
        }
        if (stats.pointsPlayed > 0) {
          expect(stats.team1Points.percentageWon + stats.team2Points.percentageWon).toBeCloseTo(100, 9);
        }
        expect(stats.longestPoint.duration).toBeLessThanOrEqual(MAX_POINT_GAP_MS / 1000);
        expect(stats.averagePointTime.averageDuration).toBeLessThanOrEqual(stats.longestPoint.duration);
        expect(stats.team1BreakPoints.converted).toBeLessThanOrEqual(stats.team1BreakPoints.total);
        expect(stats.team2BreakPoints.converted).toBeLessThanOrEqual(stats.team2BreakPoints.total);
        expect(stats.team1BreakPoints.converted + stats.team2BreakPoints.converted).toBe(
          sum(players.map((p) => p.serviceBreaks)),
        );
        const final = lastOf(states);
        expect(stats.players).toEqual(rules.matchType === 'singles' ? [1, 3] : [1, 2, 3, 4]);
        if (!stats.pointByPoint) {
          // A walkover or a result entered by hand: nothing is invented.
          expect(events.some((event) => event.kind === 'walkover' || event.kind === 'manualResult')).toBe(
            true,
          );
          expect(stats.pointsPlayed).toBe(0);
          expect(stats.setPoints).toEqual({ team1Attempted: 0, team1Won: 0, team2Attempted: 0, team2Won: 0 });
          expect(stats.matchDurationSeconds).toBe(0);
          return;
        }
        expect(stats.setPoints.team1Won).toBe(rules.scoringFormat === 'rally' ? 0 : final.setsWon.team1);
        expect(stats.setPoints.team1Won).toBeLessThanOrEqual(stats.setPoints.team1Attempted);
        expect(stats.setPoints.team2Won).toBeLessThanOrEqual(stats.setPoints.team2Attempted);
        const finishedSets = stats.sets.filter((s) => s.finished);
        expect(finishedSets.length).toBe(final.sets.length);
        if (rules.playersPerTeam === 1) {
          expect(
            stats.player2Stats.pointsPlayedWithService + stats.player4Stats.pointsPlayedWithService,
          ).toBe(0);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a pause of a minute and a half or more before a point never lengthens the point lengths', () => {
    fc.assert(
      fc.property(
        anyRulesArb,
        scriptArb(true),
        fc.nat(),
        fc.integer({ min: 90_000, max: 600_000 }),
        (rules, script, pick, pause) => {
          const { events } = run(rules, script);
          const points = events.flatMap((event, index) =>
            event.kind === 'point' && index > 0 ? [index] : [],
          );
          if (points.length === 0) return;
          const at = points[pick % points.length] ?? 0;
          // Everything from that point on happens later by the pause (an injury, a lost ball, a talk).
          const paused = events.map((event, index) =>
            index < at ? event : { ...event, at: event.at + pause },
          );
          const before = matchStatistics(rules, events);
          const after = matchStatistics(rules, paused);
          expect(after.pointsPlayed).toBe(before.pointsPlayed);
          expect(after.longestPoint.duration).toBeLessThanOrEqual(before.longestPoint.duration);
          expect(after.longestPoint.duration).toBeLessThanOrEqual(MAX_POINT_GAP_MS / 1000);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('announce returns only clips listed in AUDIO_CLIPS, and nothing when nothing changed', () => {
    const listed = new Set(AUDIO_CLIPS);
    fc.assert(
      fc.property(anyRulesArb, scriptArb(true), (rules, script) => {
        const views = run(rules, script).states.map((state) => scoreView(rules, state));
        for (let i = 1; i < views.length; i += 1) {
          const previous = views[i - 1];
          const next = views[i];
          if (previous === undefined || next === undefined) continue;
          for (const clip of announce(rules, previous, next).clips) expect(listed.has(clip), clip).toBe(true);
          expect(announce(rules, next, next).clips).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('state and view are plain data: a JSON round trip changes nothing', () => {
    fc.assert(
      fc.property(anyRulesArb, scriptArb(true), (rules, script) => {
        const final = lastOf(run(rules, script).states);
        expect(JSON.parse(JSON.stringify(final))).toEqual(final);
        const view = scoreView(rules, final);
        expect(JSON.parse(JSON.stringify(view))).toEqual(view);
        // The sets format's view is as it always was: no rally field at all.
        expect('rally' in view).toBe(rules.scoringFormat === 'rally');
      }),
      { numRuns: 50 },
    );
  });

  it('every match of points only ends, won by the team with the majority of sets', () => {
    fc.assert(
      fc.property(rulesArb, fc.array(teamArb, { minLength: 1, maxLength: 64 }), (rules, pattern) => {
        let state = initialState(rules);
        let at = 0;
        for (let i = 0; state.status === 'ongoing'; i += 1) {
          if (i > 20_000) throw new Error('match does not end');
          const team = pattern[i % pattern.length] ?? 'team1';
          // Alternate the pattern with its mirror so that regular deuce cannot loop for ever.
          const point: MatchEvent = {
            kind: 'point',
            team: Math.floor(i / pattern.length) % 3 === 2 ? 'team1' : team,
            at,
          };
          const result = apply(rules, state, point);
          if (!result.ok) throw new Error(result.code);
          state = result.state;
          at += 20_000;
        }
        expect(state.winner).not.toBeNull();
        if (state.winner === null || state.winner === 'draw') return;
        expect(state.setsWon[state.winner]).toBe(setsToWin(rules));
        expect(state.setsWon[otherTeam(state.winner)]).toBeLessThan(setsToWin(rules));
      }),
      { numRuns: RUNS },
    );
  });
});

/** The tiebreak rotation stated independently: the first point by the team in turn, then two each. */
function checkTiebreakPoint(
  rules: Rules,
  state: MatchState,
  kind: GameKind,
  played: number,
  player: PlayerNumber,
): void {
  if (kind === 'game') return;
  const first = state.service.servingTeam;
  const block = played === 0 ? 0 : Math.floor((played + 1) / 2);
  const team = block % 2 === 0 ? first : otherTeam(first);
  const inTurn = state.service.nextServer[team];
  const turn = Math.floor(block / 2) % 2 === 0 ? inTurn : partnerServer(rules, inTurn);
  expect(player).toBe(playerNumber(team, turn));
}

describe('properties of singles', { timeout: 60_000 }, () => {
  it('singles: only players 1 and 3 serve, alternating every game, a tiebreak counting as one game', () => {
    fc.assert(
      fc.property(singlesRulesArb, scriptArb(true), (rules, script) => {
        const final = lastOf(run(rules, script).states);
        let state = initialState(rules);
        let unitServers: PlayerNumber[] = [];
        let unitStart = true;
        for (const event of effectiveEvents(final)) {
          const server = currentServer(rules, state);
          if (event.kind === 'point' && server !== null) {
            expect([1, 3]).toContain(server.player);
            const kind = gameKind(rules, state);
            checkTiebreakPoint(rules, state, kind, state.points.team1 + state.points.team2, server.player);
            if (unitStart) unitServers.push(server.player);
            unitStart = false;
          }
          if (event.kind === 'resetSet' || event.kind === 'resetGame') {
            // A reset replays from the service of the set's (game's) start: compare from there.
            unitServers = [];
          }
          const result = apply(rules, state, event);
          if (!result.ok) throw new Error(result.code);
          state = result.state;
          if (['game', 'set', 'match', 'reset'].includes(state.lastType)) unitStart = true;
        }
        for (let i = 1; i < unitServers.length; i += 1) {
          expect(unitServers[i], `unit ${i} of ${unitServers.join(',')}`).not.toBe(unitServers[i - 1]);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

/** A log of rally points and undos only, with the count of presses and of undos accepted. */
const rallyScriptArb = fc.array(
  fc.oneof(
    { weight: 8, arbitrary: teamArb.map((team): Op => ({ kind: 'point', team })) },
    { weight: 2, arbitrary: fc.constant<Op>({ kind: 'undo' }) },
  ),
  { maxLength: 120 },
);

describe('properties of rally scoring', { timeout: 60_000 }, () => {
  it('rally: points never exceed the target, and the points equal the presses minus the undos', () => {
    fc.assert(
      fc.property(rallyRulesArb, rallyScriptArb, (rules, ops) => {
        const { events, states } = run(
          rules,
          ops.map((op): [Op, number] => [op, 5_000]),
        );
        for (const [index, state] of states.entries()) {
          const view = scoreView(rules, state);
          const rally = view.rally;
          expect(rally).toBeDefined();
          if (rally === undefined) continue;
          if (rules.rally.targetMode === 'total')
            expect(rally.points_played).toBeLessThanOrEqual(rules.rally.target);
          expect(Math.max(rally.team1_points, rally.team2_points)).toBeLessThanOrEqual(rules.rally.target);
          expect(view.status === 'finished').toBe(rally.points_left === 0);
          // Points pressed minus points undone, the rally for serve of mode 'custom' apart.
          const log = events.slice(0, index);
          const pointsStanding = effectiveEvents(state).filter((event) => event.kind === 'point').length;
          const rallyForServe = rules.serviceMode === 'custom' && pointsStanding > 0 ? 1 : 0;
          const presses = log.filter((event) => event.kind === 'point').length;
          const undos = log.filter((event) => event.kind === 'undo').length;
          expect(rally.points_played + rallyForServe).toBe(presses - undos);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('rally: the game ends exactly at the target, won by the team ahead or drawn', () => {
    fc.assert(
      fc.property(rallyRulesArb, fc.array(teamArb, { minLength: 1, maxLength: 40 }), (rules, pattern) => {
        let state = initialState(rules);
        for (let i = 0; state.status === 'ongoing'; i += 1) {
          if (i > 200) throw new Error('rally game does not end');
          const result = apply(rules, state, {
            kind: 'point',
            team: pattern[i % pattern.length] ?? 'team1',
            at: i,
          });
          if (!result.ok) throw new Error(result.code);
          state = result.state;
        }
        const { team1, team2 } = state.points;
        const target = rules.rally.target;
        if (rules.rally.targetMode === 'total') expect(team1 + team2).toBe(target);
        else expect(Math.max(team1, team2)).toBe(target);
        expect(state.winner).toBe(team1 === team2 ? 'draw' : team1 > team2 ? 'team1' : 'team2');
        expect(state.finishReason).toBe('score');
        expect(apply(rules, state, { kind: 'point', team: 'team1', at: 1e6 })).toEqual({
          ok: false,
          code: 'match_finished',
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('rally: the serve passes every serveEvery points, in the order of service games', () => {
    fc.assert(
      fc.property(rallyRulesArb, fc.array(teamArb, { maxLength: 40 }), (rules, pattern) => {
        const fixed = { ...rules, serviceMode: 'team1' as const, firstServingTeam: 'team1' as const };
        let state = initialState(fixed);
        const servers: PlayerNumber[] = [];
        for (const [i, team] of pattern.entries()) {
          const server = currentServer(fixed, state);
          if (server === null || state.status === 'finished') break;
          servers.push(server.player);
          const result = apply(fixed, state, { kind: 'point', team, at: i });
          if (!result.ok) throw new Error(result.code);
          state = result.state;
        }
        // Team 1 serves first: its first server, team 2's, team 1's other player, team 2's other.
        const order: PlayerNumber[] =
          fixed.matchType === 'singles'
            ? [1, 3]
            : [
                playerNumber('team1', fixed.team1Server),
                playerNumber('team2', fixed.team2Server),
                playerNumber('team1', partnerServer(fixed, fixed.team1Server)),
                playerNumber('team2', partnerServer(fixed, fixed.team2Server)),
              ];
        for (const [point, player] of servers.entries()) {
          const block = Math.floor(point / fixed.rally.serveEvery);
          expect(player, `point ${point}`).toBe(order[block % order.length]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('rally: time up gives the game to the team ahead, a draw when level', () => {
    fc.assert(
      fc.property(rallyRulesArb, fc.array(teamArb, { maxLength: 20 }), (rules, pattern) => {
        let state = initialState({ ...rules, serviceMode: 'team1', firstServingTeam: 'team1' });
        for (const [i, team] of pattern.entries()) {
          const result = apply(rules, state, { kind: 'point', team, at: i });
          if (!result.ok) break;
          state = result.state;
        }
        if (state.status === 'finished') return;
        const result = apply(rules, state, { kind: 'finish', reason: 'time', at: 1e6 });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { team1, team2 } = state.points;
        expect(result.state.winner).toBe(team1 === team2 ? 'draw' : team1 > team2 ? 'team1' : 'team2');
        expect(result.state.finishReason).toBe('time');
      }),
      { numRuns: RUNS },
    );
  });
});

describe('properties of matches finished off court', { timeout: 60_000 }, () => {
  it('a result entered by hand with the sets of a played match gives the same sets and winner', () => {
    fc.assert(
      fc.property(anyRulesArb, fc.nat(), (rules, seed) => {
        const played = playedMatch(rules, seed);
        const result = apply(rules, initialState(rules), {
          kind: 'manualResult',
          sets: enteredSets(rules, played),
          at: 0,
        });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.state.sets).toEqual(played.sets);
        expect(result.state.setsWon).toEqual(played.setsWon);
        expect(result.state.winner).toBe(played.winner);
        expect(result.state.finishReason).toBe('manual_result');
        const playedView = scoreView(rules, played);
        const enteredView = scoreView(rules, result.state);
        expect(enteredView.set_scores).toEqual(playedView.set_scores);
        expect(enteredView.rally?.team1_points).toBe(playedView.rally?.team1_points);
        const stats = matchStatistics(rules, [
          { kind: 'manualResult', sets: enteredSets(rules, played), at: 0 },
        ]);
        expect(stats.pointByPoint).toBe(false);
        expect(stats.pointsPlayed).toBe(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('a set list one set short of a played match is no result, unless a team retired', () => {
    fc.assert(
      fc.property(rulesArb, fc.nat(), teamArb, (rules, seed, retired) => {
        const sets = enteredSets(rules, playedMatch(rules, seed)).slice(0, -1);
        const short = apply(rules, initialState(rules), { kind: 'manualResult', sets, at: 0 });
        expect(short).toEqual({ ok: false, code: 'invalid_result' });
        const withRetirement = apply(rules, initialState(rules), {
          kind: 'manualResult',
          sets,
          retired,
          at: 0,
        });
        expect(withRetirement.ok && withRetirement.state.winner).toBe(otherTeam(retired));
        expect(withRetirement.ok && scoreView(rules, withRetirement.state).finish_reason).toBe('retired');
      }),
      { numRuns: RUNS },
    );
  });

  it('a screen holding only the view offers a walkover exactly when the engine would accept it', () => {
    fc.assert(
      fc.property(anyRulesArb, scriptArb(true), teamArb, (rules, script, team) => {
        for (const state of run(rules, script).states) {
          if (state.status === 'finished') continue;
          const walkover = apply(rules, state, { kind: 'walkover', team, at: 1_800_000_000_000 });
          const refused = !walkover.ok && walkover.code === 'match_in_play';
          expect(scoredPointsStandIn(scoreView(rules, state))).toBe(refused);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a retirement keeps the score and the statistics of the points played, and the other team wins', () => {
    fc.assert(
      fc.property(anyRulesArb, scriptArb(true), teamArb, (rules, script, team) => {
        const { events, states } = run(rules, script);
        const state = lastOf(states);
        if (state.status === 'finished') return;
        const at = (events[events.length - 1]?.at ?? 0) + 1_000;
        const result = apply(rules, state, { kind: 'retire', team, at });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.state.winner).toBe(otherTeam(team));
        const before = scoreView(rules, state);
        const after = scoreView(rules, result.state);
        expect(after.set_scores).toEqual(before.set_scores);
        expect(after.sets_won).toEqual(before.sets_won);
        const played = matchStatistics(rules, events);
        const retired = matchStatistics(rules, [...events, { kind: 'retire', team, at }]);
        expect({ ...retired, matchDuration: '', matchDurationSeconds: 0, sets: [] }).toEqual({
          ...played,
          matchDuration: '',
          matchDurationSeconds: 0,
          sets: [],
        });
        expect(retired.pointByPoint).toBe(played.pointByPoint);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('properties of shares', () => {
  it('percentagesOf: two shares add up to exactly 100, each within one unit of the exact share', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), fc.constantFrom<0 | 1 | 2>(0, 1, 2), (a, b, decimals) => {
        const [pa, pb] = percentagesOf(a, b, decimals);
        if (a + b === 0) {
          expect([pa, pb]).toEqual([0, 0]);
          return;
        }
        const scale = 10 ** decimals;
        expect(Math.round(pa * scale) + Math.round(pb * scale)).toBe(100 * scale);
        expect(Math.abs(pa - (100 * a) / (a + b))).toBeLessThan(1 / scale);
        expect(Math.abs(pb - (100 * b) / (a + b))).toBeLessThan(1 / scale);
        expect(Number.isInteger(Math.round(pa * scale * 1e6) / 1e6)).toBe(true);
      }),
    );
  });
});
