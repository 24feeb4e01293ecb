import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import { planMoneyMap } from '../../../../../shared/planners/money-map';
import { stepUpInstalment } from '../../../../../shared/planners/step-up';
import type { Scenario } from '../types';
import { yearsText } from '../utils/route-words';

function describe(scenario: Scenario) {
  const plan = planMoneyMap(scenario.input, scenario.rates);
  const first = stepUpInstalment(
    plan.futureValue,
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
  const left = describe(a);
  const right = describe(b);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontVariantNumeric: 'tabular-nums',
          typography: 'body2',
          '& th, & td': { py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider' },
          '& td': { textAlign: 'right' },
          '& th': { textAlign: 'left' },
          '& thead th:not(:first-of-type)': { textAlign: 'right' },
        }}
      >
        <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
          Scenario A beside scenario B
        </caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Scenario A</th>
            <th scope="col">Scenario B (shown above)</th>
          </tr>
        </thead>
        <tbody>
          {left.map(([label, value], k) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
              <td>{right[k]?.[1]}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Change the goal, the years or the assumptions and submit: scenario B follows, scenario A
        stays as it was.
      </Typography>
    </Box>
  );
}
