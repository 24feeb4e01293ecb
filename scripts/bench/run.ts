/**
 * `npm run bench`: the performance budgets of docs/architecture.md, measured on the built site.
 * It prints a table per part and writes bench-results/latest.json; it exits 1 when a budget is
 * missed. Parts:
 * - pages: every public page of the route registry. First-load JavaScript <= 150 KB gzipped;
 *   Lighthouse (mobile) performance 100 on / and /moneyMap (98 elsewhere), LCP <= 1.2 s,
 *   TBT <= 50 ms, CLS 0, accessibility, best practices and SEO 100 (issue 8, design.md).
 * - render: the median time of rendering a page on the server without the page cache.
 * - throughput: requests at 50 connections on loopback against a yardstick serving the same
 *   bytes, in the same run: a cached public read >= 0.7 and a route that touches nothing >= 0.8
 *   of a bare node:http server; a page >= 0.7 of @fastify/static. Shown per second, and checked
 *   per CPU-second of the server's process (throughput.ts says why).
 * - js: the pages part's first-load JavaScript alone, without Lighthouse (quick, for a new page).
 * - postgres: the magazine landing's read on a real PostgreSQL server at 50 connections: p99
 *   <= 50 ms and no errors (issue 10). It needs a server: BENCH_DATABASE_URL, else
 *   TEST_DATABASE_URL (a database is made there and dropped after); without one it says it was
 *   not measured.
 * `npm run bench -- --only=throughput` (or `--only=pages`, `--only=js`, `--only=postgres`, or BENCH_ONLY=...) runs one
 * part. BENCH_PORT (default 3200) lets two checkouts measure on one machine.
 * BENCH_SECONDS (default 2) and BENCH_ROUNDS (default 5) set the length of each throughput
 * measurement and how many times site and yardstick are measured back to back.
 */
import fs from 'node:fs';
import os from 'node:os';
import { paths, type PathEntry } from '../../src/shared/config/paths';
import { measureFirstLoadJs } from './first-load-js';
import { runLighthouse } from './lighthouse';
import { serveBuiltSite } from './serve-built-site';
import { measureRenderTime } from './render-time';
import { measurePostgresReads } from './postgres-reads';
import { measureThroughput } from './throughput';

// Every public page, from the route registry: a new page is measured without touching this file.
const PUBLIC_PAGES = (Object.values(paths) as PathEntry[]).filter(
  (entry) => entry.live && entry.area === 'public',
);
const PAGES = PUBLIC_PAGES.map((entry) => entry.example ?? entry.path);
/** Pages whose head asks search engines not to index them, on purpose. */
const UNCRAWLABLE = new Set(
  PUBLIC_PAGES.filter((entry) => entry.noindex).map((entry) => entry.example ?? entry.path),
);
const JS_BUDGET_BYTES = 150 * 1024;
const LIGHTHOUSE_BUDGET = {
  performance: (page: string) =>
    page === paths.home.path || page === paths.moneyMap.path ? 100 : 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
};
const PARTS = ['pages', 'js', 'render', 'throughput', 'postgres'] as const;
type Part = (typeof PARTS)[number];

const only =
  process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ??
  process.env.BENCH_ONLY;
if (only !== undefined && !PARTS.includes(only as Part)) {
  console.error(`--only takes one of: ${PARTS.join(', ')}`);
  process.exit(2);
}
// The whole bench runs every part but `js`, which the pages part includes.
const runs = (part: Part) => (only === undefined ? part !== 'js' : only === part);

async function pagesPart(origin: string) {
  const js = await measureFirstLoadJs(origin, PAGES, 'dist/web');
  const lh = await runLighthouse(origin, PAGES, UNCRAWLABLE);

  const rows = PAGES.map((page) => {
    const load = js.find((r) => r.page === page)!;
    const scores = lh.find((r) => r.page === page)!;
    const misses = [
      load.gzipBytes > JS_BUDGET_BYTES && 'JS',
      scores.performance < LIGHTHOUSE_BUDGET.performance(page) && 'performance',
      scores.lcpMs > LIGHTHOUSE_BUDGET.lcpMs && 'LCP',
      scores.tbtMs > LIGHTHOUSE_BUDGET.tbtMs && 'TBT',
      scores.cls > LIGHTHOUSE_BUDGET.cls && 'CLS',
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
  for (const { page, failure } of lh) {
    if (failure) console.log(`Lighthouse could not measure ${page}: ${failure}`);
  }
  console.log(
    '\nBudgets: JS <= 150 KB gzip; Lighthouse mobile perf 100 on / and /moneyMap (98 elsewhere), ' +
      'LCP <= 1.2 s, TBT <= 50 ms, CLS 0, a11y, best practices and SEO 100\n',
  );
  console.table(rows);
  return rows;
}

async function jsPart(origin: string) {
  const rows = (await measureFirstLoadJs(origin, PAGES, 'dist/web')).map((load) => ({
    page: load.page,
    'JS files': load.files,
    'JS gzip KB': (load.gzipBytes / 1024).toFixed(1),
    budget: load.gzipBytes > JS_BUDGET_BYTES ? 'MISSED: JS' : 'met',
  }));
  console.log('\nFirst-load JavaScript, budget <= 150 KB gzip\n');
  console.table(rows);
  return rows;
}

async function throughputPart(site: { origin: string; pid: number }) {
  const options = {
    connections: 50,
    seconds: Number(process.env.BENCH_SECONDS ?? 2),
    rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  };
  const load = os.loadavg()[0]!;
  const { results, pinned } = await measureThroughput(site, options);
  const rows = results.map((r) => {
    const ratio = r.cpuRatio ?? r.ratio;
    return {
      what: r.what,
      url: r.url,
      bytes: r.bytes,
      'req/s': Math.round(r.siteRps),
      'p99 ms': r.siteP99Ms,
      against: r.reference,
      'its req/s': Math.round(r.referenceRps),
      'ratio req/s': round2(r.ratio),
      'req/CPU s': r.sitePerCpuSecond === null ? '-' : Math.round(r.sitePerCpuSecond),
      'its req/CPU s': r.referencePerCpuSecond === null ? '-' : Math.round(r.referencePerCpuSecond),
      'ratio CPU': r.cpuRatio === null ? '-' : round2(r.cpuRatio),
      goal: `>= ${r.goal}`,
      budget:
        r.failures > 0
          ? `MISSED: ${r.failures} failed requests`
          : ratio < r.goal
            ? 'MISSED'
            : 'met',
    };
  });
  console.log(
    `\nThroughput: ${options.connections} connections, ${options.seconds} s per measurement, ` +
      `medians of ${options.rounds} rounds of site and yardstick back to back, on loopback. ` +
      `The site, the yardsticks and the load generator (autocannon) are separate processes ` +
      (pinned
        ? `on this machine's ${os.availableParallelism()} cores, the server measured alone on the last, the load generator on the first `
        : `sharing this machine's ${os.availableParallelism()} cores as the scheduler decides `) +
      `(load average ${load.toFixed(1)} before, ` +
      `${os.loadavg()[0]!.toFixed(1)} after). The budget is checked on requests per CPU-second ` +
      `of the server's process (falling back to req/s without /proc): the load generator and ` +
      `other processes change req/s, not that.\n`,
  );
  console.table(rows);
  return rows;
}

async function renderPart() {
  const rows = (await measureRenderTime(PAGES)).map((row) => ({ ...row, budget: 'met' }));
  console.log('\nServer render without the page cache (in this process, reads from memory)\n');
  console.table(rows);
  return rows;
}

async function postgresPart(port: number) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      '\nPostgreSQL reads: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server)\n',
    );
    return [];
  }
  const options = { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 2) * 5 };
  const rows = (await measurePostgresReads(serverUrl, port, options)).map((r) => ({
    what: r.what,
    request: `${r.method} ${r.url}`,
    requests: r.requests,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'max ms': r.maxMs,
    failures: r.failures,
    budget:
      r.failures > 0
        ? `MISSED: ${r.failures} failed requests`
        : r.p99BudgetMs !== undefined && r.p99Ms > r.p99BudgetMs
          ? `MISSED: p99 > ${r.p99BudgetMs} ms`
          : 'met',
  }));
  console.log(
    `\nPostgreSQL reads: the built site on a fresh database at ${new URL(serverUrl).host}, ` +
      `${options.connections} connections for ${options.seconds} s each, on loopback. ` +
      `Budget: the landing read's p99 <= 50 ms; no failed requests.\n`,
  );
  console.table(rows);
  return rows;
}

const round2 = (n: number) => Number(n.toFixed(2));

const site = await serveBuiltSite(Number(process.env.BENCH_PORT ?? 3200));
try {
  const results: Record<string, unknown[]> = {};
  if (runs('pages')) results.pages = await pagesPart(site.origin);
  if (runs('js')) results.js = await jsPart(site.origin);
  if (runs('render')) results.render = await renderPart();
  if (runs('throughput')) {
    // 127.0.0.1 rather than localhost: the site listens on IPv4 only here.
    results.throughput = await throughputPart({
      origin: site.origin.replace('localhost', '127.0.0.1'),
      pid: site.pid,
    });
  }

  if (runs('postgres'))
    results.postgres = await postgresPart(Number(process.env.BENCH_PORT ?? 3200) + 1);

  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(
    'bench-results/latest.json',
    JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2),
  );
  const rows = Object.values(results).flat() as { budget: string }[];
  if (rows.some((row) => row.budget !== 'met')) process.exitCode = 1;
} finally {
  await site.stop();
}
