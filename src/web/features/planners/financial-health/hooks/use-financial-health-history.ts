import { useAppQuery } from '../../../../lib/query-client';
import { getFinancialHealthHistory, historyKey } from '../api/get-financial-health-history';

/** The trend under a signed-in user's result; nothing is fetched without a user. */
export function useFinancialHealthHistory(uid: string | null) {
  return useAppQuery({
    queryKey: historyKey(uid ?? ''),
    queryFn: () => getFinancialHealthHistory(uid ?? ''),
    enabled: uid !== null,
  });
}
