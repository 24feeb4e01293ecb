import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_QUESTION_KEYS } from '../../../shared/planners/risk-profile';
import type { TPlan } from '../../../shared/schemas/my-plan';
import { moneyMaps, userPlans } from '../../db/schema/money-map';
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
  const browser = new TestClient(t.app, { userAgent: `Planner ${serial}` });
  const res = await browser.signUp(`plan${serial}@example.com`, 'plan password 1');
  expect(res.statusCode).toBe(200);
  return { browser, id: String(res.json().user.id) };
}

// docs/planner-math.md's My plan worked example: education, a home and the first retirement example.
const education = { presentValue: 10_00_000, goal: 'EDUCATION', years: 10 };
const home = { presentValue: 20_00_000, goal: 'HOME', years: 7 };
const retirement = {
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
};

type Plan = TPlan;
const planOf = (res: { json(): unknown }) => (res.json() as { plan: Plan }).plan;

/** A user with the worked example's three goals saved through the planners' own calls. */
async function plannedUser() {
  const user = await newUser();
  const saves = [
    await user.browser.post('/api/user/saveMoneyMap', education),
    await user.browser.post('/api/user/saveMoneyMap', home),
    await user.browser.post('/api/user/saveRetirement', retirement),
  ];
  for (const res of saves) expect(res.statusCode).toBe(200);
  const plan = planOf(await user.browser.post('/api/user/getPlan', {}));
  const idOf = (goal: string) => plan.goals.find((g) => g.goal === goal)!.goalId;
  return { ...user, plan, idOf };
}

describe('My plan calls need the signed-in user', () => {
  it('answer 401 signed out, and 403 to another user’s uid', async () => {
    const anonymous = new TestClient(t.app);
    for (const [url, body] of [
      ['/api/user/getPlan', {}],
      ['/api/user/getRiskBand', {}],
      ['/api/user/savePlanCapacity', { monthlyCapacity: 1000 }],
      ['/api/user/updateGoal', { goalId: 'retirement', name: 'x' }],
      ['/api/user/removeGoal', { goalId: 'retirement' }],
    ] as const) {
      const res = await anonymous.post(url, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    const me = await newUser();
    const other = await newUser();
    const res = await me.browser.post('/api/user/getPlan', { uid: other.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('POST /api/user/getRiskBand', () => {
  it('answers 200 with no band before a risk profile is saved', async () => {
    const user = await newUser();
    const res = await user.browser.post('/api/user/getRiskBand', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, riskBand: null });
  });
});

describe('POST /api/user/getPlan', () => {
  it('an empty plan for a user with no saved goal', async () => {
    const { browser } = await newUser();
    const res = await browser.post('/api/user/getPlan', {});
    expect(res.statusCode).toBe(200);
    expect(planOf(res)).toEqual({
      monthlyCapacity: null,
      goals: [],
      total: 0,
      gap: null,
      moves: [],
      stepUp: null,
      riskBand: null,
    });
  });

  it('lists every goal with the planners’ own SIPs and adds them up', async () => {
    const { plan } = await plannedUser();
    expect(plan.goals.map((g) => [g.goal, g.portfolio, g.monthly])).toEqual([
      ['HOME', 'assetAllocation', 25_000],
      ['EDUCATION', 'equity', 11_500],
      ['RETIREMENT', 'moderate', 46_000],
    ]);
    expect(plan.total).toBe(82_500);
    const educationGoal = plan.goals.find((g) => g.goal === 'EDUCATION')!;
    expect(educationGoal).toMatchObject({
      kind: 'moneyMap',
      name: 'Education',
      futureCost: 25_94_000,
      futureCostToday: 10_00_000,
      yearsLeft: 10,
      due: false,
      alreadySaved: 0,
    });
    expect(plan.gap).toBeNull();
  });

  it('the risk profile to follow picks the retirement goal’s portfolio', async () => {
    const user = await plannedUser();
    const all = (value: number) =>
      Object.fromEntries(RISK_QUESTION_KEYS.map((key) => [key, value]));
    expect((await user.browser.post('/api/user/saveRiskProfileResult', all(938))).statusCode).toBe(
      200,
    );
    const plan = planOf(await user.browser.post('/api/user/getPlan', {}));
    expect(plan.riskBand).toBe('aggressive');
    // The planners' own lighter call answers the same band.
    const band = await user.browser.post('/api/user/getRiskBand', {});
    expect(band.statusCode).toBe(200);
    expect(band.json()).toMatchObject({ success: true, riskBand: 'aggressive' });
    expect(plan.goals.find((g) => g.kind === 'retirement')).toMatchObject({
      portfolio: 'aggressive',
      monthly: 30_000,
    });
  });
});

describe('what the user can invest, and the gap', () => {
  it('against ₹70,000 the gap is −₹12,500 with the worked example’s moves and step-up', async () => {
    const user = await plannedUser();
    const res = await user.browser.post('/api/user/savePlanCapacity', { monthlyCapacity: 70_000 });
    expect(res.statusCode).toBe(200);
    const plan = planOf(res);
    expect(plan).toMatchObject({ monthlyCapacity: 70_000, total: 82_500, gap: -12_500 });
    expect(plan.moves).toEqual([
      { goalId: 'retirement', years: 4, total: 67_000 },
      { goalId: user.idOf('HOME'), years: 7, total: 70_000 },
    ]);
    expect(plan.stepUp).toEqual({ stepUp: 0.03, total: 69_000 });
  });

  it('moving the house a year changes the total and the gap', async () => {
    const user = await plannedUser();
    await user.browser.post('/api/user/savePlanCapacity', { monthlyCapacity: 70_000 });
    const res = await user.browser.post('/api/user/updateGoal', {
      goalId: user.idOf('HOME'),
      moveYears: 1,
    });
    expect(res.statusCode).toBe(200);
    const plan = planOf(res);
    const house = plan.goals.find((g) => g.goal === 'HOME')!;
    expect(house.yearsLeft).toBe(8);
    expect(house.monthly).toBeLessThan(25_000);
    expect(plan.gap).toBe(70_000 - plan.total);
    expect(plan.gap).toBeGreaterThan(-12_500);
  });

  it('refuses a capacity that is not an amount, in words', async () => {
    const { browser } = await newUser();
    const res = await browser.post('/api/user/savePlanCapacity', { monthlyCapacity: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      msg: expect.stringMatching(/^What you can invest/),
    });
  });
});

describe('POST /api/user/updateGoal', () => {
  it('renames, reorders, re-funds and records what is already saved', async () => {
    const user = await plannedUser();
    const goalId = user.idOf('EDUCATION');
    const res = await user.browser.post('/api/user/updateGoal', {
      goalId,
      name: '  Meera’s college  ',
      priority: 1,
      portfolio: 'assetAllocation',
      alreadySaved: 2_00_000,
    });
    expect(res.statusCode).toBe(200);
    const plan = planOf(res);
    expect(plan.goals[0]).toMatchObject({
      goalId,
      name: 'Meera’s college',
      priority: 1,
      portfolio: 'assetAllocation',
      alreadySaved: 2_00_000,
    });
    expect(plan.goals[0]!.monthly).toBeLessThan(
      user.plan.goals.find((g) => g.goalId === goalId)!.monthly + 5_000,
    );
    const [row] = await t.database.db.select().from(moneyMaps).where(eq(moneyMaps.id, goalId));
    expect(row).toMatchObject({ name: 'Meera’s college', alreadySaved: 2_00_000 });
  });

  it("answers 404 to another user's goal id and changes nothing of theirs", async () => {
    const owner = await plannedUser();
    const stranger = await newUser();
    for (const goalId of [owner.idOf('EDUCATION'), 'retirement', 'not-a-goal']) {
      const res = await stranger.browser.post('/api/user/updateGoal', { goalId, name: 'Mine' });
      expect(res.statusCode, goalId).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', msg: 'That goal is not among yours' });
      const removed = await stranger.browser.post('/api/user/removeGoal', { goalId });
      expect(removed.statusCode, goalId).toBe(404);
    }
    const [row] = await t.database.db
      .select()
      .from(moneyMaps)
      .where(eq(moneyMaps.id, owner.idOf('EDUCATION')));
    expect(row!.name).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(retirementPlans)
        .where(eq(retirementPlans.userId, owner.id)),
    ).toHaveLength(1);
  });

  it('refuses a move beyond the planners’ limits, a route for retirement and an empty change', async () => {
    const user = await plannedUser();
    const cases: [Record<string, unknown>, string][] = [
      [
        { goalId: user.idOf('HOME'), moveYears: -7 },
        'That would put the goal outside 1 to 50 years from now',
      ],
      [
        { goalId: 'retirement', moveYears: 11 },
        'A goal can move 1 to 10 years at a time, earlier or later',
      ],
      [{ goalId: 'retirement', portfolio: 'equity' }, 'Please choose a portfolio'],
      [{ goalId: user.idOf('HOME'), portfolio: 'moderate' }, 'Please choose a portfolio'],
      [{ goalId: user.idOf('HOME') }, 'Please say what to change'],
    ];
    for (const [body, msg] of cases) {
      const res = await user.browser.post('/api/user/updateGoal', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', msg });
    }
  });

  it('retiring a year later is a new save of the retirement planner', async () => {
    const user = await plannedUser();
    const res = await user.browser.post('/api/user/updateGoal', {
      goalId: 'retirement',
      moveYears: 1,
      name: 'Freedom',
    });
    expect(res.statusCode).toBe(200);
    expect(planOf(res).goals.find((g) => g.kind === 'retirement')).toMatchObject({
      name: 'Freedom',
      yearsLeft: 31,
    });
    const rows = await t.database.db
      .select()
      .from(retirementPlans)
      .where(eq(retirementPlans.userId, user.id));
    expect(rows.map((row) => row.inputs.retirementAge).sort()).toEqual([60, 61]);
  });
});

describe('POST /api/user/removeGoal, and the account’s data', () => {
  it('removes a money map goal and the retirement goal', async () => {
    const user = await plannedUser();
    for (const goalId of [user.idOf('HOME'), 'retirement']) {
      const res = await user.browser.post('/api/user/removeGoal', { goalId });
      expect(res.statusCode, goalId).toBe(200);
    }
    const plan = planOf(await user.browser.post('/api/user/getPlan', {}));
    expect(plan.goals.map((g) => g.goal)).toEqual(['EDUCATION']);
  });

  it('the plan’s settings go with the account', async () => {
    const user = await plannedUser();
    await user.browser.post('/api/user/savePlanCapacity', { monthlyCapacity: 70_000 });
    const rows = () => t.database.db.select().from(userPlans).where(eq(userPlans.userId, user.id));
    expect(await rows()).toHaveLength(1);
    const exported = (await user.browser.get('/api/user/exportData')).json();
    expect(JSON.stringify(exported)).toContain('70000');
    const deleted = await user.browser.post('/api/user/deleteAccount', {
      password: 'plan password 1',
    });
    expect(deleted.statusCode).toBe(200);
    expect(await rows()).toEqual([]);
  });
});
