import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * `page` fails the test on any console error or uncaught page error, so every spec also proves
 * its pages render cleanly.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a site page and waits until the browser has taken it over: the header reads the session
 * once the page's code has run. A click before that lands on inert HTML and does nothing.
 */
export async function openHydrated(page: Page, path: string) {
  const session = page.waitForResponse((r) => r.url().includes('/api/auth/get-session'));
  const response = await page.goto(path);
  await session;
  return response;
}

/**
 * Reloads the page and waits until the browser has taken it over again, as `openHydrated`: a form
 * submitted before that is sent by the browser itself and the page comes back empty.
 */
export async function reloadHydrated(page: Page) {
  const session = page.waitForResponse((r) => r.url().includes('/api/auth/get-session'));
  await page.reload();
  await session;
}

/**
 * Chromium logs the 404 status of the page itself as a console error. Each direct load of a
 * missing page expects exactly that one message and takes it out of the fixture's list, so any
 * other console error (a missing asset, a failed render) still fails the test.
 */
export function acceptThePages404(consoleErrors: string[]) {
  const documentNotFound =
    'Failed to load resource: the server responded with a status of 404 (Not Found)';
  acceptOneConsoleError(consoleErrors, (error) => error === documentNotFound);
}

/**
 * Chromium logs a request the network failed as a console error. A test that makes one fail on
 * purpose expects exactly that one message (`net::ERR_…`) and takes it out of the fixture's list.
 */
export function acceptTheFailedRequest(consoleErrors: string[], netError: string) {
  acceptOneConsoleError(consoleErrors, (error) => error.includes(netError));
}

/** Expects exactly one console error to match, and takes it out of the fixture's list. */
function acceptOneConsoleError(consoleErrors: string[], matches: (error: string) => boolean) {
  const accepted = consoleErrors.filter(matches);
  expect(accepted).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(accepted[0]!), 1);
}

/**
 * Runs axe-core (WCAG 2.1 A and AA) on the page once its transitions have ended (a dialog fading
 * in has a see-through button, which axe reads as low contrast), and expects no violations.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

/**
 * A client address of the test's own, from a documentation range (never a real visitor). The
 * sign-in limits count per address and every test runs from 127.0.0.1; the production-mode test
 * server believes X-Forwarded-For from loopback (TRUST_PROXY's default), so a test that sends this
 * address acts as its own visitor behind the site's proxy.
 */
export function clientAddress(testInfo: TestInfo, range: '203.0' | '198.51'): string {
  let hash = 7;
  // The repeat index too: `--repeat-each` runs of one test are different visitors.
  const key = `${testInfo.project.name} ${testInfo.titlePath.join(' ')} ${testInfo.repeatEachIndex}`;
  for (const char of key) {
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  }
  return `${range}.${(hash >>> 8) & 255}.${hash & 255}`;
}
