import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { arrangeCourt } from '../support/arrange.ts';
import { expect, test } from '../support/fixtures.ts';
import { arrangeFinishedMatch, RESULTS_SCREENSHOTS } from '../support/results.ts';
import { setViewport } from '../support/viewport.ts';

test.describe('court results and history', () => {
  test('the court page lists only that court’s finished matches, newest first, and filters by player name', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const neighbour = await arrangeCourt(request, { clubId: court.clubId });
    const older = await arrangeFinishedMatch(request, court, {
      players: ['Ana', 'Bea', 'Carla', 'Dani'],
      games: 'AA',
    });
    const newer = await arrangeFinishedMatch(request, court, {
      players: ['Eva', 'Fran', 'Gala', 'Hugo'],
      games: 'BAB',
    });
    await arrangeFinishedMatch(request, neighbour, { players: ['Ines', 'Juan', 'Kike', 'Luis'], games: 'A' });

    await page.goto(`/scores/share/court/${court.courtId}`);
    await expect(page.getByRole('heading', { name: 'Match Results' })).toBeVisible();
    await expect(page.getByText('Review the Stats of your Game')).toBeVisible();

    // The club's courts as chips, this one selected.
    const chips = page.getByRole('navigation', { name: 'Courts' }).getByRole('link');
    await expect(chips).toHaveText([court.courtName, neighbour.courtName]);
    await expect(chips.nth(0)).toHaveAttribute('aria-current', 'page');

    const cards = page.getByTestId('match-card');
    await expect(cards.getByTestId('match-teams')).toHaveText([
      'Eva & Fran Vs Gala & Hugo',
      'Ana & Bea Vs Carla & Dani',
    ]);
    await expect(page.getByText('Ines & Juan')).toHaveCount(0);
    await expect(cards.nth(0).getByTestId('set-chip')).toHaveText(['1-2']);
    await expect(cards.nth(1).getByTestId('set-chip')).toHaveText(['2-0']);
    await expect(cards.nth(0).getByTestId('match-when')).toContainText(' - Court ');
    await expect(cards.nth(0).getByRole('button', { name: 'View stats' })).toBeVisible();
    await expect(cards.nth(0).getByRole('button', { name: 'Share Match' })).toBeVisible();
    expect([older, newer]).toHaveLength(2);
    mkdirSync(RESULTS_SCREENSHOTS, { recursive: true });
    await setViewport(page, { width: 430, height: 900 });
    await page.screenshot({ path: path.join(RESULTS_SCREENSHOTS, 'court-results.png'), fullPage: true });

    const search = page.getByPlaceholder('Search by Player name');
    await search.fill('carla');
    await expect(cards.getByTestId('match-teams')).toHaveText(['Ana & Bea Vs Carla & Dani']);
    await search.fill('Hugo');
    await expect(cards.getByTestId('match-teams')).toHaveText(['Eva & Fran Vs Gala & Hugo']);
    await search.fill('nobody-plays-here');
    await expect(page.getByText('No matches found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await search.fill('');

    await chips.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/scores/share/court/${neighbour.courtId}$`));
    await expect(page.getByTestId('match-teams')).toHaveText(['Ines & Juan Vs Kike & Luis']);
    await expect(chips.nth(1)).toHaveAttribute('aria-current', 'page');
  });

  test('a court without finished matches shows the empty state, and Go Back goes back', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await page.goto('/login');
    await page.goto(`/scores/share/court/${court.courtId}`);
    await expect(page.getByText('No matches found')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the header shows the club’s logo when it has one, else the product mark', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await page.goto(`/scores/share/court/${court.courtId}`);
    await expect(page.getByRole('banner').getByText('Bandeja')).toBeVisible();

    const logo = new PNG({ width: 8, height: 8 });
    logo.data.fill(200);
    const upload = await request.post(`/api/clubs/${court.clubId}/logo`, {
      headers: { authorization: `Bearer ${court.adminToken}` },
      multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG.sync.write(logo) } },
    });
    expect(upload.ok(), `logo upload answered ${upload.status()}`).toBe(true);
    await page.reload();
    const image = page.getByRole('banner').getByRole('img', { name: /logo$/ });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', new RegExp(`/api/clubs/${court.clubId}/logo`));
    // Loaded and decoded (the element shows before its picture arrives).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  });
});
