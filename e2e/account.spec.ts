import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { site } from '../src/shared/config/site';
import { accountMessages } from '../src/shared/schemas/account';
import { clientAddress, expect, expectNoAxeViolations, openHydrated, test } from './fixtures';
import { startSocialSignInSite, type SocialSignInSite } from './social-sign-in-site';

/**
 * No toast: a form's message shows once, in the form. The snackbar's code loads on its first
 * notice, so give a toast that would follow the message the moment it needs to appear; then look
 * once (a retrying assertion would wait for a toast to hide itself).
 */
async function expectNoToast(page: Page) {
  await page.waitForTimeout(500);
  expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
}

// Accounts in the browser: the header's Login and account menu, the sign-in dialog, /profile and
// its panels, /reset-password, and the e-mails the server keeps in its outbox.
//
// Sign-in and sign-up are limited to 5 a minute per client address, and every test runs from
// 127.0.0.1. The test server runs in production mode, which believes X-Forwarded-For from a
// loopback proxy (TRUST_PROXY's default), so each test acts as its own client address, as
// visitors behind the site's proxy would; one test checks that the limit holds per address.

const password = 'a-long-password-1';
const adminPassword = 'e2e-admin-password-0123';
const wrongPasswordMessage = /Invalid email or password/;

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

let address = '';
test.beforeEach(async ({ page }, testInfo) => {
  address = clientAddress(testInfo, '203.0');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
});

/** Calls the API as this test's client, from the site's own origin (as its pages do). */
function apiHeaders() {
  return { 'x-forwarded-for': address, origin: String(test.info().project.use.baseURL) };
}

/** A new account made through the API; the page's context is then signed in as it. */
async function signUpThroughApi(page: Page, email = uniqueEmail('user')) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '' },
    headers: apiHeaders(),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** A new account, and a visitor who is not signed in. */
async function existingAccount(page: Page, tag: string) {
  const email = await signUpThroughApi(page, uniqueEmail(tag));
  await page.context().clearCookies();
  return email;
}

/** The newest e-mail to `to` whose subject matches, read from the outbox with an admin token. */
async function latestMail(request: APIRequestContext, to: string, subject: RegExp) {
  const auth = await request.post('/api/admin/authenticate', {
    data: { username: 'admin', password: adminPassword },
    headers: apiHeaders(),
  });
  expect(auth.ok(), await auth.text()).toBe(true);
  const { token } = (await auth.json()) as { token: string };
  let found: { text: string } | undefined;
  await expect
    .poll(async () => {
      const outbox = await request.get('/api/admin/outbox', {
        headers: { authorization: `Bearer ${token}` },
      });
      const { messages } = (await outbox.json()) as {
        messages: { to: string; subject: string; text: string }[];
      };
      found = messages.find((message) => message.to === to && subject.test(message.subject));
      return found !== undefined;
    })
    .toBe(true);
  await request.post('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } });
  return found!.text;
}

/** The first address in an e-mail's text. */
const linkIn = (text: string) => {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in the e-mail:\n${text}`);
  return link;
};

/**
 * Chromium logs a failed response (a refused password, say) as a console error. Where refusing is
 * the point of the test, take out exactly the expected ones; anything else still fails the test.
 */
function acceptFailedResponses(consoleErrors: string[], status: number | '4xx', count = 1) {
  const code = status === '4xx' ? '4\\d\\d' : String(status);
  const message = new RegExp(
    `^Failed to load resource: the server responded with a status of ${code}\\b`,
  );
  expect(consoleErrors.filter((error) => message.test(error))).toHaveLength(count);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !message.test(e)));
}

const header = (page: Page) => page.getByRole('banner');
/** The snackbar; while a dialog is open, MUI hides the page behind it from the accessibility tree. */
const snackbar = (page: Page) => page.locator('.MuiSnackbar-root');
const dialog = (page: Page) => page.getByRole('dialog');

/** What the page scrolls sideways by: nothing, at any width. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

async function openSignIn(page: Page) {
  await header(page).getByRole('button', { name: 'Login' }).click();
  await expect(
    dialog(page).getByRole('heading', { name: `Sign In to ${site.name}` }),
  ).toBeVisible();
}

async function signInWithDialog(page: Page, email: string, secret: string) {
  const view = dialog(page);
  await view.getByLabel('Email', { exact: true }).fill(email);
  await view.getByLabel('Password', { exact: true }).fill(secret);
  await view.getByRole('button', { name: 'Login' }).click();
}

async function logOutWithMenu(page: Page, label: RegExp | string) {
  // The bar hides while the page is scrolled down (a form moved the focus down the page).
  await page.evaluate(() => window.scrollTo(0, 0));
  await header(page).getByRole('button', { name: label }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
}

test.describe('the sign-in dialog', () => {
  test('signs up after a mismatched confirmation, confirms the address through its link, and signs out on the server', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await openSignIn(page);
    await expectNoAxeViolations(page);
    // No provider is configured on the test server: no social buttons, no divider.
    await expect(dialog(page).getByText('Easy login with')).toHaveCount(0);
    await expect(dialog(page).getByText('Or with email')).toHaveCount(0);

    await dialog(page).getByRole('button', { name: 'create an account' }).click();
    const view = dialog(page);
    await expect(view.getByRole('heading', { name: `Sign Up with ${site.name}` })).toBeVisible();
    await expect(view).toContainText(
      'Easily create an account with us, it would not take more than couple of minutes.',
    );
    await expect(view.getByLabel('Email', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('signup');
    await view.getByLabel('Email', { exact: true }).fill(email);
    await view.getByLabel('Password', { exact: true }).fill(password);
    await view.getByLabel('Confirm Password', { exact: true }).fill('something-else-1');
    await view.getByRole('button', { name: 'Register' }).click();
    const confirm = view.getByLabel('Confirm Password', { exact: true });
    await expect(confirm).toHaveAccessibleDescription(accountMessages.passwordsDoNotMatch);
    await expect(confirm).toBeFocused();
    // Once, on the field: no toast as well.
    await expectNoToast(page);

    await confirm.fill(password);
    await view.getByRole('button', { name: 'Register' }).click();
    await expect(dialog(page)).toBeHidden();
    // No display name yet: the menu reads 'Account'.
    await expect(header(page).getByRole('button', { name: 'Account' })).toBeVisible();

    // The confirmation link of the welcome e-mail lands on /profile, which says thank you.
    const mail = await latestMail(page.request, email, /Confirm your e-mail address/);
    await openHydrated(page, linkIn(mail));
    await expect(page).toHaveURL(paths.profile.path);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Thank you: your e-mail address is confirmed.',
    );
    await expect(page.getByRole('main')).toContainText(`Signed in as ${email}`);

    await logOutWithMenu(page, 'Account');
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
  });

  test('a wrong password is refused once, in the dialog; the right one signs in on the same page', async ({
    page,
    consoleErrors,
  }) => {
    const email = await existingAccount(page, 'signin');
    await openHydrated(page, paths.moneyMap.path);
    await openSignIn(page);

    await signInWithDialog(page, email, 'not-the-password');
    await expect(dialog(page).getByRole('alert')).toHaveText(wrongPasswordMessage);
    await expectNoToast(page);
    await expect(dialog(page).getByRole('button', { name: 'Login' })).toBeFocused();
    acceptFailedResponses(consoleErrors, 401);

    await signInWithDialog(page, email, password);
    await expect(dialog(page)).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page).toHaveURL(paths.moneyMap.path);
  });

  test('the toast of a sign-in does not follow the visitor to the next page', async ({ page }) => {
    const email = await existingAccount(page, 'toast');
    await openHydrated(page, paths.moneyMap.path);
    await openSignIn(page);
    await signInWithDialog(page, email, password);
    await expect(snackbar(page)).toHaveText('You are signed in');

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').click();
    await expect(page).toHaveURL('/');
    // At once: well before the snackbar's own 3 seconds would have hidden it.
    await expect(snackbar(page)).toBeHidden({ timeout: 1_000 });
  });

  test('a password too easy to guess says why on its field while typing, and is refused there without a call', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    let signUpCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-up/')) signUpCalls++;
    });
    await openHydrated(page, '/');
    await openSignIn(page);
    await dialog(page).getByRole('button', { name: 'create an account' }).click();
    const view = dialog(page);
    // The estimator (about 150 KB) loads only once a password is typed.
    expect(scripts.filter((url) => /password-strength/.test(url))).toEqual([]);

    const email = uniqueEmail('weak');
    const newPassword = view.getByLabel('Password', { exact: true });
    await view.getByLabel('Email', { exact: true }).fill(email);
    await newPassword.fill('password1234');
    await expect(newPassword).toHaveAccessibleDescription(/^This password is too easy to guess/);
    await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(scripts.filter((url) => /password-strength/.test(url))).toHaveLength(1);

    await view.getByLabel('Confirm Password', { exact: true }).fill('password1234');
    await view.getByRole('button', { name: 'Register' }).click();
    await expect(newPassword).toBeFocused();
    await expect(newPassword).toHaveAccessibleDescription(/^This password is too easy to guess/);
    expect(signUpCalls).toBe(0);

    await newPassword.fill(password);
    await expect(newPassword).toHaveAttribute('aria-invalid', 'false');
  });

  test('an address that has an account gets a plain sentence, with the ways to sign in or reset', async ({
    page,
    consoleErrors,
  }) => {
    const email = await existingAccount(page, 'taken');
    await openHydrated(page, '/');
    await openSignIn(page);
    await dialog(page).getByRole('button', { name: 'create an account' }).click();
    const view = dialog(page);
    await view.getByLabel('Email', { exact: true }).fill(email);
    await view.getByLabel('Password', { exact: true }).fill(password);
    await view.getByLabel('Confirm Password', { exact: true }).fill(password);
    await view.getByRole('button', { name: 'Register' }).click();

    const alert = view.getByRole('alert');
    await expect(alert).toContainText(accountMessages.emailTaken);
    await expect(alert).not.toContainText(/user already exists/i);
    await expectNoToast(page);
    acceptFailedResponses(consoleErrors, '4xx');
    await expect(alert.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await alert.getByRole('button', { name: 'Reset your password' }).click();
    await expect(view.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(view.getByLabel('Email', { exact: true })).toHaveValue(email);
  });

  test('checks the fields before calling, and works from the keyboard', async ({ page }) => {
    await openHydrated(page, '/');
    const login = header(page).getByRole('button', { name: 'Login' });
    await login.focus();
    await page.keyboard.press('Enter');
    const view = dialog(page);
    await expect(view.getByLabel('Email', { exact: true })).toBeFocused();
    await view.getByRole('button', { name: 'Login' }).click();
    await expect(view.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      accountMessages.emailRequired,
    );
    await view.getByLabel('Email', { exact: true }).fill('not-an-address');
    await page.keyboard.press('Enter');
    await expect(view.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      accountMessages.emailInvalid,
    );
    await view.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.keyboard.press('Enter');
    await expect(view.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      accountMessages.passwordRequired,
    );
    await expect(view.getByLabel('Password', { exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(login).toBeFocused();
  });

  test('the forgot view answers alike whether or not the address has an account', async ({
    page,
  }) => {
    const email = await existingAccount(page, 'forgot');
    await openHydrated(page, '/');
    await openSignIn(page);
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    const view = dialog(page);
    await expect(view.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page);

    for (const address of [uniqueEmail('nobody'), email]) {
      await view.getByLabel('Email', { exact: true }).fill(address);
      await view.getByRole('button', { name: 'Send reset link' }).click();
      await expect(view.getByRole('status')).toHaveText(accountMessages.resetLinkSent);
    }
    await view.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(view.getByRole('heading', { name: `Sign In to ${site.name}` })).toBeVisible();
    await expect(view.getByLabel('Email', { exact: true })).toHaveValue(email);
  });

  test('allows five sign-ins a minute from one address, then asks to wait', async ({
    page,
    consoleErrors,
  }) => {
    const email = await existingAccount(page, 'limit');
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await page.request.post('/api/auth/sign-in/email', {
        data: { email, password: 'not-the-password' },
        headers: apiHeaders(),
      });
      expect(response.status()).toBe(401);
    }
    await openHydrated(page, '/');
    await openSignIn(page);
    await signInWithDialog(page, email, password);
    await expect(dialog(page).getByRole('alert')).toHaveText(accountMessages.tooManyRequests);
    acceptFailedResponses(consoleErrors, 429);
  });
});

test.describe('on a site that offers Google and Facebook', () => {
  // One second copy of the site for these tests, with the providers configured.
  test.describe.configure({ mode: 'serial' });
  let social: SocialSignInSite;
  test.beforeAll(async () => {
    // A fresh embedded database, migrated and seeded: as slow as the main site's first start.
    test.setTimeout(90_000);
    social = await startSocialSignInSite();
  });
  test.afterAll(async () => {
    await social?.stop();
  });

  test('offers both buttons, and signs in with Google through the provider, back on the same page', async ({
    page,
  }) => {
    social.signInAs({ sub: 'e2e-google-1', email: uniqueEmail('google'), name: 'Sita Menon' });
    await openHydrated(page, `${social.origin}${paths.moneyMap.path}`);
    await openSignIn(page);
    const view = dialog(page);
    await expect(view.getByText('Easy login with')).toBeVisible();
    await expect(view.getByText('Or with email')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Sign in with Facebook' })).toBeVisible();
    await expectNoAxeViolations(page);

    await view.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(`${social.origin}${paths.moneyMap.path}`);
    await expect(header(page).getByRole('button', { name: 'Hi, Sita' })).toBeVisible();
  });

  test('says why when Google sign-in comes back refused for an unconfirmed e-mail account', async ({
    page,
  }) => {
    const email = uniqueEmail('unlinked');
    const made = await page.request.post(`${social.origin}/api/auth/sign-up/email`, {
      data: { email, password, name: '' },
      headers: { 'x-forwarded-for': address, origin: social.origin },
    });
    expect(made.ok(), await made.text()).toBe(true);
    await page.context().clearCookies();
    social.signInAs({ sub: 'e2e-google-2', email, name: 'Ravi Kumar' });

    await openHydrated(page, `${social.origin}/`);
    await openSignIn(page);
    await dialog(page).getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(dialog(page).getByRole('alert')).toContainText(
      'This e-mail address already has an account.',
    );
    await expect(page).toHaveURL(`${social.origin}/`);
    await page.keyboard.press('Escape');
    await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

test.describe('/profile', () => {
  test('asks a visitor to sign in, and shows the account once signed in', async ({ page }) => {
    const email = await existingAccount(page, 'visitor');
    await openHydrated(page, paths.profile.path);
    await expect(page.getByText('Please sign in to see your account')).toBeVisible();
    // The dialog opens by itself.
    await expect(
      dialog(page).getByRole('heading', { name: `Sign In to ${site.name}` }),
    ).toBeVisible();
    await signInWithDialog(page, email, password);
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(paths.profile.path);
    await expect(page.getByRole('main')).toContainText(`Signed in as ${email}`);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('checks name and contact in the seeds’ order, saves an Indian mobile as written, and changes the e-mail through its link', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await openHydrated(page, paths.profile.path);
    const panel = page.getByRole('tabpanel', { name: 'Profile' });
    await expect(panel.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expectNoAxeViolations(page);

    const name = panel.getByLabel('Name', { exact: true });
    const contact = panel.getByLabel('Contact', { exact: true });
    const save = panel.getByRole('button', { name: 'Save' });
    await expect(contact).toHaveAccessibleDescription(
      'Your Indian mobile number: 10 digits, with or without +91',
    );
    await save.click();
    await expect(name).toHaveAccessibleDescription(accountMessages.nameRequired);
    await name.fill('As');
    await save.click();
    await expect(name).toHaveAccessibleDescription(accountMessages.nameTooShort);
    await name.fill('Asha\u200BRao');
    await save.click();
    await expect(name).toHaveAccessibleDescription(accountMessages.nameCharacters);
    await name.fill('Asha Rao');
    await save.click();
    await expect(contact).toHaveAccessibleDescription(accountMessages.contactRequired);
    await contact.fill('12345');
    await save.click();
    await expect(contact).toHaveAccessibleDescription(accountMessages.contactInvalid);
    await expect(contact).toBeFocused();
    await expectNoToast(page);
    await contact.fill('098765 43210');
    await save.click();
    await expect(panel.getByRole('status')).toHaveText(accountMessages.profileUpdated);
    await expect(contact).toHaveValue('+91 98765 43210');
    await expectNoToast(page);
    // The bar hides while the page scrolls down (the focus moved down the form).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page).getByRole('button', { name: 'Hi, Asha' })).toBeVisible();

    await page.reload();
    await expect(panel.getByLabel('Name', { exact: true })).toHaveValue('Asha Rao');
    await expect(panel.getByLabel('Contact', { exact: true })).toHaveValue('+91 98765 43210');
    const stored = await page.request.get('/api/auth/get-session');
    expect((await stored.json()).user.phoneNumber).toBe('+919876543210');

    const newEmail = uniqueEmail('moved');
    await panel.getByLabel('Email', { exact: true }).fill(newEmail);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('status')).toContainText(
      `We have sent a confirmation link to ${newEmail}`,
    );
    const mail = await latestMail(page.request, newEmail, /Confirm your new e-mail address/);
    await openHydrated(page, linkIn(mail));
    await expect(page).toHaveURL(paths.profile.path);
    await expect(page.getByRole('main')).toContainText(`Signed in as ${newEmail}`);
  });

  test('says once, on the page, when an e-mail link was no good', async ({ page }) => {
    await openHydrated(page, `${paths.profile.path}?error=TOKEN_EXPIRED`);
    // Nobody is signed in, so the page also asks to sign in; the notice waits behind the dialog.
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'This confirmation link has expired.',
    );
    await expect(page).toHaveURL(paths.profile.path);
    await expectNoToast(page);
  });

  test('checks each password field in turn, refuses a wrong current one and a weak new one on their fields, then only the new one signs in', async ({
    page,
    consoleErrors,
  }) => {
    const email = await signUpThroughApi(page);
    await openHydrated(page, paths.profile.path);
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(`${paths.profile.path}?panel=password`);
    const panel = page.getByRole('tabpanel', { name: 'Change Password' });
    await expectNoAxeViolations(page);

    const current = panel.getByLabel('Current Password', { exact: true });
    const next = panel.getByLabel('New Password', { exact: true });
    const confirm = panel.getByLabel('Confirm Password', { exact: true });
    const update = panel.getByRole('button', { name: 'Update' });
    await update.click();
    await expect(current).toHaveAccessibleDescription(accountMessages.currentPasswordRequired);
    await current.fill('not-the-password');
    await update.click();
    await expect(next).toHaveAccessibleDescription(accountMessages.newPasswordRequired);
    await next.fill('password1234');
    await expect(next).toHaveAccessibleDescription(/^This password is too easy to guess/);
    await next.fill('a-new-password-2');
    await confirm.fill('a-new-password-3');
    await update.click();
    await expect(confirm).toHaveAccessibleDescription(accountMessages.confirmPasswordMismatch);
    await confirm.fill('a-new-password-2');
    await update.click();
    await expect(current).toHaveAccessibleDescription(accountMessages.currentPasswordWrong);
    acceptFailedResponses(consoleErrors, 400);

    await expect(current).toBeFocused();
    await expectNoToast(page);

    await current.fill(password);
    await update.click();
    await expect(panel.getByRole('status')).toHaveText(accountMessages.passwordChanged);
    await expect(current).toHaveValue('');

    await logOutWithMenu(page, 'Account');
    await openSignIn(page);
    await signInWithDialog(page, email, password);
    await expect(dialog(page).getByRole('alert')).toHaveText(wrongPasswordMessage);
    acceptFailedResponses(consoleErrors, 401);
    await signInWithDialog(page, email, 'a-new-password-2');
    await expect(dialog(page)).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Account' })).toBeVisible();
  });

  test('Transact links to the planners and, in a new tab, to investing', async ({ page }) => {
    await signUpThroughApi(page);
    await openHydrated(page, `${paths.profile.path}?panel=transact`);
    const panel = page.getByRole('tabpanel', { name: 'Transact' });
    for (const [name, path] of [
      ['Retirement Planner', paths.retirementPlanner.path],
      ['Money Maps', paths.moneyMap.path],
      ['Risk Profile', paths.riskProfile.path],
      ['Financial Check-up', paths.financialHealth.path],
    ] as const) {
      await expect(panel.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        path,
      );
    }
    for (const [name, url] of [
      ['Invest Now', site.investUrl],
      ['View Portfolio', site.portfolioUrl],
    ] as const) {
      const link = panel.getByRole('link', {
        name: new RegExp(`^${name} \\(opens in a new tab\\)`),
      });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expectNoAxeViolations(page);
    await panel.getByRole('link', { name: /^Money Maps/ }).click();
    await expect(page).toHaveURL(paths.moneyMap.path);
  });

  test('Privacy: downloads my data, then deletes the account for good', async ({
    page,
    consoleErrors,
  }) => {
    const email = await signUpThroughApi(page);
    await openHydrated(page, `${paths.profile.path}?panel=privacy`);
    const panel = page.getByRole('tabpanel', { name: 'Privacy' });
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^arthashala-my-data-\d{4}-\d\d-\d\d\.json$/);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(file, 'utf8')).toContain(email);

    await panel.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    const field = confirm.getByLabel('Password', { exact: true });
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
    await field.fill('not-the-password');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(field).toHaveAccessibleDescription(accountMessages.currentPasswordWrong);
    acceptFailedResponses(consoleErrors, 400);

    await field.fill(password);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('alert').filter({ hasText: accountMessages.accountDeleted }),
    ).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();

    await openSignIn(page);
    await signInWithDialog(page, email, password);
    await expect(dialog(page).getByRole('alert')).toHaveText(wrongPasswordMessage);
    acceptFailedResponses(consoleErrors, 401);
  });
});

/** The token of a reset link, whether it names the page (?token=) or the server's check of it. */
const resetTokenOf = (link: string) => {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').at(-1)!;
};

/** The server's check of a reset token, which the e-mailed link passes through on its way. */
const checkedResetLink = (token: string) =>
  `/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(paths.resetPassword.path)}`;

test.describe('/reset-password', () => {
  test('sets a new password through the e-mailed link; once used, the link is flagged as soon as it opens', async ({
    page,
  }) => {
    const email = await existingAccount(page, 'reset');
    await openHydrated(page, '/');
    await openSignIn(page);
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await dialog(page).getByLabel('Email', { exact: true }).fill(email);
    await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog(page).getByRole('status')).toHaveText(accountMessages.resetLinkSent);
    await page.keyboard.press('Escape');

    const link = linkIn(await latestMail(page.request, email, /Reset your .* password/));
    await openHydrated(page, link);
    await expect(page).toHaveURL(new RegExp(`${paths.resetPassword.path}\\?token=`));
    await expect(page).toHaveTitle(`${paths.resetPassword.title} | ${site.name}`);
    await expect(page.getByRole('heading', { name: 'Set a new password', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    await next.fill('a-reset-password-4');
    await confirm.fill('a-reset-password-5');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(confirm).toHaveAccessibleDescription(accountMessages.confirmPasswordMismatch);
    await confirm.fill('a-reset-password-4');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Your password has been changed.',
    );
    await expectNoToast(page);

    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await signInWithDialog(page, email, 'a-reset-password-4');
    await expect(dialog(page)).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Account' })).toBeVisible();

    // Spent: the server's check sends it on as ?error=INVALID_TOKEN, and the page says so at once.
    await openHydrated(page, checkedResetLink(resetTokenOf(link)));
    await expect(page).toHaveURL(`${paths.resetPassword.path}?error=INVALID_TOKEN`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      accountMessages.resetLinkInvalid,
    );
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  });

  test('a link flagged as spent, or without a token, says so at once and offers a new one', async ({
    page,
  }) => {
    for (const search of ['?error=INVALID_TOKEN', '']) {
      await openHydrated(page, `${paths.resetPassword.path}${search}`);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        accountMessages.resetLinkInvalid,
      );
      await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ask for a new link' }).click();
    await expect(
      dialog(page).getByRole('heading', { name: 'Forgot your password?' }),
    ).toBeVisible();
  });

  test('a token the server refuses on submit turns the form into the spent-link notice', async ({
    page,
    consoleErrors,
  }) => {
    await openHydrated(page, `${paths.resetPassword.path}?token=no-such-token`);
    await page.getByLabel('New Password', { exact: true }).fill('a-reset-password-6');
    await page.getByLabel('Confirm Password', { exact: true }).fill('a-reset-password-6');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      accountMessages.resetLinkInvalid,
    );
    await expectNoToast(page);
    acceptFailedResponses(consoleErrors, 400);
  });
});

for (const width of [320, 412]) {
  test.describe(`/profile at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('shows every tab, opens Privacy and Saved Money Maps, and never scrolls sideways', async ({
      page,
    }) => {
      await signUpThroughApi(page);
      await openHydrated(page, paths.profile.path);
      const tabs = page.getByRole('tablist', { name: 'Account sections' }).getByRole('tab');
      await expect(tabs).toHaveCount(5);
      for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
      expect(await sidewaysOverflow(page)).toBe(0);

      await page.getByRole('tab', { name: 'Privacy' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Privacy' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);

      await page.getByRole('tab', { name: 'Saved Money Maps' }).click();
      await expect(page.getByText('Nothing is saved from Money Maps yet.')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  });
}

test.describe('small screens', () => {
  test('@mobile the drawer offers Login, then Profile and Logout', async ({ page }) => {
    const email = await existingAccount(page, 'drawer');
    await openHydrated(page, '/');
    await expect(header(page).getByRole('button', { name: 'Login' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByRole('button', { name: 'Login' }).click();
    await expect(drawer).toBeHidden();
    await signInWithDialog(page, email, password);
    await expect(dialog(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toContainText('Account');
    await drawer.getByRole('link', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(paths.profile.path);
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
