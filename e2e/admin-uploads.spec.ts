import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '../src/shared/config/paths';
import { blogAdminMessages } from '../src/shared/schemas/blog-admin';
import { signInAsAdmin } from './admin-session';
import { clientAddress, expect, expectNoAxeViolations, test } from './fixtures';

// Picture uploads from the admin area (issue 24): the author form's picture, chosen with the
// keyboard-reachable file input, uploaded at once and stored with the author. Each test is its
// own client (X-Forwarded-For): admin sign-in is limited per client.

test.beforeEach(async ({ page }, testInfo) => {
  const address = clientAddress(testInfo, '198.51');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await signInAsAdmin(page, address);
});

/** A portrait drawn for the test: a PNG with a circle on a coloured ground. */
async function portraitFile(path: string) {
  const circle = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><circle cx="300" cy="260" r="140" fill="#f4d35e"/></svg>',
  );
  const png = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 11, g: 110, b: 79 } },
  })
    .composite([{ input: circle }])
    .png()
    .toBuffer();
  await writeFile(path, png);
  return path;
}

const pictureGroup = (page: Page) => page.getByRole('group', { name: 'Picture' });

test('an author is added with an uploaded picture, which a failed upload does not replace', async ({
  page,
  consoleErrors,
}, testInfo) => {
  await page.goto(paths.adminManageAuthor.path);
  await expect(page.getByRole('heading', { level: 2, name: 'Add Author' })).toBeVisible();
  const group = pictureGroup(page);
  await expect(group.getByRole('img', { name: 'No picture yet' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The upload is held a moment, so that what it says meanwhile can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/uploadImage', async (route) => {
    await held;
    await route.continue();
  });

  // The file input is reached with the keyboard, from the name field.
  await page.getByLabel(/^Name/).fill('Anika Bose');
  await page.keyboard.press('Tab');
  const chooser = group.getByLabel('Choose picture');
  await expect(chooser).toBeFocused();
  await chooser.setInputFiles(await portraitFile(testInfo.outputPath('portrait.png')));

  await expect(group.getByRole('status')).toHaveText(blogAdminMessages.uploadingImage);
  await expect(page.getByRole('button', { name: 'Add Author' })).toBeDisabled();
  release();
  await expect(group.getByRole('status')).toHaveText('');
  const preview = group.getByRole('img', { name: 'The chosen picture' });
  await expect(preview).toHaveAttribute('src', /^\/media\/images\/[0-9a-f-]{36}-320\.webp$/);
  const uploaded = String(await preview.getAttribute('src'));
  await page.unroute('**/api/admin/uploadImage');

  // A file that is not a picture, whatever its name: the seed's words, then why; the picture stays.
  const fake = testInfo.outputPath('not-a-picture.png');
  await writeFile(fake, '<script>alert(1)</script>');
  await group.getByLabel('Choose picture').setInputFiles(fake);
  await expect(group.getByRole('alert')).toHaveText(
    `${blogAdminMessages.authorUploadFailed} This file is not a picture. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.`,
  );
  await expect(preview).toHaveAttribute('src', uploaded);
  await expectNoAxeViolations(page);
  const refused = consoleErrors.filter((e) => /status of 415\b/.test(e));
  expect(refused).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(refused[0]!), 1);

  await page.getByLabel(/^Twitter/).fill('https://x.com/anikabose');
  await page.getByLabel(/^LinkedIn/).fill('https://www.linkedin.com/in/anikabose');
  await page.getByLabel(/^Description/).fill('Writes on insurance for young families.');
  await page.getByRole('button', { name: 'Add Author' }).click();

  const row = page
    .getByRole('region', { name: 'Authors table' })
    .getByRole('row', { name: /Anika Bose/ });
  await expect(row).toBeVisible();
  const avatar = row.locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/media\/images\/[0-9a-f-]{36}-\d+\.webp$/);
  const stored = await page.request.get(String(await avatar.getAttribute('src')));
  expect(stored.headers()['content-type']).toBe('image/webp');
  // The form is empty again, its picture with it.
  await expect(group.getByRole('img', { name: 'No picture yet' })).toBeVisible();

  // Edit keeps the picture, shown in the form.
  await page.getByRole('button', { name: 'Edit Anika Bose' }).click();
  await expect(group.getByRole('img', { name: 'The chosen picture' })).toHaveAttribute(
    'src',
    uploaded,
  );
  await page.getByRole('button', { name: 'Cancel edit' }).click();

  await page.getByRole('button', { name: 'Delete Anika Bose' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);
});
