import { describe, expect, it } from 'vitest';
import type { TPlan, TPlanGoal } from '../../../../shared/schemas/my-plan';
import { planGoal } from '../testing/plan-goal';
import { planOfShared, readSharedPlan, sharedPlanFragment } from './shared-plan-link';

// docs/planner-math.md's worked example: education, a home and retirement against ₹70,000.
const goal = (over: Partial<TPlanGoal>) => planGoal({ name: 'Riya’s college', ...over });

const plan: TPlan = {
  monthlyCapacity: 70_000,
  goals: [
    goal({}),
    goal({
      goalId: 'a1f4c2d3-0000-4000-8000-000000000002',
      name: 'Flat in Pune',
      goal: 'HOME',
      targetYear: 2033,
      futureCost: 3_007_500,
      futureCostToday: 2_000_000,
      monthly: 25_000,
      portfolio: 'assetAllocation',
      rate: 0.1,
      alreadySaved: 1_50_000.5,
    }),
    goal({
      goalId: 'retirement',
      kind: 'retirement',
      name: 'Retirement',
      goal: 'RETIREMENT',
      targetYear: 2056,
      futureCost: 5_12_00_000,
      futureCostToday: 89_00_000,
      monthly: 46_000,
      portfolio: 'moderate',
      rate: 0.1,
      alreadySaved: 5_00_000,
    }),
  ],
  total: 82_500,
  gap: -12_500,
  moves: [{ goalId: 'retirement', years: 4, total: 67_000 }],
  stepUp: { stepUp: 0.03, total: 69_000 },
  riskBand: 'moderate',
};

const figures = ({ goal, targetYear, futureCost, futureCostToday, monthly, ...g }: TPlanGoal) => ({
  goal,
  targetYear,
  futureCost,
  futureCostToday,
  monthly,
  portfolio: g.portfolio,
  rate: g.rate,
  alreadySaved: g.alreadySaved,
});

describe('a shared plan’s link', () => {
  it('reads back every goal’s figures and what can be invested, in the plan’s order', () => {
    const read = readSharedPlan(sharedPlanFragment(plan));
    expect(read).toEqual({ monthlyCapacity: 70_000, goals: plan.goals.map(figures) });
  });

  it('reads back a plan without what can be invested', () => {
    const read = readSharedPlan(sharedPlanFragment({ ...plan, monthlyCapacity: null }));
    expect(read).not.toBe('broken');
    expect(read && read !== 'broken' && read.monthlyCapacity).toBeNull();
  });

  it('carries figures only: no goal’s own name, id, date of saving, priority or moves', () => {
    const fragment = sharedPlanFragment(plan);
    const text = decodeURIComponent(fragment);
    for (const personal of ['Riya', 'college', 'Flat', 'Pune', '0b6c2f1e', 'a1f4c2d3', '2026-01']) {
      expect(text).not.toContain(personal);
    }
    expect(text).not.toMatch(/priority|moves|riskBand|stepUp/i);
    expect(fragment.length).toBeLessThan(250);
  });

  it('refuses a link edited by hand or cut short', () => {
    const fragment = sharedPlanFragment(plan);
    expect(readSharedPlan(fragment.replace('11500', '1500'))).toBe('broken');
    expect(readSharedPlan(fragment.replace('EDUCATION', 'HOLIDAY'))).toBe('broken');
    expect(readSharedPlan(fragment.slice(0, -3))).toBe('broken');
    expect(readSharedPlan(fragment.slice(0, fragment.indexOf('&s=')))).toBe('broken');
    expect(readSharedPlan(fragment.slice(0, fragment.lastIndexOf('&g=')))).toBe('broken');
  });

  it('refuses a well-formed link whose figures make no sense', () => {
    // Built as the encoder would, so that only the figures are wrong.
    const wrong = (over: Partial<TPlanGoal>) =>
      readSharedPlan(sharedPlanFragment({ monthlyCapacity: null, goals: [goal(over)] }));
    expect(wrong({ portfolio: 'moderate' })).toBe('broken');
    expect(wrong({ goal: 'YACHT' })).toBe('broken');
    expect(wrong({ monthly: -500 })).toBe('broken');
    expect(wrong({ targetYear: 2036.5 })).toBe('broken');
    expect(wrong({ futureCost: Number.NaN })).toBe('broken');
    expect(readSharedPlan(sharedPlanFragment({ monthlyCapacity: 0, goals: [] }))).toBe('broken');
  });

  it('is no shared plan without a fragment of its own', () => {
    expect(readSharedPlan('')).toBeNull();
    expect(readSharedPlan('#')).toBeNull();
    expect(readSharedPlan('#main-content')).toBeNull();
  });
});

describe('the plan a link draws', () => {
  it('names each goal by its kind and adds up the total and the gap itself', () => {
    const read = readSharedPlan(sharedPlanFragment(plan));
    if (!read || read === 'broken') throw new Error('the link was not read');
    const shared = planOfShared(read, 2026);
    expect(shared.goals.map((g) => g.name)).toEqual(['Education', 'Home', 'Retirement']);
    expect(shared.goals.map((g) => g.yearsLeft)).toEqual([10, 7, 30]);
    expect(shared.goals.map((g) => g.kind)).toEqual(['moneyMap', 'moneyMap', 'retirement']);
    expect(shared.total).toBe(82_500);
    expect(shared.gap).toBe(-12_500);
    expect(shared).toMatchObject({ moves: [], stepUp: null, riskBand: null });
  });

  it('shows a goal whose year has come, and asks nothing of it, as due', () => {
    const shared = planOfShared(
      {
        monthlyCapacity: null,
        goals: [{ ...figures(goal({})), goal: 'EDUCATION', targetYear: 2025, monthly: 0 }],
      },
      2026,
    );
    expect(shared.goals[0]).toMatchObject({ yearsLeft: 0, due: true });
    expect(shared.total).toBe(0);
    expect(shared.gap).toBeNull();
  });
});
