import type { TFinancialHealthInputs } from '../../../../../shared/schemas/financial-health';
import { apiPost } from '../../../../lib/api-client';

export type SaveCheckUpAnswer = {
  success: true;
  msg: string;
  result: { finalScore: number; createdAt: string };
};

/**
 * Finish for a signed-in user: the seeds' payload. The server computes the score from `inputs`;
 * `finalScore` is sent as the seeds do and not trusted.
 */
export function saveFinancialHealthCheckup(payload: {
  inputs: TFinancialHealthInputs;
  finalScore: number;
  userId: string;
}): Promise<SaveCheckUpAnswer> {
  return apiPost<SaveCheckUpAnswer>('user/saveFinancialHealthCheckup', payload);
}
