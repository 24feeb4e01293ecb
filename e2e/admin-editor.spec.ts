import { writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '../src/shared/config/paths';
import { articlePath } from '../src/shared/magazine/slug';
import {
  blogAdminMessages,
  type TBlogAdminArticleResponse,
} from '../src/shared/schemas/blog-admin';
import { signInAsAdmin } from './admin-session';
import { clientAddress, expect, expectNoAxeViolations, test } from './fixtures';

// The article editor (issue 24): an admin writes an article with every toolbar format, a cover,
// a picture from the toolbar, a pasted picture and a video, saves it, and the article page shows
// each format. Each test is its own client (X-Forwarded-For): admin sign-in is limited per client.

test.beforeEach(async ({ page }, testInfo) => {
  const address = clientAddress(testInfo, '198.51');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  await signInAsAdmin(page, address);
});

/** A picture drawn for the test: a PNG of one colour with a lighter square. */
async function pictureBytes(hue: { r: number; g: number; b: number }) {
  const square = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect x="200" y="100" width="400" height="300" fill="#fff8dc"/></svg>',
  );
  return sharp({ create: { width: 800, height: 500, channels: 3, background: hue } })
    .composite([{ input: square }])
    .png()
    .toBuffer();
}

const content = (page: Page) => page.getByRole('textbox', { name: /^Content/ });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatting' });
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true });

/**
 * Lets the editor take in a selection made with the keyboard: the browser tells it on its
 * `selectionchange` event, after the key. A test's next click comes sooner than any person's.
 */
const selectionSettled = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));

/** Types a new paragraph, selects it, and applies `names` (toolbar buttons) to it. */
async function line(page: Page, text: string, ...names: string[]) {
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
  await page.keyboard.press('Shift+Home');
  await selectionSettled(page);
  for (const name of names) await tool(page, name).click();
  await page.keyboard.press('End');
  await selectionSettled(page);
}

async function pressed(button: Locator) {
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('an article written with every toolbar format, pictures and a video is saved and shows each format', async ({
  page,
}, testInfo) => {
  await page.goto(paths.adminBlogPost.path);
  await expect(
    page.getByRole('heading', { level: 1, name: paths.adminBlogPost.title }),
  ).toBeVisible();
  await expect(content(page)).toBeVisible();
  await expectNoAxeViolations(page);

  // The seed's words for an empty form, one at a time.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(blogAdminMessages.enterTitle)).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toBeFocused();
  await page.getByLabel(/^Title/).fill('Every format of the editor');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(blogAdminMessages.enterContent)).toBeVisible();

  // The toolbar is one tab stop; the arrow keys move along it.
  await tool(page, 'Paragraph').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tool(page, 'Heading 2')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tool(page, 'Video')).toBeFocused();

  await content(page).click();
  await page.keyboard.type('Opening words');
  await line(page, 'A second-level heading', 'Heading 2');
  await pressed(tool(page, 'Heading 2'));
  await line(page, 'A third-level heading', 'Heading 3');
  await line(page, 'A fourth-level heading', 'Heading 4', 'Align center');
  await line(page, 'Paragraph again', 'Paragraph');
  await line(page, 'Bold words', 'Bold');
  await pressed(tool(page, 'Bold'));
  await line(page, 'Italic words', 'Bold', 'Italic');
  await line(page, 'Underlined words', 'Italic', 'Underline');
  await line(page, 'Struck words', 'Underline', 'Strike');
  await line(page, 'Inline code', 'Strike', 'Inline code');
  await line(page, 'Serif words', 'Inline code', 'Font: Serif');
  await line(page, 'Mono words', 'Font: Monospace');
  await line(page, 'Small words', 'Font: Sans serif', 'Size: Small');
  await line(page, 'Large words', 'Size: Large');
  await line(page, 'Huge words', 'Size: Huge');
  await line(page, 'Right aligned', 'Size: Normal', 'Align right');
  await line(page, 'Justified', 'Align justify');
  await line(page, 'Indented twice', 'Align left', 'Indent', 'Indent');
  await line(page, 'A quotation', 'Outdent', 'Outdent', 'Blockquote');
  await line(page, 'const code = true;', 'Blockquote', 'Code block');
  // ArrowDown at the end of the code block leaves it.
  await page.keyboard.press('ArrowDown');
  await selectionSettled(page);
  await page.keyboard.type('First bullet');
  await page.keyboard.press('Shift+Home');
  await selectionSettled(page);
  await tool(page, 'Bulleted list').click();
  await page.keyboard.press('End');
  await selectionSettled(page);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Nested bullet');
  await tool(page, 'Indent').click();
  // Enter on an empty item lifts it: out of the nested list, then out of the list.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('First numbered');
  await page.keyboard.press('Shift+Home');
  await selectionSettled(page);
  await tool(page, 'Numbered list').click();
  await page.keyboard.press('End');
  await selectionSettled(page);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A link here');
  await page.keyboard.press('Shift+Home');
  await selectionSettled(page);
  await tool(page, 'Link').click();
  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  await linkDialog.getByLabel(/^Address/).fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Save link' }).click();
  await expect(linkDialog.getByText(/starting with https:\/\//)).toBeVisible();
  await linkDialog.getByLabel(/^Address/).fill('https://example.com/guide');
  await linkDialog.getByRole('button', { name: 'Save link' }).click();
  await expect(linkDialog).toBeHidden();
  await page.keyboard.press('End');
  await selectionSettled(page);

  // A picture from the toolbar: uploaded, then described (required).
  await page.keyboard.press('Enter');
  await tool(page, 'Picture').click();
  const pictureDialog = page.getByRole('dialog', { name: 'Add picture' });
  await expect(pictureDialog).toBeVisible();
  await expectNoAxeViolations(page);
  const toolbarPng = testInfo.outputPath('toolbar.png');
  await writeFile(toolbarPng, await pictureBytes({ r: 11, g: 110, b: 79 }));
  await pictureDialog.getByLabel('Choose picture').setInputFiles(toolbarPng);
  await pictureDialog.getByRole('button', { name: 'Insert picture' }).click();
  await expect(pictureDialog.getByText('Please describe the picture')).toBeVisible();
  await pictureDialog.getByLabel(/^Picture description/).fill('A green chart');
  await pictureDialog.getByRole('button', { name: 'Insert picture' }).click();
  await expect(pictureDialog).toBeHidden();

  // A video from a YouTube address.
  await tool(page, 'Video').click();
  const videoDialog = page.getByRole('dialog', { name: 'Add video' });
  await videoDialog.getByLabel(/^YouTube address/).fill('https://youtu.be/dQw4w9WgXcQ');
  await videoDialog.getByLabel(/^Video title/).fill('Saving for retirement');
  await videoDialog.getByRole('button', { name: 'Insert video' }).click();
  await expect(videoDialog).toBeHidden();

  // A picture pasted as a file (as from a screenshot): uploaded and described too.
  const pasted = (await pictureBytes({ r: 160, g: 40, b: 40 })).toString('base64');
  await content(page).evaluate((editor, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'screenshot.png', { type: 'image/png' }));
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, pasted);
  const pastedDialog = page.getByRole('dialog', { name: 'Add picture' });
  // Uploaded at once: its preview (decorative beside the description asked for) is the stored one.
  await expect(pastedDialog.locator('img')).toHaveAttribute('src', /^\/media\/images\//);
  await pastedDialog.getByLabel(/^Picture description/).fill('A red chart');
  await pastedDialog.getByRole('button', { name: 'Insert picture' }).click();
  await expect(pastedDialog).toBeHidden();
  await expect(content(page).locator('img')).toHaveCount(2);
  for (const src of await content(page)
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))) {
    expect(src).toMatch(/^\/media\/images\//);
  }

  // Section, author, tags, the cover and its description.
  await page.getByLabel('Section').selectOption({ label: 'Tax' });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /^Tag/ }).fill('  Save, TAX ');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: /^Tag/ }).fill('retirement');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
    'save tax',
    'retirement',
  ]);
  const coverPng = testInfo.outputPath('cover.png');
  await writeFile(coverPng, await pictureBytes({ r: 30, g: 60, b: 140 }));
  const cover = page.getByRole('group', { name: 'Cover image' });
  await cover.getByLabel('Choose picture').setInputFiles(coverPng);
  await expect(cover.getByRole('img', { name: 'The chosen picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(blogAdminMessages.coverAlt)).toBeVisible();
  await page.getByLabel(/^Cover description/).fill('A blue cover');

  // The search result preview follows the title and description.
  await page.getByLabel(/^Description/).fill('How the editor writes every format.');
  const preview = page.getByRole('group', { name: 'Search result preview' });
  await expect(preview).toContainText('Every format of the editor');
  await expect(preview).toContainText('How the editor writes every format.');

  // The autosave has kept the work.
  await expect(
    page.getByRole('status').filter({ hasText: /^Draft saved at \d\d:\d\d:\d\d$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const saved = page.waitForResponse('**/api/blog/insert');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const answer = (await (await saved).json()) as TBlogAdminArticleResponse;
  await expect(page).toHaveURL(paths.adminBlogManagement.path);

  // The article page shows each format.
  await page.goto(articlePath(answer.blog));
  const body = page.locator('.article-body');
  for (const selector of [
    'h2',
    'h3',
    'h4.article-align-center',
    'strong',
    'em',
    'u',
    's',
    'code',
    'span.article-font-serif',
    'span.article-font-mono',
    'span.article-size-small',
    'span.article-size-large',
    'span.article-size-huge',
    'p.article-align-right',
    'p.article-align-justify',
    'p.article-indent-2',
    'blockquote',
    'pre code',
    'ul li ul li',
    'ol li',
    'a[href="https://example.com/guide"]',
    'figure img[alt="A green chart"]',
    'figure img[alt="A red chart"]',
    'figure .video-facade',
  ]) {
    await expect(body.locator(selector).first(), selector).toBeAttached();
  }
  await expect(body.locator('img[src^="data:"]')).toHaveCount(0);
});
