import { DEFAULT_RATES, HIGH_INFLATION } from './assumptions';

/**
 * Money maps' inputs: the goals, their labels, their inflation and the limits of the form. Kept
 * apart from the calculation (money-map.ts) because the form, part of the page's first load, needs
 * only these; the calculation loads with the result.
 */

export const MONEY_MAP_GOALS = [
  'EDUCATION',
  'HEALTH',
  'BUSINESS',
  'VEHICLE',
  'HOME',
  'HOLIDAY',
  'MARRIAGE',
  'OTHER',
] as const;
export type MoneyMapGoal = (typeof MONEY_MAP_GOALS)[number];

export const MONEY_MAP_GOAL_LABELS: Readonly<Record<MoneyMapGoal, string>> = {
  EDUCATION: 'Education',
  HEALTH: 'Health',
  BUSINESS: 'Business',
  VEHICLE: 'Vehicle',
  HOME: 'Home',
  HOLIDAY: 'Holiday',
  MARRIAGE: 'Marriage',
  OTHER: 'Any other goals',
};

/** Education and health costs rise faster than prices in general (assumptions.ts). */
export const MONEY_MAP_INFLATION = {
  default: DEFAULT_RATES.inflation,
  high: HIGH_INFLATION,
  highGoals: ['EDUCATION', 'HEALTH'] as readonly MoneyMapGoal[],
} as const;

export const MONEY_MAP_LIMITS = {
  minPresentValue: 1,
  /** ₹1,000 crore: far beyond any personal goal, and well inside exact floating-point range. */
  maxPresentValue: 10_000_000_000,
  minYears: 1,
  maxYears: 50,
} as const;

/** 10% for education and health, 6% for every other goal (the seeds' rates). */
export function inflationFor(goal: MoneyMapGoal): number {
  return MONEY_MAP_INFLATION.highGoals.includes(goal)
    ? MONEY_MAP_INFLATION.high
    : MONEY_MAP_INFLATION.default;
}
