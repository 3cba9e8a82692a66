import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { ArrangedCourt } from './arrange.ts';
import { apiToken } from './fixtures.ts';

/**
 * Helpers for the court displays' browser tests (docs/displays.md): branding a club, setting its
 * result minutes, pairing a TV through the API, and where screenshots go.
 */

/** Where the screenshots of a suite go (E2E_OUTPUT_DIR, so parallel suites do not mix). */
export function screenshotDir(name: string): string {
  return path.join(process.env.E2E_OUTPUT_DIR ?? path.join(import.meta.dirname, '../test-results'), name);
}

/** A flat-coloured PNG with a darker band, as a stand-in logo. */
export function logo(rgb: [number, number, number], width = 240, height = 120): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const band = y > height * 0.4 && y < height * 0.6;
      const offset = (width * y + x) * 4;
      png.data[offset] = band ? rgb[0] / 2 : rgb[0];
      png.data[offset + 1] = band ? rgb[1] / 2 : rgb[1];
      png.data[offset + 2] = band ? rgb[2] / 2 : rgb[2];
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const SPONSOR_COLOURS: [number, number, number][] = [
  [220, 38, 38],
  [37, 99, 235],
  [234, 179, 8],
  [147, 51, 234],
  [16, 185, 129],
  [249, 115, 22],
];

/** A club logo and `sponsors` sponsor logos (0 to 6), uploaded as a super admin would. */
export async function brandClub(
  request: APIRequestContext,
  court: ArrangedCourt,
  sponsors: number,
): Promise<void> {
  const headers = { authorization: `Bearer ${court.adminToken}` };
  const upload = (url: string, buffer: Buffer) =>
    request.post(url, { headers, multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer } } });
  for (const colour of SPONSOR_COLOURS.slice(0, sponsors)) {
    const response = await upload(`/api/clubs/${court.clubId}/sponsors`, logo(colour));
    expect(response.ok(), await response.text()).toBe(true);
  }
  const response = await upload(`/api/clubs/${court.clubId}/logo`, logo([15, 61, 46], 120, 120));
  expect(response.ok(), await response.text()).toBe(true);
}

/** Sets how long the club's court displays show a result. */
export async function setResultMinutes(request: APIRequestContext, court: ArrangedCourt, minutes: number) {
  const headers = { authorization: `Bearer ${court.adminToken}` };
  const club = await request.get(`/api/clubs/${court.clubId}`, { headers });
  const { name, email, phone, address } = (await club.json()).data;
  const response = await request.put(`/api/clubs/${court.clubId}`, {
    headers,
    data: { name, email, phone, address, result_display_minutes: minutes },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Finishes a match as its club's admin would (the end of the match, by the operator). */
export async function finishMatch(request: APIRequestContext, court: ArrangedCourt, matchId: string) {
  const response = await request.patch(`/api/scores/match/${matchId}/status`, {
    headers: { authorization: `Bearer ${court.adminToken}` },
    data: { status: 'finished' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Connects the TV showing `code` to a target, as a club admin or a court user would. */
export async function pairTv(
  request: APIRequestContext,
  account: { username: string; password: string },
  code: string,
  target: { kind: 'court'; courtId: number } | { kind: 'club'; clubId: number },
) {
  const token = await apiToken(request, account);
  const response = await request.post('/api/displays/pair', {
    headers: { authorization: `Bearer ${token}` },
    data: { code, target },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as { id: number; name: string };
}

/** Layout faults a look would catch: wider or taller than the screen, cut digits, blank tiles. */
export async function layoutFaults(page: Page): Promise<{
  width: number;
  height: number;
  cut: string[];
  blankTiles: number;
  points: number | null;
}> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const cells = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-testid$="-points"], [data-testid*="-set"], [data-testid="pairing-code"], [data-testid="wall-tile"]',
      ),
    ];
    const cut = cells
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1)
      .map(
        (cell) =>
          `${cell.dataset.testid ?? '?'} ${cell.scrollWidth}x${cell.scrollHeight} in ${cell.clientWidth}x${cell.clientHeight}`,
      );
    const tiles = [...document.querySelectorAll<HTMLImageElement>('[data-testid="sponsor-strip"] img')];
    const blankTiles = tiles.filter((image) => !image.complete || image.naturalWidth === 0).length;
    const points = document.querySelector<HTMLElement>('[data-testid="team1-points"]');
    return {
      width: root.scrollWidth,
      height: root.scrollHeight,
      cut,
      blankTiles,
      points: points ? Number.parseFloat(getComputedStyle(points).fontSize) : null,
    };
  });
}
