import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { clientAddress, expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

// The retirement planner as a user walks it: spec/planner-math.md's first worked example, the
// seeds' messages in their order, the keyboard alone, a signed-in user's save and refill, axe.

const age = (page: Page) => page.getByLabel('Age', { exact: true });
const retirementAge = (page: Page) => page.getByLabel('Retirement age', { exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const monthly = (page: Page) => page.getByTestId('monthly-investment');
const gauge = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(name) });

async function fillPersonal(page: Page, values: { age: string; existing: string }) {
  await age(page).fill(values.age);
  await field(page, 'Existing Investment').fill(values.existing);
  await page.getByRole('button', { name: 'Next' }).click();
}

async function fillFinancial(
  page: Page,
  values: { rental: string; retiral: string; pension: string; expenses: string },
) {
  await field(page, 'Rental Income').fill(values.rental);
  await field(page, 'Retiral Benefits').fill(values.retiral);
  await field(page, 'Pension Income').fill(values.pension);
  await field(page, 'Present Monthly Expenses').fill(values.expenses);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** The page, once the browser has taken it over (a slider moved before that is reset). */
async function open(page: Page) {
  await openHydrated(page, '/retirement-planner');
}

const firstExample = { rental: '0', retiral: '10,00,000', pension: '0', expenses: '50000' };

test.beforeEach(async ({ page }, testInfo) => {
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(testInfo, '198.51') });
});

test('reaches the first worked example: 69,500 / 46,000 / 30,000, and Try New affords about 50,326', async ({
  page,
}) => {
  await open(page);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByRole('heading', { level: 1, name: 'Retirement Planner' })).toBeVisible();
  await expect(age(page)).toHaveValue('18');
  await expect(retirementAge(page)).toHaveValue('60');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(page.getByTestId('rates-footnote')).toContainText(
    '8% (conservative), 10% (moderate) and 12% (aggressive)',
  );
  await expect(page.getByText(/not promises/)).toBeVisible();
  await expect(page.getByText(/subject to market risks/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await fillPersonal(page, { age: '30', existing: '500000' });
  await expect(field(page, 'Rental Income')).toBeFocused();
  await fillFinancial(page, firstExample);

  await expect(page.getByRole('heading', { name: 'Your retirement at 60' })).toBeFocused();
  await expect(gauge(page, 'Conservative')).toHaveAttribute('aria-checked', 'true');
  await expect(monthly(page)).toHaveText('₹69,500');
  await expect(page.getByText(/^Note: invest this amount every month/)).toBeVisible();
  await gauge(page, 'Moderate').click();
  await expect(gauge(page, 'Moderate')).toHaveAttribute('aria-checked', 'true');
  await expect(monthly(page)).toHaveText('₹46,000');
  await gauge(page, 'Aggressive').click();
  await expect(monthly(page)).toHaveText('₹30,000');
  await expect(page.getByRole('link', { name: /^OK/ })).toHaveAttribute(
    'href',
    /^https:\/\/invest\./,
  );

  await gauge(page, 'Moderate').click();
  await page.getByRole('button', { name: 'Try New' }).click();
  await expect(field(page, 'New Monthly Investment')).toBeFocused();
  await field(page, 'New Monthly Investment').fill('46000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('affordable-income')).toHaveText('₹50,326');
  await expect(page.getByText(/^Note: investing ₹46,000 a month/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A refused instalment takes the last answer away: it no longer answers what the field says.
  await field(page, 'New Monthly Investment').fill('-1');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('New Monthly Investment should be 0 or higher')).toBeVisible();
  await expect(page.getByTestId('affordable-income')).toHaveCount(0);
  await expect(page.getByText(/^Note: investing/)).toHaveCount(0);

  // Panel 2 sent again: the Summary is back to its first state.
  await page.getByRole('button', { name: 'Financial Information' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Try New' })).toBeVisible();
  await expect(page.getByTestId('affordable-income')).toHaveCount(0);
  await expect(monthly(page)).toHaveText('₹69,500');

  // Every figure follows the Assumptions panel as it is typed, as in Money Maps: no Apply button.
  await field(page, 'Moderate return (% a year)').fill('11');
  await expect(page.getByTestId('rates-footnote')).toContainText('11% (moderate)');
  await expect(page.getByRole('button', { name: 'Apply rates' })).toHaveCount(0);
  await gauge(page, 'Moderate').click();
  await expect(monthly(page)).not.toHaveText('₹46,000');
});

test('rates out of risk order are refused under the field, and the figures say they are out of date', async ({
  page,
}) => {
  await open(page);
  await fillPersonal(page, { age: '30', existing: '500000' });
  await fillFinancial(page, firstExample);
  await expect(monthly(page)).toHaveText('₹69,500');
  const outOfDate = page.getByText(/^These figures are hidden until the rates are valid/);
  await expect(outOfDate).toHaveCount(0);

  // Debt-like 13% above equity-like 2%: refused as in Money Maps, under the first field out of order.
  await field(page, 'Conservative return (% a year)').fill('13');
  await expect(field(page, 'Moderate return (% a year)')).toHaveAccessibleDescription(
    'Expected returns rise with risk: debt, then asset allocation, then equity',
  );
  await expect(outOfDate).toBeVisible();
  await expect(monthly(page)).toBeHidden();
  await expect(page.getByTestId('rates-footnote')).toContainText('8% (conservative)');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Back to the usual rates' }).click();
  await expect(outOfDate).toHaveCount(0);
  await expect(field(page, 'Conservative return (% a year)')).toHaveValue('8');
  await expect(monthly(page)).toHaveText('₹69,500');
});

test('says a shared link that cannot be read opens nothing, and starts empty', async ({ page }) => {
  await openHydrated(
    page,
    '/retirement-planner#age=30&retire=60&gender=male&existing=500000&retiral=1000000&expenses=4000&rent=0&pension=0',
  );
  await expect(
    page.getByText('This shared link could not be read; the planner starts empty.'),
  ).toBeVisible();
  await expect(age(page)).toHaveValue('18');
  await expect(page.getByRole('heading', { name: /Your retirement at/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("shows the seeds' messages one at a time, in order, under their field", async ({ page }) => {
  await open(page);
  await age(page).fill('65');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Age should be less than Retirement age')).toBeVisible();
  await expect(age(page)).toBeFocused();

  await age(page).fill('30');
  await field(page, 'Existing Investment').fill('-1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Existing Investment should be 0 or higher')).toBeVisible();
  await expect(page.getByText('Age should be less than Retirement age')).toHaveCount(0);
  await expect(field(page, 'Existing Investment')).toBeFocused();
  await field(page, 'Existing Investment').fill('0');
  await page.getByRole('button', { name: 'Next' }).click();

  const steps: [string, string, string][] = [
    ['Rental Income', 'Rental Income should be 0 or higher', '0'],
    ['Retiral Benefits', 'Retiral Benefits should be 0 or higher', '0'],
    ['Pension Income', 'Pension Income should be 0 or higher', '0'],
    ['Present Monthly Expenses', 'Present Monthly Expenses should be 5000 or higher', '5000'],
  ];
  for (const [label] of steps) await field(page, label).fill('-1');
  await field(page, 'Present Monthly Expenses').fill('4999');
  for (const [label, message, fix] of steps) {
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(field(page, label)).toBeFocused();
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    await field(page, label).fill(fix);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Try New' }).click();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('New Monthly Investment should be 0 or higher')).toBeVisible();
  await expect(field(page, 'New Monthly Investment')).toBeFocused();
});

test('covered: Good Job, panels 1 and 2 closed, and Try Again starts over', async ({ page }) => {
  await open(page);
  await fillPersonal(page, { age: '55', existing: '5,00,00,000' });
  await fillFinancial(page, { rental: '10000', retiral: '0', pension: '20000', expenses: '20000' });
  await expect(page.getByRole('heading', { name: 'Good Job' })).toBeVisible();
  await expect(
    page.getByText('You are on the right track & have your retirement covered'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Personal Information' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Financial Information' })).toBeDisabled();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(age(page)).toHaveValue('18');
  await expect(field(page, 'Existing Investment')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Summary' })).toBeDisabled();
});

test('can be completed with the keyboard alone', async ({ page }) => {
  await open(page);
  await age(page).focus();
  for (let k = 0; k < 12; k++) await page.keyboard.press('ArrowRight');
  await expect(age(page)).toHaveValue('30');
  // Each slider has its age to type in the row of its label, before it in the tab order.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Age in years', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Age in years', { exact: true })).toHaveValue('30');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const typedRetirementAge = page.getByLabel('Retirement age in years', { exact: true });
  await expect(typedRetirementAge).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('62');
  await expect(retirementAge(page)).toHaveValue('62');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('60');
  await expect(retirementAge(page)).toHaveValue('60');
  await page.keyboard.press('Tab');
  await expect(retirementAge(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('500000');
  await page.keyboard.press('Enter');
  await expect(field(page, 'Rental Income')).toBeFocused();
  for (const value of ['0', '1000000', '0', '50000']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your retirement at 60' })).toBeFocused();
  for (let k = 0; k < 10; k++) {
    await page.keyboard.press('Tab');
    if (await gauge(page, 'Conservative').evaluate((el) => el === document.activeElement)) break;
  }
  await expect(gauge(page, 'Conservative')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(gauge(page, 'Moderate')).toBeFocused();
  await expect(monthly(page)).toHaveText('₹46,000');
});

test('a signed-in user’s inputs are saved and refill the form on the next visit', async ({
  page,
}, testInfo) => {
  const headers = {
    'x-forwarded-for': clientAddress(testInfo, '198.51'),
    origin: String(testInfo.project.use.baseURL),
  };
  const email = `retire-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a-long-password-1', name: '' },
    headers,
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const uid = String((await signUp.json()).user.id);
  // An earlier save (as another device would have made it): the page refills it.
  const earlier = await page.request.post('/api/user/saveRetirement', {
    data: {
      uid,
      inputs: {
        age: 40,
        retirementAge: 60,
        gender: 'female',
        existingInvestment: 2000000,
        rentalIncome: 20000,
        retiralBenefits: 3000000,
        pensionIncome: 10000,
        presentMonthlyExpenses: 80000,
      },
    },
    headers,
  });
  expect(earlier.ok(), await earlier.text()).toBe(true);

  await open(page);
  await expect(field(page, 'Existing Investment')).toHaveValue('2000000');
  await expect(age(page)).toHaveValue('40');
  await expect(page.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();

  await age(page).fill('30');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await field(page, 'Existing Investment').fill('500000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(field(page, 'Rental Income')).toHaveValue('20000');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/saveRetirement'));
  await fillFinancial(page, firstExample);
  expect((await saved).status()).toBe(200);
  await expect(monthly(page)).toHaveText('₹69,500');

  await page.reload();
  await expect(field(page, 'Existing Investment')).toHaveValue('500000');
  await expect(age(page)).toHaveValue('30');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(field(page, 'Present Monthly Expenses')).toHaveValue('50000');
  await expect(field(page, 'Retiral Benefits')).toHaveValue('1000000');
});

test('a step-up starts lower, waiting a year costs more, and the working downloads as CSV', async ({
  page,
}) => {
  await open(page);
  await fillPersonal(page, { age: '30', existing: '500000' });
  await fillFinancial(page, firstExample);
  await gauge(page, 'Moderate').click();
  await expect(monthly(page)).toHaveText('₹46,000');

  // The shortage of ₹10,32,70,341 over 30 years at 10%: ₹16,500 a month to start with a 10% step-up.
  const table = page.getByRole('table', { name: /Monthly SIP in the first year/ });
  await page.getByLabel('Step-up', { exact: true }).selectOption({ label: '10% more each year' });
  await expect(table.getByRole('row', { name: /Moderate/ }).getByRole('cell')).toHaveText([
    '₹46,000',
    '₹16,500',
  ]);
  await expect(
    page.getByText(/moderate starts at ₹16,500 a month instead of ₹46,000/),
  ).toBeVisible();
  // Waiting keeps the step-up: over 29 years instead of 30, ₹18,500 a month to start with.
  const waiting = page.getByText(/Start a year from now/);
  await expect(waiting).toContainText(
    '₹18,500 a month in a moderate portfolio, rising 10% a year, instead of ₹16,500',
  );
  await expect(waiting).toContainText('₹2,000 more a month to start with');
  // Flat, the same shortage asks ₹51,000 over 29 years.
  await page.getByLabel('Step-up', { exact: true }).selectOption({ label: 'No step-up' });
  await expect(waiting).toContainText('₹51,000 a month in a moderate portfolio instead of ₹46,000');
  await expect(waiting).toContainText('₹5,000 more every month');

  await page.getByText('Show the working').click();
  const working = page.getByRole('table', {
    name: /The working, year by year: ₹46,000 a month in a moderate portfolio at 10%/,
  });
  await expect(working.getByRole('row')).toHaveCount(31);
  await expect(working.getByRole('row').last()).toContainText('₹1,65,60,000');
  await expect(page.getByText(/at least the ₹10,32,70,341 shortage/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the working (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('retirement-plan-moderate.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe('Year,Monthly instalment,Paid this year,Paid so far,Value at year end');
  expect(csv[1]).toBe('1,46000.00,552000.00,552000.00,578016.13');
  expect(csv[30]).toBe('30,46000.00,552000.00,16560000.00,103982444.54');
  await expectNoAxeViolations(page);
});

test('the share link reopens the same plan in a new page, and two plans compare side by side', async ({
  page,
  context,
}) => {
  await open(page);
  await fillPersonal(page, { age: '30', existing: '500000' });
  await fillFinancial(page, firstExample);
  await page.getByLabel('Aggressive return (% a year)').fill('13');
  await gauge(page, 'Aggressive').click();
  await page.getByLabel('Step-up', { exact: true }).selectOption({ label: '5% more each year' });

  const link = page.getByRole('link', { name: 'Link to this retirement plan' });
  const href = (await link.getAttribute('href'))!;
  expect(new URL(href).pathname).toBe('/retirement-planner');
  expect(new URL(href).search).toBe('');
  expect(new URL(href).hash).toBe(
    '#age=30&retire=60&gender=male&existing=500000&retiral=1000000&expenses=50000&rent=0&pension=0&portfolio=aggressive&inflation=6&conservative=8&moderate=10&aggressive=13&stepUp=5',
  );

  const other = await context.newPage();
  const requested: string[] = [];
  other.on('request', (request) => requested.push(request.url()));
  await other.goto(href);
  await expect(other.getByRole('heading', { name: 'Your retirement at 60' })).toBeVisible();
  // The portfolio the sender picked, without a click.
  await expect(gauge(other, 'Aggressive')).toHaveAttribute('aria-checked', 'true');
  await expect(monthly(other)).toHaveText('₹24,000');
  await expect(other.getByLabel('Step-up', { exact: true })).toHaveValue('0.05');
  // The fragment never left the browser.
  expect(requested.filter((url) => url.includes('expenses='))).toEqual([]);
  await other.close();

  await page.getByRole('button', { name: 'Compare with another' }).click();
  await expect(age(page)).toBeFocused();
  await age(page).fill('35');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  const table = page.getByRole('table', { name: 'Scenario A beside scenario B' });
  await expect(table.getByRole('row', { name: /^Age/ }).getByRole('cell')).toHaveText(['30', '35']);
  await expect(table.getByRole('row', { name: /^Still to save/ }).getByRole('cell')).toHaveText([
    '₹10,32,70,341',
    '₹7,72,52,328',
  ]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Stop comparing' }).click();
  await expect(table).toHaveCount(0);
});

for (const width of [320, 360]) {
  test(`at ${width} px the result, its working and its chart do not scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await open(page);
    await fillPersonal(page, { age: '30', existing: '500000' });
    await fillFinancial(page, firstExample);
    await expect(monthly(page)).toHaveText('₹69,500');
    await gauge(page, 'Aggressive').click();
    await expect(monthly(page)).toHaveText('₹30,000');
    const overflow = await page.evaluate(() => {
      const root = document.scrollingElement!;
      // What sticks out of the page itself (not what scrolls inside a box of its own).
      const scrollsInABox = (el: Element) => {
        for (let box = el.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') return true;
        }
        return false;
      };
      const wide = [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
        .filter((el) => !scrollsInABox(el))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
      return { by: root.scrollWidth - root.clientWidth, wide };
    });
    expect(overflow.by, `too wide by ${overflow.by} px: ${overflow.wide.join(', ')}`).toBe(0);
    await expect(gauge(page, 'Aggressive')).toBeInViewport({ ratio: 1 });
  });
}
