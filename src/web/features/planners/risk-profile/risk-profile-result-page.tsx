import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { paths } from '../../../../shared/config/paths';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useSession } from '../../../lib/session';
import { SavedRiskProfile } from './components/saved-risk-profile';
import { SignInPrompt } from '../../../components/sign-in-prompt';

/**
 * /riskProfileResult: the signed-in user's latest saved risk profile. A visitor who is not signed
 * in is asked to sign in (the dialog opens by itself once, as on /profile) and stays here.
 */
export default function RiskProfileResultPage() {
  const session = useSession();
  usePromptSignInOnce(session.status);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography
        component="h1"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '2rem', sm: '2.5rem' },
          color: 'primary.dark',
          mb: 3,
        }}
      >
        {paths.riskProfileResult.title}
      </Typography>
      {session.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
          <CircularProgress size={22} aria-hidden="true" />
          Loading…
        </Box>
      )}
      {session.status === 'signed-out' && (
        <SignInPrompt title="Please sign in to see your saved result">
          Your result is kept with your account when you finish the questionnaire signed in. Sign in
          to see yours, or create a free account: it takes a couple of minutes.
        </SignInPrompt>
      )}
      {session.status === 'signed-in' && (
        <SavedRiskProfile key={session.user.id} user={session.user} />
      )}
    </Container>
  );
}

/** Opens the sign-in dialog when the page finds nobody signed in, once. */
function usePromptSignInOnce(status: ReturnType<typeof useSession>['status']) {
  const decided = useRef(false);
  useEffect(() => {
    if (status === 'loading' || decided.current) return;
    decided.current = true;
    if (status === 'signed-out') openAuthDialog();
  }, [status]);
}
