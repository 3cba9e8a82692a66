import { MESSAGES } from '@bandeja/contract';
import { defaultRules } from '@bandeja/scoring';
import { describe, expect, it } from 'vitest';
import type { MatchRow } from '../matches/repository.ts';
import {
  decideAction,
  decideEdit,
  decideOffCourt,
  decidePress,
  decideStatus,
  decideTimeUp,
  guardAfter,
  PRESS_TIME_MAX_AGE_MS,
  PRESS_TIME_MAX_AHEAD_MS,
  type PressFacts,
  pressTimeInWindow,
  reopeningRefusal,
  startAfter,
  statusAfter,
  timeIsUp,
} from './decisions.ts';

/** The decisions of the write path, case by case, with no database and no clock. */

const T0 = 1_800_000_000_000;
const GUARD = 2000;

function pressFacts(overrides: Partial<PressFacts> = {}): PressFacts {
  return {
    match: { id: 'm1', status: 'ongoing', courtId: 7 },
    expect: 'ongoing',
    button: { courtId: 7, action: 'TEAM1_SCORE' },
    buttonUnchanged: true,
    seenFor: undefined,
    guardAt: null,
    guardMs: GUARD,
    pressedAt: T0,
    ...overrides,
  };
}

function codeOf(decision: { kind: string; error?: { code: string } }): string {
  return decision.kind === 'refused' ? (decision.error?.code ?? '') : decision.kind;
}

describe('a WatchButton press', () => {
  it.each<[string, Partial<PressFacts>, string]>([
    ['a point on the court’s ongoing match applies', {}, 'apply'],
    ['a press whose button changed looks for its match again', { buttonUnchanged: false }, 'retarget'],
    [
      'a press on a match moved to another court looks again',
      { match: { id: 'm1', status: 'ongoing', courtId: 8 } },
      'retarget',
    ],
    [
      'a press on a match that finished meanwhile looks again',
      { match: { id: 'm1', status: 'finished', courtId: 7 } },
      'retarget',
    ],
    ['a press id already seen is a duplicate', { seenFor: 'm1' }, 'duplicate'],
    ['a press id seen on the court’s previous match is a duplicate too', { seenFor: 'm0' }, 'duplicate'],
    ['a press id recorded without a match is a duplicate of this one', { seenFor: null }, 'duplicate'],
    [
      'a point within the guard time of the last button point is ignored',
      { guardAt: T0 - GUARD + 1 },
      'ignored',
    ],
    ['a point exactly the guard time later applies', { guardAt: T0 - GUARD }, 'apply'],
    [
      'a point pressed before the last one, within the guard, is ignored too',
      { guardAt: T0 + 500 },
      'ignored',
    ],
    ['with the guard off, two points at once both apply', { guardAt: T0, guardMs: 0 }, 'apply'],
    ['an undo is never held by the guard', { guardAt: T0, button: { courtId: 7, action: 'UNDO' } }, 'apply'],
    ['a reset is never held by the guard', { guardAt: T0, button: { courtId: 7, action: 'RESET' } }, 'apply'],
    [
      'an undo on the court’s just-finished match goes to the engine (its 60 s window)',
      {
        expect: 'finished',
        match: { id: 'm1', status: 'finished', courtId: 7 },
        button: { courtId: 7, action: 'UNDO' },
      },
      'apply',
    ],
    [
      'a point aimed at a finished match is refused as finished',
      { expect: 'finished', match: { id: 'm1', status: 'finished', courtId: 7 } },
      'matchFinished',
    ],
    [
      'a press on a scheduled match is refused as not started',
      { expect: 'scheduled' as 'ongoing', match: { id: 'm1', status: 'scheduled', courtId: 7 } },
      'matchNotStarted',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(codeOf(decidePress(pressFacts(overrides)))).toBe(expected);
  });

  it('a queued burst pressed 3 s apart arriving at once is all applied, at its press times', () => {
    let guardAt: number | null = null;
    const times = [T0, T0 + 3000, T0 + 6000, T0 + 9000];
    for (const pressedAt of times) {
      const decision = decidePress(pressFacts({ guardAt, pressedAt }));
      expect(decision).toEqual({ kind: 'apply', event: { kind: 'point', team: 'team1', at: pressedAt } });
      if (decision.kind === 'apply') guardAt = guardAfter(decision.event, 'button') as number;
    }
    expect(guardAt).toBe(T0 + 9000);
  });

  it('each button does its action', () => {
    const eventOf = (action: 'TEAM1_SCORE' | 'TEAM2_SCORE' | 'UNDO' | 'RESET') =>
      decidePress(pressFacts({ button: { courtId: 7, action } }));
    expect(eventOf('TEAM1_SCORE')).toMatchObject({ event: { kind: 'point', team: 'team1' } });
    expect(eventOf('TEAM2_SCORE')).toMatchObject({ event: { kind: 'point', team: 'team2' } });
    expect(eventOf('UNDO')).toMatchObject({ event: { kind: 'undo' } });
    expect(eventOf('RESET')).toMatchObject({ event: { kind: 'resetGame' } });
  });
});

describe('a control-screen action', () => {
  const ongoing = { status: 'ongoing' as const };
  it.each<[string, Parameters<typeof decideAction>[0], string]>([
    [
      'a point on an ongoing match applies',
      { match: ongoing, action: 'team1-point', keyAppliedAs: null, at: T0 },
      'apply',
    ],
    [
      'a key already in the log for the same action is a duplicate',
      { match: ongoing, action: 'team1-point', keyAppliedAs: 'point:team1', at: T0 },
      'duplicate',
    ],
    [
      'an undo sent again with its key is a duplicate',
      { match: ongoing, action: 'undo', keyAppliedAs: 'undo:', at: T0 },
      'duplicate',
    ],
    [
      'a key already in the log for another action is refused (reused)',
      { match: ongoing, action: 'team2-point', keyAppliedAs: 'point:team1', at: T0 },
      'idempotencyKeyReused',
    ],
    [
      'a point key sent again as an undo is refused (reused)',
      { match: ongoing, action: 'undo', keyAppliedAs: 'point:team1', at: T0 },
      'idempotencyKeyReused',
    ],
    [
      'an unknown match is 404',
      { match: null, action: 'team1-point', keyAppliedAs: null, at: T0 },
      'matchNotFound',
    ],
    [
      'a point on a finished match is refused',
      { match: { status: 'finished' }, action: 'team2-point', keyAppliedAs: null, at: T0 },
      'matchFinished',
    ],
    [
      'a reset on a finished match is refused',
      { match: { status: 'finished' }, action: 'reset-set', keyAppliedAs: null, at: T0 },
      'matchFinished',
    ],
    [
      'an undo on a finished match goes to the engine (its window)',
      { match: { status: 'finished' }, action: 'undo', keyAppliedAs: null, at: T0 },
      'apply',
    ],
    [
      'a point on a scheduled match is refused',
      { match: { status: 'scheduled' }, action: 'team1-point', keyAppliedAs: null, at: T0 },
      'matchNotStarted',
    ],
  ])('%s', (_name, facts, expected) => {
    expect(codeOf(decideAction(facts))).toBe(expected);
  });

  it('is applied at its press time', () => {
    expect(
      decideAction({ match: ongoing, action: 'reset-game', keyAppliedAs: null, at: T0 - 60_000 }),
    ).toEqual({
      kind: 'apply',
      event: { kind: 'resetGame', at: T0 - 60_000 },
    });
  });
});

const started = { status: 'ongoing' as const, courtId: 7, startTime: new Date(T0), matchDuration: 600 };
/** On its court, before its first point (docs/scoring-rules.md#warm-up). */
const warmUp = { ...started, startTime: null };

describe('time up', () => {
  it.each<[string, Parameters<typeof decideTimeUp>[0], number, string]>([
    ['an ongoing match past its duration finishes for time', started, T0 + 600_001, 'apply'],
    ['exactly at its duration it plays on', started, T0 + 600_000, 'noop'],
    ['before its duration it plays on', started, T0 + 1000, 'noop'],
    ['a finished match is left alone', { ...started, status: 'finished' }, T0 + 10 * 600_000, 'noop'],
    ['a scheduled match is left alone', { ...started, status: 'scheduled' }, T0 + 10 * 600_000, 'noop'],
    [
      'a match without a start time is left alone',
      { ...started, startTime: null },
      T0 + 10 * 600_000,
      'noop',
    ],
    ['a match no longer there is left alone', null, T0, 'noop'],
  ])('%s', (_name, match, at, expected) => {
    expect(decideTimeUp(match, at).kind).toBe(expected);
  });

  it('counts from the start time to the press time', () => {
    expect(timeIsUp(started, T0 + 600_001)).toBe(true);
    expect(timeIsUp(started, T0 + 599_999)).toBe(false);
  });
});

describe('a status change', () => {
  const scheduled = { ...started, status: 'scheduled' as const, startTime: null };
  it.each<[string, Parameters<typeof decideStatus>[0], MatchRow['status'], number, string]>([
    ['the same status again changes nothing', started, 'ongoing', T0, 'unchanged'],
    [
      'a finished match stays finished',
      { ...started, status: 'finished' },
      'ongoing',
      T0,
      'finishedStatusLocked',
    ],
    ['finishing an ongoing match goes through the engine', started, 'finished', T0, 'apply'],
    ['an ongoing match cannot go back to scheduled', started, 'scheduled', T0, 'ongoingStatusLocked'],
    ['a scheduled match starts', scheduled, 'ongoing', T0, 'row'],
    [
      'a scheduled match without a court cannot start',
      { ...scheduled, courtId: null },
      'ongoing',
      T0,
      'courtRequired',
    ],
    ['a scheduled match may be finished', scheduled, 'finished', T0, 'apply'],
  ])('%s', (_name, match, status, at, expected) => {
    expect(codeOf(decideStatus(match, status, at))).toBe(expected);
  });

  it('finishes for time once the time is up, by hand before', () => {
    expect(decideStatus(started, 'finished', T0 + 1000)).toMatchObject({ event: { reason: 'manual' } });
    expect(decideStatus(started, 'finished', T0 + 600_001)).toMatchObject({ event: { reason: 'time' } });
  });

  it.each<[string, Parameters<typeof decideStatus>[0], MatchRow['status'], string]>([
    ['a match in warm-up asked to be ongoing starts (Start match)', warmUp, 'ongoing', 'row'],
    ['a match in warm-up may be finished by hand', warmUp, 'finished', 'apply'],
    ['a match in warm-up cannot go back to scheduled', warmUp, 'scheduled', 'ongoingStatusLocked'],
    ['a started match asked to be ongoing again changes nothing', started, 'ongoing', 'unchanged'],
  ])('%s', (_name, match, status, expected) => {
    expect(codeOf(decideStatus(match, status, T0))).toBe(expected);
  });

  it('Start match starts the clock now, without a point', () => {
    expect(decideStatus(warmUp, 'ongoing', T0 + 5000)).toEqual({
      kind: 'row',
      row: { startTime: new Date(T0 + 5000) },
    });
  });

  it('a match in warm-up finished by hand is never finished for time', () => {
    expect(decideStatus(warmUp, 'finished', T0 + 10 * 600_000)).toMatchObject({
      event: { reason: 'manual' },
    });
  });

  it('a start counts the time limit from then', () => {
    expect(decideStatus(scheduled, 'ongoing', T0)).toEqual({
      kind: 'row',
      row: { status: 'ongoing', startTime: new Date(T0) },
    });
  });
});

describe('an admin edit', () => {
  const scheduled = { ...started, status: 'scheduled' as const, startTime: new Date(T0) };
  const court8 = { id: 8, clubId: 2 };
  it.each<[string, Parameters<typeof decideEdit>[0], Parameters<typeof decideEdit>[1], string]>([
    ['renaming a team changes the record', started, { team1Name: 'Ana / Bea' }, 'edit'],
    ['moving an ongoing match to another court', started, { court: court8 }, 'edit'],
    [
      'moving a finished match is refused',
      { ...started, status: 'finished' },
      { court: court8 },
      'matchFinished',
    ],
    ['detaching a match from its court is refused', started, { court: null }, 'courtRequired'],
    ['the start time of a scheduled match may change', scheduled, { startTime: new Date(T0 + 1) }, 'edit'],
    [
      'the start time of an ongoing match is locked',
      started,
      { startTime: new Date(T0 + 1) },
      'startTimeLocked',
    ],
    [
      'the start time cannot change with a start',
      scheduled,
      { startTime: new Date(T0 + 1), status: 'ongoing' },
      'startTimeLocked',
    ],
    [
      'a status the rules refuse refuses the whole edit',
      started,
      { team1Name: 'X', status: 'scheduled' },
      'ongoingStatusLocked',
    ],
  ])('%s', (_name, match, edit, expected) => {
    expect(codeOf(decideEdit(match, edit, T0))).toBe(expected);
  });

  it('a move takes the court and its club; the same court changes nothing', () => {
    expect(decideEdit(started, { court: court8 }, T0)).toEqual({
      kind: 'edit',
      row: { courtId: 8, clubId: 2 },
      status: null,
    });
    expect(decideEdit(started, { court: { id: 7, clubId: 1 } }, T0)).toEqual({
      kind: 'edit',
      row: {},
      status: null,
    });
  });
});

describe('finishing off court', () => {
  const rules = defaultRules('PADEL');
  it.each<[string, Parameters<typeof decideOffCourt>[0], Parameters<typeof decideOffCourt>[2], string]>([
    ['a retirement goes to the engine', { status: 'ongoing' }, { kind: 'retire', team: 'team1' }, 'apply'],
    ['a walkover goes to the engine', { status: 'ongoing' }, { kind: 'walkover', team: 'team2' }, 'apply'],
    [
      'a finished match cannot retire',
      { status: 'finished' },
      { kind: 'retire', team: 'team1' },
      'matchFinished',
    ],
    [
      'a scheduled match cannot retire',
      { status: 'scheduled' },
      { kind: 'retire', team: 'team1' },
      'matchNotStarted',
    ],
    ['an unknown match is 404', null, { kind: 'walkover', team: 'team1' }, 'matchNotFound'],
    [
      'a result the format can produce is applied',
      { status: 'ongoing' },
      {
        kind: 'manualResult',
        sets: [
          { team1: 6, team2: 3 },
          { team1: 6, team2: 4 },
        ],
        retired: null,
      },
      'apply',
    ],
    [
      'a result the format cannot produce is 400',
      { status: 'ongoing' },
      { kind: 'manualResult', sets: [{ team1: 6, team2: 5 }], retired: null },
      'refused400',
    ],
  ])('%s', (_name, match, finish, expected) => {
    const decision = decideOffCourt(match, match ? rules : null, finish, T0);
    const code =
      decision.kind === 'refused' && expected === 'refused400'
        ? `refused${decision.error.statusCode}`
        : codeOf(decision);
    expect(code).toBe(expected);
  });
});

describe('warm-up: the clock starts with play', () => {
  const point = (at: number) => ({ kind: 'point', team: 'team1', at }) as const;
  it.each<[string, Parameters<typeof startAfter>[0], Parameters<typeof startAfter>[1], Date | null]>([
    ['the first point starts the clock at its press time', warmUp, point(T0 - 3000), new Date(T0 - 3000)],
    ['a later point leaves the start time', started, point(T0 + 9000), null],
    ['an undo in warm-up does not start it', warmUp, { kind: 'undo', at: T0 }, null],
    ['a reset in warm-up does not start it', warmUp, { kind: 'resetGame', at: T0 }, null],
    [
      'a walkover in warm-up leaves it unstarted (not played)',
      warmUp,
      { kind: 'walkover', team: 'team1', at: T0 },
      null,
    ],
    [
      'a scheduled match is started by its status, not by a point',
      { ...warmUp, status: 'scheduled' },
      point(T0),
      null,
    ],
    ['a finished match keeps its times', { ...warmUp, status: 'finished' }, point(T0), null],
  ])('%s', (_name, match, event, expected) => {
    expect(startAfter(match, event)).toEqual(expected === null ? null : { startTime: expected });
  });

  it('a match in warm-up is never finished for time, however long it waits', () => {
    expect(decideTimeUp(warmUp, T0 + 100 * 600_000).kind).toBe('noop');
    expect(timeIsUp(warmUp, T0 + 100 * 600_000)).toBe(false);
  });
});

describe('the record follows the engine', () => {
  it('finishes with the engine, reopens with an undo, else stays', () => {
    const finished = { status: 'finished', winner: 'team1', endedAt: T0 } as unknown as Parameters<
      typeof statusAfter
    >[1];
    const ongoing = { status: 'ongoing', winner: null, endedAt: null } as unknown as Parameters<
      typeof statusAfter
    >[1];
    expect(statusAfter('ongoing', finished, { kind: 'point', team: 'team1', at: T0 })).toEqual({
      status: 'finished',
      winner: 'team1',
      endTime: new Date(T0),
    });
    expect(statusAfter('finished', ongoing, { kind: 'undo', at: T0 })).toEqual({
      status: 'ongoing',
      winner: null,
      endTime: null,
    });
    expect(statusAfter('ongoing', ongoing, { kind: 'point', team: 'team1', at: T0 })).toBeNull();
  });

  it.each<
    [string, Parameters<typeof guardAfter>[0], Parameters<typeof guardAfter>[1], number | null | 'keep']
  >([
    [
      'a button point arms the guard at its press time',
      { kind: 'point', team: 'team1', at: T0 },
      'button',
      T0,
    ],
    ['a control point leaves it', { kind: 'point', team: 'team1', at: T0 }, 'control', 'keep'],
    ['an undo clears it', { kind: 'undo', at: T0 }, 'button', null],
    ['a reset leaves it', { kind: 'resetGame', at: T0 }, 'button', 'keep'],
  ])('%s', (_name, event, source, expected) => {
    expect(guardAfter(event, source)).toBe(expected);
  });
});

describe('press times', () => {
  it.each<[string, number, boolean]>([
    ['now', T0, true],
    ['5 s ahead (a fast device clock)', T0 + PRESS_TIME_MAX_AHEAD_MS, true],
    ['more than 5 s ahead', T0 + PRESS_TIME_MAX_AHEAD_MS + 1, false],
    ['10 minutes old', T0 - PRESS_TIME_MAX_AGE_MS, true],
    ['older than 10 minutes', T0 - PRESS_TIME_MAX_AGE_MS - 1, false],
  ])('%s', (_name, pressedAt, expected) => {
    expect(pressTimeInWindow(pressedAt, T0)).toBe(expected);
  });

  it('names its refusals in MESSAGES', () => {
    expect(MESSAGES.pressTimeOutOfWindow).toBeTypeOf('string');
  });
});

describe('an undo on a finished match', () => {
  it.each<[string, MatchRow['status'], boolean, boolean, string | null]>([
    ['reopens an ordinary match', 'finished', true, false, null],
    ['is refused on a finished event’s game', 'finished', true, true, 'eventFinishedGameClosed'],
    ['a point on a closed game is not this rule’s (the status refuses it)', 'finished', false, true, null],
    ['an undo in a game still being played is not this rule’s', 'ongoing', true, true, null],
  ])('%s', (_name, status, isUndo, closed, expected) => {
    expect(reopeningRefusal({ status }, isUndo, closed)?.code ?? null).toBe(expected);
  });
});
