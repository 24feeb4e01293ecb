import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it.each([
    [0, '0%'],
    [0.06, '6%'],
    [0.1, '10%'],
    [0.12, '12%'],
    [0.075, '7.5%'],
  ])('formats %d as %s', (x, expected) => {
    expect(formatPercent(x)).toBe(expected);
  });

  it('writes any rate as en-IN’s Intl percent does, with no minus on what rounds to 0%', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'percent',
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    });
    expect(formatPercent(-0.00001)).toBe('0%');
    expect(formatPercent(12.5)).toBe('1,250%');
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), (x) => {
        expect(formatPercent(x)).toBe(intl.format(x));
      }),
      { numRuns: 2000 },
    );
  });
});
