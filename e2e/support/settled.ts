import type { Page } from '@playwright/test';

/** A transition or animation at most this long is the page moving to its picture, not part of it. */
const SHORT_ANIMATION_MS = 1000;

/**
 * Waits until the page stands still before a screenshot or a layout measure: web fonts loaded, every
 * short transition or animation running (a banner fading in, a toast sliding in, a bar easing to its
 * width) played to its end, then two frames painted (the layout after a resize) with none started
 * since. An endless animation (a live dot) or a long one (a countdown bar) is the screen's steady
 * state and is not waited for. A condition, not a fixed pause: it returns as soon as the page is
 * still, and waits longer on a busy machine.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(async (shortMs) => {
    await document.fonts.ready;
    const moving = () =>
      document.getAnimations().filter((animation) => {
        if (animation.playState !== 'running') return false;
        const end = animation.effect?.getComputedTiming().endTime;
        return typeof end === 'number' && end <= shortMs;
      });
    // A cancelled animation (its element removed) rejects `finished`: it has stopped all the same.
    await Promise.all(moving().map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return moving().length === 0;
  }, SHORT_ANIMATION_MS);
}
