import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo, useSyncExternalStore } from 'react';
import { paths } from '../../../shared/config/paths';
import { LoadingNote } from './components/loading-note';
import { NoSharedPlan, SharedPlanView } from './components/my-plan/shared-plan-view';
import { planOfShared, readSharedPlan } from './utils/shared-plan-link';

const onHashChange = (change: () => void) => {
  window.addEventListener('hashchange', change);
  return () => window.removeEventListener('hashchange', change);
};

/**
 * The address's fragment; undefined on the server and while the page is taken over, since the
 * fragment never reaches the server: its HTML is one frame for every link.
 */
function useFragment(): string | undefined {
  return useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => undefined,
  );
}

/**
 * A shared plan (issue 25): My plan's figures from a share link alone, read-only, for anyone who
 * has the link, signed in or not. Drawn in the browser from the link's fragment; the total and
 * the gap are plain sums of what it carries.
 */
export default function SharedPlanPage() {
  const fragment = useFragment();
  const reading = useMemo(
    () => (fragment === undefined ? undefined : readSharedPlan(fragment)),
    [fragment],
  );

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
      {reading === undefined && (
        <>
          <LoadingNote>Reading the plan in the link…</LoadingNote>
          <noscript>
            <p>This page reads the plan from its link with JavaScript, which is turned off here.</p>
          </noscript>
        </>
      )}
      {(reading === null || reading === 'broken') && <NoSharedPlan broken={reading === 'broken'} />}
      {reading !== undefined && reading !== null && reading !== 'broken' && (
        <SharedPlanView plan={planOfShared(reading, new Date().getFullYear())} />
      )}
    </Container>
  );
}
