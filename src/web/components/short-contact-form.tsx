import Box from '@mui/material/Box';
import type { TContactResponse, TSmallContactRequest } from '../../shared/schemas/contact';
import { apiPost } from '../lib/api-client';
import { ConsentNote } from './form/consent-note';
import { FormAlert } from './form/form-alert';
import { FormNeedsJavaScript } from './form/form-needs-javascript';
import { FormTextField } from './form/form-text-field';
import { FormEmailField, FormPhoneField } from './form/form-contact-fields';
import { HoneypotField } from './form/honeypot-field';
import { SubmitButton } from './form/submit-button';
import { useForm } from './form/use-form';

// Zod stays off the page's first load: the schema comes when the visitor starts typing.
const loadSchema = () =>
  import('../../shared/schemas/contact').then((m) => m.smallContactRequestSchema);

/** POST contactUs/smallContact, with the name of the page it was sent from. */
const sendSmallContact = (input: TSmallContactRequest) =>
  apiPost<TContactResponse>('contactUs/smallContact', input);

const emptyValues = { firstName: '', lastName: '', email: '', phone: '', website: '' };

type ShortContactFormProps = {
  /** The page's own name, sent as `page` so that we know what the enquiry is about. */
  page: string;
  /** The block's heading (an h2). */
  title: string;
  /** A sentence under the heading: what happens after the form is sent. */
  intro: string;
};

/**
 * The service pages' contact block: First Name, Last Name, Email, Phone. The shared schema gives
 * the seeds' messages in order ('Please Enter First Name', 'Please Enter Last Name', 'Please Enter
 * Valid email', 'Please Enter Contact'); on success the server's words ('Thank you for contacting
 * us!') show and the fields clear; a failure shows the server's `msg` or 'Something went wrong'.
 */
export function ShortContactForm({ page, title, intro }: ShortContactFormProps) {
  const form = useForm({
    schema: loadSchema,
    initialValues: emptyValues,
    toInput: (values) => ({ ...values, page }),
    submit: sendSmallContact,
    onSuccess: (answer) => {
      form.setValues(emptyValues);
      form.setNotice({ severity: 'success', message: answer.msg });
    },
  });

  return (
    <Box
      component="section"
      aria-labelledby="short-contact-title"
      sx={{
        p: { xs: 2.5, sm: 4 },
        borderRadius: 3,
        bgcolor: '#fff',
        border: '1px solid rgba(0, 77, 64, 0.16)',
        boxShadow: '0 8px 24px rgba(0, 77, 64, 0.08)',
      }}
    >
      <Box
        component="h2"
        id="short-contact-title"
        sx={{ m: 0, fontSize: { xs: '1.5rem', md: '1.8rem' }, color: 'primary.dark' }}
      >
        {title}
      </Box>
      <Box component="p" sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
        {intro}
      </Box>
      <Box
        component="form"
        method="dialog"
        noValidate
        onSubmit={form.handleSubmit}
        aria-labelledby="short-contact-title"
        aria-describedby="short-contact-consent"
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormNeedsJavaScript action="send it" />
        <FormAlert notice={form.notice} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            id="short-contact-first-name"
            label="First Name"
            autoComplete="given-name"
            {...form.field('firstName')}
          />
          <FormTextField
            id="short-contact-last-name"
            label="Last Name"
            autoComplete="family-name"
            {...form.field('lastName')}
          />
          <FormEmailField id="short-contact-email" {...form.field('email')} />
          <FormPhoneField id="short-contact-phone" {...form.field('phone')} />
        </Box>
        <HoneypotField id="short-contact-website" {...form.field('website')} />
        <Box>
          <SubmitButton busy={form.busy} busyLabel="Sending…" sx={{ px: 5 }}>
            Send
          </SubmitButton>
        </Box>
        <ConsentNote id="short-contact-consent" purpose="contact" />
      </Box>
    </Box>
  );
}
