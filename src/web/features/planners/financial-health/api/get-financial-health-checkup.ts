import { apiPost, hasErrorCode } from '../../../../lib/api-client';
import { getFinancialHealthHistory } from './get-financial-health-history';

export type SavedCheckUp = {
  finalScore: number;
  createdAt: string;
  inputs: Record<string, unknown>;
};

type GetCheckUpAnswer = { success: true; msg: string; result: SavedCheckUp };

/** The user's latest saved check-up, or null when they have saved none (404 NOT_FOUND). */
async function getFinancialHealthCheckup(uid: string): Promise<SavedCheckUp | null> {
  try {
    const answer = await apiPost<GetCheckUpAnswer>('user/getFinancialHealthCheckup', { uid });
    return answer.result;
  } catch (error) {
    if (hasErrorCode(error, 'NOT_FOUND')) return null;
    throw error;
  }
}

/**
 * The latest check-up, asked for only when the history says there is one: a browser writes every
 * 404 answer to its console as a failed load, and a user with nothing saved yet is no failure.
 */
export async function findLatestCheckUp(uid: string): Promise<SavedCheckUp | null> {
  const history = await getFinancialHealthHistory(uid);
  return history.length === 0 ? null : getFinancialHealthCheckup(uid);
}

export const latestCheckUpKey = (uid: string) => ['financial-health', 'latest', uid] as const;
