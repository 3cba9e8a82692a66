import { MESSAGES } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('paths the router cannot read', () => {
  const long = '9'.repeat(3000);
  it.each([
    ['a bad %-escape in an API path', '/api/matches/%ZZ', 400],
    ['a bad %-escape in a page path', '/scores/public/%E0%A4%A', 400],
    ['a 3,000-character id', `/api/matches/${long}`, 414],
    ['a 3,000-character button id', `/api/buttons/${long}/press`, 414],
  ])('answers %s in the contract’s shape, without repeating the path', async (_case, url, status) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.invalidUrl, code: 'invalidUrl' });
      expect(response.body).not.toContain(url.slice(5, 25));
    }
  });
});
