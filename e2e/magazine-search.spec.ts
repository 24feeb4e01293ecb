import type { Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

// The magazine's search as a reader uses it: a query typed into the box, the results counted and
// their matching words marked, one of them opened; a query that matches nothing says so.

/** The line read aloud once the results are in ('Loading...' is a status line of its own). */
const resultsStatus = (page: Page) =>
  page.getByRole('main').getByRole('status').filter({ hasText: 'found for' });
const resultsList = (page: Page) => page.getByRole('list', { name: 'Search results' });

const searchBox = (page: Page) =>
  page.getByRole('search').getByRole('searchbox', { name: 'Search articles' });

test('a query typed into the box lists the matching articles, its words marked, and opens one', async ({
  page,
}) => {
  await openHydrated(page, paths.magazineSearch.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Search the magazine' })).toBeVisible();

  await searchBox(page).fill('rupee-cost averaging');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/magazine\/search\?q=rupee-cost%20averaging$/);
  await expect(resultsStatus(page)).toHaveText(/^\d+ articles? found for “rupee-cost averaging”$/);
  await expect(page).toHaveTitle('Search: rupee-cost averaging | Arthashala');
  await expect(searchBox(page)).toHaveValue('rupee-cost averaging');

  const results = resultsList(page).getByRole('listitem');
  await expect(results.locator('mark').first()).toBeVisible();
  const title = 'SIPs and rupee-cost averaging: why a fixed monthly amount works';
  const link = results.getByRole('heading', { level: 2 }).getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${paths.magazineArticle.example}$`));
});

test('a query that matches nothing says so, and an empty box asks for words', async ({ page }) => {
  await openHydrated(page, paths.magazineSearch.path);
  const box = searchBox(page);
  const submit = page.getByRole('search').getByRole('button', { name: 'Search' });

  await submit.click();
  await expect(box).toHaveAccessibleDescription('Please enter something to search for');
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(/\/magazine\/search$/);

  await box.fill('zzyzxqk');
  await submit.click();
  await expect(resultsStatus(page)).toHaveText(
    'No articles found for “zzyzxqk”. Try fewer or other words.',
  );
  await expect(resultsList(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the search box in the magazine header opens the results from any magazine page', async ({
  page,
}) => {
  await openHydrated(page, paths.magazineArticle.example!);
  const headerBox = page
    .getByRole('search')
    .getByRole('searchbox', { name: 'Search the magazine' });
  // Only spaces: the box says what the search page says, and the reader stays where they are.
  await headerBox.fill('   ');
  await headerBox.press('Enter');
  await expect
    .poll(() => headerBox.evaluate((box: HTMLInputElement) => box.validationMessage))
    .toBe('Please enter something to search for');
  await expect(page).toHaveURL(new RegExp(`${paths.magazineArticle.example}$`));

  await headerBox.fill('term insurance');
  await headerBox.press('Enter');
  await expect(page).toHaveURL(/\/magazine\/search\?q=term%20insurance$/);
  await expect(resultsStatus(page)).toHaveText(/^\d+ articles? found for “term insurance”$/);
  // The results page has one search box: its own, holding the query.
  await expect(page.getByRole('search')).toHaveCount(1);
  await expect(searchBox(page)).toHaveValue('term insurance');
});
