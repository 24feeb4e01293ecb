import { useMemo, useSyncExternalStore } from 'react';
import { planOfShared, readSharedPlan } from '../../utils/shared-plan-link';
import { LoadingNote } from '../loading-note';
import { NoSharedPlan, SharedPlanView } from './shared-plan-view';

const onHashChange = (change: () => void) => {
  window.addEventListener('hashchange', change);
  return () => window.removeEventListener('hashchange', change);
};

/**
 * The plan a share link's fragment carries, read and drawn (loaded by the page once it is in the
 * browser: the fragment never reaches the server). A link edited or cut says so.
 */
export default function SharedPlanReader() {
  const fragment = useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => undefined,
  );
  const reading = useMemo(
    () => (fragment === undefined ? undefined : readSharedPlan(fragment)),
    [fragment],
  );
  if (reading === undefined) return <LoadingNote>Reading the plan in the link…</LoadingNote>;
  if (reading === null || reading === 'broken') {
    return <NoSharedPlan broken={reading === 'broken'} />;
  }
  return <SharedPlanView plan={planOfShared(reading, new Date().getFullYear())} />;
}
