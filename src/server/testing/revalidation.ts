import { expect } from 'vitest';
import type { App } from '../app';

/** Resolves once the clock is past the second of `lastModified` (an HTTP date counts whole seconds). */
export async function nextSecondAfter(lastModified: string): Promise<void> {
  const nextSecond = Date.parse(lastModified) + 1000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextSecond - Date.now())));
}

/**
 * Asks for `url` as a reader who holds the copy dated `lastModified` (`If-Modified-Since` alone),
 * expects it anew (200, not 304) with a later `Last-Modified`, and answers it.
 */
export async function expectChangedSince(app: App, url: string, lastModified: string) {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { 'if-modified-since': lastModified },
  });
  expect(res.statusCode, url).toBe(200);
  expect(Date.parse(res.headers['last-modified'] as string), url).toBeGreaterThan(
    Date.parse(lastModified),
  );
  return res;
}
