import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceil500, sipFor, sipValue } from './annuity';
import { DEFAULT_RATES, HIGH_INFLATION, RATE_LIMITS, ratesWith } from './assumptions';
import {
  areGoalDefaultRates,
  futureValue,
  growthSeries,
  inflationFor,
  MONEY_MAP_GOAL_LABELS,
  MONEY_MAP_GOALS,
  MONEY_MAP_LIMITS,
  MONEY_MAP_ROUTES,
  monthlyInstalment,
  planMoneyMap,
  ratesForGoal,
  suggestedRoute,
  type MoneyMapGoal,
} from './money-map';
import { stepUpInstalment, stepUpValue } from './step-up';

// Every worked example of spec/planner-math.md, figure for figure.
const workedExamples: {
  presentValue: number;
  goal: MoneyMapGoal;
  years: number;
  futureValue: number;
  monthly: [debt: number, assetAllocation: number, equity: number];
  route: string;
}[] = [
  {
    presentValue: 100_000,
    goal: 'HOME',
    years: 10,
    futureValue: 179_500,
    monthly: [1_000, 1_000, 1_000],
    route: 'equity',
  },
  {
    presentValue: 500_000,
    goal: 'EDUCATION',
    years: 15,
    futureValue: 2_089_000,
    monthly: [6_500, 5_500, 4_500],
    route: 'equity',
  },
  {
    presentValue: 200_000,
    goal: 'HOLIDAY',
    years: 3,
    futureValue: 238_500,
    monthly: [6_000, 6_000, 6_000],
    route: 'debt',
  },
  {
    presentValue: 1_000_000,
    goal: 'MARRIAGE',
    years: 7,
    futureValue: 1_504_000,
    monthly: [13_500, 12_500, 12_000],
    route: 'assetAllocation',
  },
];

const arbGoal = fc.constantFrom(...MONEY_MAP_GOALS);
const arbYears = fc.integer({ min: MONEY_MAP_LIMITS.minYears, max: MONEY_MAP_LIMITS.maxYears });
const arbPresentValue = fc.integer({
  min: MONEY_MAP_LIMITS.minPresentValue,
  max: MONEY_MAP_LIMITS.maxPresentValue,
});
const arbInput = fc.record({ presentValue: arbPresentValue, goal: arbGoal, years: arbYears });
// Floating-point slack for "grows to at least": a few parts in a trillion.
const EPSILON = 1e-12;

describe('money map worked examples', () => {
  it.each(workedExamples)(
    '$presentValue for $goal in $years years → $futureValue; $monthly; $route',
    (example) => {
      const plan = planMoneyMap(example);
      expect(plan.futureValue).toBe(example.futureValue);
      expect(plan.routes.map((r) => r.monthly)).toEqual(example.monthly);
      expect(plan.suggested.id).toBe(example.route);
      expect(plan.goalLabel).toBe(MONEY_MAP_GOAL_LABELS[example.goal]);
    },
  );
});

describe('constants', () => {
  it('labels every goal, OTHER as "Any other goals"', () => {
    expect(Object.keys(MONEY_MAP_GOAL_LABELS)).toEqual([...MONEY_MAP_GOALS]);
    expect(MONEY_MAP_GOAL_LABELS.OTHER).toBe('Any other goals');
  });

  it('has three routes at 8%, 10% and 12% covering every horizon once', () => {
    expect(MONEY_MAP_ROUTES.map((r) => [r.id, r.rate])).toEqual([
      ['debt', 0.08],
      ['assetAllocation', 0.1],
      ['equity', 0.12],
    ]);
    for (let years = MONEY_MAP_LIMITS.minYears; years <= MONEY_MAP_LIMITS.maxYears; years++) {
      const covering = MONEY_MAP_ROUTES.filter((r) => r.minYears <= years && years <= r.maxYears);
      expect(covering).toEqual([suggestedRoute(years)]);
    }
  });
});

describe('inflationFor', () => {
  it('is 10% for education and health and 6% for every other goal', () => {
    fc.assert(
      fc.property(arbGoal, (goal) => {
        const expected = goal === 'EDUCATION' || goal === 'HEALTH' ? 0.1 : 0.06;
        expect(inflationFor(goal)).toBe(expected);
      }),
    );
  });
});

describe('suggestedRoute', () => {
  it('is debt up to 3 years, asset allocation for 4 to 7, equity beyond', () => {
    fc.assert(
      fc.property(arbYears, (years) => {
        const expected = years <= 3 ? 'debt' : years <= 7 ? 'assetAllocation' : 'equity';
        expect(suggestedRoute(years).id).toBe(expected);
      }),
    );
    expect([3, 4, 7, 8].map((y) => suggestedRoute(y).id)).toEqual([
      'debt',
      'assetAllocation',
      'assetAllocation',
      'equity',
    ]);
  });
});

describe('futureValue', () => {
  it('is a multiple of 500, at least the present value grown, and less than 500 above it', () => {
    fc.assert(
      fc.property(arbInput, ({ presentValue, goal, years }) => {
        const fv = futureValue(presentValue, goal, years);
        const grown = presentValue * (1 + inflationFor(goal)) ** years;
        expect(fv % 500).toBe(0);
        expect(fv).toBeGreaterThanOrEqual(grown);
        expect(fv - 500).toBeLessThan(grown);
      }),
    );
  });

  it('never falls as the present value or the years grow', () => {
    fc.assert(
      fc.property(arbInput, ({ presentValue, goal, years }) => {
        const fv = futureValue(presentValue, goal, years);
        expect(futureValue(presentValue + 1, goal, years)).toBeGreaterThanOrEqual(fv);
        if (years < MONEY_MAP_LIMITS.maxYears) {
          expect(futureValue(presentValue, goal, years + 1)).toBeGreaterThanOrEqual(fv);
        }
      }),
    );
  });
});

describe('monthly instalments', () => {
  it('each reach the future value, and ₹500 less a month falls short', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const plan = planMoneyMap(input);
        for (const route of plan.routes) {
          expect(route.monthly % 500).toBe(0);
          expect(route.monthly).toBeGreaterThanOrEqual(500);
          const reached = sipValue(route.monthly, route.rate, input.years);
          expect(reached).toBeGreaterThanOrEqual(plan.futureValue * (1 - EPSILON));
          const short = sipValue(route.monthly - 500, route.rate, input.years);
          expect(short).toBeLessThan(plan.futureValue);
        }
      }),
    );
  });

  it('never ask more of a higher return', () => {
    // Found by fast-check: a rate near the smallest double asked 500 more than a zero rate.
    expect(monthlyInstalment(653_984_532_000, 1.7800590868057611e-307, 1)).toBe(
      monthlyInstalment(653_984_532_000, 0, 1),
    );
    fc.assert(
      fc.property(arbInput, (input) => {
        const monthly = planMoneyMap(input).routes.map((r) => r.monthly);
        for (let k = 1; k < monthly.length; k++) {
          expect(monthly[k]).toBeLessThanOrEqual(monthly[k - 1] ?? Infinity);
        }
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 1e12 }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        arbYears,
        (target, a, b, years) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(monthlyInstalment(target, high, years)).toBeLessThanOrEqual(
            monthlyInstalment(target, low, years),
          );
        },
      ),
    );
  });

  it('suggests the route whose horizon holds the years', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const plan = planMoneyMap(input);
        expect(plan.suggested.minYears).toBeLessThanOrEqual(input.years);
        expect(plan.suggested.maxYears).toBeGreaterThanOrEqual(input.years);
        expect(plan.routes).toContain(plan.suggested);
      }),
    );
  });
});

describe('growthSeries', () => {
  it('has one point per year, rising, ending at the instalment’s value at the horizon', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const { suggested, futureValue: target } = planMoneyMap(input);
        const series = growthSeries(suggested.monthly, suggested.rate, input.years);
        expect(series.map((p) => p.year)).toEqual(
          Array.from({ length: input.years }, (_, k) => k + 1),
        );
        series.forEach((point, k) => {
          expect(point.paidIn).toBe(suggested.monthly * 12 * point.year);
          expect(point.value).toBeGreaterThanOrEqual(point.paidIn);
          if (k > 0) expect(point.value).toBeGreaterThan(series[k - 1]?.value ?? Infinity);
        });
        const last = series.at(-1);
        expect(last?.value).toBeGreaterThanOrEqual(target * (1 - EPSILON));
      }),
    );
  });

  it('starts from the first year of the first worked example', () => {
    const series = growthSeries(1000, 0.12, 10);
    expect(series[0]?.value).toBeCloseTo(12682.5, 1);
    expect(series.at(-1)?.value).toBeCloseTo(230038.69, 1);
  });
});

describe('growthSeries with a step-up', () => {
  it('pays the stepped-up instalments: ₹10,000 a month, 10% more each year, no return', () => {
    const series = growthSeries(10_000, 0, 3, 0.1);
    // 12 × 10,000, then 12 × 11,000, then 12 × 12,100: worth what was paid in, at no return.
    expect(series.map((p) => Math.round(p.paidIn))).toEqual([1_20_000, 2_52_000, 3_97_200]);
    expect(series.map((p) => Math.round(p.value))).toEqual([1_20_000, 2_52_000, 3_97_200]);
  });

  it('ends at the goal when it starts from the step-up instalment (₹20,89,000, equity, 10%)', () => {
    const first = stepUpInstalment(2_089_000, 0.1, 0.12, 15);
    expect(first).toBe(2_500);
    const series = growthSeries(first, 0.12, 15, 0.1);
    expect(series[0]?.paidIn).toBe(30_000);
    expect(series.at(-1)?.value).toBeGreaterThanOrEqual(2_089_000);
    expect(series.at(-1)?.value).toBeCloseTo(stepUpValue(first, 0.1, 0.12, 15), 6);
  });
});

describe('rates from the assumptions module (decision 25)', () => {
  const arbReturn = fc.double({
    min: RATE_LIMITS.returns.min,
    max: RATE_LIMITS.returns.max,
    noNaN: true,
  });
  const arbInflation = fc.double({
    min: RATE_LIMITS.inflation.min,
    max: RATE_LIMITS.inflation.max,
    noNaN: true,
  });
  const arbRates = fc
    .record({
      inflation: arbInflation,
      conservative: arbReturn,
      moderate: arbReturn,
      aggressive: arbReturn,
    })
    .map(({ inflation, ...returns }) => ratesWith({ inflation, returns }));

  it('reads debt, asset allocation and equity from the conservative, moderate and aggressive returns', () => {
    expect(MONEY_MAP_ROUTES.map((r) => [r.id, r.profile, r.rate])).toEqual([
      ['debt', 'conservative', DEFAULT_RATES.returns.conservative],
      ['assetAllocation', 'moderate', DEFAULT_RATES.returns.moderate],
      ['equity', 'aggressive', DEFAULT_RATES.returns.aggressive],
    ]);
    expect(inflationFor('EDUCATION')).toBe(HIGH_INFLATION);
    expect(inflationFor('HOME')).toBe(DEFAULT_RATES.inflation);
  });

  it('gives the worked examples for the goal’s own rates, passed or not', () => {
    for (const example of workedExamples) {
      const plan = planMoneyMap(example, ratesForGoal(example.goal));
      expect(plan.futureValue).toBe(example.futureValue);
      expect(plan.routes.map((r) => r.monthly)).toEqual(example.monthly);
      expect(areGoalDefaultRates(example.goal, plan.rates)).toBe(true);
    }
  });

  it('applies an edited inflation: ₹1,00,000 for a home in 10 years at 8% costs ₹2,16,000', () => {
    const rates = ratesWith({ inflation: 0.08 });
    const plan = planMoneyMap({ presentValue: 100_000, goal: 'HOME', years: 10 }, rates);
    // 1,00,000 × 1.08^10 = 2,15,892.50, rounded up to the next ₹500.
    expect(plan.futureValue).toBe(216_000);
    expect(plan.inflation).toBe(0.08);
    expect(plan.rates).toBe(rates);
    expect(areGoalDefaultRates('HOME', rates)).toBe(false);
    // An education goal at the general 6% (the user set it) costs what a home goal does.
    const education = planMoneyMap(
      { presentValue: 500_000, goal: 'EDUCATION', years: 15 },
      ratesWith({ inflation: DEFAULT_RATES.inflation }),
    );
    expect(education.futureValue).toBe(futureValue(500_000, 'HOME', 15));
  });

  it('changes the routes with edited returns: ₹20,89,000 over 15 years at 6%, 9% and 13%', () => {
    const rates = {
      inflation: HIGH_INFLATION,
      returns: { conservative: 0.06, moderate: 0.09, aggressive: 0.13 },
    };
    const plan = planMoneyMap({ presentValue: 500_000, goal: 'EDUCATION', years: 15 }, rates);
    expect(plan.futureValue).toBe(2_089_000);
    expect(plan.routes.map((r) => r.rate)).toEqual([0.06, 0.09, 0.13]);
    // sipFor(20,89,000) at 6%, 9% and 13% a year for 180 months: 7,183.17, 5,520.53, 3,800.08.
    expect(plan.routes.map((r) => r.monthly)).toEqual([7_500, 6_000, 4_000]);
    expect(plan.suggested.id).toBe('equity');
    expect(plan.suggested.monthly).toBe(4_000);
  });

  it('choosing a goal resets inflation to the goal’s and keeps edited returns', () => {
    const edited = ratesWith({ inflation: 0.12, returns: { aggressive: 0.11 } });
    expect(ratesForGoal('HEALTH', edited)).toEqual({
      inflation: HIGH_INFLATION,
      returns: { ...DEFAULT_RATES.returns, aggressive: 0.11 },
    });
    expect(ratesForGoal('VEHICLE', edited).inflation).toBe(DEFAULT_RATES.inflation);
  });

  it('follows any rates in the panel’s ranges: each figure from its own rate', () => {
    fc.assert(
      fc.property(arbInput, arbRates, (input, rates) => {
        const plan = planMoneyMap(input, rates);
        expect(plan.futureValue).toBe(
          ceil500(input.presentValue * (1 + rates.inflation) ** input.years),
        );
        for (const route of plan.routes) {
          expect(route.rate).toBe(rates.returns[route.profile]);
          expect(route.monthly).toBe(ceil500(sipFor(plan.futureValue, route.rate, input.years)));
        }
        expect(plan.suggested.id).toBe(suggestedRoute(input.years).id);
      }),
      { numRuns: 1000 },
    );
  });

  it('never asks more when a return is raised, nor less when inflation is', () => {
    fc.assert(
      fc.property(arbInput, arbRates, arbReturn, arbInflation, (input, rates, other, inflation) => {
        const plan = planMoneyMap(input, rates);
        const higher = Math.max(other, rates.returns.aggressive);
        const raised = planMoneyMap(
          input,
          ratesWith({ ...rates, returns: { ...rates.returns, aggressive: higher } }),
        );
        expect(raised.routes[2]?.monthly).toBeLessThanOrEqual(plan.routes[2]?.monthly ?? 0);
        const dearer = planMoneyMap(input, {
          ...rates,
          inflation: Math.max(inflation, rates.inflation),
        });
        expect(dearer.futureValue).toBeGreaterThanOrEqual(plan.futureValue);
      }),
      { numRuns: 1000 },
    );
  });
});
