import Box from '@mui/material/Box';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import { RETIREMENT_ASSUMPTIONS } from '../../../../../shared/planners/assumptions';
import type { ProfilePlan, RetirementPlan } from '../../../../../shared/planners/retirement';

const r = (n: number) => formatRupees(n);
const p = formatPercent;

/**
 * The plan's steps with the user's own numbers in them, in the order the planner works them out
 * (spec/planner-math.md). Every figure here comes from the same plan the Summary shows.
 */
export function HowCalculated({ plan, profile }: { plan: RetirementPlan; profile: ProfilePlan }) {
  const { input, rates, workingYears, retirementYears, lifeExpectancy } = plan;
  const { rentGrowth } = RETIREMENT_ASSUMPTIONS;
  // The seeds' 4% unless the user changed it in the options.
  const discountRate = plan.retirementReturn;
  const monthlyInRetirement = input.presentMonthlyExpenses * plan.spendingShare;
  const inflation = rates.inflation;
  return (
    <Box
      component="ol"
      sx={{ m: 0, pl: 2.5, typography: 'body2', '& li': { mb: 1.25 }, maxWidth: '75ch' }}
    >
      <li>
        <strong>Years to go.</strong> You are {input.age} and plan to retire at{' '}
        {input.retirementAge}: {workingYears} years of saving. We plan for a life to{' '}
        {lifeExpectancy}, so retirement lasts {retirementYears} years.
      </li>
      <li>
        <strong>Your expenses when you retire.</strong> {r(input.presentMonthlyExpenses)} a month is{' '}
        {r(input.presentMonthlyExpenses * 12)} a year today.
        {plan.spendingShare !== 1 &&
          ` You plan to spend ${p(plan.spendingShare)} of it in retirement: ${r(monthlyInRetirement)} a month, ${r(monthlyInRetirement * 12)} a year in today's rupees.`}{' '}
        Rising {p(inflation)} a year for {workingYears} years, that becomes{' '}
        {r(plan.expenseAtRetirement)} in your first year of retirement.
      </li>
      <li>
        <strong>What retirement costs.</strong> Expenses keep rising {p(inflation)} a year for{' '}
        {retirementYears} years, while money set aside earns {p(discountRate)} a year. Paying each
        year&apos;s expenses at its start needs {r(plan.corpusNeeded)} on the day you retire.
      </li>
      <li>
        <strong>What rent covers.</strong> {r(input.rentalIncome)} a month of rent, rising{' '}
        {p(rentGrowth)} a year until and through retirement, is worth {r(plan.rentalCorpus)} of
        that.
      </li>
      <li>
        <strong>What your pension covers.</strong> {r(input.pensionIncome)} a month, fixed, is worth{' '}
        {r(plan.pensionCorpus)}.
      </li>
      <li>
        <strong>What you have already.</strong> {r(input.existingInvestment)} invested today,
        growing {p(rates.returns.conservative)} a year, becomes {r(plan.existingAtRetirement)}. Your
        retiral benefits add {r(input.retiralBenefits)}.
      </li>
      <li>
        <strong>The shortage.</strong> {r(plan.corpusNeeded)} − {r(plan.rentalCorpus)} −{' '}
        {r(plan.pensionCorpus)} − {r(input.retiralBenefits)} − {r(plan.existingAtRetirement)} ={' '}
        {r(plan.shortage)}.{' '}
        {plan.covered ? 'Nothing is left to save for.' : 'This is what your SIP has to build.'}
      </li>
      {!plan.covered && (
        <li>
          <strong>The monthly SIP.</strong> Paying at the end of each month for {workingYears * 12}{' '}
          months at {p(profile.rate)} a year ({profile.label.toLowerCase()}), an instalment of{' '}
          {r(profile.exactMonthly)} grows to {r(plan.shortage)}. We round it up to the next ₹500:{' '}
          {r(profile.monthly)}.
        </li>
      )}
      {!plan.covered && (
        <li>
          <strong>Or a lump sum.</strong> Instead of the SIP, {r(profile.lumpSum)} invested today at{' '}
          {p(profile.rate)} a year grows to the shortage in {workingYears} years: the shortage ÷ (1
          + {p(profile.rate)} ÷ 12)<sup>{workingYears * 12}</sup>, rounded up to the next ₹500.
        </li>
      )}
    </Box>
  );
}
