import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { accountMessages, ZUpdateProfileRequestSchema } from '../../../../shared/schemas/account';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../lib/notify';
import type { SessionUser } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateProfile } from '../api/update-profile';
import { formatContact } from '../utils/format-contact';
import { PanelHeading } from './panel-heading';

type Outcome = { severity: 'success' | 'info' | 'error'; message: string };

/**
 * Name, e-mail and contact, checked in the seeds' order (first problem only). A new e-mail address
 * changes only once the link sent to it is opened, and the panel says so.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const notify = useNotify();
  const form = useSchemaForm(ZUpdateProfileRequestSchema, {
    name: user.name,
    email: user.email,
    contact: formatContact(user.phoneNumber),
  });
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = form.validate();
    if ('problem' in checked) {
      notify(checked.problem.message, 'error');
      return;
    }
    update.mutate(checked.data, {
      onSuccess: (answer) => {
        notify(answer.msg, 'success');
        const newEmail = answer.emailVerificationSentTo;
        if (newEmail) {
          setOutcome({
            severity: 'info',
            message: `${answer.msg}. We have sent a confirmation link to ${newEmail}: your e-mail address changes to it once you open that link. Until then you sign in with ${answer.user.email}.`,
          });
          // The account keeps its address until the link is opened; the field shows it again.
          form.setValue('email', answer.user.email);
        } else {
          setOutcome({ severity: 'success', message: answer.msg });
        }
      },
      onError: (error) => {
        // "Email wasn't updated", "Contact wasn't updated" or a field's message from the server.
        const message = error.message || accountMessages.contactNotUpdated;
        setOutcome({ severity: 'error', message });
        notify(message, 'error');
      },
    });
  };

  return (
    <>
      <PanelHeading
        title="Profile"
        intro="Your name and contact number help us when you call or write to us."
      />
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-label="Profile"
        sx={{ display: 'grid', gap: 2.5, maxWidth: 520 }}
      >
        {outcome && <Alert severity={outcome.severity}>{outcome.message}</Alert>}
        <FormTextField id="profile-name" label="Name" autoComplete="name" {...form.field('name')} />
        <FormTextField
          id="profile-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.field('email')}
          help="A new address is confirmed by a link we send to it"
        />
        <FormTextField
          id="profile-contact"
          label="Contact"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...form.field('contact')}
          help="10 digits, e.g. 9876543210 or 987-654-3210"
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disableElevation
            disabled={update.isPending}
            sx={{ px: 5 }}
          >
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </Box>
      </Box>
    </>
  );
}
