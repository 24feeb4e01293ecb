import type { Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { signInAsAdmin } from './admin-session';
import { clientAddress, expect, expectNoAxeViolations, test } from './fixtures';

// The magazine's staff screens (issue 23): the Manage Blogs hub, Section Management and Author
// Management. The test server is seeded with the demo magazine, whose sections and authors have
// articles (so deleting them is refused). Each test is its own client (X-Forwarded-For), as in
// admin.spec.ts: admin sign-in is limited per client.

test.beforeEach(async ({ page }, testInfo) => {
  const address = clientAddress(testInfo, '198.51');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await signInAsAdmin(page, address);
});

/** A refused call is logged by the browser as a failed resource: expect exactly `count` of them. */
function acceptFailedResponses(consoleErrors: string[], status: number, count = 1) {
  const message = new RegExp(
    `^Failed to load resource: the server responded with a status of ${status}\\b`,
  );
  expect(consoleErrors.filter((error) => message.test(error))).toHaveLength(count);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !message.test(e)));
}

const sectionsTable = (page: Page) => page.getByRole('region', { name: 'Sections table' });
const authorsTable = (page: Page) => page.getByRole('region', { name: 'Authors table' });

test('the dashboard leads to Manage Blogs, whose tiles lead to articles, authors and sections', async ({
  page,
}) => {
  await page.goto(paths.dashboard.path);
  await page.getByRole('link', { name: /Manage Blogs/ }).click();
  await expect(page).toHaveURL(paths.adminManageBlog.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Blogs Management/ }).click();
  await expect(page).toHaveURL(paths.adminBlogManagement.path);
  await expect(
    page.getByRole('heading', { level: 1, name: paths.adminBlogManagement.title }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Manage Blogs' }).click();

  await page.getByRole('link', { name: /Section Management/ }).click();
  await expect(page).toHaveURL(paths.adminBlogSection.path);
  await page.getByRole('link', { name: 'Back to Manage Blogs' }).click();
  await page.getByRole('link', { name: /Author Management/ }).click();
  await expect(page).toHaveURL(paths.adminManageAuthor.path);
});

test('a section is added, renamed (its page shows the new name) and deleted; one with articles is not', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(paths.adminBlogSection.path);
  await expect(sectionsTable(page).getByRole('rowheader', { name: 'Tax' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Save with no name: the shared schema's message, on the field.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter section name')).toBeVisible();

  await page.getByLabel(/^Name/).fill('Gold and Silver');
  await page.getByLabel(/^Description/).fill('Metals in a family portfolio');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    sectionsTable(page).getByRole('rowheader', { name: 'Gold and Silver' }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');

  // Update: the form fills, the banner names the section, and a reload keeps both.
  await page.getByRole('button', { name: 'Update Gold and Silver' }).click();
  const banner = page.getByRole('button', {
    name: 'Updating Gold and Silver, click here to clear update',
  });
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Gold and Silver');
  await expectNoAxeViolations(page);
  // The banner is a button: Enter clears the update, by keyboard.
  await banner.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect(page.getByLabel(/^Name/)).toHaveValue('');

  await page.getByRole('button', { name: 'Update Gold and Silver' }).click();
  await page.getByLabel(/^Name/).fill('Precious Metals');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    sectionsTable(page).getByRole('rowheader', { name: 'Precious Metals' }),
  ).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The public magazine shows the new name at once, at the new address. (The old address's 301
  // needs an article in the section: magazine-admin.int.test.ts proves it.)
  await page.goto('/magazine/section/precious-metals');
  await expect(page.getByRole('heading', { level: 1, name: 'Precious Metals' })).toBeVisible();

  // Delete asks first; Cancel keeps it, Delete removes it.
  await page.goto(paths.adminBlogSection.path);
  await page.getByRole('button', { name: 'Delete Precious Metals' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    sectionsTable(page).getByRole('rowheader', { name: 'Precious Metals' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete Precious Metals' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(sectionsTable(page).getByRole('rowheader', { name: 'Precious Metals' })).toHaveCount(
    0,
  );

  // A section with articles: refused, in words that say how many.
  await page.getByRole('button', { name: 'Delete Tax' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /cannot be deleted/ })).toContainText(
    /This section cannot be deleted: \d+ articles? (is|are) in it\./,
  );
  await expect(sectionsTable(page).getByRole('rowheader', { name: 'Tax' })).toBeVisible();
  await expectNoAxeViolations(page);
  acceptFailedResponses(consoleErrors, 409);
});

test('an author is added with initials, edited and deleted; one with articles is not', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(paths.adminManageAuthor.path);
  await expect(page.getByRole('heading', { level: 2, name: 'Add Author' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Name/).fill('Meera Pillai');
  await page.getByLabel(/^Twitter/).fill('http://x.com/meerapillai');
  await page.getByLabel(/^LinkedIn/).fill('https://www.linkedin.com/in/meerapillai');
  await page.getByLabel(/^Description/).fill('Writes on pensions and the NPS.');
  await page.getByRole('button', { name: 'Add Author' }).click();
  // Decision 37: only https:// links are stored, and the message names the field.
  await expect(
    page.getByText('The Twitter link must start with https:// or be a path on this site'),
  ).toBeVisible();
  await page.getByLabel(/^Twitter/).fill('https://x.com/meerapillai');
  await page.getByRole('button', { name: 'Add Author' }).click();

  const row = authorsTable(page).getByRole('row', { name: /Meera Pillai/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('MP');
  await expect(row).toContainText('Writes on pensions and the NPS.');

  await page.getByRole('button', { name: 'Edit Meera Pillai' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Meera Pillai' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Description/)).toHaveValue('Writes on pensions and the NPS.');
  await page.getByLabel(/^Description/).fill('Writes on pensions, the NPS and annuities.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(row).toContainText('Writes on pensions, the NPS and annuities.');
  await expect(page.getByRole('heading', { level: 2, name: 'Add Author' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Meera Pillai' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);

  // An author whose articles remain: refused, in words that say how many.
  await page.getByRole('button', { name: 'Delete Kavya Raghunathan' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /cannot be deleted/ })).toContainText(
    /This author cannot be deleted: \d+ articles? (is|are) by them\./,
  );
  await expect(authorsTable(page).getByRole('row', { name: /Kavya Raghunathan/ })).toBeVisible();
  await expectNoAxeViolations(page);
  acceptFailedResponses(consoleErrors, 409);
});

test('the magazine screens fit a 768 px screen without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const path of [
    paths.adminManageBlog.path,
    paths.adminBlogSection.path,
    paths.adminManageAuthor.path,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Loading');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
