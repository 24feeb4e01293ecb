import type { Page } from '@playwright/test';
import { paths, type PathEntry } from '../src/shared/config/paths';
import { clientAddress, expect, openHydrated, test } from './fixtures';

// Pages come finished from the server, and the browser takes them over. The console-error
// fixture fails any test whose page logs an error, which is how React reports a hydration
// mismatch in a production build (as an uncaught error, "Minified React error #418"); the tests
// here also fail on any other console message about hydration (a development build's warnings),
// and prove the page answers to input afterwards.

// Every public page, from the route registry: a new page is checked without touching this file.
// A private one (a preview) has no address in the demo content.
const publicPaths = (Object.values(paths) as PathEntry[])
  .filter((entry) => entry.live && entry.area === 'public' && !entry.private)
  .map((entry) => entry.example ?? entry.path);

/** The paths of the calls the page makes to the API while it loads and settles. */
function countApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

/**
 * The console's messages about hydration other than errors (those fail every test through the
 * fixture): warnings, logs. Expected to stay empty.
 */
function hydrationMessages(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && /hydrat/i.test(message.text())) {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  return messages;
}

/**
 * Opens the page until taken over, then opens its drawer (the bar's menu on a narrow screen); no
 * message about hydration on the way.
 */
async function takeOverAndOpenTheDrawer(page: Page, path: string) {
  const messages = hydrationMessages(page);
  await openHydrated(page, path);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Money Maps' })).toBeVisible();
  expect(messages).toEqual([]);
}

for (const path of publicPaths) {
  test(`${path} is taken over by the browser without a hydration error or warning, and its menus then open`, async ({
    page,
  }) => {
    const messages = hydrationMessages(page);
    await openHydrated(page, path);
    const planners = page.getByRole('banner').getByRole('button', { name: 'Planners' });
    await planners.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    expect(messages).toEqual([]);
  });

  test(`@mobile ${path} is taken over by the browser on a phone without a hydration error or warning, and its drawer then opens`, async ({
    page,
  }) => {
    await takeOverAndOpenTheDrawer(page, path);
  });
}

test.describe('on a screen 360 pixels wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of publicPaths) {
    test(`${path} is taken over by the browser without a hydration error or warning, and its drawer then opens`, async ({
      page,
    }) => {
      await takeOverAndOpenTheDrawer(page, path);
    });
  }
});

// A page's reads (its registry entry's `reads`) and the banner every page shows come with the
// HTML: once the browser has taken the page over, the API is asked only who is signed in.
for (const path of publicPaths) {
  test(`${path} comes with its data: once taken over, it asks the API for nothing but the session`, async ({
    page,
  }) => {
    const calls = countApiCalls(page);
    // Opened until taken over: a press before the page's code runs does nothing (ADR 022).
    await openHydrated(page, path);
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    // Taken over: a menu opens, and by then any fetch of its own would have gone out.
    await page.getByRole('banner').getByRole('button', { name: 'Planners' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toContain('/api/auth/get-session');
    expect(calls.filter((call) => call !== '/api/auth/get-session')).toEqual([]);
  });
}

test('signing in after the page has loaded updates the header without reloading the page', async ({
  page,
}, testInfo) => {
  await page
    .context()
    .setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress(testInfo, '198.51') });
  const email = `ssr-${Date.now().toString(36)}@example.com`;
  const made = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'a-long-password-1', name: '' },
    headers: { origin: String(testInfo.project.use.baseURL) },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await page.context().clearCookies();

  await openHydrated(page, paths.moneyMap.path);
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('a-long-password-1');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
  expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
});

test('the server’s link-preview cards stay while its page shows, and go once the browser draws another', async ({
  page,
}) => {
  const cards = page.locator(
    'head meta[property^="og:"], head meta[property^="article:"], head meta[name^="twitter:"]',
  );
  await openHydrated(page, paths.home.path);
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/share\/home\.png$/,
  );
  const served = await cards.count();
  expect(served).toBeGreaterThan(10);
  await page.getByRole('banner').getByRole('button', { name: 'Planners' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Money Maps' }).click();
  await expect(page.locator('main h1')).toHaveText('Money Maps');
  await expect(page).toHaveTitle(/^Money Maps/);
  await expect(cards).toHaveCount(0);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of publicPaths) {
    test(`${path} shows its main content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toBeVisible();
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
    });
  }

  test('every public page draws its text with the two font files it preloads, and no other', async ({
    page,
  }) => {
    // Another file (Lato's rarer characters) would be fetched while the page first paints.
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    for (const path of publicPaths) {
      fonts.length = 0;
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const preloaded = await page
        .locator('head link[rel="preload"][as="font"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
      expect(preloaded, path).toHaveLength(2);
      expect([...new Set(fonts)].sort(), path).toEqual([...preloaded].sort());
    }
  });

  test('every link of the bar and its menus works as a plain link', async ({ page }) => {
    await page.goto('/');
    const siteNav = page.getByRole('navigation', { name: 'Site' });
    for (const label of ['Money Maps', 'Financial Wellness', 'Magazine']) {
      await expect(siteNav.getByRole('link', { name: label })).toBeVisible();
    }
    await siteNav.getByRole('link', { name: 'Money Maps' }).click();
    await expect(page).toHaveURL(paths.moneyMap.path);
    await expect(page.locator('main h1')).toHaveText('Money Maps');
  });
});

test('taking a page over keeps the server’s styles: no style sheet is moved, no rule written again', async ({
  page,
}) => {
  // Both would make the browser restyle the whole page while it starts (page-style-tags.tsx).
  await page.addInitScript(() => {
    const work = { moved: 0, written: [] as string[] };
    Object.assign(window, { styleWork: work });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node.nodeName === 'STYLE') work.moved += 1;
      }
    }).observe(document, { childList: true, subtree: true });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      work.written.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  await openHydrated(page, paths.moneyMap.path);
  await page.getByRole('banner').getByRole('button', { name: 'Planners' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  const sent = new Set(
    (await page.locator('head > style[data-mui-rules]').getAttribute('data-mui-rules'))!.split(' '),
  );
  expect(sent.size).toBeGreaterThan(50);
  const work = await page.evaluate(
    () => (window as unknown as { styleWork: { moved: number; written: string[] } }).styleWork,
  );
  expect(work.moved).toBe(0);
  // The browser wrote rules of its own (the Login button, the menu), but none the server sent.
  expect(work.written.length).toBeGreaterThan(0);
  const writtenAgain = work.written
    .map((rule) => /\.mui-([\w-]+)/.exec(rule)?.[1])
    .filter((id) => id !== undefined && sent.has(id));
  expect(writtenAgain).toEqual([]);
});

test('a page whose HTML differs from what the browser draws is reported as an error', async ({
  page,
  consoleErrors,
}) => {
  // Proves the check the tests above rely on: a hydration mismatch reaches the console.
  await page.route('**/moneyMap', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('>Money Maps</h1>', '>Money Mops</h1>');
    await route.fulfill({ response, body: html });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(paths.moneyMap.path);
  await expect.poll(() => errors.length).toBeGreaterThan(0);
  expect(errors.join('\n')).toMatch(/418|[Hh]ydrat/);
  consoleErrors.length = 0; // This mismatch was made on purpose.
});

test.describe('@mobile fonts', () => {
  test('@mobile a page painted before Lato arrives keeps its lines where they are when it does', async ({
    page,
  }) => {
    // A slow phone's usual case: the page paints in the fallback font, and Lato comes later.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of [paths.privacyPolicy.path, paths.magazineSection.example!]) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const shifted = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(shifted, path).toBeLessThan(0.01);
    }
  });
});
