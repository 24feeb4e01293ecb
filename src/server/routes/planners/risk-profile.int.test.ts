import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_QUESTION_KEYS } from '../../../shared/planners/risk-profile';
import { riskProfileResults } from '../../db/schema/risk-profile';
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
  const browser = new TestClient(t.app);
  const password = 'risk profile password';
  const res = await browser.signUp(`risk${serial}@example.com`, password);
  expect(res.statusCode).toBe(200);
  return { browser, id: String(res.json().user.id), password };
}

const all = (value: number) => Object.fromEntries(RISK_QUESTION_KEYS.map((key) => [key, value]));
const SAVE = '/api/user/saveRiskProfileResult';
const FETCH = '/api/user/fetchRiskProfileResult';

describe('the risk profile calls need the signed-in user', () => {
  it('answer 401 signed out', async () => {
    const anonymous = new TestClient(t.app);
    for (const url of [SAVE, FETCH]) {
      const res = await anonymous.post(url, url === SAVE ? all(625) : {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it("refuse another user's uid or id with 403, and save or read nothing of theirs", async () => {
    const asha = await newUser();
    const ravi = await newUser();
    await ravi.browser.post(SAVE, all(938));
    const saved = await asha.browser.post(SAVE, { ...all(250), uid: ravi.id });
    expect(saved.statusCode).toBe(403);
    expect(saved.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const read = await asha.browser.post(FETCH, { id: ravi.id });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const raviRows = await t.database.db
      .select()
      .from(riskProfileResults)
      .where(eq(riskProfileResults.userId, ravi.id));
    expect(raviRows.map((row) => row.band)).toEqual(['aggressive']);
    // Naming oneself is fine.
    expect((await asha.browser.post(SAVE, { ...all(250), uid: asha.id })).statusCode).toBe(200);
    expect((await asha.browser.post(FETCH, { id: asha.id })).statusCode).toBe(200);
  });
});

describe('POST /api/user/saveRiskProfileResult', () => {
  it("answers 400 'Please Select Option' for a missing or impossible answer", async () => {
    const { browser, id } = await newUser();
    for (const body of [
      {},
      { ...all(625), investMoney: undefined },
      { ...all(625), portfolios: 500 },
      { ...all(625), financialRisk: '250' },
    ]) {
      const res = await browser.post(SAVE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        msg: 'Please Select Option',
        code: 'VALIDATION',
      });
    }
    const rows = await t.database.db
      .select()
      .from(riskProfileResults)
      .where(eq(riskProfileResults.userId, id));
    expect(rows).toEqual([]);
  });

  it('computes the score from the answers and ignores a forged resultScore', async () => {
    const { browser, id } = await newUser();
    const res = await browser.post(SAVE, { ...all(250), uid: id, resultScore: 75.04 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      result: { resultScore: 20, band: 'conservative', answers: all(250) },
    });
    const [row] = await t.database.db
      .select()
      .from(riskProfileResults)
      .where(eq(riskProfileResults.userId, id));
    expect(row).toMatchObject({ score: 20, band: 'conservative', financialRisk: 250 });
  });

  it('keeps every save, and the fetch answers the latest', async () => {
    const { browser, id } = await newUser();
    const none = await browser.post(FETCH, {});
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      success: false,
      msg: 'No saved risk profile yet',
      code: 'NOT_FOUND',
    });

    expect((await browser.post(SAVE, all(938))).statusCode).toBe(200);
    const mixed = { ...all(625), financialContext: 250, hypotheticalInvestment: 938 };
    expect((await browser.post(SAVE, mixed)).statusCode).toBe(200);

    const rows = await t.database.db
      .select()
      .from(riskProfileResults)
      .where(eq(riskProfileResults.userId, id));
    expect(rows).toHaveLength(2);

    const latest = await browser.post(FETCH, { id });
    expect(latest.statusCode).toBe(200);
    const body = latest.json();
    // (6 × 625 + 250 + 938) / 100
    expect(body).toMatchObject({
      success: true,
      result: {
        resultScore: 49.38,
        band: 'moderate',
        capacityBand: 'conservative',
        answers: mixed,
      },
    });
    expect(new Date(body.result.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('personal data', () => {
  it('the download lists every saved profile, and deleting the account erases them', async () => {
    const { browser, id, password } = await newUser();
    await browser.post(SAVE, all(250));
    await browser.post(SAVE, all(938));
    const exported = (await browser.get('/api/user/exportData')).json();
    expect(exported.riskProfiles.map((p: { resultScore: number }) => p.resultScore)).toEqual([
      20, 75.04,
    ]);
    expect(exported.contents.riskProfiles).toMatch(/risk profile/);

    const deleted = await browser.post('/api/user/deleteAccount', { password });
    expect(deleted.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(riskProfileResults)
      .where(eq(riskProfileResults.userId, id));
    expect(rows).toEqual([]);
  });
});
