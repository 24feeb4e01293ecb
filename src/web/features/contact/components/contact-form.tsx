import Box from '@mui/material/Box';
import type { TContactMailRequest, TContactResponse } from '../../../../shared/schemas/contact';
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
  import('../../../../shared/schemas/contact').then((m) => m.contactMailRequestSchema);

/** POST contactUs/mail: the enquiry, mailed to our support address and kept to answer it. */
const sendEnquiry = (input: TContactMailRequest) =>
  apiPost<TContactResponse>('contactUs/mail', input);

const emptyValues = { name: '', email: '', phone: '', companyName: '', message: '', website: '' };

/**
 * The large contact form: Name, Email, Phone, Company Name, Message, checked in the seeds' order
 * ('Please Enter name', 'Please Enter Valid email', 'Please Enter Contact', 'Please Enter Company
 * name', 'Please Enter your message'). The phone is a tel input that takes +91 and spaces
 * (decision 26). Success says 'Thank you for contacting us!' and clears the fields; a failure
 * shows the server's words, or 'Something went wrong'.
 */
export function ContactForm() {
  const form = useForm({
    schema: loadSchema,
    initialValues: emptyValues,
    submit: sendEnquiry,
    onSuccess: (answer) => {
      form.setValues(emptyValues);
      form.setNotice({ severity: 'success', message: answer.msg });
    },
  });

  return (
    <Box
      component="form"
      method="dialog"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="contact-form-title"
      aria-describedby="contact-consent"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Box
        component="h2"
        id="contact-form-title"
        sx={{ m: 0, fontSize: { xs: '1.5rem', md: '1.8rem' }, color: 'primary.dark' }}
      >
        Send us a message
      </Box>
      <FormNeedsJavaScript action="send it" />
      <FormAlert notice={form.notice} />
      <FormTextField id="contact-name" label="Name" autoComplete="name" {...form.field('name')} />
      <FormEmailField id="contact-email" {...form.field('email')} />
      <FormPhoneField id="contact-phone" {...form.field('phone')} />
      <FormTextField
        id="contact-company"
        label="Company Name"
        autoComplete="organization"
        help="Your employer, school or firm; write Self if it is just you"
        {...form.field('companyName')}
      />
      <FormTextField
        id="contact-message"
        label="Message"
        autoComplete="off"
        rows={5}
        {...form.field('message')}
      />
      <HoneypotField id="contact-website" {...form.field('website')} />
      <Box>
        <SubmitButton busy={form.busy} busyLabel="Sending…" sx={{ px: 5 }}>
          Send
        </SubmitButton>
      </Box>
      <ConsentNote id="contact-consent" purpose="contact" />
    </Box>
  );
}
