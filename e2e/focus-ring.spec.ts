import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

// WCAG 2.2 focus appearance: the keyboard's focus ring is a solid outline of at least 2 px with
// at least 3:1 contrast against what is next to it, in dialogs as on the page.

const white = 'rgb(255, 255, 255)';

type Ring = { width: number; style: string; color: string; background: string };

/**
 * The ring around what has the keyboard's focus: on a text field it is drawn round the field's
 * box (the bare input inside has none), elsewhere on the element itself. `background` is the
 * colour the ring sits on: the nearest opaque background of the element's parent chain.
 */
function focusedRing(page: Page): Promise<Ring> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const field = focused.matches('.MuiInputBase-input') && focused.closest('.MuiInputBase-root');
    const ringed = field instanceof HTMLElement ? field : focused;
    const style = getComputedStyle(ringed);
    let background = 'rgb(255, 255, 255)';
    for (let node = ringed.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
        background = colour;
        break;
      }
    }
    return {
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      color: style.outlineColor,
      background,
    };
  });
}

function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

async function expectClearRing(page: Page, what: string, on?: string) {
  const ring = await focusedRing(page);
  if (on) expect(ring.background, `${what}: what the ring sits on`).toBe(on);
  expect(ring.width, `${what}: outline width`).toBeGreaterThanOrEqual(2);
  expect(ring.style, `${what}: outline style`).toBe('solid');
  expect(
    contrast(ring.color, ring.background),
    `${what}: ring against its background`,
  ).toBeGreaterThanOrEqual(3);
}

/** Presses Tab until the focus is on what `matches` finds, and says what it reached. */
async function tabTo(page: Page, matches: string) {
  for (let presses = 0; presses < 15; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement!.matches(selector), matches)) {
      return;
    }
  }
  throw new Error(`Tab never reached ${matches}`);
}

test('in the sign-in dialog, the keyboard focus ring on a button and on a text field is a solid 2 px outline with 3:1 contrast', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
  await tabTo(page, 'input[type="email"], input[name="email"]');
  await expectClearRing(page, 'the Email field', white);
  await tabTo(page, 'button');
  await expectClearRing(page, 'a button', white);
});

test('on the page, the keyboard focus ring on a header button is the same solid 2 px outline', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await tabTo(page, 'button');
  await expectClearRing(page, 'a header button');
});
