import type { TDeleteAccountRequest, TMessageResponse } from '../../../../shared/schemas/account';
import { apiPost } from '../../../lib/api-client';

/**
 * "Delete my account": confirmed by the password, or by typing DELETE without one. The server ends
 * the session and clears its cookie; the caller leaves the page, then forgets the session here.
 */
export const deleteAccount = (input: TDeleteAccountRequest) =>
  apiPost<TMessageResponse>('user/deleteAccount', input);
