import type { ReactNode } from 'react';
import { CompareTable, type PlanCells } from '../../../../components/planner/compare-table';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import { planMoneyMap } from '../../../../../shared/planners/money-map';
import { stepUpInstalment } from '../../../../../shared/planners/step-up';
import type { Scenario } from '../types';
import { yearsText } from '../utils/route-words';

function describe(scenario: Scenario): PlanCells {
  const plan = planMoneyMap(scenario.input, scenario.rates);
  const first = stepUpInstalment(
    plan.suggested.remaining,
    scenario.stepUp,
    plan.suggested.rate,
    scenario.input.years,
  );
  const cells: [string, ReactNode][] = [
    ['Goal', plan.goalLabel],
    ['Cost today', formatRupees(scenario.input.presentValue)],
    ['Years', yearsText(scenario.input.years)],
    ['Inflation', `${formatPercent(plan.inflation)} a year`],
    ['Cost then', formatRupees(plan.futureValue)],
    ['Already saved', formatRupees(scenario.input.alreadySaved ?? 0)],
    ...plan.routes.map((route): [string, ReactNode] => [
      route.label,
      `${formatRupees(route.monthly)} a month at ${formatPercent(route.rate)}`,
    ]),
    ['Suggested route', plan.suggested.label],
    [
      'Step-up',
      scenario.stepUp === 0
        ? 'None'
        : `${formatPercent(scenario.stepUp)}: ${formatRupees(first)} a month in year 1`,
    ],
  ];
  return cells;
}

/** Two money maps side by side: the one kept as A and the one on screen as B. */
export function CompareScenarios({ a, b }: { a: Scenario; b: Scenario }) {
  return (
    <CompareTable
      a={describe(a)}
      b={describe(b)}
      changes="the goal, the years or the assumptions"
    />
  );
}
