import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialHealthAnswers } from '../../../shared/planners/financial-health';
import { financial_health_checkups } from '../../db/schema/financial-health';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
async function newUser() {
  serial += 1;
  const email = `checkup${serial}@example.com`;
  const browser = new TestClient(t.app);
  const res = await browser.signUp(email, 'first password');
  expect(res.statusCode).toBe(200);
  return { browser, email, id: String(res.json().user.id) };
}

/** Scores 12: save 2+1+0, borrow 2, protect 1+0, plan 1+2+1+1+1. */
const answers: FinancialHealthAnswers = {
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

const SAVE = '/api/user/saveFinancialHealthCheckup';
const GET = '/api/user/getFinancialHealthCheckup';
const HISTORY = '/api/user/getFinancialHealthHistory';

describe('the Financial Check-up calls', () => {
  it('answer 401 to a visitor who is not signed in', async () => {
    const anonymous = new TestClient(t.app);
    for (const [url, body] of [
      [SAVE, { inputs: { ...answers, activeStep: 5 }, finalScore: 12 }],
      [GET, {}],
      [HISTORY, {}],
    ] as const) {
      const res = await anonymous.post(url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it("refuse another user's id with 403 and touch nothing of theirs", async () => {
    const me = await newUser();
    const other = await newUser();
    await other.browser.post(SAVE, { inputs: answers, userId: other.id });
    for (const [url, field] of [
      [SAVE, 'userId'],
      [GET, 'uid'],
      [HISTORY, 'uid'],
    ] as const) {
      const res = await me.browser.post(url, { inputs: answers, [field]: other.id });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    const theirs = await other.browser.post(HISTORY, { uid: other.id });
    expect(theirs.json().history).toHaveLength(1);
    // Naming oneself is fine.
    expect((await me.browser.post(GET, { uid: me.id })).statusCode).toBe(404);
  });

  it("refuse an incomplete check-up with the seeds' message for the first unanswered question", async () => {
    const { browser, id } = await newUser();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Age is not selected'],
      [
        { ...answers, maritalStatus: undefined, retire: undefined },
        'Marital Status is not selected',
      ],
      [{ ...answers, percentSavingPoints: 5 }, 'Income Saving not selected'],
      [{ ...answers, loan: 'z' }, 'Loan option not selected'],
      [{ ...answers, financialAdvisorPoint: '1' }, 'Financial Advisor option not selected'],
    ];
    for (const [inputs, msg] of cases) {
      const res = await browser.post(SAVE, { inputs, finalScore: 3, userId: id });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json()).toEqual({ success: false, msg, code: 'VALIDATION' });
    }
    expect((await browser.post(GET, {})).statusCode).toBe(404);
  });

  it('keep the score computed from the answers, never the one sent', async () => {
    const { browser, id } = await newUser();
    const res = await browser.post(SAVE, {
      inputs: { ...answers, activeStep: 5 },
      finalScore: 19,
      userId: id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, result: { finalScore: 12 } });
    const [row] = await t.database.db
      .select()
      .from(financial_health_checkups)
      .where(eq(financial_health_checkups.userId, id));
    expect(row).toMatchObject({
      finalScore: 12,
      saveScore: 3,
      borrowScore: 2,
      protectScore: 1,
      planScore: 6,
      band: 'moderate',
    });
  });

  it('answer 404 NOT_FOUND with a message when nothing is saved', async () => {
    const { browser } = await newUser();
    const res = await browser.post(GET, {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      msg: 'You have not saved a Financial Check-up yet',
      code: 'NOT_FOUND',
    });
    expect((await browser.post(HISTORY, {})).json()).toMatchObject({ success: true, history: [] });
  });

  it('keep every save, return the latest with its answers, and the history newest first', async () => {
    const { browser, id } = await newUser();
    const first = { ...answers, activeStep: 5 };
    const second = { ...answers, lifeInsurancePoint: 0, spentEMIPoint: 0, activeStep: 5 } as const;
    expect((await browser.post(SAVE, { inputs: first, userId: id })).statusCode).toBe(200);
    expect((await browser.post(SAVE, { inputs: second, extra: 'x' })).statusCode).toBe(200);

    const latest = await browser.post(GET, { uid: id });
    expect(latest.statusCode).toBe(200);
    const body = latest.json();
    expect(body.success).toBe(true);
    expect(body.result.finalScore).toBe(9);
    expect(body.result.inputs).toEqual(second);
    expect(new Date(body.result.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const history = (await browser.post(HISTORY, {})).json().history;
    expect(history).toHaveLength(2);
    expect(history.map((h: { finalScore: number }) => h.finalScore)).toEqual([9, 12]);
    expect(history[0]).toMatchObject({
      subScores: { save: 3, borrow: 0, protect: 0, plan: 6 },
      band: 'conservative',
    });
    expect(history[0].createdAt >= history[1].createdAt).toBe(true);
    // Each with its answers, so that one call serves the result page and its trend.
    expect(history.map((h: { inputs: unknown }) => h.inputs)).toEqual([second, first]);
  });

  it('shows at most the last 20 in the history', async () => {
    const { browser } = await newUser();
    for (let k = 0; k < 22; k++) {
      const inputs = { ...answers, manageMoneyPoint: k % 3 };
      expect((await browser.post(SAVE, { inputs })).statusCode).toBe(200);
    }
    const history = (await browser.post(HISTORY, {})).json().history;
    expect(history).toHaveLength(20);
    // The newest (k = 21: manageMoneyPoint 0) first.
    expect(history[0].finalScore).toBe(11);
  });

  it('are in the download of my data, and go with the account', async () => {
    const { browser, id } = await newUser();
    await browser.post(SAVE, { inputs: answers });
    const data = (await browser.get('/api/user/exportData')).json();
    expect(data.financialCheckups).toHaveLength(1);
    expect(data.financialCheckups[0]).toMatchObject({ finalScore: 12, answers });
    expect(data.contents.financialCheckups).toMatch(/Financial Check-up/);

    const res = await browser.post('/api/user/deleteAccount', { password: 'first password' });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(financial_health_checkups)
      .where(eq(financial_health_checkups.userId, id));
    expect(rows).toEqual([]);
  });
});
