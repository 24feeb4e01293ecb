// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, expect, it } from 'vitest';
import { paths } from '../../../../../shared/config/paths';
import { site } from '../../../../../shared/config/site';
import type { TPlanGoal } from '../../../../../shared/schemas/my-plan';
import { render, settle } from '../../../../testing/dom';
import SharedPlanPage from '../../shared-plan-page';
import { sharedPlanFragment } from '../../utils/shared-plan-link';
import { planGoal } from '../../testing/plan-goal';
import SharedPlanReader from './shared-plan-reader';

const goal = (over: Partial<TPlanGoal>) =>
  planGoal({
    goalId: 'edu',
    name: 'Riya’s college',
    targetYear: new Date().getFullYear() + 10,
    ...over,
  });

const goals = [
  goal({}),
  goal({
    goalId: 'retirement',
    kind: 'retirement',
    name: 'Retirement',
    goal: 'RETIREMENT',
    targetYear: new Date().getFullYear() + 30,
    futureCost: 5_12_00_000,
    monthly: 46_000,
    portfolio: 'moderate',
    rate: 0.1,
  }),
];

const open = (fragment: string) => {
  window.history.replaceState(null, '', `${paths.mySharedPlan.path}${fragment}`);
  return render(<SharedPlanReader />);
};

const text = (testId: string) =>
  document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;

// Under act: the links hear the address change while the page is still drawn.
afterEach(() => act(() => window.history.replaceState(null, '', '/')));

it('draws the goals, their total and the gap from the link alone, read-only', () => {
  open(sharedPlanFragment({ monthlyCapacity: 50_000, goals }));
  const cards = [...document.querySelectorAll('li h3')].map((h) => h.textContent);
  expect(cards).toEqual(['Education', 'Retirement']);
  expect(document.body.textContent).not.toContain('Riya');
  expect(document.body.textContent).toContain('₹11,500 at Equity (12% a year)');
  expect(document.body.textContent).toContain('₹25,94,000');
  expect(text('plan-total')).toBe('Total: ₹57,500 a month');
  expect(text('plan-gap')).toContain(
    'The plan’s maker can invest ₹50,000 a month: ₹7,500 a month short of what the goals ask.',
  );
  expect(text('plan-gap')).toContain('₹50,000 − ₹57,500 = -₹7,500');
  // Nothing to change, move or remove, and nothing the link does not carry.
  const buttons = [...document.querySelectorAll('button')].map((b) => b.textContent);
  expect(buttons).toEqual(['Print or save as PDF']);
  expect(text('plan-closers')).toBeNull();
  expect(document.body.textContent).not.toContain('Priority');

  expect(document.body.textContent).toContain('Someone shared these figures with you');
  expect(document.body.textContent).toContain(site.distributor.disclaimer);
  const own = [...document.querySelectorAll('a')].find(
    (a) => a.textContent === 'Make your own plan',
  );
  expect(own?.getAttribute('href')).toBe(paths.myPlan.path);
});

it('says when the link does not say what can be invested', () => {
  open(sharedPlanFragment({ monthlyCapacity: null, goals }));
  expect(text('plan-total')).toBe('Total: ₹57,500 a month');
  expect(text('plan-gap')).toBeNull();
  expect(document.body.textContent).toContain('The link does not say what its maker can invest');
});

it('says there is no plan in a link without one, and offers the planners', () => {
  open('');
  expect(document.querySelector('h2')?.textContent).toBe('There is no plan in this link');
  const links = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(links).toEqual([paths.moneyMap.path, paths.retirementPlanner.path, paths.myPlan.path]);
});

it('refuses a link edited by hand, and draws the plan once it is whole again', () => {
  const fragment = sharedPlanFragment({ monthlyCapacity: 50_000, goals });
  open(fragment.replace('11500', '1500'));
  expect(document.querySelector('h2')?.textContent).toBe('This shared link could not be read');
  expect(text('plan-total')).toBeNull();

  act(() => {
    window.history.replaceState(null, '', `${paths.mySharedPlan.path}${fragment}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(text('plan-total')).toBe('Total: ₹57,500 a month');
});

it('is the page’s heading at once, and the plan once its reader has loaded in the browser', async () => {
  window.history.replaceState(
    null,
    '',
    `${paths.mySharedPlan.path}${sharedPlanFragment({ monthlyCapacity: 50_000, goals })}`,
  );
  render(<SharedPlanPage />);
  expect(document.querySelector('h1')?.textContent).toBe(paths.mySharedPlan.title);
  await settle();
  expect(text('plan-total')).toBe('Total: ₹57,500 a month');
});
