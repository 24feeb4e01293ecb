import Box from '@mui/material/Box';
import { ZUpdateProfileRequestSchema } from '../../../../shared/schemas/account';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormEmailField, FormPhoneField } from '../../../components/form/form-contact-fields';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import type { SessionUser } from '../../../lib/session';
import { updateProfile } from '../api/update-profile';
import { formatContact } from '../utils/format-contact';
import { PanelHeading } from './panel-heading';

/**
 * Name, e-mail and contact, checked in the seeds' order (first problem only). A new e-mail address
 * changes only once the link sent to it is opened, and the panel says so. The outcome, good or
 * bad ("Email wasn't updated", "Contact wasn't updated"), shows above the form, and only there.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const form = useForm({
    schema: ZUpdateProfileRequestSchema,
    initialValues: {
      name: user.name,
      email: user.email,
      contact: formatContact(user.phoneNumber),
    },
    submit: updateProfile,
    onSuccess: (answer) => {
      // The number as stored, written the way people read it.
      form.setValue('contact', formatContact(answer.user.phoneNumber));
      const newEmail = answer.emailVerificationSentTo;
      if (!newEmail) {
        form.setNotice({ severity: 'success', message: answer.msg });
        return;
      }
      form.setNotice({
        severity: 'info',
        message: `${answer.msg}. We have sent a confirmation link to ${newEmail}: your e-mail address changes to it once you open that link. Until then you sign in with ${answer.user.email}.`,
      });
      // The account keeps its address until the link is opened; the field shows it again.
      form.setValue('email', answer.user.email);
    },
  });

  return (
    <>
      <PanelHeading
        title="Profile"
        intro="Your name and contact number help us when you call or write to us."
      />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Profile"
        sx={{ display: 'grid', gap: 2.5, maxWidth: 520 }}
      >
        <FormAlert notice={form.notice} />
        <FormTextField
          id="profile-name"
          label="Name"
          autoComplete="name"
          {...form.field('name')}
          help="Your full name, as you would like us to address you"
        />
        <FormEmailField
          id="profile-email"
          {...form.field('email')}
          help="A new address is confirmed by a link we send to it"
        />
        <FormPhoneField id="profile-contact" label="Contact" {...form.field('contact')} />
        <Box>
          <SubmitButton busy={form.busy} busyLabel="Saving…" sx={{ px: 5 }}>
            Save
          </SubmitButton>
        </Box>
      </Box>
    </>
  );
}
