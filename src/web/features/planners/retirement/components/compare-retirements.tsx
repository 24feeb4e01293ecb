import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import { planRetirement } from '../../../../../shared/planners/retirement';
import { GENDER_LABELS } from '../../../../../shared/planners/retirement-limits';
import { stepUpInstalment } from '../../../../../shared/planners/step-up';
import { CompareTable, type PlanCells } from '../../../../components/planner/compare-table';
import type { SharedRetirement } from '../utils/share-link';

function describe({ inputs, rates, stepUp, options = {} }: SharedRetirement): PlanCells {
  const plan = planRetirement(inputs, rates, options);
  const monthly = (rate: number, flat: number) => {
    if (plan.covered) return 'Covered';
    const text = `${formatRupees(flat)} a month at ${formatPercent(rate)}`;
    if (stepUp === 0) return text;
    const first = stepUpInstalment(plan.shortage, stepUp, rate, plan.workingYears);
    return `${text}; ${formatRupees(first)} in year 1 with the step-up`;
  };
  return [
    ['Age', String(inputs.age)],
    ['Retiring at', String(inputs.retirementAge)],
    ['Planned to', `${plan.lifeExpectancy} (${GENDER_LABELS[inputs.gender].toLowerCase()})`],
    ['Expenses today', `${formatRupees(inputs.presentMonthlyExpenses)} a month`],
    ['Existing investment', formatRupees(inputs.existingInvestment)],
    ['Retiral benefits', formatRupees(inputs.retiralBenefits)],
    ['Rent and pension', `${formatRupees(inputs.rentalIncome + inputs.pensionIncome)} a month`],
    ['Inflation', `${formatPercent(rates.inflation)} a year`],
    ['Return in retirement', `${formatPercent(plan.retirementReturn)} a year`],
    ['Spending in retirement', `${formatPercent(plan.spendingShare)} of today's`],
    ['Needed at retirement', formatRupees(plan.corpusNeeded)],
    ['Still to save', plan.covered ? 'Nothing: covered' : formatRupees(plan.shortage)],
    ...plan.profiles.map((p): [string, string] => [p.label, monthly(p.rate, p.monthly)]),
    ['Step-up', stepUp === 0 ? 'None' : `${formatPercent(stepUp)} a year`],
  ];
}

/** Two retirement plans side by side: the one kept as A and the one on screen as B. */
export function CompareRetirements({ a, b }: { a: SharedRetirement; b: SharedRetirement }) {
  return (
    <CompareTable
      a={describe(a)}
      b={describe(b)}
      changes="your ages, savings, expenses or the assumptions"
    />
  );
}
