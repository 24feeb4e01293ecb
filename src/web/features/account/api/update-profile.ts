import type {
  TUpdateProfileRequest,
  TUpdateProfileResponse,
} from '../../../../shared/schemas/account';
import { apiPost } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/session';

/** The Profile panel's Save: name, e-mail (confirmed by a link first) and contact number. */
export async function updateProfile(input: TUpdateProfileRequest): Promise<TUpdateProfileResponse> {
  const answer = await apiPost<TUpdateProfileResponse>('user/updateProfile', input);
  // The header's greeting follows the new name.
  await refreshSession();
  return answer;
}
