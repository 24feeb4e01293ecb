import type { BrowserContext, Page } from '@playwright/test';
import { clientAddress, expect, openHydrated, test } from './fixtures';

// Two tabs of one browser share the session cookie: what one tab does to the session, the other
// shows at once, without a reload. Each test acts as its own client address (sign-in limits).

const password = 'monsoon ledger kettle';
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

let address = '';
test.beforeEach(async ({ context }, testInfo) => {
  address = clientAddress(testInfo, '198.51');
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
});

const header = (page: Page) => page.getByRole('banner');
const loginButton = (page: Page) => header(page).getByRole('button', { name: 'Login' });
const accountButton = (page: Page) => header(page).getByRole('button', { name: 'Account' });

/** Opens a second tab on the site; the returned check says whether it was never reloaded. */
async function secondTab(context: BrowserContext) {
  const tab = await context.newPage();
  await openHydrated(tab, '/');
  await tab.evaluate(() => Object.assign(window, { notReloaded: true }));
  const neverReloaded = () => tab.evaluate(() => 'notReloaded' in window);
  return { tab, neverReloaded };
}

async function signUpWithDialog(page: Page, email: string) {
  await loginButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'create an account' }).click();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
}

async function signInWithDialog(page: Page, email: string) {
  await loginButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
}

async function logOutWithMenu(page: Page) {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(loginButton(page)).toBeVisible();
}

test('signing up, out and in again in one tab shows in the other tab without a reload', async ({
  page,
  context,
}) => {
  await openHydrated(page, '/');
  const { tab, neverReloaded } = await secondTab(context);
  await expect(loginButton(tab)).toBeVisible();

  const email = uniqueEmail('tabs');
  await signUpWithDialog(page, email);
  await expect(accountButton(tab)).toBeVisible();

  await logOutWithMenu(page);
  await expect(loginButton(tab)).toBeVisible();

  await signInWithDialog(page, email);
  await expect(accountButton(tab)).toBeVisible();
  expect(await neverReloaded()).toBe(true);
});

test('a tab that missed the sign-out reads the session again when it is shown', async ({
  page,
  context,
}) => {
  await openHydrated(page, '/');
  await signUpWithDialog(page, uniqueEmail('shown'));
  const { tab, neverReloaded } = await secondTab(context);
  await expect(accountButton(tab)).toBeVisible();

  // Signed out on the server, with no message to the tabs (as from another browser window).
  const signedOut = await page.request.post('/api/auth/sign-out', {
    headers: { origin: String(test.info().project.use.baseURL) },
  });
  expect(signedOut.ok(), await signedOut.text()).toBe(true);
  await expect(accountButton(tab)).toBeVisible();

  // The tab comes to the front again.
  await tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(loginButton(tab)).toBeVisible();
  expect(await neverReloaded()).toBe(true);
});
