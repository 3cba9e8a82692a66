import path from 'node:path';
import type { Page } from '@playwright/test';
import { arrangeClubAdmin, DESKTOP, PHONE } from '../support/admin.ts';
import { arrangeButtons, arrangeCourt, arrangeMatch } from '../support/arrange.ts';
import { pairTv } from '../support/displays.ts';
import { expect, signInWithToken, superAdmin, test } from '../support/fixtures.ts';

/**
 * Screenshots of every admin page at desktop and phone sizes, saved under e2e/screenshots/
 * (gitignored) to be looked at. The checks guard against horizontal overflow.
 *
 * A club's pages are seen by its club admin, with that club's rows only: the super admin's lists
 * hold every club the suite has made (pictures tens of thousands of pixels tall). The pages only a
 * super admin has (clubs, users) come last.
 */
const CLUB_PAGES = [
  { name: 'dashboard', path: '/admin/dashboard', ready: 'Welcome to Admin Dashboard' },
  { name: 'courts', path: '/admin/courts', ready: 'Courts' },
  { name: 'buttons', path: '/admin/buttons', ready: 'Buttons' },
  { name: 'matches', path: '/admin/matches', ready: 'Matches' },
  { name: 'api-tokens', path: '/admin/api-tokens', ready: 'API tokens' },
];
const SUPER_ADMIN_PAGES = [
  { name: 'clubs', path: '/admin/clubs', ready: 'Clubs' },
  { name: 'users', path: '/admin/users', ready: 'Users' },
];

/** Opens an admin page, checks it does not overflow the screen's width, and saves its picture. */
async function shootPage(page: Page, entry: (typeof CLUB_PAGES)[number], sizeName: string) {
  await page.goto(entry.path);
  await expect(page.getByRole('heading', { name: entry.ready, exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${entry.name} overflows horizontally`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: shot(`admin-${entry.name}-${sizeName}`), fullPage: true });
}

const shot = (name: string) => path.join(import.meta.dirname, '../screenshots', `${name}.png`);

for (const [sizeName, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`admin screenshots at ${sizeName} size`, () => {
    test.use({ viewport });

    test(`every admin page fits the ${sizeName} screen`, async ({ page, request }) => {
      const court = await arrangeCourt(request);
      await arrangeButtons(request, court);
      await arrangeMatch(request, court, { players: ['Alba', 'Berta', 'Cris', 'Diana'] });
      // A TV connected to the court, for the Courts page's displays panel.
      const tv = (await (await request.post('/api/displays/pairing')).json()).data;
      await pairTv(request, superAdmin, tv.display.code, { kind: 'court', courtId: court.courtId });
      await signInWithToken(page, request, await arrangeClubAdmin(request, court.clubId));
      for (const entry of CLUB_PAGES) await shootPage(page, entry, sizeName);

      await page.goto('/admin/courts');
      await page.getByRole('button', { name: 'Add Court' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Court' })).toBeVisible();
      await page.screenshot({ path: shot(`admin-court-form-${sizeName}`) });
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByTestId('display-row').first()).toBeVisible();
      await page.getByRole('button', { name: 'Connect a TV' }).click();
      await expect(page.getByRole('dialog', { name: 'Connect a TV' })).toBeVisible();
      await page.screenshot({ path: shot(`admin-connect-tv-${sizeName}`) });
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/admin/matches');
      await page
        .getByRole('button', { name: /^Edit Alba & Berta/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Edit Match' })).toBeVisible();
      await page.screenshot({ path: shot(`admin-match-form-${sizeName}`) });

      if (sizeName === 'phone') {
        await page.goto('/admin/dashboard');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        await page.screenshot({ path: shot('admin-drawer-phone') });
      }

      await signInWithToken(page, request, superAdmin);
      for (const entry of SUPER_ADMIN_PAGES) await shootPage(page, entry, sizeName);
    });
  });
}
