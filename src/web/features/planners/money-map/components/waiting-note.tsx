import Typography from '@mui/material/Typography';
import { formatRupees } from '../../../../../shared/format/rupees';
import type { MoneyMapPlan } from '../../../../../shared/planners/money-map';
import { costOfWaiting } from '../../../../../shared/planners/step-up';

/**
 * What a year's wait costs: the same goal on the same date, started a year later, by the suggested
 * route. Nothing is shown for a one-year goal (a year's wait leaves no time).
 */
export function WaitingNote({ plan }: { plan: MoneyMapPlan }) {
  const { suggested, futureValue, input } = plan;
  const cost = costOfWaiting(futureValue, suggested.rate, input.years);
  if (cost === null) return null;
  const later = suggested.monthly + cost;
  return (
    <Typography sx={{ maxWidth: '62ch' }}>
      Start a year from now and the same goal, on the same date, asks{' '}
      <strong>{formatRupees(later)} a month</strong> by {suggested.label.toLowerCase()} instead of{' '}
      {formatRupees(suggested.monthly)}:{' '}
      <strong>
        {cost === 0 ? 'no more each month here' : `${formatRupees(cost)} more every month`}
      </strong>
      {cost === 0
        ? ', though one year fewer leaves less room for a bad year.'
        : ', for one year fewer of growth.'}
    </Typography>
  );
}
