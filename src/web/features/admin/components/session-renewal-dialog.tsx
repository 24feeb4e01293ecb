import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import {
  ZAdminAuthenticateRequestSchema,
  type TAdminAuthenticateRequest,
  type TAdminAuthenticateResponse,
} from '../../../../shared/schemas/account';
import { FormAlert } from '../../../components/form/form-alert';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useForm } from '../../../components/form/use-form';
import { apiPost } from '../../../lib/api-client';
import { storeAdminToken } from '../api/admin-token';
import { offerSessionRenewal } from '../api/session-renewal';

/** A new token for this tab, leaving what the page has loaded as it is. */
async function signInAgain(input: TAdminAuthenticateRequest): Promise<void> {
  const { token } = await apiPost<TAdminAuthenticateResponse>('admin/authenticate', input);
  storeAdminToken(token);
}

/**
 * Shown over a staff page when a call finds the admin's session ended (it lasts a day): sign in
 * again here and the call goes through, with the form below as it was typed; Leave gives up, and
 * the guard then sends the admin to /admin.
 */
export function SessionRenewalDialog({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  const settle = useRef<((renewed: boolean) => void) | null>(null);

  useEffect(
    () =>
      offerSessionRenewal(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );

  const close = (renewed: boolean) => {
    setOpen(false);
    settle.current?.(renewed);
    settle.current = null;
  };

  return (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby="session-renewal-title">
      <DialogTitle id="session-renewal-title">Your session has ended</DialogTitle>
      {/* Drawn only while open, so that every opening starts with an empty password. */}
      <RenewalForm username={username} onDone={close} />
    </Dialog>
  );
}

function RenewalForm({
  username,
  onDone,
}: {
  username: string;
  onDone: (renewed: boolean) => void;
}) {
  const form = useForm({
    schema: ZAdminAuthenticateRequestSchema,
    initialValues: { username, password: '' },
    submit: signInAgain,
    onSuccess: () => onDone(true),
  });

  return (
    <DialogContent>
      <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
        Sign in again to carry on. What you typed on this page stays as it is.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Sign in again"
        sx={{ display: 'grid', gap: 2.5 }}
      >
        <FormAlert notice={form.notice} />
        <FormTextField
          id="renew-username"
          label="Username"
          autoComplete="username"
          required
          {...form.field('username')}
        />
        <FormPasswordField
          id="renew-password"
          label="Password"
          autoComplete="current-password"
          autoFocus
          required
          {...form.field('password')}
        />
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
          <Button onClick={() => onDone(false)}>Leave</Button>
          <SubmitButton busy={form.busy} busyLabel="Signing in…">
            Sign in
          </SubmitButton>
        </Box>
      </Box>
    </DialogContent>
  );
}
