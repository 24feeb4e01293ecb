import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';

/**
 * How a column's value is written. `text`: neutralised against formula injection (see
 * `neutralised`); `number`: as PostgreSQL prints it; `time`: India time, `YYYY-MM-DD HH:MM:SS`,
 * which Excel reads as a date and time.
 */
type ColumnKind = 'text' | 'number' | 'time';

export type ReportColumn = {
  readonly header: string;
  /** An SQL expression over the report's `from` (fixed text, written here, never user input). */
  readonly sql: string;
  readonly kind: ColumnKind;
};

/**
 * One CSV report, declared: what it is called, its file's name, its columns and where its rows
 * come from. The streaming (stream-report.ts), the download ticket and the routes are shared, so
 * a new report is one such object and a line in the registry (registry.ts).
 */
export type ReportDefinition<Params = Record<string, never>> = {
  readonly name: string;
  /** The file is `<filePrefix><YYYY-MM-DD>.csv` (the seeds' names). */
  readonly filePrefix: string;
  /** The options the minting call takes, validated before a ticket is issued. */
  readonly params: z.ZodType<Params>;
  readonly columns: readonly ReportColumn[];
  /** The FROM clause's tables and joins. */
  readonly from: string;
  /** Rows to keep, from the validated options. */
  readonly where?: (params: Params) => SQL;
  /**
   * A unique order of the rows: the save's time, then the row's id. PGlite's rows are read in
   * pages that start after the last row of the one before (stream-report.ts).
   */
  readonly order: { readonly time: string; readonly id: string };
};

/**
 * A text cell that a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) gets a leading apostrophe, which makes it text again.
 */
function neutralised(expression: string): string {
  const value = `(${expression})::text`;
  return `case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value} else ${value} end`;
}

function cellSql(column: ReportColumn): string {
  switch (column.kind) {
    case 'text':
      return neutralised(column.sql);
    case 'number':
      return `(${column.sql})::text`;
    case 'time':
      return `to_char((${column.sql}) at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS')`;
  }
}

/**
 * A report as the shared parts use it, whatever its options: `where` checks the options again
 * against the report's schema (they come back from the ticket's stored JSON) before using them.
 */
export type Report = Omit<ReportDefinition, 'params' | 'where'> & {
  readonly params: z.ZodType<unknown>;
  readonly where?: (params: unknown) => SQL;
};

export function defineReport<Params>(definition: ReportDefinition<Params>): Report {
  const { where, params } = definition;
  return {
    ...definition,
    where: where && ((raw: unknown) => where(params.parse(raw))),
  };
}

/** The report's header line's cells. */
export function reportHeaders(report: Report): string[] {
  return report.columns.map((column) => column.header);
}

/**
 * The report's query: each column's cell as text, in order, named c0, c1...; with `after`, only
 * the rows after that row (its time as text and id), and `keys` adds the order's two values.
 */
export function reportQuery(
  report: Report,
  params: unknown,
  page?: { after?: { time: string; id: string }; limit: number },
): SQL {
  const cells = report.columns.map((column, i) => `${cellSql(column)} as c${i}`);
  const { time, id } = report.order;
  if (page) cells.push(`(${time})::text as k_time`, `(${id})::text as k_id`);
  const filters: SQL[] = [];
  if (report.where) filters.push(report.where(params));
  if (page?.after) {
    filters.push(
      sql`(${sql.raw(time)}, ${sql.raw(id)}) > (${page.after.time}::timestamptz, ${page.after.id})`,
    );
  }
  const query = sql`select ${sql.raw(cells.join(', '))} from ${sql.raw(report.from)}`;
  if (filters.length > 0) query.append(sql` where ${sql.join(filters, sql` and `)}`);
  query.append(sql` order by ${sql.raw(time)}, ${sql.raw(id)}`);
  if (page) query.append(sql` limit ${sql.raw(String(page.limit))}`);
  return query;
}
