import type { PlannerRates } from '../../../../../shared/planners/assumptions';
import { ratesWith } from '../../../../../shared/planners/assumptions';
import { areGoalDefaultRates } from '../../../../../shared/planners/money-map';
import { ZMoneyMapInputSchema, type TMoneyMapInput } from '../../../../../shared/schemas/money-map';
import { ZPlannerRatesSchema } from '../../../../../shared/schemas/planner-rates';
import { ZStepUpSchema } from '../../../../../shared/schemas/save-money-map';
import type { Scenario } from '../types';

/**
 * A money map as a link: its inputs, rates and step-up in the URL's fragment
 * (`/moneyMap#pv=500000&goal=EDUCATION&years=15&inflation=10&debt=8&aa=10&equity=12&stepUp=10`).
 * A fragment never reaches the server, so nothing a visitor typed is sent or logged by sharing.
 * Rates travel as percentages, as people read them. A link is read only when everything in it is
 * valid; a broken one opens the empty form.
 */
export type SharedMap = {
  input: TMoneyMapInput;
  /** Undefined when the link carries no rates: the goal's defaults. */
  rates?: PlannerRates;
  stepUp: number;
};

const toPercent = (fraction: number) => String(Math.round(fraction * 10_000) / 100);
const fromPercent = (text: string | null) =>
  text === null || text.trim() === '' ? Number.NaN : Number(text) / 100;

export function shareFragment({ input, rates, stepUp }: SharedMap): string {
  const params = new URLSearchParams({
    pv: String(input.presentValue),
    goal: input.goal,
    years: String(input.years),
  });
  if (rates) {
    params.set('inflation', toPercent(rates.inflation));
    params.set('debt', toPercent(rates.returns.conservative));
    params.set('aa', toPercent(rates.returns.moderate));
    params.set('equity', toPercent(rates.returns.aggressive));
  }
  if (stepUp > 0) params.set('stepUp', toPercent(stepUp));
  return `#${params.toString()}`;
}

/** The map a fragment describes, or null when it describes none (or something invalid). */
export function parseShareFragment(hash: string): SharedMap | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('pv')) return null;
  const input = ZMoneyMapInputSchema.safeParse({
    presentValue: Number(params.get('pv')),
    goal: params.get('goal'),
    years: Number(params.get('years')),
  });
  if (!input.success) return null;
  let rates: PlannerRates | undefined;
  if (params.has('inflation')) {
    const parsed = ZPlannerRatesSchema.safeParse({
      inflation: fromPercent(params.get('inflation')),
      returns: {
        conservative: fromPercent(params.get('debt')),
        moderate: fromPercent(params.get('aa')),
        aggressive: fromPercent(params.get('equity')),
      },
    });
    if (!parsed.success) return null;
    rates = ratesWith(parsed.data);
  }
  let stepUp = 0;
  if (params.has('stepUp')) {
    const parsed = ZStepUpSchema.safeParse(fromPercent(params.get('stepUp')));
    if (!parsed.success) return null;
    stepUp = parsed.data;
  }
  return { input: input.data, rates, stepUp };
}

/** The fragment of a money map on screen: its rates only when they are not the goal's own. */
export function shareFragmentOf({ input, rates, stepUp }: Scenario): string {
  return shareFragment({
    input,
    rates: areGoalDefaultRates(input.goal, rates) ? undefined : rates,
    stepUp,
  });
}
