import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityDue, ceil500, sipFor, sipValue } from './annuity';

describe('ceil500', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [0.01, 500],
    [1, 500],
    [499.99, 500],
    [500, 500],
    [500.0001, 1000],
    [179084.77, 179500],
  ])('ceil500(%d) = %d', (x, expected) => {
    expect(ceil500(x)).toBe(expected);
  });

  it('gives the smallest multiple of 500 that is at least x', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (x) => {
        const y = ceil500(x);
        expect(y % 500).toBe(0);
        expect(y).toBeGreaterThanOrEqual(x);
        expect(y - 500).toBeLessThan(x);
      }),
    );
  });
});

describe('sipValue and sipFor', () => {
  it("matches AMFI's calculator: 5,000 a month for a year at 12% grows to 63,412.52", () => {
    expect(sipValue(5000, 0.12, 1)).toBeCloseTo(63412.52, 2);
  });

  it('are inverses of each other', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        fc.constantFrom(0, 0.04, 0.08, 0.1, 0.12, 0.15),
        fc.integer({ min: 1, max: 50 }),
        (target, rate, years) => {
          const back = sipValue(sipFor(target, rate, years), rate, years);
          expect(Math.abs(back - target)).toBeLessThanOrEqual(target * 1e-9);
        },
      ),
    );
  });

  it('at a zero rate is just the sum of the instalments', () => {
    expect(sipValue(1000, 0, 2)).toBe(24000);
    expect(sipFor(24000, 0, 2)).toBe(1000);
  });

  it('never asks more than the target split into equal instalments, at any rate', () => {
    // Bernoulli: (1 + i)^n - 1 >= n * i. A rate so small that i/12 loses digits once broke it.
    expect(sipFor(653_984_532_000, 1.7800590868057611e-307, 1)).toBeLessThanOrEqual(54_498_711_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.integer({ min: 1, max: 50 }),
        (target, rate, years) => {
          expect(sipFor(target, rate, years)).toBeLessThanOrEqual(target / (12 * years));
          expect(sipValue(1000, rate, years)).toBeGreaterThanOrEqual(1000 * 12 * years);
        },
      ),
    );
  });

  it('refuses a horizon without a single month', () => {
    expect(() => sipFor(1000, 0.1, 0)).toThrow(RangeError);
    expect(() => sipValue(1000, 0.1, -1)).toThrow(RangeError);
  });
});

describe('annuityDue', () => {
  it('pays the first amount at once', () => {
    expect(annuityDue(100, 0.06, 0.04, 1)).toBe(100);
    expect(annuityDue(100, 0.06, 0.04, 0)).toBe(0);
  });

  it('sums a growing, discounted series', () => {
    // 100 + 100 * 1.06/1.04 + 100 * (1.06/1.04)^2
    const r = 1.06 / 1.04;
    expect(annuityDue(100, 0.06, 0.04, 3)).toBeCloseTo(100 + 100 * r + 100 * r * r, 9);
  });

  it('is n payments when growth equals the discount', () => {
    expect(annuityDue(250, 0.05, 0.05, 20)).toBeCloseTo(5000, 9);
  });
});
