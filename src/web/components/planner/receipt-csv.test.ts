import { describe, expect, it } from 'vitest';
import { receiptRows } from '../../../shared/planners/step-up';
import { receiptCsv } from './receipt-csv';

describe('receiptCsv', () => {
  it('has a header and one line per year, amounts to the paisa', () => {
    const csv = receiptCsv(receiptRows(1000, 0, 0.12, 10));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Year,Monthly instalment,Paid this year,Paid so far,Value at year end');
    expect(lines[1]).toBe('1,1000.00,12000.00,12000.00,12682.50');
    expect(lines[10]).toBe('10,1000.00,12000.00,120000.00,230038.69');
    expect(lines).toHaveLength(12);
    expect(lines[11]).toBe('');
  });

  it('shows each stepped-up year’s instalment', () => {
    const lines = receiptCsv(receiptRows(10_000, 0.1, 0.12, 3)).split('\r\n');
    expect(lines.slice(1, 4).map((line) => line.split(',').slice(0, 4))).toEqual([
      ['1', '10000.00', '120000.00', '120000.00'],
      ['2', '11000.00', '132000.00', '252000.00'],
      ['3', '12100.00', '145200.00', '397200.00'],
    ]);
  });
});
