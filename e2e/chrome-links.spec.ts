import type { Locator, Page } from '@playwright/test';
import { acceptThePages404, expect, openHydrated, test } from './fixtures';

/** The internal links a part of the page shows, as paths with their queries. */
async function internalLinks(part: Locator): Promise<string[]> {
  const hrefs = await part
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(part.page().url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname + url.search);
}

/** Each path answers 200 to a plain request, as a visitor's browser or a crawler would ask. */
async function expectAllLive(page: Page, links: string[]) {
  const unique = [...new Set(links)];
  expect(unique.length).toBeGreaterThan(0);
  const dead: string[] = [];
  for (const path of unique) {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    if (answer.status() !== 200) dead.push(`${path}: ${answer.status()}`);
  }
  expect(dead).toEqual([]);
}

test.describe('every internal link of the site’s frame is live', () => {
  test('the bar, its menus and the footer', async ({ page }) => {
    await openHydrated(page, '/');
    const banner = page.getByRole('banner');
    const links = [
      ...(await internalLinks(banner)),
      ...(await internalLinks(page.getByRole('contentinfo'))),
    ];
    // The bar's menus draw their links only when opened.
    for (const menu of ['What We Do', 'Planners']) {
      await banner.getByRole('button', { name: menu }).click();
      const list = page.getByRole('menu');
      await expect(list).toBeVisible();
      links.push(...(await internalLinks(list)));
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
    }
    await expectAllLive(page, links);
  });

  test('the not-found page', async ({ page, consoleErrors }) => {
    await page.goto('/no-such-page');
    acceptThePages404(consoleErrors);
    await expectAllLive(page, await internalLinks(page.getByRole('main')));
  });

  test('@mobile the drawer', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expectAllLive(page, await internalLinks(drawer));
  });
});
