import { RETIREMENT_ASSUMPTIONS, type ReturnProfile } from './assumptions';
import type { RetirementOptions } from './retirement';

/**
 * The retirement planner's inputs: their ranges, choices and labels. Kept apart from the maths
 * (retirement.ts) so that the page's first load, which draws the forms, carries the limits but not
 * the calculation, which loads with the Summary.
 */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Readonly<Record<Gender, string>> = { male: 'Male', female: 'Female' };

export const RETURN_PROFILE_LABELS: Readonly<Record<ReturnProfile, string>> = {
  conservative: 'Conservative',
  moderate: 'Moderate',
  aggressive: 'Aggressive',
};

export const RETIREMENT_LIMITS = {
  age: { min: 18, max: 65, default: 18 },
  retirementAge: { min: 40, max: 80, default: 60 },
  /** The seeds' minimum present monthly expenses. */
  minMonthlyExpenses: 5000,
  /** ₹1,000 crore: far beyond any one person's savings, and well inside exact floating point. */
  maxLumpSum: 10_000_000_000,
  /** ₹1 crore a month: far beyond any household's monthly budget. */
  maxMonthly: 10_000_000,
} as const;

/**
 * The ranges of the options beyond the seeds (issue 25): life expectancy and spending share here,
 * the return in retirement by RATE_LIMITS.
 */
export const RETIREMENT_OPTION_LIMITS = {
  lifeExpectancy: { min: 70, max: 100 },
  spendingShare: { min: 0.3, max: 1.5 },
} as const;

export function lifeExpectancyFor(gender: Gender): number {
  return RETIREMENT_ASSUMPTIONS.lifeExpectancy[gender];
}

/**
 * The options a user changed, or null when every one is the seeds' (nothing to store or show).
 * Here, not beside the options' schema, so that the planner's first load builds no schema.
 */
export function changedOptions(options: RetirementOptions | undefined): RetirementOptions | null {
  if (!options) return null;
  const changed = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as RetirementOptions;
  return Object.keys(changed).length > 0 ? changed : null;
}
