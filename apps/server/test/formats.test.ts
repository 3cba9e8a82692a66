import { type LiveScore, MESSAGES, NO_TIME_LIMIT_SECONDS } from '@bandeja/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCourt } from '../src/courts/repository.ts';
import { matches } from '../src/db/schema.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  injectAs,
  type TestApp,
  tokenFor,
  unique,
} from './helpers.ts';
import { createButton, postMatch, press, storedTruth } from './live-helpers.ts';

// Whole matches are played press by press: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { live: { buttonPressesPerMinute: 100_000 } } });
});
afterAll(async () => {
  await t.close();
});

/** The accidental-press guard: presses of a test are this far apart on the test clock. */
const GUARD_MS = 2000;

type Sport = 'PADEL' | 'TENNIS';

/** A court of `sport` with a WatchButton for each team. */
async function courtWithButtons(sport: Sport) {
  const club = await createClub(t.ctx);
  const name = unique('Court ');
  const court = await insertCourt(t.ctx.db, {
    clubId: club.id,
    name,
    sportType: sport,
    screenIdentifier: name,
  });
  return {
    court,
    team1: await createButton(t.ctx, court.id, 'TEAM1_SCORE'),
    team2: await createButton(t.ctx, court.id, 'TEAM2_SCORE'),
  };
}
type Court = Awaited<ReturnType<typeof courtWithButtons>>;

/** Presses played on a court, with every answer's score (what the checks below look at). */
class Presses {
  readonly scores: LiveScore[] = [];
  constructor(private readonly court: Court) {}

  async point(team: 'A' | 'B'): Promise<void> {
    t.clock.advance(GUARD_MS);
    const response = await press(t, team === 'A' ? this.court.team1 : this.court.team2);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.outcome).toBe('applied');
    this.scores.push(response.json().data.score);
  }

  async points(team: 'A' | 'B', count: number): Promise<void> {
    for (let i = 0; i < count; i += 1) await this.point(team);
  }

  /** A game won to love. */
  async game(team: 'A' | 'B'): Promise<void> {
    await this.points(team, 4);
  }

  /**
   * A set to `team1`-`team2` games: the games alternate (team 1 first) up to the lower count, then
   * the set's winner takes the rest. `tiebreak` names the winner of a tiebreak played at the level
   * score (7 points to 0).
   */
  async set(team1: number, team2: number, tiebreak?: 'A' | 'B'): Promise<void> {
    const level = Math.min(team1, team2);
    for (let i = 0; i < level; i += 1) {
      await this.game('A');
      await this.game('B');
    }
    if (tiebreak) {
      await this.points(tiebreak, 7);
      return;
    }
    const winner = team1 > team2 ? 'A' : 'B';
    for (let i = level; i < Math.max(team1, team2); i += 1) await this.game(winner);
  }

  last(): LiveScore {
    const score = this.scores.at(-1);
    if (!score) throw new Error('no press yet');
    return score;
  }
}

const zero = { team1: 0, team2: 0, tiebreak: null };

interface FormatCase {
  name: string;
  sport: Sport;
  body: Record<string, unknown>;
  settings: Record<string, unknown>;
  matchDuration: number;
  play: (presses: Presses) => Promise<void>;
  sets: LiveScore['set_scores'];
  winner: 'team1' | 'team2';
}

const doubles = {
  team1Player1: { name: 'Ana' },
  team1Player2: { name: 'Bea' },
  team2Player1: { name: 'Carla' },
  team2Player2: { name: 'Dora' },
};
const singles = { matchType: 'singles', team1Player1: { name: 'Rafa' }, team2Player1: { name: 'Roger' } };
const team1Serves = { serviceConfig: { mode: 'team1' } };

const CASES: FormatCase[] = [
  {
    name: 'padel doubles, the court’s defaults: best of 3 sets of 6, one deuce then golden point, 90 minutes',
    sport: 'PADEL',
    body: { ...doubles, settings: team1Serves },
    settings: {
      matchType: 'doubles',
      goldenPointMode: 'one_deuce_golden',
      bestOfSets: 3,
      gamesPerSet: 6,
      tiebreakAt: 6,
      superTiebreak: false,
      presetId: null,
    },
    matchDuration: 5400,
    play: async (p) => {
      await p.set(6, 4);
      await p.set(6, 6, 'B');
      await p.set(6, 1);
    },
    sets: {
      set1: { team1: 6, team2: 4, tiebreak: null },
      set2: { team1: 6, team2: 7, tiebreak: { team1: 0, team2: 7 } },
      set3: { team1: 6, team2: 1, tiebreak: null },
      set4: zero,
      set5: zero,
    },
    winner: 'team1',
  },
  {
    name: 'padel doubles, preset Short sets: best of 3 sets to 4 with a tiebreak at 3-3, no time limit',
    sport: 'PADEL',
    body: { ...doubles, presetId: 'short_sets', settings: team1Serves },
    settings: { bestOfSets: 3, gamesPerSet: 4, tiebreakAt: 3, superTiebreak: false, presetId: 'short_sets' },
    matchDuration: NO_TIME_LIMIT_SECONDS,
    play: async (p) => {
      await p.set(4, 2);
      await p.set(3, 3, 'B');
      await p.set(0, 4);
    },
    sets: {
      set1: { team1: 4, team2: 2, tiebreak: null },
      set2: { team1: 3, team2: 4, tiebreak: { team1: 0, team2: 7 } },
      set3: { team1: 0, team2: 4, tiebreak: null },
      set4: zero,
      set5: zero,
    },
    winner: 'team2',
  },
  {
    name: 'padel doubles, preset Club match 60 min: sets to 4 and a match tiebreak to 10 at one set all',
    sport: 'PADEL',
    body: { ...doubles, presetId: 'club_60', settings: team1Serves },
    settings: { bestOfSets: 3, gamesPerSet: 4, tiebreakAt: 3, superTiebreak: true, presetId: 'club_60' },
    matchDuration: 3600,
    play: async (p) => {
      await p.set(4, 1);
      await p.set(1, 4);
      await p.points('A', 10);
    },
    sets: {
      set1: { team1: 4, team2: 1, tiebreak: null },
      set2: { team1: 1, team2: 4, tiebreak: null },
      set3: { team1: 1, team2: 0, tiebreak: { team1: 10, team2: 0 } },
      set4: zero,
      set5: zero,
    },
    winner: 'team1',
  },
  {
    name: 'padel doubles, one set of 6 chosen field by field, golden point, a 60-minute slot',
    sport: 'PADEL',
    body: {
      ...doubles,
      settings: {
        ...team1Serves,
        bestOfSets: 1,
        gamesPerSet: 6,
        tiebreakAt: 6,
        goldenPointMode: 'straight_golden',
        slotMinutes: 60,
      },
    },
    settings: { bestOfSets: 1, gamesPerSet: 6, goldenPointMode: 'straight_golden', presetId: null },
    matchDuration: 3600,
    play: (p) => p.set(2, 6),
    sets: { set1: { team1: 2, team2: 6, tiebreak: null }, set2: zero, set3: zero, set4: zero, set5: zero },
    winner: 'team2',
  },
  {
    name: 'padel doubles, preset Pro set to 8: one set of 8 with a tiebreak at 8-8, no time limit',
    sport: 'PADEL',
    body: { ...doubles, presetId: 'pro_set', settings: team1Serves },
    settings: { bestOfSets: 1, gamesPerSet: 8, tiebreakAt: 8, presetId: 'pro_set' },
    matchDuration: NO_TIME_LIMIT_SECONDS,
    play: (p) => p.set(8, 8, 'A'),
    sets: {
      set1: { team1: 9, team2: 8, tiebreak: { team1: 7, team2: 0 } },
      set2: zero,
      set3: zero,
      set4: zero,
      set5: zero,
    },
    winner: 'team1',
  },
  {
    name: 'tennis singles, the court’s defaults: advantage scoring, best of 3 sets of 6, tiebreak at 6-6',
    sport: 'TENNIS',
    body: { ...singles, settings: team1Serves },
    settings: {
      matchType: 'singles',
      sport: 'TENNIS',
      goldenPointMode: 'regular_deuce',
      bestOfSets: 3,
      gamesPerSet: 6,
      tiebreakAt: 6,
      superTiebreak: false,
    },
    matchDuration: 5400,
    play: async (p) => {
      // A game through deuce and advantage: advantage scoring, not a golden point.
      await p.points('A', 3);
      await p.points('B', 3);
      await p.point('A');
      await p.point('B');
      await p.points('A', 2);
      await p.set(5, 4);
      await p.set(6, 6, 'A');
    },
    sets: {
      set1: { team1: 6, team2: 4, tiebreak: null },
      set2: { team1: 7, team2: 6, tiebreak: { team1: 7, team2: 0 } },
      set3: zero,
      set4: zero,
      set5: zero,
    },
    winner: 'team1',
  },
  {
    name: 'tennis singles, preset Best of 5 sets',
    sport: 'TENNIS',
    body: { ...singles, presetId: 'best_of_5', settings: { serviceConfig: { mode: 'team2' } } },
    settings: { matchType: 'singles', bestOfSets: 5, gamesPerSet: 6, presetId: 'best_of_5' },
    matchDuration: NO_TIME_LIMIT_SECONDS,
    play: async (p) => {
      await p.set(0, 6);
      await p.set(6, 0);
      await p.set(0, 6);
      await p.set(0, 6);
    },
    sets: {
      set1: { team1: 0, team2: 6, tiebreak: null },
      set2: { team1: 6, team2: 0, tiebreak: null },
      set3: { team1: 0, team2: 6, tiebreak: null },
      set4: { team1: 0, team2: 6, tiebreak: null },
      set5: zero,
    },
    winner: 'team2',
  },
  {
    name: 'tennis doubles, preset Tournament: best of 3, match tiebreak, advantage from the court',
    sport: 'TENNIS',
    body: { ...doubles, presetId: 'tournament_match_tiebreak', settings: team1Serves },
    settings: {
      matchType: 'doubles',
      goldenPointMode: 'regular_deuce',
      superTiebreak: true,
      presetId: 'tournament_match_tiebreak',
    },
    matchDuration: NO_TIME_LIMIT_SECONDS,
    play: async (p) => {
      await p.set(3, 6);
      await p.set(7, 5);
      await p.points('B', 10);
    },
    sets: {
      set1: { team1: 3, team2: 6, tiebreak: null },
      set2: { team1: 7, team2: 5, tiebreak: null },
      set3: { team1: 0, team2: 1, tiebreak: { team1: 0, team2: 10 } },
      set4: zero,
      set5: zero,
    },
    winner: 'team2',
  },
];

describe('each match format, created on its court and scored to the end through WatchButton presses', () => {
  it.each(CASES)('$name', async (c) => {
    const court = await courtWithButtons(c.sport);
    const created = await postMatch(t, { ...c.body, courtId: court.court.id });
    expect(created.statusCode, created.body).toBe(201);
    const match = created.json().data.match;
    expect(match.settings).toMatchObject({ sport: c.sport, ...c.settings });
    expect(match.match_duration).toBe(c.matchDuration);

    const presses = new Presses(court);
    await c.play(presses);
    const final = presses.last();
    expect(final).toMatchObject({ status: 'finished', winner: c.winner, finish_reason: 'score' });
    // Every live score says singles or doubles, so that the boards show one name per side at once.
    expect(presses.scores.every((score) => score.match_type === match.settings.matchType)).toBe(true);
    expect(final.set_scores).toEqual(c.sets);
    expect(final.version).toBe(presses.scores.length);

    // The server's stored snapshot is the engine's fold of the stored log.
    const truth = await storedTruth(t.ctx, match.id);
    expect(truth.points).toBe(presses.scores.length);
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
    expect(truth.match).toMatchObject({ status: 'finished', winner: c.winner });

    // Singles: only players 1 and 3 serve, alternating every game; doubles: all four.
    const servers = new Set(presses.scores.map((score) => score.current_game.server));
    servers.delete(null);
    expect([...servers].sort()).toEqual(match.settings.matchType === 'singles' ? [1, 3] : [1, 2, 3, 4]);

    const statistics = await t.app.inject({ method: 'GET', url: `/api/matches/${match.id}/statistics` });
    expect(statistics.json().data).toMatchObject({
      pointByPoint: true,
      pointsPlayed: presses.scores.length,
      players: match.settings.matchType === 'singles' ? [1, 3] : [1, 2, 3, 4],
    });
  });
});

describe('the court’s sport sets the defaults', () => {
  it('a TENNIS court plays advantage scoring unless told otherwise, a PADEL court one deuce then golden point', async () => {
    const tennis = await courtWithButtons('TENNIS');
    const padel = await courtWithButtons('PADEL');
    const onTennis = await postMatch(t, { ...singles, courtId: tennis.court.id });
    expect(onTennis.json().data.match.settings).toMatchObject({
      sport: 'TENNIS',
      matchType: 'singles',
      goldenPointMode: 'regular_deuce',
      bestOfSets: 3,
      gamesPerSet: 6,
      tiebreakAt: 6,
      superTiebreak: false,
      serviceConfig: { mode: 'random', team1Server: 1, team2Server: 1 },
    });
    expect(onTennis.json().data.match.match_duration).toBe(5400);
    const onPadel = await postMatch(t, { ...doubles, courtId: padel.court.id });
    expect(onPadel.json().data.match.settings).toMatchObject({
      sport: 'PADEL',
      matchType: 'doubles',
      goldenPointMode: 'one_deuce_golden',
    });
    const otherTennis = await courtWithButtons('TENNIS');
    const chosen = await postMatch(t, {
      ...singles,
      courtId: otherTennis.court.id,
      settings: { goldenPointMode: 'straight_golden' },
    });
    expect(chosen.json().data.match.settings.goldenPointMode).toBe('straight_golden');
  });
});

describe('a singles match lists its two players only', () => {
  it('in the create answer, the match, the lists, the finished list and the statistics', async () => {
    const court = await courtWithButtons('TENNIS');
    const created = await postMatch(t, {
      ...singles,
      courtId: court.court.id,
      settings: { ...team1Serves, bestOfSets: 1, gamesPerSet: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, match } = created.json().data;
    const players = [
      { name: 'Rafa', team: 'team1', playerNumber: 1 },
      { name: 'Roger', team: 'team2', playerNumber: 3 },
    ];
    expect(match).toMatchObject({ team1_name: 'Rafa', team2_name: 'Roger', players });

    const admin = await tokenFor(t.app, await createUser(t.ctx, 'super_admin'));
    const one = await t.app.inject({ method: 'GET', url: `/api/matches/${id}` });
    expect(one.json().data.players).toEqual(players);
    const list = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/matches?court_id=${court.court.id}`,
    });
    expect(list.json().data[0].players).toEqual(players);
    const active = await injectAs(t.app, admin, { method: 'GET', url: '/api/matches/active' });
    expect(active.json().data.find((item: { id: string }) => item.id === id).players).toEqual(players);

    // A quick exhibition set of 1 game: won 2-0 (a lead of two) or in a tiebreak at 1-1.
    const presses = new Presses(court);
    await presses.set(0, 2);
    expect(presses.last()).toMatchObject({ status: 'finished', winner: 'team2' });
    const finished = await t.app.inject({
      method: 'GET',
      url: `/api/matches/court/${court.court.id}/finished`,
    });
    expect(finished.json().data[0]).toMatchObject({
      id,
      match_type: 'singles',
      players,
      finish_reason: 'score',
    });
    const statistics = await t.app.inject({ method: 'GET', url: `/api/matches/${id}/statistics` });
    expect(statistics.json().data.players).toEqual([1, 3]);
  });
});

describe('refused formats and players', () => {
  const base = { ...doubles, settings: team1Serves };
  it.each([
    [
      'a singles match with four players',
      { ...doubles, matchType: 'singles' },
      MESSAGES.singlesWithFourPlayers,
    ],
    [
      'a singles match with a second player on one team',
      { ...singles, team2Player2: { name: 'Dora' } },
      MESSAGES.singlesWithFourPlayers,
    ],
    ['a doubles match without a second player', { ...singles, matchType: 'doubles' }, 'Player 2 is required'],
    ['an unknown match type', { ...base, matchType: 'triples' }, MESSAGES.invalidMatchType],
    ['sets to 5 games', { ...base, settings: { gamesPerSet: 5 } }, MESSAGES.invalidGamesPerSet],
    [
      'sets to 7 games',
      { ...base, settings: { gamesPerSet: 7, tiebreakAt: 7 } },
      MESSAGES.invalidGamesPerSet,
    ],
    [
      'a tiebreak that does not fit the set length',
      { ...base, settings: { gamesPerSet: 6, tiebreakAt: 4 } },
      MESSAGES.invalidTiebreakAt,
    ],
    [
      'a match tiebreak in a best of 1',
      { ...base, settings: { bestOfSets: 1, superTiebreak: true } },
      MESSAGES.superTiebreakNeedsMoreSets,
    ],
    [
      'a second player serving first in singles',
      { ...singles, settings: { serviceConfig: { mode: 'team1', team2Server: 2 } } },
      MESSAGES.singlesFirstServer,
    ],
    ['an unknown preset', { ...base, presetId: 'club_45' }, MESSAGES.unknownPreset],
    [
      'settings that differ from the preset',
      { ...base, presetId: 'short_sets', settings: { gamesPerSet: 6 } },
      MESSAGES.presetConflict,
    ],
    [
      'a slot that differs from the preset’s',
      { ...base, presetId: 'club_90', settings: { slotMinutes: 60 } },
      MESSAGES.presetConflict,
    ],
    ['a slot that is no slot', { ...base, settings: { slotMinutes: 45 } }, MESSAGES.invalidSlot],
    [
      'a slot and a duration together',
      { ...base, settings: { slotMinutes: 60, matchDuration: 3600 } },
      MESSAGES.slotAndDuration,
    ],
  ])(
    'refuses %s with 400 and its message as a failed check, creating nothing',
    async (_name, body, message) => {
      const court = await courtWithButtons('PADEL');
      const response = await postMatch(t, { ...body, courtId: court.court.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, code: 'validation' });
      const active = await t.app.inject({
        method: 'GET',
        url: `/api/matches/court/${court.court.id}/active`,
      });
      expect(active.json().data.hasActiveMatch).toBe(false);
    },
  );

  it('refuses a preset of another sport (best of 5 on a padel court) with 400', async () => {
    const court = await courtWithButtons('PADEL');
    const response = await postMatch(t, { ...base, presetId: 'best_of_5', courtId: court.court.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.presetNotForSport,
      code: 'presetNotForSport',
    });
  });

  it('takes a preset with the same settings spelled out beside it', async () => {
    const court = await createCourt(t.ctx, (await createClub(t.ctx)).id);
    const response = await postMatch(t, {
      ...doubles,
      presetId: 'club_90',
      settings: { bestOfSets: 3, gamesPerSet: 6, tiebreakAt: 6, superTiebreak: false, slotMinutes: 90 },
      courtId: court.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.match).toMatchObject({
      match_duration: 5400,
      settings: { presetId: 'club_90' },
    });
  });
});

describe('matches stored before today’s formats', () => {
  /** A match created today whose stored settings are then rewritten as an older version wrote them. */
  async function storedAs(settings: Record<string, unknown>) {
    const court = await courtWithButtons('PADEL');
    const created = await postMatch(t, { ...doubles, settings: team1Serves, courtId: court.court.id });
    const id: string = created.json().data.id;
    await t.ctx.db.update(matches).set({ settings }).where(eq(matches.id, id));
    t.ctx.scores.forget(id);
    return { court, id };
  }

  const older = {
    goldenPointMode: 'one_deuce_golden',
    bestOfSets: 3,
    gamesPerSet: 6,
    tiebreakAt: 6,
    superTiebreak: false,
    sport: 'PADEL',
    serviceConfig: { mode: 'team1', team1Server: 1, team2Server: 1 },
    coinToss: null,
  };

  it('a match of sets to 5 games (refused for new matches) still loads, shows, and is scored to the end', async () => {
    const { court, id } = await storedAs({ ...older, gamesPerSet: 5, tiebreakAt: 5 });
    const match = await t.app.inject({ method: 'GET', url: `/api/matches/${id}` });
    expect(match.statusCode, match.body).toBe(200);
    // Stored before singles and presets: doubles, no preset.
    expect(match.json().data.settings).toMatchObject({
      gamesPerSet: 5,
      tiebreakAt: 5,
      matchType: 'doubles',
      presetId: null,
    });
    expect(match.json().data.players).toHaveLength(4);
    const presses = new Presses(court);
    await presses.set(5, 2);
    await presses.set(5, 5, 'B');
    await presses.set(3, 5);
    expect(presses.last()).toMatchObject({ status: 'finished', winner: 'team2' });
    expect(presses.last().set_scores).toMatchObject({
      set1: { team1: 5, team2: 2 },
      set2: { team1: 5, team2: 6, tiebreak: { team1: 0, team2: 7 } },
      set3: { team1: 3, team2: 5 },
    });
    const truth = await storedTruth(t.ctx, id);
    expect(truth.snapshot?.view).toEqual(truth.foldedView);
    const statistics = await t.app.inject({ method: 'GET', url: `/api/matches/${id}/statistics` });
    expect(statistics.json().data).toMatchObject({ pointByPoint: true, pointsPlayed: presses.scores.length });
    const finished = await t.app.inject({
      method: 'GET',
      url: `/api/matches/court/${court.court.id}/finished`,
    });
    expect(finished.json().data[0]).toMatchObject({ id, match_type: 'doubles' });
  });

  it('a best of 1 decided by a match tiebreak (refused for new matches) still loads and is scored', async () => {
    const { court, id } = await storedAs({ ...older, bestOfSets: 1, superTiebreak: true });
    const match = await t.app.inject({ method: 'GET', url: `/api/matches/${id}` });
    expect(match.statusCode, match.body).toBe(200);
    const presses = new Presses(court);
    await presses.points('A', 10);
    expect(presses.last()).toMatchObject({
      status: 'finished',
      winner: 'team1',
      set_scores: { set1: { team1: 1, team2: 0, tiebreak: { team1: 10, team2: 0 } } },
    });
  });
});
