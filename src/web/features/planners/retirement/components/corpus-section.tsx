import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import { corpusSeries, type RetirementPlan } from '../../../../../shared/planners/retirement';
import { VisuallyHidden } from '../../../../components/visually-hidden';

const CorpusChart = lazy(() => import('./corpus-chart'));
const CHART_HEIGHT = 300;

type CorpusSectionProps = {
  plan: RetirementPlan;
  /** The instalment the chart assumes, and its profile's name and rate. */
  monthly: number;
  rate: number;
  profileLabel: string;
};

/**
 * Savings built up until retirement and drawn down until life expectancy: a chart for the eye, a
 * caption that sums it up, and the same figures as a table that anyone can open.
 */
export function CorpusSection({ plan, monthly, rate, profileLabel }: CorpusSectionProps) {
  const series = useMemo(() => corpusSeries(plan, rate, monthly), [plan, rate, monthly]);
  const { input, lifeExpectancy } = plan;
  const atRetirement = series.find((p) => p.age === input.retirementAge);
  const last = series.at(-1);
  const runsOut = series.find((p) => p.phase === 'retired' && p.balance < 0);
  const paying =
    monthly > 0
      ? `Investing ${formatRupees(monthly)} a month in a ${profileLabel.toLowerCase()} portfolio at ${formatPercent(rate)} a year`
      : 'With what you already have';

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box aria-hidden sx={{ minHeight: CHART_HEIGHT }}>
        <Suspense
          fallback={<Box sx={{ height: CHART_HEIGHT, borderRadius: 2, bgcolor: 'action.hover' }} />}
        >
          <CorpusChart series={series} retirementAge={input.retirementAge} />
        </Suspense>
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {paying}, your savings reach about {formatRupees(atRetirement?.balance ?? 0)} at{' '}
        {input.retirementAge} (with your retiral benefits). Each year of retirement you draw what
        your expenses need beyond rent and pension;{' '}
        {runsOut
          ? `the savings run out at about ${runsOut.age}, before ${lifeExpectancy}.`
          : `about ${formatRupees(Math.max(0, last?.balance ?? 0))} is left at ${lifeExpectancy}.`}
      </Typography>
      <Box
        component="details"
        data-print="hide"
        sx={{ mt: 1.5, '& summary': { cursor: 'pointer', fontWeight: 700, color: 'primary.main' } }}
      >
        <summary>Year-by-year figures</summary>
        <Box
          component="table"
          sx={{
            mt: 1,
            width: '100%',
            maxWidth: 560,
            borderCollapse: 'collapse',
            fontVariantNumeric: 'tabular-nums',
            typography: 'body2',
            '& th, & td': { py: 0.5, px: 1, borderBottom: 1, borderColor: 'divider' },
            '& td, & thead th:not(:first-of-type)': { textAlign: 'right' },
            '& th': { textAlign: 'left' },
          }}
        >
          <caption>
            <VisuallyHidden>Your retirement savings by age, built up and drawn down</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Age</th>
              <th scope="col">Taken out that year</th>
              <th scope="col">Savings at the end of the year</th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.age}>
                <th scope="row">{point.age}</th>
                <td>{point.phase === 'retired' ? formatRupees(point.withdrawn) : '–'}</td>
                <td>{formatRupees(point.balance)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
