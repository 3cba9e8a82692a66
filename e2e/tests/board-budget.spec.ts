import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../packages/contract/src/languages.ts';
import { arrangeClubAdmin } from '../support/admin.ts';
import { arrangeCourt, arrangeMatch, uniqueName } from '../support/arrange.ts';
import { apiToken, expect, test } from '../support/fixtures.ts';
import { describeLiveJs, type LiveEvent, openUntilLive } from '../support/live-js.ts';

/**
 * The board screens' JavaScript budget (docs/decisions/013-board-renderer.md): at most 100 KB
 * gzipped of all the JavaScript a screen downloads until it is live, its socket connected and its
 * current state shown, the socket client and the language catalogue included. The scoreboard, the
 * court display, the clubhouse wall, the stream overlay and an event's standings display, and a new
 * TV's pairing code. Counted in the browser on the build this suite serves, cold (a new context
 * each), each file gzipped at level 9: the same on any machine.
 */
const BUDGET_BYTES = 100 * 1024;
/** A language's catalogue, a chunk of its own named after its PO file (apps/web/src/lib/i18n/i18n.ts). */
const CATALOGUE = new RegExp(`/(${LANGUAGES.join('|')})-[\\w-]+\\.js$`);

interface Screen {
  name: string;
  address: string;
  event: LiveEvent;
  shown: (page: Page) => Promise<void>;
}

const showsText = (text: string) => async (page: Page) => {
  await expect(page.locator('#root').getByText(text).first()).toBeVisible();
};

test.describe('the board screens’ JavaScript until they are live', () => {
  test('each board screen downloads at most 100 KB gzipped until it is live, socket client and catalogue included', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const court = await arrangeCourt(request);
    const spare = await arrangeCourt(request, { clubId: court.clubId });
    await arrangeMatch(request, court, { players: ['Iris', 'Jana', 'Kira', 'Lola'] });
    const matchId = await arrangeMatch(request, spare, { players: ['Ana', 'Bea', 'Carla', 'Dani'] });
    const organiser = await arrangeClubAdmin(request, court.clubId);
    const eventName = uniqueName('Friday Americano');
    const created = await request.post('/api/events', {
      headers: { authorization: `Bearer ${await apiToken(request, organiser)}` },
      data: {
        name: eventName,
        clubId: court.clubId,
        format: 'americano',
        courtIds: [court.courtId],
        players: ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gala', 'Hugo'].map((name) => ({ name })),
        pointsPerGame: 16,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId: number = (await created.json()).data.event.id;

    const screens: Screen[] = [
      {
        name: 'scoreboard',
        address: `/scores/public/${matchId}`,
        event: 'matchScore',
        shown: showsText('Ana'),
      },
      {
        name: 'court display',
        address: `/display/court/${court.courtId}`,
        event: 'courtBoard',
        shown: showsText('Iris'),
      },
      {
        name: 'clubhouse wall',
        address: `/display/club/${court.clubId}`,
        event: 'clubBoard',
        shown: showsText('Iris'),
      },
      {
        name: 'overlay',
        address: `/overlay/court/${court.courtId}`,
        event: 'courtBoard',
        shown: showsText('Iris'),
      },
      {
        name: 'event display',
        address: `/display/event/${eventId}`,
        event: 'eventUpdate',
        shown: showsText(eventName),
      },
      {
        name: 'pairing code',
        address: '/display',
        event: null,
        shown: async (page) => {
          await expect(page.getByTestId('pairing-code')).toBeVisible();
        },
      },
    ];

    const figures: Record<string, number> = {};
    for (const screen of screens) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const js = await openUntilLive(page, screen.address, screen);
      await context.close();
      figures[screen.name] = js.total;
      console.log(describeLiveJs(screen.name, js, BUDGET_BYTES));
      // The socket client and the language's catalogue are among what was counted.
      const counted = (pattern: RegExp) => js.files.some((file) => pattern.test(file.name));
      expect(counted(/\/socket-client-[\w-]+\.js$/), `${screen.name}: the socket client`).toBe(true);
      expect(counted(CATALOGUE), `${screen.name}: the catalogue`).toBe(true);
    }
    for (const [screen, bytes] of Object.entries(figures))
      expect(bytes, `${screen}: ${(bytes / 1024).toFixed(1)} KB until live`).toBeLessThanOrEqual(
        BUDGET_BYTES,
      );
  });
});
