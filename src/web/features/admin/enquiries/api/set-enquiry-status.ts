import type {
  TSetEnquiryStatusRequest,
  TSetEnquiryStatusResponse,
} from '../../../../../shared/schemas/admin-enquiries';
import { queryClient } from '../../../../lib/query-client';
import { useAppMutation } from '../../../../lib/app-mutation';
import { adminRequest } from '../../api/admin-request';
import { enquiriesQueryKey } from './get-enquiries';

/** POST /api/admin/enquiries/status: marks one submission new or answered. */
const setEnquiryStatus = (body: TSetEnquiryStatusRequest) =>
  adminRequest<TSetEnquiryStatusResponse>('POST', 'admin/enquiries/status', { body });

export const useSetEnquiryStatus = () =>
  useAppMutation({
    mutationFn: setEnquiryStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesQueryKey }),
  });
