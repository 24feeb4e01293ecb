import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import { sipFor } from '../../../../../shared/planners/annuity';
import type { MoneyMapPlan } from '../../../../../shared/planners/money-map';
import {
  receiptRows,
  stepUpInstalment,
  stepUpInstalmentExact,
  stepUpValue,
} from '../../../../../shared/planners/step-up';
import { receiptCsv } from '../utils/receipt-csv';

const paise = (n: number) => formatRupees(n, { paise: true });

/** Saves text as a file from the browser: nothing is sent anywhere. */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the object URL is no longer needed once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Show the working": the formulas of spec/planner-math.md with the visitor's own numbers, for the
 * suggested route, then the receipt year by year (with the step-up, when one is chosen) and a CSV
 * of it made in the browser.
 */
export function WorkingReceipt({ plan, stepUp }: { plan: MoneyMapPlan; stepUp: number }) {
  const { input, futureValue, suggested } = plan;
  const rate = suggested.rate;
  const months = input.years * 12;
  const grown = input.presentValue * (1 + plan.inflation) ** input.years;
  const exactFlat = sipFor(futureValue, rate, input.years);
  const exactFirst = stepUpInstalmentExact(futureValue, stepUp, rate, input.years);
  const first = stepUpInstalment(futureValue, stepUp, rate, input.years);
  const rows = useMemo(
    () => receiptRows(first, stepUp, rate, input.years),
    [first, stepUp, rate, input.years],
  );
  const last = rows.at(-1);
  const routeName = suggested.label.toLowerCase();

  return (
    <Box
      component="details"
      sx={{ '& > summary': { cursor: 'pointer', fontWeight: 700, color: 'primary.main' } }}
    >
      <summary>Show the working</summary>
      <Box
        component="ol"
        sx={{
          pl: 2.5,
          mt: 1.5,
          typography: 'body2',
          '& li': { mb: 1 },
          '& code': { fontFamily: 'inherit', fontWeight: 700 },
        }}
      >
        <li>
          The goal&apos;s cost then: {formatRupees(input.presentValue)} × (1 +{' '}
          {formatPercent(plan.inflation)})<sup>{input.years}</sup> = {paise(grown)}, rounded up to
          the next ₹500: <code>{formatRupees(futureValue)}</code>.
        </li>
        <li>
          The monthly rate is {formatPercent(rate)} ÷ 12 and there are {input.years} × 12 = {months}{' '}
          monthly instalments, each paid at the end of its month.
        </li>
        <li>
          The flat SIP by {routeName}: {formatRupees(futureValue)} × i ÷ ((1 + i)
          <sup>{months}</sup> − 1) = {paise(exactFlat)}, rounded up to the next ₹500:{' '}
          <code>{formatRupees(suggested.monthly)}</code> a month.
        </li>
        {stepUp > 0 && (
          <li>
            With a {formatPercent(stepUp)} step-up, ₹1 a month in the first year grows to{' '}
            {paise(stepUpValue(1, stepUp, rate, input.years))} by the end, so the first year&apos;s
            SIP is {formatRupees(futureValue)} ÷ {paise(stepUpValue(1, stepUp, rate, input.years))}{' '}
            = {paise(exactFirst)}, rounded up: <code>{formatRupees(first)}</code> a month, then{' '}
            {formatPercent(stepUp)} more each year.
          </li>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{
            width: '100%',
            minWidth: 0,
            borderCollapse: 'collapse',
            fontVariantNumeric: 'tabular-nums',
            typography: 'body2',
            '& th, & td': { py: 0.5, px: 1, borderBottom: 1, borderColor: 'divider' },
            '& td, & thead th:not(:first-of-type)': { textAlign: 'right' },
            '& th': { textAlign: 'left' },
          }}
        >
          <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
            The working, year by year: {formatRupees(first)} a month
            {stepUp > 0 ? ` stepped up ${formatPercent(stepUp)} a year` : ''} in {routeName} at{' '}
            {formatPercent(rate)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Each month</th>
              <th scope="col">Paid that year</th>
              <th scope="col">Paid so far</th>
              <th scope="col">Worth at year end</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                <td>{formatRupees(row.monthly)}</td>
                <td>{formatRupees(row.paidThisYear)}</td>
                <td>{formatRupees(row.paidSoFar)}</td>
                <td>{formatRupees(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, maxWidth: '62ch' }}>
        The last row, {paise(last?.value ?? 0)}, is what the rounded-up SIP grows to: at least the{' '}
        {formatRupees(futureValue)} goal. Paying exactly {paise(exactFirst)} would end at the goal
        to the paisa.
      </Typography>
      <Button
        variant="outlined"
        sx={{ mt: 1.5 }}
        startIcon={<DownloadRounded aria-hidden />}
        onClick={() => download(receiptCsv(rows), `money-map-${input.goal.toLowerCase()}.csv`)}
      >
        Download the working (CSV)
      </Button>
    </Box>
  );
}
