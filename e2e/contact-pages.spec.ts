import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { paths } from '../src/shared/config/paths';
import { contactMessages } from '../src/shared/schemas/contact';
import { clientAddress, expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

// The contact page, the five service pages, Mother's Day and the newsletter's unsubscribe page:
// each renders cleanly at 360 px and on a desktop, and their forms work against the real API.
const pages = [
  [paths.contactUs.path, 'Contact us'],
  [paths.financialWellness.path, 'Financial wellness for your people'],
  [paths.financialEducation.path, 'Money lessons for schools and colleges'],
  [paths.womenInvestment.path, 'The Equality Collective'],
  [paths.diy.path, 'Plan it yourself, invest it yourself'],
  [paths.wealth.path, 'Wealth management for families'],
  [paths.mothersDay.path, 'What our mothers taught us about money'],
  [paths.newsletterUnsubscribe.path, 'Unsubscribe from our newsletter'],
] as const;

const adminPassword = 'e2e-admin-password-0123';

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

let address = '';
test.beforeEach(async ({ page }, testInfo) => {
  // Each test is its own client, so that the forms' per-client limits of one never trip another.
  address = clientAddress(testInfo, '198.51');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
});

/**
 * Chromium logs a refused response as a console error. Where the refusal is the point of the test,
 * take out exactly the expected one; anything else still fails the test.
 */
function acceptFailedResponse(consoleErrors: string[], status: number) {
  const message = new RegExp(
    `^Failed to load resource: the server responded with a status of ${status}\\b`,
  );
  expect(consoleErrors.filter((error) => message.test(error))).toHaveLength(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !message.test(e)));
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    clientWidth: document.scrollingElement!.clientWidth,
  }));
  expect(scrollWidth, `${scrollWidth - clientWidth} px too wide`).toBeLessThanOrEqual(clientWidth);
}

for (const [path, heading] of pages) {
  for (const [device, viewport] of [
    // (At 1280 px the site's header bar is itself 3 px too wide as of this writing: see the
    // chrome's own tests; these pages are checked at a common laptop width beyond it.)
    ['a desktop', { width: 1440, height: 900 }],
    ['a phone 360 px wide', { width: 360, height: 740 }],
  ] as const) {
    test.describe(`on ${device}`, () => {
      test.use({ viewport });

      test(`${path} renders, fits and has no accessibility violations`, async ({ page }) => {
        const response = await openHydrated(page, path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });
    });
  }
}

test('the contact form names its first problem, then thanks and clears the fields', async ({
  page,
}) => {
  await openHydrated(page, paths.contactUs.path);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText(contactMessages.enterName)).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();

  const phone = form.getByLabel('Phone');
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveAttribute('inputmode', 'tel');

  await form.getByLabel('Name', { exact: true }).fill('Sunita Rao');
  await form.getByLabel('Email').fill(uniqueEmail('contact'));
  await phone.fill('+91 98450 12345');
  await form.getByLabel('Company Name').fill('Rao Textiles');
  await form.getByLabel('Message').fill('Could you run a workshop for our 40 weavers in Hubballi?');
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(form.getByRole('status')).toHaveText('Thank you for contacting us!');
  for (const label of ['Email', 'Phone', 'Company Name', 'Message']) {
    await expect(form.getByLabel(label)).toHaveValue('');
  }
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
});

test('a service page’s short form sends and thanks, and names its first problem', async ({
  page,
}) => {
  await openHydrated(page, paths.wealth.path);
  const form = page.getByRole('form', { name: 'Meet a planner' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText(contactMessages.enterFirstName)).toBeVisible();

  await form.getByLabel('First Name').fill('Farhan');
  await form.getByLabel('Last Name').fill('Qureshi');
  await form.getByLabel('Email').fill(uniqueEmail('wealth'));
  await form.getByLabel('Phone').fill('098450 12345');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for contacting us!');
  await expect(form.getByLabel('First Name')).toHaveValue('');
});

test('financial wellness connects through ‘We’d Love to Connect With You’', async ({ page }) => {
  await openHydrated(page, paths.financialWellness.path);
  await expect(
    page.getByRole('heading', { level: 2, name: 'We’d Love to Connect With You' }),
  ).toBeVisible();
});

/** Waits until React has taken over the element's server HTML (its handlers are attached). */
async function untilTakenOver(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/** The newest e-mail to `to` whose text holds `needle`, read from the outbox with an admin token. */
async function mailTo(request: APIRequestContext, to: string, needle: string) {
  const headers = { 'x-forwarded-for': address, origin: String(test.info().project.use.baseURL) };
  const auth = await request.post('/api/admin/authenticate', {
    data: { username: 'admin', password: adminPassword },
    headers,
  });
  expect(auth.ok(), await auth.text()).toBe(true);
  const { token } = (await auth.json()) as { token: string };
  let found: { text: string } | undefined;
  await expect
    .poll(async () => {
      const outbox = await request.get('/api/admin/outbox', {
        headers: { authorization: `Bearer ${token}` },
      });
      const { messages } = (await outbox.json()) as { messages: { to: string; text: string }[] };
      found = messages.find((message) => message.to === to && message.text.includes(needle));
      return found !== undefined;
    })
    .toBe(true);
  await request.post('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } });
  return found!.text;
}

test('the home page’s newsletter block subscribes, and the mail’s link unsubscribes', async ({
  page,
  consoleErrors,
}) => {
  await openHydrated(page, paths.home.path);
  const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
  // The home page brings its lower blocks to life as they come near (lazy-when-near.ts).
  await form.scrollIntoViewIfNeeded();
  await untilTakenOver(form);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(contactMessages.nameEmpty)).toBeVisible();

  const email = uniqueEmail('newsletter');
  await form.getByLabel('Name').fill('Asha Menon');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(contactMessages.consentRequired)).toBeVisible();

  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(contactMessages.subscribed);
  await expect(form.getByLabel('Email')).toHaveValue('');

  // Twice: one subscriber, and the block says so.
  await form.getByLabel('Name').fill('Asha Menon');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toHaveText(contactMessages.alreadySubscribed);
  acceptFailedResponse(consoleErrors, 409);

  const mail = await mailTo(page.request, email, paths.newsletterUnsubscribe.path);
  const link = new RegExp(`https?://\\S+${paths.newsletterUnsubscribe.path}\\?token=\\S+`).exec(
    mail,
  )![0];
  const url = new URL(link);
  await openHydrated(page, url.pathname + url.search);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(contactMessages.unsubscribed);
});

test('the unsubscribe page says in words when its link has no token, or a wrong one', async ({
  page,
  consoleErrors,
}) => {
  await openHydrated(page, paths.newsletterUnsubscribe.path);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('This address has no unsubscribe token');

  await openHydrated(page, `${paths.newsletterUnsubscribe.path}?token=not-a-real-token`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText(contactMessages.unsubscribeLinkInvalid);
  acceptFailedResponse(consoleErrors, 400);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form says that it needs JavaScript', async ({ page }) => {
    await page.goto(paths.contactUs.path);
    // Found by CSS: Playwright's text and role lookups skip what is in a <noscript>.
    const note = page.locator('main form noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('This form needs JavaScript');
  });
});
