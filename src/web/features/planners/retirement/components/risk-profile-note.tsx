import Typography from '@mui/material/Typography';
import { plannerWords } from '../../../../../shared/config/paths';
import type { ReturnProfile } from '../../../../../shared/planners/assumptions';
import { RISK_BAND_LABELS } from '../../../../../shared/planners/risk-profile';

/**
 * A signed-in user's saved risk profile, carried across: the portfolio it points to (a risk band
 * names a portfolio too), and whether the figures shown are that one's.
 */
export function RiskProfileNote({
  band,
  selected,
}: {
  band: ReturnProfile;
  selected: ReturnProfile;
}) {
  const name = RISK_BAND_LABELS[band].toLowerCase();
  return (
    <Typography variant="body2" sx={{ mb: 1.5, maxWidth: '65ch' }} data-testid="risk-profile-note">
      <strong>
        Your {plannerWords('riskProfile')}: {name}.
      </strong>{' '}
      {band === selected
        ? `It points to the ${name} portfolio, chosen for you below.`
        : `It points to the ${name} portfolio; the figures below are for the ${RISK_BAND_LABELS[selected].toLowerCase()} one you chose.`}
    </Typography>
  );
}
