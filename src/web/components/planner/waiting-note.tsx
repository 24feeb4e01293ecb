import Typography from '@mui/material/Typography';
import { formatRupees } from '../../../shared/format/rupees';
import { costOfWaiting } from '../../../shared/planners/step-up';

type WaitingNoteProps = {
  /** What the SIP builds, in rupees on its last day. */
  target: number;
  /** Yearly return, as a fraction. */
  rate: number;
  years: number;
  /** The flat SIP started now, rounded up to the next ₹500. */
  monthly: number;
  /** What is being saved for, as it reads after "the same": 'goal', 'retirement'. */
  what: string;
  /** Where the money goes: 'by equity', 'in a moderate portfolio'. */
  route: string;
};

/**
 * What a year's wait costs: the same target on the same date, started a year later. Nothing for a
 * one-year plan (a year's wait leaves no time).
 */
export function WaitingNote({ target, rate, years, monthly, what, route }: WaitingNoteProps) {
  const cost = costOfWaiting(target, rate, years);
  if (cost === null) return null;
  const later = monthly + cost;
  return (
    <Typography sx={{ maxWidth: '62ch' }}>
      Start a year from now and the same {what}, on the same date, asks{' '}
      <strong>{formatRupees(later)} a month</strong> {route} instead of {formatRupees(monthly)}:{' '}
      <strong>
        {cost === 0 ? 'no more each month here' : `${formatRupees(cost)} more every month`}
      </strong>
      {cost === 0
        ? ', though one year fewer leaves less room for a bad year.'
        : ', for one year fewer of growth.'}
    </Typography>
  );
}
