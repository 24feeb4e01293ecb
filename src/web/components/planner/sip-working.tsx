import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { formatPercent } from '../../../shared/format/percent';
import { formatRupees } from '../../../shared/format/rupees';
import { sipFor } from '../../../shared/planners/annuity';
import {
  receiptRows,
  stepUpInstalment,
  stepUpInstalmentExact,
  stepUpValue,
} from '../../../shared/planners/step-up';
import { downloadText } from '../../lib/download-file';
import { receiptCsv } from './receipt-csv';

const paise = (n: number) => formatRupees(n, { paise: true });

type SipWorkingProps = {
  /** The steps that found the target, as list items, before the SIP's own. */
  leadingSteps?: ReactNode;
  /** What the SIP builds, in rupees on its last day. */
  target: number;
  /** The target in words: 'goal' or 'shortage'. */
  targetName: string;
  /** Yearly return, as a fraction. */
  rate: number;
  years: number;
  /** The flat SIP as shown: rounded up to the next ₹500. */
  flatMonthly: number;
  stepUp: number;
  /** Where the money goes, as it reads after "a month": 'in equity', 'in a moderate portfolio'. */
  route: string;
  /** The CSV's file name. */
  filename: string;
};

/**
 * "Show the working" for a SIP that builds a target (spec/planner-math.md): the formulas with the
 * visitor's own numbers, then the receipt year by year (with the step-up, when one is chosen) and
 * a CSV of it made in the browser. Money Maps and the retirement planner both show it.
 */
export function SipWorking({
  leadingSteps,
  target,
  targetName,
  rate,
  years,
  flatMonthly,
  stepUp,
  route,
  filename,
}: SipWorkingProps) {
  const months = years * 12;
  const exactFlat = sipFor(target, rate, years);
  const exactFirst = stepUpInstalmentExact(target, stepUp, rate, years);
  const first = stepUpInstalment(target, stepUp, rate, years);
  const rows = useMemo(() => receiptRows(first, stepUp, rate, years), [first, stepUp, rate, years]);
  const last = rows.at(-1);

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
        {leadingSteps}
        <li>
          The monthly rate is {formatPercent(rate)} ÷ 12 and there are {years} × 12 = {months}{' '}
          monthly instalments, each paid at the end of its month.
        </li>
        <li>
          The flat SIP {route}: {formatRupees(target)} × i ÷ ((1 + i)<sup>{months}</sup> − 1) ={' '}
          {paise(exactFlat)}, rounded up to the next ₹500: <code>{formatRupees(flatMonthly)}</code>{' '}
          a month.
        </li>
        {stepUp > 0 && (
          <li>
            With a {formatPercent(stepUp)} step-up, ₹1 a month in the first year grows to{' '}
            {paise(stepUpValue(1, stepUp, rate, years))} by the end, so the first year&apos;s SIP is{' '}
            {formatRupees(target)} ÷ {paise(stepUpValue(1, stepUp, rate, years))} ={' '}
            {paise(exactFirst)}, rounded up: <code>{formatRupees(first)}</code> a month, then{' '}
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
            {stepUp > 0 ? ` stepped up ${formatPercent(stepUp)} a year` : ''} {route} at{' '}
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
        {formatRupees(target)} {targetName}. Paying exactly {paise(exactFirst)} would end at the{' '}
        {targetName} to the paisa.
      </Typography>
      <Button
        variant="outlined"
        sx={{ mt: 1.5 }}
        startIcon={<DownloadRounded aria-hidden />}
        onClick={() => downloadText(receiptCsv(rows), filename)}
      >
        Download the working (CSV)
      </Button>
    </Box>
  );
}
