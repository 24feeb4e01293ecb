import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRetirement, profileOf } from '../../../shared/planners/retirement';
import { RETIREMENT_MESSAGES } from '../../../shared/schemas/retirement';
import { RETIREMENT_OPTION_MESSAGES } from '../../../shared/schemas/retirement-options';
import { retirementPlans } from '../../db/schema/retirement';
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
  const email = `saver${serial}@example.com`;
  const browser = new TestClient(t.app, { userAgent: `Browser ${serial}` });
  const res = await browser.signUp(email, 'a long password');
  expect(res.statusCode).toBe(200);
  return { browser, email, id: String(res.json().user.id) };
}

// The first worked example of spec/planner-math.md.
const inputs = {
  age: 30,
  retirementAge: 60,
  gender: 'male',
  existingInvestment: 500000,
  rentalIncome: 0,
  retiralBenefits: 1000000,
  pensionIncome: 0,
  presentMonthlyExpenses: 50000,
};
const SAVE = '/api/user/saveRetirement';
const GET = '/api/user/getRetirementPlanner';

async function rowsOf(userId: string) {
  return t.database.db.select().from(retirementPlans).where(eq(retirementPlans.userId, userId));
}

describe('who may save and read', () => {
  it('answers 401 without a session, and stores nothing', async () => {
    const anonymous = new TestClient(t.app);
    for (const [url, body] of [
      [SAVE, { inputs }],
      [GET, {}],
    ] as const) {
      const res = await anonymous.post(url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    expect(await t.database.db.select().from(retirementPlans)).toEqual([]);
  });

  it("refuses another user's uid or userId with 403, and touches neither user's plans", async () => {
    const me = await newUser();
    const other = await newUser();
    for (const field of ['uid', 'userId']) {
      const res = await me.browser.post(SAVE, { [field]: other.id, inputs });
      expect(res.statusCode, field).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    const read = await me.browser.post(GET, { uid: other.id });
    expect(read.statusCode).toBe(403);
    expect(await rowsOf(me.id)).toEqual([]);
    expect(await rowsOf(other.id)).toEqual([]);
    // The seeds' payload names the user: naming oneself is fine.
    const own = await me.browser.post(SAVE, { uid: me.id, userId: me.id, inputs });
    expect(own.statusCode).toBe(200);
  });
});

describe('POST /api/user/saveRetirement', () => {
  it("answers 400 VALIDATION with the seeds' first message, in their order", async () => {
    const { browser, id } = await newUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...inputs, age: 60, existingInvestment: -1 }, 'Age should be less than Retirement age'],
      [
        { ...inputs, existingInvestment: -1, rentalIncome: -1 },
        RETIREMENT_MESSAGES.existingInvestmentMin,
      ],
      [{ ...inputs, rentalIncome: -1, retiralBenefits: -1 }, 'Rental Income should be 0 or higher'],
      [
        { ...inputs, retiralBenefits: -1, pensionIncome: -1 },
        'Retiral Benefits should be 0 or higher',
      ],
      [
        { ...inputs, pensionIncome: -1, presentMonthlyExpenses: 10 },
        'Pension Income should be 0 or higher',
      ],
      [
        { ...inputs, presentMonthlyExpenses: 4999 },
        'Present Monthly Expenses should be 5000 or higher',
      ],
      [{ ...inputs, newMonthlyInvestment: -5 }, 'New Monthly Investment should be 0 or higher'],
      [{ ...inputs, age: 17 }, 'Age should be between 18 and 65'],
      [
        { ...inputs, existingInvestment: 'lots' },
        'Please enter an amount, like 1,50,000 or 12 lakh',
      ],
      [
        { ...inputs, presentMonthlyExpenses: 50000.505 },
        'Present Monthly Expenses can have at most 2 decimals (paise)',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await browser.post(SAVE, { inputs: body });
      expect(res.statusCode, msg).toBe(400);
      expect(res.json()).toEqual({ success: false, msg, code: 'VALIDATION' });
    }
    const badRates = await browser.post(SAVE, {
      inputs,
      rates: { inflation: 0.06, returns: { conservative: 0.2, moderate: 0.1, aggressive: 0.12 } },
    });
    expect(badRates.statusCode).toBe(400);
    expect(badRates.json().msg).toBe('Expected returns should be between 2% and 13% a year');
    expect(await rowsOf(id)).toEqual([]);
  });

  it('stores the figures it computes itself; figures sent with the inputs are ignored', async () => {
    const { browser, id } = await newUser();
    const res = await browser.post(SAVE, {
      uid: id,
      inputs: { ...inputs, corpusNeeded: 1, shortage: -1, monthly: 0 },
      corpusNeeded: 1,
      shortage: -1,
      covered: true,
      figures: { monthly: { conservative: 0 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.figures).toEqual({
      corpusNeeded: expect.closeTo(109301669.51, 1),
      shortage: expect.closeTo(103270341.06, 1),
      covered: false,
      monthly: { conservative: 69500, moderate: 46000, aggressive: 30000 },
    });
    const [row] = await rowsOf(id);
    expect(row?.inputs).toEqual(inputs);
    expect(row).toMatchObject({
      covered: false,
      monthlyConservative: 69500,
      monthlyModerate: 46000,
      monthlyAggressive: 30000,
      rates: null,
    });
    expect(Math.round(row?.shortage ?? 0)).toBe(103270341);
  });

  it('reads an optional amount left out as 0, as the form reads an emptied field', async () => {
    const { browser, id } = await newUser();
    const { rentalIncome: _rent, pensionIncome: _pension, ...without } = inputs;
    const res = await browser.post(SAVE, { inputs: without });
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(id))[0]?.inputs).toEqual({ ...inputs, rentalIncome: 0, pensionIncome: 0 });
  });

  it('recomputes with the rates the user chose', async () => {
    const { browser, id } = await newUser();
    const rates = {
      inflation: 0.06,
      returns: { conservative: 0.08, moderate: 0.11, aggressive: 0.12 },
    };
    const res = await browser.post(SAVE, { inputs, rates });
    expect(res.statusCode).toBe(200);
    const { monthly } = res.json().result.figures;
    expect(monthly.conservative).toBe(69500);
    expect(monthly.moderate).toBeLessThan(46000);
    expect((await rowsOf(id))[0]?.rates).toEqual(rates);
  });
});

describe('the options beyond the seeds', () => {
  const options = { lifeExpectancy: 95, retirementReturn: 0.05, spendingShare: 0.8 };

  it('recomputes with them, stores them and answers them with the latest save', async () => {
    const { browser, id } = await newUser();
    const res = await browser.post(SAVE, { inputs, options });
    expect(res.statusCode, res.body).toBe(200);
    const plan = planRetirement({ ...inputs, gender: 'male' }, undefined, options);
    expect(res.json().result.figures).toEqual({
      corpusNeeded: plan.corpusNeeded,
      shortage: plan.shortage,
      covered: false,
      monthly: {
        conservative: profileOf(plan, 'conservative').monthly,
        moderate: profileOf(plan, 'moderate').monthly,
        aggressive: profileOf(plan, 'aggressive').monthly,
      },
    });
    // Not the seeds' figure: the options changed the plan.
    expect(res.json().result.figures.monthly.moderate).not.toBe(46000);
    expect((await rowsOf(id))[0]?.options).toEqual(options);
    expect((await browser.post(GET, {})).json().result.options).toEqual(options);
  });

  it('stores none when none was changed, and the seeds’ figures stay', async () => {
    const { browser, id } = await newUser();
    const res = await browser.post(SAVE, { inputs, options: {} });
    expect(res.json().result.figures.monthly).toEqual({
      conservative: 69500,
      moderate: 46000,
      aggressive: 30000,
    });
    expect((await rowsOf(id))[0]?.options).toBeNull();
    expect((await browser.post(GET, {})).json().result.options).toBeNull();
  });

  it('refuses options out of range, and a life that ends before retirement, in words', async () => {
    const { browser, id } = await newUser();
    for (const [bad, message] of [
      [{ lifeExpectancy: 69 }, RETIREMENT_OPTION_MESSAGES.lifeExpectancy],
      [{ lifeExpectancy: 85.5 }, RETIREMENT_OPTION_MESSAGES.lifeExpectancy],
      [{ lifeExpectancy: 75 }, RETIREMENT_OPTION_MESSAGES.afterRetirement],
      [{ retirementReturn: 0.5 }, RETIREMENT_OPTION_MESSAGES.retirementReturn],
      [{ spendingShare: 0.1 }, RETIREMENT_OPTION_MESSAGES.spendingShare],
    ] as const) {
      const res = await browser.post(SAVE, {
        inputs: { ...inputs, retirementAge: 75 },
        options: bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', msg: message });
    }
    expect(await rowsOf(id)).toEqual([]);
  });
});

describe('POST /api/user/getRetirementPlanner', () => {
  it('answers 404 NOT_FOUND before the first save', async () => {
    const { browser, id } = await newUser();
    const res = await browser.post(GET, { uid: id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('keeps every save and answers the latest, with its rates', async () => {
    const { browser, id } = await newUser();
    const first = { ...inputs, presentMonthlyExpenses: 40000 };
    const second = { ...inputs, newMonthlyInvestment: 46000 };
    const rates = {
      inflation: 0.07,
      returns: { conservative: 0.08, moderate: 0.1, aggressive: 0.12 },
    };
    expect((await browser.post(SAVE, { uid: id, inputs: first })).statusCode).toBe(200);
    expect((await browser.post(SAVE, { uid: id, inputs: second, rates })).statusCode).toBe(200);
    expect(await rowsOf(id)).toHaveLength(2);

    const res = await browser.post(GET, { uid: id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.result.inputs).toEqual(second);
    expect(body.result.rates).toEqual(rates);
    expect(body.result.figures.covered).toBe(false);

    // Another user sees only their own (none).
    const other = await newUser();
    expect((await other.browser.post(GET, {})).statusCode).toBe(404);
  });
});

describe('personal data', () => {
  it('the download lists every save, and deleting the account erases them', async () => {
    const { browser, id } = await newUser();
    await browser.post(SAVE, { inputs });
    await browser.post(SAVE, { inputs: { ...inputs, age: 31 }, options: { lifeExpectancy: 92 } });
    const download = await browser.get('/api/user/exportData');
    expect(download.statusCode).toBe(200);
    const saved = download.json().retirementPlans;
    expect(saved).toHaveLength(2);
    expect(saved.map((s: { inputs: { age: number } }) => s.inputs.age)).toEqual([30, 31]);
    expect(saved.map((s: { options: unknown }) => s.options)).toEqual([
      null,
      { lifeExpectancy: 92 },
    ]);
    expect(saved[0].figures.monthly).toEqual({
      conservative: 69500,
      moderate: 46000,
      aggressive: 30000,
    });
    expect(download.json().contents.retirementPlans).toMatch(/retirement planner/);

    const deleted = await browser.post('/api/user/deleteAccount', { password: 'a long password' });
    expect(deleted.statusCode).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
  });
});
