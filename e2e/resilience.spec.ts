import type { Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { expect, test } from './fixtures';

// After a deploy, an open tab asks for code-split files the new build no longer has. The page's
// file answering 404 stands for that: the site reloads once by itself, and when the file stays
// missing, the route's error boundary says so and offers Retry, with no reload loop.

const pageChunk = '**/assets/money-map-page-*.js';

/** Counts the tab's page loads (the first visit and every reload). */
function countPageLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count++;
  });
  return loads;
}

/** The console errors a missing file causes by design; anything else still fails the test. */
function acceptMissingFileErrors(consoleErrors: string[]) {
  const expected =
    /status of 404|Failed to fetch dynamically imported module|This page could not be shown|error occurred in/;
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected.test(e)));
}

test('a page whose code is missing on the first try reloads once by itself and renders', async ({
  page,
  consoleErrors,
}) => {
  const loads = countPageLoads(page);
  await page.route(pageChunk, (route) =>
    loads.count === 1 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  // The page's code, fetched again after the reload, arrives this time.
  const pageCode = page.waitForResponse(
    (response) => /\/assets\/money-map-page-.*\.js$/.test(response.url()) && response.ok(),
  );
  await page.goto(paths.moneyMap.path);
  await pageCode;
  expect(loads.count).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paths.moneyMap.title);
  acceptMissingFileErrors(consoleErrors);
});

test('a page whose code stays missing shows the error boundary with Retry after one reload', async ({
  page,
  consoleErrors,
}) => {
  const loads = countPageLoads(page);
  await page.route(pageChunk, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto(paths.moneyMap.path);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
  await expect(alert).toContainText('Please check your connection and try again.');
  // The header stays usable around the message.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  // One reload, then no more, however long the tab stays open.
  await page.waitForTimeout(1_000);
  expect(loads.count).toBe(2);

  // Retry fetches the page again; once the file is back, the page renders.
  await page.unroute(pageChunk);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paths.moneyMap.title);
  expect(loads.count).toBe(3);
  acceptMissingFileErrors(consoleErrors);
});
