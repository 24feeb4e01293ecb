import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';

export type FirstLoad = {
  page: string;
  files: number;
  gzipBytes: number;
  /** Each file's gzipped size, largest first: where to look when a page misses the budget. */
  sizes: { file: string; gzipBytes: number }[];
};

/**
 * Loads each page in Chromium, lists every JavaScript file it fetched until the network went
 * quiet, and adds up their gzipped sizes (the .gz files the build wrote, or gzip -9 of files too
 * small to have one).
 */
export async function measureFirstLoadJs(
  origin: string,
  pages: string[],
  staticDir: string,
  /** Sent with every request (a signed-in user's Cookie, for an account page). */
  extraHTTPHeaders?: Record<string, string>,
): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const results: FirstLoad[] = [];
    for (const page of pages) {
      const context = await browser.newContext(extraHTTPHeaders ? { extraHTTPHeaders } : {});
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
      });
      await tab.goto(origin + page, { waitUntil: 'networkidle' });
      const sizes = [...scripts].map((script) => {
        const file = path.join(staticDir, script);
        const gz = `${file}.gz`;
        const bytes = fs.existsSync(gz)
          ? fs.statSync(gz).size
          : gzipSync(fs.readFileSync(file), { level: 9 }).length;
        return { file: script, gzipBytes: bytes };
      });
      sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
      const gzipBytes = sizes.reduce((sum, size) => sum + size.gzipBytes, 0);
      results.push({ page, files: scripts.size, gzipBytes, sizes });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
