import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EventGame, EventView } from '@bandeja/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { arrangeClubAdmin } from '../support/admin.ts';
import { type ArrangedCourt, arrangeButtons, arrangeCourt, press, uniqueName } from '../support/arrange.ts';
import { storedMatch } from '../support/court.ts';
import { layoutFaults, screenshotDir } from '../support/displays.ts';
import { apiToken, expect, signIn, signInWithToken, test } from '../support/fixtures.ts';
import { type LiveMatch, play } from '../support/scoreboard.ts';
import { settled } from '../support/settled.ts';

/**
 * A club's Americano evening through its screens (docs/product.md, "Club events"): an
 * organiser creates it on /events and starts it on the organiser page; two rounds on two courts are
 * scored with the courts' WatchButtons (and the court tablets' control API between two presses, as
 * the accidental-press guard holds a second press for 2 s); the standings display on the TV, the
 * players' phone page and the organiser page follow live; a correction recomputes the standings;
 * the evening finishes and the results page shows the final standings and each player's games.
 * Screenshots: the organiser page on a tablet, the public page on a phone, the display on a TV.
 */
const TABLET = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;
const TV = { width: 1920, height: 1080 } as const;
const SHOTS = screenshotDir('events');
const PLAYERS = ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo'];
/** The accidental-press guard's default (docs/scoring-rules.md#accidental-press-guard), and a margin. */
const PRESS_GUARD_MS = 2000 + 300;

async function shot(page: Page, name: string, size: { width: number; height: number }): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  const layout = await layoutFaults(page);
  // What sticks out, named, so that a failure says where to look.
  const wide = await page.evaluate(
    (width) =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)}`),
    size.width,
  );
  expect(layout.width, `${name}: wider than the screen (${wide.join(' | ')})`).toBeLessThanOrEqual(
    size.width,
  );
}

async function eventView(request: APIRequestContext, eventId: number): Promise<EventView> {
  const response = await request.get(`/api/events/${eventId}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as EventView;
}

/** Waits until round `number` is on the courts (every game's match created and in play). */
async function roundInPlay(request: APIRequestContext, eventId: number, number: number): Promise<EventView> {
  let view: EventView | null = null;
  await expect
    .poll(
      async () => {
        view = await eventView(request, eventId);
        const round = view.rounds.find((candidate) => candidate.number === number);
        return (
          view.event.current_round === number &&
          round !== undefined &&
          round.games.every((game) => game.match_id !== null && game.status === 'ongoing')
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  if (!view) throw new Error('no view');
  return view;
}

interface Court {
  court: ArrangedCourt;
  buttons: Awaited<ReturnType<typeof arrangeButtons>>;
  token: string;
}

/**
 * One game to 16 points, `team1` of them won by team 1: its first and last points pressed on the
 * court's WatchButtons, the points between from the court's control API (which the press guard
 * neither holds nor arms).
 */
async function playGame(request: APIRequestContext, court: Court, game: EventGame, team1: number) {
  const matchId = game.match_id;
  if (!matchId) throw new Error(`no match on ${game.court_name}`);
  const team2 = 16 - team1;
  const points = `${'1'.repeat(team1)}${'2'.repeat(team2)}`;
  const button = (point: string) => (point === '1' ? court.buttons.TEAM1_SCORE : court.buttons.TEAM2_SCORE);
  const match: LiveMatch = { court: court.court, matchId, buttons: court.buttons, token: court.token };
  const first = await press(request, button(points[0] ?? '1'));
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const firstAt = Date.now();
  await play(request, match, points.slice(1, -1));
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstAt + PRESS_GUARD_MS - Date.now())));
  const last = await press(request, button(points.at(-1) ?? '2'));
  expect(last.status, JSON.stringify(last.body)).toBe(200);
}

/** Each player's points won so far, from the finished games (docs/scoring-rules.md, "Standings"). */
function pointsByPlayer(view: EventView): Map<string, number> {
  const totals = new Map(view.players.map((player) => [player.name, 0]));
  for (const round of view.rounds) {
    for (const game of round.games) {
      if (game.status !== 'finished') continue;
      for (const [side, points] of [
        [game.team1, game.team1_points ?? 0],
        [game.team2, game.team2_points ?? 0],
      ] as const) {
        for (const player of side) {
          const name = view.players[player]?.name ?? '?';
          totals.set(name, (totals.get(name) ?? 0) + points);
        }
      }
    }
  }
  return totals;
}

test.describe('club events', () => {
  test('an Americano evening: create, start, two rounds pressed on the courts, the standings live on the TV, a correction, the results', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const first = await arrangeCourt(request);
    const second = await arrangeCourt(request, { clubId: first.clubId });
    const courts = new Map<number, Court>();
    for (const court of [first, second]) {
      courts.set(court.courtId, {
        court,
        buttons: await arrangeButtons(request, court),
        token: await apiToken(request, court.courtUser),
      });
    }
    const organiser = await arrangeClubAdmin(request, first.clubId);
    const name = uniqueName('Friday Americano');

    // The organiser finds Events in the admin area and creates the evening.
    const tablet = await browser.newPage({ viewport: TABLET });
    await tablet.goto('/login');
    await signIn(tablet, organiser);
    await expect(tablet).toHaveURL(/\/admin\/dashboard$/);
    await tablet.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Events' }).click();
    await expect(tablet).toHaveURL(/\/events$/);
    await tablet.getByRole('button', { name: 'New event' }).click();
    await tablet.getByLabel('Event name').fill(name);
    await tablet.getByRole('checkbox', { name: first.courtName }).check();
    await tablet.getByRole('checkbox', { name: second.courtName }).check();
    for (const player of PLAYERS) {
      await tablet.getByLabel('Player name').fill(player);
      if (player === 'Ana') await tablet.getByLabel('Email (optional)').fill('ana@example.com');
      await tablet.getByRole('button', { name: 'Add player' }).click();
    }
    await expect(tablet.getByTestId('new-event-players').getByRole('listitem')).toHaveCount(8);
    await tablet
      .getByRole('radiogroup', { name: 'Points per game' })
      .getByText('16', { exact: true })
      .click();
    await tablet.getByLabel('Rounds').fill('2');
    await tablet.getByRole('button', { name: 'Create event' }).click();
    await expect(tablet).toHaveURL(/\/events\/\d+\/manage$/);
    const eventId = Number(/\/events\/(\d+)\/manage$/.exec(tablet.url())?.[1]);
    const manage = tablet.getByTestId('event-manage');
    await expect(manage).toHaveAttribute('data-status', 'draft');
    await expect(tablet.getByTestId('event-players').getByRole('listitem')).toHaveCount(8);

    // The TV and a player's phone open their pages before the start.
    const tv = await browser.newPage({ viewport: TV });
    await tv.goto(`/display/event/${eventId}`);
    await expect(tv.getByTestId('event-display')).toHaveAttribute('data-status', 'draft');
    const phone = await browser.newPage({ viewport: PHONE });
    await phone.goto(`/events/${eventId}`);
    await phone.getByLabel('Your name').selectOption({ label: 'Ana' });
    await expect(phone.getByTestId('my-next')).toContainText('Ana');

    await tablet.getByRole('button', { name: 'Start event' }).click();
    await expect(manage).toHaveAttribute('data-status', 'running');
    let view = await roundInPlay(request, eventId, 1);
    await expect(tv.getByTestId('event-display')).toHaveAttribute('data-status', 'running');
    await expect(tv.getByTestId('display-court')).toHaveCount(2);
    await expect(phone.getByTestId('my-court')).toBeVisible();

    // Round 1: a press shows on the TV's court tile at once; then both games to their end.
    const round1 = view.rounds[0]?.games ?? [];
    const [gameA, gameB] = round1;
    if (!gameA || !gameB) throw new Error('round 1 has not two games');
    const courtA = courts.get(gameA.court_id);
    const courtB = courts.get(gameB.court_id);
    if (!courtA || !courtB) throw new Error('a game on an unknown court');
    const tileA = tv.locator(`[data-testid="display-court"][data-court="${gameA.court_id}"]`);
    expect((await press(request, courtA.buttons.TEAM1_SCORE)).status).toBe(200);
    await expect(tileA.getByTestId('display-team1-points')).toHaveText('1');
    await new Promise((resolve) => setTimeout(resolve, PRESS_GUARD_MS));
    // Court A's game from 1-0: 9 more for team 1 (10-6); court B's 7-9.
    const restA = async () => {
      const match: LiveMatch = {
        court: courtA.court,
        matchId: gameA.match_id ?? '',
        buttons: courtA.buttons,
        token: courtA.token,
      };
      await play(request, match, `${'1'.repeat(8)}${'2'.repeat(6)}`);
      expect((await press(request, courtA.buttons.TEAM1_SCORE)).status).toBe(200);
    };
    await Promise.all([restA(), playGame(request, courtB, gameB, 7)]);

    view = await roundInPlay(request, eventId, 2);
    const afterRound1 = pointsByPlayer(view);
    expect([...afterRound1.values()].sort((a, b) => b - a)).toEqual([10, 10, 9, 9, 7, 7, 6, 6]);
    // The TV's standings: the leaders have 10 points, the last 6.
    const rows = tv.getByTestId('display-standing');
    await expect(rows.first()).toHaveAttribute('data-points', '10');
    await expect(rows.last()).toHaveAttribute('data-points', '6');

    // The organiser corrects court A's result (10-6 → 11-5): the standings follow.
    const finishedRound = tablet.locator('[data-testid="round"][data-round="1"]');
    await finishedRound.locator('summary').click();
    const finishedA = finishedRound.locator(`[data-testid="event-game"][data-court="${gameA.court_id}"]`);
    await finishedA.getByRole('button', { name: 'Correct' }).click();
    const correction = finishedA.getByRole('form');
    await correction.getByRole('spinbutton').first().fill('11');
    await correction.getByRole('spinbutton').last().fill('5');
    await correction.getByRole('button', { name: 'Save' }).click();
    await expect(finishedA.getByTestId('game-team1-points')).toHaveText('11');
    await expect(rows.first()).toHaveAttribute('data-points', '11');
    await expect(rows.last()).toHaveAttribute('data-points', '5');

    // Round 2, a few points in: the three screens as people see them.
    const round2 = view.rounds[1]?.games ?? [];
    const [gameC, gameD] = round2;
    if (!gameC || !gameD) throw new Error('round 2 has not two games');
    const courtC = courts.get(gameC.court_id);
    const courtD = courts.get(gameD.court_id);
    if (!courtC || !courtD) throw new Error('a game on an unknown court');
    const matchC: LiveMatch = {
      court: courtC.court,
      matchId: gameC.match_id ?? '',
      buttons: courtC.buttons,
      token: courtC.token,
    };
    const matchD: LiveMatch = {
      court: courtD.court,
      matchId: gameD.match_id ?? '',
      buttons: courtD.buttons,
      token: courtD.token,
    };
    expect((await press(request, courtC.buttons.TEAM2_SCORE)).status).toBe(200);
    expect((await press(request, courtD.buttons.TEAM1_SCORE)).status).toBe(200);
    await play(request, matchC, '1122');
    await play(request, matchD, '121');
    const tileC = tv.locator(`[data-testid="display-court"][data-court="${gameC.court_id}"]`);
    await expect(tileC.getByTestId('display-team2-points')).toHaveText('3');
    await expect(phone.locator('[data-testid="my-next"] [data-next]')).toHaveAttribute(
      'data-next',
      'playing',
    );
    await expect(phone.getByTestId('my-game').first()).toContainText('Round 2');
    await expect(
      tablet.locator(
        `[data-testid="round-panel"][data-current] [data-testid="event-game"][data-court="${gameC.court_id}"] [data-testid="game-team2-points"]`,
      ),
    ).toHaveText('3');
    await shot(tablet, 'organiser-tablet-1280x800', TABLET);
    await shot(phone, 'public-phone-390x844', PHONE);
    await shot(tv, 'standings-display-1920x1080', TV);
    const tvLayout = await layoutFaults(tv);
    expect(tvLayout.height, 'display taller than the TV').toBeLessThanOrEqual(TV.height);

    // Round 2 to its end (C: 12-4 from 2-3 … by presses and the API; D: 8-8).
    await new Promise((resolve) => setTimeout(resolve, PRESS_GUARD_MS));
    await Promise.all([
      (async () => {
        await play(request, matchC, `${'1'.repeat(9)}${'2'.repeat(1)}`);
        expect((await press(request, courtC.buttons.TEAM1_SCORE)).status).toBe(200);
      })(),
      (async () => {
        await play(request, matchD, `${'1'.repeat(5)}${'2'.repeat(6)}`);
        expect((await press(request, courtD.buttons.TEAM2_SCORE)).status).toBe(200);
      })(),
    ]);

    // The evening is over: every screen says so.
    await expect
      .poll(async () => (await eventView(request, eventId)).event.status, { timeout: 30_000 })
      .toBe('finished');
    view = await eventView(request, eventId);
    const final = pointsByPlayer(view);
    await expect(tv.getByTestId('event-display')).toHaveAttribute('data-status', 'finished');
    await expect(tv.getByTestId('display-podium')).toBeVisible();
    await shot(tv, 'standings-display-final-1920x1080', TV);
    await expect(manage).toHaveAttribute('data-status', 'finished');

    // The phone links to the results: the final standings and each player's games.
    await phone.getByTestId('results-link').click();
    await expect(phone).toHaveURL(new RegExp(`/events/${eventId}/results$`));
    const standings = phone.getByTestId('standing-row');
    await expect(standings).toHaveCount(8);
    const top = Math.max(...final.values());
    await expect(standings.first().getByTestId('standing-points')).toHaveText(String(top));
    for (const [player, points] of final) {
      await expect(standings.filter({ hasText: player }).getByTestId('standing-points')).toHaveText(
        String(points),
      );
    }
    const ana = phone.locator('[data-testid="player-results"][data-name="Ana"]');
    await ana.locator('summary').click();
    await expect(ana.getByRole('listitem')).toHaveCount(2);
    await shot(phone, 'results-phone-390x844', PHONE);
    await Promise.all([tablet, tv, phone].map((opened) => opened.close()));
  });

  test("a Mexicano by level from the organiser's form: round 1 puts the four best on the top court, 1st + 3rd against 2nd + 4th", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const top = await arrangeCourt(request);
    const second = await arrangeCourt(request, { clubId: top.clubId });
    const organiser = await arrangeClubAdmin(request, top.clubId);
    // Ana is on the club's roster (docs/players.md, "Events name their players"): the form offers her.
    const rosterAna = await request.post(`/api/clubs/${top.clubId}/players`, {
      headers: { authorization: `Bearer ${top.adminToken}` },
      data: { name: 'Ana' },
    });
    expect(rosterAna.status(), await rosterAna.text()).toBe(201);
    const anaId: number = (await rosterAna.json()).data.id;
    // Levels out of list order, so that a list-order or a drawn round 1 would not pass.
    const levels: Record<string, string> = {
      Ana: '3',
      Bea: '8',
      Carla: '5',
      Dani: '9.5',
      Eva: '1',
      Fran: '6',
      Gala: '7',
      Hugo: '2',
    };

    const tablet = await browser.newPage({ viewport: TABLET });
    await signInWithToken(tablet, request, organiser);
    await tablet.goto('/events');
    await tablet.getByRole('button', { name: 'New event' }).click();
    await tablet.getByLabel('Event name').fill(uniqueName('Tuesday Mexicano'));
    await tablet.getByRole('radio', { name: /^Mexicano/ }).check();
    // The top court first: the order the courts are ticked in.
    await tablet.getByRole('checkbox', { name: top.courtName }).check();
    await tablet.getByRole('checkbox', { name: second.courtName }).check();
    await tablet.getByLabel('Player name').fill('an');
    await expect(tablet.getByRole('group', { name: 'Club players' })).toBeVisible();
    await shot(tablet, 'new-event-roster-suggestions-tablet-1280x800', TABLET);
    await tablet.getByRole('group', { name: 'Club players' }).getByRole('button', { name: 'Ana' }).click();
    await expect(tablet.getByTestId('new-event-players').getByText('Club player')).toBeVisible();
    for (const player of PLAYERS.slice(1)) {
      await tablet.getByLabel('Player name').fill(player);
      await tablet.getByLabel('Player name').press('Enter');
    }
    await expect(tablet.getByTestId('new-event-players').getByRole('listitem')).toHaveCount(8);
    // Drawn at random until the organiser chooses 'By level': then each player has a level field.
    await expect(tablet.getByLabel('Level of Ana')).toHaveCount(0);
    await tablet
      .getByRole('radiogroup', { name: 'Round 1' })
      .getByRole('radio', { name: 'By level' })
      .check();
    for (const player of PLAYERS.slice(0, -1)) {
      await tablet.getByLabel(`Level of ${player}`).fill(levels[player] ?? '');
    }
    await tablet
      .getByRole('radiogroup', { name: 'Points per game' })
      .getByText('16', { exact: true })
      .click();
    // Hugo has no level yet: the form says so and sends nothing.
    await tablet.getByRole('button', { name: 'Create event' }).click();
    await expect(
      tablet.getByRole('alert').filter({ hasText: 'Give every player a level from 0 to 10' }),
    ).toBeVisible();
    await expect(tablet.getByLabel('Level of Hugo')).toHaveAttribute('aria-invalid', 'true');
    await expect(tablet).toHaveURL(/\/events$/);
    await tablet.getByLabel('Level of Hugo').fill(levels.Hugo ?? '');
    await expect(tablet.getByText('Give every player a level from 0 to 10')).toHaveCount(0);
    await shot(tablet, 'new-mexicano-by-level-tablet-1280x800', TABLET);
    await tablet.getByRole('button', { name: 'Create event' }).click();
    await expect(tablet).toHaveURL(/\/events\/\d+\/manage$/);
    const eventId = Number(/\/events\/(\d+)\/manage$/.exec(tablet.url())?.[1]);
    await expect(tablet.getByTestId('event-players').getByTestId('player-level')).toHaveText(
      PLAYERS.map((player) => levels[player] ?? ''),
    );

    await tablet.getByRole('button', { name: 'Start event' }).click();
    const view = await roundInPlay(request, eventId, 1);
    expect(view.players.map((player) => player.level)).toEqual(
      PLAYERS.map((player) => Number(levels[player])),
    );
    // By level: Dani 9.5, Bea 8, Gala 7, Fran 6 on the top court; Carla 5, Ana 3, Hugo 2, Eva 1 next.
    const names = (game: EventGame | undefined, side: 'team1' | 'team2') =>
      (game?.[side] ?? []).map((player) => view.players[player]?.name);
    const [topGame, secondGame] = view.rounds[0]?.games ?? [];
    expect(topGame?.court_id).toBe(top.courtId);
    expect([names(topGame, 'team1'), names(topGame, 'team2')]).toEqual([
      ['Dani', 'Gala'],
      ['Bea', 'Fran'],
    ]);
    expect([names(secondGame, 'team1'), names(secondGame, 'team2')]).toEqual([
      ['Carla', 'Hugo'],
      ['Ana', 'Eva'],
    ]);
    // Ana's game is a match that names her by her roster id: it counts on her page.
    const anasMatch = await storedMatch(request, secondGame?.match_id ?? '');
    expect(
      (anasMatch as unknown as { players: { name: string; playerId?: number }[] }).players.find(
        (player) => player.name === 'Ana',
      )?.playerId,
    ).toBe(anaId);
    // The organiser's page shows the same pairs on the courts.
    const current = tablet.locator('[data-testid="round-panel"][data-current]');
    await expect(current.locator(`[data-testid="event-game"][data-court="${top.courtId}"]`)).toContainText(
      'Dani & Gala',
    );
    await expect(current.locator(`[data-testid="event-game"][data-court="${top.courtId}"]`)).toContainText(
      'Bea & Fran',
    );
    await expect(current.locator(`[data-testid="event-game"][data-court="${second.courtId}"]`)).toContainText(
      'Carla & Hugo',
    );
    await tablet.close();
  });

  test('a big timed evening on the TV, the tablet and a phone: 30 players, 7 courts, sit-outs and the time left', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const first = await arrangeCourt(request);
    const courts = [first];
    for (let index = 1; index < 7; index += 1)
      courts.push(await arrangeCourt(request, { clubId: first.clubId }));
    const organiser = await arrangeClubAdmin(request, first.clubId);
    const token = await apiToken(request, organiser);
    const names = [
      'Alejandra Fernández-Villalobos',
      'Carla Martínez de la Fuente',
      ...Array.from({ length: 28 }, (_, index) => `Player ${String(index + 3).padStart(2, '0')}`),
    ];
    const created = await request.post('/api/events', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: uniqueName('Thursday Mexicano'),
        clubId: first.clubId,
        format: 'mexicano',
        courtIds: courts.map((court) => court.courtId),
        players: names.map((name) => ({ name })),
        minutesPerRound: 15,
        rounds: 6,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const createdView = (await created.json()).data as EventView;
    const eventId = createdView.event.id;
    const eventName = createdView.event.name;
    // A court user of the club organises too: 'Events' on the court dashboard leads to the event (before
    // the start: while a match is on its court, the court's tablet shows the scoreboard).
    const courtTablet = await browser.newPage({ viewport: TABLET });
    await signInWithToken(courtTablet, request, first.courtUser);
    await courtTablet.goto('/dashboard');
    await courtTablet.getByRole('link', { name: 'Events' }).click({ timeout: 30_000 });
    await courtTablet.getByTestId('event-list').getByRole('link', { name: eventName }).click();
    await expect(courtTablet).toHaveURL(new RegExp(`/events/${eventId}/manage$`));
    await expect(courtTablet.getByRole('button', { name: 'Start event' })).toBeVisible({ timeout: 30_000 });
    await courtTablet.close();

    const started = await request.post(`/api/events/${eventId}/start`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(started.ok(), await started.text()).toBe(true);
    const view = await roundInPlay(request, eventId, 1);
    const round = view.rounds[0];
    if (!round) throw new Error('no round 1');
    expect(round.games).toHaveLength(7);
    expect(round.sitting_out).toHaveLength(2);
    // A few points on two courts.
    for (const game of round.games.slice(0, 2)) {
      const court = courts.find((candidate) => candidate.courtId === game.court_id);
      if (!court || !game.match_id) throw new Error('a game without its court');
      const match: LiveMatch = {
        court,
        matchId: game.match_id,
        buttons: {} as LiveMatch['buttons'],
        token: await apiToken(request, court.courtUser),
      };
      await play(request, match, '1121');
    }

    const tv = await browser.newPage({ viewport: TV });
    await tv.goto(`/display/event/${eventId}`);
    await expect(tv.getByTestId('display-court')).toHaveCount(7);
    await expect(tv.getByTestId('display-standing')).toHaveCount(30);
    await expect(tv.getByTestId('display-time-left')).toBeVisible();
    await expect(tv.getByTestId('display-sitting-out')).toBeVisible();
    for (const game of round.games.slice(0, 2)) {
      const tile = tv.locator(`[data-testid="display-court"][data-court="${game.court_id}"]`);
      await expect(tile.getByTestId('display-team1-points')).toHaveText('3');
    }
    await shot(tv, 'standings-display-30-players-1920x1080', TV);
    const outside = await tv.evaluate(
      () =>
        [
          ...document.querySelectorAll('[data-testid="display-standing"], [data-testid="display-court"]'),
        ].filter((element) => element.getBoundingClientRect().bottom > window.innerHeight + 1).length,
    );
    expect(outside, 'standings lines or courts below the screen').toBe(0);
    expect((await layoutFaults(tv)).height).toBeLessThanOrEqual(TV.height);

    // The tablet: the organiser's page with 'Next round' for a timed round.
    const tablet = await browser.newPage({ viewport: TABLET });
    await signInWithToken(tablet, request, organiser);
    await tablet.goto(`/events/${eventId}/manage`);
    await expect(tablet.getByRole('button', { name: 'Next round' })).toBeVisible({ timeout: 30_000 });
    await expect(tablet.getByTestId('round-time-left').first()).toBeVisible();
    await shot(tablet, 'organiser-tablet-30-players-1280x800', TABLET);

    // A phone of a player who sits out round 1.
    const resting = view.players.find((player) => player.number === round.sitting_out[0]);
    if (!resting) throw new Error('nobody sits out');
    const phone = await browser.newPage({ viewport: PHONE });
    await phone.goto(`/events/${eventId}`);
    await phone.getByLabel('Your name').selectOption({ label: resting.name });
    await expect(phone.locator('[data-testid="my-next"] [data-next]')).toHaveAttribute(
      'data-next',
      'sitting-out',
    );
    await shot(phone, 'public-phone-sitting-out-390x844', PHONE);

    // The organiser calls time: round 2 is drawn from the standings and goes onto the courts.
    await tablet.getByRole('button', { name: 'Next round' }).click();
    await expect(tv.getByTestId('event-display')).toContainText('Round 2 of 6');
    await expect(phone.locator('[data-testid="my-next"] [data-next]')).toHaveAttribute(
      'data-next',
      'playing',
    );
    await Promise.all([tablet, tv, phone].map((opened) => opened.close()));
  });
});
