import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { paths } from '../../../shared/config/paths';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useSession } from '../../lib/session';
import { askForPlanEarly } from './api/my-plan';
import { LoadingNote } from './components/loading-note';
import { MyPlanView } from './components/my-plan/my-plan-view';

// The module loads before the frame is hydrated (router.tsx): the plan is on its way by the time
// the page draws.
if (typeof window !== 'undefined') void askForPlanEarly();

/**
 * My plan (issue 25): every saved goal in one list and on one timeline, in the user's order, with
 * their monthly SIPs together against what the user can invest. A visitor who is not signed in
 * is asked to sign in, as on the other account pages.
 */
export default function MyPlanPage() {
  const session = useSession();
  usePromptSignInOnce(session.status);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.5rem' }, color: 'primary.dark' }}
        >
          {paths.myPlan.title}
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary', maxWidth: '60ch' }}>
          Your goals from {paths.moneyMap.title} and the {paths.retirementPlanner.title} together:
          what each needs each month, what they need in all, and how that fits what you can invest.
        </Typography>
      </Box>
      {/* The plan's place is held a screen high: drawing it, once the session and the plan are
          read, moves nothing below. */}
      <Box sx={{ minHeight: '100vh', '@media print': { minHeight: 0 } }}>
        {session.status === 'loading' && <LoadingNote>Loading your plan…</LoadingNote>}
        {session.status === 'signed-out' && (
          <SignInPrompt title="Please sign in to see your plan">
            Your plan is made of the goals you save while signed in. Sign in to see them together,
            or create a free account: it takes a couple of minutes.
          </SignInPrompt>
        )}
        {session.status === 'signed-in' && <MyPlanView key={session.user.id} user={session.user} />}
      </Box>
    </Container>
  );
}

/** Opens the sign-in dialog once when the page finds nobody signed in (as /profile does). */
function usePromptSignInOnce(status: ReturnType<typeof useSession>['status']) {
  const decided = useRef(false);
  useEffect(() => {
    if (status === 'loading' || decided.current) return;
    decided.current = true;
    if (status === 'signed-out') openAuthDialog();
  }, [status]);
}
