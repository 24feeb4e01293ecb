import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { formatPercent } from '../../../../../shared/format/percent';
import {
  areDefaultRates,
  DEFAULT_RATES,
  RATE_LIMITS,
  type PlannerRates,
} from '../../../../../shared/planners/assumptions';
import { RETURN_PROFILE_LABELS } from '../../../../../shared/planners/retirement-limits';
import { ZPlannerRatesSchema } from '../../../../../shared/schemas/planner-rates';
import { FormAlert } from '../../../../components/form/form-alert';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useForm, type ParsingSchema } from '../../../../components/form/use-form';
import { parseAmount } from '../../../../components/form/parse-amount';

type RateField = 'inflation' | 'conservative' | 'moderate' | 'aggressive';

const asText = (fraction: number) => String(Number((fraction * 100).toFixed(2)));
const valuesOf = (rates: PlannerRates): Record<RateField, string> => ({
  inflation: asText(rates.inflation),
  conservative: asText(rates.returns.conservative),
  moderate: asText(rates.returns.moderate),
  aggressive: asText(rates.returns.aggressive),
});
const fraction = (text: string) => {
  const percent = parseAmount(text.replace('%', ''));
  return percent === undefined ? undefined : percent / 100;
};

/** The shared rates schema, with a return's problem put on that return's field. */
const ratesSchema: ParsingSchema<PlannerRates> = {
  safeParse(data) {
    const result = ZPlannerRatesSchema.safeParse(data);
    if (result.success) return { success: true, data: result.data };
    return {
      success: false,
      error: {
        issues: result.error.issues.map((issue) => ({
          message: issue.message,
          path: issue.path[0] === 'returns' ? issue.path.slice(1) : issue.path,
        })),
      },
    };
  },
};

type AssumptionsPanelProps = {
  rates: PlannerRates;
  onChange: (rates: PlannerRates) => void;
};

/**
 * The Assumptions panel (decision 25): the three expected returns and inflation, which the user
 * may change; every figure on the page follows once they are applied.
 */
export function AssumptionsPanel({ rates, onChange }: AssumptionsPanelProps) {
  const form = useForm({
    schema: ratesSchema,
    initialValues: valuesOf(rates),
    toInput: (values) => ({
      inflation: fraction(values.inflation),
      returns: {
        conservative: fraction(values.conservative),
        moderate: fraction(values.moderate),
        aggressive: fraction(values.aggressive),
      },
    }),
    submit: (next) => {
      onChange(next);
      form.setNotice({ severity: 'success', message: 'The figures above now use these rates.' });
    },
  });
  const { setValues } = form;
  useEffect(() => {
    setValues(valuesOf(rates));
  }, [rates, setValues]);

  const returnsHelp = `${formatPercent(RATE_LIMITS.returns.min)} to ${formatPercent(RATE_LIMITS.returns.max)} a year`;
  const fields: { name: RateField; label: string; help: string }[] = [
    {
      name: 'inflation',
      label: 'Inflation',
      help: `How fast your expenses rise, before and in retirement (${formatPercent(RATE_LIMITS.inflation.min)} to ${formatPercent(RATE_LIMITS.inflation.max)})`,
    },
    ...(['conservative', 'moderate', 'aggressive'] as const).map((id) => ({
      name: id,
      label: `${RETURN_PROFILE_LABELS[id]} return`,
      help:
        id === 'conservative' ? `${returnsHelp}; also grows your existing investment` : returnsHelp,
    })),
  ];

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Assumptions">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '65ch' }}>
        Returns are never certain. Lower rates show what a leaner outcome would ask of you; try them
        before you decide.
      </Typography>
      <FormAlert notice={form.notice} />
      <Box
        sx={{
          mt: form.notice ? 2 : 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {fields.map((f) => (
          <FormTextField
            key={f.name}
            id={`retirement-rate-${f.name}`}
            label={`${f.label} (% a year)`}
            inputMode="decimal"
            autoComplete="off"
            {...form.field(f.name)}
            help={f.help}
          />
        ))}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SubmitButton busy={false}>Apply rates</SubmitButton>
        <Button
          variant="outlined"
          size="large"
          disabled={areDefaultRates(rates)}
          onClick={() => {
            onChange(DEFAULT_RATES);
            form.setNotice(null);
          }}
        >
          Use the usual rates
        </Button>
      </Box>
    </Box>
  );
}
