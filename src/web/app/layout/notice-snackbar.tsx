import { lazy, Suspense, useState } from 'react';
import { useCurrentNotice } from '../../lib/notify';

// Snackbar and Alert load only when the first notice arrives.
const NoticeSnackbarView = lazy(() => import('./notice-snackbar-view'));

/** Shows the current notice (from useNotify) at the bottom left. */
export function NoticeSnackbar() {
  const { notice, dismiss } = useCurrentNotice();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so that closing can animate out.
  if (notice && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NoticeSnackbarView notice={notice} onClose={dismiss} />
    </Suspense>
  );
}
