import { paths, plannerKeys } from '../src/shared/config/paths';
import { site } from '../src/shared/config/site';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

test('the home page answers 200 with its title, tagline, quote, figures, and links to the three services and to every planner of the registry', async ({
  page,
}) => {
  const response = await openHydrated(page, '/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`Arthashala: ${paths.home.title}`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(site.tagline, { exact: true })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Our belief' }).locator('blockquote')).toHaveText(
    'A goal without a plan is just a wish.',
  );

  const services = main.getByRole('region', { name: /money skills/i });
  for (const [name, path] of [
    ['DIY Planner', paths.diy.path],
    ['Financial Wellness', paths.financialWellness.path],
    ['Financial Education', paths.financialEducation.path],
  ] as const) {
    await expect(services.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await expect(services.getByRole('listitem')).toHaveCount(3);

  // The planners grid is the registry's list of planners, in its order.
  const planners = main.getByRole('region', { name: /know your numbers/i });
  await expect(planners.getByRole('listitem')).toHaveCount(plannerKeys.length);
  for (const [index, key] of plannerKeys.entries()) {
    const link = planners.getByRole('listitem').nth(index).getByRole('link');
    await expect(link).toHaveAccessibleName(paths[key].title);
    await expect(link).toHaveAttribute('href', paths[key].path);
  }

  // The figures came with the page (the server answered their read).
  await expect(main.getByRole('heading', { name: 'Our work in numbers' })).toBeAttached();
  await expect(main.getByText(/sessions held/)).toBeVisible();
});

test('a click on a planner card’s description opens its planner', async ({ page }) => {
  await openHydrated(page, '/');
  const planners = page.getByRole('region', { name: /know your numbers/i });
  // The card's link stretches over the whole card, so a click on its description follows it too.
  const card = planners.getByRole('article').filter({ hasText: 'Money Maps' });
  const description = await card.getByText(/monthly SIP/).boundingBox();
  const cardBox = await card.boundingBox();
  if (!description || !cardBox) throw new Error('the Money Maps card is not on screen');
  await card.click({
    position: { x: description.x - cardBox.x + 10, y: description.y - cardBox.y + 5 },
  });
  await expect(page).toHaveURL(paths.moneyMap.path);
  await expect(page).toHaveTitle(`${paths.moneyMap.title} | Arthashala`);
});

test('the home page has no accessibility violations', async ({ page }) => {
  await openHydrated(page, '/');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('@mobile the home page has no accessibility violations on a phone', async ({ page }) => {
  await openHydrated(page, '/');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('the carousel of banners', () => {
  const slideShown = (page: Page) =>
    page
      .getByRole('region', { name: 'Highlights' })
      .locator('[aria-roledescription="slide"]:visible');

  test('turns every 5 seconds, and stops for good with its pause button, pressed from the keyboard', async ({
    page,
  }) => {
    await page.clock.install();
    await openHydrated(page, '/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slideShown(page)).toHaveAttribute('aria-label', '1 of 3: Our story');
    await expect(carousel.getByRole('link', { name: 'Read our story' })).toHaveAttribute(
      'href',
      paths.about.path,
    );
    await page.clock.runFor(5000);
    await expect(slideShown(page)).toHaveAttribute('aria-label', '2 of 3: Women and investment');
    await expect(
      carousel.getByRole('link', { name: 'Meet the Equality Collective' }),
    ).toHaveAttribute('href', paths.womenInvestment.path);

    // Tab to the rotation button (the first stop in the carousel after the page's heading) and press it.
    const pause = carousel.getByRole('button', { name: 'Pause the slide show' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeFocused();
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(15_000);
    await expect(slideShown(page)).toHaveAttribute('aria-label', '2 of 3: Women and investment');

    // The arrows still move it, by hand, looping at the end.
    await carousel.getByRole('button', { name: 'Next slide' }).press('Enter');
    await expect(slideShown(page)).toHaveAttribute('aria-label', '3 of 3: Wealth management');
    await expect(carousel.getByRole('link', { name: 'See how we manage wealth' })).toHaveAttribute(
      'href',
      paths.wealth.path,
    );
    await carousel.getByRole('button', { name: 'Next slide' }).press('Enter');
    await expect(slideShown(page)).toHaveAttribute('aria-label', '1 of 3: Our story');
  });

  test('stays on the first banner for a visitor who asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openHydrated(page, '/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(slideShown(page)).toHaveAttribute('aria-label', '1 of 3: Our story');
  });

  test('shows its first banner, with its picture and link, before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(
      carousel.getByRole('heading', { name: 'A school of wealth for Indian families' }),
    ).toBeVisible();
    await expect(carousel.getByRole('link', { name: 'Read our story' })).toBeVisible();
    // Without script the three banners are all there, one under the other, and no dead buttons.
    await expect(carousel.getByRole('link', { name: 'See how we manage wealth' })).toBeVisible();
    await expect(carousel.getByRole('button')).toHaveCount(0);
    await context.close();
  });
});

test('the testimonials, the tagline and three teasers of the newest articles, which open', async ({
  page,
  request,
}) => {
  await openHydrated(page, '/');
  const main = page.getByRole('main');
  const testimonials = main.getByRole('region', { name: 'What our learners say' });
  await expect(testimonials.getByRole('region', { name: 'Testimonials' })).toBeVisible();
  await expect(testimonials.locator('blockquote:visible')).toHaveCount(1);
  await expect(main.getByRole('region', { name: 'Our tagline' })).toHaveText(site.tagline);

  const teasers = main.getByRole('region', { name: 'Read, then plan' });
  const links = teasers.getByRole('listitem').getByRole('heading').getByRole('link');
  await expect(links).toHaveCount(3);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    expect(href).toMatch(/^\/magazine\/[a-z0-9-]+-\d+$/);
    expect((await request.get(href, { maxRedirects: 0 })).status()).toBe(200);
  }
  await links.first().click();
  await expect(page).toHaveURL(/\/magazine\/[a-z0-9-]+-\d+$/);
});

for (const width of [1200, 1440]) {
  test(`the trust line shows under the name in the bar at ${width} px, and the bar still fits`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/');
    const header = page.getByRole('banner');
    const line = header.getByText(`${site.distributor.registration} · ${site.distributor.arn}`);
    await expect(line).toBeVisible();
    expect((await line.boundingBox())!.y).toBeLessThan(150);
    const invest = header.getByRole('link', { name: /invest now/i });
    const box = (await invest.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      clientWidth: document.scrollingElement!.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}

test('@mobile the trust line is at the top of the page and in the menu on a phone', async ({
  page,
}) => {
  await openHydrated(page, '/');
  const line = page.getByText(
    `${site.name}: ${site.distributor.registration} · ${site.distributor.arn}`,
  );
  await expect(line).toBeVisible();
  expect((await line.boundingBox())!.y).toBeLessThan(60);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await expect(
    menu.getByText(`${site.distributor.registration} · ${site.distributor.arn}`),
  ).toBeVisible();
});

test('@mobile the home page does not scroll sideways at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openHydrated(page, '/');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
