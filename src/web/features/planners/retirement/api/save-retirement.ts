import type { PlannerRates } from '../../../../../shared/planners/assumptions';
import type { TRetirementInputs } from '../../../../../shared/schemas/retirement';
import type { TSaveRetirementResponse } from '../../../../../shared/schemas/retirement-api';
import { apiPost } from '../../../../lib/api-client';

/**
 * POST /api/user/saveRetirement: keeps the inputs (and the rates, when changed) for the signed-in
 * user. The server works the figures out again; none is sent.
 */
export function saveRetirement(
  uid: string,
  inputs: TRetirementInputs,
  rates: PlannerRates | undefined,
): Promise<TSaveRetirementResponse> {
  return apiPost<TSaveRetirementResponse>('user/saveRetirement', {
    uid,
    userId: uid,
    inputs,
    ...(rates ? { rates } : {}),
  });
}
