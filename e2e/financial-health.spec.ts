import type { Page } from '@playwright/test';
import type { AnswerKey, FinancialHealthAnswers } from '../src/shared/planners/financial-health';
import {
  answerLabel,
  FINANCIAL_HEALTH_QUESTIONS,
} from '../src/shared/planners/financial-health-questions';
import { clientAddress, expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

// The Financial Check-up as a visitor walks it: start, four steps of questions, the result; and
// a signed-in user's saved result page and refilled form.

/** Scores 12 (moderate): save 2+1+0, borrow 2, protect 1+0, plan 1+2+1+1+1. */
const known: FinancialHealthAnswers = {
  age: 'b',
  maritalStatus: 'b',
  work: 'a',
  income: 'b',
  finnacialDependency: 'a',
  percentSavingPoints: 2,
  percentAsidePoints: 1,
  investmentPoints: 0,
  taxLiabilityPoints: 1,
  investmentConfidentPoints: 2,
  spentEMIPoint: 2,
  loan: 'a',
  lifeInsurancePoint: 1,
  medicalInsurancePoint: 0,
  financialGoalsPoint: 1,
  financialPriority: 'd',
  manageMoneyPoint: 1,
  retire: 'c',
  financialAdvisorPoint: 1,
};

const steps: AnswerKey[][] = [
  ['age', 'maritalStatus', 'work', 'income', 'finnacialDependency'],
  [
    'percentSavingPoints',
    'percentAsidePoints',
    'investmentPoints',
    'taxLiabilityPoints',
    'investmentConfidentPoints',
  ],
  ['spentEMIPoint', 'loan', 'lifeInsurancePoint', 'medicalInsurancePoint'],
  [
    'financialGoalsPoint',
    'financialPriority',
    'manageMoneyPoint',
    'retire',
    'financialAdvisorPoint',
  ],
];

const question = (page: Page, key: AnswerKey) =>
  page.getByRole('group', { name: FINANCIAL_HEALTH_QUESTIONS[key].text });
const option = <K extends AnswerKey>(page: Page, key: K, value: FinancialHealthAnswers[K]) =>
  question(page, key).getByRole('radio', { name: answerLabel(key, value), exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function answerStep(page: Page, n: number) {
  for (const key of steps[n] ?? []) await option(page, key, known[key]).check();
}

async function completeCheckUp(page: Page) {
  await button(page, 'Start Now').click();
  for (let n = 0; n < 4; n++) {
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${n + 1} of 4`) }),
    ).toBeVisible();
    await answerStep(page, n);
    await button(page, n === 3 ? 'Finish' : 'Next').click();
  }
}

let address = '';
test.beforeEach(async ({ page }, testInfo) => {
  // Long walks through 19 questions, on a machine that may be busy: the limit only catches a hang.
  testInfo.setTimeout(180_000);
  address = clientAddress(testInfo, '198.51');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
});

test.describe('a visitor', () => {
  test.beforeEach(async ({ page }) => {
    await openHydrated(page, '/financial-health');
    await expect(page.getByRole('heading', { level: 1, name: 'Financial Check-up' })).toBeVisible();
  });

  test('starts at step 0 with Start Now and Back disabled', async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ready for your check-up?' }),
    ).toBeVisible();
    await expect(button(page, 'Back')).toBeDisabled();
    await expect(button(page, 'Start Now')).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('goes through the four steps to the result with a known score', async ({ page }) => {
    await completeCheckUp(page);
    const heading = page.getByRole('heading', { level: 2, name: 'Your score: 12 out of 19' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByText('On the right track (Moderate)')).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Result picture: Moderate, on the right track' }),
    ).toBeVisible();
    // Sub-scores beside the total, in words.
    const areas = page.getByRole('list', { name: 'Your score by area' }).getByRole('listitem');
    await expect(areas).toHaveText([
      /^Total.*12 of 19$/,
      /^Protect.*1 of 2$/,
      /^Borrow.*2 of 3$/,
      /^Save.*3 of 6$/,
      /^Plan.*6 of 8$/,
    ]);
    // A suggestion for each answer below its maximum, Protect first.
    const suggestions = page
      .getByRole('region', { name: 'What would help most' })
      .getByRole('listitem');
    await expect(suggestions).toHaveCount(6);
    await expect(suggestions.first()).toContainText('Protect: Buy health insurance');
    await expect(suggestions.nth(1)).toContainText('EMIs');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'support@arthashala.in' }),
    ).toHaveAttribute('href', /^mailto:support@arthashala\.in/);
    await expect(button(page, 'Print or save as PDF')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('score'))).toBe('12');
    await expectNoAxeViolations(page);

    // On paper: the answers summary appears; the chrome, the stepper and the buttons do not.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 3, name: 'Your answers' })).toBeVisible();
    await expect(page.getByText('Printed from Arthashala on')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('list', { name: 'Check-up steps' })).toBeHidden();
    await expect(button(page, 'Reset')).toBeHidden();
    await expect(page.getByText('Your score: 12 out of 19')).toBeVisible();
    const pages = await page.pdf({ format: 'A4' });
    expect(pages.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('heading', { level: 3, name: 'Your answers' })).toBeHidden();
  });

  test("shows each step's first message when Next finds it unanswered", async ({ page }) => {
    await button(page, 'Start Now').click();
    const expectations = [
      'Age is not selected',
      'Income Saving not selected',
      'Spent on EMI not selected',
      'Financial Goal not selected',
    ];
    for (let n = 0; n < 4; n++) {
      await button(page, n === 3 ? 'Finish' : 'Next').click();
      const alert = page.getByRole('alert').filter({ hasText: expectations[n] });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(1);
      // The question to answer takes the focus.
      const first = steps[n]?.[0] as AnswerKey;
      await expect(question(page, first).getByRole('radio').first()).toBeFocused();
      if (n === 0) {
        await expectNoAxeViolations(page);
        // Answering the age moves the message on to the next unanswered question.
        await option(page, 'age', 'a').check();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await button(page, 'Next').click();
        await expect(page.getByRole('alert')).toHaveText('Marital Status is not selected');
      }
      await answerStep(page, n);
      if (n < 3) {
        await button(page, 'Next').click();
        await expect(
          page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${n + 2} of 4`) }),
        ).toBeVisible();
      }
    }
    await button(page, 'Finish').click();
    await expect(page.getByRole('heading', { level: 2, name: /^Your score: 12/ })).toBeVisible();
  });

  test('Back keeps the answers; Reset returns to step 0 with none', async ({ page }) => {
    await completeCheckUp(page);
    await button(page, 'Back').click();
    await expect(page.getByRole('heading', { level: 2, name: /^Step 4 of 4/ })).toBeVisible();
    await expect(option(page, 'retire', 'c')).toBeChecked();
    await button(page, 'Finish').click();
    await button(page, 'Reset').click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Ready for your check-up?' }),
    ).toBeVisible();
    await expect(button(page, 'Back')).toBeDisabled();
    await button(page, 'Start Now').click();
    await expect(question(page, 'age').getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('can be completed with the keyboard alone', async ({ page }) => {
    await button(page, 'Start Now').focus();
    await page.keyboard.press('Enter');
    for (let n = 0; n < 4; n++) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^Step ${n + 1} of 4`) }),
      ).toBeFocused();
      for (const key of steps[n] ?? []) {
        await page.keyboard.press('Tab');
        await expect(question(page, key).getByRole('radio').first()).toBeFocused();
        await page.keyboard.press('Space');
      }
      await page.keyboard.press('Tab'); // Back
      await page.keyboard.press('Tab'); // Next or Finish
      await expect(button(page, n === 3 ? 'Finish' : 'Next')).toBeFocused();
      await page.keyboard.press('Enter');
    }
    // Every first answer: 1+1+1+1+3 + 3 + 1+1 + 1+2+1 = 16.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Your score: 16 out of 19' }),
    ).toBeFocused();
    await expect(page.getByText('In good shape (Aggressive)')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('score'))).toBe('16');
  });
});

test.describe('a signed-in user', () => {
  test('finishes, sees the saved result page, and finds the form refilled', async ({ page }) => {
    const email = `checkup-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'a-long-password-1', name: 'Meera Iyer' },
      headers: { 'x-forwarded-for': address, origin: String(test.info().project.use.baseURL) },
    });
    expect(signUp.ok(), await signUp.text()).toBe(true);

    // Nothing saved yet: the form starts empty. (Listened for before the page loads: the answer
    // can come before the load event.)
    const empty = page.waitForResponse((r) => r.url().includes('getFinancialHealthHistory'));
    await page.goto('/financial-health');
    expect(await (await empty).json()).toMatchObject({ success: true, history: [] });
    const saved = page.waitForResponse((r) => r.url().includes('saveFinancialHealthCheckup'));
    await completeCheckUp(page);
    expect((await saved).status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Your score: 12 out of 19' }),
    ).toBeVisible();

    // The result page asks one call for the latest check-up and its trend.
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/getFinancialHealth')) calls.push(new URL(r.url()).pathname);
    });
    await page.goto('/financialHealthResult');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your financial health' }),
    ).toBeVisible();
    // What the live result showed: the score by area and what would help most.
    await expect(page.getByRole('heading', { level: 3, name: 'Your score by area' })).toBeVisible();
    const helps = page.getByRole('region', { name: 'What would help most' });
    await expect(helps.getByRole('listitem').first()).toBeVisible();
    expect(calls).toEqual(['/api/user/getFinancialHealthHistory']);
    await expect(page.getByText('Meera Iyer')).toBeVisible();
    await expect(page.getByText(/^Saved on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Score: 12 out of 19' }),
    ).toBeVisible();
    const large = page.locator('svg.fh-large');
    const small = page.locator('svg.fh-small');
    await expect(large).toBeVisible();
    await expect(large).toHaveAccessibleName('Result picture: Moderate, on the right track');
    await expect(small).toBeHidden();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(small).toBeVisible();
    await expect(large).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 720 });

    await openHydrated(page, '/financial-health');
    await button(page, 'Start Now').click();
    await expect(option(page, 'age', 'b')).toBeChecked();
    await expect(option(page, 'finnacialDependency', 'a')).toBeChecked();
    for (let n = 0; n < 3; n++) await button(page, 'Next').click();
    await expect(option(page, 'financialAdvisorPoint', 1)).toBeChecked();
    await button(page, 'Finish').click();
    // The second check-up: the trend lists both, on the result step and on the saved page.
    const trend = page.getByRole('table', { name: 'Your past check-ups, newest first' });
    await expect(trend.getByRole('row')).toHaveCount(3);
    await page.goto('/financialHealthResult');
    await expect(trend.getByRole('row')).toHaveCount(3);
  });
});

test('the saved result page asks a visitor to sign in', async ({ page }) => {
  await page.goto('/financialHealthResult');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Please sign in to see your check-up' }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);
  await button(page, 'Sign in').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
