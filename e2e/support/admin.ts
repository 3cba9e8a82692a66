import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { type ArrangedCourt, apiKey } from './arrange.ts';
import { type Account, apiToken, expect, superAdmin } from './fixtures.ts';

/** Admin-area helpers for the browser suite. */

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** A square PNG logo of one colour. */
export function pngLogo(size = 160, rgb: [number, number, number] = [23, 112, 73]): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i++) {
    const inside = i % size > size / 5 && i % size < (size * 4) / 5;
    png.data[i * 4] = inside ? rgb[0] : 255;
    png.data[i * 4 + 1] = inside ? rgb[1] : 255;
    png.data[i * 4 + 2] = inside ? rgb[2] : 255;
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
}

async function bearer(request: APIRequestContext, account: Account = superAdmin) {
  return { authorization: `Bearer ${await apiToken(request, account)}` };
}

/** A club admin of the court's club, made through the API. */
export async function arrangeClubAdmin(request: APIRequestContext, clubId: number): Promise<Account> {
  const account = { username: `manager-${randomBytes(4).toString('hex')}`, password: 'club-admin-password' };
  const response = await request.post('/api/users', {
    headers: await bearer(request),
    data: { ...account, name: 'Club Manager', email: 'manager@example.com', role: 'club_admin', clubId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Sets a match's status through the admin API (as the scoreboard's time limit would). */
export async function setMatchStatus(
  request: APIRequestContext,
  matchId: string,
  status: 'ongoing' | 'finished',
): Promise<void> {
  const response = await request.put(`/api/matches/${matchId}`, {
    headers: { ...(await bearer(request)), 'x-api-key': apiKey() },
    data: { status },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The table row (desktop) or card (phone) holding a text. */
export function rowWith(page: Page, text: string) {
  return page.locator('tr:visible, li:visible').filter({ hasText: text });
}

export type { ArrangedCourt };
