import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndianDecimal, groupIndian, roundedDigits } from './indian-digits';

/** What Intl (Node's full ICU) writes, the reference these rules must match. */
const intl = (n: number, min: number, max: number) =>
  new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    signDisplay: 'negative',
  }).format(n);

describe('formatIndianDecimal', () => {
  it('rounds half away from zero on the shortest decimal form, as Intl does', () => {
    expect(roundedDigits(2.675, 2)).toEqual({ whole: '2', fraction: '68' });
    expect(formatIndianDecimal(1.005, 0, 2)).toBe('1.01');
    expect(formatIndianDecimal(0.5, 0, 0)).toBe('1');
    expect(formatIndianDecimal(-2.5, 0, 0)).toBe('-3');
    expect(formatIndianDecimal(99.996, 0, 2)).toBe('100');
    expect(formatIndianDecimal(999999.5, 0, 0)).toBe('10,00,000');
  });

  it('writes no minus for what rounds to zero', () => {
    expect(formatIndianDecimal(-0, 0, 0)).toBe('0');
    expect(formatIndianDecimal(-0.2, 0, 0)).toBe('0');
    expect(formatIndianDecimal(-0.004, 2, 2)).toBe('0.00');
  });

  it('writes very small and very large numbers in full', () => {
    expect(formatIndianDecimal(1e-7, 0, 2)).toBe('0');
    expect(formatIndianDecimal(1e21, 0, 2)).toBe('1,00,00,00,00,00,00,00,00,00,000');
  });

  it('matches Intl for any amount, whole or with paise', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e15, max: 1e15, noNaN: true }),
          fc.integer({ min: -(10 ** 12), max: 10 ** 12 }).map((n) => n / 1000),
        ),
        fc.constantFrom([0, 0], [2, 2], [0, 2]),
        (n, [min, max]) => {
          expect(formatIndianDecimal(n, min!, max!)).toBe(intl(n, min!, max!));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('groupIndian', () => {
  it('keeps the last three digits together and pairs the rest', () => {
    expect(groupIndian('0')).toBe('0');
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('100000')).toBe('1,00,000');
    expect(groupIndian('12345678')).toBe('1,23,45,678');
  });
});
