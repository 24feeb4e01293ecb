import Box from '@mui/material/Box';
import { formatPercent } from '../../../../../shared/format/percent';
import {
  MONEY_MAP_GOAL_LABELS,
  MONEY_MAP_INFLATION,
  MONEY_MAP_ROUTES,
  type MoneyMapPlan,
} from '../../../../../shared/planners/money-map';

const highInflationGoals = MONEY_MAP_INFLATION.highGoals
  .map((goal) => MONEY_MAP_GOAL_LABELS[goal].toLowerCase())
  .join(' and ');

/** Every figure of the result, explained from the same constants that produced it. */
export function AssumptionsNote({ plan }: { plan: MoneyMapPlan }) {
  const returns = MONEY_MAP_ROUTES.map(
    (route) => `${route.label.toLowerCase()} ${formatPercent(route.rate)}`,
  ).join(', ');
  return (
    <Box
      component="ul"
      sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 0.75 }, typography: 'body2' }}
    >
      <li>
        Inflation for this goal: {formatPercent(plan.inflation)} a year ({highInflationGoals}{' '}
        {formatPercent(MONEY_MAP_INFLATION.high)}, every other goal{' '}
        {formatPercent(MONEY_MAP_INFLATION.default)}).
      </li>
      <li>Expected returns a year: {returns}. Returns are not guaranteed.</li>
      <li>
        Instalments are paid at the end of each month, as AMFI&apos;s calculator assumes, for{' '}
        {plan.input.years * 12} months.
      </li>
      <li>The cost of the goal and every monthly amount are rounded up to the next ₹500.</li>
    </Box>
  );
}
