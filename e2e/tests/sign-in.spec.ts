import { demoCourt, expect, signIn, superAdmin, test } from '../support/fixtures.ts';

test.describe('sign-in and the login guard', () => {
  test('a signed-out visit to /admin/users lands on /login and returns there after signing in as super admin', async ({
    page,
  }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signIn(page, superAdmin);
    await expect(page).toHaveURL(/\/admin\/users$/);
  });

  test('a court user lands on /dashboard and is sent home from /admin', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demoCourt(0));
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/clubs');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a super admin lands on /admin/dashboard and is sent home from the court dashboard', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, superAdmin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a court tablet keeps the device cookie of its sign-in and sends it with its next sign-in', async ({
    page,
    context,
  }) => {
    // The device cookie keeps a tablet that signed in before out of the reach of someone else's
    // password spray from the club's address (docs/api.md, "Sign-in throttle and device cookies").
    await page.goto('/login');
    await signIn(page, demoCourt(1));
    await expect(page).toHaveURL(/\/dashboard$/);
    const cookies = await context.cookies();
    const device = cookies.find((cookie) => cookie.name.startsWith('bandeja_device_'));
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });

    // Signed out on this browser (its token gone), it signs in again: the cookie goes along.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/login');
    const signInRequest = page.waitForRequest(
      (request) => request.url().endsWith('/api/auth/login') && request.method() === 'POST',
    );
    await signIn(page, demoCourt(1));
    const headers = await (await signInRequest).allHeaders();
    expect(headers.cookie ?? '').toContain(`${device?.name}=${device?.value}`);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('wrong credentials show "Invalid credentials" and stay on the sign-in screen', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, { username: 'admin', password: 'not the password' });
    await expect(page.getByText('Invalid credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an empty form shows "Username is required" and "Password is required"', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('an unknown path goes to /dashboard, which asks a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user who opens /login is sent to their home', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, superAdmin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
