import type { TChangePasswordRequest, TMessageResponse } from '../../../../shared/schemas/account';
import { apiPost } from '../../../lib/api-client';

/** The Change Password panel's Update. The server ends the user's other sessions. */
export const changePassword = (input: TChangePasswordRequest) =>
  apiPost<TMessageResponse>('user/changePassword', input);
