import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPercent } from '../../../shared/format/percent';
import { formatRupees } from '../../../shared/format/rupees';
import { STEP_UP_LIMITS, stepUpInstalment } from '../../../shared/planners/step-up';
import { FormSelectField } from '../form/form-select-field';

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

/** One way to the target: a return profile or a Money Maps route, with its flat SIP. */
type SipOption = {
  readonly id: string;
  readonly label: string;
  /** Yearly return, as a fraction. */
  readonly rate: number;
  /** The flat monthly SIP, rounded up to the next ₹500. */
  readonly monthly: number;
};

type StepUpSectionProps = {
  /** The select's id: one per page. */
  id: string;
  /** What the SIPs build, in rupees on their last day. */
  target: number;
  years: number;
  options: readonly SipOption[];
  /** The option the sentence under the table is about (the suggested route, the chosen profile). */
  chosen: SipOption;
  /** The table's first column: 'Route', 'Portfolio'. */
  optionHeader: string;
  stepUp: number;
  onChange: (stepUp: number) => void;
};

/**
 * A step-up SIP: start lower and raise the instalment each year, as pay usually rises. Beside each
 * option's flat SIP, the first year's instalment that reaches the same target with the step-up
 * chosen.
 */
export function StepUpSection({
  id,
  target,
  years,
  options,
  chosen,
  optionHeader,
  stepUp,
  onChange,
}: StepUpSectionProps) {
  const rows = options.map((option) => ({
    option,
    first: stepUpInstalment(target, stepUp, option.rate, years),
  }));
  const chosenFirst = rows.find((r) => r.option.id === chosen.id)?.first ?? chosen.monthly;
  const lastYearMonthly = chosenFirst * (1 + stepUp) ** (years - 1);
  const yearsText = years === 1 ? 'year' : `${years} years`;

  return (
    <Box>
      {/* On paper the table's caption names the step-up chosen: the control stays off. */}
      <Box sx={{ maxWidth: 320 }} data-print="hide">
        <FormSelectField
          id={id}
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
            <th scope="col">{optionHeader}</th>
            <th scope="col">Flat</th>
            <th scope="col">With step-up</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ option, first }) => (
            <tr key={option.id}>
              <th scope="row">{option.label}</th>
              <td>{formatRupees(option.monthly)}</td>
              <td>{formatRupees(first)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography sx={{ mt: 1.5, maxWidth: '62ch' }} color="text.secondary" variant="body2">
        {stepUp === 0
          ? 'Choose a step-up to start with a smaller SIP that rises each year.'
          : `With a ${formatPercent(stepUp)} step-up, ${chosen.label.toLowerCase()} starts at ${formatRupees(chosenFirst)} a month instead of ${formatRupees(chosen.monthly)}, and rises to about ${formatRupees(Math.round(lastYearMonthly))} a month in the last of the ${yearsText}.`}
      </Typography>
    </Box>
  );
}
