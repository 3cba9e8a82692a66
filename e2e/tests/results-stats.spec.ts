import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { arrangeCourt } from '../support/arrange.ts';
import { expect, test } from '../support/fixtures.ts';
import { arrangeFinishedMatch, outboxMailsTo, RESULTS_SCREENSHOTS, uniqueEmail } from '../support/results.ts';

test.describe('player statistics from the court results', () => {
  test('the modal shows each validation message, and valid input opens the statistics view and mails them', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await arrangeFinishedMatch(request, court, {
      players: ['Ana', 'Bea', 'Carla', 'Dani'],
      games: 'ABAB AA',
    });
    const mailRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/statistics/email')) mailRequests.push(sent.url());
    });
    // Slow the statistics a little, so the loading overlay can be seen.
    await page.route('**/api/matches/*/statistics', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`/scores/share/court/${court.courtId}`);
    await page.getByRole('button', { name: 'View stats' }).click();

    const modal = page.getByRole('dialog', { name: 'View Player Statistics' });
    await expect(modal).toBeVisible();
    const players = modal.getByRole('radio');
    await expect(players).toHaveCount(4);
    await expect(players.nth(0)).toContainText('A');
    await expect(players.nth(0)).toContainText('Ana');
    await expect(players.nth(0)).toContainText('Team 1');
    await expect(players.nth(2)).toContainText('Carla');
    await expect(players.nth(2)).toContainText('Team 2');
    await expect(modal.getByText("We'll send the statistics to your email address")).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // Nothing chosen: both messages.
    await page.getByRole('button', { name: 'View Statistics' }).click();
    await expect(modal.getByText('Please select a player', { exact: true })).toBeVisible();
    await expect(modal.getByText('* Required')).toBeVisible();
    await expect(modal.getByText('Please select a player to view statistics')).toBeVisible();
    await expect(modal.getByText('Please enter a valid email address')).toBeVisible();

    // Typing clears the email error; an address without '@' brings it back.
    const email = modal.getByLabel('Email');
    await email.fill('carla');
    await expect(modal.getByText('Please enter a valid email address')).toHaveCount(0);
    await page.getByRole('button', { name: 'View Statistics' }).click();
    await expect(modal.getByText('Please enter a valid email address')).toBeVisible();

    // A player but no valid email: still nothing sent.
    await players.nth(2).click();
    await expect(modal.getByText('* Required')).toHaveCount(0);
    await page.getByRole('button', { name: 'View Statistics' }).click();
    await expect(modal.getByText('Please enter a valid email address')).toBeVisible();
    expect(mailRequests).toEqual([]);

    mkdirSync(RESULTS_SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(RESULTS_SCREENSHOTS, 'stats-modal-errors.png') });

    const address = uniqueEmail('Carla');
    await email.fill(address);
    await page.getByRole('button', { name: 'View Statistics' }).click();
    await expect(modal).toHaveCount(0);
    // No wait for the loading state: the statistics may already be in the page's cache.
    const view = page.getByTestId('player-statistics');
    await expect(view).toBeVisible();
    await expect(view.getByTestId('player-name')).toHaveText('Carla');
    await expect(view).toContainText('Player 3 · Team 2');
    await expect(page.getByRole('dialog', { name: 'MATCH SUMMARY' })).toBeVisible();
    await page.screenshot({ path: path.join(RESULTS_SCREENSHOTS, 'stats-view.png') });

    await expect.poll(() => outboxMailsTo(address).length).toBe(1);
    expect(mailRequests).toHaveLength(1);
    const mail = outboxMailsTo(address)[0] ?? '';
    expect(mail).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail).toContain('Carla');

    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(view).toHaveCount(0);
  });

  test('Cancel closes the modal without sending anything', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await arrangeFinishedMatch(request, court, { players: ['Ana', 'Bea', 'Carla', 'Dani'], games: 'A' });
    await page.goto(`/scores/share/court/${court.courtId}`);
    await page.getByRole('button', { name: 'View stats' }).click();
    const modal = page.getByRole('dialog', { name: 'View Player Statistics' });
    await modal.getByRole('radio').nth(0).click();
    await modal.getByLabel('Email').fill('ana@example.com');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toHaveCount(0);
  });
});
