import { ceil500, sipValue } from './annuity';

/**
 * Step-up SIPs, the cost of waiting and the year-by-year receipt, as spec/planner-math.md's "Step-up
 * and waiting" fixes them. Planner-neutral: Money Maps and the retirement planner both use it.
 * Rates are yearly fractions; instalments are monthly and paid at the end of each month.
 *
 * A step-up SIP pays P a month in the first year, and multiplies the instalment by (1 + s) at the
 * start of every later year.
 */

/** The step-ups a page offers: none to 20% a year. */
export const STEP_UP_LIMITS = { min: 0, max: 0.2 } as const;

/** (1 + i)^12 for the monthly rate i = rate / 12: how much a rupee grows in one year. */
function yearGrowth(annualRate: number): number {
  return Math.exp(12 * Math.log1p(annualRate / 12));
}

/**
 * What P a month, stepped up by `stepUp` each year, is worth after `years` whole years at
 * `annualRate`: sum over k = 0..Y-1 of P (1+s)^k sipValue(1, R, 1) (1+i)^(12 (Y-1-k)).
 *
 * Written as the flat plan's value plus what the step-ups add, (1+s)^k - 1 = expm1(k log1p s) for
 * each year: so a 0% step-up is the flat `sipValue` to the last digit, and a higher step-up, adding
 * larger non-negative terms, is never worth less.
 */
export function stepUpValue(monthly: number, stepUp: number, annualRate: number, years: number) {
  const flat = sipValue(monthly, annualRate, years);
  if (stepUp === 0) return flat;
  const oneYear = sipValue(1, annualRate, 1);
  const growth = yearGrowth(annualRate);
  let extra = 0;
  for (let k = 1; k < years; k++) {
    extra += Math.expm1(k * Math.log1p(stepUp)) * growth ** (years - 1 - k);
  }
  return flat + monthly * oneYear * extra;
}

/** The first year's monthly instalment, before rounding, that steps up to `target` in `years`. */
export function stepUpInstalmentExact(
  target: number,
  stepUp: number,
  annualRate: number,
  years: number,
): number {
  return target / stepUpValue(1, stepUp, annualRate, years);
}

/** The first year's monthly instalment, rounded up to the next ₹500, that steps up to `target`. */
export function stepUpInstalment(
  target: number,
  stepUp: number,
  annualRate: number,
  years: number,
): number {
  return ceil500(stepUpInstalmentExact(target, stepUp, annualRate, years));
}

/**
 * How much more a month the same target on the same date asks when the start is put off a year,
 * with the same yearly step-up: the first year's instalment over Y - 1 years minus the one over Y,
 * each rounded up to the next ₹500. With no step-up that is
 * ceil500(sipFor(target, R, Y - 1)) - ceil500(sipFor(target, R, Y)), as spec/planner-math.md has
 * it. Null when Y = 1 (a year's wait leaves no time at all).
 */
export function costOfWaiting(
  target: number,
  annualRate: number,
  years: number,
  stepUp = 0,
): number | null {
  if (years <= 1) return null;
  return (
    stepUpInstalment(target, stepUp, annualRate, years - 1) -
    stepUpInstalment(target, stepUp, annualRate, years)
  );
}

export type ReceiptRow = {
  readonly year: number;
  /** Each month's instalment in this year. */
  readonly monthly: number;
  /** The instalments paid in this year: twelve of `monthly`. */
  readonly paidThisYear: number;
  /** Everything paid in by the end of this year. */
  readonly paidSoFar: number;
  /** What the instalments paid so far are worth at the end of this year. */
  readonly value: number;
};

/**
 * The receipt of a plan, year by year: the instalments paid that year, the total paid so far and
 * the value at the end of the year, with or without a step-up. The last row's value is
 * `stepUpValue(monthly, stepUp, annualRate, years)` exactly: the plan's figure before rounding.
 */
export function receiptRows(
  monthly: number,
  stepUp: number,
  annualRate: number,
  years: number,
): ReceiptRow[] {
  const rows: ReceiptRow[] = [];
  let paidSoFar = 0;
  for (let year = 1; year <= years; year++) {
    const thisMonthly = stepUp === 0 ? monthly : monthly * (1 + stepUp) ** (year - 1);
    const paidThisYear = thisMonthly * 12;
    paidSoFar += paidThisYear;
    rows.push({
      year,
      monthly: thisMonthly,
      paidThisYear,
      paidSoFar,
      value: stepUpValue(monthly, stepUp, annualRate, year),
    });
  }
  return rows;
}
