import type {
  TPersonErasedResponse,
  TPersonExportResponse,
  TPersonFoundResponse,
  TPersonRequest,
} from '../../../../../shared/schemas/admin-people';
import { adminRequest } from '../../api/admin-request';

/** POST /api/admin/people/find: what is held about an address, counted by kind. */
export const findPerson = (email: string) =>
  adminRequest<TPersonFoundResponse>('POST', 'admin/people/find', { body: { email } });

/** POST /api/admin/people/export: everything held, for the requester's copy. */
export const exportPerson = (body: TPersonRequest) =>
  adminRequest<TPersonExportResponse>('POST', 'admin/people/export', { body });

/** POST /api/admin/people/erase: everything held, erased. */
export const erasePerson = (body: TPersonRequest) =>
  adminRequest<TPersonErasedResponse>('POST', 'admin/people/erase', { body });
