import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { signInAsAdmin } from './admin-session';
import { clientAddress, expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

// Staff screens beyond the seeds (issue 23): Enquiries, the mail outbox and the audit log. A
// visitor's contact form arrives in Enquiries; the admin marks it answered, and the audit log and
// the outbox show what happened. Each test is its own client through X-Forwarded-For (admin.spec.ts).

let address = '';
test.beforeEach(async ({ page }, testInfo) => {
  address = clientAddress(testInfo, '198.51');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Today in India, as a date input takes it. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function sendContactForm(page: Page, name: string, company: string) {
  await openHydrated(page, paths.contactUs.path);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email').fill(`enquirer-${unique()}@example.com`);
  await form.getByLabel('Phone').fill('+91 98450 12345');
  await form.getByLabel('Company Name').fill(company);
  await form.getByLabel('Message').fill('Could your planners speak to our staff in December?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for contacting us!');
}

test('an admin finds a visitor’s contact enquiry, marks it answered, and the audit log says so', async ({
  page,
}, testInfo) => {
  const name = `Lakshmi Iyer ${unique()}`;
  const company = `Iyer Looms ${unique()}`;
  await sendContactForm(page, name, company);

  await signInAsAdmin(page, clientAddress(testInfo, '198.51'));
  await page.goto(paths.dashboard.path);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Enquiries' })
    .click();
  await expect(page).toHaveURL(paths.adminEnquiries.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();

  // Only today's contact-form enquiries.
  const filter = page.getByRole('form', { name: 'Filter enquiries' });
  await filter.getByLabel('Kind').selectOption({ label: 'Contact form' });
  await filter.getByLabel('From').fill(indiaToday());
  await filter.getByLabel('To').fill(indiaToday());
  await filter.getByRole('button', { name: 'Show' }).click();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(company);
  await expect(row).toContainText('Contact form');
  await expect(row).toContainText('New');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^Mark answered/ }).click();
  await expect(page.getByText('Marked as answered')).toBeVisible();
  await expect(row).toContainText('Answered');
  await expect(row.getByRole('button', { name: /^Mark new/ })).toBeVisible();

  // The contact form's CSV holds it, saved as a file.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Contact form CSV', exact: true }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`contact_enquiries${indiaToday()}.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toMatch(/^\uFEFFName,E-mail,Phone,Company,Message,Status,/);
  expect(csv).toContain(`${name},`);
  expect(csv).toContain(`,${company},`);

  // A range that ends before it starts is said under the end date, and the list stays.
  await filter.getByLabel('From').fill('2026-01-02');
  await filter.getByLabel('To').fill('2026-01-01');
  await filter.getByRole('button', { name: 'Show' }).click();
  await expect(filter.getByText('The start date must not be after the end date')).toBeVisible();
  await expect(row).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entry = page.getByRole('article').filter({ hasText: 'enquiry.status' }).first();
  await expect(entry).toContainText('admin');
  await expect(entry.getByRole('table')).toContainText(/status\s*new\s*answered/);
  // Ids only: the person's name is not in the log.
  await expect(page.getByText(name)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the outbox screen shows the kept mail with its links’ tokens removed', async ({
  page,
}, testInfo) => {
  // A new account's confirmation mail carries a live token in its link.
  const email = `outbox-${unique()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a-long-password-1', name: '' },
    headers: { 'x-forwarded-for': address, origin: String(testInfo.project.use.baseURL) },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);

  await signInAsAdmin(page, clientAddress(testInfo, '198.51'));
  await page.goto(paths.adminOutbox.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  const mail = page.getByRole('listitem').filter({ hasText: `To ${email}` });
  // The confirmation is sent after the sign-up answers: look again until it is kept.
  await expect(async () => {
    await page.reload();
    await expect(mail).toHaveCount(1, { timeout: 2_000 });
  }).toPass();
  await mail.getByRole('button').click();
  const text = mail.getByRole('region');
  await expect(text).toContainText('[removed]');
  await expect(text).not.toContainText(/token=(?!\[removed\])/);
  await expectNoAxeViolations(page);
});

test('the three screens work at 768 px and by keyboard', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await signInAsAdmin(page, clientAddress(testInfo, '198.51'));
  for (const [key, heading] of [
    ['adminEnquiries', 'Enquiries'],
    ['adminOutbox', 'Mail outbox'],
    ['adminAudit', 'Audit log'],
  ] as const) {
    await page.goto(paths[key].path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Nothing is wider than the screen: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
    await expectNoAxeViolations(page);
  }
  // From the audit log, the keyboard reaches the sidebar's Enquiries and opens it.
  const link = page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Enquiries' });
  for (let i = 0; i < 10 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.adminEnquiries.path);
});
