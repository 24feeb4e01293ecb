import type { TGetRetirementPlannerResponse } from '../../../../../shared/schemas/retirement-api';
import { apiPost } from '../../../../lib/api-client';

export type SavedRetirement = TGetRetirementPlannerResponse['result'];

/**
 * POST /api/user/getRetirementPlanner: the signed-in user's latest save, to refill the form.
 * Answers null when nothing is saved yet (the server's 404 NOT_FOUND); any other failure throws.
 */
export async function getRetirementPlanner(uid: string): Promise<SavedRetirement | null> {
  try {
    const answer = await apiPost<TGetRetirementPlannerResponse>('user/getRetirementPlanner', {
      uid,
    });
    return answer.result;
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') return null;
    throw error;
  }
}
