import { createRequire } from 'node:module';
import type { EventView } from '@bandeja/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { arrangeClubAdmin } from '../support/admin.ts';
import { arrangeCourt, arrangeMatch, startLink, uniqueName } from '../support/arrange.ts';
import { apiToken, expect, signInWithToken, superAdmin, test } from '../support/fixtures.ts';
import { arrangeFinishedMatch } from '../support/results.ts';

/**
 * An axe-core walk over every screen (WCAG 2.1 A and AA): each screen is opened as its users see
 * it (the public ones signed out, the court's with its court user, the organiser's and the admin
 * area's signed in) and checked with axe's WCAG rules; none may report a violation.
 */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const TABLET = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;

/** Axe's violations on the page as it is now: rule, impact and the elements, one line each. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    WCAG_21_AA,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
    ),
  );
}

async function arrangeEvent(request: APIRequestContext, token: string, clubId: number, courtIds: number[]) {
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: uniqueName('Friday Americano'),
      clubId,
      format: 'americano',
      courtIds,
      players: ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo'].map((name) => ({ name })),
      pointsPerGame: 16,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data as EventView;
}

test('every screen has no WCAG 2.1 AA violation (axe-core)', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const court = await arrangeCourt(request);
  const spare = await arrangeCourt(request, { clubId: court.clubId });
  const finishedId = await arrangeFinishedMatch(request, spare, {
    players: ['Ana', 'Bea', 'Carla', 'Dani'],
    games: 'AABAB',
  });
  const organiser = await arrangeClubAdmin(request, court.clubId);
  const event = await arrangeEvent(request, await apiToken(request, organiser), court.clubId, [
    spare.courtId,
  ]);
  const start = await startLink(request, court);
  const liveId = await arrangeMatch(request, court, { players: ['Iris', 'Jana', 'Kira', 'Lola'] });
  // A team's confirm link, as the court's tablet reads it for the result screen's QR code.
  const links = await request.get(`/api/matches/${finishedId}/result/links`, {
    headers: { authorization: `Bearer ${await apiToken(request, spare.courtUser)}` },
  });
  expect(links.status(), await links.text()).toBe(200);
  const confirmPath: string = (await links.json()).data.team1.path;

  const screens: { name: string; path: string; as?: 'court' | 'organiser' | 'admin'; size?: 'phone' }[] = [
    { name: 'sign-in', path: '/login' },
    { name: 'scores list', path: '/scores/public' },
    { name: 'scoreboard', path: `/scores/public/${liveId}` },
    { name: 'scoreboard, phone', path: `/scores/public/${liveId}`, size: 'phone' },
    { name: 'court results', path: `/scores/share/court/${spare.courtId}`, size: 'phone' },
    { name: 'share page', path: `/scores/share/${finishedId}`, size: 'phone' },
    { name: 'match creation', path: start, size: 'phone' },
    { name: 'pairing screen', path: '/display' },
    { name: 'court display', path: `/display/court/${court.courtId}` },
    { name: 'clubhouse wall', path: `/display/club/${court.clubId}` },
    { name: 'event display', path: `/display/event/${event.event.id}` },
    { name: 'ladder display', path: `/display/club/${court.clubId}/ladder` },
    { name: 'club ladder', path: `/clubs/${court.clubId}/ladder`, size: 'phone' },
    { name: 'confirm a result', path: confirmPath, size: 'phone' },
    { name: 'event page', path: `/events/${event.event.id}`, size: 'phone' },
    { name: 'event results', path: `/events/${event.event.id}/results`, size: 'phone' },
    { name: 'court dashboard', path: '/dashboard', as: 'court' },
    { name: 'control screen', path: `/court/${liveId}`, as: 'court' },
    { name: 'events', path: '/events', as: 'organiser' },
    { name: 'event management', path: `/events/${event.event.id}/manage`, as: 'organiser' },
    { name: 'connect a TV', path: '/connect-tv', as: 'organiser' },
    // The club's own pages as its club admin sees them (only that club's rows); the super admin's
    // lists hold every club the suite has made, thousands of rows for axe to walk.
    { name: 'admin dashboard', path: '/admin/dashboard', as: 'admin' },
    { name: 'admin users', path: '/admin/users', as: 'admin' },
    { name: 'admin clubs', path: '/admin/clubs', as: 'admin' },
    { name: 'admin courts', path: '/admin/courts', as: 'organiser' },
    { name: 'admin matches', path: '/admin/matches', as: 'organiser' },
    { name: 'admin buttons', path: `/admin/buttons?court=${court.courtId}`, as: 'organiser' },
    { name: 'admin API tokens', path: '/admin/api-tokens', as: 'organiser' },
    { name: 'admin webhooks', path: '/admin/webhooks', as: 'organiser' },
    { name: 'admin players', path: '/admin/players', as: 'organiser' },
    { name: 'admin contested results', path: '/admin/results', as: 'organiser' },
    { name: 'admin sponsors', path: '/admin/sponsors', as: 'organiser' },
    { name: 'admin scoreboard', path: `/scores/admin/${liveId}`, as: 'organiser' },
  ];
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    // axe is injected as a script tag, which the app's Content Security Policy would refuse.
    const context = await browser.newContext({
      viewport: screen.size === 'phone' ? PHONE : TABLET,
      bypassCSP: true,
    });
    const page = await context.newPage();
    if (screen.as === 'court') await signInWithToken(page, request, court.courtUser);
    if (screen.as === 'organiser') await signInWithToken(page, request, organiser);
    if (screen.as === 'admin') await signInWithToken(page, request, superAdmin);
    await page.goto(screen.path);
    // The screen has drawn its content (no spinner left), and its entrance animations are over.
    await expect(page.locator('main, [data-testid], form').first()).toBeVisible();
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    // Colours are measured once the entrance animations (fades) have ended.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
            ),
        ),
      )
      .toBe(false);
    const problems = await violations(page);
    if (problems.length > 0) found[screen.name] = problems;
    await context.close();
  }
  expect(found).toEqual({});
});
