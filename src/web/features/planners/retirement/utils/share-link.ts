import {
  areDefaultRates,
  ratesWith,
  type PlannerRates,
} from '../../../../../shared/planners/assumptions';
import {
  ZRetirementInputsSchema,
  type TRetirementInputs,
} from '../../../../../shared/schemas/retirement';
import {
  readRatesAndStepUp,
  setRatesAndStepUp,
} from '../../../../components/planner/share-fragment';

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

const RATE_NAMES = { conservative: 'conservative', moderate: 'moderate', aggressive: 'aggressive' };

export function retirementFragment({ inputs, rates, stepUp }: SharedRetirement): string {
  const params = new URLSearchParams();
  for (const [name, field] of FIELDS) params.set(name, String(inputs[field]));
  setRatesAndStepUp(params, RATE_NAMES, areDefaultRates(rates) ? undefined : rates, stepUp);
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
  const extras = readRatesAndStepUp(params, RATE_NAMES);
  if (!extras) return null;
  return { inputs: inputs.data, rates: extras.rates ?? ratesWith(), stepUp: extras.stepUp };
}
