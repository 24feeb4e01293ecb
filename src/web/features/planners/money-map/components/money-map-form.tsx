import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatPercent } from '../../../../../shared/format/percent';
import { rupeesInWords } from '../../../../../shared/format/rupees';
import {
  inflationFor,
  MONEY_MAP_GOAL_LABELS,
  MONEY_MAP_GOALS,
  MONEY_MAP_LIMITS,
  type MoneyMapGoal,
} from '../../../../../shared/planners/money-map';
import {
  parseMoneyMapInput,
  type MoneyMapError,
  type MoneyMapField,
  type TMoneyMapInput,
} from '../../../../../shared/schemas/money-map';
import { useNotify } from '../../../../lib/notify';
import { parseAmount } from '../utils/parse-amount';
import { LabelledField } from './labelled-field';

type FormValues = Record<MoneyMapField, string>;
const emptyValues: FormValues = { presentValue: '', goal: '', years: '' };

const isGoal = (value: string): value is MoneyMapGoal =>
  (MONEY_MAP_GOALS as readonly string[]).includes(value);

/** The present value read back in words ('₹5 lakh') while it is typed. */
function presentValueHint(text: string): string {
  const amount = parseAmount(text);
  if (amount === undefined || !Number.isFinite(amount) || amount < 1) {
    return 'What the goal would cost today';
  }
  return `₹${rupeesInWords(amount)}`;
}

type MoneyMapFormProps = {
  /** Called with checked inputs on every valid submit. */
  onCalculate: (input: TMoneyMapInput) => void;
};

/**
 * Present value, goal and years. On submit the shared schema names the first problem only, as the
 * seeds' form does: it shows in the snackbar and under its field, and that field takes the focus.
 */
export function MoneyMapForm({ onCalculate }: MoneyMapFormProps) {
  const notify = useNotify();
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [error, setError] = useState<MoneyMapError | null>(null);
  const presentValueRef = useRef<HTMLInputElement>(null);
  const goalRef = useRef<HTMLSelectElement>(null);
  const yearsRef = useRef<HTMLInputElement>(null);

  const handleChange = (field: MoneyMapField) => (event: ChangeEvent<{ value: string }>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // Editing the field in error clears its message; the next submit checks again.
    if (error?.field === field) setError(null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = parseMoneyMapInput({
      presentValue: parseAmount(values.presentValue),
      goal: values.goal,
      years: parseAmount(values.years),
    });
    if (!result.success) {
      setError(result.error);
      notify(result.error.message, 'error');
      const refs = { presentValue: presentValueRef, goal: goalRef, years: yearsRef };
      refs[result.error.field].current?.focus();
      return;
    }
    setError(null);
    onCalculate(result.data);
  };

  const errorFor = (field: MoneyMapField) => (error?.field === field ? error.message : undefined);
  const goalHint = isGoal(values.goal)
    ? `Costs assumed to rise ${formatPercent(inflationFor(values.goal))} a year`
    : 'Choose what you are saving for';

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={handleSubmit}
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
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1.3fr 1.2fr 0.8fr' },
          alignItems: 'start',
        }}
      >
        <LabelledField
          id="money-map-present-value"
          label="Present value"
          error={errorFor('presentValue')}
          help={presentValueHint(values.presentValue)}
        >
          <OutlinedInput
            id="money-map-present-value"
            label="Present value"
            notched
            value={values.presentValue}
            onChange={handleChange('presentValue')}
            inputRef={presentValueRef}
            placeholder="5,00,000"
            autoComplete="off"
            startAdornment={<InputAdornment position="start">₹</InputAdornment>}
            inputProps={{
              inputMode: 'numeric',
              'aria-describedby': 'money-map-present-value-help',
            }}
          />
        </LabelledField>
        <LabelledField id="money-map-goal" label="Goal" error={errorFor('goal')} help={goalHint}>
          <NativeSelect
            id="money-map-goal"
            value={values.goal}
            onChange={handleChange('goal')}
            inputRef={goalRef}
            input={<OutlinedInput label="Goal" notched />}
            inputProps={{ 'aria-describedby': 'money-map-goal-help' }}
          >
            <option value="" disabled>
              Select a goal
            </option>
            {MONEY_MAP_GOALS.map((goal) => (
              <option key={goal} value={goal}>
                {MONEY_MAP_GOAL_LABELS[goal]}
              </option>
            ))}
          </NativeSelect>
        </LabelledField>
        <LabelledField
          id="money-map-years"
          label="No. of years"
          error={errorFor('years')}
          help={`${MONEY_MAP_LIMITS.minYears} to ${MONEY_MAP_LIMITS.maxYears}`}
        >
          <OutlinedInput
            id="money-map-years"
            label="No. of years"
            notched
            value={values.years}
            onChange={handleChange('years')}
            inputRef={yearsRef}
            placeholder="10"
            autoComplete="off"
            inputProps={{ inputMode: 'numeric', 'aria-describedby': 'money-map-years-help' }}
          />
        </LabelledField>
      </Box>
      <Button type="submit" variant="contained" size="large" sx={{ mt: 2.5, px: 5 }}>
        Submit
      </Button>
    </Paper>
  );
}
