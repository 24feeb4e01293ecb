import Box from '@mui/material/Box';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import {
  areGoalDefaultRates,
  inflationFor,
  MONEY_MAP_GOAL_LABELS,
  MONEY_MAP_INFLATION,
  type MoneyMapPlan,
} from '../../../../../shared/planners/money-map';

const highInflationGoals = MONEY_MAP_INFLATION.highGoals
  .map((goal) => MONEY_MAP_GOAL_LABELS[goal].toLowerCase())
  .join(' and ');

/** Every figure of the result, explained from the same rates that produced it: the ones in use. */
export function AssumptionsNote({ plan, stepUp }: { plan: MoneyMapPlan; stepUp: number }) {
  const goalInflation = inflationFor(plan.input.goal);
  const edited = !areGoalDefaultRates(plan.input.goal, plan.rates);
  const returns = plan.routes
    .map((route) => `${route.label.toLowerCase()} ${formatPercent(route.rate)}`)
    .join(', ');
  return (
    <Box
      component="ul"
      sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 0.75 }, typography: 'body2' }}
    >
      {plan.inflation === goalInflation ? (
        <li>
          Inflation for this goal: {formatPercent(plan.inflation)} a year ({highInflationGoals}{' '}
          {formatPercent(MONEY_MAP_INFLATION.high)}, every other goal{' '}
          {formatPercent(MONEY_MAP_INFLATION.default)}).
        </li>
      ) : (
        <li>
          Inflation: {formatPercent(plan.inflation)} a year, as you set it (for this goal we would
          assume {formatPercent(goalInflation)}).
        </li>
      )}
      <li>
        Expected returns a year: {returns}
        {edited ? ' (the rates in use, including your changes)' : ''}. Returns are not guaranteed.
      </li>
      {(plan.input.alreadySaved ?? 0) > 0 && (
        <li>
          Already saved: {formatRupees(plan.input.alreadySaved ?? 0)}, left to grow at each
          route&apos;s rate, compounded monthly, until the goal; each SIP pays for what remains.
        </li>
      )}
      {stepUp > 0 && (
        <li>Step-up: each year&apos;s instalments are {formatPercent(stepUp)} above the last.</li>
      )}
      <li>
        Instalments are paid at the end of each month, as AMFI&apos;s calculator assumes, for{' '}
        {plan.input.years * 12} months.
      </li>
      <li>The cost of the goal and every monthly amount are rounded up to the next ₹500.</li>
    </Box>
  );
}
