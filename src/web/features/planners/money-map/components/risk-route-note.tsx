import Typography from '@mui/material/Typography';
import { plannerWords } from '../../../../../shared/config/paths';
import { MONEY_MAP_ROUTES, type MoneyMapPlan } from '../../../../../shared/planners/money-map';
import { RISK_BAND_LABELS } from '../../../../../shared/planners/risk-profile';
import { useFollowedRiskBand } from '../../../../components/planner/use-followed-risk-band';

/**
 * For a signed-in user with a saved risk profile: the route it points to, beside the one the
 * goal's years suggest (which stays the suggestion: the seeds' rule by horizon).
 */
export function RiskRouteNote({ plan }: { plan: MoneyMapPlan }) {
  const band = useFollowedRiskBand();
  const route = band ? MONEY_MAP_ROUTES.find((r) => r.profile === band) : undefined;
  if (!band || !route) return null;
  const same = route.id === plan.suggested.id;
  return (
    <Typography sx={{ mt: 2, maxWidth: '62ch' }} data-testid="risk-route-note">
      <strong>
        Your {plannerWords('riskProfile')}: {RISK_BAND_LABELS[band].toLowerCase()}.
      </strong>{' '}
      It points to {route.label.toLowerCase()}
      {same
        ? ', the same route as your goal’s years suggest.'
        : `, while your goal’s years suggest ${plan.suggested.label.toLowerCase()}: the figures for both are above.`}
    </Typography>
  );
}
