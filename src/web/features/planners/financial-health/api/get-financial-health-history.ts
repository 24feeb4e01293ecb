import type { SubScores } from '../../../../../shared/planners/financial-health';
import { apiPost } from '../../../../lib/api-client';

export type CheckUpHistoryItem = {
  finalScore: number;
  subScores: SubScores;
  band: string;
  createdAt: string;
};

type HistoryAnswer = { success: true; msg: string; history: CheckUpHistoryItem[] };

/** The user's last 20 check-ups, newest first; an empty list when they have saved none. */
export async function getFinancialHealthHistory(uid: string): Promise<CheckUpHistoryItem[]> {
  const answer = await apiPost<HistoryAnswer>('user/getFinancialHealthHistory', { uid });
  return answer.history;
}

export const historyKey = (uid: string) => ['financial-health', 'history', uid] as const;
