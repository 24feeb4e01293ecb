import Box from '@mui/material/Box';
import { ZChangePasswordRequestSchema } from '../../../../shared/schemas/account';
import { FormAlert } from '../../../components/form/form-alert';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import type { SessionUser } from '../../../lib/session';
import { changePassword } from '../api/change-password';
import { weakPasswordProblem } from '../utils/password-weakness';
import { NewPasswordFields } from './new-password-fields';
import { PanelHeading } from './panel-heading';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current, new and confirm (decision 8 adds Current Password, which the seeds' first check asks
 * for). Changing it signs the account out everywhere else. A wrong current password shows under
 * that field, a weak new one under the new one; anything else above the form.
 */
export function PasswordForm({ user }: { user: SessionUser }) {
  const userInputs = [user.email, user.name];
  const form = useForm({
    schema: ZChangePasswordRequestSchema,
    initialValues: emptyForm,
    check: (data) => weakPasswordProblem('newPassword', data.newPassword, userInputs),
    submit: changePassword,
    onSuccess: (answer) => {
      form.setValues(emptyForm);
      form.setNotice({ severity: 'success', message: answer.msg });
    },
    errorFields: { WRONG_PASSWORD: 'currentPassword', WEAK_PASSWORD: 'newPassword' },
  });

  return (
    <>
      <PanelHeading
        title="Change Password"
        intro="After the change, you stay signed in here and are signed out on every other device."
      />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Change password"
        sx={{ display: 'grid', gap: 2.5, maxWidth: 520 }}
      >
        <FormAlert notice={form.notice} />
        {/* For password managers: which account the new password belongs to. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user.email}
          readOnly
          hidden
        />
        <FormPasswordField
          id="password-current"
          label="Current Password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <NewPasswordFields
          idPrefix="change"
          label="New Password"
          password={form.field('newPassword')}
          confirmation={form.field('confirmPassword')}
          userInputs={userInputs}
        />
        <Box>
          <SubmitButton busy={form.busy} busyLabel="Updating…" sx={{ px: 5 }}>
            Update
          </SubmitButton>
        </Box>
      </Box>
    </>
  );
}
