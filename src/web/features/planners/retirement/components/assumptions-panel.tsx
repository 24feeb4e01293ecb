import Typography from '@mui/material/Typography';
import { DEFAULT_RATES, type PlannerRates } from '../../../../../shared/planners/assumptions';
import { RETURN_PROFILE_LABELS } from '../../../../../shared/planners/retirement-limits';
import { RatesPanel } from '../../../../components/planner/rates-panel';

type AssumptionsPanelProps = {
  rates: PlannerRates;
  onChange: (rates: PlannerRates) => void;
  onValidityChange: (valid: boolean) => void;
};

/**
 * The retirement planner's Assumptions panel (decision 25): the planners' shared rates panel,
 * whose "usual rates" are the defaults. Every figure on the page follows as the rates are typed.
 */
export function AssumptionsPanel({ rates, onChange, onValidityChange }: AssumptionsPanelProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '65ch' }}>
        Returns are never certain. Lower rates show what a leaner outcome would ask of you; try them
        before you decide. Every figure above follows your rates as you type.
      </Typography>
      <RatesPanel
        idPrefix="retirement-rate"
        returnLabels={RETURN_PROFILE_LABELS}
        notes={{
          conservative: 'also grows your existing investment',
          inflation: 'how fast your expenses rise, before and in retirement',
        }}
        rates={rates}
        usual={DEFAULT_RATES}
        onChange={onChange}
        onValidityChange={onValidityChange}
      />
    </>
  );
}
