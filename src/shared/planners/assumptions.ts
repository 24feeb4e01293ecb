/**
 * Every rate the planners assume, in one place (decision 25). The defaults are the seeds' (section
 * 9 of seeds/000) and give spec/planner-math.md's worked examples exactly; the planner pages, their
 * footnotes and the FAQ read them from here, so the figures and the words cannot drift apart.
 * Rates are yearly fractions (0.08 for 8%).
 */

/** The three return profiles: the retirement planner's gauges and Money Maps' routes. */
export const RETURN_PROFILES = ['conservative', 'moderate', 'aggressive'] as const;
export type ReturnProfile = (typeof RETURN_PROFILES)[number];

/** What a user may change in a planner's Assumptions panel; a payload without rates means these. */
export type PlannerRates = {
  /** General price inflation: expenses before and in retirement, and most goals' costs. */
  readonly inflation: number;
  /** Expected yearly return of each profile. */
  readonly returns: Readonly<Record<ReturnProfile, number>>;
};

export const DEFAULT_RATES: PlannerRates = {
  // The seeds' 6%: close to India's long-run consumer-price inflation and the RBI's 4% ± 2% band's top.
  inflation: 0.06,
  // The seeds' illustration rates, low enough for AMFI's rule that distributors illustrate
  // conservatively: debt-heavy 8%, balanced 10%, equity-heavy 12%.
  returns: { conservative: 0.08, moderate: 0.1, aggressive: 0.12 },
};

/** Education and health costs have risen faster than prices in general (the seeds' 10%). */
export const HIGH_INFLATION = 0.1;

/** The Assumptions panel's ranges. Returns: decision 25's 2% to 13%. */
export const RATE_LIMITS = {
  returns: { min: 0.02, max: 0.13 },
  inflation: { min: 0.02, max: 0.15 },
} as const;

/** The retirement planner's fixed assumptions (seeds section 9; not offered for change). */
export const RETIREMENT_ASSUMPTIONS = {
  /** Years a person is planned to live to: the seeds' 85 for men (and by default), 90 for women. */
  lifeExpectancy: { male: 85, female: 90 },
  /** Money in retirement is assumed to earn this much a year (the seeds' discount rate). */
  discountRate: 0.04,
  /** Rent is assumed to rise this much a year, before and after retirement. */
  rentGrowth: 0.05,
  /** A pension is assumed fixed: it does not grow. */
  pensionGrowth: 0,
} as const;

/** The rates in use: the defaults, with whatever a user changed. */
export function ratesWith(changes?: {
  readonly inflation?: number;
  readonly returns?: Partial<Record<ReturnProfile, number>>;
}): PlannerRates {
  return {
    inflation: changes?.inflation ?? DEFAULT_RATES.inflation,
    returns: { ...DEFAULT_RATES.returns, ...changes?.returns },
  };
}

/** True when the rates are the defaults: the pages then say "the seeds' rates" in their footnotes. */
export function areDefaultRates(rates: PlannerRates): boolean {
  return (
    rates.inflation === DEFAULT_RATES.inflation &&
    RETURN_PROFILES.every((p) => rates.returns[p] === DEFAULT_RATES.returns[p])
  );
}
