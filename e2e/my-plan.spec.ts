import type { Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { RISK_QUESTION_KEYS } from '../src/shared/planners/risk-profile';
import { site } from '../src/shared/config/site';
import { clientAddress, expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

// My plan (issue 25) with docs/planner-math.md's worked example: education (₹10 lakh in 10 years,
// ₹11,500 a month), a home (₹20 lakh in 7 years, ₹25,000) and the first retirement example at the
// moderate profile (₹46,000): ₹82,500 a month, against ₹70,000.

let headers: Record<string, string> = {};

test.beforeEach(async ({ page }, testInfo) => {
  headers = {
    'x-forwarded-for': clientAddress(testInfo, '198.51'),
    origin: String(testInfo.project.use.baseURL),
  };
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': headers['x-forwarded-for']! });
});

/** A new account with a retirement plan and two Money Maps goals, saved through the API. */
async function userWithGoals(page: Page) {
  const email = `myplan-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a-long-password-1', name: '' },
    headers,
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const uid = String((await signUp.json()).user.id);
  const retirement = await page.request.post('/api/user/saveRetirement', {
    data: {
      uid,
      inputs: {
        age: 30,
        retirementAge: 60,
        gender: 'male',
        existingInvestment: 500000,
        rentalIncome: 0,
        retiralBenefits: 1000000,
        pensionIncome: 0,
        presentMonthlyExpenses: 50000,
      },
    },
    headers,
  });
  expect(retirement.ok(), await retirement.text()).toBe(true);
  for (const data of [
    { presentValue: 1_000_000, goal: 'EDUCATION', years: 10 },
    { presentValue: 2_000_000, goal: 'HOME', years: 7 },
  ]) {
    const saved = await page.request.post('/api/user/saveMoneyMap', { data, headers });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
}

const total = (page: Page) => page.getByTestId('plan-total');
const gap = (page: Page) => page.getByTestId('plan-gap');
const goals = (page: Page) =>
  page.getByRole('region', { name: 'Your goals, by priority' }).getByRole('listitem');

/** What the page scrolls sideways by: nothing, at any width. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

test('every goal together against what the user can invest, what closes the gap, and a move', async ({
  page,
}) => {
  await userWithGoals(page);
  await openHydrated(page, paths.profile.path);
  await page
    .getByRole('link', { name: `See all your goals together in ${paths.myPlan.title}` })
    .click();
  await expect(page).toHaveURL(paths.myPlan.path);
  await expect(page).toHaveTitle(`${paths.myPlan.title} | ${site.name}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paths.myPlan.title);

  // In the user's order: no priorities yet, so by year.
  await expect(goals(page)).toHaveCount(3);
  await expect(goals(page).getByRole('heading', { level: 3 })).toHaveText([
    'Home',
    'Education',
    'Retirement',
  ]);
  await expect(goals(page).nth(1)).toContainText('₹11,500 at Equity (12% a year)');
  await expect(goals(page).nth(1)).toContainText('₹25,94,000');
  await expect(goals(page).nth(0)).toContainText('₹25,000 at Asset allocation');
  await expect(goals(page).nth(2)).toContainText('₹46,000 at Moderate (10% a year)');
  await expect(total(page)).toHaveText('Total: ₹82,500 a month');

  await page.getByLabel('What you can invest each month').fill('70,000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(gap(page)).toContainText(
    'You can invest ₹70,000 a month: ₹12,500 a month short of what your goals ask.',
  );
  const closers = page.getByTestId('plan-closers');
  await expect(closers).toContainText(
    /Move Retirement 4 years later, to \d{4}: your goals would then ask ₹67,000 a month/,
  );
  await expect(closers).toContainText(/Move Home 7 years later/);
  await expect(closers).toContainText('Or let every SIP rise 3% each year');
  await expectNoAxeViolations(page);

  // Retiring one year later: the planner's SIP at 61 is ₹41,500, so the gap narrows to ₹8,000.
  await goals(page).nth(2).getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Retirement' });
  await dialog.getByLabel('Retire', { exact: true }).selectOption('1');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(total(page)).toHaveText('Total: ₹78,000 a month');
  await expect(gap(page)).toContainText('₹8,000 a month short of what your goals ask.');

  // The capacity is kept with the plan: the summary says it, and its form opens on asking.
  await page.reload();
  await expect(gap(page)).toContainText('You can invest ₹70,000 a month: ₹8,000 a month short');
  const capacity = page.getByLabel('What you can invest each month');
  await expect(capacity).toBeHidden();
  await page.getByRole('button', { name: 'Change what you can invest' }).click();
  await expect(capacity).toHaveValue('70,000');
  await expect(capacity).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(capacity).toBeHidden();
});

test('a goal opens in its planner, is renamed, and is removed after a confirm', async ({
  page,
}) => {
  await userWithGoals(page);
  await openHydrated(page, paths.myPlan.path);
  const education = goals(page).filter({ has: page.getByRole('heading', { name: 'Education' }) });
  await education.getByRole('button', { name: 'Change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Education' });
  await dialog.getByLabel('Name', { exact: true }).fill('Riya’s college');
  await dialog.getByLabel('Priority', { exact: true }).fill('1');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(goals(page).first().getByRole('heading')).toHaveText('Riya’s college');

  const home = goals(page).filter({ has: page.getByRole('heading', { name: 'Home' }) });
  await home.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Home?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(goals(page)).toHaveCount(2);
  await expect(total(page)).toHaveText('Total: ₹57,500 a month');

  await goals(page)
    .first()
    .getByRole('link', { name: `Open in ${paths.moneyMap.title}` })
    .click();
  await expect(page).toHaveURL(/\/moneyMap#pv=1000000&goal=EDUCATION&years=10/);
  await expect(page.getByText('₹25,94,000').first()).toBeVisible();
});

test('prints on at most two pages with the disclaimer, and fits 360 px', async ({ page }) => {
  await page.addInitScript(() => {
    (window as { printed?: number }).printed = 0;
    window.print = () => {
      (window as { printed?: number }).printed! += 1;
    };
  });
  await userWithGoals(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await openHydrated(page, paths.myPlan.path);
  await expect(total(page)).toHaveText('Total: ₹82,500 a month');
  await page.getByLabel('What you can invest each month').fill('70000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(gap(page)).toContainText('short of what your goals ask');
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);

  await expect(page.getByText(/figures are illustrations at assumed rates/)).toContainText(
    'Mutual Fund investments are subject to market risks',
  );
  await page.getByRole('button', { name: 'Print or save as PDF' }).click();
  expect(await page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByLabel('What you can invest each month')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Change' }).first()).toBeHidden();
  await expect(page.getByText(/Printed from Arthashala on/)).toBeVisible();
  await expect(gap(page)).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(2);
});

test('an empty plan leads to the planners; a visitor is asked to sign in', async ({ page }) => {
  await openHydrated(page, paths.myPlan.path);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('heading', { name: 'Please sign in to see your plan' }),
  ).toBeVisible();

  const email = `myplan-empty-${Date.now().toString(36)}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a-long-password-1', name: '' },
    headers,
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await openHydrated(page, paths.myPlan.path);
  await expect(page.getByRole('heading', { name: 'No goals in your plan yet' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Price a goal in ${paths.moneyMap.title}` }),
  ).toHaveAttribute('href', paths.moneyMap.path);
  await expectNoAxeViolations(page);
});

test('a copied share link opens the same figures for anyone, read-only, and fits 360 px', async ({
  page,
  browser,
}) => {
  // The copied text, kept where the test can read it (no clipboard permission to ask for).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          (window as { copied?: string }).copied = text;
        },
      },
    });
  });
  await userWithGoals(page);
  await openHydrated(page, paths.myPlan.path);
  await page.getByLabel('What you can invest each month').fill('70,000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(gap(page)).toContainText('₹12,500 a month short of what your goals ask.');
  await page.getByRole('button', { name: 'Copy share link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => (window as { copied?: string }).copied ?? '');
  expect(new URL(link).pathname).toBe(paths.mySharedPlan.path);

  // Someone else, not signed in, on a phone.
  const visitor = await browser.newContext({
    viewport: { width: 360, height: 780 },
    extraHTTPHeaders: { 'x-forwarded-for': headers['x-forwarded-for']! },
  });
  const shared = await visitor.newPage();
  await openHydrated(shared, link);
  await expect(shared).toHaveTitle(`${paths.mySharedPlan.title} | ${site.name}`);
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(total(shared)).toHaveText('Total: ₹82,500 a month');
  await expect(gap(shared)).toContainText('₹12,500 a month short of what the goals ask.');
  await expect(gap(shared)).toContainText('₹70,000 − ₹82,500 = -₹12,500');
  const sharedGoals = shared
    .getByRole('region', { name: 'The goals, in the plan’s order' })
    .getByRole('listitem');
  await expect(sharedGoals.getByRole('heading', { level: 3 })).toHaveText([
    'Home',
    'Education',
    'Retirement',
  ]);
  await expect(sharedGoals.nth(1)).toContainText('₹11,500 at Equity (12% a year)');
  await expect(shared.getByRole('button', { name: 'Change' })).toHaveCount(0);
  await expect(shared.getByRole('link', { name: 'Make your own plan' })).toHaveAttribute(
    'href',
    paths.myPlan.path,
  );
  expect(await sidewaysOverflow(shared)).toBe(0);
  await expectNoAxeViolations(shared);
  await visitor.close();
});

test('a saved risk profile picks the retirement planner’s portfolio until the user picks another', async ({
  page,
}) => {
  await userWithGoals(page);
  // Every answer at its boldest: the profile says aggressive (as in the API's own test).
  const answers = Object.fromEntries(RISK_QUESTION_KEYS.map((key) => [key, 938]));
  const saved = await page.request.post('/api/user/saveRiskProfileResult', {
    data: answers,
    headers,
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The planner refills the saved first worked example; a shared link would carry its own
  // portfolio, which wins over the profile.
  await openHydrated(page, paths.retirementPlanner.path);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await expect(field('Existing Investment')).toHaveValue('500000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(field('Present Monthly Expenses')).toHaveValue('50000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your retirement at 60' })).toBeVisible();
  const gauge = (name: string) => page.getByRole('radio', { name: new RegExp(name) });
  const note = page.getByTestId('risk-profile-note');
  await expect(gauge('Aggressive')).toHaveAttribute('aria-checked', 'true');
  await expect(note).toContainText('It points to the aggressive portfolio, chosen for you below.');

  await gauge('Moderate').click();
  await expect(gauge('Moderate')).toHaveAttribute('aria-checked', 'true');
  await expect(note).toContainText('the figures below are for the moderate one you chose');
});
