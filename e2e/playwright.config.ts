import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath as resolveChromiumPath } from './support/chromium-path.mjs';
import { E2E_DATA_DIR, E2E_PORT } from './support/environment.ts';

/**
 * Browser tests drive the real app (built web app served by the real server on a fresh embedded
 * database) in Debian's Chromium. Test tools cannot download browsers here, so Chromium comes from
 * CHROMIUM_PATH, else Debian's headless shell when installed, else /usr/bin/chromium
 * (support/chromium-path.mjs); with CI set, a missing Chromium fails the run.
 */
const chromiumPath = resolveChromiumPath();
if (!existsSync(chromiumPath)) {
  const message = `No Chromium at ${chromiumPath}: install Debian's chromium or set CHROMIUM_PATH.`;
  if (process.env.CI) throw new Error(message);
  // npm test skips the browser step without Chromium (scripts/test.mjs); run directly, it fails.
  console.warn(`${message} Browser tests will fail to launch.`);
}

export default defineConfig({
  testDir: './tests',
  // Several suites may run side by side (E2E_PORT, E2E_DATA_DIR, E2E_WEB_DIST, E2E_OUTPUT_DIR).
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  // Generous: no test depends on how fast a busy machine is (the gate runs the API tests beside
  // this suite); a passing assertion returns as soon as it holds, only a failure waits this long.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // One worker per core (2 on the 2-core machine): a worker's Chromium and the one server share the
  // cores with the API tests that `npm test` runs beside the browser suite. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || Math.max(1, Math.min(os.availableParallelism(), 4)),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) but not the
    // screencast: streaming and encoding a frame at every paint cost Chromium's browser and GPU
    // processes 16 to 53 % of a spec file's CPU (bench/README.md, 2026-11-28 night).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The web app's service worker (docs/displays.md) would serve pages and code from its cache,
    // out of reach of a test's page.route: only the tests of it allow it (tests/installable.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: {
    command: `node ${path.join(import.meta.dirname, 'support/start-server.mjs')}`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_DATA_DIR, PORT: String(E2E_PORT), E2E_WEB_DIST: process.env.E2E_WEB_DIST ?? '' },
  },
});
