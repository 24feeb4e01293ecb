import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { formatRupees, rupeesInWords } from '../../../../../shared/format/rupees';
import type { GrowthPoint } from '../../../../../shared/planners/money-map';

type GrowthChartProps = {
  series: readonly GrowthPoint[];
  goal: number;
};

const VALUE_COLOUR = '#00695c';
// A dark amber: 4.6:1 on white, so the line is as easy to see as the text.
const PAID_IN_COLOUR = '#9a5b00';

/**
 * The picture of the growth table, loaded only when a result is shown (charts are heavy). It is
 * hidden from screen readers: the caption and table beside it say the same in words and figures.
 */
export default function GrowthChart({ series, goal }: GrowthChartProps) {
  return (
    <LineChart
      height={300}
      skipAnimation
      // The chart is a picture only; its figures are in the table beside it, for every user.
      disableKeyboardNavigation
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      xAxis={[
        {
          data: series.map((p) => p.year),
          scaleType: 'point',
          label: 'Years from now',
          valueFormatter: (year: number, context) =>
            context.location === 'tooltip' ? `After year ${year}` : String(year),
        },
      ]}
      yAxis={[{ width: 72, valueFormatter: (v: number) => `₹${rupeesInWords(v)}` }]}
      series={[
        {
          id: 'value',
          label: 'What your SIP is worth',
          data: series.map((p) => p.value),
          area: true,
          showMark: false,
          color: VALUE_COLOUR,
          valueFormatter: (v) => (v === null ? '' : formatRupees(v)),
        },
        {
          id: 'paidIn',
          label: 'What you paid in',
          data: series.map((p) => p.paidIn),
          showMark: false,
          color: PAID_IN_COLOUR,
          valueFormatter: (v) => (v === null ? '' : formatRupees(v)),
        },
      ]}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.18 } }}
    >
      <ChartsReferenceLine
        y={goal}
        label={`Goal ${formatRupees(goal)}`}
        labelAlign="start"
        lineStyle={{ strokeDasharray: '6 4', stroke: '#424242' }}
        labelStyle={{ fontSize: 12, fill: '#424242' }}
      />
    </LineChart>
  );
}
