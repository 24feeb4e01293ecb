import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { paths } from '../../../../../shared/config/paths';
import { rupeesInWords } from '../../../../../shared/format/rupees';
import {
  GENDER_LABELS,
  GENDERS,
  lifeExpectancyFor,
  RETIREMENT_LIMITS,
  type Gender,
} from '../../../../../shared/planners/retirement-limits';
import type { TRetirementPersonal } from '../../../../../shared/schemas/retirement';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useForm } from '../../../../components/form/use-form';
import {
  formWithoutReload,
  NeedsJavaScript,
} from '../../../../components/planner/needs-javascript';
import { parseAmount } from '../../../../../shared/format/amount';
import { AgeSlider } from './age-slider';

const { age, retirementAge } = RETIREMENT_LIMITS;

// Zod stays off the page's first load: the schema comes when the visitor starts on the form.
const loadSchema = () =>
  import('../../../../../shared/schemas/retirement').then((m) => m.ZRetirementPersonalSchema);

const PERSONAL_DEFAULTS = {
  age: String(age.default),
  retirementAge: String(retirementAge.default),
  gender: 'male',
  existingInvestment: '',
};
export type PersonalValues = typeof PERSONAL_DEFAULTS;

/** An amount read back in words ('₹5 lakh') while it is typed, or the field's help. */
export function amountHint(text: string, help: string): string {
  const amount = parseAmount(text);
  if (amount === undefined || !Number.isFinite(amount) || amount < 1e5) return help;
  return `₹${rupeesInWords(amount)}`;
}

type PersonalFormProps = {
  /** Values to show instead of what is typed: a saved plan, loaded after the page. */
  refill: PersonalValues | null;
  onNext: (input: TRetirementPersonal) => void;
};

/** Panel 1: the two ages, gender and what is invested today. */
export function PersonalForm({ refill, onNext }: PersonalFormProps) {
  const form = useForm({
    schema: loadSchema,
    initialValues: PERSONAL_DEFAULTS,
    toInput: (values) => ({
      age: Number(values.age),
      retirementAge: Number(values.retirementAge),
      gender: values.gender,
      existingInvestment: parseAmount(values.existingInvestment),
    }),
    submit: onNext,
  });
  const { setValues } = form;
  useEffect(() => {
    if (refill) setValues(refill);
  }, [refill, setValues]);

  const gender = form.field('gender');
  const lifeExpectancy = lifeExpectancyFor(gender.value === 'female' ? 'female' : 'male');

  return (
    <Box
      component="form"
      {...formWithoutReload}
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Personal Information"
    >
      <NeedsJavaScript planner={paths.retirementPlanner.title} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <AgeSlider
          id="retirement-age-now"
          label="Age"
          min={age.min}
          max={age.max}
          {...form.field('age')}
          help="Your age today, in years"
        />
        <AgeSlider
          id="retirement-retirement-age"
          label="Retirement age"
          min={retirementAge.min}
          max={retirementAge.max}
          {...form.field('retirementAge')}
          help="The age at which you plan to stop working"
        />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Box component="legend" sx={{ fontWeight: 700, p: 0, mb: 0.5 }}>
            Gender
          </Box>
          <Box sx={{ display: 'flex', gap: 3, py: 0.5 }}>
            {GENDERS.map((g: Gender, k) => (
              <Box
                component="label"
                key={g}
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, cursor: 'pointer' }}
              >
                <Box
                  component="input"
                  type="radio"
                  name="retirement-gender"
                  value={g}
                  checked={gender.value === g}
                  onChange={() => gender.onChange(g)}
                  ref={k === 0 ? gender.inputRef : undefined}
                  aria-describedby="retirement-gender-help"
                  sx={{ width: 20, height: 20, m: 0, accentColor: '#00695c', cursor: 'pointer' }}
                />
                {GENDER_LABELS[g]}
              </Box>
            ))}
          </Box>
          <Box
            id="retirement-gender-help"
            sx={{ typography: 'caption', color: gender.error ? 'error.main' : 'text.secondary' }}
          >
            {gender.error ?? `We plan for a life to age ${lifeExpectancy}`}
          </Box>
        </Box>
        <FormTextField
          id="retirement-existing-investment"
          label="Existing Investment"
          prefix="₹"
          inputMode="decimal"
          autoComplete="off"
          {...form.field('existingInvestment')}
          help={amountHint(
            form.values.existingInvestment,
            'What you have invested for retirement today (leave empty if none)',
          )}
        />
      </Box>
      <SubmitButton busy={false} sx={{ mt: 3, px: 5, '@media print': { display: 'none' } }}>
        Next
      </SubmitButton>
    </Box>
  );
}
