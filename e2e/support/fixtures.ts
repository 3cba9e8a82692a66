import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_DATA_DIR } from './environment.ts';

export interface Account {
  username: string;
  password: string;
}

interface SeededCredentials {
  admin: Account;
  demo: {
    club: string;
    courts: {
      id: number;
      name: string;
      username: string;
      password: string;
      buttons: { id: number; action: string; pressUrl: string; secret: string }[];
    }[];
  };
}

/** What the server seeded on its first start (it writes it to $DATA_DIR/initial-credentials.json). */
export function seeded(): SeededCredentials {
  return JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'initial-credentials.json'), 'utf8'));
}

export const superAdmin: Account = E2E_ADMIN;

export function demoCourt(index: 0 | 1 = 0) {
  const court = seeded().demo.courts[index];
  if (!court) throw new Error(`demo court ${index} missing`);
  return court;
}

/** Signs in through the sign-in screen, as a user would. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An API token for arranging data quickly (the screens under test still run for real). */
export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/auth/login', { data: account });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return body.data.accessToken;
}

/** Opens the app already signed in, by putting the token where the web app keeps it. */
export async function signInWithToken(
  page: Page,
  request: APIRequestContext,
  account: Account,
): Promise<void> {
  const token = await apiToken(request, account);
  await page.addInitScript((value) => sessionStorage.setItem('bandeja.accessToken', value), token);
}

export const test = base;
export { expect };
