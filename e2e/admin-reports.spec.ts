import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { signInAsAdmin } from './admin-session';
import { clientAddress, expect, expectNoAxeViolations, test } from './fixtures';

// The planners' reports (/dashboard/planner): each button saves its CSV through a single-use
// link; a failed mint says so. Each test is its own client (admin sign-in is limited per address).
test.beforeEach(async ({ page }, testInfo) => {
  const address = clientAddress(testInfo, '198.51');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await signInAsAdmin(page, address);
});

const REPORTS = [
  {
    button: paths.moneyMap.title,
    prefix: 'moneymap',
    header: 'E-mail,Saved at (India time),Goal,',
  },
  {
    button: paths.retirementPlanner.title,
    prefix: 'retirement_planner',
    header: 'E-mail,Saved at (India time),Age,',
  },
  {
    button: paths.financialHealth.title,
    prefix: 'financialHealth_result',
    header: 'E-mail,Saved at (India time),Score,Save,',
  },
  {
    button: paths.riskProfile.title,
    prefix: 'riskProfile_result',
    header: 'E-mail,Saved at (India time),Score,Band,',
  },
];

const indiaDate = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

const notice = (page: Page) => page.locator('.MuiSnackbar-root');

test('the sidebar’s Planners Report opens the planners’ downloads, which axe passes', async ({
  page,
}) => {
  await page.goto(paths.dashboard.path);
  await page.getByRole('link', { name: 'Planners Report' }).click();
  await expect(page).toHaveURL(paths.adminPlanner.path);
  await expect(
    page.getByRole('heading', { name: 'Download report for Planners', level: 1 }),
  ).toBeVisible();
  const buttons = page.getByRole('list', { name: 'Planner reports' }).getByRole('button');
  await expect(buttons).toHaveText(REPORTS.map((report) => report.button));
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 768, height: 900 });
  await expect(buttons.first()).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('each planner report saves its CSV file: named by the seeds’ prefix and today, with a BOM and its header', async ({
  page,
}) => {
  await page.goto(paths.adminPlanner.path);
  for (const report of REPORTS) {
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: report.button }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`${report.prefix}${indiaDate()}.csv`);
    const file = fs.readFileSync((await download.path())!);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.subarray(3).toString('utf8').startsWith(report.header)).toBe(true);
    await expect(page.getByRole('button', { name: report.button })).toBeEnabled();
  }
});

test('a report downloads by keyboard, showing Downloading meanwhile', async ({ page }) => {
  await page.goto(paths.adminPlanner.path);
  const button = page.getByRole('button', { name: paths.riskProfile.title });
  await button.focus();
  const saved = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  await expect(notice(page)).toContainText('Downloading');
  expect((await saved).suggestedFilename()).toBe(`riskProfile_result${indiaDate()}.csv`);
});

test('a download that cannot start says Something went wrong', async ({ page, consoleErrors }) => {
  await page.route('**/api/admin/reports/*/token', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, msg: 'Unavailable', code: 'UNAVAILABLE' }),
    }),
  );
  await page.goto(paths.adminPlanner.path);
  await page.getByRole('button', { name: paths.moneyMap.title }).click();
  await expect(notice(page)).toContainText('Something went wrong');
  await expectNoAxeViolations(page);
  // The browser logs the refused call itself; that one line is the failure this test makes.
  const refused = (error: string) => error.includes('status of 503');
  expect(consoleErrors.filter(refused)).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !refused(e)));
});
