import path from 'node:path';
import { DESKTOP, PHONE } from '../support/admin.ts';
import { arrangeCourt } from '../support/arrange.ts';
import { expect, signInWithToken, superAdmin, test } from '../support/fixtures.ts';
import { setViewport } from '../support/viewport.ts';

const shot = (name: string) => path.join(import.meta.dirname, '../screenshots', `${name}.png`);

test.describe("the club's language settings in the admin area", () => {
  test('a super admin sets a club to Spanish in Madrid with the female voice; the public branding follows', async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, superAdmin);
    await page.goto('/admin/clubs');
    const row = page
      .locator('tr')
      .filter({ has: page.getByRole('cell', { name: String(court.clubId), exact: true }) });
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Club' });
    // A new club has not fixed a language: each screen follows its browser (docs/i18n.md).
    await expect(dialog.getByLabel('Language')).toHaveValue('');
    await expect(dialog.getByLabel('Language').locator('option:checked')).toHaveText(
      'Not fixed: each screen follows its browser; mails in English',
    );
    await expect(dialog.getByLabel('Voice of the spoken calls')).toHaveValue('male');

    await dialog.getByLabel('Language').selectOption({ label: 'Español' });
    await dialog.getByLabel('Time zone').selectOption('Europe/Madrid');
    await dialog.getByLabel('Voice of the spoken calls').selectOption({ label: 'Female' });
    for (const [size, viewport] of [
      ['tv', { width: 1920, height: 1080 }],
      ['tablet', { width: 1280, height: 800 }],
      ['phone', PHONE],
    ] as const) {
      await setViewport(page, viewport);
      await page.screenshot({ path: shot(`admin-club-language-form-${size}`) });
    }
    await setViewport(page, DESKTOP);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Club updated')).toBeVisible();

    const branding = await (await request.get(`/api/clubs/${court.clubId}/branding`)).json();
    expect(branding.data).toMatchObject({ language: 'es', voice: 'female' });

    await row.getByRole('button', { name: /^Edit / }).click();
    const again = page.getByRole('dialog', { name: 'Edit Club' });
    await expect(again.getByLabel('Language')).toHaveValue('es');
    await expect(again.getByLabel('Time zone')).toHaveValue('Europe/Madrid');
    await expect(again.getByLabel('Voice of the spoken calls')).toHaveValue('female');
  });
});
