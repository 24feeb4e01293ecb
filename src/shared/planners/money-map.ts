import { ceil500, sipFor, sipValue } from './annuity';

/**
 * Money maps (the goal calculator), as spec/planner-math.md fixes it: a goal's cost today is grown
 * by inflation to its cost in `years`, and three routes (debt, asset allocation, equity) each give
 * the monthly SIP that reaches it. The page's assumptions note reads these constants, so the
 * figures and the words explaining them cannot drift apart.
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

/** Education and health costs rise faster than prices in general. */
export const MONEY_MAP_INFLATION = {
  default: 0.06,
  high: 0.1,
  highGoals: ['EDUCATION', 'HEALTH'] as readonly MoneyMapGoal[],
} as const;

export const MONEY_MAP_LIMITS = {
  minPresentValue: 1,
  /** ₹1,000 crore: far beyond any personal goal, and well inside exact floating-point range. */
  maxPresentValue: 10_000_000_000,
  minYears: 1,
  maxYears: 50,
} as const;

export type MoneyMapRouteId = 'debt' | 'assetAllocation' | 'equity';

export type MoneyMapRoute = {
  readonly id: MoneyMapRouteId;
  readonly label: string;
  /** Expected yearly return, as a fraction. */
  readonly rate: number;
  /** The horizons, in whole years, for which this route is suggested (inclusive). */
  readonly minYears: number;
  readonly maxYears: number;
};

/** In order of horizon: the suggested route is the one whose years contain the goal's. */
export const MONEY_MAP_ROUTES: readonly MoneyMapRoute[] = [
  { id: 'debt', label: 'Debt', rate: 0.08, minYears: 1, maxYears: 3 },
  { id: 'assetAllocation', label: 'Asset allocation', rate: 0.1, minYears: 4, maxYears: 7 },
  {
    id: 'equity',
    label: 'Equity',
    rate: 0.12,
    minYears: 8,
    maxYears: MONEY_MAP_LIMITS.maxYears,
  },
];

export type MoneyMapInput = {
  presentValue: number;
  goal: MoneyMapGoal;
  years: number;
};

export function inflationFor(goal: MoneyMapGoal): number {
  return MONEY_MAP_INFLATION.highGoals.includes(goal)
    ? MONEY_MAP_INFLATION.high
    : MONEY_MAP_INFLATION.default;
}

/** What the goal will cost in `years`, rounded up to the next ₹500. */
export function futureValue(presentValue: number, goal: MoneyMapGoal, years: number): number {
  return ceil500(presentValue * (1 + inflationFor(goal)) ** years);
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

type MoneyMapRoutePlan = MoneyMapRoute & { readonly monthly: number };

export type MoneyMapPlan = {
  readonly input: MoneyMapInput;
  readonly goalLabel: string;
  readonly inflation: number;
  readonly futureValue: number;
  /** One entry per route, in the order of MONEY_MAP_ROUTES. */
  readonly routes: readonly MoneyMapRoutePlan[];
  readonly suggested: MoneyMapRoutePlan;
};

export function planMoneyMap(input: MoneyMapInput): MoneyMapPlan {
  const target = futureValue(input.presentValue, input.goal, input.years);
  const routes = MONEY_MAP_ROUTES.map((route) => ({
    ...route,
    monthly: monthlyInstalment(target, route.rate, input.years),
  }));
  const suggestedId = suggestedRoute(input.years).id;
  const suggested = routes.find((r) => r.id === suggestedId);
  if (!suggested) throw new Error(`No plan for route ${suggestedId}`);
  return {
    input,
    goalLabel: MONEY_MAP_GOAL_LABELS[input.goal],
    inflation: inflationFor(input.goal),
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

/** Year by year, what `monthly` paid at `rate` adds up to: the chart of the suggested route. */
export function growthSeries(monthly: number, rate: number, years: number): GrowthPoint[] {
  return Array.from({ length: years }, (_, k) => {
    const year = k + 1;
    return { year, paidIn: monthly * 12 * year, value: sipValue(monthly, rate, year) };
  });
}
