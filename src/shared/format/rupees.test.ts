import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatRupees, rupeesInWords } from './rupees';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [12500, '₹12,500'],
    [99999, '₹99,999'],
    [100000, '₹1,00,000'],
    [179500, '₹1,79,500'],
    [10000000, '₹1,00,00,000'],
    [12345678, '₹1,23,45,678'],
    [10_000_000_000, '₹10,00,00,00,000'],
    [-150000, '-₹1,50,000'],
  ])('formats %d as %s', (n, expected) => {
    expect(formatRupees(n)).toBe(expected);
  });

  it('rounds to whole rupees by default and never prints a negative zero', () => {
    expect(formatRupees(1234.5)).toBe('₹1,235');
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatRupees(-0.2)).toBe('₹0');
  });

  it('shows paise when asked', () => {
    expect(formatRupees(63412.5211, { paise: true })).toBe('₹63,412.52');
    expect(formatRupees(1234.5, { paise: true })).toBe('₹1,234.50');
    expect(formatRupees(0, { paise: true })).toBe('₹0.00');
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('groups the last three digits, then pairs, for any whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 14 }), (n) => {
        const digits = formatRupees(n).slice(1);
        expect(digits).toMatch(/^(\d{1,2}(,\d{2})*,)?\d{1,3}$/);
        expect(Number(digits.replaceAll(',', ''))).toBe(n);
      }),
    );
  });
});

describe('formatRupees against Intl', () => {
  it('writes any amount as en-IN’s Intl currency format does, with and without paise', () => {
    const intl = (paise: boolean) =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: paise ? 2 : 0,
        maximumFractionDigits: paise ? 2 : 0,
        signDisplay: 'negative',
      });
    fc.assert(
      fc.property(fc.double({ min: -1e13, max: 1e13, noNaN: true }), fc.boolean(), (n, paise) => {
        expect(formatRupees(n, { paise })).toBe(intl(paise).format(n));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatIndianNumber', () => {
  it('groups digits without a sign', () => {
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
    expect(formatIndianNumber(0)).toBe('0');
  });
});

describe('rupeesInWords', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12500, '12,500'],
    [99999, '99,999'],
    [99999.6, '1 lakh'],
    [100000, '1 lakh'],
    [179500, '1.8 lakh'],
    [500000, '5 lakh'],
    [4560000, '45.6 lakh'],
    [9999999, '1 crore'],
    [10000000, '1 crore'],
    [12345678, '1.23 crore'],
    [10_000_000_000, '1,000 crore'],
    [123_456_000_000, '12,345.6 crore'],
    [-4560000, '-45.6 lakh'],
    [-12500, '-12,500'],
  ])('reads %d as %s', (n, expected) => {
    expect(rupeesInWords(n)).toBe(expected);
  });

  it('never reads 100 lakh or more as lakh', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (n) => {
        const words = rupeesInWords(n);
        const lakh = /^([\d.]+) lakh$/.exec(words);
        if (lakh) expect(Number(lakh[1])).toBeLessThan(100);
        expect(words).toMatch(/^[\d,]+(\.\d{1,2})?( lakh| crore)?$/);
      }),
    );
  });
});
