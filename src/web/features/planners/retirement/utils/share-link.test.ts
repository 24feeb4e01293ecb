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
  '#age=30&retire=60&gender=male&existing=500000&retiral=1000000&expenses=50000&rent=0&pension=0';

describe('the retirement share link', () => {
  it('carries the inputs alone when the rates are the defaults', () => {
    expect(retirementFragment({ inputs, rates: DEFAULT_RATES, stepUp: 0 })).toBe(plain);
    expect(parseRetirementFragment(plain)).toEqual({ inputs, rates: DEFAULT_RATES, stepUp: 0 });
  });

  it('carries edited rates and a step-up as percentages, and reads them back', () => {
    const rates = {
      inflation: 0.07,
      returns: { conservative: 0.075, moderate: 0.1, aggressive: 0.13 },
    };
    const fragment = retirementFragment({ inputs, rates, stepUp: 0.05 });
    expect(fragment).toBe(
      `${plain}&inflation=7&conservative=7.5&moderate=10&aggressive=13&stepUp=5`,
    );
    expect(parseRetirementFragment(fragment)).toEqual({ inputs, rates, stepUp: 0.05 });
  });

  it.each([
    '',
    '#',
    '#age=30&retire=60&gender=male',
    plain.replace('age=30', 'age=17'),
    plain.replace('retire=60', 'retire=30'),
    plain.replace('gender=male', 'gender=other'),
    plain.replace('expenses=50000', 'expenses=4000'),
    plain.replace('existing=500000', 'existing=abc'),
    plain.replace('&rent=0', ''),
    `${plain}&inflation=6`,
    `${plain}&inflation=6&conservative=1&moderate=10&aggressive=12`,
    `${plain}&stepUp=25`,
  ])('opens nothing for %j', (hash) => {
    expect(parseRetirementFragment(hash)).toBeNull();
  });
});
