import type { PlannerRates } from '../../../shared/planners/assumptions';
import { areGoalDefaultRates } from '../../../shared/planners/money-map';
import { ZMoneyMapInputSchema, type TMoneyMapInput } from '../../../shared/schemas/money-map';
import {
  isPlannerLink,
  readRatesAndStepUp,
  setRatesAndStepUp,
  type LinkReading,
} from './share-fragment';

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
const RATE_NAMES = { conservative: 'debt', moderate: 'aa', aggressive: 'equity' };

export function shareFragment({ input, rates, stepUp }: SharedMap): string {
  const params = new URLSearchParams({
    pv: String(input.presentValue),
    goal: input.goal,
    years: String(input.years),
  });
  setRatesAndStepUp(params, RATE_NAMES, rates, stepUp);
  return `#${params.toString()}`;
}

const FIELDS = ['pv', 'goal', 'years'] as const;

// A missing or empty number is no number (Number('') would be 0).
const numberOf = (text: string | null) =>
  text === null || text.trim() === '' ? Number.NaN : Number(text);

/** The map a fragment describes; 'broken' when it is a map's link that cannot be read; else null. */
export function parseShareFragment(hash: string): LinkReading<SharedMap> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!isPlannerLink(params, FIELDS, RATE_NAMES)) return null;
  const input = ZMoneyMapInputSchema.safeParse({
    presentValue: numberOf(params.get('pv')),
    goal: params.get('goal'),
    years: numberOf(params.get('years')),
  });
  if (!input.success) return 'broken';
  const extras = readRatesAndStepUp(params, RATE_NAMES);
  if (!extras) return 'broken';
  return { input: input.data, ...extras };
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
