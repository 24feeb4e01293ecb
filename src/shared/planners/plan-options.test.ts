import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, RETURN_PROFILES } from './assumptions';
import { lumpSumFor, lumpValue } from './annuity';
import { MONEY_MAP_GOALS, MONEY_MAP_LIMITS, planMoneyMap } from './money-map';
import { planRetirement, type RetirementInputs } from './retirement';
import { RETIREMENT_OPTION_LIMITS } from './retirement-limits';
import { RETIREMENT_LIMITS } from './retirement-limits';

/**
 * The planners' options of issue 25 (docs/planner-math.md, "Options beyond the seeds"): each
 * default reproduces today's figures, and each option moves the figures the way its words say.
 */

const RUNS = { numRuns: 1000 };

const arbMoneyMap = fc.record({
  presentValue: fc.integer({
    min: MONEY_MAP_LIMITS.minPresentValue,
    max: MONEY_MAP_LIMITS.maxPresentValue,
  }),
  goal: fc.constantFrom(...MONEY_MAP_GOALS),
  years: fc.integer({ min: MONEY_MAP_LIMITS.minYears, max: MONEY_MAP_LIMITS.maxYears }),
});
const arbSaved = fc.integer({ min: 0, max: MONEY_MAP_LIMITS.maxPresentValue });

const arbRetirement: fc.Arbitrary<RetirementInputs> = fc
  .record({
    age: fc.integer({ min: RETIREMENT_LIMITS.age.min, max: RETIREMENT_LIMITS.age.max }),
    gap: fc.integer({ min: 1, max: 40 }),
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
  .map(({ gap, ...rest }) => ({
    ...rest,
    retirementAge: Math.min(
      RETIREMENT_LIMITS.retirementAge.max,
      Math.max(RETIREMENT_LIMITS.retirementAge.min, rest.age + gap),
    ),
  }))
  .filter((input) => input.age < input.retirementAge);

const arbLife = fc.integer({
  min: RETIREMENT_OPTION_LIMITS.lifeExpectancy.min,
  max: RETIREMENT_OPTION_LIMITS.lifeExpectancy.max,
});

describe('a lump sum today', () => {
  it('grows at the instalments’ monthly compounding: ₹1,00,000 at 12% for 10 years is ₹3,30,038.69', () => {
    expect(lumpValue(1_00_000, 0.12, 10)).toBeCloseTo(3_30_038.69, 2);
    expect(lumpSumFor(3_30_038.69, 0.12, 10)).toBeCloseTo(1_00_000, 2);
  });
});

describe('Money Maps: already saved for this goal', () => {
  it('worked example: ₹10 lakh for education in 10 years with ₹2 lakh saved', () => {
    const plain = planMoneyMap({ presentValue: 10_00_000, goal: 'EDUCATION', years: 10 });
    const saved = planMoneyMap({
      presentValue: 10_00_000,
      goal: 'EDUCATION',
      years: 10,
      alreadySaved: 2_00_000,
    });
    expect(plain.futureValue).toBe(25_94_000);
    const equity = saved.routes.find((route) => route.id === 'equity')!;
    // ₹2,00,000 × 1.01^120 = ₹6,60,077.38; ₹25,94,000 less that is ₹19,33,922.62, which
    // ₹8,407.04 a month reaches (÷ 230.0387).
    expect(equity.savedAtGoal).toBeCloseTo(6_60_077.38, 2);
    expect(equity.remaining).toBeCloseTo(19_33_922.62, 2);
    expect(equity.monthly).toBe(8_500);
    expect(plain.routes.find((route) => route.id === 'equity')!.monthly).toBe(11_500);
    // The lump sum today for what remains: ₹19,33,922.62 / 1.01^120 → ₹5,86,000.
    expect(equity.lumpSum).toBe(5_86_000);
  });

  it('nothing saved gives today’s figures exactly', () => {
    fc.assert(
      fc.property(arbMoneyMap, (input) => {
        const today = planMoneyMap(input);
        const withZero = planMoneyMap({ ...input, alreadySaved: 0 });
        expect(withZero.futureValue).toBe(today.futureValue);
        expect(withZero.routes.map((r) => r.monthly)).toEqual(today.routes.map((r) => r.monthly));
      }),
      RUNS,
    );
  });

  it('never raises an instalment, and a covered goal asks nothing', () => {
    fc.assert(
      fc.property(arbMoneyMap, arbSaved, (input, alreadySaved) => {
        const today = planMoneyMap(input);
        const saved = planMoneyMap({ ...input, alreadySaved });
        saved.routes.forEach((route, index) => {
          expect(route.monthly).toBeLessThanOrEqual(today.routes[index]!.monthly);
          expect(route.covered).toBe(route.savedAtGoal >= saved.futureValue);
          if (route.covered) expect([route.monthly, route.lumpSum]).toEqual([0, 0]);
        });
      }),
      RUNS,
    );
  });

  it('the lump sum today, grown at the route’s rate, pays for what remains', () => {
    fc.assert(
      fc.property(arbMoneyMap, arbSaved, (input, alreadySaved) => {
        for (const route of planMoneyMap({ ...input, alreadySaved }).routes) {
          const grown = lumpValue(route.lumpSum, route.rate, input.years);
          expect(grown).toBeGreaterThanOrEqual(route.remaining * (1 - 1e-12));
          if (route.lumpSum >= 500) {
            expect(lumpValue(route.lumpSum - 500, route.rate, input.years)).toBeLessThan(
              route.remaining,
            );
          }
        }
      }),
      RUNS,
    );
  });
});

describe('Retirement: life expectancy, return in retirement, spending share, lump sum', () => {
  it('the defaults give today’s figures exactly', () => {
    fc.assert(
      fc.property(arbRetirement, (input) => {
        const today = planRetirement(input);
        const stated = planRetirement(input, undefined, {
          lifeExpectancy: input.gender === 'female' ? 90 : 85,
          retirementReturn: 0.04,
          spendingShare: 1,
        });
        expect(stated.corpusNeeded).toBe(today.corpusNeeded);
        expect(stated.shortage).toBe(today.shortage);
        expect(stated.profiles.map((p) => p.monthly)).toEqual(today.profiles.map((p) => p.monthly));
      }),
      RUNS,
    );
  });

  it('a longer life never lowers the corpus needed', () => {
    fc.assert(
      fc.property(arbRetirement, arbLife, arbLife, (input, a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        const low = planRetirement(input, undefined, { lifeExpectancy: shorter });
        const high = planRetirement(input, undefined, { lifeExpectancy: longer });
        expect(high.corpusNeeded).toBeGreaterThanOrEqual(low.corpusNeeded);
      }),
      RUNS,
    );
  });

  it('a higher return in retirement never raises the corpus needed', () => {
    const arbReturn = fc.double({
      min: RATE_LIMITS.returns.min,
      max: RATE_LIMITS.returns.max,
      noNaN: true,
    });
    fc.assert(
      fc.property(arbRetirement, arbReturn, arbReturn, (input, a, b) => {
        const [lower, higher] = a <= b ? [a, b] : [b, a];
        const low = planRetirement(input, undefined, { retirementReturn: lower });
        const high = planRetirement(input, undefined, { retirementReturn: higher });
        expect(high.corpusNeeded).toBeLessThanOrEqual(low.corpusNeeded * (1 + 1e-12));
      }),
      RUNS,
    );
  });

  it('spending a share of today’s expenses scales the corpus needed by that share', () => {
    const arbShare = fc.double({
      min: RETIREMENT_OPTION_LIMITS.spendingShare.min,
      max: RETIREMENT_OPTION_LIMITS.spendingShare.max,
      noNaN: true,
    });
    fc.assert(
      fc.property(arbRetirement, arbShare, (input, share) => {
        const today = planRetirement(input);
        const scaled = planRetirement(input, undefined, { spendingShare: share });
        expect(scaled.corpusNeeded).toBeCloseTo(today.corpusNeeded * share, 2);
      }),
      RUNS,
    );
  });

  it('the lump sum today, grown at the profile’s return, pays the shortage', () => {
    fc.assert(
      fc.property(arbRetirement, (input) => {
        const plan = planRetirement(input);
        for (const profile of plan.profiles) {
          if (plan.covered) {
            expect(profile.lumpSum).toBe(0);
            continue;
          }
          const grown = lumpValue(profile.lumpSum, profile.rate, plan.workingYears);
          expect(grown).toBeGreaterThanOrEqual(plan.shortage * (1 - 1e-12));
        }
        expect(plan.profiles.map((p) => p.id)).toEqual([...RETURN_PROFILES]);
      }),
      RUNS,
    );
  });

  it('worked example: the first worked example retiring on 70 % of today’s spending, to 90, at 5 %', () => {
    const input: RetirementInputs = {
      age: 30,
      retirementAge: 60,
      gender: 'male',
      existingInvestment: 5_00_000,
      retiralBenefits: 10_00_000,
      presentMonthlyExpenses: 50_000,
      rentalIncome: 0,
      pensionIncome: 0,
    };
    const plan = planRetirement(input, undefined, {
      lifeExpectancy: 90,
      retirementReturn: 0.05,
      spendingShare: 0.7,
    });
    expect(plan.retirementYears).toBe(30);
    expect(Math.round(plan.corpusNeeded)).toBe(EXAMPLE_CORPUS);
    expect(plan.profiles.map((p) => p.monthly)).toEqual(EXAMPLE_MONTHLY);
    expect(plan.profiles.map((p) => p.lumpSum)).toEqual(EXAMPLE_LUMP_SUMS);
  });
});

// Worked apart from the code, in docs/planner-math.md: ₹35,000 a month today is ₹24,12,266.29 a
// year at 60; thirty years of it growing 6% and discounted at 5% cost ₹8,33,10,040.90; less the
// retiral ₹10,00,000 and the existing ₹5,00,000 grown at 8% (₹50,31,328.44), ₹7,72,78,712.46.
const EXAMPLE_CORPUS = 8_33_10_041;
const EXAMPLE_MONTHLY = [52_000, 34_500, 22_500];
const EXAMPLE_LUMP_SUMS = [70_67_000, 38_96_000, 21_50_000];
