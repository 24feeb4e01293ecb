import type { ReceiptRow } from '../../../shared/planners/step-up';

const HEADER = ['Year', 'Monthly instalment', 'Paid this year', 'Paid so far', 'Value at year end'];

/** Rupees to the paisa, with a point and no grouping: what a spreadsheet reads as a number. */
const money = (rupees: number) => rupees.toFixed(2);

/**
 * The receipt as a CSV file's text, built in the browser (nothing goes to a server): one line per
 * year, amounts in rupees to the paisa, CRLF line ends as RFC 4180 has them.
 */
export function receiptCsv(rows: readonly ReceiptRow[]): string {
  const lines = [
    HEADER.join(','),
    ...rows.map((row) =>
      [
        String(row.year),
        money(row.monthly),
        money(row.paidThisYear),
        money(row.paidSoFar),
        money(row.value),
      ].join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
