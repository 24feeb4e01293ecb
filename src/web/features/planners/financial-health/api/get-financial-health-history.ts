import type {
  TCheckUpHistoryItem,
  TFinancialHealthHistoryResponse,
} from '../../../../../shared/schemas/financial-health';
import { apiPost } from '../../../../lib/api-client';

/**
 * The user's last 20 check-ups, newest first, each with its answers; an empty list when they have
 * saved none. The one call behind the result page, its trend and the form's refill: the latest
 * check-up is the first item (`user/getFinancialHealthCheckup` would answer a 404 for a user with
 * nothing saved, which a browser writes to its console as a failed load).
 */
export async function getFinancialHealthHistory(uid: string): Promise<TCheckUpHistoryItem[]> {
  const answer = await apiPost<TFinancialHealthHistoryResponse>('user/getFinancialHealthHistory', {
    uid,
  });
  return answer.history;
}

export const historyKey = (uid: string) => ['financial-health', 'history', uid] as const;
