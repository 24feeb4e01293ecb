import { Readable } from 'node:stream';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../db/client';
import { BYTE_ORDER_MARK, csvLine } from './csv';
import { reportHeaders, reportQuery, type Report } from './report-definition';

/** PGlite's rows are read this many at a time. */
const PGLITE_PAGE_ROWS = 500;

const dialect = new PgDialect();

/**
 * A report's CSV as a stream: the byte-order mark and header line, then the rows as the
 * database hands them over, read only as fast as the download takes them, so the server never
 * holds the whole file. PostgreSQL writes the rows itself (`COPY (query) TO STDOUT`, on a
 * connection of the pool held for the download); PGlite's are read a page at a time.
 */
export function streamReport(database: Database, report: Report, params: unknown): Readable {
  const rows =
    database.kind === 'postgres'
      ? copyRows(database, report, params)
      : pagedRows(database, report, params);
  return Readable.from(withHeader(report, rows), { objectMode: false });
}

async function* withHeader(
  report: Report,
  rows: AsyncIterable<Buffer | string>,
): AsyncGenerator<Buffer | string> {
  yield BYTE_ORDER_MARK + csvLine(reportHeaders(report));
  yield* rows;
}

async function* copyRows(
  database: Database,
  report: Report,
  params: unknown,
): AsyncGenerator<Buffer> {
  // COPY takes no bind parameters: the validated options are written into the query as literals.
  const { sql: query } = dialect.sqlToQuery(reportQuery(report, params).inlineParams());
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let finished = false;
  try {
    const copy = client.query(copyTo(`copy (${query}) to stdout with (format csv)`));
    for await (const chunk of copy) yield chunk as Buffer;
    finished = true;
  } finally {
    // A download cut short leaves the connection mid-COPY: it is closed rather than reused.
    client.release(finished ? undefined : true);
  }
}

type PageRow = Record<string, string | null> & { k_time: string; k_id: string };

async function* pagedRows(
  database: Database,
  report: Report,
  params: unknown,
): AsyncGenerator<string> {
  const width = report.columns.length;
  let after: { time: string; id: string } | undefined;
  for (;;) {
    const page = (await database.db.execute(
      reportQuery(report, params, { after, limit: PGLITE_PAGE_ROWS }),
    )) as unknown as { rows: PageRow[] };
    if (page.rows.length === 0) return;
    let lines = '';
    for (const row of page.rows) {
      const cells: (string | null)[] = [];
      for (let i = 0; i < width; i += 1) cells.push(row[`c${i}`] ?? null);
      lines += csvLine(cells);
    }
    yield lines;
    const last = page.rows[page.rows.length - 1]!;
    after = { time: last.k_time, id: last.k_id };
    if (page.rows.length < PGLITE_PAGE_ROWS) return;
  }
}
