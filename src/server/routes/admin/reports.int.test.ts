import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/admin';
import { newsletterSubscribers } from '../../db/schema/contact';
import { moneyMaps } from '../../db/schema/money-map';
import { retirementPlans } from '../../db/schema/retirement';
import { riskProfileResults } from '../../db/schema/risk-profile';
import { mintDownloadTicket } from '../../services/reports/download-tickets';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { adminBearer } from '../../testing/admin-bearer';

let t: TestApp;
let admin: { authorization: string };
let adminId: string;
let userToken: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminBearer(t.app, 'reports', 'reports password');
  const me = await new TestClient(t.app).get('/api/admin/me', admin);
  adminId = String(me.json().user?.id ?? me.json().admin?.id ?? '');
  const signUp = await new TestClient(t.app).signUp('saver@example.in', 'saver password');
  userToken = String(signUp.headers['set-auth-token']);
  userId = String(signUp.json().user.id);
});
afterAll(() => t.close());

/** Today's date in India, as the file's name carries it. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

async function mintLink(
  path: string,
  method: 'GET' | 'POST' = 'GET',
  body: Record<string, unknown> = {},
) {
  const client = new TestClient(t.app);
  const res =
    method === 'GET' ? await client.get(path, admin) : await client.post(path, body, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: true; msg: string; url: string };
}

const download = (url: string) => t.app.inject({ method: 'GET', url });

const lines = (body: string) => body.replace(/\n$/, '').split('\n');

const moneyMap = (goal: string, createdAt: string, presentValue = 150000) => ({
  userId,
  presentValue,
  goal,
  years: 10,
  inflation: 0.06,
  debtReturn: 0.08,
  assetAllocationReturn: 0.1,
  equityReturn: 0.12,
  stepUp: 0,
  futureValue: 269000,
  debtMonthly: 1500,
  assetAllocationMonthly: 1500,
  equityMonthly: 1000,
  stepUpMonthly: 1000,
  suggestedRoute: 'equity',
  createdAt: new Date(createdAt),
});

describe('minting a report link', () => {
  it('refuses a request without an admin token (401) and a non-admin token (403)', async () => {
    for (const headers of [{}, { authorization: `Bearer ${userToken}` }] as Record<
      string,
      string
    >[]) {
      const expected = 'authorization' in headers ? 403 : 401;
      const seed = await new TestClient(t.app).get('/api/admin/fetchMoneyMapResult', headers);
      expect(seed.statusCode).toBe(expected);
      const generic = await new TestClient(t.app).post(
        '/api/admin/reports/moneymap/token',
        {},
        headers,
      );
      expect(generic.statusCode).toBe(expected);
      expect(generic.json()).toMatchObject({ success: false });
    }
  });

  it('refuses an unknown report and options the report does not take (400)', async () => {
    const client = new TestClient(t.app);
    const unknown = await client.post('/api/admin/reports/passwords/token', {}, admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    const extra = await client.post('/api/admin/reports/moneymap/token', { eventId: 3 }, admin);
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('records who downloaded which report in the audit log', async () => {
    await mintLink('/api/admin/retirementPlannerResult');
    const [row] = await t.database.db
      .select()
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.action, 'report.download'),
          eq(adminAudit.entityId, 'retirement_planner'),
        ),
      );
    expect(row).toMatchObject({ adminName: 'reports', entity: 'report' });
    if (adminId) expect(row?.adminId).toBe(adminId);
  });
});

describe('the Money Maps CSV', () => {
  it('is a file named moneymap<date>.csv: BOM, header, every save with its e-mail and time', async () => {
    await t.database.db.delete(moneyMaps);
    await t.database.db.insert(moneyMaps).values([
      moneyMap('=HYPERLINK("https://evil.example","Click")', '2026-03-02T04:30:00Z', 2500.5),
      {
        ...moneyMap('home', '2026-03-01T04:30:00Z'),
        alreadySaved: 40000,
        name: 'Flat in Pune',
        priority: 2,
        portfolio: 'assetAllocation',
      },
    ]);
    const { url, msg } = await mintLink('/api/admin/fetchMoneyMapResult');
    expect(msg).toBe('Downloading');
    const res = await download(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="moneymap${today()}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, first, second, ...rest] = lines(res.body.slice(1));
    expect(header).toBe(
      'E-mail,Saved at (India time),Goal,Present value (₹),Years,Inflation (a year),' +
        'Debt return (a year),Asset allocation return (a year),Equity return (a year),' +
        'Step-up (a year),Future value (₹),Debt SIP (₹ a month),' +
        'Asset allocation SIP (₹ a month),Equity SIP (₹ a month),' +
        '"Step-up SIP, first year (₹ a month)",Suggested route,Already saved (₹),Goal name,' +
        'Priority,Portfolio',
    );
    // Oldest first; India time; numbers as numbers.
    expect(first).toBe(
      'saver@example.in,2026-03-01 10:00:00,home,150000.00,10,0.06,0.08,0.1,0.12,0,269000,1500,1500,1000,1000,equity,40000.00,Flat in Pune,2,assetAllocation',
    );
    // The formula is text for a spreadsheet: a leading apostrophe, its quotes doubled.
    expect(second).toBe(
      `saver@example.in,2026-03-02 10:00:00,"'=HYPERLINK(""https://evil.example"",""Click"")",2500.50,10,0.06,0.08,0.1,0.12,0,269000,1500,1500,1000,1000,equity,0.00,,,`,
    );
    expect(rest).toEqual([]);
  });

  it('works once: the same link again is refused with INVALID_TOKEN', async () => {
    const { url } = await mintLink('/api/admin/reports/moneymap/token', 'POST');
    expect((await download(url)).statusCode).toBe(200);
    const again = await download(url);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
  });

  it('is refused a minute after the link was made, and for a made-up token', async () => {
    const actor = { id: 'admin-id', name: 'reports' };
    const stale = await mintDownloadTicket(
      t.database.db,
      actor,
      'moneymap',
      {},
      new Date(Date.now() - 61_000),
    );
    const res = await download(`/api/admin/reports/download?token=${stale}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    const madeUp = await download('/api/admin/reports/download?token=not-a-ticket');
    expect(madeUp.statusCode).toBe(400);
    const missing = await download('/api/admin/reports/download');
    expect(missing.statusCode).toBe(400);
  });
});

describe('the subscribers CSV', () => {
  it('quotes commas, quotes and line breaks and neutralises + - @, tab and CR', async () => {
    const base = {
      unsubscribeTokenHash: '',
      consentNoticeVersion: '1.2',
      consentedAt: new Date('2026-02-01T00:00:00Z'),
    };
    const names = [
      'Sharma, "Ravi"',
      'Line\nbreak',
      '+91 call',
      '-1+2',
      '@cmd',
      '\tTab',
      '\rCR',
      'अनिता',
    ];
    await t.database.db.insert(newsletterSubscribers).values(
      names.map((name, i) => ({
        ...base,
        name,
        email: `sub${i}@example.in`,
        unsubscribeTokenHash: `hash-${i}`,
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)),
      })),
    );
    const res = await download((await mintLink('/api/admin/getSubscribers')).url);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="subscribers${today()}.csv"`,
    );
    const body = res.body.slice(1);
    expect(body.split('\n')[0]).toBe(
      'Name,E-mail,Status,Subscribed at (India time),Unsubscribed at (India time),Privacy notice version',
    );
    expect(body).toContain(
      '"Sharma, ""Ravi""",sub0@example.in,subscribed,2026-02-01 05:30:00,,1.2\n',
    );
    expect(body).toContain('"Line\nbreak",sub1@example.in,');
    expect(body).toContain("\n'+91 call,sub2@example.in,");
    expect(body).toContain("\n'-1+2,sub3@example.in,");
    expect(body).toContain("\n'@cmd,sub4@example.in,");
    expect(body).toContain("\n'\tTab,sub5@example.in,");
    expect(body).toContain(`\n"'\rCR",sub6@example.in,`);
    expect(body).toContain('\nअनिता,sub7@example.in,');
  });
});

describe('the Risk Profile CSV', () => {
  it('holds every one of 1,201 saves, oldest first (read in pages on PGlite)', async () => {
    const answers = {
      financialRisk: 250,
      financialContext: 625,
      financialDecision: 938,
      investmentReturn: 250,
      investmentPerfomance: 250,
      investMoney: 250,
      hypotheticalInvestment: 250,
      portfolios: 250,
    };
    const start = Date.UTC(2026, 0, 1);
    await t.database.db.insert(riskProfileResults).values(
      Array.from({ length: 1201 }, (_, i) => ({
        ...answers,
        userId,
        score: 30.63,
        band: 'conservative' as const,
        // Pairs share a time, so the order's second key (the id) matters.
        createdAt: new Date(start + Math.floor(i / 2) * 60_000),
      })),
    );
    const res = await download((await mintLink('/api/admin/fetchRiskProfileResult')).url);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="riskProfile_result${today()}.csv"`,
    );
    const [header, ...rows] = lines(res.body.slice(1));
    expect(header).toBe(
      'E-mail,Saved at (India time),Score,Band,financialRisk,financialContext,financialDecision,' +
        'investmentReturn,investmentPerfomance,investMoney,hypotheticalInvestment,portfolios',
    );
    expect(rows).toHaveLength(1201);
    expect(rows[0]).toBe(
      'saver@example.in,2026-01-01 05:30:00,30.63,conservative,250,625,938,250,250,250,250,250',
    );
    expect(rows[1200]).toMatch(/^saver@example\.in,2026-01-01 15:30:00,/);
  });
});

describe('the Retirement Planner and Financial Checkup CSVs', () => {
  it('download with their own names and headers, empty but for the header', async () => {
    const retirement = await download((await mintLink('/api/admin/retirementPlannerResult')).url);
    expect(retirement.headers['content-disposition']).toBe(
      `attachment; filename="retirement_planner${today()}.csv"`,
    );
    expect(lines(retirement.body.slice(1))[0]).toMatch(/^E-mail,Saved at \(India time\),Age,/);
    const health = await download((await mintLink('/api/admin/financialHealthResult')).url);
    expect(health.headers['content-disposition']).toBe(
      `attachment; filename="financialHealth_result${today()}.csv"`,
    );
    expect(lines(health.body.slice(1))).toEqual([
      'E-mail,Saved at (India time),Score,Save,Borrow,Protect,Plan,Band,age,maritalStatus,work,' +
        'income,finnacialDependency,percentSavingPoints,percentAsidePoints,investmentPoints,' +
        'taxLiabilityPoints,investmentConfidentPoints,spentEMIPoint,loan,lifeInsurancePoint,' +
        'medicalInsurancePoint,financialGoalsPoint,financialPriority,manageMoneyPoint,retire,' +
        'financialAdvisorPoint',
    ]);
  });
});

describe('the Retirement Planner CSV', () => {
  it('shows the options each plan used: the changed ones, else the seeds’ by gender', async () => {
    const inputs = {
      age: 30,
      retirementAge: 60,
      gender: 'female' as const,
      existingInvestment: 0,
      rentalIncome: 0,
      retiralBenefits: 0,
      pensionIncome: 0,
      presentMonthlyExpenses: 50000,
    };
    const figures = {
      corpusNeeded: 1,
      shortage: 1,
      covered: false,
      monthlyConservative: 1,
      monthlyModerate: 1,
      monthlyAggressive: 1,
    };
    await t.database.db.insert(retirementPlans).values([
      { userId, inputs, ...figures, createdAt: new Date('2026-04-01T04:30:00Z') },
      {
        userId,
        inputs: { ...inputs, gender: 'male' as const },
        options: { lifeExpectancy: 95, retirementReturn: 0.05, spendingShare: 0.8 },
        ...figures,
        createdAt: new Date('2026-04-02T04:30:00Z'),
      },
    ]);
    const res = await download((await mintLink('/api/admin/retirementPlannerResult')).url);
    const [header, ...rows] = lines(res.body.slice(1));
    expect(header).toMatch(
      /,Life expectancy,Return in retirement \(a year\),Spending in retirement \(share of today's\)$/,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/,90,0\.04,1$/);
    expect(rows[1]).toMatch(/,95,0\.05,0\.8$/);
    await t.database.db.delete(retirementPlans);
  });
});

describe('a download cut short', () => {
  it('gives its database connection up, and the next download is whole', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { url } = await mintLink('/api/admin/fetchRiskProfileResult');
    const controller = new AbortController();
    const res = await fetch(origin + url, { signal: controller.signal });
    await res.body!.getReader().read();
    controller.abort();
    if (t.database.kind === 'postgres') {
      // No COPY is left running for a browser that went away (its connection is closed).
      await expect
        .poll(async () => {
          const { rows } = (await t.database.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and state = 'active' and query ilike 'copy (%'`,
          )) as unknown as { rows: { n: number }[] };
          return rows[0]!.n;
        })
        .toBe(0);
    }
    const whole = await download((await mintLink('/api/admin/fetchRiskProfileResult')).url);
    expect(lines(whole.body.slice(1))).toHaveLength(1202);
  });
});
