import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { arrangeClubAdmin, pngLogo, rowWith, setMatchStatus } from '../support/admin.ts';
import { arrangeCourt, arrangeMatch, scorePoint, uniqueName } from '../support/arrange.ts';
import { expect, signIn, signInWithToken, superAdmin, test } from '../support/fixtures.ts';

test.describe('admin area', () => {
  test('a super admin creates a club, a court with its court user, and a button; the court user then signs in', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, request, superAdmin);
    const clubName = uniqueName('Club Norte');
    const courtName = uniqueName('Pista');
    const username = `pista-${randomBytes(3).toString('hex')}`;

    await page.goto('/admin/clubs');
    await page.getByRole('button', { name: 'Add Club' }).click();
    const clubDialog = page.getByRole('dialog', { name: 'Add Club' });
    await clubDialog.getByRole('button', { name: 'Create' }).click();
    await expect(clubDialog.getByText('Name is required')).toBeVisible();
    await expect(clubDialog.getByText('Email is required')).toBeVisible();
    await clubDialog.getByLabel('Name', { exact: true }).fill(clubName);
    await clubDialog.getByLabel('Email').fill('norte@example.com');
    await clubDialog.getByLabel('Phone').fill('+34 600 123 456');
    await clubDialog.getByLabel('Address').fill('Calle Mayor 1, Madrid');
    await clubDialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Club created')).toBeVisible();
    await expect(rowWith(page, clubName)).toBeVisible();

    await page.getByRole('link', { name: 'Courts' }).click();
    await page.getByRole('button', { name: 'Add Court' }).click();
    const courtDialog = page.getByRole('dialog', { name: 'Add Court' });
    await courtDialog.getByLabel('Name', { exact: true }).fill(courtName);
    await courtDialog.getByLabel('Club', { exact: true }).selectOption({ label: clubName });
    await courtDialog.getByLabel('Sport Type').selectOption('PADEL');
    await courtDialog.getByLabel('Username').fill(username);
    await courtDialog.getByLabel('Display name').fill(courtName);
    await courtDialog.getByLabel('Password', { exact: true }).fill('short');
    await courtDialog.getByRole('button', { name: 'Create' }).click();
    await expect(courtDialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await courtDialog.getByLabel('Password', { exact: true }).fill('court-password-1');
    await courtDialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Court created')).toBeVisible();
    await expect(rowWith(page, courtName)).toBeVisible();

    // The court user is locked once the court exists.
    await page.getByRole('button', { name: `Edit ${courtName}` }).click();
    const editCourt = page.getByRole('dialog', { name: 'Edit Court' });
    await expect(
      editCourt.getByText('User information cannot be modified after court creation.'),
    ).toBeVisible();
    await expect(editCourt.getByLabel('Username')).toBeDisabled();
    await expect(editCourt.getByLabel('Username')).toHaveValue(username);
    await editCourt.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: `Buttons of ${courtName}` }).click();
    await expect(page).toHaveURL(/\/admin\/buttons\?court=\d+$/);
    await expect(page.getByText('No buttons found')).toBeVisible();
    await page.getByRole('button', { name: 'Add Button' }).click();
    const buttonDialog = page.getByRole('dialog', { name: 'Add Button' });
    await buttonDialog.getByLabel('Name', { exact: true }).fill(`${courtName} blue`);
    await buttonDialog.getByLabel('Label').fill('Blue team');
    await buttonDialog.getByLabel('Action').selectOption('TEAM2_SCORE');
    await buttonDialog.getByRole('button', { name: 'Create' }).click();

    const secretDialog = page.getByRole('dialog', { name: `Secret of ${courtName} blue` });
    await expect(secretDialog.getByText('This secret is shown only once.')).toBeVisible();
    const secret = (await secretDialog.locator('code').first().textContent()) ?? '';
    expect(secret.length).toBeGreaterThan(20);
    await expect(secretDialog.getByText(/\/api\/buttons\/\d+\/press$/)).toBeVisible();
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(rowWith(page, `${courtName} blue`)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, { username, password: 'court-password-1' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a club admin sees only their club's items and its sidebar entries", async ({ page, request }) => {
    const own = await arrangeCourt(request);
    const other = await arrangeCourt(request);
    await arrangeMatch(request, own, { players: ['Ana', 'Bea', 'Carla', 'Dora'] });
    await arrangeMatch(request, other, { players: ['Eva', 'Fina', 'Gala', 'Hebe'] });
    const manager = await arrangeClubAdmin(request, own.clubId);

    await page.goto('/login');
    await signIn(page, manager);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Admin Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Courts',
      'Matches',
      'Events',
      'Players',
      'Contested results',
      'API tokens',
      'Webhooks',
      'Sponsors',
    ]);
    await expect(page.getByText('Club Admin', { exact: true })).toBeVisible();

    const ongoing = page.locator('li').filter({ hasText: 'Ana & Bea' });
    await expect(ongoing).toBeVisible();
    await expect(ongoing.locator('[data-status="ongoing"]')).toBeVisible();
    await expect(page.getByText('Eva & Fina')).toHaveCount(0);

    await nav.getByRole('link', { name: 'Courts' }).click();
    await expect(rowWith(page, own.courtName)).toBeVisible();
    await expect(page.getByText(other.courtName)).toHaveCount(0);

    await nav.getByRole('link', { name: 'Matches' }).click();
    await expect(page.getByText('1 match', { exact: true })).toBeVisible();
    await expect(rowWith(page, 'Ana & Bea')).toBeVisible();
    await expect(page.getByText('Eva & Fina')).toHaveCount(0);

    // The super admin's pages send a club admin home.
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("the dashboard's ongoing matches show the sets as 'a-b / c-d' and the game's points", async ({
    page,
    request,
  }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court, { players: ['Uxue', 'Vera', 'Wanda', 'Xenia'] });
    for (let point = 0; point < 6 * 4; point += 1) await scorePoint(request, court, matchId, 1);
    for (let point = 0; point < 4; point += 1) await scorePoint(request, court, matchId, 2);
    await scorePoint(request, court, matchId, 1);
    await signInWithToken(page, request, superAdmin);
    await page.goto('/admin/dashboard');
    const row = page.locator('li').filter({ hasText: 'Uxue & Vera' });
    // Each figure under its label: 'Games 6-0 / 0-1' (the games of each set), 'Game 15-0'.
    await expect(row.getByTestId('ongoing-sets')).toHaveText(/^Games\s*6-0 \/ 0-1$/);
    await expect(row.getByTestId('ongoing-game')).toHaveText(/^Game\s*15-0$/);
  });

  test("a finished match's status is locked in the edit form", async ({ page, request }) => {
    const court = await arrangeCourt(request);
    const matchId = await arrangeMatch(request, court, { players: ['Irene', 'Julia', 'Karen', 'Lola'] });
    await setMatchStatus(request, matchId, 'finished');
    await signInWithToken(page, request, superAdmin);
    await page.goto('/admin/matches');
    await page.getByRole('button', { name: 'Edit Irene & Julia vs Karen & Lola' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Match' });
    await expect(dialog.getByLabel('Status')).toBeDisabled();
    await expect(dialog.getByLabel('Status')).toHaveValue('finished');
    await expect(dialog.getByText('Cannot change status of finished matches')).toBeVisible();
    await expect(dialog.getByLabel('Court', { exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel('Start time')).toHaveCount(0);
    await expect(dialog.getByLabel('Team 1 player 1')).toHaveValue('Irene');
    await expect(dialog.getByLabel('Team 1 player 2')).toHaveValue('Julia');

    // The names of a finished match can still be corrected.
    await dialog.getByLabel('Team 1 player 2').fill('Juliana');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Match updated')).toBeVisible();
    await expect(rowWith(page, 'Irene & Juliana')).toBeVisible();
  });

  test('an ongoing match offers ongoing or finished, with the court select', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await arrangeMatch(request, court, { players: ['Mar', 'Nuria', 'Olga', 'Pepa'] });
    await signInWithToken(page, request, superAdmin);
    await page.goto('/admin/matches');
    await page.getByRole('button', { name: 'Edit Mar & Nuria vs Olga & Pepa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Match' });
    await expect(dialog.getByLabel('Status').locator('option')).toHaveText(['ongoing', 'finished']);
    await expect(dialog.getByLabel('Court', { exact: true })).toHaveValue(String(court.courtId));
    await expect(dialog.getByLabel('Start time')).toHaveCount(0);
    await dialog.getByLabel('Team 1 player 1').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Team 1 player 1 is required')).toBeVisible();
  });

  test('a logo upload shows the logo, and it can be removed', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, superAdmin);
    await page.goto('/admin/clubs');
    const clubRow = page
      .locator('tr')
      .filter({ has: page.getByRole('cell', { name: String(court.clubId), exact: true }) });
    await clubRow.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Club' });
    await expect(dialog.getByText('No logo')).toBeVisible();
    await dialog.getByLabel('Upload logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: pngLogo(),
    });
    await expect(page.getByText('Logo uploaded')).toBeVisible();
    const logo = dialog.getByRole('img', { name: /logo$/ });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);

    // A text file named .png is refused by its content, with the server's message.
    await dialog.getByLabel('Replace logo').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text'),
    });
    await expect(page.getByText('The file is not a PNG, JPEG or WebP image')).toBeVisible();
    await expect(logo).toBeVisible();

    await dialog.getByLabel('Add sponsor logo').setInputFiles({
      name: 'sponsor.png',
      mimeType: 'image/png',
      buffer: pngLogo(120, [200, 60, 40]),
    });
    await expect(dialog.getByRole('img', { name: 'Sponsor 1' })).toBeVisible();
    await page.screenshot({
      path: path.join(import.meta.dirname, '../screenshots/admin-club-form-desktop.png'),
    });

    await dialog.getByRole('button', { name: 'Remove logo' }).click();
    await expect(dialog.getByText('No logo')).toBeVisible();
  });

  test("deleting asks the spec's confirmation, and Cancel keeps the item", async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await arrangeMatch(request, court, { players: ['Quima', 'Rosa', 'Sara', 'Tina'] });
    await signInWithToken(page, request, superAdmin);

    await page.goto('/admin/courts');
    await page.getByRole('button', { name: `Delete ${court.courtName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm' });
    await expect(confirm.getByText(`Are you sure you want to delete ${court.courtName}?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowWith(page, court.courtName)).toBeVisible();

    // A refused delete shows the server's reason (the court has a match being played).
    await page.getByRole('button', { name: `Delete ${court.courtName}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('This court has an ongoing match. Finish it before deleting the court.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/admin/matches');
    await page.getByRole('button', { name: 'Delete Quima & Rosa vs Sara & Tina' }).click();
    await expect(confirm.getByText('Are you sure you want to delete this match?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Match deleted')).toBeVisible();
    await expect(page.getByText('Quima & Rosa')).toHaveCount(0);

    await page.goto('/admin/courts');
    await page.getByRole('button', { name: `Delete ${court.courtName}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Court deleted')).toBeVisible();
    await expect(page.getByText(court.courtName)).toHaveCount(0);
  });

  test("a failed save shows the server's message and keeps the form open", async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, superAdmin);
    await page.goto('/admin/courts');
    await page.getByRole('button', { name: 'Add Court' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Court' });
    await dialog.getByLabel('Name', { exact: true }).fill(uniqueName('Court'));
    await dialog.getByLabel('Club', { exact: true }).selectOption(String(court.clubId));
    await dialog.getByLabel('Username').fill(court.courtUser.username);
    await dialog.getByLabel('Display name').fill('Duplicate');
    await dialog.getByLabel('Password', { exact: true }).fill('court-password-1');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`The username '${court.courtUser.username}' is already taken`)).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('the users page creates, edits and deletes accounts', async ({ page, request }) => {
    const court = await arrangeCourt(request);
    await signInWithToken(page, request, superAdmin);
    const username = `user-${randomBytes(3).toString('hex')}`;
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Name', { exact: true }).fill('Second Screen');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('screen-password-1');
    await dialog.getByLabel('Role').selectOption('court_user');
    await dialog.getByLabel('Club', { exact: true }).selectOption(String(court.clubId));
    await dialog.getByLabel('Court', { exact: true }).selectOption(String(court.courtId));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('User created')).toBeVisible();
    const row = rowWith(page, username).or(rowWith(page, 'Second Screen'));
    await expect(row.first()).toContainText('COURT_USER');

    await page.getByRole('button', { name: 'Edit Second Screen' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Name', { exact: true }).fill('Second Screen Renamed');
    await edit.getByLabel('New password').fill('another-password-2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User updated')).toBeVisible();

    const login = await request.post('/api/auth/login', {
      data: { username, password: 'another-password-2' },
    });
    expect(login.ok()).toBe(true);

    await page.getByRole('button', { name: 'Delete Second Screen Renamed' }).click();
    await expect(page.getByText('Are you sure you want to delete Second Screen Renamed?')).toBeVisible();
    await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted')).toBeVisible();
    await expect(page.getByText('Second Screen Renamed')).toHaveCount(0);
  });
});
