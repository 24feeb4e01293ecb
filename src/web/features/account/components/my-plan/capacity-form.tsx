import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { parseAmount } from '../../../../../shared/format/amount';
import { formatIndianNumber } from '../../../../../shared/format/rupees';
import type { TPlan } from '../../../../../shared/schemas/my-plan';
import { FormAlert } from '../../../../components/form/form-alert';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useForm } from '../../../../components/form/use-form';
import { savePlanCapacity } from '../../api/my-plan';

type CapacityFormProps = {
  capacity: number | null;
  /** The plan as the server now answers it, with the new gap. */
  onSaved: (plan: TPlan) => void;
  /** Opened by the user's asking: the field takes the focus. */
  autoFocus?: boolean;
  /** Closes the form unsaved (shown as Cancel when given). */
  onCancel?: () => void;
};

// Zod stays off the page's first load: the schema comes when the user starts typing.
const loadCapacitySchema = () =>
  import('../../../../../shared/schemas/my-plan').then((m) => m.ZSavePlanCapacityRequestSchema);

/**
 * What the user can invest each month across all goals, kept with the plan. An empty field
 * forgets it. Left off the paper: the printed plan says the figure in its summary.
 */
export function CapacityForm({ capacity, onSaved, autoFocus, onCancel }: CapacityFormProps) {
  const form = useForm({
    schema: loadCapacitySchema,
    initialValues: { monthlyCapacity: capacity === null ? '' : formatIndianNumber(capacity) },
    toInput: (values) => ({ monthlyCapacity: parseAmount(values.monthlyCapacity) ?? null }),
    submit: (data) => savePlanCapacity(data.monthlyCapacity),
    onSuccess: (answer) => {
      onSaved(answer.plan);
      form.setNotice({ severity: 'success', message: answer.msg });
    },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="What you can invest"
      data-print="hide"
      sx={{ display: 'grid', gap: 2, maxWidth: 520 }}
    >
      <FormAlert notice={form.notice} />
      <FormTextField
        id="plan-capacity"
        label="What you can invest each month"
        autoComplete="off"
        inputMode="decimal"
        prefix="₹"
        autoFocus={autoFocus}
        {...form.field('monthlyCapacity')}
        help="Across all your goals, in rupees (40,000 or 1.2 lakh); leave it empty to forget it"
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SubmitButton busy={form.busy} busyLabel="Saving…" sx={{ px: 4 }}>
          Save
        </SubmitButton>
        {onCancel && (
          <Button variant="text" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}
