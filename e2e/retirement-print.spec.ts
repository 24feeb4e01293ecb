import { clientAddress, expect, openHydrated, test } from './fixtures';

// The retirement planner on paper, as the other planners print: the whole plan (how it is worked
// out and the step-up included) and no heading left alone at the foot of a page.

test('prints the plan with how it is calculated and the step-up, each heading kept with its section', async ({
  page,
}, testInfo) => {
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(testInfo, '198.51') });
  await openHydrated(page, '/retirement-planner');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  // spec/planner-math.md's first worked example.
  await field('Age').fill('30');
  await field('Existing Investment').fill('500000');
  await page.getByRole('button', { name: 'Next' }).click();
  await field('Rental Income').fill('0');
  await field('Retiral Benefits').fill('1000000');
  await field('Pension Income').fill('0');
  await field('Present Monthly Expenses').fill('50000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('monthly-investment')).toHaveText('₹69,500');

  await page.emulateMedia({ media: 'print' });
  const heading = (name: string) => page.getByRole('heading', { level: 3, name, exact: true });
  await expect(page.getByText(/Printed from Arthashala on/)).toBeVisible();
  await expect(heading('How this is calculated')).toBeVisible();
  await expect(page.getByText(/^Years to go\./)).toBeVisible();
  await expect(heading('Step up each year')).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'With step-up' })).toBeVisible();
  // Its select stays off the paper: the table's caption names the step-up.
  await expect(page.getByLabel('Step-up', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();

  // The chart's heading goes to the page its chart is on: neither is split from the other.
  const chartHeading = heading('Your savings, year by year');
  await expect(chartHeading).toBeVisible();
  const breaks = await chartHeading.evaluate((h) => ({
    after: getComputedStyle(h).breakAfter,
    section: getComputedStyle(h.closest('section')!).breakInside,
    chartInSection: h.closest('section')!.querySelector('figure') !== null,
  }));
  expect(breaks).toEqual({ after: 'avoid', section: 'avoid', chartInSection: true });
  // Every printed section is kept whole in the same way.
  const sections = await page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .evaluateAll((all) =>
      all.filter((s) => s.checkVisibility()).map((s) => getComputedStyle(s).breakInside),
    );
  expect(sections.length).toBeGreaterThan(3);
  expect(new Set(sections)).toEqual(new Set(['avoid']));
});
