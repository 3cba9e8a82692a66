import { chromium } from '@playwright/test';
import { floorServer, PROFILES, shownAfter } from './first-paint.ts';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const floor = await floorServer();
const port = floor.origin.split(':').pop();
const slow = PROFILES[1];
const pages = [
  ['floor 127', `${floor.origin}/`, '[data-testid="team1-points"]'],
  ['floor localhost', `http://localhost:${port}/`, '[data-testid="team1-points"]'],
  ['wall 127', 'http://127.0.0.1:4301/display/club/1', '[data-testid="display-club"], [data-testid="wall-tile"], main'],
  ['wall localhost', 'http://localhost:4301/display/club/1', '[data-testid="display-club"], [data-testid="wall-tile"], main'],
] as const;
const results = new Map<string, number[]>();
for (let run = 0; run < Number(process.env.N ?? 9); run += 1)
  for (const [name, url, selector] of pages) {
    const r = await shownAfter(browser, url, selector, slow);
    results.set(name, [...(results.get(name) ?? []), Math.round(r.shown)]);
  }
for (const [name, times] of results) console.log(name.padEnd(16), [...times].sort((a, b) => a - b).join(' '));
await browser.close();
floor.server.close();
