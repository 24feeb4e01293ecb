import { ceil500, lumpSumFor, lumpValue, sipFor } from './annuity';
import { DEFAULT_RATES, type PlannerRates, type ReturnProfile } from './assumptions';
import { receiptRows } from './step-up';
import {
  inflationFor,
  MONEY_MAP_GOAL_LABELS,
  MONEY_MAP_LIMITS,
  type MoneyMapGoal,
} from './money-map-goals';

// The inputs' constants live in money-map-goals.ts (the form, in the page's first load, needs only
// them); they are exported here too for the code that works with whole plans.
export {
  inflationFor,
  MONEY_MAP_GOAL_LABELS,
  MONEY_MAP_GOALS,
  MONEY_MAP_INFLATION,
  MONEY_MAP_LIMITS,
  type MoneyMapGoal,
} from './money-map-goals';

/**
 * Money maps (the goal calculator), as spec/planner-math.md fixes it: a goal's cost today is grown
 * by inflation to its cost in `years`, and three routes (debt, asset allocation, equity) each give
 * the monthly SIP that reaches it. The rates come from assumptions.ts (decision 25): debt earns the
 * conservative return, asset allocation the moderate one and equity the aggressive one; a user's
 * edited rates (`PlannerRates`) replace them. The page's assumptions note reads these constants,
 * so the figures and the words explaining them cannot drift apart.
 */

export type MoneyMapRouteId = 'debt' | 'assetAllocation' | 'equity';

export type MoneyMapRoute = {
  readonly id: MoneyMapRouteId;
  readonly label: string;
  /** The return profile of assumptions.ts whose rate this route earns. */
  readonly profile: ReturnProfile;
  /** Expected yearly return at the default rates, as a fraction. */
  readonly rate: number;
  /** The horizons, in whole years, for which this route is suggested (inclusive). */
  readonly minYears: number;
  readonly maxYears: number;
};

/** In order of horizon: the suggested route is the one whose years contain the goal's. */
export const MONEY_MAP_ROUTES: readonly MoneyMapRoute[] = [
  {
    id: 'debt',
    label: 'Debt',
    profile: 'conservative',
    rate: DEFAULT_RATES.returns.conservative,
    minYears: 1,
    maxYears: 3,
  },
  {
    id: 'assetAllocation',
    label: 'Asset allocation',
    profile: 'moderate',
    rate: DEFAULT_RATES.returns.moderate,
    minYears: 4,
    maxYears: 7,
  },
  {
    id: 'equity',
    label: 'Equity',
    profile: 'aggressive',
    rate: DEFAULT_RATES.returns.aggressive,
    minYears: 8,
    maxYears: MONEY_MAP_LIMITS.maxYears,
  },
];

export type MoneyMapInput = {
  presentValue: number;
  goal: MoneyMapGoal;
  years: number;
  /**
   * Rupees already put aside for this goal today (0 when absent): invested at each route's rate
   * until the goal, they pay for part of its future cost, and the SIP is worked out for the rest.
   */
  alreadySaved?: number;
};

/**
 * The rates a goal starts with: the defaults, with the goal's own inflation. Choosing a goal resets
 * the Assumptions panel's inflation to this (decision 25); the returns a user edited stay.
 */
export function ratesForGoal(
  goal: MoneyMapGoal,
  rates: PlannerRates = DEFAULT_RATES,
): PlannerRates {
  return { inflation: inflationFor(goal), returns: rates.returns };
}

/** True when `rates` are the ones the goal starts with: nothing was edited. */
export function areGoalDefaultRates(goal: MoneyMapGoal, rates: PlannerRates): boolean {
  const start = ratesForGoal(goal);
  return (
    rates.inflation === start.inflation &&
    MONEY_MAP_ROUTES.every((r) => rates.returns[r.profile] === start.returns[r.profile])
  );
}

/**
 * What the goal will cost in `years`, rounded up to the next ₹500, at the goal's inflation unless
 * another (edited) inflation is given.
 */
export function futureValue(
  presentValue: number,
  goal: MoneyMapGoal,
  years: number,
  inflation: number = inflationFor(goal),
): number {
  return ceil500(presentValue * (1 + inflation) ** years);
}

/** The monthly SIP, rounded up to the next ₹500, that grows to `target` in `years` at `rate`. */
export function monthlyInstalment(target: number, rate: number, years: number): number {
  return ceil500(sipFor(target, rate, years));
}

/** Debt up to 3 years, asset allocation for 4 to 7, equity beyond 7. */
export function suggestedRoute(years: number): MoneyMapRoute {
  const route = MONEY_MAP_ROUTES.find((r) => years <= r.maxYears) ?? MONEY_MAP_ROUTES.at(-1);
  if (!route) throw new Error('MONEY_MAP_ROUTES is empty');
  return route;
}

type MoneyMapRoutePlan = MoneyMapRoute & {
  readonly monthly: number;
  /** What the amount already saved grows to by the goal at this route's rate. */
  readonly savedAtGoal: number;
  /** The part of the future cost left for the SIP: 0 when what is saved covers it. */
  readonly remaining: number;
  /** True when what is already saved, grown at this route's rate, pays for the whole goal. */
  readonly covered: boolean;
  /** The one-time amount, invested today at this route's rate, that pays for what remains. */
  readonly lumpSum: number;
};

/**
 * One route of a goal: what is already saved grows to `L (1 + i)^N` (i = rate / 12, N = 12 × years,
 * the instalments' monthly compounding); the SIP pays for what remains of the future cost, and the
 * lump sum is that remainder discounted by `(1 + i)^N`. Both rounded up to the next ₹500.
 */
export function routeFigures(
  target: number,
  rate: number,
  years: number,
  alreadySaved = 0,
): Pick<MoneyMapRoutePlan, 'monthly' | 'savedAtGoal' | 'remaining' | 'covered' | 'lumpSum'> {
  const savedAtGoal = alreadySaved > 0 ? lumpValue(alreadySaved, rate, years) : 0;
  const remaining = Math.max(0, target - savedAtGoal);
  return {
    monthly: remaining > 0 ? monthlyInstalment(remaining, rate, years) : 0,
    savedAtGoal,
    remaining,
    covered: remaining === 0,
    lumpSum: ceil500(lumpSumFor(remaining, rate, years)),
  };
}

export type MoneyMapPlan = {
  readonly input: MoneyMapInput;
  readonly goalLabel: string;
  /** The rates in use: the goal's defaults, or what the user set in the Assumptions panel. */
  readonly rates: PlannerRates;
  readonly inflation: number;
  readonly futureValue: number;
  /** One entry per route, in the order of MONEY_MAP_ROUTES. */
  readonly routes: readonly MoneyMapRoutePlan[];
  readonly suggested: MoneyMapRoutePlan;
};

/**
 * The money map of `input`. Without `rates`, the goal's own inflation and the default returns
 * (spec/planner-math.md's worked examples); with them, their inflation and returns, as edited in
 * the Assumptions panel (the page resets their inflation to the goal's when the goal changes).
 */
export function planMoneyMap(input: MoneyMapInput, rates?: PlannerRates): MoneyMapPlan {
  const inUse = rates ?? ratesForGoal(input.goal);
  const target = futureValue(input.presentValue, input.goal, input.years, inUse.inflation);
  const routes = MONEY_MAP_ROUTES.map((route) => {
    const rate = inUse.returns[route.profile];
    return { ...route, rate, ...routeFigures(target, rate, input.years, input.alreadySaved) };
  });
  const suggestedId = suggestedRoute(input.years).id;
  const suggested = routes.find((r) => r.id === suggestedId);
  if (!suggested) throw new Error(`No plan for route ${suggestedId}`);
  return {
    input,
    goalLabel: MONEY_MAP_GOAL_LABELS[input.goal],
    rates: inUse,
    inflation: inUse.inflation,
    futureValue: target,
    routes,
    suggested,
  };
}

export type GrowthPoint = {
  readonly year: number;
  /** What has been paid in by the end of the year. */
  readonly paidIn: number;
  /** What the instalments are worth at the end of the year. */
  readonly value: number;
};

/**
 * Year by year, what `monthly` paid at `rate` adds up to: the chart of the suggested route. With a
 * step-up, `monthly` is the first year's instalment and each later year's is `stepUp` more, as
 * the step-up SIPs are worked out (step-up.ts): the last point is then the plan's figure too.
 */
export function growthSeries(
  monthly: number,
  rate: number,
  years: number,
  stepUp = 0,
): GrowthPoint[] {
  return receiptRows(monthly, stepUp, rate, years).map((row) => ({
    year: row.year,
    paidIn: row.paidSoFar,
    value: row.value,
  }));
}
