import type { PlannerRates } from '../../../shared/planners/assumptions';
import { areGoalDefaultRates } from '../../../shared/planners/money-map';
import type { TMoneyMapInput } from '../../../shared/schemas/money-map';
import { setRatesAndStepUp } from './share-fragment-writer';

/**
 * A money map as a link: its inputs, rates and step-up in the URL's fragment
 * (`/moneyMap#pv=500000&goal=EDUCATION&years=15&inflation=10&debt=8&aa=10&equity=12&stepUp=10`).
 * A fragment never reaches the server, so nothing a visitor typed is sent or logged by sharing.
 * Rates travel as percentages, as people read them. A link is read only when everything in it is
 * valid; a broken one opens the empty form, and the page says the link could not be read. Money
 * Maps writes and reads it; /profile opens a saved map with it.
 */
export type SharedMap = {
  input: TMoneyMapInput;
  /** Undefined when the link carries no rates: the goal's defaults. */
  rates?: PlannerRates;
  stepUp: number;
};

// The returns by the routes' names: debt, asset allocation, equity.
export const RATE_NAMES = { conservative: 'debt', moderate: 'aa', aggressive: 'equity' };

export function shareFragment({ input, rates, stepUp }: SharedMap): string {
  const params = new URLSearchParams({
    pv: String(input.presentValue),
    goal: input.goal,
    years: String(input.years),
  });
  setRatesAndStepUp(params, RATE_NAMES, rates, stepUp);
  return `#${params.toString()}`;
}

/** The fragment of a money map: its rates only when they are not the goal's own. */
export function shareFragmentOf({
  input,
  rates,
  stepUp,
}: {
  input: TMoneyMapInput;
  rates: PlannerRates;
  stepUp: number;
}): string {
  return shareFragment({
    input,
    rates: areGoalDefaultRates(input.goal, rates) ? undefined : rates,
    stepUp,
  });
}
