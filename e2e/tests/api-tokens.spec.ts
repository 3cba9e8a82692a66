import path from 'node:path';
import { arrangeClubAdmin, DESKTOP, PHONE, rowWith } from '../support/admin.ts';
import { arrangeCourt } from '../support/arrange.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

const shot = (name: string) => path.join(import.meta.dirname, '../screenshots', `${name}.png`);

/**
 * A club admin gives the club's booking system an API token: created with a name, shown
 * once with a request to try it, listed with its last use, revoked — and the token works until then.
 */
test.describe('club API tokens in the admin area', () => {
  test('a club admin creates a token, sees it once, the token reads the club, then is revoked', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const manager = await arrangeClubAdmin(request, court.clubId);
    await setViewport(page, DESKTOP);
    await page.goto('/login');
    await signIn(page, manager);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'API tokens' }).click();
    await expect(page.getByRole('heading', { name: 'API tokens', exact: true })).toBeVisible();
    await expect(page.getByText('No API tokens yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');

    await page.getByRole('button', { name: 'New token' }).click();
    const form = page.getByRole('dialog', { name: 'New API token' });
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByText('Token name is required')).toBeVisible();
    await form.getByLabel('Name').fill('Booking system');
    await form.getByRole('button', { name: 'Create' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Token Booking system' });
    await expect(secretDialog.getByText('This token is shown only once.')).toBeVisible();
    const secret = (await secretDialog.locator('code').first().textContent()) ?? '';
    expect(secret).toMatch(/^bdj_[A-Za-z0-9_-]{43}$/);
    await expect(secretDialog.locator('code').nth(1)).toContainText(
      `curl -H "Authorization: Bearer ${secret}"`,
    );
    await expect(secretDialog.locator('code').nth(1)).toContainText(`/api/clubs/${court.clubId}/matches`);
    await page.screenshot({ path: shot('admin-api-token-secret-desktop') });
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    const row = rowWith(page, 'Booking system');
    await expect(row).toBeVisible();
    await expect(row).toContainText(`bdj_…${secret.slice(-4)}`);
    await expect(row).toContainText('Never');
    await expect(page.getByText(secret)).toHaveCount(0);

    // The booking system calls with it.
    const courts = await request.get(`/api/clubs/${court.clubId}/courts`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(courts.status()).toBe(200);
    expect((await courts.json()).data.courts[0].name).toBe(court.courtName);
    await page.reload();
    await expect(rowWith(page, 'Booking system')).not.toContainText('Never');
    await page.screenshot({ path: shot('admin-api-tokens-desktop'), fullPage: true });

    await page.getByRole('button', { name: 'Revoke Booking system' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke token' });
    await expect(confirm.getByText('Systems using Booking system stop working at once.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('API token revoked')).toBeVisible();
    await expect(page.getByText('No API tokens yet')).toBeVisible();
    const refused = await request.get(`/api/clubs/${court.clubId}/courts`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(refused.status()).toBe(401);
  });

  test('the page fits a phone', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const manager = await arrangeClubAdmin(request, court.clubId);
    await setViewport(page, PHONE);
    await page.goto('/login');
    await signIn(page, manager);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/api-tokens');
    await page.getByRole('button', { name: 'New token' }).click();
    await page
      .getByRole('dialog', { name: 'New API token' })
      .getByLabel('Name')
      .fill('League with a long name');
    await page.getByRole('dialog', { name: 'New API token' }).getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('dialog', { name: 'Token League with a long name' })).toBeVisible();
    await page.screenshot({ path: shot('admin-api-token-secret-phone') });
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(rowWith(page, 'League with a long name')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: shot('admin-api-tokens-phone'), fullPage: true });
  });
});

test.describe('the API reference page', () => {
  test('opens from this server alone and lists the operations of the generated document', async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) outside.push(request.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await setViewport(page, DESKTOP);
    await page.goto('/api/docs');
    // The reference renders a large document in the browser: slow on a loaded 2-core CI machine.
    await expect(page.getByRole('heading', { name: /Bandeja API/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('/api/buttons/{id}/press').first()).toBeVisible();
    await expect(page.getByText('/api/clubs/{id}/api-tokens').first()).toBeVisible();
    await page.screenshot({ path: shot('api-reference-desktop') });
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
