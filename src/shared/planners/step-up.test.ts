import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceil500, sipFor, sipValue } from './annuity';
import {
  costOfWaiting,
  receiptRows,
  STEP_UP_LIMITS,
  stepUpInstalment,
  stepUpInstalmentExact,
  stepUpValue,
} from './step-up';

const RUNS = { numRuns: 1000 };
const arbTarget = fc.integer({ min: 1, max: 1e13 });
const arbRate = fc.double({ min: 0, max: 0.3, noNaN: true });
const arbStepUp = fc.double({ min: STEP_UP_LIMITS.min, max: STEP_UP_LIMITS.max, noNaN: true });
const arbYears = fc.integer({ min: 1, max: 50 });
const arbMonthly = fc.double({ min: 1, max: 1e7, noNaN: true });

/** The spec's sum, term by term, as written in spec/planner-math.md. */
function stepUpValueBySum(p: number, s: number, r: number, years: number): number {
  const i = r / 12;
  let total = 0;
  for (let k = 0; k < years; k++) {
    total += p * (1 + s) ** k * sipValue(1, r, 1) * (1 + i) ** (12 * (years - 1 - k));
  }
  return total;
}

/** Month by month, as a bank would book it: pay at the end of each month, grow monthly. */
function stepUpValueByMonth(p: number, s: number, r: number, years: number): number {
  let value = 0;
  for (let month = 0; month < 12 * years; month++) {
    value = value * (1 + r / 12) + p * (1 + s) ** Math.floor(month / 12);
  }
  return value;
}

describe('stepUpValue', () => {
  it('is the flat SIP with no step-up: ₹5,000 a month for a year at 12% is ₹63,412.52 (AMFI)', () => {
    expect(stepUpValue(5000, 0, 0.12, 1)).toBeCloseTo(63_412.52, 2);
    expect(stepUpValue(5000, 0, 0.12, 10)).toBe(sipValue(5000, 0.12, 10));
  });

  it('adds the stepped-up years: ₹10,000 a month, 10% more each year, 12%, 3 years', () => {
    // Year 1: 10,000 × 12.6825 grown two more years; year 2: 11,000 × 12.6825 grown one; year 3: 12,100.
    const oneYear = sipValue(1, 0.12, 1);
    const g = 1.01 ** 12;
    const expected = 10_000 * oneYear * g * g + 11_000 * oneYear * g + 12_100 * oneYear;
    expect(stepUpValue(10_000, 0.1, 0.12, 3)).toBeCloseTo(expected, 6);
    expect(stepUpValue(10_000, 0.1, 0.12, 3)).toBeCloseTo(4_71_693, 0);
  });

  it('equals the spec’s sum and a month-by-month booking, for any plan', () => {
    fc.assert(
      fc.property(arbMonthly, arbStepUp, arbRate, arbYears, (p, s, r, years) => {
        const value = stepUpValue(p, s, r, years);
        expect(value / stepUpValueBySum(p, s, r, years)).toBeCloseTo(1, 9);
        expect(value / stepUpValueByMonth(p, s, r, years)).toBeCloseTo(1, 9);
      }),
      RUNS,
    );
  });
});

describe('the first-year instalment with a step-up', () => {
  it('is the flat instalment (sipFor) with a 0% step-up', () => {
    fc.assert(
      fc.property(arbTarget, arbRate, arbYears, (target, r, years) => {
        expect(stepUpInstalmentExact(target, 0, r, years)).toBe(sipFor(target, r, years));
        expect(stepUpInstalment(target, 0, r, years)).toBe(ceil500(sipFor(target, r, years)));
      }),
      RUNS,
    );
  });

  it('is never higher for a higher step-up', () => {
    fc.assert(
      fc.property(arbTarget, arbStepUp, arbStepUp, arbRate, arbYears, (target, a, b, r, years) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(stepUpInstalment(target, high, r, years)).toBeLessThanOrEqual(
          stepUpInstalment(target, low, r, years),
        );
      }),
      RUNS,
    );
  });

  it('reaches the target, and ₹500 less in the first year falls short', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 1e12 }),
        arbStepUp,
        arbRate,
        arbYears,
        (target, s, r, years) => {
          const first = stepUpInstalment(target, s, r, years);
          expect(first % 500).toBe(0);
          expect(stepUpValue(first, s, r, years)).toBeGreaterThanOrEqual(target * (1 - 1e-12));
          expect(stepUpValue(first - 500, s, r, years)).toBeLessThan(target);
        },
      ),
      RUNS,
    );
  });

  it('asks less at first than the flat SIP for the worked example (₹20,89,000, 12%, 15 years, 10%)', () => {
    expect(stepUpInstalment(2_089_000, 0, 0.12, 15)).toBe(4_500);
    expect(stepUpInstalment(2_089_000, 0.1, 0.12, 15)).toBe(2_500);
  });
});

describe('costOfWaiting', () => {
  it('is nothing to show for a one-year goal', () => {
    expect(costOfWaiting(1_00_000, 0.12, 1)).toBeNull();
  });

  it('is the rounded instalment over a year less, minus the rounded instalment now', () => {
    // ₹20,89,000 at 12%: 15 years asks ₹4,500 a month (4,181.51), 14 years ₹5,000 (4,834.56),
    // 13 years ₹6,000 (5,612.44).
    expect(costOfWaiting(2_089_000, 0.12, 15)).toBe(500);
    expect(costOfWaiting(2_089_000, 0.12, 14)).toBe(1_000);
    expect(costOfWaiting(2_38_500, 0.08, 3)).toBe(
      ceil500(sipFor(2_38_500, 0.08, 2)) - ceil500(sipFor(2_38_500, 0.08, 3)),
    );
  });

  it('keeps the step-up: ₹6,00,000 at no return, 20% more each year', () => {
    // Now, 3 years: 12 × (1 + 1.2 + 1.44) = 43.68 instalments, 6,00,000 / 43.68 = 13,736.26, so
    // ₹14,000. A year later, 2 years: 12 × 2.2 = 26.4, 6,00,000 / 26.4 = 22,727.27, so ₹23,000.
    expect(costOfWaiting(600_000, 0, 3, 0.2)).toBe(9_000);
    // Flat, the same goal asks ₹17,000 now and ₹25,000 a year later.
    expect(costOfWaiting(600_000, 0, 3)).toBe(8_000);
  });

  it('with no step-up is the flat instalments’ difference, and a step-up never costs less than nothing', () => {
    fc.assert(
      fc.property(arbTarget, arbRate, arbStepUp, fc.integer({ min: 2, max: 50 }), (t, r, s, y) => {
        expect(costOfWaiting(t, r, y, 0)).toBe(
          ceil500(sipFor(t, r, y - 1)) - ceil500(sipFor(t, r, y)),
        );
        expect(costOfWaiting(t, r, y, s)).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('never costs less than nothing, and is a multiple of ₹500', () => {
    fc.assert(
      fc.property(arbTarget, arbRate, fc.integer({ min: 2, max: 50 }), (target, r, years) => {
        const cost = costOfWaiting(target, r, years);
        expect(cost).not.toBeNull();
        expect(cost).toBeGreaterThanOrEqual(0);
        expect((cost ?? 1) % 500).toBe(0);
      }),
      RUNS,
    );
  });
});

describe('receiptRows', () => {
  it('lists each year of a flat plan: ₹1,000 a month at 12% for 10 years', () => {
    const rows = receiptRows(1000, 0, 0.12, 10);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toMatchObject({
      year: 1,
      monthly: 1000,
      paidThisYear: 12_000,
      paidSoFar: 12_000,
    });
    expect(rows[0]?.value).toBeCloseTo(12_682.5, 1);
    expect(rows.at(-1)).toMatchObject({ year: 10, paidThisYear: 12_000, paidSoFar: 1_20_000 });
    expect(rows.at(-1)?.value).toBeCloseTo(2_30_038.69, 1);
  });

  it('steps each year’s instalment up', () => {
    const rows = receiptRows(10_000, 0.1, 0.12, 3);
    expect(rows.map((r) => Math.round(r.monthly))).toEqual([10_000, 11_000, 12_100]);
    expect(rows.map((r) => Math.round(r.paidSoFar))).toEqual([1_20_000, 2_52_000, 3_97_200]);
  });

  it('ends at the plan’s figure before rounding, paid in adding up year by year', () => {
    fc.assert(
      fc.property(arbMonthly, arbStepUp, arbRate, arbYears, (p, s, r, years) => {
        const rows = receiptRows(p, s, r, years);
        expect(rows.map((row) => row.year)).toEqual(Array.from({ length: years }, (_, k) => k + 1));
        expect(rows.at(-1)?.value).toBe(stepUpValue(p, s, r, years));
        let paid = 0;
        rows.forEach((row, k) => {
          paid += row.paidThisYear;
          expect(row.paidThisYear).toBeCloseTo(row.monthly * 12, 6);
          expect(row.paidSoFar).toBeCloseTo(paid, 6);
          expect(row.value).toBeGreaterThanOrEqual(row.paidSoFar * (1 - 1e-12));
          if (k > 0) expect(row.monthly).toBeGreaterThanOrEqual(rows[k - 1]?.monthly ?? Infinity);
        });
      }),
      RUNS,
    );
  });

  it('paying the unrounded first instalment ends exactly at the target', () => {
    fc.assert(
      fc.property(arbTarget, arbStepUp, arbRate, arbYears, (target, s, r, years) => {
        const rows = receiptRows(stepUpInstalmentExact(target, s, r, years), s, r, years);
        expect((rows.at(-1)?.value ?? 0) / target).toBeCloseTo(1, 9);
      }),
      RUNS,
    );
  });
});
