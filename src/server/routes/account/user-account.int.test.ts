import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/schemas/account';
import { auth_account, auth_session, auth_user, auth_verification } from '../../db/schema/auth';
import { outbox } from '../../db/schema/mail';
import { createAdminAccount } from '../../services/accounts/admin-accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setCookieLines, TestClient } from '../../testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A signed-up, signed-in browser with a fresh e-mail address. */
async function newUser(password = 'first password') {
  serial += 1;
  const email = `user${serial}@example.com`;
  const browser = new TestClient(t.app, { userAgent: `Browser ${serial}` });
  const res = await browser.signUp(email, password);
  expect(res.statusCode).toBe(200);
  const id = String(res.json().user.id);
  return { browser, email, password, id };
}

async function lastMailTo(address: string) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, address))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail;
}

describe('the user/* calls need a signed-in user', () => {
  it('answers 401 without a session', async () => {
    const anonymous = new TestClient(t.app);
    for (const [method, url] of [
      ['POST', '/api/user/updateProfile'],
      ['POST', '/api/user/changePassword'],
      ['GET', '/api/user/exportData'],
      ['POST', '/api/user/deleteAccount'],
    ] as const) {
      const res = await anonymous.request(method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        msg: 'Please sign in to continue',
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('refuses a cookie-authenticated change sent from another site', async () => {
    const { browser } = await newUser();
    const res = await browser.post(
      '/api/user/updateProfile',
      { name: 'Mallory', email: 'x@example.com', contact: '9876543210' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
  });
});

describe('the same-origin check of user/* writes', () => {
  const profile = { name: 'Mallory', email: 'x@example.com', contact: '9876543210' };

  it('is not skipped for an Authorization header that carries no valid session', async () => {
    const { browser } = await newUser();
    for (const authorization of ['Bearer nonsense.value', 'Basic abc', 'Bearer']) {
      const res = await browser.post('/api/user/updateProfile', profile, {
        origin: 'https://evil.example',
        authorization,
      });
      expect(res.statusCode, authorization).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_ORIGIN' });
    }
  });

  it('is skipped for a valid bearer token, which browsers never send on their own', async () => {
    serial += 1;
    const signUp = await new TestClient(t.app).signUp(
      `bearer${serial}@example.com`,
      'bearer password',
    );
    const token = String(signUp.headers['set-auth-token']);
    const res = await new TestClient(t.app, { origin: 'https://elsewhere.example' }).post(
      '/api/user/updateProfile',
      { name: 'Bearer Person', email: `bearer${serial}@example.com`, contact: '9876543210' },
      { authorization: `Bearer ${token}` },
    );
    expect(res.statusCode).toBe(200);
  });
});

/** A valid risk profile: every question's middle answer. */
const riskAnswers = {
  financialRisk: 625,
  financialContext: 625,
  financialDecision: 625,
  investmentReturn: 625,
  investmentPerfomance: 625,
  investMoney: 625,
  hypotheticalInvestment: 625,
  portfolios: 625,
};

describe("decision 3: a user/* call never acts on another user's id", () => {
  const calls = [
    [
      'POST',
      '/api/user/updateProfile',
      { name: 'Some Name', email: 'x@example.com', contact: '9876543210' },
    ],
    [
      'POST',
      '/api/user/changePassword',
      { currentPassword: 'x', newPassword: 'long enough', confirmPassword: 'long enough' },
    ],
    ['GET', '/api/user/exportData', undefined],
    ['POST', '/api/user/deleteAccount', { password: 'first password' }],
    ['POST', '/api/user/saveMoneyMap', { presentValue: 100000, goal: 'HOME', years: 10 }],
    ['POST', '/api/user/getMoneyMaps', {}],
    ['POST', '/api/user/deleteMoneyMap', { moneyMapId: '00000000-0000-4000-8000-000000000000' }],
    ['POST', '/api/user/saveRiskProfileResult', riskAnswers],
    ['POST', '/api/user/fetchRiskProfileResult', {}],
    ['POST', '/api/user/saveFinancialHealthCheckup', { inputs: {} }],
    ['POST', '/api/user/getFinancialHealthCheckup', {}],
    ['POST', '/api/user/getFinancialHealthHistory', {}],
    [
      'POST',
      '/api/user/saveRetirement',
      {
        inputs: {
          age: 30,
          retirementAge: 60,
          gender: 'male',
          existingInvestment: 0,
          rentalIncome: 0,
          retiralBenefits: 0,
          pensionIncome: 0,
          presentMonthlyExpenses: 50000,
        },
      },
    ],
    ['POST', '/api/user/getRetirementPlanner', {}],
    ['POST', '/api/user/getPlan', {}],
    ['POST', '/api/user/getRiskBand', {}],
    ['POST', '/api/user/savePlanCapacity', { monthlyCapacity: 50000 }],
    ['POST', '/api/user/updateGoal', { goalId: 'retirement', name: 'Freedom' }],
    ['POST', '/api/user/removeGoal', { goalId: 'retirement' }],
  ] as const;

  it('tests every user/* route the API documents', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const documented = Object.keys(doc.paths).filter((path) => path.startsWith('/api/user/'));
    expect(documented.sort()).toEqual(calls.map(([, url]) => url).sort());
  });

  for (const [method, url, body] of calls) {
    it(`${method} ${url} refuses a body or query naming another user's id, uid or userId (403)`, async () => {
      const { browser, id } = await newUser();
      const other = await newUser();
      for (const field of ['id', 'uid', 'userId']) {
        const res =
          method === 'GET'
            ? await browser.get(`${url}?${field}=${other.id}`)
            : await browser.post(url, { ...body, [field]: other.id });
        expect(res.statusCode, `${url} ${field}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
      // Naming oneself is fine (the call goes on to its own checks).
      const own =
        method === 'GET'
          ? await browser.get(`${url}?uid=${id}`)
          : await browser.post(url, { ...body, uid: id });
      expect(own.statusCode, url).not.toBe(403);
      // Nothing happened to the other user.
      expect(await other.browser.session()).not.toBeNull();
    });
  }
});

describe('POST /api/user/updateProfile', () => {
  it("answers the seeds' messages in order", async () => {
    const { browser, email } = await newUser();
    const cases: [Record<string, string>, string][] = [
      [{ name: '', email: '', contact: '' }, 'Please enter the name'],
      [{ name: '  ', email: email, contact: '9876543210' }, 'Please enter the name'],
      [{ name: 'Al', email: '', contact: '' }, 'Name should be at least 3 characters'],
      [{ name: 'Asha\u202ERao', email, contact: '' }, accountMessages.nameCharacters],
      // The body check refuses a NUL anywhere, before the schema sees it.
      [
        { name: 'Asha\u0000Rao', email, contact: '' },
        'The request contains a null character (U+0000), which is not allowed',
      ],
      [{ name: 'Alia', email: '', contact: '' }, 'Email is required'],
      [
        { name: 'Alia', email: 'alia-at-example', contact: '' },
        'Please enter a valid email address',
      ],
      [{ name: 'Alia', email, contact: '' }, 'Contact is required'],
      [{ name: 'Alia', email, contact: '98765' }, 'Please enter valid contact number'],
      [{ name: 'Alia', email, contact: '5876543210' }, 'Please enter valid contact number'],
      [{ name: 'Alia', email, contact: '+1 987 654 3210' }, 'Please enter valid contact number'],
    ];
    for (const [body, msg] of cases) {
      const res = await browser.post('/api/user/updateProfile', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ success: false, msg, code: 'VALIDATION' });
    }
  });

  it('saves name and contact at once, the number as +91XXXXXXXXXX: "Successfully updated"', async () => {
    const { browser, email, id } = await newUser();
    for (const contact of ['+91 98765 43210', '098765 43210', '98765-43210', '987.654.3210']) {
      const res = await browser.post('/api/user/updateProfile', {
        name: '  Priya Sharma ',
        email,
        contact,
      });
      expect(res.statusCode, contact).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        msg: 'Successfully updated',
        user: { id, name: 'Priya Sharma', email, phoneNumber: '+919876543210' },
        emailVerificationSentTo: null,
      });
    }
    const session = await browser.session();
    expect(session?.user).toMatchObject({ name: 'Priya Sharma', phoneNumber: '+919876543210' });
  });

  it('changes the e-mail only when the link sent to the new address is opened', async () => {
    const { browser, email, id } = await newUser();
    const res = await browser.post('/api/user/updateProfile', {
      name: 'Kiran Rao',
      email: 'Kiran.New@Example.com',
      contact: '9123456789',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      msg: 'Successfully updated',
      emailVerificationSentTo: 'kiran.new@example.com',
      user: { email },
    });
    // Not yet: the account keeps its address until the link is opened.
    expect((await browser.session())?.user.email).toBe(email);

    const mail = await lastMailTo('kiran.new@example.com');
    expect(mail?.subject).toBe('Confirm your new e-mail address for Arthashala');
    const link = new URL(mail!.text.match(/http\S+verify-email\S+/)![0]);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('callbackURL')).toBe('/profile');

    const opened = await browser.get(`${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/profile');
    const [row] = await t.database.db.select().from(auth_user).where(eq(auth_user.id, id));
    expect(row).toMatchObject({ email: 'kiran.new@example.com', emailVerified: true });
    expect((await browser.session())?.user.email).toBe('kiran.new@example.com');
  });

  it('says "Email wasn\'t updated" when the confirmation cannot be sent', async () => {
    // An SMTP server that is not there: the mail fails, the rest is saved.
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const browser = new TestClient(broken.app);
      await browser.signUp('mailless@example.com', 'some password');
      const res = await browser.post('/api/user/updateProfile', {
        name: 'Nisha Iyer',
        email: 'nisha@example.com',
        contact: '9000000001',
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, msg: "Email wasn't updated", code: 'INTERNAL' });
      expect((await browser.session())?.user).toMatchObject({
        email: 'mailless@example.com',
        name: 'Nisha Iyer',
        phoneNumber: '+919000000001',
      });
    } finally {
      await broken.close();
    }
  });
});

describe('POST /api/user/changePassword', () => {
  it("answers the seeds' messages in order, then checks the current password", async () => {
    const { browser } = await newUser();
    const cases: [Record<string, string>, string][] = [
      [
        { currentPassword: '', newPassword: '', confirmPassword: '' },
        'Please enter your current password',
      ],
      [{ currentPassword: 'x', newPassword: '', confirmPassword: '' }, 'New password is required'],
      [
        { currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' },
        'Password should be at least 8 characters',
      ],
      [
        { currentPassword: 'x', newPassword: 'long enough', confirmPassword: 'different' },
        'Confirm password should match New password',
      ],
      [
        {
          currentPassword: 'not the password',
          newPassword: 'long enough',
          confirmPassword: 'long enough',
        },
        'The current password is not correct',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await browser.post('/api/user/changePassword', body);
      expect(res.statusCode, msg).toBe(400);
      const code = msg === 'The current password is not correct' ? 'WRONG_PASSWORD' : 'VALIDATION';
      expect(res.json()).toEqual({ success: false, msg, code });
    }
  });

  it('changes it: the old one fails, other sessions end, this browser stays signed in', async () => {
    const { browser, email, password, id } = await newUser();
    const laptop = new TestClient(t.app);
    await laptop.signIn(email, password);
    expect(await laptop.session()).not.toBeNull();

    const res = await browser.post('/api/user/changePassword', {
      currentPassword: password,
      newPassword: 'a brand new password',
      confirmPassword: 'a brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Password successfully changed' });
    expect(setCookieLines(res).some((l) => l.startsWith('arthashala.session_token='))).toBe(true);

    expect(await laptop.session()).toBeNull();
    expect((await browser.session())?.user.email).toBe(email);
    const sessions = await t.database.db
      .select()
      .from(auth_session)
      .where(eq(auth_session.userId, id));
    expect(sessions).toHaveLength(1);

    expect((await new TestClient(t.app).signIn(email, password)).statusCode).toBe(401);
    expect((await new TestClient(t.app).signIn(email, 'a brand new password')).statusCode).toBe(
      200,
    );
  });

  it('refuses an easily guessed new password with WEAK_PASSWORD and says why', async () => {
    const { browser, email, password } = await newUser();
    for (const newPassword of ['password1', email]) {
      const res = await browser.post('/api/user/changePassword', {
        currentPassword: password,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        msg: expect.stringMatching(/^This password is too easy to guess/),
        code: 'WEAK_PASSWORD',
      });
    }
    expect((await new TestClient(t.app).signIn(email, password)).statusCode).toBe(200);
  });

  it('draws the current-password check on the sign-in budget (5 a minute per account)', async () => {
    const { browser, email, password } = await newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await browser.post('/api/user/changePassword', {
            currentPassword: `wrong guess ${i}`,
            newPassword: 'a brand new password',
            confirmPassword: 'a brand new password',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The same account's sign-in, from another address, waits too.
    expect((await new TestClient(t.app).signIn(email, password)).statusCode).toBe(429);
  });

  it("ends other sessions through Better Auth's own endpoint too", async () => {
    const { browser, email, password } = await newUser();
    const phone = new TestClient(t.app);
    await phone.signIn(email, password);
    const res = await browser.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'another new password',
      revokeOtherSessions: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await phone.session()).toBeNull();
    expect(await browser.session()).not.toBeNull();
  });
});

describe('GET /api/user/exportData', () => {
  it('downloads everything kept about the user as a JSON file, without secrets', async () => {
    const { browser, email, password, id } = await newUser();
    await new TestClient(t.app, { userAgent: 'Phone browser' }).signIn(email, password);
    await browser.post('/api/user/updateProfile', {
      name: 'Export Person',
      email,
      contact: '9876500000',
    });
    await new TestClient(t.app).post('/api/auth/request-password-reset', { email });
    // Someone (perhaps not this user: the address is not verified) sends an enquiry with it.
    const enquiry = await new TestClient(t.app).post('/api/contactUs/smallContact', {
      firstName: 'Some',
      lastName: 'One',
      email,
      phone: '9876500001',
      page: 'Wealth',
    });
    expect(enquiry.statusCode).toBe(200);
    await t.app.mailer.flush();

    const res = await browser.get('/api/user/exportData');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="arthashala-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.site).toBe('Arthashala');
    expect(Object.keys(data.contents)).toEqual([
      'account',
      'unsentEmails',
      'moneyMaps',
      'riskProfiles',
      'financialCheckups',
      'retirementPlans',
      'myPlan',
      'eventRegistrations',
      'newsletterAndEnquiries',
    ]);
    // Submissions made with the address join the download only once it is verified.
    expect(data.newsletterAndEnquiries).toEqual({ newsletter: null, enquiries: [] });
    expect(res.body).not.toContain('9876500001');
    expect(data.account.profile).toMatchObject({
      id,
      email,
      name: 'Export Person',
      phoneNumber: '+919876500000',
    });
    expect(data.account.sessions).toHaveLength(2);
    expect(data.account.sessions.map((s: { userAgent: string }) => s.userAgent).sort()).toEqual(
      [`Browser ${serial}`, 'Phone browser'].sort(),
    );
    for (const session of data.account.sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ['createdAt', 'expiresAt', 'ipAddress', 'updatedAt', 'userAgent'].sort(),
      );
    }
    expect(data.account.signInMethods).toEqual([
      expect.objectContaining({ provider: 'email and password', hasPassword: true }),
    ]);
    expect(data.account.pendingLinks).toEqual([
      expect.objectContaining({ purpose: 'reset-password' }),
    ]);
    expect(data.unsentEmails.map((m: { subject: string }) => m.subject)).toEqual([
      'Confirm your e-mail address for Arthashala',
      'Reset your Arthashala password',
    ]);
    const text = res.body;
    const [credential] = await t.database.db
      .select()
      .from(auth_account)
      .where(eq(auth_account.userId, id));
    expect(text).not.toContain(credential!.password!);
    const [session] = await t.database.db
      .select()
      .from(auth_session)
      .where(eq(auth_session.userId, id));
    expect(text).not.toContain(session!.token);
  });
});

describe('POST /api/user/deleteAccount', () => {
  it('refuses an admin (403): an admin is removed by another admin', async () => {
    await createAdminAccount(t.app.auth, { username: 'keeper', password: 'keeper password' });
    const token = (
      await new TestClient(t.app).post('/api/admin/authenticate', {
        username: 'keeper',
        password: 'keeper password',
      })
    ).json().token as string;
    const res = await new TestClient(t.app).post(
      '/api/user/deleteAccount',
      { password: 'keeper password' },
      { authorization: `Bearer ${token}` },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const [admin] = await t.database.db
      .select()
      .from(auth_user)
      .where(eq(auth_user.username, 'keeper'));
    expect(admin).toBeDefined();
  });

  it('limits password guesses to 5 a minute per account and per client (429 with Retry-After)', async () => {
    const { browser, email, password } = await newUser();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await browser.post('/api/user/deleteAccount', { password: `guess ${i}` })).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const blocked = await browser.post('/api/user/deleteAccount', { password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // One budget: the account's e-mail sign-in, from elsewhere, waits as well.
    expect((await new TestClient(t.app).signIn(email, password)).statusCode).toBe(429);
    const [user] = await t.database.db.select().from(auth_user).where(eq(auth_user.email, email));
    expect(user).toBeDefined();
  });

  it('asks for the password, then removes every row of the user and ends the session', async () => {
    const { browser, email, password, id } = await newUser();
    await new TestClient(t.app).signIn(email, password);
    await new TestClient(t.app).post('/api/auth/request-password-reset', { email });
    await t.app.mailer.flush();
    const other = await newUser();

    const missing = await browser.post('/api/user/deleteAccount', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('Please enter your password, or type DELETE, to confirm');
    const wrong = await browser.post('/api/user/deleteAccount', { password: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('The current password is not correct');
    const typed = await browser.post('/api/user/deleteAccount', { confirm: 'DELETE' });
    expect(typed.statusCode).toBe(400);

    const res = await browser.post('/api/user/deleteAccount', { password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      msg: 'Your account and everything we kept about you have been deleted',
    });
    expect(setCookieLines(res)).toContainEqual(
      expect.stringMatching(/^arthashala\.session_token=; Max-Age=0/),
    );

    const db = t.database.db;
    expect(await db.select().from(auth_user).where(eq(auth_user.id, id))).toEqual([]);
    expect(await db.select().from(auth_session).where(eq(auth_session.userId, id))).toEqual([]);
    expect(await db.select().from(auth_account).where(eq(auth_account.userId, id))).toEqual([]);
    expect(
      await db.select().from(auth_verification).where(eq(auth_verification.value, id)),
    ).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.toAddress, email))).toEqual([]);
    // Nobody else is touched.
    expect(await db.select().from(auth_user).where(eq(auth_user.id, other.id))).toHaveLength(1);
    expect((await new TestClient(t.app).signIn(email, password)).statusCode).toBe(401);
  });
});
