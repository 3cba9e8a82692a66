import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { arrangeClubAdmin, DESKTOP, rowWith } from '../support/admin.ts';
import { type ArrangedCourt, arrangeCourt, uniqueName } from '../support/arrange.ts';
import { PHONE, type StoredMatch, saveScreenshot, storedMatch, TABLET } from '../support/court.ts';
import { expect, signIn, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

const TV = { width: 1920, height: 1080 } as const;
const MINUTE = 60_000;

/**
 * Bookings in (docs/decisions/009-bookings.md): a club's booking system puts a court slot
 * with a club API token; the court tablet shows it, the players check their names and start the
 * match with one tap, and the slot's remaining time is the match clock. A cancelled booking leaves
 * the tablet.
 */

/** A club API token of the court's club, as its admin creates it for the booking system. */
async function bookingSystemToken(request: APIRequestContext, court: ArrangedCourt): Promise<string> {
  const response = await request.post(`/api/clubs/${court.clubId}/api-tokens`, {
    headers: { authorization: `Bearer ${court.adminToken}` },
    data: { name: 'Booking system' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.secret;
}

async function putBooking(
  request: APIRequestContext,
  court: ArrangedCourt,
  token: string,
  ref: string,
  booking: { startsInMinutes: number; slotMinutes: number; team1?: string[]; team2?: string[] },
) {
  const response = await request.put(`/api/clubs/${court.clubId}/bookings/${ref}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      court_id: court.courtId,
      starts_at: new Date(Date.now() + booking.startsInMinutes * MINUTE).toISOString(),
      slot_minutes: booking.slotMinutes,
      team1: booking.team1 ?? [],
      team2: booking.team2 ?? [],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openDashboard(page: Page, court: ArrangedCourt) {
  await setViewport(page, TABLET);
  await page.goto('/login');
  await signIn(page, court.courtUser);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('bookings on the court dashboard', () => {
  test('a booked match is started with one tap, its slot driving the clock', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const token = await bookingSystemToken(request, court);
    // The slot began 5 minutes ago and lasts an hour: 55 minutes are left.
    await putBooking(request, court, token, uniqueName('slot').replace(' ', '-'), {
      startsInMinutes: -5,
      slotMinutes: 60,
      team1: ['Ana', 'Bea'],
      team2: ['Carla', 'Dora'],
    });
    await openDashboard(page, court);

    const panel = page.getByRole('region', { name: /^Booked / });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('60 min · Doubles');
    await expect(panel.getByLabel('Team 1 player 1')).toHaveValue('Ana');
    await expect(panel.getByLabel('Team 1 player 2')).toHaveValue('Bea');
    await expect(panel.getByLabel('Team 2 player 1')).toHaveValue('Carla');
    await expect(panel.getByLabel('Team 2 player 2')).toHaveValue('Dora');
    // The QR code stays for players without a booking.
    await expect(page.getByRole('heading', { name: /^Start New Match · / })).toBeVisible();
    await saveScreenshot(page, 'dashboard-booking-tablet');
    await setViewport(page, TV);
    await saveScreenshot(page, 'dashboard-booking-tv');
    await setViewport(page, PHONE);
    await saveScreenshot(page, 'dashboard-booking-phone');
    await setViewport(page, TABLET);

    // One tap.
    await panel.getByRole('button', { name: 'Start booked match' }).click();
    await expect(page).toHaveURL(/\/scores\/public\/[A-Za-z0-9_-]+$/);
    const matchId = decodeURIComponent(page.url().split('/').pop() ?? '');
    await expect(page.getByRole('button', { name: 'Team 1 point Ana / Bea' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Team 2 point Carla / Dora' })).toBeVisible();
    // (The stored match as the API answers it: its match_duration is the clock.)
    const match = (await storedMatch(request, matchId)) as StoredMatch & { match_duration: number };
    expect(match.status).toBe('ongoing');
    // 55 minutes left of the slot (a few seconds pass between the booking and the tap).
    expect(match.match_duration).toBeGreaterThan(54 * 60);
    expect(match.match_duration).toBeLessThanOrEqual(55 * 60);
  });

  test('players fill in a name the booking did not know before starting', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const token = await bookingSystemToken(request, court);
    await putBooking(request, court, token, uniqueName('slot').replace(' ', '-'), {
      startsInMinutes: 0,
      slotMinutes: 90,
      team1: ['Ana', 'Bea'],
      team2: ['Carla'],
    });
    await openDashboard(page, court);
    const panel = page.getByRole('region', { name: /^Booked / });
    await expect(panel.getByLabel('Team 2 player 2')).toHaveValue('');
    await panel.getByRole('button', { name: 'Start booked match' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Player 2 is required');
    await panel.getByLabel('Team 2 player 2').fill('Eva');
    await panel.getByRole('button', { name: 'Start booked match' }).click();
    await expect(page).toHaveURL(/\/scores\/public\//);
    await expect(page.getByRole('button', { name: 'Team 2 point Carla / Eva' })).toBeVisible();
  });

  test('a booking cancelled before it starts disappears from the tablet', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const token = await bookingSystemToken(request, court);
    const ref = uniqueName('slot').replace(' ', '-');
    await putBooking(request, court, token, ref, { startsInMinutes: 30, slotMinutes: 90 });
    await openDashboard(page, court);
    const panel = page.getByRole('region', { name: /^Booked / });
    await expect(panel).toBeVisible();
    // Not before 15 minutes ahead of the slot.
    await expect(panel.getByRole('button', { name: /^Starts at \d\d:\d\d$/ })).toBeDisabled();

    const cancelled = await request.delete(`/api/clubs/${court.clubId}/bookings/${ref}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancelled.status()).toBe(200);
    await expect(panel).toHaveCount(0);
  });
});

test.describe('webhooks in the admin area', () => {
  test('a club admin adds a webhook address, sees its secret once, and the deliveries list', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const manager = await arrangeClubAdmin(request, court.clubId);
    await setViewport(page, DESKTOP);
    await page.goto('/login');
    await signIn(page, manager);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', exact: true })).toBeVisible();
    await expect(page.getByText('No webhooks yet')).toBeVisible();
    await expect(page.getByText('Nothing sent yet')).toBeVisible();

    await page.getByRole('button', { name: 'New webhook' }).click();
    const form = page.getByRole('dialog', { name: 'New webhook' });
    await form.getByLabel('Address').fill('ftp://league.example/hooks');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(form.getByText('Enter a web address starting with https:// or http://')).toBeVisible();
    await form.getByLabel('Address').fill('https://league.example/hooks');
    await form.getByLabel('Description').fill('League ranking');
    await form.getByRole('button', { name: 'Add' }).click();

    const secretDialog = page.getByRole('dialog', { name: /^Signing secret for / });
    await expect(secretDialog.getByText('This secret is shown only once.')).toBeVisible();
    const secret = (await secretDialog.locator('code').first().textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await page.screenshot({
      path: path.join(import.meta.dirname, '../screenshots/admin-webhook-secret-desktop.png'),
    });
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    const row = rowWith(page, 'https://league.example/hooks');
    await expect(row).toContainText(`whsec_…${secret.slice(-4)}`);
    await expect(row).toContainText('League ranking');
    await page.screenshot({
      path: path.join(import.meta.dirname, '../screenshots/admin-webhooks-desktop.png'),
    });
    await setViewport(page, PHONE);
    await expect(rowWith(page, 'https://league.example/hooks')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: path.join(import.meta.dirname, '../screenshots/admin-webhooks-phone.png'),
      fullPage: true,
    });
  });
});
