import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { type ArrangedCourt, apiKey } from './arrange.ts';
import { apiToken } from './fixtures.ts';
import { settled } from './settled.ts';

/** The two devices the court screens are made for. */
export const TABLET = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
/** A screen under 640 px high: the spec's small screen (smaller QR codes). */
export const SHORT_TABLET = { width: 1280, height: 600 } as const;

const SCREENSHOT_DIR = path.join(import.meta.dirname, '../screenshots/court');

/** Saves a full-page screenshot under e2e/screenshots/court/ for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Reads the QR code drawn in `locator` from a screenshot of it, as a phone camera would. */
export async function decodeQr(locator: Locator): Promise<string> {
  // A server-rendered page leaves the code's box empty until its client draws the code, which
  // then carries its address in data-url (components/ui/qr-code.tsx): a screenshot before that
  // shows a white square, however long a busy machine takes to get there.
  await expect(locator).toHaveAttribute('data-url', /./);
  let read: string | null = null;
  // Read again until a screenshot decodes (a frame mid-layout), as a camera keeps looking.
  await expect
    .poll(
      async () => {
        const png = PNG.sync.read(await locator.screenshot({ animations: 'disabled' }));
        read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
        return read;
      },
      { message: 'a QR code read from a screenshot of it' },
    )
    .not.toBeNull();
  if (read === null) throw new Error('no QR code could be read from the screenshot');
  return read;
}

/** The rendered size of a QR code in CSS pixels. */
export async function renderedSize(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the QR code is not rendered');
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

async function answer(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<unknown> {
  const body: unknown = await response.json();
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`).toBe(
    true,
  );
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
}

/** A court user's control call (point, undo, reset) through the API. */
export async function control(
  request: APIRequestContext,
  court: ArrangedCourt,
  matchId: string,
  action: 'team1-point' | 'team2-point' | 'undo' | 'reset-game' | 'reset-set',
  times = 1,
): Promise<void> {
  const token = await apiToken(request, court.courtUser);
  for (let i = 0; i < times; i++) {
    await answer(
      await request.post(`/api/scores/${matchId}/${action}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
  }
}

/** Ends a match by the court user's status call (a manual finish: more sets wins). */
export async function finishMatch(request: APIRequestContext, court: ArrangedCourt, matchId: string) {
  const token = await apiToken(request, court.courtUser);
  await answer(
    await request.patch(`/api/scores/match/${matchId}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status: 'finished' },
    }),
  );
}

export interface StoredMatch {
  id: string;
  team1_name: string;
  team2_name: string;
  status: string;
  winner: string | null;
  start_time: string | null;
  settings: {
    goldenPointMode: string;
    bestOfSets: number;
    gamesPerSet: number;
    tiebreakAt: number;
    serviceConfig: { mode: string; team1Server: number; team2Server: number };
  };
  players: { name: string; team: string; playerNumber: number }[];
}

/** GET /matches/{id}, as stored. */
export async function storedMatch(request: APIRequestContext, matchId: string): Promise<StoredMatch> {
  return (await answer(
    await request.get(`/api/matches/${matchId}`, { headers: { 'x-api-key': apiKey() } }),
  )) as StoredMatch;
}

/** The court's active match id, or null. */
export async function activeMatchOf(request: APIRequestContext, courtId: number): Promise<string | null> {
  const data = (await answer(await request.get(`/api/matches/court/${courtId}/active`))) as {
    match: { id: string } | null;
  };
  return data.match?.id ?? null;
}
