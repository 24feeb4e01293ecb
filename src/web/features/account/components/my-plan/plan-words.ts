import { formatRupees, rupeesInWords } from '../../../../../shared/format/rupees';
import { MONEY_MAP_ROUTES } from '../../../../../shared/planners/money-map';
import { RETURN_PROFILE_LABELS } from '../../../../../shared/planners/retirement-limits';
import type { TPlanGoal } from '../../../../../shared/schemas/my-plan';

/** The portfolios a goal can be funded at: Money Maps' routes, or the retirement profiles. */
export function portfolioOptions(kind: TPlanGoal['kind']) {
  if (kind === 'moneyMap') {
    return MONEY_MAP_ROUTES.map((route) => ({ value: route.id, label: route.label }));
  }
  return Object.entries(RETURN_PROFILE_LABELS).map(([value, label]) => ({ value, label }));
}

export function portfolioLabel(goal: Pick<TPlanGoal, 'kind' | 'portfolio'>): string {
  return (
    portfolioOptions(goal.kind).find((option) => option.value === goal.portfolio)?.label ??
    goal.portfolio
  );
}

export const yearsWord = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

/**
 * An amount in rupees, with its reading in lakh or crore when that says more than the digits do
 * ('₹1,25,000 (1.25 lakh)'; below a lakh the words would only repeat the digits).
 */
export function rupeesAndWords(amount: number): string {
  const words = rupeesInWords(amount);
  return /lakh|crore/.test(words)
    ? `${formatRupees(amount)} (${words} rupees)`
    : formatRupees(amount);
}
