import Typography from '@mui/material/Typography';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import type { MoneyMapPlan } from '../../../../../shared/planners/money-map';
import { yearsText } from '../utils/route-words';

/**
 * What is already saved does for the goal, on the suggested route: what it grows to, and what is
 * left for the SIP, or that it covers the goal. Nothing when nothing is saved (the seeds' map).
 */
export function AlreadySavedNote({ plan }: { plan: MoneyMapPlan }) {
  const saved = plan.input.alreadySaved ?? 0;
  if (saved <= 0) return null;
  const { suggested } = plan;
  const grows = `${formatRupees(saved)} already saved, left in ${suggested.label.toLowerCase()} at ${formatPercent(suggested.rate)} a year, grows to about ${formatRupees(Math.round(suggested.savedAtGoal))} in ${yearsText(plan.input.years)}`;
  return (
    <Typography sx={{ mt: 1.5, maxWidth: '60ch' }} role={suggested.covered ? 'status' : undefined}>
      {suggested.covered ? (
        <>
          <strong>Your savings already cover this goal.</strong> {grows}: enough for the{' '}
          {formatRupees(plan.futureValue)} it will cost, with no SIP needed.
        </>
      ) : (
        <>
          {grows}, so the SIP has to find only the other{' '}
          {formatRupees(Math.round(suggested.remaining))}.
        </>
      )}
    </Typography>
  );
}

/** The one-time alternative to the suggested SIP: the amount that, invested today, is enough. */
export function LumpSumNote({ plan }: { plan: MoneyMapPlan }) {
  const { suggested } = plan;
  if (suggested.covered) return null;
  return (
    <Typography sx={{ mt: 2, maxWidth: '62ch' }}>
      <strong>Or all at once:</strong> {formatRupees(suggested.lumpSum)} invested today in{' '}
      {suggested.label.toLowerCase()} at {formatPercent(suggested.rate)} a year would grow to the{' '}
      {formatRupees(Math.round(suggested.remaining))} needed, with no monthly SIP.
    </Typography>
  );
}
