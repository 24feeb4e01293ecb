import type { TPlanGoal } from '../../../../shared/schemas/my-plan';

/**
 * One goal of a plan, for the tests: docs/planner-math.md's education goal (₹10 lakh in 10 years,
 * ₹11,500 a month at equity), with whatever a test changes.
 */
export const planGoal = (over: Partial<TPlanGoal> = {}): TPlanGoal => ({
  goalId: '0b6c2f1e-4d1a-4c53-9a55-0f3b7b1d2a10',
  kind: 'moneyMap',
  name: 'Education',
  goal: 'EDUCATION',
  priority: 1,
  targetYear: 2036,
  yearsLeft: 10,
  due: false,
  futureCost: 2_594_000,
  futureCostToday: 1_000_000,
  monthly: 11_500,
  portfolio: 'equity',
  rate: 0.12,
  alreadySaved: 0,
  savedAt: '2026-01-10T00:00:00.000Z',
  ...over,
});
