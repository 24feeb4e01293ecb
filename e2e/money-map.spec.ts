import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * No toast: a form's message shows once, in the form. The snackbar's code loads on its first
 * notice, so give a toast that would follow the message the moment it needs to appear; then look
 * once (a retrying assertion would wait for a toast to hide itself).
 */
async function expectNoToast(page: Page) {
  await page.waitForTimeout(500);
  expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
}

// The worked examples of spec/planner-math.md, as a user types them and as the page must show them.
const workedExamples = [
  {
    presentValue: '100000',
    goal: 'Home',
    years: '10',
    heading: 'Home: ₹1,79,500 in 10 years',
    monthly: { Debt: '₹1,000', 'Asset allocation': '₹1,000', Equity: '₹1,000' },
    suggested: 'Equity',
    why: 'over 7 years: equity',
  },
  {
    presentValue: '5,00,000',
    goal: 'Education',
    years: '15',
    heading: 'Education: ₹20,89,000 in 15 years',
    monthly: { Debt: '₹6,500', 'Asset allocation': '₹5,500', Equity: '₹4,500' },
    suggested: 'Equity',
    why: 'over 7 years: equity',
  },
  {
    presentValue: '200000',
    goal: 'Holiday',
    years: '3',
    heading: 'Holiday: ₹2,38,500 in 3 years',
    monthly: { Debt: '₹6,000', 'Asset allocation': '₹6,000', Equity: '₹6,000' },
    suggested: 'Debt',
    why: 'up to 3 years: debt',
  },
  {
    presentValue: '1000000',
    goal: 'Marriage',
    years: '7',
    heading: 'Marriage: ₹15,04,000 in 7 years',
    monthly: { Debt: '₹13,500', 'Asset allocation': '₹12,500', Equity: '₹12,000' },
    suggested: 'Asset allocation',
    why: '4–7 years: asset allocation',
  },
] as const;

const presentValue = (page: Page) => page.getByLabel('Present value', { exact: true });
const goal = (page: Page) => page.getByLabel('Goal', { exact: true });
const years = (page: Page) => page.getByLabel('No. of years', { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });
const routes = (page: Page) =>
  page.getByRole('list', { name: 'Routes to your goal' }).getByRole('listitem');

/** What a phone scrolls sideways by: nothing, on every page. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

async function mapExample(page: Page, value: string, goalLabel: string, yearCount: string) {
  await presentValue(page).fill(value);
  await goal(page).selectOption({ label: goalLabel });
  await years(page).fill(yearCount);
  await submit(page).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/moneyMap');
  await expect(page.getByRole('heading', { level: 1, name: 'Money Maps' })).toBeVisible();
});

test('shows the breadcrumb and hides the result until a valid submit', async ({ page }) => {
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByText('Money Maps')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Your money map')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Start Investing/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const example of workedExamples) {
  test(`maps ${example.presentValue} for ${example.goal} over ${example.years} years`, async ({
    page,
  }) => {
    await presentValue(page).fill(example.presentValue);
    await goal(page).selectOption({ label: example.goal });
    await years(page).fill(example.years);
    await submit(page).click();

    const heading = page.getByRole('heading', { level: 2, name: example.heading });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();

    await expect(routes(page)).toHaveCount(3);
    for (const [route, amount] of Object.entries(example.monthly)) {
      const item = routes(page).filter({
        has: page.getByRole('heading', { level: 4, name: new RegExp(`^${route} `) }),
      });
      await expect(item).toContainText(`${amount} a month`);
    }
    const suggested = routes(page).filter({ hasText: 'Suggested' });
    await expect(suggested).toHaveCount(1);
    await expect(suggested).toHaveAttribute('aria-current', 'step');
    await expect(suggested.getByRole('heading', { level: 4 })).toContainText(example.suggested);
    await expect(page.getByText(example.why, { exact: false })).toBeVisible();
  });
}

test('reads the present value in words while it is typed', async ({ page }) => {
  await presentValue(page).fill('500000');
  await expect(presentValue(page)).toHaveAccessibleDescription('₹5 lakh');
  await presentValue(page).fill('12345678');
  await expect(presentValue(page)).toHaveAccessibleDescription('₹1.23 crore');
});

test('names the first problem only, in the seeds’ order, on its focused field and nowhere else', async ({
  page,
}) => {
  const expectProblem = async (field: ReturnType<typeof presentValue>, message: string) => {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toBeFocused();
    // Once, under the field: no toast as well (on a phone it covered Submit).
    await expectNoToast(page);
  };

  await submit(page).click();
  await expectProblem(presentValue(page), 'Present value should be greater than 0');
  await expect(goal(page)).toHaveAttribute('aria-invalid', 'false');

  await presentValue(page).fill('250000');
  await submit(page).click();
  await expectProblem(goal(page), 'Please select a goal');
  await expect(presentValue(page)).toHaveAttribute('aria-invalid', 'false');

  await goal(page).selectOption({ label: 'Vehicle' });
  await years(page).fill('0');
  await submit(page).click();
  await expectProblem(years(page), 'No. of years should be greater than 0');

  await expect(page.getByText('Your money map')).toHaveCount(0);
});

test('says "Please enter a number" for a value that is not one', async ({ page }) => {
  await presentValue(page).fill('abc');
  await submit(page).click();
  await expect(presentValue(page)).toHaveAccessibleDescription('Please enter a number');
  await expect(presentValue(page)).toBeFocused();

  await presentValue(page).fill('250000');
  await goal(page).selectOption({ label: 'Home' });
  await years(page).fill('ten');
  await submit(page).click();
  await expect(years(page)).toHaveAccessibleDescription('Please enter a number');
});

test('says what each field expects in words, with no placeholder that looks like a value', async ({
  page,
}) => {
  for (const field of [presentValue(page), years(page)]) {
    await expect(field).not.toHaveAttribute('placeholder');
  }
  await expect(presentValue(page)).toHaveAccessibleDescription(
    'What the goal would cost today, in rupees',
  );
  await expect(goal(page)).toHaveAccessibleDescription('Choose what you are saving for');
  await expect(years(page)).toHaveAccessibleDescription('Years from now, 1 to 50');
});

test('an invalid submit takes away the previous result', async ({ page }) => {
  await mapExample(page, '100000', 'Home', '10');
  await expect(page.getByRole('heading', { level: 2, name: /^Home: / })).toBeFocused();

  await years(page).fill('0');
  await submit(page).click();
  await expect(years(page)).toHaveAccessibleDescription('No. of years should be greater than 0');
  await expect(page.getByText('Your money map')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Start Investing/ })).toHaveCount(0);
});

test('keeps the last result while the inputs change, until the next submit', async ({ page }) => {
  await presentValue(page).fill('100000');
  await goal(page).selectOption({ label: 'Home' });
  await years(page).fill('10');
  await submit(page).press('Enter');
  const first = page.getByRole('heading', { level: 2, name: 'Home: ₹1,79,500 in 10 years' });
  await expect(first).toBeFocused();

  await years(page).fill('3');
  await expect(first).toBeVisible();
  await years(page).press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Home: ₹1,19,500 in 3 years' }),
  ).toBeFocused();
});

test('links Start Investing to the investing site in a new tab, states the assumptions, gives the chart’s figures as a table, and passes axe', async ({
  page,
}) => {
  await mapExample(page, '500000', 'Education', '15');

  const link = page.getByRole('link', { name: /Start Investing/ });
  await expect(link).toHaveAttribute('href', 'https://invest.arthashala.in/');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAccessibleName('Start Investing (opens in a new tab)');

  await expect(page.getByText('Inflation for this goal: 10% a year')).toBeVisible();
  await expect(page.getByText(/paid at the end of each month, as AMFI/)).toBeVisible();
  // The chart is drawn once its code arrives; the table beside it gives the same figures.
  await expect(page.locator('figure svg').first()).toBeVisible();
  await page.getByText('Year-by-year figures').click();
  const table = page.getByRole('table', { name: /₹4,500 a month in equity/ });
  await expect(table.getByRole('row')).toHaveCount(16);
  await expect(table.getByRole('row').last()).toContainText('₹8,10,000');
  await expectNoAxeViolations(page);
});

test('on a phone, brings the result into view with its heading focused, and passes axe @mobile', async ({
  page,
}) => {
  await mapExample(page, '200000', 'Holiday', '3');
  const heading = page.getByRole('heading', { level: 2, name: 'Holiday: ₹2,38,500 in 3 years' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(routes(page).filter({ hasText: 'Suggested' })).toContainText('Debt');
  await expect(page.locator('figure svg').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the page, its result and the year-by-year table never scroll sideways', async ({
    page,
  }) => {
    expect(await sidewaysOverflow(page)).toBe(0);
    await mapExample(page, '500000', 'Education', '15');
    await expect(page.locator('figure svg').first()).toBeVisible();
    await page.getByText('Year-by-year figures').click();
    await expect(page.getByRole('table', { name: /a month in equity/ })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
