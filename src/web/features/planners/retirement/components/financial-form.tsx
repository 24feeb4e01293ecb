import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { formatIndianNumber } from '../../../../../shared/format/rupees';
import { RETIREMENT_LIMITS } from '../../../../../shared/planners/retirement-limits';
import {
  ZRetirementFinancialSchema,
  type TRetirementFinancial,
} from '../../../../../shared/schemas/retirement';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useForm } from '../../../../components/form/use-form';
import { parseAmount } from '../../../../../shared/format/amount';
import { amountHint } from './personal-form';

export const FINANCIAL_DEFAULTS = {
  rentalIncome: '',
  retiralBenefits: '',
  pensionIncome: '',
  presentMonthlyExpenses: '',
};
export type FinancialValues = typeof FINANCIAL_DEFAULTS;

const fields: {
  name: keyof FinancialValues;
  id: string;
  label: string;
  help: string;
}[] = [
  {
    name: 'rentalIncome',
    id: 'retirement-rental-income',
    label: 'Rental Income',
    help: 'Rent you receive each month today (leave empty if none)',
  },
  {
    name: 'retiralBenefits',
    id: 'retirement-retiral-benefits',
    label: 'Retiral Benefits',
    help: 'Provident fund, gratuity and other lump sums due when you retire (leave empty if none)',
  },
  {
    name: 'pensionIncome',
    id: 'retirement-pension-income',
    label: 'Pension Income',
    help: 'Pension you expect each month once retired (leave empty if none)',
  },
  {
    name: 'presentMonthlyExpenses',
    id: 'retirement-present-monthly-expenses',
    label: 'Present Monthly Expenses',
    help: `What your household spends each month today (at least ₹${formatIndianNumber(RETIREMENT_LIMITS.minMonthlyExpenses)})`,
  },
];

type FinancialFormProps = {
  refill: FinancialValues | null;
  onSubmit: (input: TRetirementFinancial) => void;
  /** Called once the form is on the page (its code loads when panel 2 first opens). */
  onMounted: () => void;
};

/** Panel 2: what comes in and goes out, in the seeds' order of its messages. */
export function FinancialForm({ refill, onSubmit, onMounted }: FinancialFormProps) {
  const form = useForm({
    schema: ZRetirementFinancialSchema,
    initialValues: FINANCIAL_DEFAULTS,
    toInput: (values) => ({
      rentalIncome: parseAmount(values.rentalIncome),
      retiralBenefits: parseAmount(values.retiralBenefits),
      pensionIncome: parseAmount(values.pensionIncome),
      presentMonthlyExpenses: parseAmount(values.presentMonthlyExpenses),
    }),
    submit: onSubmit,
  });
  const { setValues } = form;
  useEffect(() => {
    onMounted();
  }, [onMounted]);
  useEffect(() => {
    if (refill) setValues(refill);
  }, [refill, setValues]);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Financial Information"
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((f) => (
          <FormTextField
            key={f.name}
            id={f.id}
            label={f.label}
            prefix="₹"
            inputMode="decimal"
            autoComplete="off"
            {...form.field(f.name)}
            help={amountHint(form.values[f.name], f.help)}
          />
        ))}
      </Box>
      <SubmitButton busy={false} sx={{ mt: 3, px: 5, '@media print': { display: 'none' } }}>
        Submit
      </SubmitButton>
    </Box>
  );
}
