import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { arrangeButtons, arrangeCourt, arrangeMatch, press } from '../support/arrange.ts';
import { decodeQr } from '../support/court.ts';
import { finishMatch, pairTv, screenshotDir } from '../support/displays.ts';
import { linkOrigin } from '../support/environment.ts';
import { apiToken, expect, signInWithToken, superAdmin, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * Results both teams confirm (docs/players.md): a TV paired with the court shows a QR code per
 * team on its result screen; a phone that scans one confirms for its team in one tap; once the
 * other team confirms too, the result is verified. The same court's public display shows no code.
 */
const SHOTS = screenshotDir('result-confirm');

test('each team confirms from its QR code on the court display, and the result is verified', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const court = await arrangeCourt(request);
  const buttons = await arrangeButtons(request, court);
  const matchId = await arrangeMatch(request, court, { players: ['Ana', 'Bea', 'Carla', 'Dani'] });
  // A point from the court's button: the result was played on the club's court.
  expect((await press(request, buttons.TEAM1_SCORE)).status).toBe(200);

  await setViewport(page, { width: 1920, height: 1080 });
  await page.goto('/display');
  const code = (await page.getByTestId('pairing-code').getAttribute('data-code')) ?? '';
  await pairTv(request, superAdmin, code, { kind: 'court', courtId: court.courtId });
  await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
  await finishMatch(request, court, matchId);
  await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'result');
  await expect(page.getByTestId('result-confirm-qrs')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'court-display-result-1920.png') });

  // The public address of the same court display: the result, but no team's code.
  const stranger = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const publicPage = await stranger.newPage();
  await publicPage.goto(`/display/court/${court.courtId}`);
  await expect(publicPage.getByTestId('court-display')).toHaveAttribute('data-state', 'result');
  await expect(publicPage.getByTestId('result-statistics')).toBeVisible();
  await expect(publicPage.getByTestId('result-confirm-qrs')).toHaveCount(0);
  await stranger.close();

  const origin = linkOrigin(baseURL ?? '');
  const team1Link = await decodeQr(
    page.getByRole('img', { name: 'QR code to confirm the result for Ana & Bea' }),
  );
  expect(team1Link).toMatch(new RegExp(`^${origin}/results/${matchId}\\?team=team1&t=[A-Za-z0-9_-]{24}$`));
  const team2Link = await decodeQr(
    page.getByRole('img', { name: 'QR code to confirm the result for Carla & Dani' }),
  );
  expect(team2Link).toContain('team=team2');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const team1 = await phone.newPage();
  await team1.goto(team1Link.replace(origin, ''));
  await expect(team1.getByTestId('confirm-result')).toContainText('Ana & Bea');
  await expect(team1.getByTestId('result-status')).toHaveText('Waiting for your answer');
  await team1.screenshot({ path: path.join(SHOTS, 'confirm-page-390.png'), fullPage: true });
  await team1.getByTestId('confirm-button').click();
  await expect(team1.getByTestId('result-status')).toHaveText(
    'Confirmed by your team. Waiting for the other team',
  );
  await expect(team1.getByTestId('confirm-button')).toHaveCount(0);
  await team1.screenshot({ path: path.join(SHOTS, 'confirm-page-waiting-390.png'), fullPage: true });

  const team2 = await phone.newPage();
  await team2.goto(team2Link.replace(origin, ''));
  await team2.getByTestId('confirm-button').click();
  await expect(team2.getByTestId('result-status')).toHaveAttribute('data-verified', 'true');
  await expect(team2.getByTestId('result-status')).toHaveText('Verified: both teams agree on this result');
  await team2.screenshot({ path: path.join(SHOTS, 'confirm-page-verified-390.png'), fullPage: true });
  // The first phone, reloaded, sees it verified too.
  await team1.reload();
  await expect(team1.getByTestId('result-status')).toHaveAttribute('data-status', 'confirmed');
  await expect(team1.getByTestId('result-status')).toHaveAttribute('data-verified', 'true');
  await phone.close();
});

test('a team contests with a reason; the club admin reviews the claims and the point log, and resolves', async ({
  page,
  browser,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const court = await arrangeCourt(request);
  const buttons = await arrangeButtons(request, court);
  const matchId = await arrangeMatch(request, court, { players: ['Ana', 'Bea', 'Carla', 'Dani'] });
  expect((await press(request, buttons.TEAM1_SCORE)).status).toBe(200);
  await finishMatch(request, court, matchId);
  // The court's tablet (its court user) reads the teams' links.
  const tablet = await apiToken(request, court.courtUser);
  const links = (
    await (
      await request.get(`/api/matches/${matchId}/result/links`, {
        headers: { authorization: `Bearer ${tablet}` },
      })
    ).json()
  ).data as { team2: { path: string } };

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const team2 = await phone.newPage();
  await team2.goto(links.team2.path);
  await team2.getByTestId('contest-button').click();
  await team2.getByTestId('contest-reason').fill('The last point was ours');
  await team2.screenshot({ path: path.join(SHOTS, 'contest-390.png'), fullPage: true });
  await team2.getByTestId('send-contest').click();
  await expect(team2.getByTestId('result-status')).toHaveAttribute('data-status', 'contested');
  await phone.close();

  await setViewport(page, { width: 1280, height: 800 });
  await signInWithToken(page, request, superAdmin);
  await page.goto('/admin/results');
  await page.getByLabel('Club').selectOption({ value: String(court.clubId) });
  const row = page.getByTestId('contested-result').filter({ hasText: 'Ana & Bea' });
  await row.getByRole('button', { name: 'Review' }).click();
  await expect(row.getByTestId('result-claims')).toContainText('The last point was ours');
  await expect(row.getByTestId('point-log')).toContainText('Watch button');
  await page.screenshot({ path: path.join(SHOTS, 'admin-contested-1280.png'), fullPage: true });
  await row.getByTestId('resolve-result').click();
  await expect(page.getByTestId('contested-result')).toHaveCount(0);
  const result = await (await request.get(`/api/matches/${matchId}/result`)).json();
  expect(result.data.document.status).toBe('resolved');
});
