import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '../../../../../shared/planners/assumptions';
import { parseRetirementFragment, retirementFragment } from './share-link';

const inputs = {
  age: 30,
  retirementAge: 60,
  gender: 'male' as const,
  existingInvestment: 500_000,
  retiralBenefits: 1_000_000,
  presentMonthlyExpenses: 50_000,
  rentalIncome: 0,
  pensionIncome: 0,
};
const plain =
  '#age=30&retire=60&gender=male&existing=500000&retiral=1000000&expenses=50000&rent=0&pension=0&portfolio=conservative';

describe('the retirement share link', () => {
  it('carries the inputs and the portfolio alone when the rates are the defaults', () => {
    const plan = { inputs, rates: DEFAULT_RATES, stepUp: 0, profile: 'conservative' as const };
    expect(retirementFragment(plan)).toBe(plain);
    expect(parseRetirementFragment(plain)).toEqual(plan);
  });

  it('reopens the portfolio the sender picked', () => {
    const plan = { inputs, rates: DEFAULT_RATES, stepUp: 0, profile: 'aggressive' as const };
    const fragment = retirementFragment(plan);
    expect(fragment).toContain('&portfolio=aggressive');
    expect(parseRetirementFragment(fragment)).toEqual(plan);
  });

  it('opens a link made before portfolios travelled on the conservative one', () => {
    const older = plain.replace('&portfolio=conservative', '');
    expect(parseRetirementFragment(older)).toMatchObject({ profile: 'conservative' });
  });

  it('carries edited rates and a step-up as percentages, and reads them back', () => {
    const rates = {
      inflation: 0.07,
      returns: { conservative: 0.075, moderate: 0.1, aggressive: 0.13 },
    };
    const plan = { inputs, rates, stepUp: 0.05, profile: 'moderate' as const };
    const fragment = retirementFragment(plan);
    expect(fragment).toBe(
      `${plain.replace('conservative', 'moderate')}&inflation=7&conservative=7.5&moderate=10&aggressive=13&stepUp=5`,
    );
    expect(parseRetirementFragment(fragment)).toEqual(plan);
  });

  it.each(['', '#', '#main-content', '#utm_source=mail'])(
    'finds no plan’s link in %j, and says nothing',
    (hash) => {
      expect(parseRetirementFragment(hash)).toBeNull();
    },
  );

  it.each([
    '#age=30&retire=60&gender=male',
    '#expenses=50000',
    plain.replace('expenses=50000', 'expenses='),
    plain.replace('age=30', 'age=17'),
    plain.replace('retire=60', 'retire=30'),
    plain.replace('gender=male', 'gender=other'),
    plain.replace('expenses=50000', 'expenses=4000'),
    plain.replace('existing=500000', 'existing=abc'),
    `${plain}&inflation=6`,
    `${plain}&inflation=6&conservative=1&moderate=10&aggressive=12`,
    `${plain}&stepUp=25`,
    `${plain}&stepUp=ten`,
    plain.replace('portfolio=conservative', 'portfolio=reckless'),
    plain.replace('portfolio=conservative', 'portfolio='),
    '#portfolio=moderate',
    '#inflation=6&conservative=8&moderate=10&aggressive=12',
    plain.replace('age=30', 'age=3O'),
  ])('reads %j as a broken link: the planner opens nothing and says so', (hash) => {
    expect(parseRetirementFragment(hash)).toBe('broken');
  });
});

describe('the retirement options in the share link', () => {
  const base = { inputs, rates: DEFAULT_RATES, stepUp: 0, profile: 'conservative' as const };

  it('carries changed options there and back', () => {
    const plan = {
      ...base,
      options: { lifeExpectancy: 90, retirementReturn: 0.05, spendingShare: 0.7 },
    };
    const fragment = retirementFragment(plan);
    expect(fragment).toBe(`${plain}&life=90&retReturn=5&spending=70`);
    expect(parseRetirementFragment(fragment)).toEqual(plan);
  });

  it('refuses options out of range', () => {
    expect(parseRetirementFragment(`${plain}&life=101`)).toBe('broken');
    expect(parseRetirementFragment(`${plain}&life=60`)).toBe('broken');
    expect(parseRetirementFragment(`${plain}&retReturn=20`)).toBe('broken');
    expect(parseRetirementFragment(`${plain}&spending=`)).toBe('broken');
  });
});
