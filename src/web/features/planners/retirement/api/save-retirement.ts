import type { PlannerRates } from '../../../../../shared/planners/assumptions';
import type { TRetirementInputs } from '../../../../../shared/schemas/retirement';
import type { TSaveRetirementResponse } from '../../../../../shared/schemas/retirement-api';
import { changedOptions } from '../../../../../shared/planners/retirement-limits';
import type { TRetirementOptions } from '../../../../../shared/schemas/retirement-options';
import { apiPost } from '../../../../lib/api-client';

/**
 * POST /api/user/saveRetirement: keeps the inputs (and the rates and options, when changed) for
 * the signed-in user. The server works the figures out again; none is sent.
 */
export function saveRetirement(
  uid: string,
  inputs: TRetirementInputs,
  rates: PlannerRates | undefined,
  options: TRetirementOptions,
): Promise<TSaveRetirementResponse> {
  const changed = changedOptions(options);
  return apiPost<TSaveRetirementResponse>('user/saveRetirement', {
    uid,
    userId: uid,
    inputs,
    ...(rates ? { rates } : {}),
    ...(changed ? { options: changed } : {}),
  });
}
