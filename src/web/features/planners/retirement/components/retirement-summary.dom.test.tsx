// @vitest-environment happy-dom
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { DEFAULT_RATES, type ReturnProfile } from '../../../../../shared/planners/assumptions';
import type { RetirementOptions } from '../../../../../shared/planners/retirement';
import { RETIREMENT_OPTION_MESSAGES } from '../../../../../shared/schemas/retirement-options';
import { render, settle, type as typeInto } from '../../../../testing/dom';
import { RetirementSummary } from './retirement-summary';

// Signed out unless a test signs in: only then is a saved risk profile read.
const session = vi.hoisted(() => ({ signedIn: false }));
vi.mock('../../../../lib/session', () => ({
  useSession: () =>
    session.signedIn
      ? { status: 'signed-in', user: { id: 'u1', name: 'Asha', email: 'asha@example.in' } }
      : { status: 'signed-out' },
}));

// The first worked example of planner-math.md.
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

function Summary({ profile = 'moderate' }: { profile?: ReturnProfile }) {
  const [options, setOptions] = useState<RetirementOptions>({});
  return (
    <RetirementSummary
      inputs={inputs}
      onNegativeShortage={() => {}}
      rates={DEFAULT_RATES}
      onRatesChange={() => {}}
      savedNewMonthly=""
      onCalculate={() => {}}
      onTryAgain={() => {}}
      initialStepUp={0}
      initialProfile={profile}
      profileFromLink={false}
      options={options}
      onOptionsChange={setOptions}
      scenarioA={null}
      onCompare={() => {}}
    />
  );
}

const monthly = () => document.querySelector('[data-testid="monthly-investment"]')?.textContent;
const lumpSum = () => document.querySelector('[data-testid="lump-sum"]')?.textContent;
const working = () => document.querySelector('details ol')?.textContent ?? '';

it('shows today’s figures with every option at its default', () => {
  render(<Summary />);
  expect(monthly()).toBe('₹46,000');
  expect(document.querySelector<HTMLInputElement>('#retirement-life-expectancy')?.value).toBe('85');
  expect(document.querySelector<HTMLInputElement>('#retirement-return-in-retirement')?.value).toBe(
    '4',
  );
  expect(document.querySelector<HTMLInputElement>('#retirement-spending-share')?.value).toBe('100');
  expect(working()).not.toContain('Your options');
});

it('follows a changed life expectancy, return and spending, and says so in the working', () => {
  const container = render(<Summary profile="conservative" />);
  const before = container.textContent ?? '';
  typeInto('#retirement-life-expectancy', '90');
  expect(container.textContent).not.toBe(before);
  expect(container.textContent).toContain('We plan for a life to 90, so retirement lasts 30 years');
  typeInto('#retirement-spending-share', '70');
  typeInto('#retirement-return-in-retirement', '5');
  // planner-math.md's second worked example: 8% asks ₹52,000, or ₹70,67,000 today.
  expect(monthly()).toBe('₹52,000');
  expect(lumpSum()).toContain('₹70,67,000');
  expect(working()).toContain('planned to age 90');
  expect(working()).toContain('spending in retirement 70% of today');
  expect(working()).toContain('money in retirement earning 5% a year');
});

it('names an option out of range and keeps the last figures', () => {
  render(<Summary />);
  typeInto('#retirement-life-expectancy', '55');
  expect(document.querySelector('#retirement-life-expectancy-help')?.textContent).toBe(
    RETIREMENT_OPTION_MESSAGES.lifeExpectancy,
  );
  expect(monthly()).toBe('₹46,000');
  expect(document.body.textContent).toContain('hidden until the options are valid');
});

it('picks the portfolio a saved risk profile points to', async () => {
  session.signedIn = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/api/user/getRiskBand')
        ? new Response(
            // The capacity rule is the server's: aggressive answers, moderate capacity.
            JSON.stringify({ success: true, msg: 'ok', riskBand: 'moderate' }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : new Response('{}', { status: 404 }),
    ),
  );
  try {
    const container = render(<Summary profile="conservative" />);
    await settle();
    expect(container.textContent).toContain('Your risk profile: moderate.');
    expect(container.textContent).toContain('chosen for you below');
    expect(monthly()).toBe('₹46,000');
  } finally {
    session.signedIn = false;
  }
});

it('names kept options that no longer fit new ages, and hides the figures until fixed', () => {
  render(
    <RetirementSummary
      inputs={{ ...inputs, retirementAge: 78 }}
      onNegativeShortage={() => {}}
      rates={DEFAULT_RATES}
      onRatesChange={() => {}}
      savedNewMonthly=""
      onCalculate={() => {}}
      onTryAgain={() => {}}
      initialStepUp={0}
      initialProfile="moderate"
      profileFromLink={false}
      options={{ lifeExpectancy: 75 }}
      onOptionsChange={() => {}}
      scenarioA={null}
      onCompare={() => {}}
    />,
  );
  expect(document.querySelector('#retirement-life-expectancy-help')?.textContent).toBe(
    RETIREMENT_OPTION_MESSAGES.afterRetirement,
  );
  expect(document.body.textContent).toContain('hidden until the options are valid');
});
