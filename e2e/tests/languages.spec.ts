import { LANGUAGES } from '@bandeja/contract/plain';
import type { APIRequestContext } from '@playwright/test';
import { arrangeButtons, arrangeCourt, arrangeMatch, press } from '../support/arrange.ts';
import { expect, signInWithToken, superAdmin, test } from '../support/fixtures.ts';
import { openScoreboard } from '../support/scoreboard.ts';

/**
 * Languages (docs/product.md, "Languages"; docs/decisions/008-internationalisation.md): the
 * address's `?lang=`, the switcher (remembered by the device), the browser's language; `<html
 * lang>` follows; every public screen speaks every language with no raw message id and none of
 * the English texts that must be translated.
 */

/** Sets a club's language settings through its admin API, keeping its other fields. */
async function setClubLanguage(
  request: APIRequestContext,
  court: { clubId: number; adminToken: string },
  settings: { language: string; voice?: string },
): Promise<void> {
  const headers = { authorization: `Bearer ${court.adminToken}` };
  const club = await request.get(`/api/clubs/${court.clubId}`, { headers });
  const { name, email, phone, address } = (
    (await club.json()) as { data: { name: string; email: string; phone: string; address: string } }
  ).data;
  const edited = await request.put(`/api/clubs/${court.clubId}`, {
    headers,
    data: { name, email, phone, address, ...settings },
  });
  expect(edited.ok(), `club edit answered ${edited.status()}: ${await edited.text()}`).toBe(true);
}

/** English texts of the public screens that a translation must replace. */
const ENGLISH = ['Control Mode:', 'Last updated', 'Score controls', 'Scan to start a match', 'Sign in'];

test.describe('languages', () => {
  test('a club set to Spanish with the female voice shows its scoreboard in Spanish, lang="es", and calls from /audios/es/female/', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await setClubLanguage(request, court, { language: 'es', voice: 'female' });
    const buttons = await arrangeButtons(request, court);
    const matchId = await arrangeMatch(request, court);
    const clips: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/audios/')) clips.push(new URL(sent.url()).pathname);
    });
    await openScoreboard(page, matchId);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('control-mode')).toHaveText('Modo de control: WatchButton');
    await expect(page.getByTestId('language-switcher')).toHaveValue('es');
    // The suite's Chromium may play sound (a club TV's kiosk): the point's call is fetched.
    expect((await press(request, buttons.TEAM1_SCORE)).status).toBe(200);
    await expect
      .poll(() => clips.some((clip) => clip.startsWith('/audios/es/female/')), { timeout: 15_000 })
      .toBe(true);
    expect(clips.filter((clip) => !clip.startsWith('/audios/es/female/'))).toEqual([]);
  });

  test('?lang= on the address overrides the club’s language', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await setClubLanguage(request, court, { language: 'es' });
    const matchId = await arrangeMatch(request, court);
    await page.goto(`/scores/public/${matchId}?lang=sv`);
    await page.getByTestId('score-card').waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByTestId('control-mode')).toHaveText('Kontrolläge: WatchButton');
  });

  test('?lang=sv shows the scoreboard in Swedish with lang="sv"', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await page.goto(`/scores/public/${matchId}?lang=sv`);
    await page.getByTestId('score-card').waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByTestId('control-mode')).toHaveText('Kontrolläge: WatchButton');
    await expect(page.getByTestId('last-updated')).toContainText('Uppdaterad');
  });

  test('the switcher’s choice is remembered across a reload', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    await openScoreboard(page, matchId);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-switcher').selectOption('es');
    await expect(page.getByTestId('control-mode')).toHaveText('Modo de control: WatchButton');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await page.getByTestId('score-card').waitFor();
    await expect(page.getByTestId('control-mode')).toHaveText('Modo de control: WatchButton');
    await expect(page.getByTestId('language-switcher')).toHaveValue('es');
  });

  test.describe('a phone in Italian', () => {
    test.use({ locale: 'it-IT' });
    test('follows its browser’s language when nothing else is chosen', async ({ page, request }) => {
      const court = await arrangeCourt(request);
      const matchId = await arrangeMatch(request, court);
      await openScoreboard(page, matchId);
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
      await expect(page.getByTestId('control-mode')).toHaveText('Modalità di controllo: WatchButton');
    });
  });

  test('every public screen speaks every language, with no raw message id and no English left', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court);
    const screens = [`/scores/public/${matchId}`, `/display/court/${court.courtId}`, '/login'];
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      for (const screen of screens) {
        await page.goto(`${screen}?lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.waitForLoadState('networkidle');
        const text = await page.locator('body').innerText();
        expect(text, `${screen} in ${language}`).not.toMatch(/\b(board|result|error)\.[a-z]+[A-Z]\w*/);
        for (const english of ENGLISH) {
          expect(text.includes(english), `'${english}' on ${screen} in ${language}`).toBe(false);
        }
      }
    }
  });

  test('a Spanish scoreboard says the server’s error by its code, in Spanish', async ({ page }) => {
    // 'abc' is no match id: the server answers 400 {code: 'validation', message: 'Invalid match id'}.
    await page.goto('/scores/public/abc?lang=es');
    const error = page.getByTestId('scoreboard-error');
    await expect(error).toContainText('Identificador de partido no válido', { timeout: 15_000 });
    await expect(error).toContainText('Error al cargar el partido');
    await expect(error).not.toContainText('Invalid match id');
  });

  test('a Spanish admin form says a check of the contract other than required or too long in Spanish', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, request, superAdmin);
    await page.goto('/admin/users?lang=es');
    await page.getByRole('button', { name: 'Añadir usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir usuario' });
    await dialog.getByLabel('Nombre', { exact: true }).fill('Segunda pantalla');
    await dialog.getByLabel('Usuario', { exact: true }).fill('segunda pantalla');
    await dialog.getByLabel('Contraseña', { exact: true }).fill('corta');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    // The contract's 'Password must be at least 8 characters' and its username pattern, in Spanish.
    await expect(dialog.getByText('El campo «Contraseña» debe tener al menos 8 caracteres')).toBeVisible();
    await expect(
      dialog.getByText(
        'El nombre de usuario solo puede contener letras, números, puntos, guiones y guiones bajos',
      ),
    ).toBeVisible();
    await expect(dialog).not.toContainText('must be at least');
    await expect(dialog).not.toContainText('may contain only');
  });
});
