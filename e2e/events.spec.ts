import { paths } from '../src/shared/config/paths';
import { galleryPhotos } from '../src/web/features/events/gallery-photos';
import { expect, expectNoAxeViolations, openHydrated, test, clientAddress } from './fixtures';

const eventExample = paths.eventPage.example;

test.beforeEach(async ({ page }, testInfo) => {
  // Each test is its own visitor for the registration's per-client limit.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(testInfo, '203.0') });
});

test('the events page lists events; a title opens Event Details, whose form registers and closes', async ({
  page,
  consoleErrors,
}) => {
  const response = await openHydrated(page, paths.events.path);
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Event');
  const table = main.getByRole('table');
  for (const name of ['City', 'Title', 'Date']) {
    await expect(table.getByRole('columnheader', { name })).toBeVisible();
  }

  // The first row is the soonest upcoming event.
  const first = table.getByRole('row').nth(1).getByRole('link');
  const title = (await first.textContent())!.trim();
  await first.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Key note speaker')).toBeVisible();
  await expect(dialog.getByText(/^\d\d-\d\d-\d{4}$/)).toBeVisible();

  // The first failure: the seed's first message, on the Name field.
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText('Please Enter name')).toBeVisible();
  await expect(dialog.getByLabel(/^Name/)).toBeFocused();

  const phone = dialog.getByLabel(/^Phone/);
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveAttribute('inputmode', 'tel');
  const email = `e2e-${Date.now()}@example.in`;
  await dialog.getByLabel(/^Name/).fill('Priya Nair');
  await dialog.getByLabel(/^Email/).fill(email);
  await phone.fill('+91 98450 12345');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Registration Successful')).toBeVisible();

  // The same address again: the server's words, in the form.
  await first.click();
  await dialog.getByLabel(/^Name/).fill('Priya Nair');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Phone/).fill('9845012345');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText(/already registered/)).toBeVisible();
  // Chromium logs the refused request's 409; that one is expected.
  const conflict = consoleErrors.filter((error) => error.includes('status of 409'));
  expect(conflict).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(conflict[0]!), 1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('the gallery’s lightbox works by keyboard and swipe: open, arrows, Escape gives the focus back', async ({
  page,
}) => {
  await openHydrated(page, paths.events.path);
  const gallery = page.getByRole('list', { name: 'Moments from our events' });
  await expect(gallery.getByRole('listitem')).toHaveCount(26);
  const second = gallery.getByRole('button').nth(1);
  await second.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', galleryPhotos[1]!.alt);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', galleryPhotos[2]!.alt);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', galleryPhotos[0]!.alt);
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', galleryPhotos.at(-1)!.alt);
  // A swipe to the left shows the next photo (past the last, the first).
  const box = (await viewer.getByRole('img').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', galleryPhotos[0]!.alt);
  // The focus stays in the viewer.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(second).toBeFocused();
});

test('the events page and an event dialog have no accessibility violations', async ({ page }) => {
  await openHydrated(page, paths.events.path);
  await expectNoAxeViolations(page);
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an event’s own page has its details, form and Event JSON-LD, and no violations', async ({
  page,
}) => {
  const response = await openHydrated(page, eventExample);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Retirement Is a Number: Find Yours',
  );
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('"@type":"Event"');
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an event’s page shows its details and form, and says the form needs JavaScript', async ({
    page,
  }) => {
    const response = await page.goto(eventExample);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Key note speaker')).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toBeVisible();
    await expect(page.getByLabel(/^Phone/)).toHaveAttribute('type', 'tel');
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    // Found by CSS: Playwright's text lookups skip what is in a <noscript>.
    await expect(page.locator('main noscript p')).toContainText('This form needs JavaScript');
  });

  test('a past event says registration has closed, without a form', async ({ page }) => {
    await page.goto(paths.events.path);
    const past = page.getByRole('row').filter({ hasText: 'registration closed' }).first();
    await past.getByRole('link').click();
    await expect(page.getByText(/registration has closed/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
  });
});

test('@mobile the events page and an event page do not scroll sideways at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [paths.events.path, eventExample]) {
    await openHydrated(page, path);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      clientWidth: document.scrollingElement!.clientWidth,
    }));
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});
