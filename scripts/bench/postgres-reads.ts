import autocannon from 'autocannon';
import { paths } from '../../src/shared/config/paths';
import { createPostgresTestDatabase } from '../../src/server/testing/test-app';
import { serveBuiltSite } from './serve-built-site';

/**
 * The magazine's landing read on a real PostgreSQL server (issue 10): the built site on a fresh
 * database there (the demo content seeded at its first start), under 50 connections on loopback.
 * The read is answered from the content-version cache once the first request has queried the
 * database (ADR 013), which is how the site serves it; the whole landing page is measured
 * beside it.
 */
export type PostgresReadCase = {
  what: string;
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  /** The slowest 1 in 100 answers must come within this many ms; undefined: shown, not judged. */
  p99BudgetMs?: number;
};

export const POSTGRES_READ_CASES: PostgresReadCase[] = [
  {
    what: "landing's 9 newest articles",
    method: 'POST',
    url: '/api/blog',
    body: JSON.stringify({ offset: 0, limit: 9 }),
    p99BudgetMs: 50,
  },
  { what: 'the landing page (HTML)', method: 'GET', url: paths.magazine.path },
];

export type PostgresReadResult = PostgresReadCase & {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
};

export async function measurePostgresReads(
  serverUrl: string,
  port: number,
  options: { connections: number; seconds: number },
): Promise<PostgresReadResult[]> {
  const database = await createPostgresTestDatabase(serverUrl);
  try {
    const site = await serveBuiltSite(port, { DATABASE_URL: database.url });
    try {
      const origin = site.origin.replace('localhost', '127.0.0.1');
      const results: PostgresReadResult[] = [];
      for (const c of POSTGRES_READ_CASES) {
        const run = await autocannon({
          url: origin + c.url,
          method: c.method,
          ...(c.body !== undefined && {
            headers: { 'content-type': 'application/json' },
            body: c.body,
          }),
          connections: options.connections,
          duration: options.seconds,
        });
        results.push({
          ...c,
          requests: run.requests.total,
          rps: run.requests.total / run.duration,
          p50Ms: run.latency.p50,
          p99Ms: run.latency.p99,
          maxMs: run.latency.max,
          failures: run.non2xx + run.errors + run.timeouts,
        });
      }
      return results;
    } finally {
      await site.stop();
    }
  } finally {
    await database.drop();
  }
}
