import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import { growthSeries, type MoneyMapPlan } from '../../../../../shared/planners/money-map';
import { yearsText } from '../utils/route-words';
import { risingWords } from '../../../../components/planner/rising-words';
import { VisuallyHidden } from '../../../../components/visually-hidden';

const GrowthChart = lazy(() => import('./growth-chart'));
const CHART_HEIGHT = 300;

type GrowthSectionProps = {
  plan: MoneyMapPlan;
  /** The suggested route's first-year SIP with the step-up chosen (its flat SIP with none). */
  monthly: number;
  stepUp: number;
};

/**
 * How the suggested monthly SIP grows to the goal, year by year, stepped up as chosen: a chart for
 * the eye, a caption that sums it up, and the same figures as a table that anyone can open.
 */
export function GrowthSection({ plan, monthly, stepUp }: GrowthSectionProps) {
  const { suggested, input } = plan;
  // What the SIP has to build: the cost then, less what is already saved grown by then.
  const target = suggested.remaining;
  const goalWords =
    target === plan.futureValue
      ? `the ${formatRupees(target)} goal`
      : `the ${formatRupees(Math.round(target))} your savings leave to find`;
  const series = useMemo(
    () => growthSeries(monthly, suggested.rate, input.years, stepUp),
    [monthly, suggested.rate, input.years, stepUp],
  );
  const last = series.at(-1);
  const routeName = suggested.label.toLowerCase();
  const rising = risingWords(stepUp);

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box aria-hidden sx={{ minHeight: CHART_HEIGHT }}>
        <Suspense
          fallback={<Box sx={{ height: CHART_HEIGHT, borderRadius: 2, bgcolor: 'action.hover' }} />}
        >
          <GrowthChart series={series} goal={target} />
        </Suspense>
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Paying {formatRupees(monthly)} a month{rising} into {routeName} at{' '}
        {formatPercent(suggested.rate)} a year, you pay in {formatRupees(last?.paidIn ?? 0)} over{' '}
        {yearsText(input.years)} and end with about {formatRupees(last?.value ?? 0)}, enough for{' '}
        {goalWords}.
      </Typography>
      <Box
        component="details"
        sx={{ mt: 1.5, '& summary': { cursor: 'pointer', fontWeight: 700, color: 'primary.main' } }}
      >
        <summary>Year-by-year figures</summary>
        <Box
          component="table"
          sx={{
            mt: 1,
            width: '100%',
            maxWidth: 480,
            borderCollapse: 'collapse',
            fontVariantNumeric: 'tabular-nums',
            typography: 'body2',
            '& th, & td': { py: 0.5, px: 1, borderBottom: 1, borderColor: 'divider' },
            '& td, & thead th:not(:first-of-type)': { textAlign: 'right' },
            '& th': { textAlign: 'left' },
          }}
        >
          {/* Hidden inside a caption, not the caption itself: a table caption ignores the clip's
              absolute position, and its unwrapped text pushed the page sideways on a phone. */}
          <caption>
            <VisuallyHidden>
              Year-by-year growth of {formatRupees(monthly)} a month{rising} in {routeName}
            </VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Paid in</th>
              <th scope="col">Worth</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.year}>
                <th scope="row">{point.year}</th>
                <td>{formatRupees(point.paidIn)}</td>
                <td>{formatRupees(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
