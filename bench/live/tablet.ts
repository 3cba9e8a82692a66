import { type Browser, chromium } from '@playwright/test';
import { z } from 'zod';
import { BANDEJA_ENV, type MatchHandle, TABLET_USERNAME } from './harness.ts';

/**
 * The court tablet of the paths phase (docs/hardware.md, "Bluetooth keys on the court tablet"): a
 * real Chromium page of the control screen (`/court/{matchId}`, signed in as the court's user),
 * to which Playwright's keyboard sends the keys a paired presenter sends (PageUp: team 1, PageDown:
 * team 2, the default keys). The page turns each key into its outbox's POST, as a tap; the
 * spectators' sockets time the score. Needs the web app built (`npm run build -w @bandeja/web`)
 * and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
export interface Tablet {
  press(match: MatchHandle): Promise<void>;
  close(): Promise<void>;
}

const loginSchema = z.object({ data: z.object({ accessToken: z.string() }) });

export async function openTablet(url: string, matchId: string): Promise<Tablet> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: TABLET_USERNAME, password: BANDEJA_ENV.ADMIN_PASSWORD }),
  });
  const answer = await login.json();
  const token = loginSchema.parse(answer).data.accessToken;
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript({
      content: `sessionStorage.setItem('bandeja.accessToken', ${JSON.stringify(token)});`,
    });
    await page.goto(`${url}/court/${encodeURIComponent(matchId)}`);
    await page
      .getByTestId('team1-game')
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/bench-tablet.png' }).catch(() => {});
        const text = await page.evaluate('document.body.innerText').catch(() => '');
        throw new Error(`the control screen did not show (${page.url()}): ${String(text).slice(0, 300)}`, {
          cause: error,
        });
      });
    return {
      press: async (match) => {
        const key = match.sent % 2 === 0 ? 'PageUp' : 'PageDown';
        match.sent += 1;
        await page.keyboard.press(key);
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
