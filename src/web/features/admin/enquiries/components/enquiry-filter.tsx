import Box from '@mui/material/Box';
import {
  enquiryKindLabels,
  ZListEnquiriesRequestSchema,
} from '../../../../../shared/schemas/admin-enquiries';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useForm } from '../../../../components/form/use-form';
import type { EnquiryFilter as Filter } from '../api/get-enquiries';

const kindOptions = Object.entries(enquiryKindLabels).map(([value, label]) => ({ value, label }));

/**
 * The list's filter: the kind and a range of India days, checked with the call's own schema
 * (a start after the end is said under the end date) before the list is asked for again.
 */
export function EnquiryFilter({
  filter,
  onFilter,
}: {
  filter: Filter;
  onFilter: (next: Filter) => void;
}) {
  const form = useForm({
    schema: ZListEnquiriesRequestSchema,
    initialValues: { kind: filter.kind as string, from: filter.from, to: filter.to },
    toInput: (values) => ({
      kind: values.kind,
      from: values.from || undefined,
      to: values.to || undefined,
    }),
    submit: (data) => onFilter({ kind: data.kind, from: data.from ?? '', to: data.to ?? '' }),
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Filter enquiries"
      onSubmit={form.handleSubmit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr)) auto' },
        alignItems: 'start',
        mt: 3,
      }}
    >
      <FormSelectField
        id="enquiry-kind"
        label="Kind"
        help="Which form it came from"
        prompt="Choose a kind"
        options={kindOptions}
        {...form.field('kind')}
      />
      <FormTextField
        id="enquiry-from"
        label="From"
        type="date"
        autoComplete="off"
        help="Received on or after (India time)"
        {...form.field('from')}
      />
      <FormTextField
        id="enquiry-to"
        label="To"
        type="date"
        autoComplete="off"
        help="Received on or before"
        {...form.field('to')}
      />
      <SubmitButton busy={form.busy} sx={{ mt: { sm: 0.5 } }}>
        Show
      </SubmitButton>
    </Box>
  );
}
