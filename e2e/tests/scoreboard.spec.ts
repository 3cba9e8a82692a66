import { press } from '../support/arrange.ts';
import { expect, signInWithToken, superAdmin, test } from '../support/fixtures.ts';
import {
  arrangeLiveMatch,
  controlSocket,
  games,
  openScoreboard,
  play,
  recordAudio,
  useTimings,
} from '../support/scoreboard.ts';
import { setViewport } from '../support/viewport.ts';

test.describe('public live scoreboard', () => {
  test('a point pressed on court appears on the scoreboard without a reload, highlighted for 1.5 s', async ({
    page,
    request,
  }) => {
    const match = await arrangeLiveMatch(request);
    await openScoreboard(page, match.matchId);
    await expect(page.getByTestId('team1-name')).toContainText('Ana');
    await expect(page.getByTestId('team1-name')).toContainText('Bea');
    await expect(page.getByTestId('team2-name')).toContainText('Carla');
    await expect(page.getByTestId('team1-points')).toHaveText('0');
    // In warm-up until the first point (docs/scoring-rules.md#warm-up).
    await expect(page.locator('[data-status="pending"]')).toHaveText('Warm-up');
    await expect(page.getByTestId('connection')).toHaveAttribute('data-connection', 'connected');

    // Pushed live, no reload: the press → screen latency is bench/live's figure.
    const answer = await press(request, match.buttons.TEAM1_SCORE);
    expect(answer.status).toBe(200);
    await expect(page.getByTestId('team1-points')).toHaveText('15');

    // The cell of the team that won the point lights up, then goes back after 1.5 s.
    await expect(page.getByTestId('team1-points')).toHaveAttribute('data-highlighted', 'true');
    await expect(page.getByTestId('team2-points')).toHaveAttribute('data-highlighted', 'false');
    await expect(page.getByTestId('team1-points')).toHaveAttribute('data-highlighted', 'false');
    await expect(page.getByTestId('last-updated')).toContainText('Last updated');
    await expect(page.getByTestId('control-mode')).toHaveText('Control Mode: WatchButton');
  });

  test('play for serve shows its banner until the first rally decides the server', async ({
    page,
    request,
  }) => {
    const match = await arrangeLiveMatch(request, {
      settings: { serviceConfig: { mode: 'custom', team1Server: 1, team2Server: 1 } },
    });
    await openScoreboard(page, match.matchId);
    await expect(page.getByTestId('banner-play-for-serve')).toHaveText(
      'PLAY FOR SERVE - Next point determines server',
    );
    await play(request, match, '2');
    await expect(page.getByTestId('banner-play-for-serve')).toBeHidden();
    // The rally is no point: team 2 serves, the game is still 0-0.
    await expect(page.getByTestId('team2-name')).toHaveAttribute('data-serving', 'true');
    await expect(page.getByTestId('team2-points')).toHaveText('0');
  });

  test('golden point, change of ends and tiebreak banners appear in their states', async ({
    page,
    request,
  }) => {
    const match = await arrangeLiveMatch(request, {
      settings: {
        goldenPointMode: 'straight_golden',
        serviceConfig: { mode: 'team1', team1Server: 1, team2Server: 1 },
      },
    });
    await openScoreboard(page, match.matchId);
    await expect(page.getByTestId('team1-name')).toHaveAttribute('data-serving', 'true');
    await play(request, match, '121212');
    await expect(page.getByTestId('team1-points')).toHaveText('40');
    await expect(page.getByTestId('team2-points')).toHaveText('40');
    await expect(page.getByTestId('banner-golden-point')).toBeVisible();

    await play(request, match, '1');
    await expect(page.getByTestId('banner-golden-point')).toBeHidden();
    await expect(page.getByTestId('banner-change-ends')).toBeVisible();
    await expect(page.getByTestId('team1-set1')).toHaveText('1');
    await expect(page.getByTestId('team2-name')).toHaveAttribute('data-serving', 'true');

    // To 6-6: games alternate (team 2 wins the next, then team 1, …).
    let sequence = '';
    for (let game = 2; game <= 12; game += 1) sequence += games(game % 2 === 0 ? '2' : '1', 1);
    await play(request, match, sequence);
    await expect(page.getByTestId('team1-set1')).toHaveText('6');
    await expect(page.getByTestId('team2-set1')).toHaveText('6');
    await expect(page.getByTestId('banner-tiebreak')).toHaveText(/tiebreak/i);
    await play(request, match, '12');
    // Tiebreak points replace the game score.
    await expect(page.getByTestId('team1-points')).toHaveText('1');
    await expect(page.getByTestId('team2-points')).toHaveText('1');
  });

  test('the right audio files are asked for: deuce, advantage, golden point, game, game set match', async ({
    page,
    request,
  }) => {
    const clips = recordAudio(page);
    const match = await arrangeLiveMatch(request, {
      settings: { bestOfSets: 1, gamesPerSet: 2, tiebreakAt: 2 },
    });
    await openScoreboard(page, match.matchId);

    await play(request, match, '1');
    await expect.poll(() => clips).toContain('15-0');
    await play(request, match, '21212');
    await expect.poll(() => clips).toContain('deuce');
    await play(request, match, '1');
    await expect.poll(() => clips).toContain('advantage-service');
    await play(request, match, '2');
    // The second deuce of one_deuce_golden: the next point decides.
    await expect(page.getByTestId('banner-golden-point')).toBeVisible();
    await expect.poll(() => clips).toContain('golden-point');
    await play(request, match, '2');
    await expect.poll(() => clips).toContain('game');
    await expect.poll(() => clips).toContain('change-ends');
    // Team 2 (receiving the first game) now serves; after a game to love the match is over.
    await play(request, match, games('2', 1));
    await expect.poll(() => clips).toContain('game-set-match');
    await expect(page.getByTestId('end-state')).toBeVisible();

    // Only engine clips were asked for, each a file that exists.
    for (const clip of new Set(clips)) {
      const response = await request.get(`/audios/${clip}.mp3`);
      expect(response.status(), clip).toBe(200);
      expect(response.headers()['content-type']).toContain('audio/mpeg');
    }
  });

  test('after rapid presses only the final score is spoken', async ({ page, request }) => {
    const clips = recordAudio(page);
    const match = await arrangeLiveMatch(request);
    await useTimings(page, { announceSettleMs: 600 });
    await openScoreboard(page, match.matchId);
    await play(request, match, '111');
    await expect(page.getByTestId('team1-points')).toHaveText('40');
    await expect.poll(() => clips).toContain('40-0');
    expect(clips).not.toContain('15-0');
    expect(clips).not.toContain('30-0');
  });

  test('the set summary opens on statisticsUpdate and the match summary offers the share QR', async ({
    page,
    request,
  }) => {
    const match = await arrangeLiveMatch(request, { settings: { gamesPerSet: 2, tiebreakAt: 2 } });
    await useTimings(page, { redirectAfterFinishMs: 60_000 });
    await openScoreboard(page, match.matchId);
    await play(request, match, games('1', 2));
    const overlay = page.getByTestId('statistics-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('heading', { name: 'SET SUMMARY' })).toBeVisible();
    await expect(overlay).toContainText('Ana & Bea');
    // One decimal in the team overlay.
    await expect(overlay).toContainText('8 (100.0%)');
    await expect(overlay).not.toContainText("Please don't forget to return the watch button to reception");
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();

    await play(request, match, games('1', 2));
    await expect(overlay.getByRole('heading', { name: 'MATCH SUMMARY' })).toBeVisible();
    await expect(overlay).toContainText("Please don't forget to return the watch button to reception");
    await expect(overlay.getByTestId('statistics-share').locator('svg')).toBeVisible();
    await expect(page.getByTestId('end-state')).toContainText('Ana & Bea win');
  });

  test('the set summary closes itself in game after its delay', async ({ page, request }) => {
    const match = await arrangeLiveMatch(request, { settings: { gamesPerSet: 2, tiebreakAt: 2 } });
    await useTimings(page, { statisticsAutoCloseMs: 1500 });
    await openScoreboard(page, match.matchId);
    await play(request, match, games('2', 2));
    await expect(page.getByTestId('statistics-overlay')).toBeVisible();
    await expect(page.getByTestId('statistics-overlay')).toBeHidden();
  });

  test('the phone gets the mobile statistics, percentages as on every screen', async ({ page, request }) => {
    await setViewport(page, { width: 390, height: 844 });
    const match = await arrangeLiveMatch(request, { settings: { gamesPerSet: 2, tiebreakAt: 2 } });
    await openScoreboard(page, match.matchId);
    await play(request, match, `${games('1', 1)}2${games('1', 1)}`);
    const overlay = page.getByTestId('statistics-overlay');
    await expect(overlay).toHaveAttribute('data-variant', 'mobile');
    // One percentage format on every screen (docs/product.md#statistics-overlays): 8 of 9 is 88.9%.
    await expect(overlay).toContainText('8 (88.9%)');
    await overlay.getByText('Carla', { exact: true }).click();
    await expect(overlay).toContainText('Points served');
  });

  test("a spectator's finished scoreboard stays on the result a minute later, with the court display's link, never /login", async ({
    page,
    request,
  }) => {
    const match = await arrangeLiveMatch(request, {
      settings: { bestOfSets: 1, gamesPerSet: 2, tiebreakAt: 2 },
    });
    // The page's own clock, moved by the test: no product setting shortens the minute.
    await page.clock.install();
    await openScoreboard(page, match.matchId);
    await play(request, match, games('2', 2));
    await expect(page.getByTestId('end-state')).toContainText('Match finished');
    await expect(page.getByTestId('end-state')).toContainText('Carla & Dani win');
    await expect(page.locator('[data-status="finished"]')).toBeVisible();
    await expect(page.getByTestId('redirect-countdown')).toHaveCount(0);

    // The match summary opened at the end: closed, as a spectator would.
    await page.getByTestId('statistics-overlay').getByRole('button', { name: 'Close' }).click();

    await page.clock.fastForward('01:05');
    await expect(page).toHaveURL(new RegExp(`/scores/public/${match.matchId}$`));
    await expect(page.getByTestId('end-state')).toContainText('Carla & Dani win');
    const link = page.getByTestId('court-display-link');
    await expect(link).toHaveAttribute('href', `/display/court/${match.court.courtId}`);
    await link.click();
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'result');
  });

  test("a court user's finished scoreboard goes back to the court's home after its delay", async ({
    page,
    request,
  }) => {
    const match = await arrangeLiveMatch(request, {
      settings: { bestOfSets: 1, gamesPerSet: 2, tiebreakAt: 2 },
    });
    await useTimings(page, { redirectAfterFinishMs: 2000 });
    await signInWithToken(page, request, match.court.courtUser);
    await openScoreboard(page, match.matchId);
    await play(request, match, games('2', 2));
    await expect(page.getByTestId('end-state')).toContainText('Carla & Dani win');
    await expect(page.getByTestId('redirect-countdown')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a dropped socket resynchronises: a point scored while disconnected arrives after reconnecting', async ({
    page,
    request,
  }) => {
    const match = await arrangeLiveMatch(request);
    // A long safety-net refresh, so only the socket can bring the point.
    await useTimings(page, { refreshMs: 600_000 });
    const socket = await controlSocket(page);
    await openScoreboard(page, match.matchId);
    await expect(page.getByTestId('connection')).toHaveAttribute('data-connection', 'connected');

    await socket.drop();
    await expect(page.getByTestId('connection')).toHaveAttribute('data-connection', 'reconnecting');
    await expect(page.getByTestId('offline-banner')).toHaveText('Offline — reconnecting');
    // The offline dots pulse, unless the viewer asks for reduced motion (docs/displays.md).
    const dotAnimations = () =>
      page.evaluate(() =>
        ['[data-testid="offline-banner"] span', '[data-testid="connection"] > span'].map(
          (selector) => getComputedStyle(document.querySelector(selector) ?? document.body).animationName,
        ),
      );
    expect(await dotAnimations()).toEqual(['pulse', 'pulse']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await dotAnimations()).toEqual(['none', 'none']);
    await play(request, match, '12');
    await page.waitForTimeout(500);
    await expect(page.getByTestId('team1-points')).toHaveText('0');

    socket.restore();
    await expect(page.getByTestId('connection')).toHaveAttribute('data-connection', 'connected');
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(page.getByTestId('team1-points')).toHaveText('15');
    await expect(page.getByTestId('team2-points')).toHaveText('15');
    // Live again: the next point arrives over the socket.
    await play(request, match, '1');
    await expect(page.getByTestId('team1-points')).toHaveText('30');
  });

  test('the match is finished for time once its duration has passed', async ({ page, request }) => {
    // The shortest duration the API takes is a minute: this test waits for it.
    test.setTimeout(120_000);
    const match = await arrangeLiveMatch(request, { settings: { matchDuration: 60 } });
    await useTimings(page, { redirectAfterFinishMs: 600_000 });
    await openScoreboard(page, match.matchId);
    await play(request, match, games('1', 1));
    await expect(page.getByTestId('timer-elapsed')).toHaveText(/^00:\d\d$/);
    // The screen asks for the finish itself; the server's time-limit sweep may be first, either
    // way the screen ends in the 'finished for time' state.
    await expect(page.getByTestId('end-state')).toHaveAttribute('data-reason', 'time', { timeout: 75_000 });
    await expect(page.getByTestId('end-state')).toContainText('Finished for time');
    await expect(page.getByTestId('end-state')).toContainText('Ana & Bea win');
    await expect(page.locator('[data-status="finished"]')).toBeVisible();
  });

  test('when its clock says the time is up, the screen asks the server to finish the match, and a refusal keeps it on the board', async ({
    page,
    request,
  }) => {
    const match = await arrangeLiveMatch(request);
    // The first point starts the match's clock (docs/scoring-rules.md#warm-up).
    await play(request, match, '1');
    // This screen believes the match started 91 minutes ago; the server knows better. The page comes
    // with the score in it (no call), so the faked start arrives with the safety-net refresh: soon.
    await useTimings(page, { refreshMs: 1000 });
    await page.route(`**/api/scores/public/${match.matchId}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.start_time = new Date(Date.now() - 91 * 60_000).toISOString();
      await route.fulfill({ response, json: body });
    });
    const statusCall = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.url().endsWith(`/api/scores/match/${match.matchId}/status`),
    );
    await page.goto(`/scores/public/${match.matchId}`);
    const answer = await statusCall;
    expect(answer.status()).toBe(401);
    expect(answer.request().postDataJSON()).toEqual({ status: 'finished' });
    await expect(page.getByTestId('end-state')).toContainText('Finished for time');
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(new RegExp(`/scores/public/${match.matchId}$`));
  });
});

test.describe('scoreboard states', () => {
  test('/scores/public without a match id says the match does not exist, with no form a spectator cannot use', async ({
    page,
  }) => {
    await page.goto('/scores/public');
    await expect(page.getByRole('heading', { name: 'This match does not exist' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Create New Match' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Match' })).toHaveCount(0);
  });

  test('a load failure shows Error Loading Match with Retry and Go to Login', async ({ page, request }) => {
    const match = await arrangeLiveMatch(request);
    // The server is unreachable: no score over HTTP, no socket either.
    const socket = await controlSocket(page);
    await socket.drop();
    let failing = true;
    await page.route(`**/api/scores/public/${match.matchId}`, (route) =>
      failing
        ? route.fulfill({
            status: 500,
            json: { success: false, message: 'Server error. Please try again later.' },
          })
        : route.continue(),
    );
    // The page as without the server's first paint (docs/displays.md): the screen asks for its score.
    // The state's script is taken out as the page parses, before the app reads it; a document
    // fulfilled by the test instead would count as a public page, whose calls to localhost
    // Chromium blocks (local network access).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const state = document.getElementById('board-state');
        if (!state) return;
        state.remove();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/scores/public/${match.matchId}`);
    await expect(page.getByRole('heading', { name: 'Error Loading Match' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Server error. Please try again later.');
    await expect(page.getByRole('button', { name: 'Go to Login' })).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('score-card')).toBeVisible();
    socket.restore();
    await expect(page.getByTestId('connection')).toHaveAttribute('data-connection', 'connected');
  });

  test('a signed-in court user gets the score controls and scores from them', async ({ page, request }) => {
    const match = await arrangeLiveMatch(request);
    await signInWithToken(page, request, match.court.courtUser);
    await openScoreboard(page, match.matchId);
    const controls = page.getByTestId('score-controls');
    await expect(controls).toBeVisible();
    await expect(page.getByTestId('control-mode')).toHaveText('Control Mode: Operator');
    await controls.getByRole('button', { name: /Team 2 point/ }).click();
    await expect(page.getByTestId('team2-points')).toHaveText('15');
    await controls.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('team2-points')).toHaveText('0');
    // The court user reaches the full control screen from here.
    await controls.getByRole('link', { name: 'Match Control' }).click();
    await expect(page).toHaveURL(new RegExp(`/court/${match.matchId}$`));
    await expect(page.getByText(/Match Control/).first()).toBeVisible();
  });

  test('a super admin follows and scores a match at /scores/admin/{matchId}, and stays after the finish', async ({
    page,
    request,
  }) => {
    const match = await arrangeLiveMatch(request, {
      settings: { bestOfSets: 1, gamesPerSet: 2, tiebreakAt: 2 },
    });
    await useTimings(page, { redirectAfterFinishMs: 1000 });
    await signInWithToken(page, request, superAdmin);
    await page.goto(`/scores/admin/${match.matchId}`);
    const controls = page.getByTestId('score-controls');
    await controls.getByRole('button', { name: /Team 1 point/ }).click();
    await expect(page.getByTestId('team1-points')).toHaveText('15');
    await play(request, match, `111${games('1', 1)}`);
    await expect(page.getByTestId('end-state')).toContainText('Ana & Bea win');
    await expect(page.getByTestId('redirect-countdown')).toHaveCount(0);
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(new RegExp(`/scores/admin/${match.matchId}$`));
    // Points are refused once finished; the answer is shown.
    await expect(controls.getByRole('button', { name: /Team 1 point/ })).toBeDisabled();
  });

  test('a spectator gets no score controls', async ({ page, request }) => {
    const match = await arrangeLiveMatch(request);
    await openScoreboard(page, match.matchId);
    await expect(page.getByTestId('score-controls')).toHaveCount(0);
  });
});

test.describe('sound', () => {
  test('a browser that blocks autoplay gets "Tap to enable sound", and the calls after the tap', async ({
    page,
    request,
  }) => {
    // The suite's Chromium lets pages play sound, as a club's TV kiosk is set up to; phones and
    // desktop browsers refuse play() until the user has touched the page. Emulated here.
    // (Playwright's navigation already counts as user activation, so the tap is tracked here.)
    await page.addInitScript(() => {
      let tapped = false;
      window.addEventListener(
        'pointerdown',
        (event) => {
          if (event.isTrusted) tapped = true;
        },
        true,
      );
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (!tapped) {
          return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
        }
        return play.call(this);
      };
    });
    const clips = recordAudio(page);
    const match = await arrangeLiveMatch(request);
    await openScoreboard(page, match.matchId);
    const control = page.getByTestId('sound-control');
    await expect(control).toHaveText(/Tap to enable sound/, { useInnerText: true });
    await play(request, match, '1');
    await page.waitForTimeout(500);
    expect(clips).toEqual([]);

    await control.click();
    await expect(control).toHaveAttribute('data-sound', 'enabled');
    await play(request, match, '1');
    await expect.poll(() => clips).toContain('30-0');

    // The switch mutes the calls.
    await control.click();
    await expect(control).toHaveText(/Sound off/, { useInnerText: true });
    await play(request, match, '1');
    await page.waitForTimeout(500);
    expect(clips).not.toContain('40-0');
  });
});
