import type {
  TAdminBannerTextResponse,
  TAdminSessionInfoResponse,
  TAdminTestimonialsResponse,
  TContentWriteResponse,
  TMoveTestimonialRequest,
  TSaveSessionInfoRequest,
  TSaveTestimonialRequest,
  TUpdateBannerTextRequest,
  TUpdateSessionInfoRequest,
  TUpdateTestimonialRequest,
} from '../../../../../shared/schemas/content-admin';
import { queryClient, useAppQuery } from '../../../../lib/query-client';
import { adminQueryKey } from '../../api/admin-query-key';
import { adminRequest } from '../../api/admin-request';

/**
 * The admin calls for the announcement, the testimonials and the session figures
 * (routes/admin/content-admin.ts). Reads are always fetched afresh: an update must carry the
 * row's current `updatedAt`.
 */

const keys = {
  bannerText: [...adminQueryKey, 'content', 'bannerText'],
  testimonials: [...adminQueryKey, 'content', 'testimonials'],
  sessionInfo: [...adminQueryKey, 'content', 'sessionInfo'],
} as const;

const fresh = { staleTime: 0, refetchOnWindowFocus: false } as const;

export function useBannerText() {
  return useAppQuery({
    queryKey: keys.bannerText,
    queryFn: ({ signal }) =>
      adminRequest<TAdminBannerTextResponse>('GET', 'admin/content/bannerText', { signal }),
    ...fresh,
  });
}

export function useAdminTestimonials() {
  return useAppQuery({
    queryKey: keys.testimonials,
    queryFn: ({ signal }) =>
      adminRequest<TAdminTestimonialsResponse>('GET', 'admin/content/testimonials', { signal }),
    ...fresh,
  });
}

export function useSessionInfo() {
  return useAppQuery({
    queryKey: keys.sessionInfo,
    queryFn: ({ signal }) =>
      adminRequest<TAdminSessionInfoResponse>('GET', 'admin/content/sessionInfo', { signal }),
    ...fresh,
  });
}

/** A write, then the list it changed is read again. */
const write = async (path: string, body: object, changed: readonly unknown[]) => {
  const answer = await adminRequest<TContentWriteResponse>('POST', path, { body });
  await queryClient.invalidateQueries({ queryKey: changed });
  return answer;
};

export const saveBannerText = (text: string) =>
  write('admin/saveBannerText', { text }, keys.bannerText);
export const updateBannerText = (body: TUpdateBannerTextRequest) =>
  write('admin/updateBannerText', body, keys.bannerText);
export const deleteBannerText = (id: string) =>
  write('admin/deleteBannerText', { id }, keys.bannerText);

export const saveTestimonial = (body: TSaveTestimonialRequest) =>
  write('admin/saveTestimonial', body, keys.testimonials);
export const updateTestimonial = (body: TUpdateTestimonialRequest) =>
  write('admin/updateTestimonial', body, keys.testimonials);
// The seed's path, trailing slash included.
export const deleteTestimonial = (id: string) =>
  write('admin/deleteTestimonial/', { id }, keys.testimonials);
export const moveTestimonial = (body: TMoveTestimonialRequest) =>
  write('admin/moveTestimonial', body, keys.testimonials);

export const saveSessionInfo = (body: TSaveSessionInfoRequest) =>
  write('admin/saveSessionInfo', body, keys.sessionInfo);
export const updateSessionInfo = (body: TUpdateSessionInfoRequest) =>
  write('admin/updateSessionInfo', body, keys.sessionInfo);
