import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiErrorSchema,
  type ClientToServerEvents,
  type EventCreateBody,
  type EventView,
  eventViewSchema,
  MESSAGES,
  type ServerToClientEvents,
  successSchema,
} from '@bandeja/contract';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, webhookDeliveries } from '../src/db/schema.ts';
import { resultsMail } from '../src/events/results.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  injectAs,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { createButton, press, startMatch } from './live-helpers.ts';

let t: TestApp;
let url: string;
/** An index.html for the pages' link-preview tags. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Bandeja</title></head><body></body></html>',
  );
  return dir;
}

const PUBLIC_URL = 'https://scores.club.example';

beforeAll(async () => {
  t = await buildTestApp({
    config: {
      live: { buttonPressesPerMinute: 100_000 },
      webDistDir: fakeWebBuild(),
      publicUrl: PUBLIC_URL,
      // Its webhook points at the loopback (docs/operations.md, "Where webhooks may go").
      webhookPrivateTargets: true,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t.close();
});

const viewAnswer = successSchema(eventViewSchema);
/** More than the press guard (2 s), so that every press counts. */
const BETWEEN_PRESSES_MS = 2500;

type Buttons = Awaited<ReturnType<typeof courtButtons>>;

async function courtButtons(courtId: number) {
  return {
    team1: await createButton(t.ctx, courtId, 'TEAM1_SCORE'),
    team2: await createButton(t.ctx, courtId, 'TEAM2_SCORE'),
  };
}

/** A club with `courts` courts (each with its two buttons), its admin, and a court user. */
async function clubWithCourts(courts = 2) {
  const club = await createClub(t.ctx);
  const list = [];
  for (let index = 0; index < courts; index += 1) {
    const court = await createCourt(t.ctx, club.id);
    list.push({ court, buttons: await courtButtons(court.id) });
  }
  const admin = await createUser(t.ctx, 'club_admin', { clubId: club.id });
  const firstCourt = list[0]?.court;
  const courtUser = await createUser(t.ctx, 'court_user', {
    clubId: club.id,
    courtId: firstCourt?.id ?? null,
  });
  return {
    club,
    courts: list,
    adminToken: await tokenFor(t.app, admin),
    courtUserToken: await tokenFor(t.app, courtUser),
  };
}

type Club = Awaited<ReturnType<typeof clubWithCourts>>;

/** Players named so that their names sort like their numbers (the last tie-break of the standings). */
function players(count: number, levels = false) {
  return Array.from({ length: count }, (_, index) => ({
    name: `P${String(index).padStart(2, '0')}`,
    ...(levels ? { level: 8 - index } : {}),
    ...(index === 0 ? { email: 'p00@example.com' } : {}),
  }));
}

async function createEvent(token: string | null, body: unknown) {
  return injectAs(t.app, token, { method: 'POST', url: '/api/events', payload: body as object });
}

function viewOf(response: { json: () => unknown }): EventView {
  return viewAnswer.parse(response.json()).data;
}

async function getView(id: number): Promise<EventView> {
  const response = await t.app.inject({ method: 'GET', url: `/api/events/${id}` });
  expect(response.statusCode).toBe(200);
  return viewOf(response);
}

async function created(club: Club, body: Partial<EventCreateBody>): Promise<EventView> {
  const response = await createEvent(club.adminToken, {
    name: 'Friday Americano',
    clubId: club.club.id,
    format: 'americano',
    courtIds: club.courts.map((entry) => entry.court.id),
    players: players(8),
    pointsPerGame: 16,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return viewOf(response);
}

async function start(club: Club, id: number): Promise<EventView> {
  const response = await injectAs(t.app, club.adminToken, { method: 'POST', url: `/api/events/${id}/start` });
  expect(response.statusCode, response.body).toBe(200);
  return viewOf(response);
}

/** Plays one game with its court's buttons: `team1` presses for team 1, `team2` for team 2. */
async function playGame(buttons: Buttons, team1: number, team2: number): Promise<void> {
  const sequence = [...new Array<string>(team1).fill('team1'), ...new Array<string>(team2).fill('team2')];
  for (const side of sequence) {
    t.clock.advance(BETWEEN_PRESSES_MS);
    const response = await press(t, side === 'team1' ? buttons.team1 : buttons.team2);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.outcome).toBe('applied');
  }
}

function buttonsOf(club: Club, courtId: number): Buttons {
  const entry = club.courts.find((candidate) => candidate.court.id === courtId);
  if (!entry) throw new Error(`no court ${courtId}`);
  return entry.buttons;
}

/** Plays the event's current round with `score(game)`, then waits for the event to move on. */
async function playRound(
  club: Club,
  view: EventView,
  score: (game: EventView['rounds'][number]['games'][number]) => [number, number],
): Promise<EventView> {
  const round = view.rounds[view.event.current_round - 1];
  if (!round) throw new Error('no current round');
  for (const game of round.games) {
    expect(game.match_id).not.toBeNull();
    const [team1, team2] = score(game);
    await playGame(buttonsOf(club, game.court_id), team1, team2);
  }
  await t.ctx.live.idle();
  return getView(view.event.id);
}

function standingOf(view: EventView, player: number) {
  const line = view.standings.find((standing) => standing.players.includes(player));
  if (!line) throw new Error(`no standing for ${player}`);
  return line;
}

describe('an 8-player, 2-court Americano run to the end with the buttons', () => {
  it('plays every round as matches on the courts, counts the points, finishes and mails the results', async () => {
    const club = await clubWithCourts(2);
    const draft = await created(club, {});
    expect(draft.event).toMatchObject({ status: 'draft', rounds: 7, current_round: 0, points_per_game: 16 });
    // The plan is fixed at creation: 7 rounds of 2 games, nobody sitting out.
    expect(draft.rounds).toHaveLength(7);
    expect(draft.players[0]).toMatchObject({ name: 'P00', has_email: true });
    expect(JSON.stringify(draft)).not.toContain('p00@example.com');

    // The club's booking system listens for results (docs/operations.md, "Webhooks").
    const hook = await injectAs(t.app, club.adminToken, {
      method: 'POST',
      url: `/api/clubs/${club.club.id}/webhooks`,
      payload: { url: 'http://127.0.0.1:9/results' },
    });
    expect(hook.statusCode, hook.body).toBe(201);

    let view = await start(club, draft.event.id);
    expect(view.event).toMatchObject({ status: 'running', current_round: 1 });
    const first = view.rounds[0];
    expect(first?.status).toBe('playing');
    expect(first?.games.every((game) => game.match_id !== null && game.status === 'ongoing')).toBe(true);
    // Each game is an ordinary match in the rally format, on its court.
    const match = await t.app.inject({ method: 'GET', url: `/api/matches/${first?.games[0]?.match_id}` });
    expect(match.statusCode).toBe(200);
    expect(match.json().data.settings).toMatchObject({ scoringFormat: 'rally', rally: { target: 16 } });

    // The rule of the evening: P00's side wins 9-7; every other game is an 8-8 draw.
    const score = (game: EventView['rounds'][number]['games'][number]): [number, number] =>
      game.team1.includes(0) ? [9, 7] : game.team2.includes(0) ? [7, 9] : [8, 8];
    for (let round = 1; round <= 7; round += 1) {
      expect(view.event.current_round).toBe(round);
      view = await playRound(club, view, score);
    }
    expect(view.event.status).toBe('finished');
    expect(view.rounds.every((round) => round.status === 'finished')).toBe(true);
    expect(view.image_url).toBe(`/api/events/${view.event.id}/standings.png`);

    // By hand: P00 wins all 7 games 9-7: 63 points. Every other player partners P00 once (9, a
    // win), meets P00 k times (7 each, a loss) and draws the rest (8 each): 9 + 7k + 8(6 - k).
    const meetings = new Map<number, number>();
    const partners = new Map<number, number>();
    for (const round of view.rounds) {
      for (const game of round.games) {
        const [mine, theirs] = game.team1.includes(0)
          ? [game.team1, game.team2]
          : game.team2.includes(0)
            ? [game.team2, game.team1]
            : [[], []];
        for (const player of theirs) meetings.set(player, (meetings.get(player) ?? 0) + 1);
        for (const player of mine) if (player !== 0) partners.set(player, (partners.get(player) ?? 0) + 1);
      }
    }
    expect(standingOf(view, 0)).toMatchObject({
      rank: 1,
      points_won: 63,
      points_against: 49,
      played: 7,
      wins: 7,
      losses: 0,
    });
    for (let player = 1; player < 8; player += 1) {
      const k = meetings.get(player) ?? 0;
      expect(partners.get(player)).toBe(1);
      expect(standingOf(view, player)).toMatchObject({
        points_won: 9 + 7 * k + 8 * (6 - k),
        played: 7,
        wins: 1,
        losses: k,
        draws: 6 - k,
      });
    }
    const total = view.standings.reduce((sum, standing) => sum + standing.points_won, 0);
    expect(total).toBe(14 * 16 * 2);

    // The finish queued one event.finished delivery, with the final standings by name.
    const deliveries = await injectAs(t.app, club.adminToken, {
      method: 'GET',
      url: `/api/clubs/${club.club.id}/webhook-deliveries`,
    });
    const finishedDeliveries = deliveries
      .json()
      .data.deliveries.filter((delivery: { event_type: string }) => delivery.event_type === 'event.finished');
    expect(finishedDeliveries).toHaveLength(1);
    expect(finishedDeliveries[0]).toMatchObject({ subject: String(view.event.id) });
    const [row] = await t.ctx.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'event.finished'));
    const body = JSON.parse(String(row?.body));
    expect(body.data.standings[0]).toMatchObject({
      position: 1,
      name: 'P00',
      players: ['P00'],
      won: 7,
      points: 63,
    });
    expect(body.data.matches).toHaveLength(14);

    // The player with an address got their results, from the mail outbox.
    const outbox = path.join(t.ctx.config.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
    const mine = mails.filter((mail) => mail.includes('p00@example.com'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('Your results: Friday Americano');
    // From the club's name, laid out for a phone (a viewport, a card that shrinks with the screen).
    expect(mine[0]).toContain(`From: ${club.club.name} <`);
    const mail = resultsMail(view, 0, 'p00@example.com', `${PUBLIC_URL}/events/${view.event.id}`);
    expect(mail.fromName).toBe(club.club.name);
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width">');
    expect(mail.html).toContain('max-width:560px;width:100%');

    // The standings picture for the share page.
    const image = await t.app.inject({ method: 'GET', url: view.image_url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // The public page's link preview shows it.
    const page = await t.app.inject({ method: 'GET', url: `/events/${view.event.id}` });
    expect(page.body).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/api/events/${view.event.id}/standings.png">`,
    );
    expect(page.body).toContain('Friday Americano: final standings');
    expect(mine[0]).toContain(`${PUBLIC_URL}/events/${view.event.id}`);

    // A correction of a finished game by the organiser recomputes the standings.
    const anyGameOfP00 = view.rounds[2]?.games.find(
      (game) => game.team1.includes(0) || game.team2.includes(0),
    );
    if (!anyGameOfP00?.match_id) throw new Error('no game of P00 in round 3');
    const p00First = anyGameOfP00.team1.includes(0);
    const partner = (p00First ? anyGameOfP00.team1 : anyGameOfP00.team2).find((player) => player !== 0) ?? -1;
    const before = standingOf(view, partner);
    const corrected = await injectAs(t.app, club.courtUserToken, {
      method: 'PUT',
      url: `/api/events/${view.event.id}/games/${anyGameOfP00.match_id}`,
      payload: p00First ? { team1Points: 4, team2Points: 12 } : { team1Points: 12, team2Points: 4 },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = viewOf(corrected);
    // P00 lost that game 4-12 instead of winning it 9-7: 63 - 9 + 4 = 58, 6 wins.
    expect(standingOf(after, 0)).toMatchObject({ points_won: 58, wins: 6, losses: 1 });
    expect(standingOf(after, partner)).toMatchObject({ points_won: before.points_won - 5, wins: 0 });
    expect(after.rounds[2]?.games.find((game) => game.match_id === anyGameOfP00.match_id)).toMatchObject({
      corrected: true,
    });
    expect(after.version).toBeGreaterThan(view.version);
  });
});

describe('Mexicano', () => {
  it('round 1 by level; round 2 by the standings: 1st + 3rd against 2nd + 4th on the top court', async () => {
    const club = await clubWithCourts(2);
    const draft = await created(club, { format: 'mexicano', players: players(8, true), rounds: 2 });
    let view = await start(club, draft.event.id);
    const [top, second] = view.rounds[0]?.games ?? [];
    // Levels 8, 7, … 1: ranked P00 … P07.
    expect(top).toMatchObject({ court_id: club.courts[0]?.court.id, team1: [0, 2], team2: [1, 3] });
    expect(second).toMatchObject({ court_id: club.courts[1]?.court.id, team1: [4, 6], team2: [5, 7] });
    view = await playRound(club, view, (game) => (game.team1.includes(0) ? [10, 6] : [4, 12]));
    // Standings by hand: P05, P07 12 points; P00, P02 10; P01, P03 6; P04, P06 4 (names break ties).
    expect(view.standings.map((standing) => standing.participant)).toEqual([5, 7, 0, 2, 1, 3, 4, 6]);
    const round2 = view.rounds[1];
    expect(round2?.games[0]).toMatchObject({ team1: [5, 0], team2: [7, 2] });
    expect(round2?.games[1]).toMatchObject({ team1: [1, 4], team2: [3, 6] });
    view = await playRound(club, view, () => [8, 8]);
    expect(view.event.status).toBe('finished');
  });

  it('1st + 4th against 2nd + 3rd as a setting; 9 players: one sits out, in turn', async () => {
    const club = await clubWithCourts(2);
    const draft = await created(club, {
      format: 'mexicano',
      players: players(9, true),
      rounds: 2,
      mexicanoPairing: '1+4v2+3',
    });
    expect(draft.event.mexicano_pairing).toBe('1+4v2+3');
    // The lowest ranked of those who sat out least sits out first.
    expect(draft.next_sitting_out).toEqual([8]);
    const view = await start(club, draft.event.id);
    expect(view.rounds[0]?.games[0]).toMatchObject({ team1: [0, 3], team2: [1, 2] });
    expect(view.rounds[0]?.sitting_out).toEqual([8]);
    // While round 1 is in play the eight who played are tied on sit-outs: which of them sits out
    // round 2 is the standings' to say at the end of the round, so nobody is named yet.
    expect(view.next_sitting_out).toEqual([]);
    expect(view.next_sitting_out_open).toBe(1);
  });
});

describe('Team Americano', () => {
  it('fixed pairs meet every other pair once; standings by pair', async () => {
    const club = await clubWithCourts(2);
    const draft = await created(club, { format: 'team_americano', name: 'Pairs night' });
    expect(draft.event.rounds).toBe(3);
    expect(draft.teams.map((team) => team.players)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
    let view = await start(club, draft.event.id);
    for (let round = 1; round <= 3; round += 1) view = await playRound(club, view, () => [9, 7]);
    expect(view.event.status).toBe('finished');
    const met = new Set<string>();
    for (const round of view.rounds)
      for (const game of round.games) met.add([game.team1_team, game.team2_team].sort().join('-'));
    expect(met.size).toBe(6);
    // By hand: the lower pair number is team 1 and wins 9-7: pair 0 three wins (27), pair 1 two
    // (9 + 9 + 7 = 25), pair 2 one (23), pair 3 none (21).
    expect(
      view.standings.map((standing) => [standing.participant, standing.points_won, standing.wins]),
    ).toEqual([
      [0, 27, 3],
      [1, 25, 2],
      [2, 23, 1],
      [3, 21, 0],
    ]);
    expect(view.standings[0]?.players).toEqual([0, 1]);
  });
});

describe('an undone game end', () => {
  it('takes the game’s points back while the round goes on, and counts them again at the new end', async () => {
    const club = await clubWithCourts(2);
    const view = await start(club, (await created(club, {})).event.id);
    const game = view.rounds[0]?.games[0];
    if (!game) throw new Error('no game');
    const buttons = buttonsOf(club, game.court_id);
    await playGame(buttons, 10, 6);
    await t.ctx.live.idle();
    expect((await getView(view.event.id)).rounds[0]?.games[0]).toMatchObject({
      team1_points: 10,
      status: 'finished',
    });
    // The last point was a mistake: the court's undo button within the minute reopens the game.
    const undo = await createButton(t.ctx, game.court_id, 'UNDO');
    t.clock.advance(BETWEEN_PRESSES_MS);
    expect((await press(t, undo)).json().data.outcome).toBe('applied');
    await t.ctx.live.idle();
    const reopened = (await getView(view.event.id)).rounds[0]?.games[0];
    expect(reopened).toMatchObject({ team1_points: null, team2_points: null, status: 'ongoing' });
    // Undone to 10-5: one more point for team 2 ends it again.
    await playGame(buttons, 0, 1);
    await t.ctx.live.idle();
    expect((await getView(view.event.id)).rounds[0]?.games[0]).toMatchObject({
      team1_points: 10,
      team2_points: 6,
    });
  });
});

describe('a finished event', () => {
  it('refuses an undo of its last game (409 eventFinishedGameClosed): the match and the final standings stay', async () => {
    const club = await clubWithCourts(1);
    const courtId = club.courts[0]?.court.id ?? 0;
    const draft = await created(club, { players: players(4), courtIds: [courtId], rounds: 1 });
    const view = await start(club, draft.event.id);
    const game = view.rounds[0]?.games[0];
    if (!game?.match_id) throw new Error('no game');
    await playGame(buttonsOf(club, courtId), 10, 6);
    await t.ctx.live.idle();
    const finished = await getView(view.event.id);
    expect(finished.event.status).toBe('finished');
    expect(finished.standings[0]).toMatchObject({ points_won: 10 });

    // Within the undo minute: the court's undo button and the control screen's undo are refused.
    const undo = await createButton(t.ctx, courtId, 'UNDO');
    t.clock.advance(BETWEEN_PRESSES_MS);
    const pressed = await press(t, undo);
    expect(pressed.statusCode, pressed.body).toBe(409);
    expect(apiErrorSchema.parse(pressed.json())).toMatchObject({
      code: 'eventFinishedGameClosed',
      message: MESSAGES.eventFinishedGameClosed,
    });
    const action = await injectAs(t.app, club.courtUserToken, {
      method: 'POST',
      url: `/api/scores/${game.match_id}/undo`,
      payload: {},
    });
    expect(action.statusCode, action.body).toBe(409);
    expect(apiErrorSchema.parse(action.json()).code).toBe('eventFinishedGameClosed');
    await t.ctx.live.idle();

    const match = await t.app.inject({ method: 'GET', url: `/api/matches/${game.match_id}` });
    expect(match.json().data.status).toBe('finished');
    const after = await getView(view.event.id);
    expect(after.event.status).toBe('finished');
    expect(after.standings).toEqual(finished.standings);
    expect(after.rounds[0]?.games[0]).toMatchObject({
      team1_points: 10,
      team2_points: 6,
      status: 'finished',
    });
  });
});

describe('a court busy with another match', () => {
  it('keeps the round’s results, holds the next round back, and starts it once the court is free', async () => {
    const club = await clubWithCourts(2);
    const view = await start(club, (await created(club, {})).event.id);
    const [first, second] = view.rounds[0]?.games ?? [];
    if (!first || !second) throw new Error('no games');
    await playGame(buttonsOf(club, first.court_id), 9, 7);
    await t.ctx.live.idle();
    // Someone starts a match of their own on the free court.
    const other = await startMatch(t, first.court_id);
    await playGame(buttonsOf(club, second.court_id), 8, 8);
    await t.ctx.live.idle();
    const held = await getView(view.event.id);
    expect(held.event.current_round).toBe(1);
    expect(held.rounds[0]?.games.map((game) => [game.team1_points, game.team2_points])).toEqual([
      [9, 7],
      [8, 8],
    ]);
    const busy = await injectAs(t.app, club.adminToken, {
      method: 'POST',
      url: `/api/events/${view.event.id}/next-round`,
    });
    expect(busy.statusCode).toBe(409);
    expect(apiErrorSchema.parse(busy.json())).toMatchObject({ code: 'eventCourtBusy', matchId: other });
    // Their match ends: the held round starts by itself.
    const finished = await injectAs(t.app, club.adminToken, {
      method: 'PUT',
      url: `/api/matches/${other}`,
      payload: { status: 'finished' },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    await t.ctx.live.idle();
    expect((await getView(view.event.id)).event.current_round).toBe(2);
  });
});

describe('live standings over the socket', () => {
  it('an event room gets the view on joining and again when a game finishes', async () => {
    const club = await clubWithCourts(1);
    const draft = await created(club, { players: players(4), courtIds: [club.courts[0]?.court.id ?? 0] });
    const client: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      const updates: EventView[] = [];
      client.on('eventUpdate', (payload) => updates.push(payload));
      client.emit('joinEvent', { eventId: draft.event.id });
      await waitFor(() => updates.length >= 1);
      expect(updates[0]?.event.status).toBe('draft');
      const view = await start(club, draft.event.id);
      await waitFor(() => updates.some((update) => update.event.status === 'running'));
      await playRound(club, view, () => [10, 6]);
      await waitFor(() => updates.some((update) => update.standings[0]?.points_won === 10));
    } finally {
      client.disconnect();
    }
  });
});

/** Waits until `condition` holds; generous, as the gate runs on a busy machine. */
async function waitFor(condition: () => boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the event display’s language', () => {
  it('the public view carries the club’s language (null while not fixed), which the TV speaks', async () => {
    const club = await clubWithCourts(2);
    const event = await created(club, {});
    expect((await getView(event.event.id)).club).toMatchObject({ id: club.club.id, language: null });
    await t.ctx.db.update(clubs).set({ language: 'sv' }).where(eq(clubs.id, club.club.id));
    expect((await getView(event.event.id)).club).toMatchObject({ id: club.club.id, language: 'sv' });
  });
});

describe('refusals', () => {
  const failure = (response: { statusCode: number; json: () => unknown }) =>
    apiErrorSchema.parse(response.json());

  it('refuses the public (401), another club’s admin and court user (403), and changes nothing', async () => {
    const club = await clubWithCourts(1);
    const other = await clubWithCourts(1);
    const body = {
      name: 'X',
      clubId: club.club.id,
      format: 'americano',
      courtIds: [club.courts[0]?.court.id],
      players: players(4),
      pointsPerGame: 16,
    };
    expect((await createEvent(null, body)).statusCode).toBe(401);
    for (const token of [other.adminToken, other.courtUserToken]) {
      const response = await createEvent(token, body);
      expect(response.statusCode).toBe(403);
      expect(failure(response).code).toBe('accessDenied');
    }
    const list = await injectAs(t.app, club.adminToken, {
      method: 'GET',
      url: `/api/events?clubId=${club.club.id}`,
    });
    expect(list.json().data).toEqual([]);
    // A court user of the club organises too.
    expect((await createEvent(club.courtUserToken, body)).statusCode).toBe(201);
  });

  it('refuses a court of another club, bad settings and bad players with the contract’s error shape', async () => {
    const club = await clubWithCourts(1);
    const other = await clubWithCourts(1);
    const base = {
      name: 'X',
      clubId: club.club.id,
      format: 'americano',
      courtIds: [club.courts[0]?.court.id],
      players: players(8),
      pointsPerGame: 16,
    };
    const wrongCourt = await createEvent(club.adminToken, { ...base, courtIds: [other.courts[0]?.court.id] });
    expect(wrongCourt.statusCode).toBe(400);
    expect(failure(wrongCourt)).toMatchObject({
      code: 'eventCourtNotInClub',
      message: MESSAGES.eventCourtNotInClub,
    });
    const cases: [unknown, string][] = [
      [{ ...base, players: players(3) }, 'players'],
      [{ ...base, players: players(33) }, 'players'],
      [{ ...base, pointsPerGame: 20 }, 'pointsPerGame'],
      [{ ...base, pointsPerGame: undefined }, 'pointsPerGame'],
      [{ ...base, format: 'swiss' }, 'format'],
      [{ ...base, courtIds: [] }, 'courtIds'],
      [{ ...base, mexicanoPairing: '1+4v2+3' }, 'mexicanoPairing'],
      [{ ...base, format: 'team_americano', players: players(7) }, 'players'],
      [{ ...base, format: 'team_americano', teams: [[0, 1]] }, 'teams'],
      [{ ...base, players: [{ name: '' }, ...players(7)] }, 'players.0.name'],
      [{ ...base, players: [{ name: 'A', email: 'nope' }, ...players(7)] }, 'players.0.email'],
    ];
    for (const [body, field] of cases) {
      const response = await createEvent(club.adminToken, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(failure(response)).toMatchObject({ code: 'validation', field });
    }
  });

  it('answers 404 for an unknown event or game, 409 for a second start or a game in play', async () => {
    const club = await clubWithCourts(2);
    const missing = await t.app.inject({ method: 'GET', url: '/api/events/999999' });
    expect(missing.statusCode).toBe(404);
    expect(failure(missing).code).toBe('eventNotFound');
    const view = await start(club, (await created(club, {})).event.id);
    const again = await injectAs(t.app, club.adminToken, {
      method: 'POST',
      url: `/api/events/${view.event.id}/start`,
    });
    expect(again.statusCode).toBe(409);
    expect(failure(again).code).toBe('eventAlreadyStarted');
    const matchId = view.rounds[0]?.games[0]?.match_id ?? '';
    const inPlay = await injectAs(t.app, club.adminToken, {
      method: 'PUT',
      url: `/api/events/${view.event.id}/games/${matchId}`,
      payload: { team1Points: 1, team2Points: 2 },
    });
    expect(inPlay.statusCode).toBe(409);
    expect(failure(inPlay).code).toBe('eventGameNotFinished');
    const unknownGame = await injectAs(t.app, club.adminToken, {
      method: 'PUT',
      url: `/api/events/${view.event.id}/games/AAAAAAAAAAAAAAAA`,
      payload: { team1Points: 1, team2Points: 2 },
    });
    expect(unknownGame.statusCode).toBe(404);
    expect(failure(unknownGame).code).toBe('eventGameNotFound');
    // A round to a points target moves on by itself: the organiser cannot call time on it.
    const early = await injectAs(t.app, club.adminToken, {
      method: 'POST',
      url: `/api/events/${view.event.id}/next-round`,
    });
    expect(early.statusCode).toBe(409);
    expect(failure(early).code).toBe('eventRoundNotTimed');
    // Courts busy with the event's games refuse another event's start.
    const second = await created(club, {});
    const busy = await injectAs(t.app, club.adminToken, {
      method: 'POST',
      url: `/api/events/${second.event.id}/start`,
    });
    expect(busy.statusCode).toBe(409);
    expect(failure(busy).code).toBe('eventCourtBusy');
    expect((await getView(second.event.id)).event.status).toBe('draft');
  });

  it('refuses to delete the match of an event game (409 eventGameNotDeletable), so its round can still finish', async () => {
    const club = await clubWithCourts(1);
    const courtId = club.courts[0]?.court.id ?? 0;
    const draft = await created(club, { players: players(4), courtIds: [courtId], rounds: 1 });
    const view = await start(club, draft.event.id);
    const matchId = view.rounds[0]?.games[0]?.match_id;
    if (!matchId) throw new Error('no game');
    const deleted = await injectAs(t.app, club.adminToken, {
      method: 'DELETE',
      url: `/api/matches/${matchId}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(failure(deleted)).toMatchObject({
      code: 'eventGameNotDeletable',
      message: MESSAGES.eventGameNotDeletable,
    });
    const match = await t.app.inject({ method: 'GET', url: `/api/matches/${matchId}` });
    expect(match.statusCode).toBe(200);
    // The game is still the round's, and its end finishes the event.
    await playGame(buttonsOf(club, courtId), 9, 7);
    await t.ctx.live.idle();
    const after = await getView(view.event.id);
    expect(after.rounds[0]?.games[0]).toMatchObject({ match_id: matchId, team1_points: 9, team2_points: 7 });
    expect(after.event.status).toBe('finished');
    // Finished, it stays: the results page lists the game.
    const again = await injectAs(t.app, club.adminToken, {
      method: 'DELETE',
      url: `/api/matches/${matchId}`,
    });
    expect(again.statusCode).toBe(409);
    // A match that is no event's game is deleted as before.
    const other = await startMatch(t, courtId);
    const plain = await injectAs(t.app, club.adminToken, { method: 'DELETE', url: `/api/matches/${other}` });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('a timed round: the organiser calls time, the games finish as they stand and round 2 starts', async () => {
    const club = await clubWithCourts(1);
    const draft = await created(club, {
      players: players(4),
      courtIds: [club.courts[0]?.court.id ?? 0],
      pointsPerGame: undefined,
      minutesPerRound: 12,
      rounds: 2,
    });
    expect(draft.event).toMatchObject({ points_per_game: null, minutes_per_round: 12 });
    const view = await start(club, draft.event.id);
    expect(view.rounds[0]?.ends_at).not.toBeNull();
    await playGame(buttonsOf(club, club.courts[0]?.court.id ?? 0), 5, 3);
    const next = await injectAs(t.app, club.adminToken, {
      method: 'POST',
      url: `/api/events/${view.event.id}/next-round`,
    });
    expect(next.statusCode, next.body).toBe(200);
    const after = viewOf(next);
    expect(after.event.current_round).toBe(2);
    expect(after.rounds[0]?.games[0]).toMatchObject({ team1_points: 5, team2_points: 3, status: 'finished' });
  });
});
