import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import { accountMessages, DELETE_CONFIRMATION_WORD } from '../../../../shared/schemas/account';
import { FormTextField } from '../../../components/form-text-field';
import { useNotify } from '../../../lib/notify';
import { markSignedOut, type SessionUser } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { useHasPassword } from '../api/has-password';
import { LoadingNote } from './loading-note';

type DeleteAccountDialogProps = { user: SessionUser; onClose: () => void };

/**
 * The confirmation: the password for an account that has one, otherwise the word DELETE (an
 * account that only signs in with Google or Facebook). On success the visitor is signed out here
 * and taken home.
 */
export function DeleteAccountDialog({ user, onClose }: DeleteAccountDialogProps) {
  const notify = useNotify();
  const [, navigate] = useLocation();
  const passwordKnown = useHasPassword(user.id);
  const remove = useDeleteAccount();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const withPassword = passwordKnown.data !== false;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setProblem(accountMessages.deleteConfirmationRequired);
      return;
    }
    setProblem(null);
    remove.mutate(withPassword ? { password: value } : { confirm: value.trim() }, {
      onSuccess: (answer) => {
        // Leave first, so that /profile does not flash its sign-in prompt.
        navigate(paths.home.path);
        markSignedOut();
        notify(answer.msg, 'success');
      },
      onError: (error) => {
        setProblem(error.message);
        notify(error.message, 'error');
      },
    });
  };

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text"
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: handleSubmit } as object,
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
        {passwordKnown.isPending ? (
          <LoadingNote>Checking your account…</LoadingNote>
        ) : (
          <FormTextField
            id="delete-account-confirmation"
            label={withPassword ? 'Password' : `Type ${DELETE_CONFIRMATION_WORD} to confirm`}
            type={withPassword ? 'password' : 'text'}
            autoComplete={withPassword ? 'current-password' : 'off'}
            autoFocus
            value={value}
            onChange={(next) => {
              setValue(next);
              setProblem(null);
            }}
            error={problem ?? undefined}
            help={withPassword ? 'Your password confirms that it is you' : undefined}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disableElevation
          disabled={remove.isPending || passwordKnown.isPending}
        >
          {remove.isPending ? 'Deleting…' : 'Delete my account'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
