import type { Page } from '@playwright/test';
import { pageHeads } from '../src/shared/config/page-heads';
import { pageTitle } from '../src/shared/config/page-title';
import { paths } from '../src/shared/config/paths';
import { site } from '../src/shared/config/site';
import { demoBannerTexts } from '../src/server/db/seed/demo-content';
import { acceptThePages404, expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

// The chrome every page shares: bar, menus, banner, drawer, footer, titles and the not-found page.

test.describe('navigation bar', () => {
  test('a dropdown opens on click with its links and ARIA state, and closes on an outside click', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const button = page.getByRole('button', { name: 'What We Do' });
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    // While the menu is open, MUI's modal hides the rest of the page from assistive technology.
    const buttonWhileOpen = page.getByRole('button', { name: 'What We Do', includeHidden: true });
    await expect(buttonWhileOpen).toHaveAttribute('aria-expanded', 'true');
    await expect(buttonWhileOpen).toHaveAttribute(
      'aria-controls',
      (await menu.getAttribute('id')) ?? '',
    );
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Financial Wellness',
      'Financial Education',
      'DIY Planner',
      'Women & Investment',
      'Wealth Management',
    ]);

    await page.mouse.click(1200, 600);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Planners dropdown lists the four planners; choosing one closes it and navigates', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Planners' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Money Maps',
      'Retirement Planner',
      'Financial Check-up',
      'Risk Profile',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Risk Profile' })).toHaveAttribute(
      'href',
      paths.riskProfile.path,
    );
    await menu.getByRole('menuitem', { name: 'Money Maps' }).click();
    await expect(page).toHaveURL(paths.moneyMap.path);
    await expect(menu).toBeHidden();
  });

  test('a dropdown opens with Enter, moves with ArrowDown, and closes with Escape back to its button', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const button = page.getByRole('button', { name: 'What We Do' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Financial Wellness' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Financial Education' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the top-level links, the logo and INVEST NOW go where the specification says', async ({
    page,
  }) => {
    await openHydrated(page, paths.moneyMap.path);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Media', paths.media.path],
      ['Events', paths.events.path],
      ['Magazine', paths.magazine.path],
      ['Our Story', paths.about.path],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    const invest = page.getByRole('banner').getByRole('link', { name: /invest now/i });
    await expect(invest).toHaveAttribute('href', site.investUrl);
    await expect(invest).toHaveAttribute('target', '_blank');
    await expect(invest).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('banner').getByRole('link', { name: site.name }).click();
    await expect(page).toHaveURL('/');
  });

  test('the bar hides on scrolling down past 50px and returns on scrolling up', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    // Let the page settle first: a banner arriving later would shift the scroll position.
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 30);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(30);
    await expect(header).toBeVisible();

    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect(header).toBeHidden();

    await page.mouse.wheel(0, -100);
    await expect(header).toBeVisible();
    await expect
      .poll(() => header.evaluate((element) => element.getBoundingClientRect().top))
      .toBe(0);
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await openHydrated(page, '/');
    // The first render is a React transition and may finish after the load event; a visitor
    // cannot tab to a page that is not drawn yet either.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('top banner', () => {
  // The server's own demo content (a new install's first announcement) is what the page shows.
  const firstAnnouncement = demoBannerTexts[0]!.replace(/<[^>]*>/g, '');

  test('shows the first seeded announcement, whose link opens Money Maps', async ({ page }) => {
    await openHydrated(page, '/');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toHaveText(firstAnnouncement);
    const link = banner.getByRole('link', { name: 'Plan a goal' });
    await expect(link).toHaveAttribute('href', paths.moneyMap.path);
    await link.click();
    await expect(page).toHaveURL(paths.moneyMap.path);
  });

  test('arrives inside the page, without a call to the API', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/fetchBannerTexts')) calls.push(request.url());
    });
    await openHydrated(page, '/');
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveText(firstAnnouncement);
    expect(calls).toEqual([]);
  });
});

test.describe('footer', () => {
  test('shows its links, the contacts, the distributor disclosures and the years of copyright', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText(site.about);
    for (const heading of ['Company', 'Services', 'Planners', 'Important']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      paths.contactUs.path,
    );
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      paths.termCondition.path,
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      paths.privacyPolicy.path,
    );
    await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', paths.faq.path);
    await expect(footer.getByRole('link', { name: /^Arthashala on / })).toHaveCount(4);

    await expect(footer.locator('address')).toContainText('Bengaluru');
    await expect(footer.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);

    await expect(footer).toContainText(site.distributor.arn);
    await expect(footer).toContainText('AMFI-registered Mutual Fund Distributor');
    await expect(footer).toContainText(
      'Mutual Fund investments are subject to market risks, read all scheme related documents carefully.',
    );
    await expect(footer).toContainText(`© 2018–${new Date().getFullYear()} ${site.name}`);
  });
});

test.describe('route changes', () => {
  test('scroll the window to the top', async ({ page }) => {
    await openHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footer.getByRole('link', { name: 'Money Maps' }).click();
    await expect(page).toHaveURL(paths.moneyMap.path);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('set each page’s title, leave no description of another page, also on going back', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await expect(page).toHaveTitle(`Arthashala: ${paths.home.title}`);

    await page.getByRole('banner').getByRole('button', { name: 'Planners' }).click();
    await page.getByRole('menuitem', { name: 'Money Maps' }).click();
    await expect(page).toHaveTitle(`${paths.moneyMap.title} | Arthashala`);
    // The description is the server's (ADR 036): the first page's is gone, none describes the
    // wrong page.
    await expect(page.locator('meta[name="description"]')).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Media' })
      .click();
    await expect(page).toHaveTitle(pageTitle(paths.media));

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveTitle(`Arthashala: ${paths.home.title}`);
    await page.reload();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      pageHeads.home.description,
    );
  });

  test('resting the pointer on a link loads its page’s code before the click (ADR 038)', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: paths.about.label,
    });
    await about.hover();
    await expect.poll(() => loaded.some((path) => /\/about-page-[^/]*\.js$/.test(path))).toBe(true);
  });
});

test.describe('not-found page', () => {
  test('answers 404 on a direct load, names the missing path and links to the planners, contact and home', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/no-such-page?x=1');
    expect(response?.status()).toBe(404);
    acceptThePages404(consoleErrors);
    await expect(page).toHaveTitle('Page not found | Arthashala');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(main.locator('code')).toHaveText('/no-such-page');
    for (const [name, path] of [
      ['Money Maps', paths.moneyMap.path],
      ['Retirement Planner', paths.retirementPlanner.path],
      ['Financial Check-up', paths.financialHealth.path],
      ['Risk Profile', paths.riskProfile.path],
      ['Contact us', paths.contactUs.path],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await expect(main.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    await main.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(`Arthashala: ${paths.home.title}`);
  });

  test('has no accessibility violations', async ({ page, consoleErrors }) => {
    await page.goto('/no-such-page');
    acceptThePages404(consoleErrors);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('small screens', () => {
  // Phone-only checks: the @mobile tag runs them in the mobile project only (playwright.config.ts).
  test('@mobile the hamburger opens a drawer with every link; a link closes it and navigates', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    await expect(page.getByRole('button', { name: 'What We Do' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.click();

    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    // The open drawer is modal: the page behind it, hamburger included, is hidden from AT.
    await expect(
      page.getByRole('button', { name: 'Open menu', includeHidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    for (const [name, path] of [
      ['Financial Wellness', paths.financialWellness.path],
      ['Financial Education', paths.financialEducation.path],
      ['DIY Planner', paths.diy.path],
      ['Women & Investment', paths.womenInvestment.path],
      ['Wealth Management', paths.wealth.path],
      ['Money Maps', paths.moneyMap.path],
      ['Retirement Planner', paths.retirementPlanner.path],
      ['Financial Check-up', paths.financialHealth.path],
      ['Risk Profile', paths.riskProfile.path],
      ['Media', paths.media.path],
      ['Events', paths.events.path],
      ['Magazine', paths.magazine.path],
      ['Our Story', paths.about.path],
    ] as const) {
      await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    for (const network of ['Facebook', 'X (Twitter)', 'LinkedIn', 'Instagram']) {
      await expect(
        drawer.getByRole('link', { name: `Arthashala on ${network} (opens in a new tab)` }),
      ).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: /^Arthashala on / })).toHaveCount(4);
    await expectNoAxeViolations(page);

    await drawer.getByRole('link', { name: 'Money Maps' }).click();
    await expect(page).toHaveURL(paths.moneyMap.path);
    await expect(drawer).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  test('@mobile the drawer closes with its close button, and with Escape back to the hamburger', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await hamburger.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await hamburger.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });
});

test.describe('sign-in dialog from the drawer', () => {
  test('@mobile opens after the drawer has gone, and is exposed to assistive technology', async ({
    page,
  }) => {
    // Records whether a dialog ever entered the page while the drawer was still in it: two modals
    // at once is what let MUI's modal manager leave the new dialog aria-hidden.
    await page.addInitScript(() => {
      (window as unknown as { overlaps: number }).overlaps = 0;
      new MutationObserver(() => {
        if (document.querySelector('.MuiDialog-root') && document.querySelector('.MuiDrawer-root'))
          (window as unknown as { overlaps: number }).overlaps++;
      }).observe(document, { childList: true, subtree: true });
    });
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    const login = drawer.getByRole('button', { name: 'Login' });
    // Its code is at hand (fetched on focus), so nothing but the drawer's exit delays the dialog.
    await Promise.all([page.waitForResponse(/\/assets\/auth-dialog-.*\.js$/), login.focus()]);
    await login.click();
    await expect(page.getByRole('dialog').getByLabel('Email', { exact: true })).toBeFocused();
    await expect(drawer).toBeHidden();
    await expect(page.locator('.MuiDialog-root')).not.toHaveAttribute('aria-hidden', 'true');
    expect(await page.evaluate(() => (window as unknown as { overlaps: number }).overlaps)).toBe(0);
  });
});

type NoticeTimes = { shown: number; hidden: number; focused: number };

/** When the notice appeared, went, and the window last got focus, by the page's clock (set up by an init script). */
function noticeTimes(page: Page) {
  return page.evaluate(() => (window as unknown as { noticeTimes: NoticeTimes }).noticeTimes);
}

test.describe('snackbar', () => {
  /**
   * A real notice with no place on the page: opening the dashboard with a stale admin token, the
   * server refuses it (401, which Chromium logs) and the app says so on the sign-in page.
   */
  async function openDashboardWithStaleToken(page: Page, consoleErrors: string[]) {
    await page.evaluate(() => sessionStorage.setItem('jwt', 'a-session-that-has-ended'));
    await page.goto(paths.dashboard.path);
    await expect(page).toHaveURL(paths.admin.path);
    const unauthorized =
      'Failed to load resource: the server responded with a status of 401 (Unauthorized)';
    await expect.poll(() => consoleErrors.includes(unauthorized)).toBe(true);
    consoleErrors.splice(consoleErrors.indexOf(unauthorized), 1);
  }

  test('shows a message at the bottom left, closes on its button, and hides itself about 3 s after showing', async ({
    page,
    consoleErrors,
  }) => {
    // The page notes, by its own clock, when the notice appears and goes: a busy test machine
    // cannot then blur the 3 s into the test's waiting. A window focus while it shows restarts the
    // 3 s (the browser may send one late after a navigation), so that is noted too.
    await page.addInitScript(() => {
      const times = { shown: 0, hidden: 0, focused: 0 };
      Object.assign(window, { noticeTimes: times });
      window.addEventListener('focus', () => {
        if (times.shown && !times.hidden) times.focused = performance.now();
      });
      new MutationObserver(() => {
        const shown = [...document.querySelectorAll('[role="alert"]')].some((element) =>
          element.textContent?.includes('Please sign in again'),
        );
        if (shown && !times.shown) times.shown = performance.now();
        if (!shown && times.shown && !times.hidden) times.hidden = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await openHydrated(page, '/');
    const notice = page.getByRole('alert').filter({ hasText: 'Please sign in again' });

    await openDashboardWithStaleToken(page, consoleErrors);
    await expect(notice).toBeVisible();
    // The pointer on the notice holds its 3 s, so a busy machine cannot let it go before the press.
    await notice.hover();
    const box = (await notice.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeLessThan(viewport.width / 3);
    expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.75);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();

    await openDashboardWithStaleToken(page, consoleErrors);
    await expect(notice).toBeVisible();
    await expect
      .poll(async () => (await noticeTimes(page)).hidden, { timeout: 8000 })
      .toBeGreaterThan(0);
    const { shown, hidden, focused } = await noticeTimes(page);
    // 3000 ms, plus the exit transition and a frame or two.
    const timerStart = Math.max(shown, focused);
    expect(hidden - timerStart).toBeGreaterThanOrEqual(2900);
    expect(hidden - timerStart).toBeLessThan(4000);
  });

  test('gives the notice its full 3 s again when the reader comes back to the window', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const times = { shown: 0, hidden: 0, focused: 0 };
      Object.assign(window, { noticeTimes: times });
      new MutationObserver(() => {
        const shown = document.querySelector('[role="alert"]') !== null;
        if (shown && !times.shown) times.shown = performance.now();
        if (!shown && times.shown && !times.hidden) times.hidden = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await openHydrated(page, '/');
    await openDashboardWithStaleToken(page, consoleErrors);
    await expect(page.getByRole('alert').filter({ hasText: 'Please sign in again' })).toBeVisible();

    // The reader switches to another tab for a second and comes back.
    await page.evaluate(async () => {
      window.dispatchEvent(new Event('blur'));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      window.dispatchEvent(new Event('focus'));
      (window as unknown as { noticeTimes: { focused: number } }).noticeTimes.focused =
        performance.now();
    });
    await expect
      .poll(async () => (await noticeTimes(page)).hidden, { timeout: 8000 })
      .toBeGreaterThan(0);
    const { hidden, focused } = await noticeTimes(page);
    expect(hidden - focused).toBeGreaterThanOrEqual(2900);
  });
});
