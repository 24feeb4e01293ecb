import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { closeAuthDialog, openAuthDialog, useAuthDialog } from '../../../lib/auth-dialog';
import { socialSignInFailure } from '../../../lib/social-sign-in-return';
import { authDialogTitleId } from './auth-view-parts';
import { ForgotPasswordView } from './forgot-password-view';
import { SignInView } from './sign-in-view';
import { SignUpView } from './sign-up-view';

/**
 * The sign-in dialog (its own chunk, loaded on first use): sign-in, sign-up and forgot-password
 * views. MUI's Dialog keeps the focus inside while open, closes on Escape and gives the focus back
 * to whatever opened it. The e-mail typed in one view is kept for the others.
 */
export default function AuthDialog() {
  const { open, view, socialError } = useAuthDialog();
  const [email, setEmail] = useState('');
  useSocialSignInReturn();

  return (
    <Dialog
      open={open}
      onClose={closeAuthDialog}
      aria-labelledby={authDialogTitleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: {
          sx: {
            m: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: undefined },
            borderTop: '4px solid',
            borderTopColor: 'secondary.main',
          },
        },
      }}
    >
      <IconButton
        aria-label="Close"
        onClick={closeAuthDialog}
        sx={{ position: 'absolute', right: 8, top: 10, color: 'text.secondary' }}
      >
        <CloseIcon />
      </IconButton>
      {/* Keyed by view: each starts fresh, with the focus on its first field. */}
      {view === 'sign-in' && (
        <SignInView
          key={`sign-in-${socialError ?? ''}`}
          email={email}
          onEmailChange={setEmail}
          socialError={socialError}
        />
      )}
      {view === 'sign-up' && <SignUpView key="sign-up" email={email} onEmailChange={setEmail} />}
      {view === 'forgot' && (
        <ForgotPasswordView key="forgot" email={email} onEmailChange={setEmail} />
      )}
    </Dialog>
  );
}

/**
 * Back from a failed Google or Facebook sign-in (a fresh page load): open on the sign-in view with
 * the reason, and take the marker out of the address.
 */
function useSocialSignInReturn() {
  const [pathname, navigate] = useLocation();
  useEffect(() => {
    const code = socialSignInFailure(window.location.search);
    if (!code) return;
    openAuthDialog('sign-in', code);
    navigate(pathname, { replace: true });
  }, [pathname, navigate]);
}
