import type { Page } from '@playwright/test';

/**
 * `page.setViewportSize`, after leaving full screen. The court screens and boards go full screen at
 * the first tap (apps/web/src/lib/stay-on.ts), and Chromium's headless shell (playwright.config.ts)
 * then refuses to resize the window ("restore it to normal state first"). The viewport is emulated
 * either way: the page lays out at the size asked for. A page between two documents is not in full
 * screen (a navigation leaves it), so a failed look there changes nothing.
 */
export async function setViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  await page
    .evaluate(() => (document.fullscreenElement ? document.exitFullscreen() : undefined))
    .catch(() => undefined);
  await page.setViewportSize(size);
}
