import type { Page } from '@playwright/test';

/**
 * Holds back every request of `page` matching `pattern` until the returned release is called (to
 * see what a screen shows before an answer arrives); then they go on to the server unchanged.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
