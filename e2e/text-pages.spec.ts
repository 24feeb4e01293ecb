import { paths } from '../src/shared/config/paths';
import { founders, grievanceOfficer } from '../src/shared/config/site';
import { expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

// The site's text pages: our story, the terms, the privacy notice and the coming-soon page. (Every
// live page is also checked for sideways scrolling in narrow-screens.spec.ts and for a clean
// take-over in server-rendering.spec.ts.)
const textPages = [
  [paths.about.path, 'Our story'],
  [paths.termCondition.path, paths.termCondition.title],
  [paths.privacyPolicy.path, 'Privacy notice'],
  [paths.comingSoon.path, 'Coming soon'],
] as const;

for (const [path, heading] of textPages) {
  test(`${path} has no accessibility violations on a desktop`, async ({ page }) => {
    await openHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone 360 pixels wide', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test(`${path} has no accessibility violations`, async ({ page }) => {
      await openHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(page);
    });
  });
}

test('the privacy notice’s contents jump to each part, its heading clear of the bar', async ({
  page,
}) => {
  await openHydrated(page, paths.privacyPolicy.path);
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'Grievance Officer' }).click();
  await expect(page).toHaveURL(`${paths.privacyPolicy.path}#grievance-officer`);
  await expect(page.getByRole('heading', { level: 2, name: /Grievance Officer/ })).toBeInViewport();

  // Back up to the first part (as a link from lower down would): the bar comes back on the way
  // up, and the heading stops clear of it.
  await page.evaluate(() => {
    window.location.hash = 'who-we-are';
  });
  const bar = page.getByRole('banner');
  await expect(bar).toBeVisible();
  const first = page.getByRole('heading', { level: 2, name: /Who we are/ });
  await expect(first).toBeInViewport();
  await expect
    .poll(async () => {
      const barBottom = await bar.evaluate((header) => header.getBoundingClientRect().bottom);
      const headingTop = await first.evaluate((h) => h.getBoundingClientRect().top);
      return headingTop - barBottom;
    })
    .toBeGreaterThanOrEqual(0);
  await expect(page.getByRole('main').locator('address')).toContainText(grievanceOfficer.email);

  // The account page's data download and erasure are a link away.
  await page.getByRole('main').getByRole('link', { name: 'your account page' }).first().click();
  await expect(page).toHaveURL(`${paths.profile.path}?panel=privacy`);
});

test('our story shows both founders’ drawn portraits, loaded, and their profiles', async ({
  page,
}) => {
  await openHydrated(page, paths.about.path);
  for (const founder of founders) {
    const portrait = page.getByRole('img', { name: new RegExp(founder.name) });
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toBeVisible();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      page.getByRole('link', { name: `${founder.name} on LinkedIn (opens in a new tab)` }),
    ).toHaveAttribute('href', founder.social.linkedin);
  }
});

test('the coming-soon page leads on to a planner', async ({ page }) => {
  await openHydrated(page, paths.comingSoon.path);
  await page.getByRole('main').getByRole('link', { name: paths.moneyMap.title }).click();
  await expect(page).toHaveURL(paths.moneyMap.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paths.moneyMap.title);
});
