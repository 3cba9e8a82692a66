import type { Page } from '@playwright/test';
import { TABLET } from '../support/court.ts';
import { demoCourt, expect, signInWithToken, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * Devices that stay on (docs/displays.md): the court tablet and the displays install as an app,
 * open their screen after a reload without the network, keep the screen awake and go full screen.
 */

/** Replaces the Screen Wake Lock with one that counts its requests and can be dropped as a browser does. */
async function observeWakeLock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const requests: string[] = [];
    const sentinels: EventTarget[] = [];
    Object.assign(window, { wakeLockRequests: requests, wakeLockSentinels: sentinels });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          requests.push(type);
          const sentinel = Object.assign(new EventTarget(), {
            released: false,
            type,
            release: async () => {
              sentinel.released = true;
              sentinel.dispatchEvent(new Event('release'));
            },
          });
          sentinels.push(sentinel);
          return sentinel;
        },
      },
    });
  });
}

const wakeLockRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLockRequests: string[] }).wakeLockRequests.length);

/** Hides and shows the page as a tablet's screen going off and on does (the browser drops the lock). */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const setVisibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    setVisibility('hidden');
    const sentinels = (window as unknown as { wakeLockSentinels: { release(): Promise<void> }[] })
      .wakeLockSentinels;
    for (const sentinel of sentinels) await sentinel.release();
    setVisibility('visible');
  });
}

test.describe('devices that stay on', () => {
  test('the web app manifest is served and describes an installable full-screen app with its icons', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, request, demoCourt(0));
    await page.goto('/dashboard');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Bandeja',
      short_name: 'Bandeja',
      display: 'fullscreen',
      scope: '/',
      theme_color: '#0f3d2e',
    });
    // No start_url: an installed app opens the screen it was installed from.
    expect(manifest.start_url).toBeUndefined();
    const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      // The PNG's own header carries the size the manifest announces.
      const png = await image.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('the court dashboard opens again from the service worker with the server unreachable', async ({
      page,
      context,
      request,
    }) => {
      const court = demoCourt(0);
      await setViewport(page, TABLET);
      await signInWithToken(page, request, court);
      await page.goto('/dashboard');
      const heading = page.getByRole('heading', { level: 1, name: `Court ${court.id}` });
      await expect(heading).toBeVisible();
      // The dashboard registered the service worker; once it controls the page, a reload keeps
      // this page in its cache.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await expect(heading).toBeVisible();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      // The server is gone: every request from the page and from its service worker fails.
      await context.setOffline(true);
      await context.route('**/*', (route) => route.abort('connectionrefused'));
      expect(
        await page.evaluate(() =>
          fetch('/api/health').then(
            () => 'answered',
            () => 'unreachable',
          ),
        ),
      ).toBe('unreachable');

      await page.reload();
      await expect(heading).toBeVisible();
      // Still this court's dashboard, not the sign-in page.
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    });
  });

  test('the court dashboard keeps the screen awake and takes the lock again when shown again', async ({
    page,
    request,
  }) => {
    await observeWakeLock(page);
    await setViewport(page, TABLET);
    await signInWithToken(page, request, demoCourt(0));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => wakeLockRequests(page)).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { wakeLockRequests: string[] }).wakeLockRequests),
    ).toEqual(['screen']);

    await hideAndShow(page);
    await expect.poll(() => wakeLockRequests(page)).toBe(2);
  });

  test('a court display keeps the screen awake', async ({ page }) => {
    await observeWakeLock(page);
    await page.goto(`/display/court/${demoCourt(1).id}`);
    await expect.poll(() => wakeLockRequests(page)).toBe(1);
    await hideAndShow(page);
    await expect.poll(() => wakeLockRequests(page)).toBe(2);
  });

  test('the court tablet goes full screen on its first tap', async ({ page, request }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { fullscreenCalls: calls });
      Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
      Element.prototype.requestFullscreen = async function (this: Element) {
        calls.push(this.tagName);
      };
    });
    await setViewport(page, TABLET);
    await signInWithToken(page, request, demoCourt(0));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const calls = () =>
      page.evaluate(() => (window as unknown as { fullscreenCalls: string[] }).fullscreenCalls);
    expect(await calls()).toEqual([]);
    await page.getByRole('heading', { name: 'Share your Match' }).click();
    await expect.poll(calls).toEqual(['HTML']);
    // Once: later taps do not ask again.
    await page.getByRole('heading', { name: 'Share your Match' }).click();
    expect(await calls()).toEqual(['HTML']);
  });
});
