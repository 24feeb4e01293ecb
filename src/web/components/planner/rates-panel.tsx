import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState, type ReactNode } from 'react';
import { formatPercent } from '../../../shared/format/percent';
import {
  RATE_LIMITS,
  RETURN_PROFILES,
  type PlannerRates,
  type ReturnProfile,
} from '../../../shared/planners/assumptions';
import { ZPlannerRatesSchema } from '../../../shared/schemas/planner-rates';
import { FormTextField } from '../form/form-text-field';
import { parseAmount } from '../../../shared/format/amount';

type RateField = ReturnProfile | 'inflation';
type RateTexts = Record<RateField, string>;

const percentText = (fraction: number) => String(Math.round(fraction * 10_000) / 100);

function textsOf(rates: PlannerRates): RateTexts {
  return {
    conservative: percentText(rates.returns.conservative),
    moderate: percentText(rates.returns.moderate),
    aggressive: percentText(rates.returns.aggressive),
    inflation: percentText(rates.inflation),
  };
}

const fraction = (text: string) => {
  const percent = parseAmount(text.replace(/%/g, ''));
  return percent === undefined ? Number.NaN : percent / 100;
};

/** The rates the texts describe, or the first problem with them, in the shared schema's words. */
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
  return {
    field: (issue?.path.at(-1) ?? 'inflation') as RateField,
    message: issue?.message ?? '',
  };
}

const sameRates = (a: PlannerRates, b: PlannerRates) =>
  a.inflation === b.inflation && RETURN_PROFILES.every((p) => a.returns[p] === b.returns[p]);

type RatesPanelProps = {
  /** Starts every field's id: `${idPrefix}-moderate`. */
  idPrefix: string;
  /** What the planner calls each return: 'Debt', 'Conservative'. */
  returnLabels: Readonly<Record<ReturnProfile, string>>;
  /** A planner's own words after a field's range: 'choosing a goal resets it'. */
  notes?: Partial<Record<RateField, string>>;
  /** The rates the figures use now. */
  rates: PlannerRates;
  /** What "Back to the usual rates" goes back to. */
  usual: PlannerRates;
  /** New valid rates: every figure follows at once. */
  onChange: (rates: PlannerRates) => void;
  /** False while a field holds a rate that is refused: the figures are then not current. */
  onValidityChange: (valid: boolean) => void;
};

/**
 * The Assumptions panel of both planners (decision 25): the three expected returns, safest first,
 * and inflation, in percent. Every figure follows as soon as the four rates are valid (no Apply
 * button, in either planner); a refused rate is named under its field, and the planner is told, so
 * that it marks its figures as not current (StaleFigures) instead of showing them as if they were.
 */
export function RatesPanel({
  idPrefix,
  returnLabels,
  notes = {},
  rates,
  usual,
  onChange,
  onValidityChange,
}: RatesPanelProps) {
  const [texts, setTexts] = useState(() => textsOf(rates));
  const [shown, setShown] = useState(rates);
  // Rates changed from outside (another goal, a share link, a saved plan): the fields show them,
  // unless they already say the same (10 and 10.0).
  if (!sameRates(rates, shown)) {
    setShown(rates);
    const current = ratesOf(texts);
    if (!('rates' in current) || !sameRates(current.rates, rates)) setTexts(textsOf(rates));
  }
  const checked = ratesOf(texts);
  const problem = 'rates' in checked ? null : checked;
  const valid = problem === null;
  useEffect(() => onValidityChange(valid), [valid, onValidityChange]);

  const change = (field: RateField, value: string) => {
    const next = { ...texts, [field]: value };
    setTexts(next);
    const result = ratesOf(next);
    if ('rates' in result) {
      setShown(result.rates);
      onChange(result.rates);
    }
  };

  const range = (limits: { min: number; max: number }, note?: string) =>
    `${formatPercent(limits.min)} to ${formatPercent(limits.max)} a year${note ? `; ${note}` : ''}`;
  const fields: { field: RateField; label: string; help: string }[] = [
    ...RETURN_PROFILES.map((profile) => ({
      field: profile,
      label: `${returnLabels[profile]} return (% a year)`,
      help: range(RATE_LIMITS.returns, notes[profile]),
    })),
    {
      field: 'inflation',
      label: 'Inflation (% a year)',
      help: range(RATE_LIMITS.inflation, notes.inflation),
    },
  ];

  return (
    <Box>
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
            id={`${idPrefix}-${field}`}
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
          setTexts(textsOf(usual));
          setShown(usual);
          onChange(usual);
        }}
      >
        Back to the usual rates
      </Button>
    </Box>
  );
}

const RATES_STALE_NOTE =
  'These figures are hidden until the rates are valid. Correct the rate under Assumptions to see them again.';

/**
 * Figures that follow the rates (or other inputs: `note` says which). While one is refused they
 * are hidden, in the place they keep (so the page does not jump as a rate is typed), and a note
 * says why: figures for other inputs are never shown as if they were current. The note's place is
 * a polite status that is always there, so a screen reader says it once when it appears.
 */
export function StaleFigures({
  stale,
  note = RATES_STALE_NOTE,
  children,
}: {
  stale: boolean;
  note?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Box role="status" data-print="hide">
        {stale && (
          <Box
            component="p"
            sx={{
              mt: 2,
              mb: 0,
              px: 2,
              py: 1.25,
              borderRadius: 1,
              bgcolor: '#e5f6fd',
              color: '#014361',
            }}
          >
            {note}
          </Box>
        )}
      </Box>
      <Box data-stale={stale ? '' : undefined} sx={stale ? { visibility: 'hidden' } : undefined}>
        {children}
      </Box>
    </>
  );
}
