import Box from '@mui/material/Box';
import type { TEventRegisterRequest } from '../../../../shared/schemas/events';
import { ConsentNote } from '../../../components/form/consent-note';
import { FormAlert } from '../../../components/form/form-alert';
import { FormNeedsJavaScript } from '../../../components/form/form-needs-javascript';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormEmailField, FormPhoneField } from '../../../components/form/form-contact-fields';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { apiPost } from '../../../lib/api-client';

// Zod stays off the page's first load: the schema comes when the visitor starts typing.
const loadSchema = () =>
  import('../../../../shared/schemas/events').then((m) => m.eventRegisterRequestSchema);

/** POST contactUs/eventRegister (seed section 7): `success` and `msg`. */
const registerForEvent = (input: TEventRegisterRequest) =>
  apiPost<{ success: true; msg: string }>('contactUs/eventRegister', input);

type EventRegisterFormProps = {
  eventId: number;
  /** Prefix of the fields' ids: the dialog's and the page's forms never stand together. */
  idPrefix: string;
  /** After the server's 'Registration Successful': the dialog closes and the message shows. */
  onRegistered: (message: string) => void;
  /** The form's heading, one level below what it sits under: the dialog's h2, the page's h1. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The registration form of an event (seed 000 sections 2 and 5): Name, Email, Phone, Register.
 * The seed only marks the fields required, so the shared schema gives the large contact form's
 * messages in the fields' order; a phone is a `tel` field that takes +91 and spaces (decision 26).
 * A failure shows in the form: the server's `msg` (already registered, registration closed, too
 * many submissions) or 'Something went wrong'.
 */
export function EventRegisterForm({
  eventId,
  idPrefix,
  onRegistered,
  headingLevel = 'h3',
}: EventRegisterFormProps) {
  const form = useForm({
    schema: loadSchema,
    initialValues: { name: '', email: '', phone: '', website: '' },
    toInput: (values) => ({ ...values, eventId }),
    submit: registerForEvent,
    onSuccess: (answer) => {
      form.setValues({ name: '', email: '', phone: '', website: '' });
      onRegistered(answer.msg);
    },
  });
  const titleId = `${idPrefix}-form-title`;
  const noteId = `${idPrefix}-consent-note`;
  return (
    <Box
      component="form"
      method="dialog"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby={titleId}
      aria-describedby={noteId}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box
        component={headingLevel}
        id={titleId}
        sx={{ m: 0, fontSize: '1.2rem', color: 'primary.dark' }}
      >
        Register for this event
      </Box>
      <FormNeedsJavaScript action="register" />
      <FormAlert notice={form.notice} />
      <FormTextField
        id={`${idPrefix}-name`}
        label="Name"
        autoComplete="name"
        required
        {...form.field('name')}
      />
      <FormEmailField id={`${idPrefix}-email`} required {...form.field('email')} />
      <FormPhoneField id={`${idPrefix}-phone`} required {...form.field('phone')} />
      <HoneypotField id={`${idPrefix}-website`} {...form.field('website')} />
      <SubmitButton busy={form.busy} busyLabel="Registering…" sx={{ justifySelf: 'start', px: 5 }}>
        Register
      </SubmitButton>
      <ConsentNote id={noteId} purpose="event" />
    </Box>
  );
}
