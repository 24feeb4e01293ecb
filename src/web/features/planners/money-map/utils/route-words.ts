import {
  MONEY_MAP_LIMITS,
  type MoneyMapRoute,
  type MoneyMapRouteId,
} from '../../../../../shared/planners/money-map';

/** The horizon a route suits, read from its bounds: 'Up to 3 years', '4–7 years', 'Over 7 years'. */
export function routeHorizon(route: Pick<MoneyMapRoute, 'minYears' | 'maxYears'>): string {
  if (route.minYears <= MONEY_MAP_LIMITS.minYears) return `Up to ${route.maxYears} years`;
  if (route.maxYears >= MONEY_MAP_LIMITS.maxYears) return `Over ${route.minYears - 1} years`;
  return `${route.minYears}–${route.maxYears} years`;
}

/** Why a route suits its horizon, in a sentence. */
export const ROUTE_REASONS: Readonly<Record<MoneyMapRouteId, string>> = {
  debt: 'With the goal this close, steady debt funds keep what you have saved safe from a market fall just before you need it.',
  assetAllocation:
    'A mix of equity and debt gives enough growth to beat inflation and enough steadiness for a goal a few years away.',
  equity:
    'Over a long stretch the ups and downs of shares have time to even out, and their higher return asks the least of you each month.',
};

/** '1 year', '10 years'. */
export function yearsText(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}
