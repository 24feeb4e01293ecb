import Typography from '@mui/material/Typography';
import { formatRupees } from '../../../shared/format/rupees';
import { costOfWaiting, stepUpInstalment } from '../../../shared/planners/step-up';
import { risingWords } from './rising-words';

type WaitingNoteProps = {
  /** What the SIP builds, in rupees on its last day. */
  target: number;
  /** Yearly return, as a fraction. */
  rate: number;
  years: number;
  /** The yearly step-up chosen (0 for a flat SIP): a later start keeps it. */
  stepUp: number;
  /** What is being saved for, as it reads after "the same": 'goal', 'retirement'. */
  what: string;
  /** Where the money goes: 'by equity', 'in a moderate portfolio'. */
  route: string;
};

/**
 * What a year's wait costs: the same target on the same date, started a year later, with the same
 * step-up as the SIP above it. Nothing for a one-year plan (a year's wait leaves no time).
 */
export function WaitingNote({ target, rate, years, stepUp, what, route }: WaitingNoteProps) {
  const cost = costOfWaiting(target, rate, years, stepUp);
  if (cost === null) return null;
  const now = stepUpInstalment(target, stepUp, rate, years);
  const later = now + cost;
  return (
    <Typography sx={{ maxWidth: '62ch' }}>
      Start a year from now and the same {what}, on the same date, asks{' '}
      <strong>{formatRupees(later)} a month</strong> {route}
      {risingWords(stepUp)} instead of {formatRupees(now)}:{' '}
      <strong>
        {cost === 0
          ? 'no more each month here'
          : `${formatRupees(cost)} more ${stepUp === 0 ? 'every month' : 'a month to start with'}`}
      </strong>
      {cost === 0
        ? ', though one year fewer leaves less room for a bad year.'
        : ', for one year fewer of growth.'}
    </Typography>
  );
}
