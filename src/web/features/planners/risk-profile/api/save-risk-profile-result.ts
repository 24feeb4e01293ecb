import type { RiskAnswers } from '../../../../../shared/planners/risk-profile';
import type {
  TRiskProfileResponse,
  TSaveRiskProfileRequest,
} from '../../../../../shared/schemas/risk-profile';
import { apiPost } from '../../../../lib/api-client';

/**
 * Saves the result shown to a signed-in user: the eight answers under the seeds' keys, with the
 * seeds' `uid` and `resultScore` (the server computes its own score from the answers, decision 31).
 */
export function saveRiskProfileResult(
  uid: string,
  answers: RiskAnswers,
  resultScore: number,
): Promise<TRiskProfileResponse> {
  const body: TSaveRiskProfileRequest = { uid, resultScore, ...answers };
  return apiPost<TRiskProfileResponse>('user/saveRiskProfileResult', body);
}
