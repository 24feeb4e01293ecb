import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyMaps } from '../../db/schema/money-map';
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
  const email = `mapper${serial}@example.com`;
  const browser = new TestClient(t.app, { userAgent: `Mapper ${serial}` });
  const res = await browser.signUp(email, 'map password 1');
  expect(res.statusCode).toBe(200);
  return { browser, email, id: String(res.json().user.id) };
}

const SAVE = '/api/user/saveMoneyMap';
// spec/planner-math.md's second worked example.
const education = { presentValue: 500_000, goal: 'EDUCATION', years: 15 };

const rowsOf = (userId: string) =>
  t.database.db.select().from(moneyMaps).where(eq(moneyMaps.userId, userId));

describe('POST /api/user/saveMoneyMap', () => {
  it('answers 401 to a visitor who is not signed in, and keeps nothing', async () => {
    const res = await new TestClient(t.app).post(SAVE, education);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(await t.database.db.select().from(moneyMaps)).toEqual([]);
  });

  it("answers 403 to a uid that is not the caller's, and keeps nothing", async () => {
    const { browser, id } = await newUser();
    const other = await newUser();
    const res = await browser.post(SAVE, { ...education, uid: other.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await rowsOf(id)).toEqual([]);
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it("answers 400 with the seeds' message for the first problem", async () => {
    const { browser, id } = await newUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ presentValue: 0, goal: '', years: 0 }, 'Present value should be greater than 0'],
      [{ goal: 'HOME', years: 10 }, 'Present value should be greater than 0'],
      [{ presentValue: 1000, goal: '', years: 0 }, 'Please select a goal'],
      [{ presentValue: 1000, goal: 'YACHT', years: 5 }, 'Please select a goal'],
      [{ presentValue: 1000, goal: 'HOME', years: 0 }, 'No. of years should be greater than 0'],
      [{ presentValue: 1000, goal: 'HOME' }, 'No. of years should be greater than 0'],
      [{ presentValue: 1000, goal: 'HOME', years: 51 }, 'No. of years should be 50 or fewer'],
      [
        {
          ...education,
          rates: {
            inflation: 0.06,
            returns: { conservative: 0.01, moderate: 0.1, aggressive: 0.12 },
          },
        },
        'Expected returns should be between 2% and 13% a year',
      ],
      [{ ...education, stepUp: 0.25 }, 'Step-up should be between 0% and 20% a year'],
      [
        { ...education, presentValue: 1500.125 },
        'Present value can have at most 2 decimals (paise)',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await browser.post(SAVE, { uid: id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ success: false, msg, code: 'VALIDATION' });
    }
    expect(await rowsOf(id)).toEqual([]);
  });

  it('keeps every save as its own row, with the figures worked out by the server', async () => {
    const { browser, id } = await newUser();
    const first = await browser.post(SAVE, { uid: id, ...education });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      msg: 'Your money map is saved',
      moneyMap: {
        presentValue: 500_000,
        goal: 'EDUCATION',
        years: 15,
        rates: { inflation: 0.1, returns: { conservative: 0.08, moderate: 0.1, aggressive: 0.12 } },
        stepUp: 0,
        futureValue: 2_089_000,
        monthly: { debt: 6_500, assetAllocation: 5_500, equity: 4_500 },
        suggestedRoute: 'equity',
        stepUpMonthly: 4_500,
      },
    });

    // The same goal again, with edited rates and a 10% step-up: a second row, the first kept.
    const rates = {
      inflation: 0.1,
      returns: { conservative: 0.06, moderate: 0.09, aggressive: 0.13 },
    };
    const second = await browser.post(SAVE, { ...education, rates, stepUp: 0.1 });
    expect(second.statusCode).toBe(200);
    expect(second.json().moneyMap).toMatchObject({
      rates,
      stepUp: 0.1,
      futureValue: 2_089_000,
      monthly: { debt: 7_500, assetAllocation: 6_000, equity: 4_000 },
    });
    // An edited inflation applies: 1,00,000 for a home at 8% for 10 years.
    const third = await browser.post(SAVE, {
      presentValue: 100_000,
      goal: 'HOME',
      years: 10,
      rates: { ...rates, inflation: 0.08 },
    });
    expect(third.json().moneyMap.futureValue).toBe(216_000);

    const rows = await rowsOf(id);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.futureValue).sort()).toEqual([2_089_000, 2_089_000, 216_000].sort());
  });

  it('takes paise, as the form and the retirement planner do, and keeps them exactly', async () => {
    const { browser, id } = await newUser();
    const res = await browser.post(SAVE, { presentValue: 150_000.55, goal: 'HOME', years: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().moneyMap).toMatchObject({ presentValue: 150_000.55 });
    expect((await rowsOf(id)).map((r) => r.presentValue)).toEqual([150_000.55]);
  });

  it('ignores figures sent with the inputs: a forged future value or instalment is not stored', async () => {
    const { browser, id } = await newUser();
    const res = await browser.post(SAVE, {
      ...education,
      futureValue: 1,
      monthly: { debt: 1, assetAllocation: 1, equity: 1 },
      debtMonthly: 1,
      stepUpMonthly: 1,
      suggestedRoute: 'debt',
      userId: id,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      futureValue: 2_089_000,
      debtMonthly: 6_500,
      assetAllocationMonthly: 5_500,
      equityMonthly: 4_500,
      stepUpMonthly: 4_500,
      suggestedRoute: 'equity',
    });
  });

  it('is in the data download, and goes with the account', async () => {
    const { browser, id } = await newUser();
    await browser.post(SAVE, { ...education, stepUp: 0.1 });
    await browser.post(SAVE, { presentValue: 200_000, goal: 'HOLIDAY', years: 3 });

    const exported = await browser.get('/api/user/exportData');
    expect(exported.statusCode).toBe(200);
    const data = exported.json();
    expect(data.contents.moneyMaps).toMatch(/money maps/);
    expect(data.moneyMaps).toHaveLength(2);
    expect(data.moneyMaps[0]).toMatchObject({
      goal: 'EDUCATION',
      futureValue: 2_089_000,
      stepUp: 0.1,
      stepUpMonthly: 2_500,
    });
    expect(data.moneyMaps[1]).toMatchObject({ goal: 'HOLIDAY', futureValue: 238_500 });

    const other = await newUser();
    await other.browser.post(SAVE, education);

    const deleted = await browser.post('/api/user/deleteAccount', { password: 'map password 1' });
    expect(deleted.statusCode).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });
});

describe('POST /api/user/getMoneyMaps and /api/user/deleteMoneyMap', () => {
  const LIST = '/api/user/getMoneyMaps';
  const DELETE = '/api/user/deleteMoneyMap';

  it('list the caller’s own saved maps, latest first, and nobody else’s', async () => {
    const { browser } = await newUser();
    const other = await newUser();
    expect((await browser.post(SAVE, education)).statusCode).toBe(200);
    expect(
      (await browser.post(SAVE, { presentValue: 2_000_000, goal: 'HOME', years: 8 })).statusCode,
    ).toBe(200);
    expect((await other.browser.post(SAVE, education)).statusCode).toBe(200);

    const res = await browser.post(LIST, {});
    expect(res.statusCode).toBe(200);
    const { moneyMaps: maps } = res.json();
    expect(maps.map((m: { goal: string }) => m.goal)).toEqual(['HOME', 'EDUCATION']);
    expect(maps[1]).toMatchObject({ presentValue: 500_000, years: 15, stepUp: 0 });

    expect((await browser.post(LIST, { uid: other.id })).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(LIST, {})).statusCode).toBe(401);
  });

  it('delete one of the caller’s maps; another user’s id or an unknown one answers 404 and deletes nothing', async () => {
    const { browser, id } = await newUser();
    const other = await newUser();
    const mine = (await browser.post(SAVE, education)).json().moneyMap.id as string;
    const theirs = (await other.browser.post(SAVE, education)).json().moneyMap.id as string;

    for (const moneyMapId of [theirs, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const refused = await browser.post(DELETE, { moneyMapId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect(await rowsOf(other.id)).toHaveLength(1);
    expect(await rowsOf(id)).toHaveLength(1);

    const done = await browser.post(DELETE, { moneyMapId: mine });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, msg: 'The money map is deleted' });
    expect(await rowsOf(id)).toEqual([]);
    expect((await browser.post(DELETE, { moneyMapId: mine })).statusCode).toBe(404);
    expect((await browser.post(DELETE, {})).statusCode).toBe(400);
  });
});
