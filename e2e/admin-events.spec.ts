import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { eventAdminMessages } from '../src/shared/schemas/event-admin';
import { signInAsAdmin } from './admin-session';
import { clientAddress, expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

// Staff's events (issue 23): add, update and delete an event in /dashboard/events and see each
// change on the public /events page; a visitor's registration shows in the admin's list. Each
// test is its own client (X-Forwarded-For), as in admin.spec.ts: admin sign-in is limited per
// address.

test.beforeEach(async ({ page }, testInfo) => {
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(testInfo, '198.51') });
});

/** The public events table's row for `title`, on a fresh load of /events. */
async function publicRow(page: Page, title: string) {
  await openHydrated(page, paths.events.path);
  return page.getByRole('main').getByRole('row').filter({ hasText: title });
}

test('an admin adds an event, sees it on /events, updates it, finds a visitor’s registration and deletes it', async ({
  page,
}, testInfo) => {
  // 768 px: the width of a tablet held upright, where the sidebar is a bar on top.
  await page.setViewportSize({ width: 768, height: 1000 });
  await signInAsAdmin(page, clientAddress(testInfo, '198.51'));
  const title = `Budgeting for a First Home ${Date.now()}`;

  // The dashboard's first tile leads to the table.
  await page.goto(paths.dashboard.path);
  const tiles = page.getByRole('list', { name: 'Staff tasks' });
  await expect(tiles.getByRole('link').first()).toHaveAccessibleName(/^Event Management/);
  await tiles.getByRole('link', { name: /^Event Management/ }).click();
  await expect(page).toHaveURL(paths.adminEvents.path);
  const table = page.getByRole('table', { name: 'Events' });
  for (const name of ['Sr. no', 'City', 'Title', 'Date', 'Duration']) {
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Add Event: the seed's first message, on its field; then the event is saved.
  await page.getByRole('link', { name: 'Add Event' }).click();
  await expect(page).toHaveURL(paths.adminSaveEvent.path);
  const form = page.getByRole('form', { name: 'Add New Event' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel(/^Title/)).toHaveAccessibleDescription(
    eventAdminMessages.enterTitle,
  );
  await expect(form.getByLabel(/^Title/)).toBeFocused();
  await expectNoAxeViolations(page);
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^City/).fill('Nagpur');
  await form.getByLabel(/^Date/).fill('2099-06-15');
  await form.getByLabel(/^Start time/).fill('10:30');
  await form.getByLabel(/^Duration/).fill('2 hours');
  await form.getByLabel(/^Venue/).fill('Civil Lines Community Hall');
  await form.getByLabel(/^Key note speaker/).fill('Farah Siddiqui');
  await form.getByLabel(/^Description/).fill('Down payments, EMIs and a first home’s real cost.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(paths.adminEvents.path);
  await expect(page.getByText(eventAdminMessages.saved)).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('15-06-2099');
  await expect(row).toContainText('2 hours');

  // The public page shows it at once.
  await expect(await publicRow(page, title)).toHaveCount(1);

  // Event Details, opened by keyboard; Update opens the prefilled form, which a reload keeps.
  await page.goto(paths.adminEvents.path);
  await row.getByRole('button', { name: title }).focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Event Details' });
  await expect(details).toContainText('Civil Lines Community Hall');
  await expect(details).toContainText('10:30 AM');
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.adminUpdateEvent.path}\\?id=\\d+$`));
  await page.reload();
  const update = page.getByRole('form', { name: 'Update Event' });
  await expect(update.getByLabel(/^Title/)).toHaveValue(title);
  await expect(update.getByLabel(/^Date/)).toHaveValue('2099-06-15');
  await expectNoAxeViolations(page);
  await update.getByLabel(/^City/).fill('');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(update.getByLabel(/^City/)).toHaveAccessibleDescription(
    eventAdminMessages.enterCity,
  );
  await update.getByLabel(/^City/).fill('Indore');
  await update.getByLabel(/^Venue/).fill('Rajwada Heritage Hall');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(paths.adminEvents.path);
  await expect(page.getByText(eventAdminMessages.updated)).toBeVisible();
  await expect(row).toContainText('Indore');

  // A visitor sees the change on /events and registers there.
  const visitorRow = await publicRow(page, title);
  await expect(visitorRow).toContainText('Indore');
  await visitorRow.getByRole('link').click();
  const visitorDialog = page.getByRole('dialog', { name: title });
  await expect(visitorDialog).toContainText('Rajwada Heritage Hall');
  await visitorDialog.getByLabel(/^Name/).fill('Ishaan Verma');
  await visitorDialog.getByLabel(/^Email/).fill('ishaan.verma@example.in');
  await visitorDialog.getByLabel(/^Phone/).fill('9876543210');
  await visitorDialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();

  // The admin finds the registration.
  await page.goto(paths.adminEvents.path);
  await row.getByRole('link', { name: `1 registration for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.adminEventRegistrations.path}\\?id=\\d+$`));
  const registrations = page.getByRole('table', { name: `Registrations for ${title}` });
  const registration = registrations.getByRole('row').filter({ hasText: 'Ishaan Verma' });
  await expect(registration).toContainText('ishaan.verma@example.in');
  await expect(registration).toContainText('+919876543210');
  await expectNoAxeViolations(page);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^event_registrations\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv).toContain('Ishaan Verma,ishaan.verma@example.in,');
  expect(csv).toContain(title);

  // Delete asks 'Are you sure?' first; Cancel keeps the event.
  await page.getByRole('link', { name: 'Back to events' }).click();
  await row.getByRole('button', { name: title }).click();
  await details.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('with its 1 registration');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(eventAdminMessages.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(await publicRow(page, title)).toHaveCount(0);
});
