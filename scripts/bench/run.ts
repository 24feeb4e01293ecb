/**
 * `npm run bench`: the performance budgets of docs/architecture.md, measured on the built site.
 * It prints a table per part and writes bench-results/latest.json; it exits 1 when a budget is
 * missed. Parts:
 * - pages: every public page of the route registry. First-load JavaScript <= 150 KB gzipped;
 *   Lighthouse (mobile) performance 100 on / and /moneyMap (98 elsewhere), LCP <= 1.2 s,
 *   TBT <= 50 ms, CLS 0, accessibility, best practices and SEO 100 (issue 8, design.md).
 *   Lighthouse loads them through an HTTPS front on HTTP/2, as visitors reach the site behind its
 *   TLS proxy (ADR 046; it needs `openssl`); BENCH_FRONT=none loads them over the site's HTTP/1.1.
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
 * - access-log: the cached public read against bare node:http as in throughput, with the site at
 *   LOG_LEVEL=info (one access-log line per request) and at warn: both >= 0.7 (ADR 031).
 * - memory-attack: the site's resident memory after every public page once, then after 10,000
 *   distinct made-up magazine URLs at 20 at a time (BENCH_ATTACK_URLS): within 100 MB of the start,
 *   and /, /magazine and /moneyMap still answered from memory (their log line says kept).
 * - memory-rest: resident memory of a site started again on its data, after every public page
 *   once: embedded, at most 200 MB above PGlite alone on the same data; on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a
 *   database made there and dropped after) at most 250 MB. PGlite alone with candidate settings.
 * - search-flood: one client floods /magazine/search with 200 connections for 10 s
 *   (BENCH_FLOOD_SECONDS) while another asks for / 20 times a second: its p99 < 50 ms.
 * - report-export: a 1,000,000-row report CSV on PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL
 *   or 127.0.0.1:5432; a database made there and dropped after): the server's RSS within 50 MB of
 *   its start, and at most 1.25 times `psql \copy` of the same rows (report-export.ts).
 * `npm run bench -- --only=throughput` (or `--only=pages`, `js`, `render`, `postgres`,
 * `access-log`, `memory-attack`, `memory-rest`, `search-flood`, or BENCH_ONLY=...) runs one
 * part; `--page=/faq` (repeatable) limits the pages and js parts to those pages. BENCH_PORT (default 3200) lets two checkouts measure on one machine; the parts that start
 * sites of their own use the ports after it.
 * BENCH_SECONDS (default 2) and BENCH_ROUNDS (default 5) set the length of each throughput
 * measurement and how many times site and yardstick are measured back to back.
 */
import fs from 'node:fs';
import os from 'node:os';
import { paths, type PathEntry } from '../../src/shared/config/paths';
import { measureAccessLogCost } from './access-log-cost';
import { measureFirstLoadJs, type FirstLoad } from './first-load-js';
import { LIGHTHOUSE_RUNS, runLighthouse, type LighthouseScores } from './lighthouse';
import { startTlsFront } from './tls-front';
import { serveBuiltSite, type RunningSite } from './serve-built-site';
import { signedInCookie } from './signed-in-user';
import { measureRenderTime } from './render-time';
import { reportExportPart } from './report-export';
import { measurePostgresReads } from './postgres-reads';
import { measureMemoryAtRest } from './memory-at-rest';
import { KEPT_PAGES, measureMemoryUnderAttack } from './memory-under-attack';
import { FLOOD_CLIENT, measureSearchFlood, READER_CLIENT } from './search-flood';
import { measureThroughput, type ThroughputResult } from './throughput';

// Every public page, from the route registry: a new page is measured without touching this file.
// A private one (a preview) is one writer's, with no address in the demo content.
const PUBLIC_PAGES = (Object.values(paths) as PathEntry[]).filter(
  (entry) => entry.live && entry.area === 'public' && !entry.private,
);
// `--page=/faq` (again for more) measures only those pages in the pages and js parts.
const chosenPages = process.argv
  .filter((arg) => arg.startsWith('--page='))
  .map((arg) => arg.slice('--page='.length));
const PAGES = PUBLIC_PAGES.map((entry) => entry.example ?? entry.path).filter(
  (page) => chosenPages.length === 0 || chosenPages.includes(page),
);
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
const PARTS = [
  'pages',
  'js',
  'render',
  'throughput',
  'postgres',
  'access-log',
  'memory-attack',
  'memory-rest',
  'search-flood',
  'report-export',
] as const;
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

/**
 * Account pages measured as their signed-in owner sees them (issue 25), under their own name in
 * the table: Lighthouse sends the session's cookie with each request.
 */
const SIGNED_IN_PAGES = [paths.myPlan.path].filter(
  (page) => chosenPages.length === 0 || chosenPages.includes(page),
);
const signedInName = (page: string) => `${page} (signed in)`;

/**
 * Lighthouse loads the pages through an HTTPS front speaking HTTP/2, as visitors reach the site
 * behind its TLS proxy (tls-front.ts, ADR 046): a site of its own on `ownPort`, whose PUBLIC_URL
 * is the front's address, as in production. BENCH_FRONT=none measures the bench's site over its
 * own HTTP/1.1 instead. First-load JavaScript is the same bytes either way: measured directly.
 */
async function pagesPart(site: RunningSite, ownPort: number) {
  if (process.env.BENCH_FRONT === 'none') return measurePages(site.origin, site.origin);
  const front = await startTlsFront(`http://localhost:${ownPort}`);
  try {
    const fronted = await serveBuiltSite(ownPort, { PUBLIC_URL: front.origin });
    try {
      return await measurePages(fronted.origin, front.origin);
    } finally {
      await fronted.stop();
    }
  } finally {
    await front.stop();
  }
}

/** Measures the pages: their JavaScript on `direct`, Lighthouse on `measured` (its PUBLIC_URL). */
async function measurePages(direct: string, measured: string) {
  const js = await measureFirstLoadJs(direct, PAGES, 'dist/web');
  const lh = await runLighthouse(measured, PAGES, UNCRAWLABLE);
  if (SIGNED_IN_PAGES.length > 0) {
    const cookie = await signedInCookie(direct, measured);
    const named = <T extends { page: string }>(rows: T[]) =>
      rows.map((row) => ({ ...row, page: signedInName(row.page) }));
    // Account pages are kept out of search on purpose: their SEO leaves that audit out.
    const uncrawlable = new Set(SIGNED_IN_PAGES);
    js.push(...named(await measureFirstLoadJs(direct, SIGNED_IN_PAGES, 'dist/web', { cookie })));
    lh.push(...named(await runLighthouse(measured, SIGNED_IN_PAGES, uncrawlable, { cookie })));
  }
  const transport = measured.startsWith('https:')
    ? 'through an HTTPS front on HTTP/2'
    : 'over HTTP/1.1';
  return pagesTable(js, lh, transport);
}

function pagesTable(js: FirstLoad[], lh: LighthouseScores[], transport: string) {
  const rows = [...PAGES, ...SIGNED_IN_PAGES.map(signedInName)].map((page) => {
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
  for (const { page, failure, failedAudits } of lh) {
    if (failure) console.log(`Lighthouse could not measure ${page}: ${failure}`);
    if (failedAudits.length > 0) console.log(`${page} failed: ${failedAudits.join(', ')}`);
  }
  console.log(
    `\nBudgets: JS <= 150 KB gzip; Lighthouse mobile (median of ${LIGHTHOUSE_RUNS} runs, ${transport}) perf 100 on / and /moneyMap (98 elsewhere), ` +
      'LCP <= 1.2 s, TBT <= 50 ms, CLS 0, a11y, best practices and SEO 100\n',
  );
  console.table(rows);
  return rows;
}

async function jsPart(origin: string) {
  const loads = await measureFirstLoadJs(origin, PAGES, 'dist/web');
  const rows = loads.map((load) => ({
    page: load.page,
    'JS files': load.files,
    'JS gzip KB': (load.gzipBytes / 1024).toFixed(1),
    budget: load.gzipBytes > JS_BUDGET_BYTES ? 'MISSED: JS' : 'met',
  }));
  console.log('\nFirst-load JavaScript, budget <= 150 KB gzip\n');
  console.table(rows);
  // A page over budget: its files, so that the reader sees what to split.
  for (const load of loads.filter((l) => l.gzipBytes > JS_BUDGET_BYTES)) {
    console.log(`\n${load.page}: its JavaScript files, gzip KB`);
    for (const size of load.sizes)
      console.log(`  ${(size.gzipBytes / 1024).toFixed(1)}  ${size.file}`);
  }
  return rows;
}

async function throughputPart(site: { origin: string; pid: number }) {
  const options = throughputOptions();
  const load = os.loadavg()[0]!;
  const { results, pinned } = await measureThroughput(site, options);
  const rows = results.map((r) => ({
    what: r.what,
    url: r.url,
    bytes: r.bytes,
    'req/s': Math.round(r.siteRps),
    'p99 ms': r.siteP99Ms,
    against: r.reference,
    ...ratioColumns(r),
    ...ratioBudget(r),
  }));
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

async function accessLogPart(port: number) {
  const options = throughputOptions();
  const load = os.loadavg()[0]!;
  const { results, pinned } = await measureAccessLogCost(port, options);
  const rows = results.map((r) => ({
    what: r.what,
    url: r.url,
    LOG_LEVEL: r.logLevel,
    'req/s': Math.round(r.siteRps),
    ...ratioColumns(r),
    'log MB': round2(r.logBytes / 1024 / 1024),
    ...ratioBudget(r),
  }));
  console.log(
    `\nAccess log on and off: the cached public read against bare node:http as in the throughput ` +
      `part (${options.connections} connections, ${options.seconds} s, medians of ` +
      `${options.rounds} rounds${pinned ? ', server and load generator pinned' : ''}), the site ` +
      `started at LOG_LEVEL=info (one line per request, to a file) and at warn (load average ` +
      `${load.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after). Both >= 0.7 per CPU-second.\n`,
  );
  console.table(rows);
  return rows;
}

async function memoryAttackPart(port: number) {
  const options = { urls: Number(process.env.BENCH_ATTACK_URLS ?? 10_000), concurrency: 20 };
  const r = await measureMemoryUnderAttack(port, PAGES, options);
  const growth =
    r.rssAfterMb === null || r.rssBeforeMb === null ? null : r.rssAfterMb - r.rssBeforeMb;
  const rows = [
    {
      what: 'resident memory (MB)',
      'made-up URLs': `${r.sent} of ${r.urls} in ${r.seconds.toFixed(0)} s`,
      answers: Object.entries(r.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', '),
      before: round1(r.rssBeforeMb),
      peak: round1(r.rssPeakMb),
      after: round1(r.rssAfterMb),
      growth: round1(growth),
      goal: 'growth <= 100',
      budget:
        growth === null
          ? 'not measured (no /proc)'
          : growth > 100
            ? 'MISSED'
            : r.sent < r.urls
              ? 'MISSED: not every URL sent in time'
              : 'met',
    },
    ...r.keptAfter.map((k) => ({
      what: `${k.page} afterwards`,
      'made-up URLs': '',
      answers: `${k.kept === null ? 'no access-log line found' : k.kept ? 'from memory (kept)' : 'NOT kept: rendered'}, ${k.ms.toFixed(1)} ms`,
      before: null,
      peak: null,
      after: null,
      growth: null,
      goal: 'kept',
      budget: k.kept ? 'met' : k.kept === null ? 'MISSED: not told' : 'MISSED',
    })),
  ];
  console.log(
    `\nMemory under attack: the built site on a fresh embedded database, every public page once, ` +
      `then ${r.urls} distinct made-up magazine URLs (articles, sections, tags, searches; one in ` +
      `ten 2-8 KB long) ${options.concurrency} at a time. Resident memory of the server's process ` +
      `(VmRSS). Goal: within 100 MB of the start; ${KEPT_PAGES.join(', ')} still answered from ` +
      `memory (their access-log line says kept).\n`,
  );
  console.table(rows);
  return rows;
}

async function memoryRestPart(port: number) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const r = await measureMemoryAtRest(port, PAGES, serverUrl);
  const over =
    r.embedded.restartedMb === null ? null : r.embedded.restartedMb - r.embedded.barePgliteMb;
  const rows = [
    {
      what: 'embedded (PGlite), restarted on its data',
      'site MB': round1(r.embedded.restartedMb),
      'PGlite alone MB': round1(r.embedded.barePgliteMb),
      'above it MB': round1(over),
      goal: '<= 200 above PGlite alone',
      budget: over === null ? 'not measured (no /proc)' : over > 200 ? 'MISSED' : 'met',
    },
    {
      what: 'embedded, first start (demo content loaded)',
      'site MB': round1(r.embedded.firstStartMb),
      'PGlite alone MB': round1(r.embedded.barePgliteMb),
      'above it MB':
        r.embedded.firstStartMb === null
          ? null
          : round1(r.embedded.firstStartMb - r.embedded.barePgliteMb),
      goal: 'shown',
      budget: '-',
    },
    r.postgres
      ? {
          what: 'PostgreSQL (DATABASE_URL), restarted',
          'site MB': round1(r.postgres.siteMb),
          'PGlite alone MB': null,
          'above it MB': null,
          goal: '<= 250',
          budget:
            r.postgres.siteMb === null
              ? 'not measured (no /proc)'
              : r.postgres.siteMb > 250
                ? 'MISSED'
                : 'met',
        }
      : null,
    r.postgres
      ? {
          what: 'PostgreSQL, first start (demo content loaded)',
          'site MB': round1(r.postgres.firstStartMb),
          'PGlite alone MB': null,
          'above it MB': null,
          goal: 'shown',
          budget: '-',
        }
      : {
          what: 'PostgreSQL: not measured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
          'site MB': null,
          'PGlite alone MB': null,
          'above it MB': null,
          goal: '<= 250',
          budget: '-',
        },
  ].filter((row) => row !== null);
  console.log(
    `\nMemory at rest: resident memory (VmRSS) of the built server after every public page once; ` +
      `PGlite alone (bare-pglite.mjs, one query) on a copy of the same data, with the site's ` +
      `settings. Goals: embedded <= 200 MB above PGlite alone, PostgreSQL <= 250 MB.\n`,
  );
  console.table(rows);
  console.log(
    '\nPGlite alone on the same data, by setting (MB of resident memory after one query)\n',
  );
  console.table(
    r.embedded.candidates.map((c) => ({ settings: c.settings, MB: round1(c.barePgliteMb) })),
  );
  return rows;
}

async function searchFloodPart(port: number) {
  const options = {
    connections: 200,
    seconds: Number(process.env.BENCH_FLOOD_SECONDS ?? 10),
    readerRate: 20,
  };
  const r = await measureSearchFlood(port, options);
  const { 429: refused = 0, ...others } = r.flood.statuses;
  const rows = [
    {
      what: 'home page while search is flooded',
      'reader requests': r.reader.requests,
      'reader failures': r.reader.failures,
      'reader new connections': r.reader.newConnections,
      'p50 ms': round1(r.reader.p50Ms),
      'p99 ms': round1(r.reader.p99Ms),
      'max ms': round1(r.reader.maxMs),
      'flood req/s': Math.round(r.flood.rps),
      'flood 429s': refused,
      'flood other answers': Object.entries(others)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', '),
      'flood errors': r.flood.errors,
      goal: 'p99 < 50',
      budget:
        r.reader.failures > 0
          ? `MISSED: ${r.reader.failures} failed requests`
          : r.reader.p99Ms < 50
            ? 'met'
            : 'MISSED',
    },
  ];
  console.log(
    `\nSearch flood: the built site with TRUST_PROXY=127.0.0.1; ${FLOOD_CLIENT} asks for ` +
      `${paths.magazineSearch.path}?q=<new each time> on ${options.connections} connections for ` +
      `${options.seconds} s while ${READER_CLIENT} asks for / ${options.readerRate} times a second ` +
      `(from a process of its own). Goal: the reader's p99 < 50 ms.\n`,
  );
  console.table(rows);
  return rows;
}

const round1 = (n: number | null) => (n === null ? null : Number(n.toFixed(1)));
const round2 = (n: number) => Number(n.toFixed(2));

/** The throughput measurements' settings (BENCH_SECONDS, BENCH_ROUNDS). */
const throughputOptions = () => ({
  connections: 50,
  seconds: Number(process.env.BENCH_SECONDS ?? 2),
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
});

/** A ratio against a yardstick: its requests per second, and per CPU-second where /proc says. */
const ratioColumns = (r: ThroughputResult) => ({
  'its req/s': Math.round(r.referenceRps),
  'ratio req/s': round2(r.ratio),
  'req/CPU s': r.sitePerCpuSecond === null ? '-' : Math.round(r.sitePerCpuSecond),
  'its req/CPU s': r.referencePerCpuSecond === null ? '-' : Math.round(r.referencePerCpuSecond),
  'ratio CPU': r.cpuRatio === null ? '-' : round2(r.cpuRatio),
});

/** A ratio's goal and budget: judged per CPU-second (req/s without /proc); failures miss it. */
const ratioBudget = (r: ThroughputResult) => ({
  goal: `>= ${r.goal}`,
  budget:
    r.failures > 0
      ? `MISSED: ${r.failures} failed requests`
      : (r.cpuRatio ?? r.ratio) < r.goal
        ? 'MISSED'
        : 'met',
});

const site = await serveBuiltSite(Number(process.env.BENCH_PORT ?? 3200));
try {
  const results: Record<string, unknown[]> = {};
  if (runs('js')) results.js = await jsPart(site.origin);
  if (runs('render')) results.render = await renderPart();
  if (runs('throughput')) {
    // 127.0.0.1 rather than localhost: the site listens on IPv4 only here.
    results.throughput = await throughputPart({
      origin: site.origin.replace('localhost', '127.0.0.1'),
      pid: site.pid,
    });
  }

  const ownPort = Number(process.env.BENCH_PORT ?? 3200) + 1;
  if (runs('pages')) results.pages = await pagesPart(site, ownPort);
  if (runs('postgres')) results.postgres = await postgresPart(ownPort);
  if (runs('access-log')) results.accessLog = await accessLogPart(ownPort);
  if (runs('memory-attack')) results.memoryAttack = await memoryAttackPart(ownPort);
  if (runs('memory-rest')) results.memoryRest = await memoryRestPart(ownPort);
  if (runs('search-flood')) results.searchFlood = await searchFloodPart(ownPort);
  if (runs('report-export')) results.reportExport = await reportExportPart(ownPort);

  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(
    'bench-results/latest.json',
    JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2),
  );
  const rows = Object.values(results).flat() as { budget: string }[];
  // '-': a figure shown, not judged.
  if (rows.some((row) => row.budget !== 'met' && row.budget !== '-')) process.exitCode = 1;
} finally {
  await site.stop();
}
