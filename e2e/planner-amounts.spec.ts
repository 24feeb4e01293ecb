import type { Page } from '@playwright/test';
import { clientAddress, expect, openHydrated, test } from './fixtures';

// Amounts as people type them, read by the one parser every planner uses (src/shared/format/
// amount.ts): lakh and crore, paise, and optional fields left empty.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.beforeEach(async ({ page }, testInfo) => {
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(testInfo, '198.51') });
});

test('Money Maps takes lakh, crore and paise, and echoes the amount read', async ({ page }) => {
  await openHydrated(page, '/moneyMap');
  const presentValue = field(page, 'Present value');
  const submit = page.getByRole('button', { name: 'Submit' });
  const heading = (name: string) => page.getByRole('heading', { level: 2, name });

  // spec/planner-math.md's second worked example, typed as 5 lakh.
  await presentValue.fill('5 Lakh');
  await expect(presentValue).toHaveAccessibleDescription('₹5 lakh');
  await field(page, 'Goal').selectOption({ label: 'Education' });
  await field(page, 'No. of years').fill('15');
  await submit.click();
  await expect(heading('Education: ₹20,89,000 in 15 years')).toBeVisible();

  await presentValue.fill('0.05 crore');
  await submit.click();
  await expect(heading('Education: ₹20,89,000 in 15 years')).toBeVisible();
  await expect(page.getByText(/^What costs ₹5,00,000 today/)).toBeVisible();

  // Paise, as the retirement planner takes them: the first worked example's home.
  await presentValue.fill('₹ 1,00,000.50');
  await field(page, 'Goal').selectOption({ label: 'Home' });
  await field(page, 'No. of years').fill('10');
  await submit.click();
  await expect(heading('Home: ₹1,79,500 in 10 years')).toBeVisible();

  // What it cannot read, it says so, and how amounts may be written.
  await presentValue.fill('12 lakhs of');
  await submit.click();
  await expect(presentValue).toHaveAccessibleDescription(
    'Please enter an amount, like 1,50,000 or 12 lakh',
  );
  await presentValue.fill('1,500.505');
  await submit.click();
  await expect(presentValue).toHaveAccessibleDescription(
    'Present value can have at most 2 decimals (paise)',
  );
});

test('the retirement planner takes lakh, and an emptied optional amount as 0', async ({ page }) => {
  await openHydrated(page, '/retirement-planner');
  // spec/planner-math.md's first worked example: no rent and no pension, left empty.
  await field(page, 'Age').fill('30');
  await field(page, 'Existing Investment').fill('5 lakh');
  await expect(field(page, 'Existing Investment')).toHaveAccessibleDescription('₹5 lakh');
  await page.getByRole('button', { name: 'Next' }).click();
  await field(page, 'Rental Income').fill('');
  await field(page, 'Retiral Benefits').fill('10L');
  await field(page, 'Pension Income').fill('');
  await field(page, 'Present Monthly Expenses').fill('50,000.00');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your retirement at 60' })).toBeFocused();
  await expect(page.getByTestId('monthly-investment')).toHaveText('₹69,500');

  // A required amount left empty keeps the seeds' message.
  await page.getByRole('button', { name: 'Financial Information' }).click();
  await field(page, 'Present Monthly Expenses').fill('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(field(page, 'Present Monthly Expenses')).toHaveAccessibleDescription(
    'Present Monthly Expenses should be 5000 or higher',
  );
});
