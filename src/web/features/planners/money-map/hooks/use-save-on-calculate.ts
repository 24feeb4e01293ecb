import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../../../shared/config/paths';
import { GENERIC_ERROR_MESSAGE } from '../../../../../shared/config/messages';
import { useNotify } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { saveMoneyMap } from '../api/save-money-map';
import type { Scenario } from '../types';

/**
 * Saves a signed-in user's money map once per calculation (each valid submit, and a share link
 * opened), with the rates and step-up in use at that moment. A visitor who is not signed in is
 * skipped silently, as the seeds say; a save says where to find it again, a failed one 'Something
 * went wrong'. True once this calculation's save has gone through (the page then offers My plan).
 */
export function useSaveOnCalculate(submission: number, scenario: Scenario): boolean {
  const session = useSession();
  const notify = useNotify();
  const saved = useRef(0);
  const [savedSubmission, setSavedSubmission] = useState(0);
  const userId = session.status === 'signed-in' ? session.user.id : null;

  useEffect(() => {
    if (!userId || saved.current === submission) return;
    saved.current = submission;
    const { input, rates, stepUp } = scenario;
    saveMoneyMap({ uid: userId, ...input, rates, stepUp }).then(
      (answer) => {
        setSavedSubmission(submission);
        notify(
          `${answer.msg}: find it on your profile, under Saved ${paths.moneyMap.title}`,
          'success',
        );
      },
      () => notify(GENERIC_ERROR_MESSAGE, 'error'),
    );
    // Only a new calculation (or the user just known to be signed in) saves; a rate edited
    // afterwards does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submission, userId]);
  return userId !== null && savedSubmission === submission;
}
