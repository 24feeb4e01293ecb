import { paths } from '../../src/shared/config/paths';
import { spawnSync } from 'node:child_process';
import { PassThrough, Readable } from 'node:stream';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createAdminMain } from '../../src/server/cli/create-admin';
import { reportQuery } from '../../src/server/services/reports/report-definition';
import { reports } from '../../src/server/services/reports/registry';
import { rssMbOf } from './process-memory';
import { serveBuiltSite } from './serve-built-site';

/**
 * A 1,000,000-row report on PostgreSQL (issue 23, "Reports"): the built site downloads the Money
 * Maps CSV of a database of its own on the server, while this process reads the server's resident
 * memory every 20 ms; then `psql \copy` writes the same query's rows. Budgets: the server's memory
 * stays within 50 MB of its start, and the download takes at most 1.25 times psql's time (each the
 * median of three runs).
 */
const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const RUNS = 3;
const MEMORY_BUDGET_MB = 50;
const TIME_RATIO_BUDGET = 1.25;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function reportExportPart(port: number) {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_reports_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const site = await serveBuiltSite(port, { DATABASE_URL: url.toString() });
    try {
      await fillMoneyMaps(url.toString());
      const origin = site.origin.replace('localhost', '127.0.0.1');
      const token = await signIn(origin, await createBenchAdmin(url.toString()));
      const startMb = rssMbOf(site.pid) ?? 0;
      const served: { ms: number; bytes: number; peakMb: number }[] = [];
      for (let i = 0; i < RUNS; i += 1) served.push(await download(origin, token, site.pid));
      const psqlMs: number[] = [];
      for (let i = 0; i < RUNS; i += 1) psqlMs.push(psqlCopy(url.toString()));
      const siteMs = median(served.map((run) => run.ms));
      const copyMs = median(psqlMs);
      const growthMb = Math.max(...served.map((run) => run.peakMb)) - startMb;
      const ratio = siteMs / copyMs;
      const rows = [
        {
          what: `moneymap CSV, ${ROWS.toLocaleString('en')} rows`,
          'site ms': Math.round(siteMs),
          'psql \\copy ms': Math.round(copyMs),
          ratio: ratio.toFixed(2),
          'MB sent': (served[0]!.bytes / 1e6).toFixed(1),
          'RSS start MB': startMb.toFixed(0),
          'RSS growth MB': growthMb.toFixed(1),
          budget:
            growthMb > MEMORY_BUDGET_MB
              ? `MISSED: RSS grew more than ${MEMORY_BUDGET_MB} MB`
              : ratio > TIME_RATIO_BUDGET
                ? `MISSED: slower than ${TIME_RATIO_BUDGET} x psql`
                : 'met',
        },
      ];
      console.log(
        `\nReport export: the built site's ${paths.moneyMap.title} download on PostgreSQL (${url.host}), ` +
          `medians of ${RUNS} runs, against psql \\copy of the same query. Budgets: RSS growth ` +
          `<= ${MEMORY_BUDGET_MB} MB, time <= ${TIME_RATIO_BUDGET} x psql.\n`,
      );
      console.table(rows);
      return rows;
    } finally {
      await site.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** One saver and ROWS money maps; one goal in a hundred is a formula, to be neutralised. */
async function fillMoneyMaps(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into auth_user (id, name, email, email_verified, created_at, updated_at)
       values ('bench-saver', 'Bench Saver', 'bench.saver@example.in', true, now(), now())`,
    );
    await client.query(
      `insert into money_maps (user_id, present_value, goal, years, inflation, debt_return,
         asset_allocation_return, equity_return, step_up, future_value, debt_monthly,
         asset_allocation_monthly, equity_monthly, step_up_monthly, suggested_route, created_at)
       select 'bench-saver', 1000 + i % 50000, case when i % 100 = 0 then '=1+1' else 'home' end,
         1 + i % 50, 0.06, 0.08, 0.1, 0.12, 0, 269000 + i, 1500, 1500, 1000, 1000, 'equity',
         timestamptz '2026-01-01' + i * interval '1 second'
       from generate_series(1, $1::int) as i`,
      [ROWS],
    );
    await client.query('analyze money_maps');
  } finally {
    await client.end();
  }
}

/** An admin on the bench's database, by `npm run create-admin`'s code: its generated password. */
async function createBenchAdmin(databaseUrl: string): Promise<string> {
  const stdout = new PassThrough();
  let said = '';
  stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const code = await createAdminMain(['--username', 'benchreports'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdin: Readable.from([]),
    stdout,
    stderr: process.stderr,
  });
  const password = /shown only this once\): (\S+)/.exec(said)?.[1];
  if (code !== 0 || !password) throw new Error('could not create the bench admin');
  return password;
}

async function signIn(origin: string, password: string): Promise<string> {
  const res = await fetch(`${origin}/api/admin/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'benchreports', password }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`admin sign-in failed (${res.status})`);
  return body.token;
}

/** Mints a link, then reads the whole file and drops it, sampling the server's memory. */
async function download(origin: string, token: string, pid: number) {
  const mint = await fetch(`${origin}/api/admin/fetchMoneyMapResult`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { url } = (await mint.json()) as { url: string };
  let peakMb = rssMbOf(pid) ?? 0;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMbOf(pid) ?? 0);
  }, 20);
  const started = performance.now();
  let bytes = 0;
  try {
    const res = await fetch(origin + url);
    if (!res.ok || !res.body) throw new Error(`the download answered ${res.status}`);
    const reader = res.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      bytes += part.value.byteLength;
    }
  } finally {
    clearInterval(sampler);
  }
  return { ms: performance.now() - started, bytes, peakMb };
}

/** psql's own export of the same query's rows, to /dev/null: its wall time in ms. */
function psqlCopy(databaseUrl: string): number {
  const { sql } = new PgDialect().sqlToQuery(reportQuery(reports.moneymap, {}).inlineParams());
  const started = performance.now();
  const run = spawnSync(
    'psql',
    [databaseUrl, '-X', '-q', '-c', `\\copy (${sql}) to '/dev/null' with (format csv)`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) throw new Error('psql \\copy failed');
  return performance.now() - started;
}
