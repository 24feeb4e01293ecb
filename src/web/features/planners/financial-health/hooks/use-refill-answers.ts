import { useEffect, useRef } from 'react';
import type { PartialAnswers } from '../../../../../shared/planners/financial-health';
import { GENERIC_ERROR_MESSAGE } from '../../../../../shared/config/messages';
import { useNotify } from '../../../../lib/notify';
import type { SessionState } from '../../../../lib/session';
import { getFinancialHealthHistory } from '../api/get-financial-health-history';

/**
 * A signed-in user's last answers, loaded into the form once the page is in the browser (the
 * server's HTML is the same for everyone). They fill the form only while it is still empty: what
 * the user has started answering is never overwritten. Nothing saved leaves it empty.
 */
export function useRefillAnswers(
  session: SessionState,
  isEmpty: () => boolean,
  refill: (answers: PartialAnswers) => void,
) {
  const notify = useNotify();
  const loadedFor = useRef<string | null>(null);
  const userId = session.status === 'signed-in' ? session.user.id : null;

  useEffect(() => {
    if (!userId || loadedFor.current === userId) return;
    loadedFor.current = userId;
    let live = true;
    getFinancialHealthHistory(userId).then(
      async ([saved]) => {
        if (!live || !saved) return;
        // Zod is not on the page's first load; a saved check-up is worth the wait.
        const { answersOf, ZFinancialHealthInputsSchema } =
          await import('../../../../../shared/schemas/financial-health');
        const parsed = ZFinancialHealthInputsSchema.safeParse(saved.inputs);
        if (live && parsed.success && isEmpty()) refill(answersOf(parsed.data));
      },
      () => {
        if (live) notify(GENERIC_ERROR_MESSAGE, 'error');
      },
    );
    return () => {
      live = false;
    };
  }, [userId, isEmpty, refill, notify]);
}
