import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlannerRates, ReturnProfile } from '../../../../../shared/planners/assumptions';
import {
  MONEY_MAP_ROUTES,
  ratesForGoal,
  type MoneyMapGoal,
} from '../../../../../shared/planners/money-map';
import { RatesPanel } from '../../../../components/planner/rates-panel';

// Each return is named after the route that earns it: debt, asset allocation, equity.
const ROUTE_LABELS = Object.fromEntries(
  MONEY_MAP_ROUTES.map((route) => [route.profile, route.label]),
) as Record<ReturnProfile, string>;

type AssumptionsPanelProps = {
  goal: MoneyMapGoal;
  rates: PlannerRates;
  onChange: (rates: PlannerRates) => void;
  onValidityChange: (valid: boolean) => void;
};

/**
 * Money Maps' Assumptions panel (decision 25), closed until opened: the planners' shared rates
 * panel, whose "usual rates" are the goal's own.
 */
export function AssumptionsPanel({
  goal,
  rates,
  onChange,
  onValidityChange,
}: AssumptionsPanelProps) {
  return (
    <Box
      component="details"
      sx={{ mt: 2, '& > summary': { cursor: 'pointer', fontWeight: 700, color: 'primary.main' } }}
    >
      <summary>Change the assumptions</summary>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: '62ch' }}>
        Try lower returns or higher inflation to see how the plan holds up. Every figure above and
        below follows your rates as you type.
      </Typography>
      <RatesPanel
        idPrefix="money-map-rate"
        returnLabels={ROUTE_LABELS}
        notes={{ inflation: 'choosing a goal resets it' }}
        rates={rates}
        usual={ratesForGoal(goal)}
        onChange={onChange}
        onValidityChange={onValidityChange}
      />
    </Box>
  );
}
