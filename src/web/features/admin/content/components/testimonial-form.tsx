import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'wouter';
import { paths } from '../../../../../shared/config/paths';
import {
  TESTIMONIAL_BY_MAX_LENGTH,
  TESTIMONIAL_NAME_MAX_LENGTH,
  TESTIMONIAL_TEXT_MAX_LENGTH,
  ZSaveTestimonialRequestSchema,
  type TAdminTestimonial,
} from '../../../../../shared/schemas/content-admin';
import { FormAlert } from '../../../../components/form/form-alert';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useForm } from '../../../../components/form/use-form';
import { useNotify } from '../../../../lib/notify';
import { saveTestimonial, updateTestimonial } from '../api/content-api';

/**
 * The Add and Update Testimonial form (seed 001): testimonial, name and designation/company with
 * section 5's lengths, Back and Save. Given a testimonial, it updates that one. Saved, it goes
 * back to the list, which says so.
 */
export function TestimonialForm({ current }: { current?: TAdminTestimonial }) {
  const [, navigate] = useLocation();
  const notify = useNotify();
  const form = useForm({
    schema: ZSaveTestimonialRequestSchema,
    initialValues: {
      testimonial: current?.testimonial ?? '',
      name: current?.name ?? '',
      by: current?.by ?? '',
    },
    submit: (fields) =>
      current
        ? updateTestimonial({ ...fields, id: current.id, updatedAt: current.updatedAt })
        : saveTestimonial(fields),
    onSuccess: (answer) => {
      navigate(paths.adminTestimonials.path);
      notify(answer.msg, 'success');
    },
  });
  const count = (field: 'testimonial' | 'name' | 'by', max: number) =>
    `${form.values[field].length} of ${max} characters`;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={current ? 'Update Testimonial' : 'Add Testimonial'}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}
    >
      <FormAlert notice={form.notice} />
      <FormTextField
        id="testimonial-text"
        label="Testimonial"
        autoComplete="off"
        rows={4}
        required
        help={count('testimonial', TESTIMONIAL_TEXT_MAX_LENGTH)}
        {...form.field('testimonial')}
      />
      <FormTextField
        id="testimonial-name"
        label="Name"
        autoComplete="off"
        required
        help={count('name', TESTIMONIAL_NAME_MAX_LENGTH)}
        {...form.field('name')}
      />
      <FormTextField
        id="testimonial-by"
        label="Designation/Company"
        autoComplete="off"
        help={count('by', TESTIMONIAL_BY_MAX_LENGTH)}
        {...form.field('by')}
      />
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button
          component={RouterLink}
          to={paths.adminTestimonials.path}
          variant="outlined"
          size="large"
        >
          Back
        </Button>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Save
        </SubmitButton>
      </Box>
    </Box>
  );
}
