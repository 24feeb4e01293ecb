import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratesWith, RETURN_PROFILES, type PlannerRates } from './assumptions';
import {
  corpusSeries,
  planRetirement,
  profileOf,
  tryNew,
  type RetirementInputs,
} from './retirement';
import { RETIREMENT_LIMITS } from './retirement-limits';

// Every worked example of spec/planner-math.md's retirement planner, figure for figure.
const workedExamples: {
  input: RetirementInputs;
  corpusNeeded: number;
  shortage: number | 'covered';
  monthly: [conservative: number, moderate: number, aggressive: number] | null;
}[] = [
  {
    input: {
      age: 30,
      retirementAge: 60,
      gender: 'male',
      existingInvestment: 5_00_000,
      retiralBenefits: 10_00_000,
      presentMonthlyExpenses: 50_000,
      rentalIncome: 0,
      pensionIncome: 0,
    },
    corpusNeeded: 10_93_01_670,
    shortage: 10_32_70_341,
    monthly: [69_500, 46_000, 30_000],
  },
  {
    input: {
      age: 40,
      retirementAge: 60,
      gender: 'female',
      existingInvestment: 20_00_000,
      retiralBenefits: 30_00_000,
      presentMonthlyExpenses: 80_000,
      rentalIncome: 20_000,
      pensionIncome: 10_000,
    },
    corpusNeeded: 12_34_09_327,
    shortage: 8_69_06_766,
    monthly: [1_48_000, 1_14_500, 88_000],
  },
  {
    input: {
      age: 55,
      retirementAge: 60,
      gender: 'male',
      existingInvestment: 5_00_00_000,
      retiralBenefits: 0,
      presentMonthlyExpenses: 20_000,
      rentalIncome: 10_000,
      pensionIncome: 20_000,
    },
    corpusNeeded: 1_01_86_856,
    shortage: 'covered',
    monthly: null,
  },
];
const firstExample = workedExamples[0]!.input;

/** Random valid inputs; amounts up to the schema's limits' order of size. */
const arbInput: fc.Arbitrary<RetirementInputs> = fc
  .record({
    age: fc.integer({ min: RETIREMENT_LIMITS.age.min, max: RETIREMENT_LIMITS.age.max }),
    gap: fc.integer({ min: 1, max: 62 }),
    gender: fc.constantFrom('male' as const, 'female' as const),
    existingInvestment: fc.integer({ min: 0, max: 5_00_00_000 }),
    retiralBenefits: fc.integer({ min: 0, max: 2_00_00_000 }),
    presentMonthlyExpenses: fc.integer({
      min: RETIREMENT_LIMITS.minMonthlyExpenses,
      max: 10_00_000,
    }),
    rentalIncome: fc.integer({ min: 0, max: 1_00_000 }),
    pensionIncome: fc.integer({ min: 0, max: 1_00_000 }),
  })
  .map(({ gap, ...rest }) => {
    const retirementAge = Math.min(
      RETIREMENT_LIMITS.retirementAge.max,
      Math.max(RETIREMENT_LIMITS.retirementAge.min, rest.age + gap),
    );
    return { ...rest, retirementAge };
  })
  .filter((input) => input.age < input.retirementAge);

const arbRate = fc.double({ min: 0.02, max: 0.13, noNaN: true });
const arbRates: fc.Arbitrary<PlannerRates> = fc.record({
  inflation: fc.double({ min: 0.02, max: 0.15, noNaN: true }),
  returns: fc.record({ conservative: arbRate, moderate: arbRate, aggressive: arbRate }),
});

const RUNS = { numRuns: 1000 };

/** Retirement year by year: take the year's expense at its start, grow the rest, expenses grow. */
function simulate(corpus: number, firstExpense: number, growth: number, years: number): number {
  let balance = corpus;
  let expense = firstExpense;
  for (let year = 0; year < years; year++) {
    balance = (balance - expense) * 1.04;
    expense *= 1 + growth;
  }
  return balance;
}

describe('retirement worked examples', () => {
  it.each(workedExamples)(
    'age $input.age, retiring at $input.retirementAge → $corpusNeeded, $shortage, $monthly',
    ({ input, corpusNeeded, shortage, monthly }) => {
      const plan = planRetirement(input);
      expect(Math.round(plan.corpusNeeded)).toBe(corpusNeeded);
      if (shortage === 'covered') {
        expect(plan.covered).toBe(true);
        expect(plan.shortage).toBeLessThanOrEqual(0);
        expect(plan.profiles.map((p) => p.monthly)).toEqual([0, 0, 0]);
      } else {
        expect(plan.covered).toBe(false);
        expect(Math.round(plan.shortage)).toBe(shortage);
        expect(plan.profiles.map((p) => p.monthly)).toEqual(monthly);
      }
    },
  );

  it('Try New: 46,000 a month at the moderate 10% affords about 50,326 a month today', () => {
    const plan = planRetirement(firstExample);
    const moderate = profileOf(plan, 'moderate');
    expect(moderate.rate).toBe(0.1);
    expect(Math.round(tryNew(plan, moderate.rate, 46_000).affordableMonthlyToday)).toBe(50_326);
  });

  it('uses life expectancy 85 for men and 90 for women', () => {
    expect(planRetirement(firstExample).retirementYears).toBe(25);
    expect(planRetirement({ ...firstExample, gender: 'female' }).retirementYears).toBe(30);
  });

  it('gives the same figures for the default rates passed explicitly or as an empty change', () => {
    for (const { input } of workedExamples) {
      const expected = planRetirement(input);
      expect(planRetirement(input, ratesWith())).toEqual(expected);
      expect(planRetirement(input, ratesWith({}))).toEqual(expected);
      expect(
        planRetirement(
          input,
          ratesWith({ inflation: 0.06, returns: { conservative: 0.08, moderate: 0.1 } }),
        ),
      ).toEqual(expected);
    }
  });
});

describe('changed assumptions (decision 25)', () => {
  it('an edited inflation replaces every 6% that stands for inflation', () => {
    const base = planRetirement(firstExample);
    const higher = planRetirement(firstExample, ratesWith({ inflation: 0.07 }));
    // Step 2: expenses grow 7% until retirement.
    expect(higher.expenseAtRetirement).toBeCloseTo(50_000 * 12 * 1.07 ** 30, 4);
    // Step 3: and 7% a year in retirement, discounted at 4% still.
    expect(higher.corpusNeeded).toBeCloseTo(
      simulateCorpus(higher.expenseAtRetirement, 0.07, 25),
      4,
    );
    // Rent, pension and the existing investment do not depend on inflation.
    expect(higher.existingAtRetirement).toBe(base.existingAtRetirement);
    // Try New reads today's value with 7% too: the unrounded instalment affords today's expenses.
    const exact = profileOf(higher, 'moderate').exactMonthly;
    expect(tryNew(higher, 0.1, exact).affordableMonthlyToday).toBeCloseTo(50_000, 6);
  });

  it('an edited conservative return also grows the existing investment; the others do not', () => {
    const base = planRetirement(firstExample);
    const conservative = planRetirement(
      firstExample,
      ratesWith({ returns: { conservative: 0.09 } }),
    );
    expect(conservative.existingAtRetirement).toBeCloseTo(5_00_000 * 1.09 ** 30, 4);
    expect(conservative.shortage).toBeLessThan(base.shortage);
    const moderate = planRetirement(firstExample, ratesWith({ returns: { moderate: 0.11 } }));
    expect(moderate.existingAtRetirement).toBe(base.existingAtRetirement);
    expect(profileOf(moderate, 'moderate').rate).toBe(0.11);
    expect(profileOf(moderate, 'moderate').monthly).toBeLessThan(46_000);
    expect(profileOf(moderate, 'conservative').monthly).toBe(69_500);
  });
});

function simulateCorpus(first: number, growth: number, years: number): number {
  let total = 0;
  for (let t = 0; t < years; t++) total += (first * (1 + growth) ** t) / 1.04 ** t;
  return total;
}

describe('properties over random valid inputs', () => {
  it('the unrounded instalment affords exactly today’s expenses; the rounded one at least', () => {
    fc.assert(
      fc.property(arbInput, fc.option(arbRates, { nil: undefined }), (input, rates) => {
        const plan = planRetirement(input, rates);
        fc.pre(!plan.covered);
        for (const profile of plan.profiles) {
          const exact = tryNew(plan, profile.rate, profile.exactMonthly).affordableMonthlyToday;
          expect(Math.abs(exact - input.presentMonthlyExpenses)).toBeLessThan(1);
          const rounded = tryNew(plan, profile.rate, profile.monthly).affordableMonthlyToday;
          expect(rounded).toBeGreaterThanOrEqual(input.presentMonthlyExpenses - 1e-6);
          expect(profile.monthly % 500).toBe(0);
          expect(profile.monthly - profile.exactMonthly).toBeLessThan(500);
        }
      }),
      RUNS,
    );
  });

  it('retirement simulated year by year from the corpus needed ends at zero', () => {
    fc.assert(
      fc.property(arbInput, fc.option(arbRates, { nil: undefined }), (input, rates) => {
        const plan = planRetirement(input, rates);
        const end = simulate(
          plan.corpusNeeded,
          plan.expenseAtRetirement,
          plan.rates.inflation,
          plan.retirementYears,
        );
        expect(Math.abs(end)).toBeLessThan(1);
      }),
      RUNS,
    );
  });

  it('a higher return never asks for a higher instalment', () => {
    fc.assert(
      fc.property(arbInput, arbRates, (input, rates) => {
        const plan = planRetirement(input, rates);
        for (const a of plan.profiles) {
          for (const b of plan.profiles) {
            if (a.rate <= b.rate) expect(b.monthly).toBeLessThanOrEqual(a.monthly);
          }
        }
        // At the defaults: conservative ≥ moderate ≥ aggressive.
        const [c, m, g] = planRetirement(input).profiles.map((p) => p.monthly);
        expect(c).toBeGreaterThanOrEqual(m ?? 0);
        expect(m).toBeGreaterThanOrEqual(g ?? 0);
      }),
      RUNS,
    );
  });

  it('more existing investment never raises an instalment', () => {
    fc.assert(
      fc.property(
        arbInput,
        fc.integer({ min: 1, max: 1_00_00_000 }),
        fc.option(arbRates, { nil: undefined }),
        (input, more, rates) => {
          const before = planRetirement(input, rates).profiles;
          const after = planRetirement(
            { ...input, existingInvestment: input.existingInvestment + more },
            rates,
          ).profiles;
          after.forEach((profile, k) => {
            expect(profile.monthly).toBeLessThanOrEqual(before[k]?.monthly ?? Infinity);
          });
        },
      ),
      RUNS,
    );
  });

  it('the chart’s series ends at zero at life expectancy when the exact instalment is paid', () => {
    fc.assert(
      fc.property(
        arbInput,
        fc.constantFrom(...RETURN_PROFILES),
        fc.option(arbRates, { nil: undefined }),
        (input, id, rates) => {
          const plan = planRetirement(input, rates);
          fc.pre(!plan.covered);
          const profile = profileOf(plan, id);
          const series = corpusSeries(plan, profile.rate, profile.exactMonthly);
          expect(series.map((p) => p.age)).toEqual(
            Array.from({ length: plan.lifeExpectancy - input.age + 1 }, (_, k) => input.age + k),
          );
          const atRetirement = series[plan.workingYears];
          expect(atRetirement?.phase).toBe('saving');
          // On retiring, the savings hold what rent and pension do not cover.
          const needed = plan.corpusNeeded - plan.rentalCorpus - plan.pensionCorpus;
          expect(Math.abs((atRetirement?.balance ?? 0) - needed)).toBeLessThan(1);
          expect(Math.abs(series.at(-1)?.balance ?? Infinity)).toBeLessThan(1);
          // The rounded instalment leaves something over.
          const rounded = corpusSeries(plan, profile.rate, profile.monthly);
          expect(rounded.at(-1)?.balance).toBeGreaterThan(-1);
        },
      ),
      RUNS,
    );
  });
});

describe('corpusSeries', () => {
  it('builds up the first worked example to its corpus at 60 and draws it down to 85', () => {
    const plan = planRetirement(firstExample);
    const series = corpusSeries(plan, 0.1, 46_000);
    expect(series[0]).toEqual({ age: 30, phase: 'saving', balance: 5_00_000, withdrawn: 0 });
    const at60 = series.find((p) => p.age === 60);
    // 46,000 a month at 10% for 30 years, 5 lakh at 8% and the 10 lakh retiral benefits.
    expect(at60?.balance).toBeCloseTo(tryNew(plan, 0.1, 46_000).resources, 4);
    expect(series.at(-1)?.age).toBe(85);
    const first = series.find((p) => p.phase === 'retired');
    expect(first?.withdrawn).toBeCloseTo(plan.expenseAtRetirement, 6);
    // More than needed is paid, so something is left at 85.
    expect(series.at(-1)?.balance).toBeGreaterThan(0);
  });
});
