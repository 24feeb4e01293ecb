import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  acceptTheFailedRequest,
  clientAddress,
  expect,
  expectNoAxeViolations,
  openHydrated,
  reloadHydrated,
  test,
} from './fixtures';

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
  await openHydrated(page, '/moneyMap');
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

test('keeps what was typed before the page’s code arrived', async ({ page }) => {
  // A slow phone: the page's code comes well after its HTML.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const hydrated = page.waitForResponse((r) => r.url().includes('/api/auth/get-session'));
  await page.goto('/moneyMap', { waitUntil: 'commit' });
  await presentValue(page).fill('1000000');
  await hydrated;
  // The form has taken the early value in: it reads it back in words. (Only then is the form
  // live: a submit before that is the browser's own, which reloads the page.)
  await expect(page.getByText('₹10 lakh')).toBeVisible();
  await goal(page).selectOption({ label: 'Marriage' });
  await years(page).fill('7');
  await submit(page).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Marriage: ₹15,04,000 in 7 years' }),
  ).toBeVisible();
  await expect(presentValue(page)).toHaveValue('1000000');
});

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

test('says so for a value that is not an amount or a number', async ({ page }) => {
  await presentValue(page).fill('abc');
  await submit(page).click();
  await expect(presentValue(page)).toHaveAccessibleDescription(
    'Please enter an amount, like 1,50,000 or 12 lakh',
  );
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

const routeAmount = (page: Page, route: string) =>
  routes(page).filter({
    has: page.getByRole('heading', { level: 4, name: new RegExp(`^${route} `) }),
  });
const resultHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /^[A-Z][a-z ]+: ₹/ });

test('changed assumptions change every figure, and the note shows the rates in use', async ({
  page,
}) => {
  await mapExample(page, '500000', 'Education', '15');
  await expect(routeAmount(page, 'Equity')).toContainText('₹4,500 a month');

  // Closed until opened.
  const equity = page.getByLabel('Equity return (% a year)');
  await expect(equity).toBeHidden();
  await page.getByText('Change the assumptions').click();
  await expect(equity).toHaveValue('12');

  await equity.fill('13');
  await page.getByLabel('Debt return (% a year)').fill('6');
  await expect(routeAmount(page, 'Equity')).toContainText('₹4,000 a month');
  await expect(routeAmount(page, 'Debt')).toContainText('₹7,500 a month');
  await expect(
    page.getByText('Expected returns a year: debt 6%, asset allocation 10%, equity 13%'),
  ).toBeVisible();

  await page.getByLabel('Inflation (% a year)').fill('8');
  // ₹5,00,000 × 1.08^15 = ₹15,86,084.56, rounded up to ₹15,86,500.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Education: ₹15,86,500 in 15 years' }),
  ).toBeVisible();
  await expect(page.getByText('Inflation: 8% a year, as you set it')).toBeVisible();
  await expect(routeAmount(page, 'Equity')).toContainText('₹3,000 a month');

  // A rate out of range is named under its field; the figures, which are for other rates, are
  // hidden until it is corrected, and a note says so.
  const outOfDate = page.getByText(/^These figures are hidden until the rates are valid/);
  await expect(outOfDate).toHaveCount(0);
  await equity.fill('14');
  await expect(equity).toHaveAccessibleDescription(
    'Expected returns should be between 2% and 13% a year',
  );
  await expect(outOfDate).toBeVisible();
  await expect(routes(page).first()).toBeHidden();
  await expect(resultHeading(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // Returns out of risk order (debt above equity) are refused under the first field out of order.
  await equity.fill('7');
  await expect(page.getByLabel('Asset allocation return (% a year)')).toHaveValue('10');
  await expect(equity).toHaveAccessibleDescription(
    'Expected returns rise with risk: debt, then asset allocation, then equity',
  );
  await expect(outOfDate).toBeVisible();

  // Choosing another goal resets inflation to that goal's; the edited returns stay.
  await equity.fill('13');
  await expect(outOfDate).toHaveCount(0);
  await expect(routeAmount(page, 'Equity')).toBeVisible();
  await expect(routeAmount(page, 'Equity')).toContainText('₹3,000 a month');
  await goal(page).selectOption({ label: 'Home' });
  await submit(page).click();
  await expect(page.getByText('Inflation for this goal: 6% a year')).toBeVisible();
  await expect(page.getByText(/equity 13%/)).toBeVisible();

  await page.getByRole('button', { name: 'Back to the usual rates' }).click();
  await expect(
    page.getByText('Expected returns a year: debt 8%, asset allocation 10%, equity 12%.'),
  ).toBeVisible();
});

test('a step-up starts lower, beside the flat SIP; waiting a year costs more', async ({ page }) => {
  await mapExample(page, '500000', 'Education', '15');
  const table = page.getByRole('table', { name: /Monthly SIP in the first year/ });
  await expect(table.getByRole('row', { name: /Equity/ })).toContainText('₹4,500');

  await page.getByLabel('Step-up', { exact: true }).selectOption({ label: '10% more each year' });
  const equityRow = table.getByRole('row', { name: /Equity/ });
  await expect(equityRow.getByRole('cell')).toHaveText(['₹4,500', '₹2,500']);
  await expect(page.getByText(/equity starts at ₹2,500 a month instead of ₹4,500/)).toBeVisible();

  // Waiting keeps the step-up: ₹20,89,000 by equity at 12%, 10% more each year, asks ₹2,500 a
  // month to start over 15 years and ₹3,000 over 14.
  const waiting = page.getByText(/Start a year from now/);
  await expect(waiting).toContainText(
    '₹3,000 a month by equity, rising 10% a year, instead of ₹2,500',
  );
  await expect(waiting).toContainText('₹500 more a month to start with');
  // So does the chart: ₹2,500 a month, rising each year, reaches the goal.
  await expect(
    page.getByRole('heading', { name: 'How ₹2,500 a month, rising 10% a year, grows' }),
  ).toBeVisible();
  await page.getByText('Year-by-year figures').click();
  const growth = page.getByRole('table', { name: /Year-by-year growth of ₹2,500 a month/ });
  await expect(growth.getByRole('row').nth(1)).toContainText('₹30,000');
  await expect(growth.getByRole('row').nth(2)).toContainText('₹63,000');

  // Flat again: ₹4,500 a month over 15 years, ₹5,000 over 14.
  await page.getByLabel('Step-up', { exact: true }).selectOption({ label: 'No step-up' });
  await expect(waiting).toContainText('₹5,000 a month by equity instead of ₹4,500');
  await expect(waiting).toContainText('₹500 more every month');
  await expect(page.getByRole('heading', { name: 'How ₹4,500 a month grows' })).toBeVisible();
  await expect(growth).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: /Year-by-year growth of ₹4,500 a month in equity/ }),
  ).toBeVisible();

  // A one-year goal has no year to wait.
  await years(page).fill('1');
  await submit(page).click();
  await expect(page.getByRole('heading', { level: 2, name: /in 1 year$/ })).toBeVisible();
  await expect(page.getByText(/Start a year from now/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('shows the working with the visitor’s numbers, year by year, and downloads it as CSV', async ({
  page,
}) => {
  await mapExample(page, '100000', 'Home', '10');
  await page.getByText('Show the working').click();
  await expect(
    page.getByText(/₹1,00,000 × \(1 \+ 6%\)10 = ₹1,79,084.77, rounded up/),
  ).toBeVisible();
  const table = page.getByRole('table', {
    name: /The working, year by year: ₹1,000 a month in equity at 12%/,
  });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('row').nth(1)).toContainText('₹12,000');
  await expect(table.getByRole('row').last()).toContainText('₹1,20,000');
  await expect(table.getByRole('row').last()).toContainText('₹2,30,039');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the working (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('money-map-home.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe('Year,Monthly instalment,Paid this year,Paid so far,Value at year end');
  expect(csv[1]).toBe('1,1000.00,12000.00,12000.00,12682.50');
  expect(csv[10]).toBe('10,1000.00,12000.00,120000.00,230038.69');
  await expectNoAxeViolations(page);
});

test('the share link reopens the same map, rates and step-up in a new page', async ({
  page,
  context,
}) => {
  await mapExample(page, '500000', 'Education', '15');
  await page.getByText('Change the assumptions').click();
  await page.getByLabel('Equity return (% a year)').fill('13');
  await page.getByLabel('Step-up', { exact: true }).selectOption({ label: '5% more each year' });

  const link = page.getByRole('link', { name: 'Link to this money map' });
  const href = (await link.getAttribute('href'))!;
  expect(new URL(href).pathname).toBe('/moneyMap');
  expect(new URL(href).search).toBe('');
  expect(new URL(href).hash).toBe(
    '#pv=500000&goal=EDUCATION&years=15&inflation=10&debt=8&aa=10&equity=13&stepUp=5',
  );

  const other = await context.newPage();
  const requested: string[] = [];
  other.on('request', (request) => requested.push(request.url()));
  await other.goto(href);
  await expect(
    other.getByRole('heading', { level: 2, name: 'Education: ₹20,89,000 in 15 years' }),
  ).toBeVisible();
  await expect(routeAmount(other, 'Equity')).toContainText('₹4,000 a month');
  await expect(other.getByLabel('Present value', { exact: true })).toHaveValue('500000');
  await expect(other.getByLabel('Step-up', { exact: true })).toHaveValue('0.05');
  // The fragment never left the browser.
  expect(requested.filter((url) => url.includes('pv='))).toEqual([]);
  await other.close();
});

test('says a shared link that cannot be read opens nothing, and starts empty', async ({ page }) => {
  // Edited by hand: a goal the planner does not know.
  await page.goto('about:blank');
  await openHydrated(page, '/moneyMap#pv=500000&goal=YACHT&years=15');
  await expect(
    page.getByText('This shared link could not be read; the planner starts empty.'),
  ).toBeVisible();
  await expect(presentValue(page)).toHaveValue('');
  await expect(page.getByText('Your money map')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A working link opens its map, and the note goes.
  await page.evaluate(() => {
    window.location.hash = 'pv=500000&goal=EDUCATION&years=15';
  });
  await expect(resultHeading(page)).toHaveText('Education: ₹20,89,000 in 15 years');
  await expect(page.getByText(/This shared link could not be read/)).toHaveCount(0);
});

test('tells a screen reader the new SIP once a step-up or a rate has changed', async ({ page }) => {
  await mapExample(page, '500000', 'Education', '15');
  const announcement = page.getByRole('status').filter({ hasText: /suggested route/ });
  // The submit's answer is read from its focused heading, not announced again.
  await page.waitForTimeout(1200);
  await expect(announcement).toHaveCount(0);

  await page.getByLabel('Step-up', { exact: true }).selectOption({ label: '10% more each year' });
  await expect(announcement).toHaveText(
    'Education: ₹20,89,000 in 15 years. Equity, the suggested route, at 12% a year: ₹2,500 a month, rising 10% a year.',
  );

  await page.getByText('Change the assumptions').click();
  // Typed key by key: 1% (refused), then 13%; only the figures it settles on are read.
  const equity = page.getByLabel('Equity return (% a year)');
  await equity.fill('');
  await equity.pressSequentially('13', { delay: 150 });
  await expect(announcement).toHaveText(
    /^Education: ₹20,89,000 in 15 years\. Equity, the suggested route, at 13% a year: ₹2,\d00 a month, rising 10% a year\.$/,
  );
});

test('compares two scenarios side by side', async ({ page }) => {
  await mapExample(page, '500000', 'Education', '15');
  await page.getByRole('button', { name: 'Compare with another' }).click();
  await expect(presentValue(page)).toBeFocused();
  await years(page).fill('10');
  await submit(page).click();
  const table = page.getByRole('table', { name: 'Scenario A beside scenario B' });
  await expect(table.getByRole('row', { name: /^Years/ }).getByRole('cell')).toHaveText([
    '15 years',
    '10 years',
  ]);
  await expect(table.getByRole('row', { name: /^Cost then/ }).getByRole('cell')).toHaveText([
    '₹20,89,000',
    '₹12,97,000',
  ]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Stop comparing' }).click();
  await expect(table).toHaveCount(0);
});

test('says the figures are illustrations, not promises, and prints as one page', async ({
  page,
}) => {
  await mapExample(page, '200000', 'Holiday', '3');
  await expect(
    page.getByText(/illustrations at the rates assumed above, not promises/),
  ).toContainText('Mutual Fund investments are subject to market risks');
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
  await expect(submit(page)).toBeHidden();
  await expect(page.getByText('Change the assumptions')).toBeHidden();
  await expect(resultHeading(page)).toBeVisible();
  await expect(page.getByText(/Printed from Arthashala on/)).toBeVisible();
  await expect(page.getByText(/illustrations at the rates assumed above/)).toBeVisible();
  await expect(page.locator('figure svg').first()).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});

test.describe('signed in', () => {
  test('a valid calculation is saved for the user, with its rates', async ({ page }, testInfo) => {
    const address = clientAddress(testInfo, '198.51');
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
    const origin = String(testInfo.project.use.baseURL);
    const email = `mapper-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'a-long-password-1', name: '' },
      headers: { origin, 'x-forwarded-for': address },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    await reloadHydrated(page);

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/saveMoneyMap'));
    await mapExample(page, '500000', 'Education', '15');
    expect((await saved).status()).toBe(200);

    const data = await page.request.get('/api/user/exportData', {
      headers: { 'x-forwarded-for': address },
    });
    expect(data.ok()).toBe(true);
    const { moneyMaps } = (await data.json()) as { moneyMaps: Record<string, unknown>[] };
    expect(moneyMaps).toHaveLength(1);
    expect(moneyMaps[0]).toMatchObject({
      presentValue: 500000,
      goal: 'EDUCATION',
      years: 15,
      futureValue: 2089000,
      monthly: { debt: 6500, assetAllocation: 5500, equity: 4500 },
    });
    await expect(page.locator('.MuiSnackbar-root')).toContainText(
      'Your money map is saved: find it on your profile, under Saved Money Maps',
    );
    await expectNoAxeViolations(page);
  });

  test('/profile lists the saved maps latest first; one opens again in Money Maps, one is deleted', async ({
    page,
  }, testInfo) => {
    const address = clientAddress(testInfo, '198.51');
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
    const origin = String(testInfo.project.use.baseURL);
    const email = `maplist-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'a-long-password-1', name: '' },
      headers: { origin, 'x-forwarded-for': address },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    for (const data of [
      { presentValue: 500_000, goal: 'EDUCATION', years: 15 },
      { presentValue: 2_000_000, goal: 'HOME', years: 8, stepUp: 0.1 },
    ]) {
      const saved = await page.request.post('/api/user/saveMoneyMap', {
        data,
        headers: { origin, 'x-forwarded-for': address },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }

    await openHydrated(page, '/profile?panel=moneyMaps');
    const list = page.getByRole('tabpanel').getByRole('listitem');
    await expect(list).toHaveCount(2);
    await expect(list.nth(0).getByRole('heading')).toHaveText('Home: ₹20,00,000 in 8 years');
    await expect(list.nth(0)).toContainText('rising 10% a year');
    await expect(list.nth(1).getByRole('heading')).toHaveText('Education: ₹5,00,000 in 15 years');
    await expect(list.nth(1)).toContainText('Costs ₹20,89,000 then.');
    await expectNoAxeViolations(page);

    await list.nth(0).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(list).toHaveCount(1);
    await expect(page.locator('.MuiSnackbar-root')).toContainText('The money map is deleted');

    await list.nth(0).getByRole('link', { name: 'Open in Money Maps' }).click();
    await expect(page).toHaveURL(/\/moneyMap#pv=500000&goal=EDUCATION&years=15/);
    await expect(page.getByText('₹20,89,000').first()).toBeVisible();
  });

  test("a failed save says 'Something went wrong'", async ({ page, consoleErrors }, testInfo) => {
    const address = clientAddress(testInfo, '198.51');
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
    const origin = String(testInfo.project.use.baseURL);
    const email = `mapfail-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'a-long-password-1', name: '' },
      headers: { origin, 'x-forwarded-for': address },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);
    // The connection drops as the save is sent: the network fails, the server is not faked.
    await page.route('**/api/user/saveMoneyMap', (route) => route.abort('connectionreset'));
    await reloadHydrated(page);
    await mapExample(page, '100000', 'Home', '10');
    await expect(page.locator('.MuiSnackbar-root')).toContainText('Something went wrong');
    acceptTheFailedRequest(consoleErrors, 'net::ERR_CONNECTION_RESET');
  });
});
