import { paths, plannerKeys } from '../src/shared/config/paths';
import { site } from '../src/shared/config/site';
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
  await expect(main.locator('blockquote')).toHaveText('A goal without a plan is just a wish.');

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
