import {
  areDefaultRates,
  ratesWith,
  RETURN_PROFILES,
  type PlannerRates,
  type ReturnProfile,
} from '../../../../../shared/planners/assumptions';
import type { RetirementOptions } from '../../../../../shared/planners/retirement';
import {
  ZRetirementInputsSchema,
  type TRetirementInputs,
} from '../../../../../shared/schemas/retirement';
import {
  isPlannerLink,
  readRatesAndStepUp,
  type LinkReading,
} from '../../../../components/planner/share-fragment';
import { setRatesAndStepUp } from '../../../../components/planner/share-fragment-writer';
import { retirementOptionsProblem } from '../../../../../shared/schemas/retirement-options';

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
  /** The options beyond the seeds (issue 25) that differ from their defaults; none when absent. */
  readonly options?: RetirementOptions;
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
// The options, each only when changed: life expectancy in years, the others as percentages.
const OPTION_NAMES = { life: 'life', retirementReturn: 'retReturn', spending: 'spending' } as const;
const LINK_NAMES = [...FIELDS.map(([name]) => name), PORTFOLIO, ...Object.values(OPTION_NAMES)];

const RATE_NAMES = { conservative: 'conservative', moderate: 'moderate', aggressive: 'aggressive' };

const percentText = (fraction: number) => String(Math.round(fraction * 10_000) / 100);

export function retirementFragment({
  inputs,
  rates,
  stepUp,
  profile,
  options = {},
}: SharedRetirement): string {
  const params = new URLSearchParams();
  for (const [name, field] of FIELDS) params.set(name, String(inputs[field]));
  params.set(PORTFOLIO, profile);
  if (options.lifeExpectancy !== undefined) {
    params.set(OPTION_NAMES.life, String(options.lifeExpectancy));
  }
  if (options.retirementReturn !== undefined) {
    params.set(OPTION_NAMES.retirementReturn, percentText(options.retirementReturn));
  }
  if (options.spendingShare !== undefined) {
    params.set(OPTION_NAMES.spending, percentText(options.spendingShare));
  }
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
  const options = readOptions(params, inputs.data.retirementAge);
  if (options === 'broken') return 'broken';
  return {
    inputs: inputs.data,
    rates: extras.rates ?? ratesWith(),
    stepUp: extras.stepUp,
    profile,
    ...(options ? { options } : {}),
  };
}

/** The options a link carries (undefined for none), checked as the options panel checks them. */
function readOptions(
  params: URLSearchParams,
  retirementAge: number,
): RetirementOptions | undefined | 'broken' {
  const read = (name: string) => {
    const text = params.get(name);
    if (text === null) return undefined;
    return text.trim() === '' ? Number.NaN : Number(text);
  };
  const life = read(OPTION_NAMES.life);
  const returnPercent = read(OPTION_NAMES.retirementReturn);
  const spendingPercent = read(OPTION_NAMES.spending);
  if (life === undefined && returnPercent === undefined && spendingPercent === undefined) {
    return undefined;
  }
  const options: RetirementOptions = {
    ...(life === undefined ? {} : { lifeExpectancy: life }),
    ...(returnPercent === undefined ? {} : { retirementReturn: returnPercent / 100 }),
    ...(spendingPercent === undefined ? {} : { spendingShare: spendingPercent / 100 }),
  };
  return retirementOptionsProblem(options, retirementAge) === null ? options : 'broken';
}
