import {
  areDefaultRates,
  ratesWith,
  RETURN_PROFILES,
  type PlannerRates,
  type ReturnProfile,
} from '../../../../../shared/planners/assumptions';
import {
  ZRetirementInputsSchema,
  type TRetirementInputs,
} from '../../../../../shared/schemas/retirement';
import {
  isPlannerLink,
  readRatesAndStepUp,
  setRatesAndStepUp,
  type LinkReading,
} from '../../../../components/planner/share-fragment';

/**
 * A retirement plan as a link: its inputs, the portfolio chosen, rates and step-up in the URL's
 * fragment
 * (`/retirement-planner#age=30&retire=60&gender=male&existing=500000&retiral=1000000&expenses=50000&rent=0&pension=0&portfolio=moderate`).
 * A fragment never reaches the server, so nothing a visitor typed is sent or logged by sharing.
 * Rates travel as percentages, as people read them, and only when they are not the defaults. A
 * link is read only when everything in it is valid; a broken one opens the empty form, and the
 * page says the link could not be read. A link without a portfolio opens on the conservative one,
 * as the Summary does.
 */
export type SharedRetirement = {
  readonly inputs: TRetirementInputs;
  readonly rates: PlannerRates;
  readonly stepUp: number;
  /** The portfolio whose SIP the plan shows. */
  readonly profile: ReturnProfile;
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
const PORTFOLIO = 'portfolio';
const LINK_NAMES = [...FIELDS.map(([name]) => name), PORTFOLIO];

const RATE_NAMES = { conservative: 'conservative', moderate: 'moderate', aggressive: 'aggressive' };

export function retirementFragment({ inputs, rates, stepUp, profile }: SharedRetirement): string {
  const params = new URLSearchParams();
  for (const [name, field] of FIELDS) params.set(name, String(inputs[field]));
  params.set(PORTFOLIO, profile);
  setRatesAndStepUp(params, RATE_NAMES, areDefaultRates(rates) ? undefined : rates, stepUp);
  return `#${params.toString()}`;
}

const isProfile = (text: string | null): text is ReturnProfile =>
  RETURN_PROFILES.some((profile) => profile === text);

/** The plan a fragment describes; 'broken' when it is a plan's link that cannot be read; else null. */
export function parseRetirementFragment(hash: string): LinkReading<SharedRetirement> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!isPlannerLink(params, LINK_NAMES, RATE_NAMES)) return null;
  const raw: Record<string, unknown> = {};
  for (const [name, field] of FIELDS) {
    const text = params.get(name);
    if (field === 'gender') raw[field] = text;
    else if (text !== null && text.trim() !== '') raw[field] = Number(text);
  }
  const inputs = ZRetirementInputsSchema.safeParse(raw);
  if (!inputs.success) return 'broken';
  const extras = readRatesAndStepUp(params, RATE_NAMES);
  if (!extras) return 'broken';
  const profile = params.get(PORTFOLIO) ?? 'conservative';
  if (!isProfile(profile)) return 'broken';
  return {
    inputs: inputs.data,
    rates: extras.rates ?? ratesWith(),
    stepUp: extras.stepUp,
    profile,
  };
}
