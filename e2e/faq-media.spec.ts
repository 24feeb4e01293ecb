import { downloads } from '../src/shared/config/downloads';
import { paths } from '../src/shared/config/paths';
import { faqSections } from '../src/shared/content/faq';
import { expect, expectNoAxeViolations, openHydrated, test } from './fixtures';

// The FAQ (questions that open in place, the two guides as PDF files) and the media page (a player
// with a playlist whose video host loads only when pressed, and the From Press demo list).
const pages = [
  [paths.faq.path, 'Frequently asked questions'],
  [paths.media.path, 'Media'],
] as const;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`${viewport.width} pixels wide`, () => {
    test.use({ viewport });

    for (const [path, heading] of pages) {
      test(`${path} renders without sideways scroll or accessibility violations`, async ({
        page,
      }) => {
        await openHydrated(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
        await expectNoAxeViolations(page);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement!.scrollWidth,
          clientWidth: document.scrollingElement!.clientWidth,
        }));
        // The message names what sticks out, to find it quickly.
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 30) ?? ''}"`),
        );
        expect(scrollWidth, `${path} scrolls sideways: ${wide.join(', ')}`).toBeLessThanOrEqual(
          clientWidth,
        );
      });
    }
  });
}

const allQuestions = faqSections().flatMap((section) => section.items);

test('an FAQ answer opens and closes from the keyboard, and the page says so to search engines', async ({
  page,
}) => {
  await openHydrated(page, paths.faq.path);
  const [first] = allQuestions;
  const item = page.locator('details').filter({ has: page.locator(`#${first!.id}`) });
  const answer = item.getByText(first!.answer[0]!.slice(0, 50));
  await expect(answer).toBeHidden();

  // Tab from the last topic link into the first question, as a keyboard user would.
  await page.getByRole('link', { name: 'Step-by-step guides (PDF)' }).focus();
  await page.keyboard.press('Tab');
  await expect(item.locator('summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(item).not.toHaveAttribute('open');
  await expect(answer).toBeHidden();

  // Every question is on the page, and in the FAQPage JSON-LD in the head.
  await expect(page.locator('main details')).toHaveCount(allQuestions.length);
  const graph = await page
    .locator('head script[type="application/ld+json"]')
    .allTextContents()
    .then((texts) =>
      texts.flatMap((text) => (JSON.parse(text) as { '@graph': { '@type': string }[] })['@graph']),
    );
  const faqPage = graph.find((node) => node['@type'] === 'FAQPage') as
    { mainEntity: { name: string }[] } | undefined;
  expect(faqPage?.mainEntity.map((question) => question.name)).toEqual(
    allQuestions.map((question) => question.question),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an FAQ answer still opens, and a link to it opens it', async ({ page }) => {
    await page.goto(`${paths.faq.path}#elss`);
    await expect(page.locator('details:has(#elss)')).toHaveAttribute('open', '');
    await expect(page.locator('#elss')).toBeInViewport();
    const tax = page.locator('details:has(#tax)');
    await tax.locator('summary').click();
    await expect(tax).toHaveAttribute('open', '');
  });
});

test('the two guides download as PDF files of the size their links say', async ({ page }) => {
  await openHydrated(page, paths.faq.path);
  for (const guide of Object.values(downloads)) {
    const link = page.getByRole('link', { name: guide.title, exact: true });
    await expect(link).toHaveAttribute('href', guide.path);
    await expect(link).toHaveAttribute('download', '');
    await expect(link.locator('xpath=..')).toContainText(`(PDF, ${guide.sizeKb} KB)`);

    const answer = await page.request.get(guide.path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const bytes = await answer.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Math.ceil(bytes.length / 1024)).toBe(guide.sizeKb);
  }

  // Pressing the link downloads the file (the browser does not open it in the tab).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: downloads.redemption.title, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('redemption-process.pdf');
});

test('the playlist swaps the player, whose host loads only once play is pressed', async ({
  page,
}) => {
  // Nothing leaves the machine: the video host answers with a stand-in.
  const framed: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    framed.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' });
  });
  await openHydrated(page, paths.media.path);
  const main = page.getByRole('main');
  const playlist = page.getByRole('navigation', { name: 'Playlist' });
  const items = playlist.getByRole('button');
  await expect(items).toHaveCount(4);
  await expect(items.first()).toHaveAttribute('aria-current', 'true');
  await expect(main.getByRole('link', { name: /^Play video: How a monthly SIP/ })).toBeVisible();

  // Choosing another video swaps the facade; still nothing is fetched from the host.
  await items.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(items.first()).not.toHaveAttribute('aria-current');
  const facade = main.getByRole('link', { name: /^Play video: Term insurance in five minutes/ });
  await expect(facade).toBeVisible();
  await expect(facade).toHaveAttribute('href', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect(main.locator('iframe')).toHaveCount(0);
  expect(framed).toEqual([]);

  // Pressing play loads that video's player, playing, in place of the facade.
  await facade.press('Enter');
  const player = main.locator('iframe[title^="Term insurance in five minutes"]');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('src', /\/embed\/R8vTn0sWq5E\?autoplay=1$/);
  await expect(player).toBeFocused();
  expect(framed).toHaveLength(1);
  expect(page.context().pages()).toHaveLength(1);

  // Once the visitor has pressed play, another video from the list loads playing.
  await items.nth(2).click();
  await expect(main.locator('iframe')).toHaveCount(1);
  await expect(main.locator('iframe')).toHaveAttribute('src', /\/embed\/b9HcZ4uJy1M\?autoplay=1$/);
  await expect(main.getByRole('heading', { name: /^Starting at 25 or at 35/ })).toBeVisible();
});

test('From Press lists about fifteen demo items, said to be demo items, on .example addresses', async ({
  page,
}) => {
  await openHydrated(page, paths.media.path);
  const press = page.getByRole('region', { name: 'From Press' });
  await expect(press.getByRole('note')).toContainText('Demo items.');
  const items = press.getByRole('listitem');
  await expect(items).toHaveCount(15);
  for (const link of await press.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\/[a-z0-9-]+\.example\//);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/\(demo link, opens in a new tab\)$/);
  }
  await expect(items.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
});
