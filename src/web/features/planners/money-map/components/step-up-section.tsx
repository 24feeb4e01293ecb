import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPercent } from '../../../../../shared/format/percent';
import { formatRupees } from '../../../../../shared/format/rupees';
import type { MoneyMapPlan } from '../../../../../shared/planners/money-map';
import { STEP_UP_LIMITS, stepUpInstalment } from '../../../../../shared/planners/step-up';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { yearsText } from '../utils/route-words';

const STEP = 0.01;
const stepUpOptions = Array.from(
  { length: Math.round((STEP_UP_LIMITS.max - STEP_UP_LIMITS.min) / STEP) + 1 },
  (_, k) => {
    const value = Math.round((STEP_UP_LIMITS.min + k * STEP) * 100) / 100;
    return {
      value: String(value),
      label: value === 0 ? 'No step-up' : `${formatPercent(value)} more each year`,
    };
  },
);

type StepUpSectionProps = {
  plan: MoneyMapPlan;
  stepUp: number;
  onChange: (stepUp: number) => void;
};

/**
 * A step-up SIP: start lower and raise the instalment each year, as pay usually rises. Beside each
 * route's flat SIP, the first year's instalment that reaches the same goal with the step-up chosen.
 */
export function StepUpSection({ plan, stepUp, onChange }: StepUpSectionProps) {
  const { futureValue, input, suggested } = plan;
  const rows = plan.routes.map((route) => ({
    route,
    first: stepUpInstalment(futureValue, stepUp, route.rate, input.years),
  }));
  const suggestedFirst = rows.find((r) => r.route.id === suggested.id)?.first ?? suggested.monthly;
  const lastYearMonthly = suggestedFirst * (1 + stepUp) ** (input.years - 1);

  return (
    <Box>
      <Box sx={{ maxWidth: 320 }}>
        <FormSelectField
          id="money-map-step-up"
          label="Step-up"
          prompt="Choose a step-up"
          options={stepUpOptions}
          value={String(stepUp)}
          onChange={(value) => onChange(Number(value))}
          help={`Raise your SIP each year, ${formatPercent(STEP_UP_LIMITS.min)} to ${formatPercent(STEP_UP_LIMITS.max)}`}
        />
      </Box>
      <Box
        component="table"
        sx={{
          mt: 2,
          width: '100%',
          maxWidth: 560,
          borderCollapse: 'collapse',
          fontVariantNumeric: 'tabular-nums',
          typography: 'body2',
          '& th, & td': { py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider' },
          '& td, & thead th:not(:first-of-type)': { textAlign: 'right' },
          '& th': { textAlign: 'left' },
        }}
      >
        <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
          Monthly SIP in the first year, flat and with{' '}
          {stepUp === 0 ? 'no step-up' : `a ${formatPercent(stepUp)} step-up`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col">Flat</th>
            <th scope="col">With step-up</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ route, first }) => (
            <tr key={route.id}>
              <th scope="row">{route.label}</th>
              <td>{formatRupees(route.monthly)}</td>
              <td>{formatRupees(first)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography sx={{ mt: 1.5, maxWidth: '62ch' }} color="text.secondary" variant="body2">
        {stepUp === 0
          ? 'Choose a step-up to start with a smaller SIP that rises each year.'
          : `With a ${formatPercent(stepUp)} step-up, ${suggested.label.toLowerCase()} starts at ${formatRupees(suggestedFirst)} a month instead of ${formatRupees(suggested.monthly)}, and rises to about ${formatRupees(Math.round(lastYearMonthly))} a month in the last of the ${yearsText(input.years)}.`}
      </Typography>
    </Box>
  );
}
