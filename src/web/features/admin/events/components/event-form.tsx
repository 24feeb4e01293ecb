import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'wouter';
import { paths } from '../../../../../shared/config/paths';
import {
  EVENT_FIELD_MAX,
  eventFormSchema,
  type TEventForm,
  type TEventWriteResponse,
} from '../../../../../shared/schemas/event-admin';
import { FormAlert } from '../../../../components/form/form-alert';
import { FormTextField } from '../../../../components/form/form-text-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { useForm } from '../../../../components/form/use-form';
import { useNotify } from '../../../../lib/notify';

export type EventFormValues = Record<keyof TEventForm, string>;

export const emptyEvent: EventFormValues = {
  eventTitle: '',
  eventCity: '',
  eventDate: '',
  startTime: '',
  duration: '',
  venue: '',
  keyNoteSpeaker: '',
  eventDescription: '',
};

/** A field's help: how much of its limit is used. */
const limitHelp = (value: string, max: number) => `${value.length}/${max} characters`;

type EventFormProps = {
  /** 'Add New Event' or 'Update Event': the form's accessible name. */
  name: string;
  initialValues: EventFormValues;
  submitLabel: string;
  /** The call: saveEvent, or updateEvent with the id and updatedAt added. */
  submit: (data: TEventForm) => Promise<TEventWriteResponse>;
};

/**
 * The Add New Event and Update Event forms (seed 001 sections 2 and 5): the same fields, checks and
 * maximum lengths on both (decision 34), the browser's own date and time pickers. The server's msg
 * is shown on success (then back to the table) and on failure; a network error says 'Something went
 * wrong' (section 8).
 */
export function EventForm({ name, initialValues, submitLabel, submit }: EventFormProps) {
  const [, navigate] = useLocation();
  const notify = useNotify();
  const form = useForm({
    schema: eventFormSchema,
    initialValues,
    submit,
    onSuccess: (answer) => {
      // Leave first: a notice belongs to the page it is raised on.
      navigate(paths.adminEvents.path);
      notify(answer.msg, 'success');
    },
  });
  const { values } = form;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={name}
      sx={{ display: 'grid', gap: 2.5, maxWidth: 720, mt: 3 }}
    >
      <FormAlert notice={form.notice} />
      <FormTextField
        id="event-title"
        label="Title"
        autoComplete="off"
        required
        help={limitHelp(values.eventTitle, EVENT_FIELD_MAX.eventTitle)}
        {...form.field('eventTitle')}
      />
      <FormTextField
        id="event-city"
        label="City"
        autoComplete="off"
        required
        help={limitHelp(values.eventCity, EVENT_FIELD_MAX.eventCity)}
        {...form.field('eventCity')}
      />
      <Box
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}
      >
        <FormTextField
          id="event-date"
          label="Date"
          type="date"
          autoComplete="off"
          required
          {...form.field('eventDate')}
        />
        <FormTextField
          id="event-start-time"
          label="Start time"
          type="time"
          autoComplete="off"
          required
          help="India time"
          {...form.field('startTime')}
        />
        <FormTextField
          id="event-duration"
          label="Duration"
          autoComplete="off"
          required
          help="e.g. 90 min, 2 hours, 1h 30m"
          {...form.field('duration')}
        />
      </Box>
      <FormTextField
        id="event-venue"
        label="Venue"
        autoComplete="off"
        help={limitHelp(values.venue, EVENT_FIELD_MAX.venue)}
        {...form.field('venue')}
      />
      <FormTextField
        id="event-speaker"
        label="Key note speaker"
        autoComplete="off"
        help={limitHelp(values.keyNoteSpeaker, EVENT_FIELD_MAX.keyNoteSpeaker)}
        {...form.field('keyNoteSpeaker')}
      />
      <FormTextField
        id="event-description"
        label="Description"
        autoComplete="off"
        rows={4}
        help={limitHelp(values.eventDescription, EVENT_FIELD_MAX.eventDescription)}
        {...form.field('eventDescription')}
      />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={paths.adminEvents.path} variant="outlined">
          Cancel
        </Button>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </Box>
    </Box>
  );
}
