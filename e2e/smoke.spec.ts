import { expect, test } from './fixtures';

test('the home page loads with its title', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Arthashala/);
});
