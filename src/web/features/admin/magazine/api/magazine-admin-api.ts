import type {
  TAddAuthorRequest,
  TAdminSectionsResponse,
  TAuthorWriteResponse,
  TDeletedResponse,
  TFetchAuthorsResponse,
  TInsertSectionRequest,
  TSectionWriteResponse,
  TUpdateAuthorRequest,
  TUpdateSectionRequest,
} from '../../../../../shared/schemas/magazine-admin';
import { queryClient, useAppQuery } from '../../../../lib/query-client';
import { adminQueryKey } from '../../api/admin-query-key';
import { adminRequest } from '../../api/admin-request';

/**
 * Section Management and Author Management's calls (routes/admin/magazine-admin.ts). The lists
 * are always read afresh: an update carries the row's `updatedAt` as the admin opened it.
 */

const keys = {
  sections: [...adminQueryKey, 'magazine', 'sections'],
  authors: [...adminQueryKey, 'magazine', 'authors'],
} as const;

const fresh = { staleTime: 0, refetchOnWindowFocus: false } as const;

export function useAdminSections() {
  return useAppQuery({
    queryKey: keys.sections,
    queryFn: ({ signal }) =>
      adminRequest<TAdminSectionsResponse>('GET', 'admin/blogSections', { signal }),
    ...fresh,
  });
}

export function useAdminAuthors() {
  return useAppQuery({
    queryKey: keys.authors,
    queryFn: ({ signal }) =>
      adminRequest<TFetchAuthorsResponse>('GET', 'blog/fetchAuthor', { signal }),
    ...fresh,
  });
}

/** A write, then the list it changed is read again (also after a refusal: it may be stale). */
async function write<T>(path: string, body: object, changed: readonly unknown[]): Promise<T> {
  try {
    return await adminRequest<T>('POST', path, { body });
  } finally {
    await queryClient.invalidateQueries({ queryKey: changed });
  }
}

export const insertSection = (body: TInsertSectionRequest) =>
  write<TSectionWriteResponse>('blog/insertSection', body, keys.sections);
export const updateSection = (body: TUpdateSectionRequest) =>
  write<TSectionWriteResponse>('blog/updateSection', body, keys.sections);
export const deleteSection = (id: number) =>
  write<TDeletedResponse>('blog/deleteSection', { id }, keys.sections);

export const addAuthor = (body: TAddAuthorRequest) =>
  write<TAuthorWriteResponse>('blog/addAuthor', body, keys.authors);
export const updateAuthor = (body: TUpdateAuthorRequest) =>
  write<TAuthorWriteResponse>('blog/updateAuthor', body, keys.authors);
export const deleteAuthor = (id: number) =>
  write<TDeletedResponse>('blog/deleteAuthor', { id }, keys.authors);
