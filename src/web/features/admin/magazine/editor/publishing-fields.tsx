import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { TBlogStatus } from '../../../../../shared/schemas/blog-admin';
import type { FieldBinding } from '../../../../components/form/use-form';
import { FormTextField } from '../../../../components/form/form-text-field';

type PublishingFieldsProps = {
  status: FieldBinding;
  publishDate: FieldBinding;
  publishTime: FieldBinding;
  /** The article is public already: 'Publish now' reads 'Published'. */
  published: boolean;
};

const choices = (published: boolean): { value: TBlogStatus; label: string }[] => [
  { value: 'draft', label: 'Draft (not public)' },
  { value: 'published', label: published ? 'Published' : 'Publish now' },
  { value: 'scheduled', label: 'Schedule for later' },
];

/** Draft, publish now, or publish at a date and time in India time (IST). */
export function PublishingFields({
  status,
  publishDate,
  publishTime,
  published,
}: PublishingFieldsProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        Publishing
      </Box>
      <RadioGroup
        row
        name="blog-status"
        value={status.value}
        onChange={(event) => status.onChange(event.target.value)}
      >
        {choices(published).map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
      {status.error && <FormHelperText error>{status.error}</FormHelperText>}
      {status.value === 'scheduled' && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            mt: 1.5,
            maxWidth: 480,
          }}
        >
          <FormTextField
            id="blog-publish-date"
            label="Publish on"
            type="date"
            autoComplete="off"
            required
            help="India time (IST)"
            {...publishDate}
          />
          <FormTextField
            id="blog-publish-time"
            label="At (IST)"
            type="time"
            autoComplete="off"
            required
            help="24-hour clock, India time"
            {...publishTime}
          />
        </Box>
      )}
    </Box>
  );
}
