import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, RETURN_PROFILES } from './assumptions';
import { MONEY_MAP_GOALS, MONEY_MAP_LIMITS, planMoneyMap } from './money-map';
import { planGap, type PlanGoal } from './my-plan';
import { moneyMapPlanGoal, retirementPlanGoal } from './plan-goals';
import { planRetirement, profileOf } from './retirement';

const RUNS = { numRuns: 1000 };

// docs/planner-math.md's worked example of My plan: a child's education (₹10 lakh today, 10
// years, equity at 12%), a house (₹20 lakh, 7 years, asset allocation at 10%) and the first
// retirement worked example at the moderate 10%.
const education = moneyMapPlanGoal(
  'education',
  { presentValue: 10_00_000, goal: 'EDUCATION', years: 10 },
  0.12,
  0.1,
);
const house = moneyMapPlanGoal(
  'house',
  { presentValue: 20_00_000, goal: 'HOME', years: 7 },
  0.1,
  0.06,
);
const retirement = retirementPlanGoal(
  'retirement',
  {
    age: 30,
    retirementAge: 60,
    gender: 'male',
    existingInvestment: 5_00_000,
    retiralBenefits: 10_00_000,
    presentMonthlyExpenses: 50_000,
    rentalIncome: 0,
    pensionIncome: 0,
  },
  'moderate',
);
const example = [education, house, retirement];

describe('My plan worked example', () => {
  it('adds the planners’ own SIPs: ₹11,500 + ₹25,000 + ₹46,000 = ₹82,500', () => {
    expect(example.map((goal) => goal.monthlyFor(0, 0))).toEqual([11_500, 25_000, 46_000]);
    const plan = planGap(example, 1_00_000);
    expect(plan).toMatchObject({ total: 82_500, gap: 17_500, affordable: true, moves: [] });
  });

  it('against ₹70,000: retire 4 years later or move the house 7; or step up 3% a year', () => {
    const plan = planGap(example, 70_000);
    expect(plan.gap).toBe(-12_500);
    expect(plan.affordable).toBe(false);
    expect(plan.moves).toEqual([
      { goalId: 'retirement', years: 4, total: 67_000 },
      { goalId: 'house', years: 7, total: 70_000 },
    ]);
    expect(plan.stepUp).toEqual({ stepUp: 0.03, total: 69_000 });
  });
});

const arbMoneyMapGoal = fc
  .record({
    presentValue: fc.integer({ min: 50_000, max: 1_00_00_000 }),
    goal: fc.constantFrom(...MONEY_MAP_GOALS),
    years: fc.integer({ min: MONEY_MAP_LIMITS.minYears, max: 30 }),
    alreadySaved: fc.integer({ min: 0, max: 20_00_000 }),
    profile: fc.constantFrom(...RETURN_PROFILES),
  })
  .map(({ profile, ...input }): [PlanGoal, number] => {
    const rate = DEFAULT_RATES.returns[profile];
    const inflation = input.goal === 'EDUCATION' || input.goal === 'HEALTH' ? 0.1 : 0.06;
    const route = planMoneyMap(input).routes.find((r) => r.profile === profile)!;
    return [moneyMapPlanGoal('goal', input, rate, inflation), route.monthly];
  });

describe('My plan properties', () => {
  it('each Money Maps goal, unmoved and without a step-up, asks its planner’s own SIP', () => {
    fc.assert(
      fc.property(arbMoneyMapGoal, ([goal, planned]) => {
        expect(goal.monthlyFor(0, 0)).toBe(planned);
      }),
      RUNS,
    );
  });

  it('the retirement goal asks the planner’s own SIP at its profile', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 50 }),
        fc.integer({ min: 5, max: 25 }),
        fc.integer({ min: 5_000, max: 3_00_000 }),
        fc.constantFrom(...RETURN_PROFILES),
        (age, working, expenses, profile) => {
          const input = {
            age,
            retirementAge: Math.min(80, age + working),
            gender: 'female' as const,
            existingInvestment: 0,
            retiralBenefits: 0,
            presentMonthlyExpenses: expenses,
            rentalIncome: 0,
            pensionIncome: 0,
          };
          const goal = retirementPlanGoal('r', input, profile);
          expect(goal.monthlyFor(0, 0)).toBe(profileOf(planRetirement(input), profile).monthly);
        },
      ),
      RUNS,
    );
  });

  it('every move and step-up it offers fits the capacity, and one less would not', () => {
    fc.assert(
      fc.property(
        fc.array(arbMoneyMapGoal, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 3_00_000 }),
        (drawn, capacity) => {
          const goals = drawn.map(([goal], index) => ({ ...goal, goalId: `g${index}` }));
          const plan = planGap(goals, capacity);
          expect(plan.affordable).toBe(plan.total <= capacity);
          for (const move of plan.moves) {
            expect(move.total).toBeLessThanOrEqual(capacity);
            const goal = goals.find((g) => g.goalId === move.goalId)!;
            const oneLess = plan.total - goal.monthlyFor(0, 0) + goal.monthlyFor(move.years - 1, 0);
            expect(oneLess).toBeGreaterThan(capacity);
          }
          if (plan.stepUp) {
            expect(plan.stepUp.total).toBeLessThanOrEqual(capacity);
            const lower = Math.round(plan.stepUp.stepUp * 100 - 1) / 100;
            const atLower = goals.reduce((sum, goal) => sum + goal.monthlyFor(0, lower), 0);
            expect(atLower).toBeGreaterThan(capacity);
          }
        },
      ),
      RUNS,
    );
  });
});
