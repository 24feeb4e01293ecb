import type { RiskBand } from '../../../shared/planners/risk-profile';
import type { TRiskBandResponse } from '../../../shared/schemas/my-plan';
import { apiPost } from '../../lib/api-client';
import { useAppQuery } from '../../lib/query-client';
import { useSession } from '../../lib/session';

/**
 * The band a signed-in user's saved risk profile says to follow (the capacity rule of
 * bandToFollow), as `user/getRiskBand` answers it: 200 with a null band when none is saved, where
 * the saved result's own call answers 404 (which a browser logs as an error), and without building
 * the whole plan. Null for a visitor, while it loads, or when there is none. Money Maps and the
 * retirement planner both read it, so it lives here rather than in either feature.
 */
export function useFollowedRiskBand(): RiskBand | null {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.id : null;
  const query = useAppQuery({
    queryKey: ['plannerRiskBand', uid ?? ''] as const,
    queryFn: () =>
      apiPost<TRiskBandResponse>('user/getRiskBand', { uid }).then((answer) => answer.riskBand),
    enabled: uid !== null,
    retry: false,
    // A risk profile saved a moment ago, in another tab or page, counts at once.
    staleTime: 0,
  });
  return uid ? (query.data ?? null) : null;
}
