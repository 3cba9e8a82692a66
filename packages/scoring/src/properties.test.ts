/**
 * Properties over random event logs (up to 400 events) and random rules: they must hold for every
 * sequence of inputs, not only for the scenarios.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIO_CLIPS, announce } from './announce.ts';
import { apply, replay, UNDO_WINDOW_MS } from './engine.ts';
import { isUnitWon } from './game.ts';
import { parseRules, setsToWin } from './rules.ts';
import { currentServer, gameKind, otherTeam, partnerServer, playerNumber, teamOfPlayer } from './service.ts';
import type { MatchState } from './state.ts';
import { effectiveEvents, initialState } from './state.ts';
import { matchStatistics } from './statistics.ts';
import type { GameKind, MatchEvent, PlayerNumber, Rules, RulesInput, Team } from './types.ts';
import { DEUCE_MODES, SERVICE_MODES, TEAMS } from './types.ts';
import { scoreView } from './view.ts';

const RUNS = 150;

const teamArb = fc.constantFrom<Team>(...TEAMS);

const rulesArb: fc.Arbitrary<Rules> = fc
  .record({
    bestOfSets: fc.constantFrom(1, 3, 5),
    gamesPerSet: fc.integer({ min: 1, max: 9 }),
    shortTiebreak: fc.boolean(),
    superTiebreak: fc.boolean(),
    goldenPointMode: fc.constantFrom(...DEUCE_MODES),
    playersPerTeam: fc.constantFrom(1, 2),
    mode: fc.constantFrom(...SERVICE_MODES),
    team1Server: fc.constantFrom(1, 2),
    team2Server: fc.constantFrom(1, 2),
    coinToss: teamArb,
  })
  .map(({ shortTiebreak, mode, team1Server, team2Server, playersPerTeam, ...rest }) => {
    const input: RulesInput = {
      ...rest,
      playersPerTeam,
      tiebreakAt: shortTiebreak && rest.gamesPerSet > 1 ? rest.gamesPerSet - 1 : rest.gamesPerSet,
      serviceConfig: {
        mode,
        team1Server: playersPerTeam === 1 ? 1 : team1Server,
        team2Server: playersPerTeam === 1 ? 1 : team2Server,
      },
    };
    const parsed = parseRules(input);
    if (!parsed.ok) throw new Error(`rules arbitrary built invalid rules: ${parsed.error}`);
    return parsed.rules;
  });

/** The standard format: 6 games, tiebreak at 6-6. */
const standardRulesArb = rulesArb.map((rules) => ({ ...rules, gamesPerSet: 6, tiebreakAt: 6 }));

type Op =
  | { kind: 'point'; team: Team }
  | { kind: 'undo' }
  | { kind: 'resetGame' }
  | { kind: 'resetSet' }
  | { kind: 'serveDecided'; team: Team }
  | { kind: 'serversChosen'; team1Server: 1 | 2; team2Server: 1 | 2 }
  | { kind: 'finish'; reason: 'time' | 'manual' };

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
  );

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
    const event: MatchEvent = { ...op, at };
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
      fc.property(rulesArb, scriptArb(false), fc.nat(), (rules, script, pick) => {
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
      fc.property(rulesArb, scriptArb(true), (rules, script) => {
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
      fc.property(rulesArb, scriptArb(true), (rules, script) => {
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
        rulesArb,
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
      fc.property(rulesArb, scriptArb(true), (rules, script) => {
        const { events, states } = run(rules, script);
        const stats = matchStatistics(rules, events);
        const players = [stats.player1Stats, stats.player2Stats, stats.player3Stats, stats.player4Stats];
        const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
        expect(stats.team1Points.totalPoints + stats.team2Points.totalPoints).toBe(stats.pointsPlayed);
        expect(sum(players.map((p) => p.pointsPlayedWithService))).toBe(stats.pointsPlayed);
        for (const p of players) expect(p.pointsWhileServing).toBeLessThanOrEqual(p.pointsPlayedWithService);
        expect(sum(stats.sets.map((s) => s.pointsPlayed))).toBe(stats.pointsPlayed);
        expect(sum(stats.sets.map((s) => s.team1Points.totalPoints))).toBe(stats.team1Points.totalPoints);
        expect(stats.team1BreakPoints.converted).toBeLessThanOrEqual(stats.team1BreakPoints.total);
        expect(stats.team2BreakPoints.converted).toBeLessThanOrEqual(stats.team2BreakPoints.total);
        expect(stats.team1BreakPoints.converted + stats.team2BreakPoints.converted).toBe(
          sum(players.map((p) => p.serviceBreaks)),
        );
        const final = lastOf(states);
        expect(stats.setPoints.team1Won).toBe(final.setsWon.team1);
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

  it('announce returns only clips listed in AUDIO_CLIPS, and nothing when nothing changed', () => {
    const listed = new Set(AUDIO_CLIPS);
    fc.assert(
      fc.property(rulesArb, scriptArb(true), (rules, script) => {
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
      fc.property(rulesArb, scriptArb(true), (rules, script) => {
        const final = lastOf(run(rules, script).states);
        expect(JSON.parse(JSON.stringify(final))).toEqual(final);
        const view = scoreView(rules, final);
        expect(JSON.parse(JSON.stringify(view))).toEqual(view);
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
