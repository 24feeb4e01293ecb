import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLocation } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import {
  DELETE_CONFIRMATION_WORD,
  ZDeleteAccountFormSchema,
} from '../../../../shared/schemas/account';
import { FormAlert } from '../../../components/form/form-alert';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm, type FieldBinding } from '../../../components/form/use-form';
import { useNotify } from '../../../lib/notify';
import { markSignedOut, type SessionUser } from '../../../lib/session';
import { deleteAccount } from '../api/delete-account';
import { useHasPassword } from '../api/has-password';
import { LoadingNote } from './loading-note';

type DeleteAccountDialogProps = { user: SessionUser; onClose: () => void };

/**
 * The confirmation: the password for an account that has one, otherwise the word DELETE (an
 * account that only signs in with Google or Facebook). A wrong confirmation shows under the field.
 * On success the visitor is signed out here and taken home, where the toast says it is done (the
 * page that could have said so is gone).
 */
export function DeleteAccountDialog({ user, onClose }: DeleteAccountDialogProps) {
  const notify = useNotify();
  const [, navigate] = useLocation();
  const passwordKnown = useHasPassword(user.id);
  const withPassword = passwordKnown.data !== false;
  const form = useForm({
    schema: ZDeleteAccountFormSchema,
    initialValues: { confirmation: '' },
    submit: ({ confirmation }) =>
      deleteAccount(withPassword ? { password: confirmation } : { confirm: confirmation.trim() }),
    onSuccess: (answer) => {
      // Leave first, so that /profile does not flash its sign-in prompt.
      navigate(paths.home.path);
      markSignedOut();
      notify(answer.msg, 'success');
    },
    errorFields: { WRONG_PASSWORD: 'confirmation', VALIDATION: 'confirmation' },
  });

  return (
    <Dialog
      open
      onClose={form.busy ? undefined : onClose}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text"
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: form.handleSubmit } as object,
      }}
    >
      <DialogTitle id="delete-account-title" component="h2" sx={{ fontWeight: 700 }}>
        Delete your account?
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="delete-account-text">
          Your account ({user.email}), your profile and your saved plans will be erased now. This
          cannot be undone.
        </DialogContentText>
        <FormAlert notice={form.notice} />
        {passwordKnown.isPending ? (
          <LoadingNote>Checking your account…</LoadingNote>
        ) : (
          <ConfirmationField withPassword={withPassword} binding={form.field('confirmation')} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={form.busy}>
          Cancel
        </Button>
        <SubmitButton
          busy={form.busy}
          busyLabel="Deleting…"
          color="error"
          disabled={passwordKnown.isPending}
        >
          Delete my account
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}

type ConfirmationFieldProps = { withPassword: boolean; binding: FieldBinding };

function ConfirmationField({ withPassword, binding }: ConfirmationFieldProps) {
  if (withPassword) {
    return (
      <FormPasswordField
        id="delete-account-confirmation"
        label="Password"
        autoComplete="current-password"
        autoFocus
        {...binding}
        help="Your password confirms that it is you"
      />
    );
  }
  return (
    <FormTextField
      id="delete-account-confirmation"
      label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
      autoComplete="off"
      autoFocus
      {...binding}
      help={`The word ${DELETE_CONFIRMATION_WORD}, in capitals`}
    />
  );
}
