import type { APIRequestContext, Page, WebSocketRoute } from '@playwright/test';
import {
  type ArrangedCourt,
  arrangeButtons,
  arrangeCourt,
  arrangeMatch,
  type MatchOptions,
} from './arrange.ts';
import { apiToken } from './fixtures.ts';

/**
 * Helpers for the public scoreboard's browser tests: a live match on a fresh court, points through
 * the control API, the scoreboard's delays shortened, the audio files it asks for, and a socket the
 * test can cut.
 */

/** The scoreboard's delays (apps/web/src/features/scoreboard/config.ts), shortened for a test. */
export interface Timings {
  refreshMs?: number;
  highlightMs?: number;
  redirectAfterFinishMs?: number;
  statisticsAutoCloseMs?: number;
  tickMs?: number;
  announceSettleMs?: number;
}

export async function useTimings(page: Page, timings: Timings): Promise<void> {
  await page.addInitScript((value) => {
    Object.assign(window, { __bandejaScoreboardTimings: value });
  }, timings);
}

export interface LiveMatch {
  court: ArrangedCourt;
  matchId: string;
  buttons: Awaited<ReturnType<typeof arrangeButtons>>;
  /** The court user's token, for points through the control API. */
  token: string;
}

/** A new club, court, its four buttons and an ongoing match (team 1 serves first unless told). */
export async function arrangeLiveMatch(
  request: APIRequestContext,
  options: MatchOptions = {},
): Promise<LiveMatch> {
  const court = await arrangeCourt(request);
  const buttons = await arrangeButtons(request, court);
  const matchId = await arrangeMatch(request, court, options);
  const token = await apiToken(request, court.courtUser);
  return { court, matchId, buttons, token };
}

/**
 * Scores points through the control API (no accidental-press guard), one per character of
 * `sequence`: '1' team 1, '2' team 2, 'u' undo. Sequential, so the log is exactly this order.
 */
export async function play(request: APIRequestContext, match: LiveMatch, sequence: string): Promise<unknown> {
  let last: unknown = null;
  for (const step of sequence) {
    const action = step === '1' ? 'team1-point' : step === '2' ? 'team2-point' : step === 'u' ? 'undo' : null;
    if (!action) throw new Error(`unknown step '${step}'`);
    const response = await request.post(`/api/scores/${match.matchId}/${action}`, {
      headers: { authorization: `Bearer ${match.token}` },
    });
    if (!response.ok()) throw new Error(`${action} answered ${response.status()}: ${await response.text()}`);
    last = await response.json();
  }
  return last;
}

/** `games` games won to love by `team`, one after another. */
export function games(team: '1' | '2', count: number): string {
  return team.repeat(4 * count);
}

/** The clip names (file names without .mp3) the page has requested under /audios/, in order. */
export function recordAudio(page: Page): string[] {
  const clips: string[] = [];
  page.on('request', (request) => {
    // '/audios/es/deuce.mp3', '/audios/es/female/deuce.mp3' (docs/audio.md): the clip's name.
    const match = /\/audios\/(?:[a-z]{2}\/(?:female\/)?)?([^/?]+)\.mp3/.exec(request.url());
    if (match?.[1] && clips.at(-1) !== match[1]) clips.push(match[1]);
  });
  return clips;
}

/** Opens a match's public scoreboard and waits until it is live (its socket connected). */
export async function openScoreboard(page: Page, matchId: string): Promise<void> {
  await page.goto(`/scores/public/${matchId}`);
  await page.getByTestId('score-card').waitFor();
  await page.locator('[data-testid="connection"][data-connection="connected"]').waitFor();
}

/**
 * Puts the page's Socket.IO websocket under the test's control: `drop()` closes the connection as a
 * network failure would, and holds the page's next attempts until `restore()` (they reach the
 * server then, well within the client's 20 s connection timeout).
 */
export async function controlSocket(page: Page) {
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => {};
  const connected = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
    await gate;
    const server = ws.connectToServer();
    const pair = { page: ws, server };
    connected.add(pair);
    ws.onClose(() => connected.delete(pair));
  });
  // The long-polling fallback waits too.
  await page.route(/\/socket\.io\/.*transport=polling/, async (route) => {
    await gate;
    await route.continue();
  });
  return {
    async drop() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
      for (const pair of connected) {
        await pair.server.close({ code: 4001, reason: 'network down' }).catch(() => {});
        await pair.page.close({ code: 4001, reason: 'network down' }).catch(() => {});
      }
      connected.clear();
    },
    restore() {
      open();
    },
  };
}
