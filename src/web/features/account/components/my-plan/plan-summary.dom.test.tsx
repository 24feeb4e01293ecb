// @vitest-environment happy-dom
import { act } from 'react';
import { expect, it, vi } from 'vitest';
import type { TPlan, TPlanGoal } from '../../../../../shared/schemas/my-plan';
import { render } from '../../../../testing/dom';
import { planGoal } from '../../testing/plan-goal';
import { PlanSummary } from './plan-summary';

// docs/planner-math.md's worked example: education, a house and retirement against ₹70,000.
const goal = (over: Partial<TPlanGoal>) =>
  planGoal({ goalId: 'g', name: 'Goal', priority: null, ...over });

const goals = [
  goal({ goalId: 'edu', name: 'Education', monthly: 11_500 }),
  goal({ goalId: 'house', name: 'House', goal: 'HOUSE', targetYear: 2033, monthly: 25_000 }),
  goal({
    goalId: 'retirement',
    kind: 'retirement',
    name: 'Retirement',
    goal: 'RETIREMENT',
    targetYear: 2056,
    portfolio: 'moderate',
    monthly: 46_000,
  }),
];

const plan = (over: Partial<TPlan>): TPlan => ({
  monthlyCapacity: 70_000,
  goals,
  total: 82_500,
  gap: -12_500,
  moves: [
    { goalId: 'retirement', years: 4, total: 67_000 },
    { goalId: 'house', years: 7, total: 70_000 },
  ],
  stepUp: { stepUp: 0.03, total: 69_000 },
  riskBand: null,
  ...over,
});

const text = (container: HTMLElement, testId: string) =>
  container.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;

it('adds the goals’ SIPs up and says the shortfall against what the user can invest', () => {
  const container = render(<PlanSummary plan={plan({})} onMove={() => {}} moving={false} />);
  expect(container.querySelector('ul')?.textContent).toContain('Education: ₹11,500 a month');
  expect(text(container, 'plan-total')).toBe('Total: ₹82,500 a month');
  expect(text(container, 'plan-gap')).toContain(
    'You can invest ₹70,000 a month: ₹12,500 a month short of what your goals ask.',
  );
  expect(text(container, 'plan-gap')).toContain('₹70,000 − ₹82,500 = -₹12,500');
});

it('says a large gap in words too, and a surplus as what is to spare', () => {
  const container = render(
    <PlanSummary
      plan={plan({ monthlyCapacity: 2_07_500, gap: 1_25_000, moves: [], stepUp: null })}
      onMove={() => {}}
      moving={false}
    />,
  );
  expect(text(container, 'plan-gap')).toContain(
    '₹1,25,000 (1.25 lakh rupees) a month more than your goals ask',
  );
  expect(text(container, 'plan-closers')).toBeNull();
});

it('offers the least move of each goal that closes the gap, and the least step-up', () => {
  const onMove = vi.fn();
  const container = render(<PlanSummary plan={plan({})} onMove={onMove} moving={false} />);
  const closers = text(container, 'plan-closers')!;
  expect(closers).toContain(
    'Move Retirement 4 years later, to 2060: your goals would then ask ₹67,000 a month, within your ₹70,000.',
  );
  expect(closers).toContain('Move House 7 years later, to 2040');
  expect(closers).toContain('Or let every SIP rise 3% each year');
  expect(closers).toContain('₹69,000 a month');

  const button = [...container.querySelectorAll('button')].find(
    (b) => b.textContent === 'Move House to 2040',
  )!;
  act(() => button.click());
  expect(onMove).toHaveBeenCalledWith('house', 7);
});

it('says when no single change closes the gap', () => {
  const container = render(
    <PlanSummary plan={plan({ moves: [], stepUp: null })} onMove={() => {}} moving={false} />,
  );
  expect(text(container, 'plan-closers')).toContain(
    'No one goal moved within its planner’s limits, and no yearly step-up up to 20%',
  );
});

it('asks for what the user can invest before it says a gap', () => {
  const container = render(
    <PlanSummary
      plan={plan({ monthlyCapacity: null, gap: null, moves: [], stepUp: null })}
      onMove={() => {}}
      moving={false}
    />,
  );
  expect(text(container, 'plan-total')).toBe('Total: ₹82,500 a month');
  expect(text(container, 'plan-gap')).toBeNull();
  expect(container.textContent).toContain('Say what you can invest each month');
});
