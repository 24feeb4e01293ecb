/**
 * CSV as PostgreSQL's `COPY ... (FORMAT csv)` writes it (RFC 4180 quoting, a line feed after
 * each row), so that a report reads the same from either engine: the header line and PGlite's
 * rows are written here, PostgreSQL's rows by COPY itself.
 */

/** UTF-8's byte-order mark: Excel then reads ₹ and Indian names as they are. */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * One cell. A null is an empty cell; an empty text is `""` (COPY keeps the two apart); a cell
 * holding a comma, a quote or a line break is quoted, its quotes doubled.
 */
function csvCell(value: string | null): string {
  if (value === null) return '';
  if (value === '' || value === '\\.' || /[",\r\n]/.test(value)) {
    return `"${value.replaceAll('"', '""')}"`;
  }
  return value;
}

export function csvLine(values: readonly (string | null)[]): string {
  return `${values.map(csvCell).join(',')}\n`;
}
