import type { TRiskProfileResponse } from '../../../../../shared/schemas/risk-profile';
import { apiPost } from '../../../../lib/api-client';
import { useAppQuery } from '../../../../lib/query-client';

/** The signed-in user's latest saved risk profile; an ApiError with code NOT_FOUND when none. */
function fetchRiskProfileResult(uid: string): Promise<TRiskProfileResponse> {
  return apiPost<TRiskProfileResponse>('user/fetchRiskProfileResult', { id: uid });
}

const riskProfileResultKey = (uid: string) => ['riskProfileResult', uid] as const;

/** The saved result for /riskProfileResult: never retried when there is none. */
export function useRiskProfileResult(uid: string) {
  return useAppQuery({
    queryKey: riskProfileResultKey(uid),
    queryFn: () => fetchRiskProfileResult(uid),
    retry: false,
    staleTime: 0,
  });
}
