import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type ArrangedCourt, arrangeMatch } from './arrange.ts';
import { E2E_DATA_DIR } from './environment.ts';
import { apiToken } from './fixtures.ts';

export const RESULTS_SCREENSHOTS = path.join(import.meta.dirname, '../screenshots/results');

/**
 * A finished match on the court: `games` says who wins each game in order ('A' team 1, 'B' team
 * 2), then the court user finishes it by hand if the games did not end it (winner: more sets,
 * then more games in the current set).
 */
export async function arrangeFinishedMatch(
  request: APIRequestContext,
  court: ArrangedCourt,
  options: { players: [string, string, string, string]; games: string },
): Promise<string> {
  const matchId = await arrangeMatch(request, court, { players: options.players });
  const token = await apiToken(request, court.courtUser);
  const headers = { authorization: `Bearer ${token}` };
  let finished = false;
  for (const game of options.games.replaceAll(' ', '')) {
    for (let point = 0; point < 4; point += 1) {
      const response = await request.post(`/api/scores/${matchId}/team${game === 'A' ? 1 : 2}-point`, {
        headers,
      });
      expect(response.ok(), `point answered ${response.status()}`).toBe(true);
      finished = ((await response.json()) as { data: { status: string } }).data.status === 'finished';
    }
  }
  if (!finished) {
    const response = await request.patch(`/api/scores/match/${matchId}/status`, {
      headers,
      data: { status: 'finished' },
    });
    expect(response.ok(), `finish answered ${response.status()}`).toBe(true);
  }
  return matchId;
}

/** A mailbox name no other test uses. */
export function uniqueEmail(name: string): string {
  return `${name.toLowerCase()}+${randomBytes(4).toString('hex')}@example.com`;
}

/** The .eml files the server wrote for `to` (no SMTP_URL in the browser suite: $DATA_DIR/outbox). */
export function outboxMailsTo(to: string): string[] {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .filter((raw) => raw.includes(`To: ${to}`));
}

/** Replaces the browser's share APIs: `share` null removes native share; else it records calls. */
export async function stubShare(
  page: Page,
  options: { share: boolean; canShareFiles?: boolean; clipboard?: 'ok' | 'fail' },
) {
  await page.addInitScript((opts) => {
    const calls: unknown[] = [];
    Object.defineProperty(window, '__shareCalls', { value: calls });
    if (opts.share) {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          const files = (data.files ?? []).map((file) => ({
            name: file.name,
            type: file.type,
            size: file.size,
          }));
          calls.push({ title: data.title, text: data.text, url: data.url, files });
        },
      });
      Object.defineProperty(Navigator.prototype, 'canShare', {
        configurable: true,
        value: () => opts.canShareFiles ?? true,
      });
    } else {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: undefined });
    }
    if (opts.clipboard === 'fail') {
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({ writeText: () => Promise.reject(new Error('denied')) }),
      });
    }
  }, options);
}

export interface RecordedShare {
  title?: string;
  text?: string;
  url?: string;
  files: { name: string; type: string; size: number }[];
}

export function recordedShares(page: Page): Promise<RecordedShare[]> {
  return page.evaluate(() => (window as unknown as { __shareCalls: RecordedShare[] }).__shareCalls);
}

/** The HTML part of a mail from the outbox, decoded (quoted-printable or base64). */
export function htmlOfMail(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const part = parts.find((candidate) => /content-type: text\/html/i.test(candidate));
  if (!part) throw new Error('the mail has no HTML part');
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part.slice(split).trim();
  if (/content-transfer-encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (!/content-transfer-encoding: quoted-printable/i.test(headers)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
