import { paths, type PathEntry } from '../src/shared/config/paths';
import { expect, test } from './fixtures';

// Every built page, read from the route registry: a new page is checked without touching this file.
const livePaths = (Object.values(paths) as PathEntry[])
  .filter((entry) => entry.live && !entry.private)
  .map((entry) => entry.example ?? entry.path);

for (const width of [320, 360]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 640 } });

    for (const path of livePaths) {
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        // Drawn: its heading shows (by CSS, as a dialog over the page hides it from roles).
        await expect(page.locator('main h1')).toBeVisible();
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement!.scrollWidth,
          clientWidth: document.scrollingElement!.clientWidth,
        }));
        expect(
          scrollWidth,
          `${path} is ${scrollWidth - clientWidth} px too wide`,
        ).toBeLessThanOrEqual(clientWidth);
      });
    }
  });
}
