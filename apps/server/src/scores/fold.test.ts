import { MESSAGES } from '@bandeja/contract';
import { initialState } from '@bandeja/scoring';
import { describe, expect, it } from 'vitest';
import { AppError, forbidden } from '../http/errors.ts';
import type { MatchRow } from '../matches/repository.ts';
import { rulesOf } from '../matches/rules.ts';
import {
  batchOf,
  foldAction,
  foldBatch,
  foldEdit,
  foldOffCourt,
  foldOpen,
  foldPress,
  foldStatus,
  foldTimeUp,
  foldWork,
  goesAlone,
  makeFreshSnapshots,
} from './fold.ts';
import {
  applyEvent,
  authorized,
  changeOf,
  changeRow,
  type Fold,
  foldStatusDecision,
  newFold,
  refuse,
  scoreNow,
  trackMatch,
  type Working,
} from './fold-match.ts';
import type { ButtonRef } from './live-repository.ts';
import type { Item, LiveEntry, Work } from './work.ts';

/** Each step of the fold on its own: cached matches made here, no database, the time given. */

const T0 = 1_800_000_000_000;

function matchRow(overrides: Partial<MatchRow> = {}): MatchRow {
  return {
    id: 'm1',
    courtId: 7,
    clubId: 3,
    team1Name: 'Ana & Bea',
    team2Name: 'Carla & Dora',
    players: [],
    settings: {
      goldenPointMode: 'one_deuce_golden',
      bestOfSets: 3,
      gamesPerSet: 6,
      tiebreakAt: 6,
      superTiebreak: false,
      sport: 'PADEL',
      serviceConfig: { mode: 'team1', team1Server: 1, team2Server: 1 },
      coinToss: null,
    },
    status: 'ongoing',
    winner: null,
    startTime: new Date(T0 - 60_000),
    endTime: null,
    matchDuration: 5400,
    email: null,
    statisticsMailedAt: null,
    revision: 4,
    createdAt: new Date(T0 - 120_000),
    updatedAt: new Date(T0 - 120_000),
    ...overrides,
  };
}

function entryOf(overrides: Partial<MatchRow> = {}, extra: Partial<LiveEntry> = {}): LiveEntry {
  const match = matchRow(overrides);
  const rules = rulesOf(match);
  return { match, rules, state: initialState(rules), guardAt: null, ...extra };
}

function tracked(fold: Fold, entry: LiveEntry = entryOf()): Working {
  const w = trackMatch(fold, entry.match.id, () => entry);
  if (!w) throw new Error('not tracked');
  return w;
}

const button: ButtonRef = {
  id: 11,
  courtId: 7,
  action: 'TEAM1_SCORE',
  doubleAction: 'UNDO',
  longAction: null,
  secretHash: 'hash',
  mqttTopic: null,
  identifyUntil: null,
};

function press(overrides: Partial<Extract<Work, { kind: 'press' }>> = {}): Extract<Work, { kind: 'press' }> {
  return {
    kind: 'press',
    matchId: 'm1',
    expect: 'ongoing',
    button,
    action: button.action,
    pressId: 'p1',
    guardMs: 2000,
    pressedAt: T0,
    ...overrides,
  };
}

const pressInputs = {
  button: (id: number) => (id === button.id ? button : undefined),
  recentPress: () => null,
  known: new Map(),
};

function codeOf(outcome: { kind: string; error?: unknown }): string {
  return outcome.kind === 'refused' && outcome.error instanceof AppError ? outcome.error.code : outcome.kind;
}

describe('following a match in the fold', () => {
  it('starts from the cached entry once and keeps the same working copy after', () => {
    const fold = newFold(T0);
    let reads = 0;
    const entry = entryOf();
    const first = trackMatch(fold, 'm1', () => {
      reads += 1;
      return entry;
    });
    const second = trackMatch(fold, 'm1', () => undefined);
    expect(first).toBe(second);
    expect(reads).toBe(1);
    expect(first).toMatchObject({ match: entry.match, state: entry.state, changed: false, relied: false });
  });

  it('answers null for a match the cache does not hold', () => {
    expect(trackMatch(newFold(T0), 'gone', () => undefined)).toBeNull();
  });

  it('dates the score by its last change, else by the fold time', () => {
    const fold = newFold(T0);
    const w = tracked(fold);
    expect(scoreNow(w, fold.at).updated_at).toBe(fold.at.toISOString());
    w.at = new Date(T0 - 5000);
    expect(scoreNow(w, fold.at).updated_at).toBe(new Date(T0 - 5000).toISOString());
  });
});

describe('changing a match', () => {
  it('a record change writes its row and snapshot and moves its revision', () => {
    const fold = newFold(T0);
    const w = tracked(fold);
    changeRow(w, { team1Name: 'Eva & Fay' }, fold.at);
    expect(w).toMatchObject({ changed: true, rowChanged: true, at: fold.at });
    expect(w.match.team1Name).toBe('Eva & Fay');
    expect(w.match.updatedAt).toEqual(fold.at);
    expect(w.view).not.toBeNull();
  });

  it('a change carries the state before and after it and the score to publish', () => {
    const fold = newFold(T0);
    const w = tracked(fold);
    const before = w.state;
    applyEvent(fold, w, { kind: 'point', team: 'team1', at: T0 }, { source: 'control' });
    const change = changeOf(w, before, fold.at);
    expect(change.before.version).toBe(0);
    expect(change.after.version).toBe(1);
    expect(change.score.match_id).toBe('m1');
  });

  it('an applied point moves the state, appends its log row and sets the guard for a button', () => {
    const fold = newFold(T0);
    const w = tracked(fold);
    const outcome = applyEvent(
      fold,
      w,
      { kind: 'point', team: 'team1', at: T0 },
      {
        source: 'button',
        buttonId: 11,
        pressId: 'p1',
      },
    );
    expect(outcome.kind).toBe('applied');
    expect(w.state.version).toBe(1);
    expect(w.guardAt).toBe(T0);
    expect(fold.events).toEqual([
      expect.objectContaining({
        match_id: 'm1',
        seq: 1,
        kind: 'point',
        team: 'team1',
        button_id: 11,
        press_id: 'p1',
      }),
    ]);
  });

  it('the engine refusing an event is a 409, and the batch relies on the match as found', () => {
    const fold = newFold(T0);
    const w = tracked(fold);
    const outcome = applyEvent(fold, w, { kind: 'undo', at: T0 }, { source: 'control' });
    expect(outcome.kind).toBe('refused');
    expect(w).toMatchObject({ relied: true, changed: false });
    expect(fold.events).toEqual([]);
  });

  it('a refusal makes the batch rely on the match; with no match nothing is marked', () => {
    const fold = newFold(T0);
    const w = tracked(fold);
    expect(refuse(w, 'no')).toEqual({ kind: 'refused', error: 'no' });
    expect(w.relied).toBe(true);
    expect(refuse(null, 'no')).toEqual({ kind: 'refused', error: 'no' });
  });

  it("the caller's check of rights refuses with its own error, or lets the change through", () => {
    const w = tracked(newFold(T0));
    expect(authorized(w, undefined)).toBeNull();
    expect(authorized(w, () => {})).toBeNull();
    const denied = authorized(w, () => {
      throw forbidden(MESSAGES.accessDenied);
    });
    expect(denied && codeOf(denied)).toBe('accessDenied');
    expect(w.relied).toBe(true);
  });

  it('a status decision: unchanged relies, a row change applies', () => {
    const fold = newFold(T0);
    const w = tracked(fold);
    expect(foldStatusDecision(fold, w, { kind: 'unchanged' }, 'control').kind).toBe('unchanged');
    expect(w).toMatchObject({ relied: true, changed: false });
    const started = foldStatusDecision(fold, w, { kind: 'row', row: { startTime: fold.at } }, 'control');
    expect(started.kind).toBe('applied');
    expect(w.rowChanged).toBe(true);
  });
});

describe('one command each', () => {
  it('a press applies and records its press id; the same id again in the batch is a duplicate', () => {
    const fold = newFold(T0);
    const w = tracked(fold);
    expect(foldPress(fold, pressInputs, press(), w).kind).toBe('applied');
    expect(foldPress(fold, pressInputs, press({ pressedAt: T0 + 5000 }), w).kind).toBe('duplicate');
    expect(fold.presses).toEqual([
      expect.objectContaining({ press_id: 'p1', outcome: 'applied', match_id: 'm1' }),
    ]);
    expect([...fold.buttons.keys()]).toEqual([11]);
  });

  it('a press within the guard is ignored and recorded as such', () => {
    const fold = newFold(T0);
    const w = tracked(fold, entryOf({}, { guardAt: T0 - 500 }));
    expect(foldPress(fold, pressInputs, press(), w).kind).toBe('ignored');
    expect(fold.presses[0]?.outcome).toBe('ignored_accidental');
    expect(fold.events).toEqual([]);
  });

  it('a press whose button or match is no longer cached looks for its match again', () => {
    const fold = newFold(T0);
    expect(foldPress(fold, pressInputs, press(), null).kind).toBe('retarget');
    const noButton = { ...pressInputs, button: () => undefined };
    expect(foldPress(fold, noButton, press(), tracked(fold)).kind).toBe('retarget');
  });

  it('an action with a key applies once in a batch, and once after the log has it', () => {
    const fold = newFold(T0);
    const w = tracked(fold);
    const action = {
      kind: 'action' as const,
      matchId: 'm1',
      action: 'team1-point' as const,
      key: 'k1',
      source: 'control' as const,
      pressedAt: null,
    };
    expect(foldAction(fold, { appliedKeys: new Map() }, action, w).kind).toBe('applied');
    expect(foldAction(fold, { appliedKeys: new Map() }, action, w).kind).toBe('duplicate');
    const other = newFold(T0);
    const fromLog = foldAction(
      other,
      { appliedKeys: new Map([['m1\u0000k1', 'point:team1']]) },
      action,
      tracked(other),
    );
    expect(fromLog.kind).toBe('duplicate');
    const reused = foldAction(
      other,
      { appliedKeys: new Map([['m1\u0000k1', 'undo:']]) },
      action,
      tracked(other),
    );
    expect(codeOf(reused)).toBe('idempotencyKeyReused');
  });

  it('an action on a match not found is refused', () => {
    const action = {
      kind: 'action' as const,
      matchId: 'm1',
      action: 'team1-point' as const,
      key: null,
      source: 'control' as const,
      pressedAt: null,
    };
    expect(codeOf(foldAction(newFold(T0), { appliedKeys: new Map() }, action, null))).toBe('matchNotFound');
  });

  it('time up finishes a match past its duration and leaves one within it', () => {
    const late = newFold(T0);
    const over = tracked(late, entryOf({ startTime: new Date(T0 - 5401_000) }));
    expect(foldTimeUp(late, over).kind).toBe('applied');
    expect(over.match.status).toBe('finished');
    const early = newFold(T0);
    expect(foldTimeUp(early, tracked(early)).kind).toBe('noop');
    expect(foldTimeUp(early, null).kind).toBe('noop');
  });

  it('a status change on a match not found is a 404; finishing applies the engine finish', () => {
    const fold = newFold(T0);
    const work = {
      kind: 'status' as const,
      matchId: 'm1',
      status: 'finished' as const,
      source: 'control' as const,
    };
    expect(codeOf(foldStatus(fold, work, null))).toBe('matchNotFound');
    const w = tracked(fold);
    expect(foldStatus(fold, work, w).kind).toBe('applied');
    expect(w.match.status).toBe('finished');
  });

  it('an edit renames as one change; an edit changing nothing is unchanged', () => {
    const fold = newFold(T0);
    const w = tracked(fold);
    const renamed = foldEdit(fold, { kind: 'edit', matchId: 'm1', edit: { team2Name: 'Gia & Hana' } }, w);
    expect(renamed.kind).toBe('applied');
    expect(w.match.team2Name).toBe('Gia & Hana');
    const other = newFold(T0);
    const same = tracked(other);
    expect(foldEdit(other, { kind: 'edit', matchId: 'm1', edit: {} }, same).kind).toBe('unchanged');
    expect(same.relied).toBe(true);
  });

  it('a walkover off court finishes the match for the other team; on a scheduled match it is refused', () => {
    const fold = newFold(T0);
    const w = tracked(fold);
    const work = {
      kind: 'offCourt' as const,
      matchId: 'm1',
      finish: { kind: 'walkover' as const, team: 'team2' as const },
    };
    expect(foldOffCourt(fold, work, w).kind).toBe('applied');
    expect(w.match).toMatchObject({ status: 'finished', winner: 'team1' });
    const other = newFold(T0);
    expect(codeOf(foldOffCourt(other, work, tracked(other, entryOf({ status: 'scheduled' }))))).toBe(
      'matchNotStarted',
    );
  });

  it('opening a score names the teams of a match with none yet; an existing one stays as it is', () => {
    const names = { team1Name: 'Iris & Jo', team2Name: 'Kim & Lu' };
    const fold = newFold(T0);
    const fresh = tracked(fold, entryOf({}, { fresh: true }));
    expect(foldOpen(fold, { kind: 'open', matchId: 'm1', names }, fresh).kind).toBe('applied');
    expect(fresh.match.team1Name).toBe('Iris & Jo');
    const other = newFold(T0);
    const existing = tracked(other);
    expect(foldOpen(other, { kind: 'open', matchId: 'm1', names }, existing).kind).toBe('unchanged');
    expect(existing.match.team1Name).toBe('Ana & Bea');
    expect(codeOf(foldOpen(other, { kind: 'open', matchId: 'x' }, null))).toBe('matchNotFound');
  });

  it('each command goes to its own step', () => {
    const fold = newFold(T0);
    const inputs = {
      now: T0,
      entry: () => undefined,
      ...pressInputs,
      appliedKeys: new Map<string, string>(),
    };
    expect(foldWork(fold, inputs, { kind: 'timeUp', matchId: 'm1' }, null).kind).toBe('noop');
    expect(foldWork(fold, inputs, press(), null).kind).toBe('retarget');
    expect(codeOf(foldWork(fold, inputs, { kind: 'open', matchId: 'm1' }, null))).toBe('matchNotFound');
  });
});

describe('the batch', () => {
  it('status changes, edits, openings and an undo on a finished match go alone', () => {
    const fold = newFold(T0);
    const finished = tracked(fold, entryOf({ status: 'finished' }));
    expect(goesAlone({ kind: 'status', matchId: 'm1', status: 'finished', source: 'control' }, null)).toBe(
      true,
    );
    expect(goesAlone({ kind: 'edit', matchId: 'm1', edit: {} }, null)).toBe(true);
    expect(goesAlone({ kind: 'open', matchId: 'm1' }, null)).toBe(true);
    expect(goesAlone(press({ action: 'UNDO' }), finished)).toBe(true);
    expect(goesAlone(press(), finished)).toBe(false);
    expect(goesAlone(press({ action: 'UNDO' }), tracked(newFold(T0)))).toBe(false);
  });

  it('a match with no snapshot yet that the batch relies on gets one written; others do not', () => {
    const fold = newFold(T0);
    const fresh = tracked(fold, entryOf({ id: 'm2' }, { fresh: true }));
    const untouched = tracked(fold, entryOf({ id: 'm3' }, { fresh: true }));
    const cached = tracked(fold, entryOf({ id: 'm4' }));
    fresh.relied = true;
    cached.relied = true;
    makeFreshSnapshots(fold);
    expect(fresh).toMatchObject({ changed: true, at: fold.at, rowChanged: false });
    expect(fresh.view).not.toBeNull();
    expect(untouched.changed).toBe(false);
    expect(cached.changed).toBe(false);
  });

  it("the statement's rows: matches relied on in id order, written ones with their state", () => {
    const fold = newFold(T0);
    const b = tracked(fold, entryOf({ id: 'b' }));
    const a = tracked(fold, entryOf({ id: 'a' }, { fresh: true }));
    tracked(fold, entryOf({ id: 'c' }));
    b.relied = true;
    applyEvent(fold, a, { kind: 'point', team: 'team2', at: T0 }, { source: 'control' });
    const batch = batchOf(fold);
    expect(batch.relied).toEqual([
      { id: 'a', revision: 4, version: 0, fresh: true },
      { id: 'b', revision: 4, version: 0, fresh: false },
    ]);
    expect(batch.writes.map((write) => [write.id, write.version, write.row_changed])).toEqual([
      ['a', 1, false],
    ]);
    expect(batch.events).toHaveLength(1);
    expect(batch.pressCutoff).toBe(new Date(T0 - 10 * 60_000).toISOString());
  });

  it('folds the items in order and defers one that must go alone behind others', () => {
    const entry = entryOf();
    const item = (work: Work): Item => ({ work, resolve: () => {}, reject: () => {} });
    const items = [
      item(press()),
      item({ kind: 'status', matchId: 'm1', status: 'finished', source: 'control' }),
      item(press({ pressId: 'p2', pressedAt: T0 + 3000 })),
    ];
    const plan = foldBatch(items, {
      now: T0,
      entry: (id) => (id === 'm1' ? entry : undefined),
      ...pressInputs,
      appliedKeys: new Map(),
    });
    expect(plan.items).toEqual([items[0]]);
    expect(plan.deferred).toEqual([items[1], items[2]]);
    expect(plan.outcomes.map((outcome) => outcome.kind)).toEqual(['applied']);
    expect(plan.batch.writes).toHaveLength(1);
    expect(plan.isolated).toBeNull();
  });
});
