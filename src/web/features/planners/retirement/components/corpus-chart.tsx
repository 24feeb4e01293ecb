import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { formatRupees, rupeesInWords } from '../../../../../shared/format/rupees';
import type { CorpusPoint } from '../../../../../shared/planners/retirement';

type CorpusChartProps = {
  series: readonly CorpusPoint[];
  retirementAge: number;
};

const BALANCE_COLOUR = '#00695c';

/**
 * The picture of the corpus table, loaded only with the Summary (charts are heavy). Hidden from
 * screen readers: the caption and the table beside it say the same in words and figures.
 */
export default function CorpusChart({ series, retirementAge }: CorpusChartProps) {
  return (
    <LineChart
      height={300}
      skipAnimation
      disableKeyboardNavigation
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      xAxis={[
        {
          data: series.map((p) => p.age),
          scaleType: 'point',
          label: 'Age',
          valueFormatter: (age: number, context) =>
            context.location === 'tooltip' ? `At age ${age}` : String(age),
        },
      ]}
      yAxis={[{ width: 72, valueFormatter: (v: number) => `₹${rupeesInWords(v)}` }]}
      series={[
        {
          id: 'balance',
          label: 'Your retirement savings',
          data: series.map((p) => Math.max(0, p.balance)),
          area: true,
          showMark: false,
          color: BALANCE_COLOUR,
          valueFormatter: (v) => (v === null ? '' : formatRupees(v)),
        },
      ]}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.18 } }}
    >
      <ChartsReferenceLine
        x={retirementAge}
        label={`Retire at ${retirementAge}`}
        labelAlign="start"
        lineStyle={{ strokeDasharray: '6 4', stroke: '#424242' }}
        labelStyle={{ fontSize: 12, fill: '#424242' }}
      />
    </LineChart>
  );
}
