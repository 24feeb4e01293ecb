import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEffect, useRef } from 'react';
import { paths } from '../../../../../shared/config/paths';
import { formatPercent } from '../../../../../shared/format/percent';
import { rupeesInWords } from '../../../../../shared/format/rupees';
import {
  inflationFor,
  MONEY_MAP_GOAL_LABELS,
  MONEY_MAP_GOALS,
  MONEY_MAP_LIMITS,
  type MoneyMapGoal,
} from '../../../../../shared/planners/money-map-goals';
import type { TMoneyMapFormInput } from '../utils/form-schema';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useForm } from '../../../../components/form/use-form';
import {
  formWithoutReload,
  NeedsJavaScript,
} from '../../../../components/planner/needs-javascript';
import { parseAmount } from '../../../../../shared/format/amount';

// Zod stays off the page's first load: the schema comes when the visitor starts typing.
const loadSchema = () => import('../utils/form-schema').then((m) => m.ZMoneyMapFormSchema);

const goalOptions = MONEY_MAP_GOALS.map((goal) => ({
  value: goal,
  label: MONEY_MAP_GOAL_LABELS[goal],
}));

const isGoal = (value: string): value is MoneyMapGoal =>
  (MONEY_MAP_GOALS as readonly string[]).includes(value);

/** The present value read back in words ('₹5 lakh') while it is typed. */
function presentValueHint(text: string): string {
  const amount = parseAmount(text);
  if (amount === undefined || !Number.isFinite(amount) || amount < 1) {
    return 'What the goal would cost today, in rupees';
  }
  return `₹${rupeesInWords(amount)}`;
}

/** What is already saved, read back in words; empty is nothing saved. */
function alreadySavedHint(text: string): string {
  const amount = parseAmount(text);
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) {
    return 'Put aside for this goal today; it grows with the route and lowers the SIP';
  }
  return `₹${rupeesInWords(amount)}`;
}

export type MoneyMapFormValues = {
  presentValue: string;
  goal: string;
  years: string;
  /** Beyond the seeds (issue 25): empty means nothing saved yet. */
  alreadySaved: string;
};

type MoneyMapFormProps = {
  /** Called with checked inputs on every valid submit. */
  onCalculate: (input: TMoneyMapFormInput) => void;
  /** Called on a submit that stops at a problem: the last result no longer answers the form. */
  onInvalid: () => void;
  /** Values to show in place of what was typed (a share link's). */
  restored?: MoneyMapFormValues | null;
};

/**
 * Present value, goal and years. On submit the shared schema names the first problem only, as the
 * seeds' form does: it shows under its field (and nowhere else), and that field takes the focus.
 */
export function MoneyMapForm({ onCalculate, onInvalid, restored }: MoneyMapFormProps) {
  const form = useForm({
    schema: loadSchema,
    initialValues: {
      presentValue: '',
      goal: '',
      years: '',
      alreadySaved: '',
    } as MoneyMapFormValues,
    toInput: (values) => ({
      presentValue: parseAmount(values.presentValue),
      goal: values.goal,
      years: parseAmount(values.years),
      // Empty is no saving: the seeds' plan, to the rupee.
      alreadySaved:
        values.alreadySaved.trim() === '' ? undefined : parseAmount(values.alreadySaved),
    }),
    submit: onCalculate,
    onInvalid,
  });

  const { setValues } = form;
  // A restored saving opens the options, so that what the figures use is in sight.
  const optionsRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!restored) return;
    setValues(restored);
    if (restored.alreadySaved !== '' && optionsRef.current) optionsRef.current.open = true;
  }, [restored, setValues]);

  const goal = form.values.goal;
  const goalHint = isGoal(goal)
    ? `Costs assumed to rise ${formatPercent(inflationFor(goal))} a year`
    : 'Choose what you are saving for';

  return (
    <Paper
      component="form"
      {...formWithoutReload}
      variant="outlined"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="money-map-form-title"
      sx={{ p: { xs: 2.5, sm: 3 } }}
    >
      <Box
        component="h2"
        id="money-map-form-title"
        sx={{ typography: 'h6', fontWeight: 700, mt: 0, mb: 2.5 }}
      >
        Your goal
      </Box>
      <NeedsJavaScript planner={paths.moneyMap.title} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1.3fr 1.2fr 0.8fr' },
          alignItems: 'start',
        }}
      >
        <FormTextField
          id="money-map-present-value"
          label="Present value"
          prefix="₹"
          inputMode="decimal"
          autoComplete="off"
          {...form.field('presentValue')}
          help={presentValueHint(form.values.presentValue)}
        />
        <FormSelectField
          id="money-map-goal"
          label="Goal"
          prompt="Select a goal"
          options={goalOptions}
          {...form.field('goal')}
          help={goalHint}
        />
        <FormTextField
          id="money-map-years"
          label="No. of years"
          inputMode="numeric"
          autoComplete="off"
          {...form.field('years')}
          help={`Years from now, ${MONEY_MAP_LIMITS.minYears} to ${MONEY_MAP_LIMITS.maxYears}`}
        />
      </Box>
      <Box
        component="details"
        ref={optionsRef}
        sx={{ mt: 2, '& > summary': { cursor: 'pointer', fontWeight: 700, color: 'primary.main' } }}
      >
        <summary>More options</summary>
        <Box sx={{ mt: 2, maxWidth: 360 }}>
          <FormTextField
            id="money-map-already-saved"
            label="Already saved for this goal"
            prefix="₹"
            inputMode="decimal"
            autoComplete="off"
            {...form.field('alreadySaved')}
            help={alreadySavedHint(form.values.alreadySaved)}
          />
        </Box>
      </Box>
      <SubmitButton busy={form.busy} sx={{ mt: 2.5, px: 5 }}>
        Submit
      </SubmitButton>
    </Paper>
  );
}
