import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ArrangedCourt, apiKey, arrangeCourt, arrangeMatch } from '../support/arrange.ts';
import { englishWordsOn } from '../support/board-words.ts';
import { control } from '../support/court.ts';
import { finishMatch, screenshotDir } from '../support/displays.ts';
import { expect, test } from '../support/fixtures.ts';
import { settled } from '../support/settled.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The TV screens in the club's language (docs/i18n.md, docs/displays.md): a court's name on the
 * clubhouse wall is never cut (2, 6 and 12 courts at 1920×1080, 6 at 1280×800, 2 on a phone); a
 * Spanish, German or Swedish board shows no word of the English board's vocabulary (its result
 * statistics included), names the players in singles, marks the advantage in its own language and
 * lists no golden points after advantage games; the displays show no language switcher and speak
 * `?lang=` or the club's language, never a choice the device remembers; the phone keeps its switcher.
 */
const TV = { width: 1920, height: 1080 } as const;
const TABLET_TV = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;
const VIEWPORTS = [TV, TABLET_TV, PHONE] as const;
const LANGUAGES = ['en', 'es', 'de', 'sv'] as const;
const SHOTS = screenshotDir('tv-languages');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function setClubLanguage(request: APIRequestContext, court: ArrangedCourt, language: string | null) {
  const headers = { authorization: `Bearer ${court.adminToken}` };
  const club = await request.get(`/api/clubs/${court.clubId}`, { headers });
  const { name, email, phone, address } = (await club.json()).data;
  const response = await request.put(`/api/clubs/${court.clubId}`, {
    headers,
    data: { name, email, phone, address, language },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return name as string;
}

/** A tennis singles match with advantage games (no deciding point). */
async function arrangeTennisSingles(request: APIRequestContext, court: ArrangedCourt): Promise<string> {
  const response = await request.post('/api/matches', {
    headers: { 'x-api-key': apiKey(), authorization: `Bearer ${court.adminToken}` },
    data: {
      matchType: 'singles',
      team1Player1: { name: 'Ana' },
      team2Player1: { name: 'Carla' },
      settings: { sport: 'TENNIS', goldenPointMode: 'regular_deuce', serviceConfig: { mode: 'team1' } },
      courtId: court.courtId,
    },
  });
  const body = await response.json();
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body.data.id;
}

/** Court names the wall must show whole. */
async function wallNamesFit(page: Page): Promise<{ shown: string[]; cut: string[] }> {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll<HTMLElement>('[data-testid="wall-tile"] h2')];
    return {
      shown: names.map((name) => name.textContent ?? ''),
      cut: names
        .filter((name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight + 1)
        .map(
          (name) =>
            `${name.textContent}: ${name.scrollWidth}x${name.scrollHeight} in ${name.clientWidth}x${name.clientHeight}`,
        ),
    };
  });
}

test.describe('TV screens in the club’s language', () => {
  test('the clubhouse wall never cuts a court’s name: 2, 6 and 12 courts, live, finished and free, in four languages', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    for (const count of [2, 6, 12] as const) {
      const first = await arrangeCourt(request, { name: 'Court 1' });
      const courts = [first];
      for (let number = 2; number <= count; number += 1)
        courts.push(await arrangeCourt(request, { clubId: first.clubId, name: `Court ${number}` }));
      // Live courts with and without a time limit, one finished, one free with a last result, the
      // rest free.
      const live = courts.filter((_, index) => index % 3 === 0);
      for (const [index, court] of live.entries())
        await arrangeMatch(request, court, {
          players: ['Alejandra Fernández', 'Beatriz Gómez', 'Carla Martínez', 'Dani Ruiz'],
          settings: { slotMinutes: index % 2 === 0 ? 90 : null },
        });
      const done = courts[1];
      if (done) await finishMatch(request, done, await arrangeMatch(request, done));

      const sizes = count === 12 ? [TV] : count === 6 ? [TV, TABLET_TV] : VIEWPORTS;
      for (const language of LANGUAGES) {
        await page.goto(`/display/club/${first.clubId}?lang=${language}`);
        await expect(page.getByTestId('wall-tile')).toHaveCount(count);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('select')).toHaveCount(0);
        for (const size of sizes) {
          await setViewport(page, size);
          await settled(page);
          const names = await wallNamesFit(page);
          const where = `${count} courts in ${language} at ${size.width}×${size.height}`;
          expect(names.shown.sort(), where).toEqual(courts.map((court) => court.courtName).sort());
          expect(names.cut, `${where}: cut court names`).toEqual([]);
          // A free court says 'free' once: in its pill, not again in the tile.
          const free = page.locator('[data-testid="wall-tile"][data-state="idle"]');
          if ((await free.count()) > 0) {
            const status = (await free.first().getByTestId('wall-status').innerText()).trim().toLowerCase();
            const words = (await free.first().innerText()).toLowerCase().split(/\s+/);
            expect(
              words.filter((word) => word === status),
              where,
            ).toHaveLength(1);
          }
          if (language === 'en' || language === 'es')
            await shot(page, `wall-${count}-courts-${language}-${size.width}x${size.height}`);
        }
      }
    }
  });

  for (const language of ['es', 'de', 'sv'] as const) {
    test(`a ${language} court display, overlay and result speak ${language} only: players in singles, the advantage mark, no golden points after advantage games`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const court = await arrangeCourt(request, { sport: 'TENNIS' });
      const club = await setClubLanguage(request, court, language);
      const names = ['Ana', 'Carla', court.courtName, club];
      // A choice this browser remembers from a phone does not apply to a TV.
      await page.addInitScript(() => localStorage.setItem('bandeja.language', 'en'));
      await setViewport(page, TV);
      await page.goto(`/display/court/${court.courtId}`);
      await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'idle');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const matchId = await arrangeTennisSingles(request, court);
      await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'live');
      // 40-40, then the advantage to Ana.
      for (const team of [1, 1, 1, 2, 2, 2, 1] as const)
        await control(request, court, matchId, team === 1 ? 'team1-point' : 'team2-point');
      const mark = { es: 'VENT', de: 'VOR', sv: 'FÖRD' }[language];
      const sides = { es: 'Jugadores', de: 'Spieler', sv: 'Spelare' }[language];
      await expect(page.getByTestId('team1-points')).toHaveText(mark);
      await expect(page.getByTestId('score-card')).toContainText(new RegExp(sides, 'i'));
      for (const size of VIEWPORTS) {
        await setViewport(page, size);
        await expect(page.locator('select')).toHaveCount(0);
        expect(await englishWordsOn(page, language, names), `live board at ${size.width}`).toEqual([]);
        await shot(page, `court-live-${language}-${size.width}x${size.height}`);
      }

      // The overlay follows the club's language too, with no switcher.
      const overlay = await page.context().newPage();
      await overlay.goto(`/overlay/court/${court.courtId}`);
      await expect(overlay.getByTestId('score-bug')).toContainText(mark);
      await expect(overlay.locator('select')).toHaveCount(0);
      expect(await englishWordsOn(overlay, language, names), 'overlay').toEqual([]);
      const fits = (element: HTMLElement) => element.scrollWidth <= element.clientWidth;
      expect(await overlay.getByTestId('bug-team1-points').evaluate(fits), 'the mark fits the bug').toBe(
        true,
      );
      // The wall says the same mark, whole.
      await overlay.goto(`/display/club/${court.clubId}`);
      await expect(overlay.getByTestId('wall-team1-points')).toHaveText(mark);
      expect(await overlay.getByTestId('wall-team1-points').evaluate(fits), 'the mark fits the tile').toBe(
        true,
      );
      await expect(overlay.locator('select')).toHaveCount(0);
      expect(await englishWordsOn(overlay, language, names), 'wall').toEqual([]);
      await overlay.close();

      // Ana wins the game; the match is ended: the result with its statistics.
      await control(request, court, matchId, 'team1-point');
      await finishMatch(request, court, matchId);
      await expect(page.getByTestId('court-display')).toHaveAttribute('data-state', 'result');
      const statistics = page.getByTestId('result-statistics');
      await expect(statistics).toContainText(
        { es: 'Puntos ganados', de: 'Gewonnene Punkte', sv: 'Vunna poäng' }[language],
      );
      await expect(statistics).not.toContainText({ es: 'oro', de: 'Golden', sv: 'guld' }[language]);
      for (const size of VIEWPORTS) {
        await setViewport(page, size);
        await expect(page.locator('select')).toHaveCount(0);
        expect(await englishWordsOn(page, language, names), `result at ${size.width}`).toEqual([]);
        await shot(page, `court-result-${language}-${size.width}x${size.height}`);
      }
    });
  }

  test('an event’s display speaks its club’s language with no switcher, whatever the device remembers', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const second = await arrangeCourt(request, { clubId: court.clubId });
    await setClubLanguage(request, court, 'sv');
    const created = await request.post('/api/events', {
      headers: { authorization: `Bearer ${court.adminToken}` },
      data: {
        name: 'Fredagsamericano',
        clubId: court.clubId,
        format: 'americano',
        courtIds: [court.courtId, second.courtId],
        players: ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Fran', 'Gus', 'Hugo'].map((name) => ({ name })),
        pointsPerGame: 16,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId = (await created.json()).data.event.id as number;
    await page.addInitScript(() => localStorage.setItem('bandeja.language', 'en'));
    for (const size of VIEWPORTS) {
      await setViewport(page, size);
      await page.goto(`/display/event/${eventId}`);
      await expect(page.getByTestId('event-display')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
      await expect(page.locator('select')).toHaveCount(0);
    }
    // ?lang= on the address wins over the club.
    await page.goto(`/display/event/${eventId}?lang=de`);
    await expect(page.getByTestId('event-display')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the English board says Players and AD in singles; ?lang= wins over the club; the phone keeps its switcher', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request, { sport: 'TENNIS' });
    await setClubLanguage(request, court, 'es');
    const matchId = await arrangeTennisSingles(request, court);
    for (const team of [1, 1, 1, 2, 2, 2, 1] as const)
      await control(request, court, matchId, team === 1 ? 'team1-point' : 'team2-point');
    for (const size of VIEWPORTS) {
      await setViewport(page, size);
      await page.goto(`/display/court/${court.courtId}?lang=en`);
      await expect(page.getByTestId('team1-points')).toHaveText('AD');
      await expect(page.getByTestId('score-card')).toContainText(/Players/i);
      await expect(page.getByTestId('score-card')).not.toContainText(/Teams/i);
      await expect(page.locator('select')).toHaveCount(0);
      // The pairing screen has no switcher either.
      await page.goto('/display?lang=de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByTestId('pairing-code')).toHaveAttribute('data-code', /^[0-9A-Z]{6}$/);
      await expect(page.locator('select')).toHaveCount(0);
    }
    // A spectator's phone: the club's language, and the switcher to change it.
    await setViewport(page, PHONE);
    await page.goto(`/scores/public/${matchId}`);
    await expect(page.getByTestId('language-switcher')).toBeVisible();
    await expect(page.getByTestId('language-switcher')).toHaveValue('es');
  });
});
