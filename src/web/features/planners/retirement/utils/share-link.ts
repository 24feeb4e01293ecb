import {
  areDefaultRates,
  ratesWith,
  type PlannerRates,
} from '../../../../../shared/planners/assumptions';
import { ZPlannerRatesSchema } from '../../../../../shared/schemas/planner-rates';
import {
  ZRetirementInputsSchema,
  type TRetirementInputs,
} from '../../../../../shared/schemas/retirement';
import { ZStepUpSchema } from '../../../../../shared/schemas/save-money-map';

/**
 * A retirement plan as a link: its inputs, rates and step-up in the URL's fragment
 * (`/retirement-planner#age=30&retire=60&gender=male&existing=500000&retiral=1000000&expenses=50000&rent=0&pension=0`).
 * A fragment never reaches the server, so nothing a visitor typed is sent or logged by sharing.
 * Rates travel as percentages, as people read them, and only when they are not the defaults. A
 * link is read only when everything in it is valid; a broken one opens the empty form.
 */
export type SharedRetirement = {
  readonly inputs: TRetirementInputs;
  readonly rates: PlannerRates;
  readonly stepUp: number;
};

// Short names in the link for the plan's fields, in the order the panels ask for them.
const FIELDS = [
  ['age', 'age'],
  ['retire', 'retirementAge'],
  ['gender', 'gender'],
  ['existing', 'existingInvestment'],
  ['retiral', 'retiralBenefits'],
  ['expenses', 'presentMonthlyExpenses'],
  ['rent', 'rentalIncome'],
  ['pension', 'pensionIncome'],
] as const;

const toPercent = (fraction: number) => String(Math.round(fraction * 10_000) / 100);
const fromPercent = (text: string | null) =>
  text === null || text.trim() === '' ? Number.NaN : Number(text) / 100;

export function retirementFragment({ inputs, rates, stepUp }: SharedRetirement): string {
  const params = new URLSearchParams();
  for (const [name, field] of FIELDS) params.set(name, String(inputs[field]));
  if (!areDefaultRates(rates)) {
    params.set('inflation', toPercent(rates.inflation));
    params.set('conservative', toPercent(rates.returns.conservative));
    params.set('moderate', toPercent(rates.returns.moderate));
    params.set('aggressive', toPercent(rates.returns.aggressive));
  }
  if (stepUp > 0) params.set('stepUp', toPercent(stepUp));
  return `#${params.toString()}`;
}

/** The plan a fragment describes, or null when it describes none (or something invalid). */
export function parseRetirementFragment(hash: string): SharedRetirement | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('expenses')) return null;
  const raw: Record<string, unknown> = {};
  for (const [name, field] of FIELDS) {
    const text = params.get(name);
    if (field === 'gender') raw[field] = text;
    else if (text !== null && text.trim() !== '') raw[field] = Number(text);
  }
  const inputs = ZRetirementInputsSchema.safeParse(raw);
  if (!inputs.success) return null;
  let rates = ratesWith();
  if (params.has('inflation')) {
    const parsed = ZPlannerRatesSchema.safeParse({
      inflation: fromPercent(params.get('inflation')),
      returns: {
        conservative: fromPercent(params.get('conservative')),
        moderate: fromPercent(params.get('moderate')),
        aggressive: fromPercent(params.get('aggressive')),
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
  return { inputs: inputs.data, rates, stepUp };
}
