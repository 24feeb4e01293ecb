import type { Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { expect, test } from './fixtures';

// A planner works its figures out in the browser. With scripts off (or before the page's code has
// arrived) its form says so, and Submit or Enter neither reloads the page nor loses what was typed
// (src/web/components/planner/needs-javascript.tsx).

test.use({ javaScriptEnabled: false });

/** Every page load from now on: a submit that reloads the page would be one. */
function countPageLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads.push(request.url());
  });
  return loads;
}

/** Lets a submit's navigation start, if the browser were going to make one. */
const settle = (page: Page) => page.waitForTimeout(750);

/** The note, found by CSS: Playwright's text and role lookups skip what is in a <noscript>. */
const note = (page: Page) => page.locator('main noscript p');

async function expectNote(page: Page, title: string) {
  await expect(note(page)).toBeVisible();
  await expect(note(page)).toContainText(`${title} needs JavaScript.`);
}

test('Money Maps says it needs JavaScript, and Submit keeps what was typed', async ({ page }) => {
  await page.goto(paths.moneyMap.path);
  await expectNote(page, paths.moneyMap.title);
  const loads = countPageLoads(page);
  const presentValue = page.getByLabel('Present value', { exact: true });
  await presentValue.fill('5,00,000');
  await page.getByLabel('No. of years', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'Submit' }).click();
  await presentValue.press('Enter');
  await settle(page);
  expect(loads).toEqual([]);
  await expect(page).toHaveURL(paths.moneyMap.path);
  await expect(presentValue).toHaveValue('5,00,000');
});

test('the retirement planner says it needs JavaScript, and Next keeps what was typed', async ({
  page,
}) => {
  await page.goto(paths.retirementPlanner.path);
  await expectNote(page, paths.retirementPlanner.title);
  const loads = countPageLoads(page);
  const existing = page.getByLabel('Existing Investment', { exact: true });
  await existing.fill('5 lakh');
  await page.getByRole('button', { name: 'Next' }).click();
  // The only text field of its form: Enter there would submit it on its own.
  await existing.press('Enter');
  await settle(page);
  expect(loads).toEqual([]);
  await expect(page).toHaveURL(paths.retirementPlanner.path);
  await expect(existing).toHaveValue('5 lakh');
});

test('the check-up says it needs JavaScript, and Start Now stays on the page', async ({ page }) => {
  await page.goto(paths.financialHealth.path);
  await expectNote(page, paths.financialHealth.title);
  const loads = countPageLoads(page);
  await page.getByRole('button', { name: 'Start Now' }).click();
  await settle(page);
  expect(loads).toEqual([]);
  await expect(page).toHaveURL(paths.financialHealth.path);
});

test('the risk profiler says it needs JavaScript, and Next keeps the answer chosen', async ({
  page,
}) => {
  await page.goto(paths.riskProfile.path);
  await expectNote(page, paths.riskProfile.title);
  const loads = countPageLoads(page);
  const first = page.getByRole('main').getByRole('radio').first();
  await first.check();
  await page.getByRole('button', { name: 'Next' }).click();
  await settle(page);
  expect(loads).toEqual([]);
  await expect(page).toHaveURL(paths.riskProfile.path);
  await expect(first).toBeChecked();
});

test.describe('with JavaScript on', () => {
  test.use({ javaScriptEnabled: true });

  test('no planner shows the note', async ({ page }) => {
    for (const entry of [
      paths.moneyMap,
      paths.retirementPlanner,
      paths.financialHealth,
      paths.riskProfile,
    ]) {
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
      // With scripts on, a <noscript>'s content is plain text: no paragraph, nothing shown.
      await expect(note(page)).toHaveCount(0);
    }
  });
});
