import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatPercent } from '../../../../../shared/format/percent';
import { RATE_LIMITS, type PlannerRates } from '../../../../../shared/planners/assumptions';
import {
  MONEY_MAP_ROUTES,
  ratesForGoal,
  type MoneyMapGoal,
} from '../../../../../shared/planners/money-map';
import { ZPlannerRatesSchema } from '../../../../../shared/schemas/planner-rates';
import { FormTextField } from '../../../../components/form/form-text-field';
import { parseAmount } from '../../../../components/form/parse-amount';

type RateField = 'inflation' | 'conservative' | 'moderate' | 'aggressive';
type RateTexts = Record<RateField, string>;

const pct = (fraction: number) => String(Math.round(fraction * 10_000) / 100);

function textsOf(rates: PlannerRates): RateTexts {
  return {
    inflation: pct(rates.inflation),
    conservative: pct(rates.returns.conservative),
    moderate: pct(rates.returns.moderate),
    aggressive: pct(rates.returns.aggressive),
  };
}

const fraction = (text: string) => {
  const value = parseAmount(text.replace(/%/g, ''));
  return value === undefined ? Number.NaN : value / 100;
};

/** The rates the texts describe, or the first problem with them, in the schema's words. */
function ratesOf(
  texts: RateTexts,
): { rates: PlannerRates } | { field: RateField; message: string } {
  const result = ZPlannerRatesSchema.safeParse({
    inflation: fraction(texts.inflation),
    returns: {
      conservative: fraction(texts.conservative),
      moderate: fraction(texts.moderate),
      aggressive: fraction(texts.aggressive),
    },
  });
  if (result.success) return { rates: result.data };
  const issue = result.error.issues[0];
  const field = (issue?.path.at(-1) ?? 'inflation') as RateField;
  return { field, message: issue?.message ?? '' };
}

const sameRates = (a: PlannerRates, b: PlannerRates) =>
  a.inflation === b.inflation &&
  MONEY_MAP_ROUTES.every((r) => a.returns[r.profile] === b.returns[r.profile]);

type AssumptionsPanelProps = {
  goal: MoneyMapGoal;
  rates: PlannerRates;
  /** New valid rates, or null to go back to the goal's own. */
  onChange: (rates: PlannerRates | null) => void;
};

const { returns: returnLimits, inflation: inflationLimits } = RATE_LIMITS;

/**
 * The Assumptions panel (decision 25), closed until opened: the three routes' returns (2% to 13%)
 * and inflation, in percent. Every figure follows as soon as the four rates are valid; a rate out
 * of range is named under its field and the figures keep the last valid rates.
 */
export function AssumptionsPanel({ goal, rates, onChange }: AssumptionsPanelProps) {
  const [texts, setTexts] = useState(() => textsOf(rates));
  const [shown, setShown] = useState(rates);
  // Rates changed from outside (another goal, a share link, Reset): the fields show them.
  if (!sameRates(rates, shown)) {
    setShown(rates);
    const current = ratesOf(texts);
    if (!('rates' in current) || !sameRates(current.rates, rates)) setTexts(textsOf(rates));
  }
  const checked = ratesOf(texts);
  const problem = 'rates' in checked ? null : checked;

  const change = (field: RateField, value: string) => {
    const next = { ...texts, [field]: value };
    setTexts(next);
    const result = ratesOf(next);
    if ('rates' in result) {
      setShown(result.rates);
      onChange(result.rates);
    }
  };

  const returnHelp = `${formatPercent(returnLimits.min)} to ${formatPercent(returnLimits.max)} a year`;
  const fields: { field: RateField; label: string; help: string }[] = [
    ...MONEY_MAP_ROUTES.map((route) => ({
      field: route.profile,
      label: `${route.label} return (%)`,
      help: returnHelp,
    })),
    {
      field: 'inflation',
      label: 'Inflation (%)',
      help: `${formatPercent(inflationLimits.min)} to ${formatPercent(inflationLimits.max)} a year; choosing a goal resets it`,
    },
  ];

  return (
    <Box
      component="details"
      sx={{ mt: 2, '& > summary': { cursor: 'pointer', fontWeight: 700, color: 'primary.main' } }}
    >
      <summary>Change the assumptions</summary>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: '62ch' }}>
        Try lower returns or higher inflation to see how the plan holds up. Every figure above and
        below follows your rates.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          alignItems: 'start',
        }}
      >
        {fields.map(({ field, label, help }) => (
          <FormTextField
            key={field}
            id={`money-map-rate-${field}`}
            label={label}
            inputMode="decimal"
            autoComplete="off"
            value={texts[field]}
            onChange={(value) => change(field, value)}
            error={problem?.field === field ? problem.message : undefined}
            help={help}
          />
        ))}
      </Box>
      <Button
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={() => {
          const usual = ratesForGoal(goal);
          setTexts(textsOf(usual));
          setShown(usual);
          onChange(null);
        }}
      >
        Back to the usual rates
      </Button>
    </Box>
  );
}
