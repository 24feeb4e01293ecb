/**
 * `npm run bench`: the performance budgets of docs/architecture.md, measured on the built site.
 * It prints a table and writes bench-results/latest.json; it exits 1 when a budget is missed.
 * Budgets: first-load JavaScript <= 150 KB gzipped on public pages; Lighthouse (mobile)
 * performance >= 95, accessibility 100, best practices >= 95, SEO 100.
 */
import fs from 'node:fs';
import { measureFirstLoadJs } from './first-load-js';
import { runLighthouse } from './lighthouse';
import { serveBuiltSite } from './serve-built-site';

const PAGES = ['/', '/moneyMap'];
const JS_BUDGET_BYTES = 150 * 1024;
const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, bestPractices: 95, seo: 100 };

const site = await serveBuiltSite(3200);
try {
  const js = await measureFirstLoadJs(site.origin, PAGES, 'dist/web');
  const lh = await runLighthouse(site.origin, PAGES);

  const rows = PAGES.map((page) => {
    const load = js.find((r) => r.page === page)!;
    const scores = lh.find((r) => r.page === page)!;
    const misses = [
      load.gzipBytes > JS_BUDGET_BYTES && 'JS',
      scores.performance < LIGHTHOUSE_BUDGET.performance && 'performance',
      scores.accessibility < LIGHTHOUSE_BUDGET.accessibility && 'accessibility',
      scores.bestPractices < LIGHTHOUSE_BUDGET.bestPractices && 'best practices',
      scores.seo < LIGHTHOUSE_BUDGET.seo && 'SEO',
    ].filter(Boolean);
    return {
      page,
      'JS files': load.files,
      'JS gzip KB': (load.gzipBytes / 1024).toFixed(1),
      performance: scores.performance,
      accessibility: scores.accessibility,
      'best practices': scores.bestPractices,
      SEO: scores.seo,
      'LCP ms': scores.lcpMs,
      'TBT ms': scores.tbtMs,
      CLS: scores.cls,
      budget: misses.length ? `MISSED: ${misses.join(', ')}` : 'met',
    };
  });

  console.log(
    '\nBudgets: JS <= 150 KB gzip; Lighthouse mobile perf >= 95, a11y 100, best practices >= 95, SEO 100\n',
  );
  console.table(rows);
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(
    'bench-results/latest.json',
    JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
  );
  if (rows.some((row) => row.budget !== 'met')) process.exitCode = 1;
} finally {
  await site.stop();
}
