import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useSearch } from 'wouter';
import { paths } from '../../../shared/config/paths';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useSession } from '../../lib/session';
import { AccountPanels } from './components/account-panels';
import { LoadingNote } from './components/loading-note';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { emailLinkOutcome } from './utils/email-confirmation';
import { panelParam } from './utils/panels';

/**
 * /profile: the account's panels for a signed-in user. A visitor who is not signed in is asked to
 * sign in (the dialog opens by itself once) and stays here afterwards. It also says how an e-mailed
 * confirmation link went, when it was opened from one.
 */
export default function ProfilePage() {
  const session = useSession();
  const linkOutcome = useEmailLinkOutcome();
  usePromptSignInOnce(session.status);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.5rem' }, color: 'primary.dark' }}
        >
          Your account
        </Typography>
        {session.status === 'signed-in' && (
          <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
            Signed in as <strong>{session.user.email}</strong>
          </Typography>
        )}
        {session.status === 'signed-in' && (
          <Typography sx={{ mt: 1 }}>
            <Link component={RouterLink} to={paths.myPlan.path} sx={{ fontWeight: 700 }}>
              See all your goals together in {paths.myPlan.title}
            </Link>
          </Typography>
        )}
      </Box>
      {linkOutcome && (
        <Alert severity={linkOutcome.severity} sx={{ mb: 3 }}>
          {linkOutcome.message}
        </Alert>
      )}
      {session.status === 'loading' && <LoadingNote>Loading your account…</LoadingNote>}
      {session.status === 'signed-out' && (
        <SignInPrompt title="Please sign in to see your account">
          Your profile, your password and your saved plans are kept with your account. Sign in to
          see and change them, or create a free account: it takes a couple of minutes.
        </SignInPrompt>
      )}
      {session.status === 'signed-in' && <AccountPanels user={session.user} />}
    </Container>
  );
}

/**
 * Read once from `?error=…` or `?confirmed=email`, which the confirmation link's redirect added,
 * then taken out of the address so that a reload does not repeat it. It shows on the page only
 * (not also as a toast).
 */
function useEmailLinkOutcome() {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const [outcome] = useState(() => emailLinkOutcome(search));

  useEffect(() => {
    if (!outcome) return;
    const panel = new URLSearchParams(window.location.search).get(panelParam);
    navigate(panel ? `${pathname}?${panelParam}=${panel}` : pathname, { replace: true });
  }, [outcome, navigate, pathname]);
  return outcome;
}

/**
 * Opens the sign-in dialog when the page finds nobody signed in, once: signing out or deleting the
 * account later must not pop it up again.
 */
function usePromptSignInOnce(status: ReturnType<typeof useSession>['status']) {
  const decided = useRef(false);
  useEffect(() => {
    if (status === 'loading' || decided.current) return;
    decided.current = true;
    if (status === 'signed-out') openAuthDialog();
  }, [status]);
}
