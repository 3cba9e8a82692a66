import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HEADERS } from '@bandeja/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_API_KEY, type TestApp } from './helpers.ts';
import { mimeParts, quickFinishedMatch } from './share-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('mail without SMTP_URL', () => {
  it('is written as an .eml file under $DATA_DIR/outbox', async () => {
    const { matchId, world } = await quickFinishedMatch(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/statistics/email`,
      payload: { playerNumber: 2, email: 'bea@example.com' },
      headers: { [HEADERS.apiKey]: TEST_API_KEY },
    });
    expect(response.statusCode, response.body).toBe(200);
    const outbox = path.join(t.ctx.config.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^To: bea@example\.com$/m);
    // No sender configured: the default address, named after the match's club.
    expect(raw).toContain(`From: ${world.club.name} <no-reply@localhost>`);
    const { text, html } = mimeParts(raw);
    expect(text).toContain('YOUR NUMBERS — Bea (Player 2, Team 1)');
    expect(html).toContain('Your numbers');
  });
});
