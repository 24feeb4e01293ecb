/**
 * The money primitives every planner shares, exactly as spec/planner-math.md defines them. Rates
 * are yearly fractions (0.12 for 12%); instalments are monthly and paid at the END of each month
 * (an ordinary annuity), the convention of AMFI's investor-education calculator.
 */

const STEP = 500;

/** The smallest multiple of 500 that is >= x (0 stays 0, a tiny positive amount becomes 500). */
export function ceil500(x: number): number {
  const y = Math.ceil(x / STEP) * STEP;
  // x / 500 can round down (or underflow to 0 for a tiny x); `|| 0` turns -0 into 0.
  return y < x ? y + STEP : y || 0;
}

function monthsFor(years: number): number {
  const months = 12 * years;
  if (!(months > 0)) throw new RangeError(`A plan needs at least one month, got ${years} years`);
  return months;
}

/**
 * ((1 + i)^n - 1) / i: what 1 a month for n months grows to at the monthly rate i. expm1/log1p keep
 * it exact for a tiny i, and it is never less than n (Bernoulli's inequality): for a rate so small
 * that i itself loses digits, the rounded quotient could dip below n and make a higher return ask
 * a larger instalment than no return at all.
 */
function growthFactor(i: number, n: number): number {
  if (i === 0) return n;
  return Math.max(n, Math.expm1(n * Math.log1p(i)) / i);
}

/** The monthly instalment that grows to `target` in `years` at the yearly rate `annualRate`. */
export function sipFor(target: number, annualRate: number, years: number): number {
  return target / growthFactor(annualRate / 12, monthsFor(years));
}

/** What a monthly instalment grows to in `years` at the yearly rate `annualRate`. */
export function sipValue(monthly: number, annualRate: number, years: number): number {
  return monthly * growthFactor(annualRate / 12, monthsFor(years));
}

/**
 * The value now of `n` yearly payments, the first (`first`) paid at once, each later one grown by
 * `growth` and all discounted at `discount`: sum over t = 0..n-1 of first * ((1+g)/(1+r))^t.
 */
export function annuityDue(first: number, growth: number, discount: number, n: number): number {
  const ratio = (1 + growth) / (1 + discount);
  let total = 0;
  let payment = first;
  for (let t = 0; t < n; t++) {
    total += payment;
    payment *= ratio;
  }
  return total;
}

/**
 * (1 + i)^n for the monthly rate i = annualRate / 12 and n = 12 × years: what one rupee invested
 * today is worth in `years`, compounded monthly like the instalments.
 */
function lumpGrowth(annualRate: number, years: number): number {
  return Math.exp(monthsFor(years) * Math.log1p(annualRate / 12));
}

/** What `amount` invested today grows to in `years` at the yearly rate `annualRate`. */
export function lumpValue(amount: number, annualRate: number, years: number): number {
  return amount * lumpGrowth(annualRate, years);
}

/** The amount to invest today that grows to `target` in `years` at the yearly rate `annualRate`. */
export function lumpSumFor(target: number, annualRate: number, years: number): number {
  return target / lumpGrowth(annualRate, years);
}
