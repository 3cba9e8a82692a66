// Which Chromium the browser suite drives, read by e2e/playwright.config.ts and scripts/test.mjs so
// the two agree. CHROMIUM_PATH wins; without it, Debian's headless shell
// (`apt-get install chromium-headless-shell`: the same engine without a browser window, what
// Playwright itself runs headless) when installed, else Debian's full `chromium`. The full browser
// opens a window with its toolbar renderer for each test's context: the shell ran the scoreboard
// file on 35–40 % less CPU (bench/README.md, "The browser suite's CPU (2026-11-28 late)").
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** @returns {string} */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
}
