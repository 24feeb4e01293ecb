import { annuityDue, ceil500, lumpSumFor, sipFor, sipValue } from './annuity';
import {
  DEFAULT_RATES,
  RETIREMENT_ASSUMPTIONS,
  RETURN_PROFILES,
  type PlannerRates,
  type ReturnProfile,
} from './assumptions';
import { lifeExpectancyFor, RETURN_PROFILE_LABELS, type Gender } from './retirement-limits';

/**
 * The retirement planner, step by step as spec/planner-math.md fixes it: what a retirement from
 * `retirementAge` to life expectancy costs (in rupees of the day one retires), what rent, pension,
 * retiral benefits and the money already invested cover of it, and the monthly SIP by profile that
 * makes up the rest. The page, its "How this is calculated" section and the server's save all read
 * these functions, so a figure shown, explained and stored is the same figure.
 *
 * Rates come from assumptions.ts (decision 25): `rates.inflation` stands for every 6% that is
 * inflation (expenses before and in retirement, Try New's today's value), and the conservative
 * return also grows the existing investment. The rates in retirement are fixed.
 */

/** The eight inputs the plan needs (Try New's instalment comes separately). */
export type RetirementInputs = {
  readonly age: number;
  readonly retirementAge: number;
  readonly gender: Gender;
  /** Rupees invested today. */
  readonly existingInvestment: number;
  /** A lump sum expected at retirement (provident fund, gratuity). */
  readonly retiralBenefits: number;
  /** Rupees a month, today. */
  readonly presentMonthlyExpenses: number;
  /** Rupees a month, today; grows with rents before and after retirement. */
  readonly rentalIncome: number;
  /** Rupees a month from retirement on, fixed. */
  readonly pensionIncome: number;
};

/**
 * The planner's options beyond the seeds (issue 25), each defaulting to the seeds' figure so that a
 * plan without them is today's plan to the last digit.
 */
export type RetirementOptions = {
  /** Age the plan pays until: the seeds' 85 for men, 90 for women unless changed (70 to 100). */
  readonly lifeExpectancy?: number;
  /** Yearly return on the savings during retirement: the seeds' 4% unless changed. */
  readonly retirementReturn?: number;
  /** Spending in retirement as a share of today's monthly expenses: 1 (100%) unless changed. */
  readonly spendingShare?: number;
};

export type ProfilePlan = {
  readonly id: ReturnProfile;
  readonly label: string;
  /** Expected yearly return, as a fraction. */
  readonly rate: number;
  /** The monthly SIP that covers the shortage exactly (0 when covered). */
  readonly exactMonthly: number;
  /** The same, rounded up to the next ₹500: the figure shown. */
  readonly monthly: number;
  /** The one-time amount, invested today at this profile's return, that pays the shortage instead. */
  readonly lumpSum: number;
};

export type RetirementPlan = {
  readonly input: RetirementInputs;
  readonly rates: PlannerRates;
  readonly lifeExpectancy: number;
  /** The yearly return on the savings during retirement (the seeds' 4% unless changed). */
  readonly retirementReturn: number;
  /** Spending in retirement as a share of today's (1 unless changed). */
  readonly spendingShare: number;
  readonly workingYears: number;
  readonly retirementYears: number;
  /** Step 2: the first year's expenses in retirement (yearly, in rupees of that year). */
  readonly expenseAtRetirement: number;
  /** Step 3: what the retirement costs, valued on the day one retires. */
  readonly corpusNeeded: number;
  /** Step 4: the part of it that rent pays for. */
  readonly rentalCorpus: number;
  /** Step 5: the part of it that the pension pays for. */
  readonly pensionCorpus: number;
  /** Step 6: today's investment, grown at the conservative return until retirement. */
  readonly existingAtRetirement: number;
  /** Step 7: what is left to save for; zero or less means covered. */
  readonly shortage: number;
  readonly covered: boolean;
  /** Step 8, one entry per profile in the order of RETURN_PROFILES. */
  readonly profiles: readonly ProfilePlan[];
};

/** Steps 1 to 8 of spec/planner-math.md. */
export function planRetirement(
  input: RetirementInputs,
  rates: PlannerRates = DEFAULT_RATES,
  options: RetirementOptions = {},
): RetirementPlan {
  const { rentGrowth, pensionGrowth } = RETIREMENT_ASSUMPTIONS;
  const discountRate = options.retirementReturn ?? RETIREMENT_ASSUMPTIONS.discountRate;
  const spendingShare = options.spendingShare ?? 1;
  const inflation = rates.inflation;
  const lifeExpectancy = options.lifeExpectancy ?? lifeExpectancyFor(input.gender);
  const workingYears = input.retirementAge - input.age;
  const retirementYears = Math.max(0, lifeExpectancy - input.retirementAge);

  // A share of 1 multiplies by nothing, so the seeds' figures stay exact to the last digit.
  const monthlyInRetirement =
    spendingShare === 1
      ? input.presentMonthlyExpenses
      : input.presentMonthlyExpenses * spendingShare;
  const expenseAtRetirement = monthlyInRetirement * 12 * (1 + inflation) ** workingYears;
  const corpusNeeded = annuityDue(expenseAtRetirement, inflation, discountRate, retirementYears);
  const rentalCorpus = annuityDue(
    input.rentalIncome * 12 * (1 + rentGrowth) ** workingYears,
    rentGrowth,
    discountRate,
    retirementYears,
  );
  const pensionCorpus = annuityDue(
    input.pensionIncome * 12,
    pensionGrowth,
    discountRate,
    retirementYears,
  );
  const existingAtRetirement =
    input.existingInvestment * (1 + rates.returns.conservative) ** workingYears;
  const shortage =
    corpusNeeded - rentalCorpus - pensionCorpus - input.retiralBenefits - existingAtRetirement;
  const covered = shortage <= 0;

  const profiles = RETURN_PROFILES.map((id) => {
    const rate = rates.returns[id];
    const exactMonthly = covered ? 0 : sipFor(shortage, rate, workingYears);
    return {
      id,
      label: RETURN_PROFILE_LABELS[id],
      rate,
      exactMonthly,
      monthly: ceil500(exactMonthly),
      lumpSum: covered ? 0 : ceil500(lumpSumFor(shortage, rate, workingYears)),
    };
  });

  return {
    input,
    rates,
    lifeExpectancy,
    retirementReturn: discountRate,
    spendingShare,
    workingYears,
    retirementYears,
    expenseAtRetirement,
    corpusNeeded,
    rentalCorpus,
    pensionCorpus,
    existingAtRetirement,
    shortage,
    covered,
    profiles,
  };
}

export function profileOf(plan: RetirementPlan, id: ReturnProfile): ProfilePlan {
  const profile = plan.profiles.find((p) => p.id === id);
  if (!profile) throw new Error(`No plan for profile ${id}`);
  return profile;
}

export type TryNewResult = {
  /** What the instalment grows to by retirement. */
  readonly sipAtRetirement: number;
  /** Everything available on the day one retires, counting rent and pension as their corpora. */
  readonly resources: number;
  /** The monthly expense, in today's rupees, that the plan pays for until life expectancy. */
  readonly affordableMonthlyToday: number;
};

/** Step 9: what paying `monthly` at `rate` instead affords, in today's rupees a month. */
export function tryNew(plan: RetirementPlan, rate: number, monthly: number): TryNewResult {
  const { workingYears, retirementYears, rates } = plan;
  const sipAtRetirement = sipValue(monthly, rate, workingYears);
  const resources =
    sipAtRetirement +
    plan.existingAtRetirement +
    plan.input.retiralBenefits +
    plan.rentalCorpus +
    plan.pensionCorpus;
  const perRupee = annuityDue(1, rates.inflation, plan.retirementReturn, retirementYears);
  const affordableMonthlyToday =
    perRupee > 0 ? resources / perRupee / 12 / (1 + rates.inflation) ** workingYears : 0;
  return { sipAtRetirement, resources, affordableMonthlyToday };
}

export type CorpusPoint = {
  /** The person's age at the end of the year (the first point is today, at `input.age`). */
  readonly age: number;
  readonly phase: 'saving' | 'retired';
  /** What the savings are worth at that age. In retirement, after the year's withdrawal and growth. */
  readonly balance: number;
  /** In retirement: what was taken out at the start of that year (expenses less rent and pension). */
  readonly withdrawn: number;
};

/**
 * The chart's year-by-year story. Saving: today's investment grows at the conservative return and
 * `monthly` is paid at `rate`; on retiring, the retiral benefits are added. Retired: at the start of
 * each year the year's expenses less that year's rent and pension are taken out, and the rest earns
 * the rate in retirement. Paying the exact instalment ends at zero at life expectancy.
 */
export function corpusSeries(plan: RetirementPlan, rate: number, monthly: number): CorpusPoint[] {
  const { input, rates, workingYears, retirementYears } = plan;
  const { rentGrowth, pensionGrowth } = RETIREMENT_ASSUMPTIONS;
  const discountRate = plan.retirementReturn;
  const growExisting = 1 + rates.returns.conservative;
  const points: CorpusPoint[] = [
    { age: input.age, phase: 'saving', balance: input.existingInvestment, withdrawn: 0 },
  ];
  for (let year = 1; year <= workingYears; year++) {
    let balance = input.existingInvestment * growExisting ** year + sipValue(monthly, rate, year);
    if (year === workingYears) balance += input.retiralBenefits;
    points.push({ age: input.age + year, phase: 'saving', balance, withdrawn: 0 });
  }
  let balance = points.at(-1)?.balance ?? 0;
  let expense = plan.expenseAtRetirement;
  let rent = input.rentalIncome * 12 * (1 + rentGrowth) ** workingYears;
  let pension = input.pensionIncome * 12;
  for (let year = 1; year <= retirementYears; year++) {
    const withdrawn = expense - rent - pension;
    balance = (balance - withdrawn) * (1 + discountRate);
    points.push({ age: input.retirementAge + year, phase: 'retired', balance, withdrawn });
    expense *= 1 + rates.inflation;
    rent *= 1 + rentGrowth;
    pension *= 1 + pensionGrowth;
  }
  return points;
}
