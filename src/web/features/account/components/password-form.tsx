import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { accountMessages, ZChangePasswordRequestSchema } from '../../../../shared/schemas/account';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../lib/notify';
import type { SessionUser } from '../../../lib/session';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePassword } from '../api/change-password';
import { PanelHeading } from './panel-heading';
import { NewPasswordFields } from './new-password-fields';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current, new and confirm (decision 8 adds Current Password, which the seeds' first check asks
 * for). Changing it signs the account out everywhere else.
 */
export function PasswordForm({ user }: { user: SessionUser }) {
  const notify = useNotify();
  const form = useSchemaForm(ZChangePasswordRequestSchema, emptyForm);
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = form.validate();
    if ('problem' in checked) {
      notify(checked.problem.message, 'error');
      return;
    }
    change.mutate(checked.data, {
      onSuccess: (answer) => {
        form.setValues(emptyForm);
        setOutcome({ ok: true, message: answer.msg });
        notify(answer.msg, 'success');
      },
      onError: (error) => {
        notify(error.message, 'error');
        // A wrong current password belongs under that field; anything else above the form.
        if (error.message === accountMessages.currentPasswordWrong) {
          form.showError({ field: 'currentPassword', message: error.message });
        } else {
          setOutcome({ ok: false, message: error.message });
        }
      },
    });
  };

  return (
    <>
      <PanelHeading
        title="Change Password"
        intro="After the change, you stay signed in here and are signed out on every other device."
      />
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-label="Change password"
        sx={{ display: 'grid', gap: 2.5, maxWidth: 520 }}
      >
        {outcome && <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert>}
        {/* For password managers: which account the new password belongs to. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user.email}
          readOnly
          hidden
        />
        <FormTextField
          id="password-current"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <NewPasswordFields
          idPrefix="change"
          label="New Password"
          password={form.field('newPassword')}
          confirmation={form.field('confirmPassword')}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disableElevation
            disabled={change.isPending}
            sx={{ px: 5 }}
          >
            {change.isPending ? 'Updating…' : 'Update'}
          </Button>
        </Box>
      </Box>
    </>
  );
}
