import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  bandToFollow,
  cautiousMix,
  RISK_BAND_LABELS,
  type RiskBand,
} from '../../../../../shared/planners/risk-profile';
import { MixChart } from './mix-chart';

/**
 * The note that the capacity to bear a loss is below the attitude's band, with the mix that
 * capacity suggests (planner-math.md), and which of the two mixes to follow (bandToFollow: the
 * capacity rule). When the capacity is not lower there is one mix, and it says to follow it. The
 * live result and the saved one (/riskProfileResult) both show it.
 */
export function CapacityNote({ band, capacityBand }: { band: RiskBand; capacityBand: RiskBand }) {
  const mix = cautiousMix(band, capacityBand);
  const follow = RISK_BAND_LABELS[bandToFollow({ band, capacityMix: mix })].toLowerCase();
  if (!mix) {
    return (
      <Typography sx={{ mt: 3, maxWidth: '62ch' }} data-testid="mix-to-follow">
        <strong>The mix to follow: the {follow} one below.</strong> Your circumstances leave room
        for the risk your answers are ready to take, so nothing calls for a more cautious mix.
      </Typography>
    );
  }
  const capacity = RISK_BAND_LABELS[capacityBand].toLowerCase();
  return (
    <Box
      role="note"
      sx={{
        mt: 3,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'warning.main',
        bgcolor: '#fff8e1',
      }}
    >
      <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        Your circumstances call for more caution
      </Typography>
      <Typography sx={{ mb: 1.5, maxWidth: '62ch' }}>
        Your answers about your income and dependants and about when you need the money show less
        room to bear a loss than your attitude does: your capacity is {capacity}. You may be willing
        to take more risk than you can afford to. Consider the {capacity} mix as well:
      </Typography>
      <MixChart mix={mix} title="The mix your circumstances suggest" />
      <Typography sx={{ mt: 1.5, maxWidth: '62ch' }} data-testid="mix-to-follow">
        <strong>The mix to follow: the {follow} one, above.</strong> Both mixes are shown, but when
        what you can afford to lose is less than what you are willing to risk, what you can afford
        comes first: a fall you cannot ride out does more harm than the extra return would do good.
        Signed in, the planners name the {follow} portfolio as yours.
      </Typography>
    </Box>
  );
}
