import { expect, test } from '../support/fixtures.ts';

const LOGIN_CHUNK = '**/assets/login-page-*.js';

test.describe('a screen that cannot be shown', () => {
  test("a screen's code that fails to download once (a deploy, a blip) reloads the page by itself", async ({
    page,
  }) => {
    // Every request for the login screen's code fails until the page has loaded a second time.
    let documents = 0;
    let aborted = 0;
    await page.route('**/*', (route) => {
      const request = route.request();
      if (request.resourceType() === 'document') documents += 1;
      if (documents === 1 && /\/assets\/login-page-[^/]+\.js$/.test(request.url())) {
        aborted += 1;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(aborted).toBeGreaterThan(0);
    expect(documents).toBe(2);
  });

  test("a screen's code that keeps failing shows 'Something went wrong' and Reload, not a blank page", async ({
    page,
  }) => {
    await page.route(LOGIN_CHUNK, (route) => route.abort('connectionreset'));
    await page.goto('/login');
    const panel = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(panel).toBeVisible();

    await page.unroute(LOGIN_CHUNK);
    await panel.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
