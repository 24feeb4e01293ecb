import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { signInAsAdmin } from './admin-session';
import { clientAddress, expect, expectNoAxeViolations, test } from './fixtures';

// The staff screens about people: the newsletter's subscribers, a person's data (DPDP requests)
// and the admin accounts. Each test is its own client (admin sign-in is limited per address) and
// makes its own addresses, so the tests do not meet.

test.beforeEach(async ({ page }, testInfo) => {
  const address = clientAddress(testInfo, '198.51');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await signInAsAdmin(page, address);
});

/** The success notice (the 3-second snackbar of seed 001 section 9). */
const notice = (page: Page) => page.locator('.MuiSnackbar-root');

/** A subscriber made through the public call, as the newsletter block makes one. */
async function subscribe(page: Page, name: string, email: string) {
  const response = await page.request.post('/api/contactUs/subscribe', {
    data: { name, email, consent: true },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const unique = (who: string) =>
  `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

test('an admin finds a subscriber by address and erases them after Are you sure?', async ({
  page,
}) => {
  const email = unique('sunita');
  await subscribe(page, 'Sunita Rao', email);
  await page.goto(paths.adminSubscribers.path);
  await expect(page.getByRole('heading', { name: 'Subscribers', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by e-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 found, 1 subscribed')).toBeVisible();
  const table = page.getByRole('region', { name: 'Subscribers' });
  await expect(table.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The CSV of every subscriber, saved to disk through the reports' single-use link.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^subscribers\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile((await file.path())!, 'utf8')).toContain(email);

  await table.getByRole('button', { name: `Erase ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page)).toContainText(`Subscriber erased: ${email}`);
  await expect(page.getByText('No subscriber has an address like that.')).toBeVisible();
  await expect(page.getByText('0 found, 0 subscribed')).toBeVisible();
});

test('an admin finds what is held about an address and downloads it, giving how and why', async ({
  page,
}) => {
  const email = unique('farhan');
  await subscribe(page, 'Farhan Ali', email);
  await page.goto(paths.adminPeople.path);
  await expect(page.getByRole('heading', { name: "People's data", level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Newsletter: subscribed')).toBeVisible();
  await expect(page.getByText('No account')).toBeVisible();
  await expectNoAxeViolations(page);

  // The notes are required before anything is given out.
  await page.getByRole('button', { name: 'Download data' }).click();
  await expect(
    page.getByText('Please say how you checked that the requester owns this address'),
  ).toBeVisible();
  await page
    .getByRole('textbox', { name: "How you checked the requester's identity" })
    .fill('He wrote from the address and answered our reply');
  await page
    .getByRole('textbox', { name: 'Why: the request and how it reached you' })
    .fill('Access request by e-mail to support');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.newsletterAndEnquiries.newsletter).toMatchObject({ email, name: 'Farhan Ali' });
  await expect(page.getByText('The data is downloaded.')).toBeVisible();
});

test('an admin adds an admin with a made password, then removes them after Are you sure?, at 768 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  const username = `helper_${Date.now() % 1e8}`;
  await page.goto(paths.adminAdmins.path);
  await expect(page.getByRole('heading', { name: 'Admin accounts', level: 1 })).toBeVisible();
  const table = page.getByRole('region', { name: 'Admin accounts' });
  await expect(table.getByRole('cell', { name: 'admin (you)' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: 'Make a password' }).click();
  await expect(page.locator('#new-admin-password')).toHaveValue(/^[A-Za-z0-9]{20}$/);
  await page.getByRole('button', { name: 'Add admin' }).click();
  await expect(page.getByText(`Admin ${username} added`)).toBeVisible();
  await expect(table.getByRole('cell', { name: username, exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

  await table.getByRole('button', { name: `Remove ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  // Cancel has the focus: Enter never removes by accident.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page)).toContainText(`Admin removed: ${username}`);
  await expect(table.getByRole('cell', { name: username, exact: true })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^Remove admin$/ })).toHaveCount(0);
});
