import type { Page } from '@playwright/test';
import { arrangeCourt, arrangeMatch } from '../support/arrange.ts';
import { PHONE, saveScreenshot } from '../support/court.ts';
import { finishMatch } from '../support/displays.ts';
import { apiToken, expect, test } from '../support/fixtures.ts';
import { roomAnswered } from '../support/live-js.ts';
import { games, type LiveMatch, openScoreboard, play } from '../support/scoreboard.ts';
import { settled } from '../support/settled.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The court display's result screen as a reviewer saw it: long names in the statistics' heads, a
 * match ended before its first point, and the end banner's entry fade.
 */
const TV = { width: 1920, height: 1080 } as const;

const LONG_NAMES: [string, string, string, string] = [
  'Alejandra Fernández',
  'Bea Martínez-López',
  'Carlota Rodríguez',
  'Dolores Sánchez-Vicario',
];

/** Each team's head in the statistics: its height in lines of its own text, and its title. */
async function teamHeads(page: Page) {
  return page.getByTestId('statistics-team-head').evaluateAll((heads) =>
    heads.map((head) => {
      const lineHeight = Number.parseFloat(getComputedStyle(head).lineHeight);
      const lines = [...head.children].map((line) => ({
        text: line.textContent ?? '',
        cut: line.scrollWidth > line.clientWidth + 1,
        fontSize: Number.parseFloat(getComputedStyle(line).fontSize),
      }));
      return {
        lines: Math.round(head.getBoundingClientRect().height / lineHeight),
        title: head.getAttribute('title'),
        names: lines,
      };
    }),
  );
}

test.describe('the court display result', () => {
  test('long names keep a player a line in the statistics at 1920×1080: two lines a team, readable', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court, { players: LONG_NAMES });
    const match: LiveMatch = {
      court,
      matchId,
      buttons: {} as LiveMatch['buttons'],
      token: await apiToken(request, court.courtUser),
    };
    await play(request, match, `${games('1', 2)}${games('2', 1)}12`);
    await finishMatch(request, court, matchId);
    await setViewport(page, TV);
    await page.goto(`/display/court/${court.courtId}`);
    await expect(page.getByTestId('result-statistics')).toContainText('Points won');
    await saveScreenshot(page, 'court-result-long-names-1080p');

    const heads = await teamHeads(page);
    expect(heads.map((head) => head.title)).toEqual([
      'Alejandra Fernández & Bea Martínez-López',
      'Carlota Rodríguez & Dolores Sánchez-Vicario',
    ]);
    for (const head of heads) {
      expect(head.lines, `${head.title}: at most two lines`).toBeLessThanOrEqual(2);
      // A player a line, whole (not cut) and still large enough to read across a room.
      expect(head.names.map((name) => name.text)).toEqual(head.title?.split(' & '));
      for (const name of head.names) {
        expect(name.cut, `${name.text} is cut`).toBe(false);
        expect(name.fontSize, `${name.text} is too small`).toBeGreaterThanOrEqual(TV.height * 0.014);
      }
    }
    // Both heads at one size: the longer team's names set it.
    expect(new Set(heads.flatMap((head) => head.names.map((name) => name.fontSize))).size).toBe(1);
  });

  test('a match ended at 0-0 before its first point shows no box of statistics on a phone, the court display or the scoreboard', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await setViewport(page, PHONE);
    await openScoreboard(page, matchId);
    await finishMatch(request, court, matchId);

    // The scoreboard's match summary: one line, not a table (or accordions) of zeros.
    const overlay = page.getByTestId('statistics-overlay');
    await expect(overlay).toContainText('MATCH SUMMARY');
    await expect(overlay.getByTestId('no-points-played')).toHaveText('No points were played');
    await expect(overlay.locator('details')).toHaveCount(0);
    await expect(overlay).not.toContainText('Points won');
    await saveScreenshot(page, 'scoreboard-not-played-phone');

    await page.goto(`/display/court/${court.courtId}`);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'result');
    await expect(page.getByTestId('end-state')).toContainText('Not played');
    await expect(page.getByTestId('no-points-played')).toHaveText('No points were played');
    await expect(page.getByTestId('result-statistics')).toHaveCount(0);
    await saveScreenshot(page, 'court-result-not-played-phone');

    // In Spanish too.
    await page.goto(`/display/court/${court.courtId}?lang=es`);
    await expect(page.getByTestId('no-points-played')).toHaveText('No se jugó ningún punto');
  });

  test('the end banner fades in once, and settled() returns once it is whole', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court, { players: LONG_NAMES });
    await finishMatch(request, court, matchId);
    // Every start of the banner's fade, and every time the banner's element is thrown away.
    await page.addInitScript(() => {
      const seen = { fades: 0, removed: 0 };
      Object.assign(window, { bannerSeen: seen });
      document.addEventListener(
        'animationstart',
        (event) => {
          if ((event.target as Element).closest('[data-testid="end-state"]')) seen.fades += 1;
        },
        true,
      );
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.querySelector('[data-testid="end-state"]')) seen.removed += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    const answered = roomAnswered(page, 'courtBoard');
    await setViewport(page, TV);
    // The server's first paint (with its inline style), then the client takes it over.
    await page.goto(`/display/court/${court.courtId}`);
    await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'result');
    await answered;
    await expect(page.getByTestId('no-points-played')).toBeVisible();
    await settled(page);

    const after = await page.evaluate(() => ({
      running: document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => ('animationName' in animation ? animation.animationName : 'transition')),
      opacity: getComputedStyle(document.querySelector('[data-testid="end-state"]') as Element).opacity,
      seen: (window as unknown as { bannerSeen: { fades: number; removed: number } }).bannerSeen,
    }));
    expect(after.running).toEqual([]);
    expect(after.opacity).toBe('1');
    expect(after.seen).toEqual({ fades: 1, removed: 0 });
    await saveScreenshot(page, 'court-result-banner-1080p');
  });
});
