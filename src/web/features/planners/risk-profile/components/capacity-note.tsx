import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  cautiousMix,
  RISK_BAND_LABELS,
  type RiskBand,
} from '../../../../../shared/planners/risk-profile';
import { MixChart } from './mix-chart';

/**
 * The note that the capacity to bear a loss is below the attitude's band, with the mix that
 * capacity suggests (planner-math.md); nothing when it is not lower. The live result and the
 * saved one (/riskProfileResult) both show it.
 */
export function CapacityNote({ band, capacityBand }: { band: RiskBand; capacityBand: RiskBand }) {
  const mix = cautiousMix(band, capacityBand);
  if (!mix) return null;
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
    </Box>
  );
}
