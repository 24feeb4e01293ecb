import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { paths } from '../../../shared/config/paths';
import { LoadingNote } from './components/loading-note';

// The reader, its link format and the plan's views load once the page is in the browser: the
// server's frame is the same for every link, and needs none of them.
const SharedPlanReader = lazy(() => import('./components/my-plan/shared-plan-reader'));

const noSubscription = () => () => {};

/** True once the page runs in the browser (false on the server and while it is taken over). */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * A shared plan (issue 25): My plan's figures from a share link alone, read-only, for anyone who
 * has the link, signed in or not. Drawn in the browser from the link's fragment; the total and
 * the gap are plain sums of what it carries. The plan's place is held a screen high, so that
 * drawing it moves nothing below.
 */
export default function SharedPlanPage() {
  const inBrowser = useInBrowser();
  const reading = <LoadingNote>Reading the plan in the link…</LoadingNote>;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.5rem' }, color: 'primary.dark' }}
        >
          {paths.mySharedPlan.title}
        </Typography>
        <Typography sx={{ mt: 0.5, color: 'text.secondary', maxWidth: '60ch' }}>
          Goals priced in {paths.moneyMap.title} and the {paths.retirementPlanner.title}, put
          together in {paths.myPlan.title}: what each needs each month, and what they need in all.
        </Typography>
      </Box>
      <Box sx={{ minHeight: '100vh', '@media print': { minHeight: 0 } }}>
        {inBrowser ? <Suspense fallback={reading}>{<SharedPlanReader />}</Suspense> : reading}
        <noscript>
          <p>This page reads the plan from its link with JavaScript, which is turned off here.</p>
        </noscript>
      </Box>
    </Container>
  );
}
