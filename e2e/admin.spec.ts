import type { Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { site } from '../src/shared/config/site';
import { accountMessages } from '../src/shared/schemas/account';
import { sidebarPlaces } from '../src/web/features/admin/admin-nav';
import { adminPassword, adminToken as adminTokenFor, withToken } from './admin-session';
import { clientAddress, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * No toast: a form's message shows once, in the form. The snackbar's code loads on its first
 * notice, so give a toast that would follow the message the moment it needs to appear; then look
 * once (a retrying assertion would wait for a toast to hide itself).
 */
async function expectNoToast(page: Page) {
  await page.waitForTimeout(500);
  expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
}

// The staff pages: /admin's sign-in and /dashboard's guard, sidebar and Logout. The first admin is
// `admin`, with the password playwright.config.ts gives the test server.
//
// Admin sign-in is limited to 5 a minute per client address; as in account.spec.ts, each test is
// its own client through X-Forwarded-For, which the production-mode test server believes from a
// loopback proxy.

let address = '';
test.beforeEach(async ({ page }, testInfo) => {
  address = clientAddress(testInfo, '198.51');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
});

const adminToken = (page: Page) => adminTokenFor(page, address);

const storedToken = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('jwt'));

function acceptFailedResponses(consoleErrors: string[], status: number, count = 1) {
  const message = new RegExp(
    `^Failed to load resource: the server responded with a status of ${status}\\b`,
  );
  expect(consoleErrors.filter((error) => message.test(error))).toHaveLength(count);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !message.test(e)));
}

test('/admin: a wrong password is an Invalid Credential, shown once in the form; the right one opens the dashboard', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(paths.admin.path);
  await expect(page).toHaveTitle(`${paths.admin.title} | ${site.name}`);
  await expect(page.getByRole('heading', { name: 'Admin sign-in', level: 1 })).toBeVisible();
  // The staff pages have no public bar or footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const username = page.getByLabel(/^Username/);
  const password = page.getByLabel(/^Password/);
  await expect(username).toHaveAttribute('required', '');
  await expect(username).toHaveAttribute('autocomplete', 'username');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(username).toHaveAccessibleDescription(accountMessages.usernameRequired);

  await username.fill('admin');
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const form = page.getByRole('form', { name: 'Admin sign-in' });
  await expect(form.getByRole('alert')).toHaveText(accountMessages.invalidCredential);
  await expectNoToast(page);
  await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
  acceptFailedResponses(consoleErrors, 401);

  await password.fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(paths.dashboard.path);
  await expect(page.getByRole('heading', { name: 'Welcome, admin', level: 1 })).toBeVisible();
  expect(await storedToken(page)).toMatch(/\S{20,}/);

  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Every staff place, then Logout.
  await expect(sidebar.getByRole('listitem')).toHaveCount(sidebarPlaces.length + 1);
  await expectNoAxeViolations(page);
});

test('Logout revokes the token: /dashboard then sends to /admin', async ({ page }) => {
  const token = await adminToken(page);
  await withToken(page, token);
  await page.goto(paths.dashboard.path);
  await expect(page.getByRole('heading', { name: 'Welcome, admin' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(paths.admin.path);
  expect(await storedToken(page)).toBeNull();
  // Revoked on the server, not only forgotten by the tab.
  const me = await page.request.get('/api/admin/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);

  await page.goto(paths.dashboard.path);
  await expect(page).toHaveURL(paths.admin.path);
});

test('/dashboard without a token goes to /admin without asking the server', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/')) asked.push(request.url());
  });
  await page.goto(paths.dashboard.path);
  await expect(page).toHaveURL(paths.admin.path);
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('a token the server refuses is dropped, and /admin asks to sign in again', async ({
  page,
  consoleErrors,
}) => {
  await withToken(page, 'no-such-token');
  await page.goto(paths.dashboard.path);
  await expect(page).toHaveURL(paths.admin.path);
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  await expect(page.locator('.MuiSnackbar-root')).toHaveText('Please sign in again');
  acceptFailedResponses(consoleErrors, 401);
  expect(await storedToken(page)).toBeNull();
});

test('/admin with a valid token goes straight to the dashboard', async ({ page }) => {
  await withToken(page, await adminToken(page));
  await page.goto(paths.admin.path);
  await expect(page).toHaveURL(paths.dashboard.path);
  await expect(page.getByRole('heading', { name: 'Welcome, admin' })).toBeVisible();
});

test('staff code never loads on public pages', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  for (const path of ['/', paths.moneyMap.path]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /admin|dashboard|bare-layout/.test(script))).toEqual([]);
});
