import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The first admin's password, as playwright.config.ts gives the test server. */
export const adminPassword = 'e2e-admin-password-0123';

/**
 * An admin token from the API, as /admin's Login gets it. `address` is the test's client
 * address (`clientAddress`): admin sign-in is limited to 5 a minute per client.
 */
export async function adminToken(page: Page, address: string): Promise<string> {
  const response = await page.request.post('/api/admin/authenticate', {
    data: { username: 'admin', password: adminPassword },
    headers: { 'x-forwarded-for': address },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Puts a token into the tab's session storage, as a sign-in in this tab would. */
export async function withToken(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((jwt) => window.sessionStorage.setItem('jwt', jwt), token);
}

/** Signs the tab in as the first admin (through the API) and returns the token. */
export async function signInAsAdmin(page: Page, address: string): Promise<string> {
  const token = await adminToken(page, address);
  await withToken(page, token);
  return token;
}
