import type {
  TBlogAdminArticleResponse,
  TBlogAutosaveRequest,
  TBlogAutosavesResponse,
  TBlogInsertRequest,
  TBlogUpdateRequest,
} from '../../../../../shared/schemas/blog-admin';
import { adminRequest } from '../../api/admin-request';

/**
 * The article editor's calls (issue 24). None is kept in the query cache: the editor opens the
 * article as it is now, and an update carries the `updatedAt` it opened.
 */

export const fetchArticle = (id: number, signal?: AbortSignal) =>
  adminRequest<TBlogAdminArticleResponse>('GET', `admin/blog?blog=${id}`, { signal });

export const insertBlog = (body: TBlogInsertRequest) =>
  adminRequest<TBlogAdminArticleResponse>('POST', 'blog/insert', { body });

export const updateBlog = (body: TBlogUpdateRequest) =>
  adminRequest<TBlogAdminArticleResponse>('POST', 'blog/update', { body });

export const saveAutosave = (body: TBlogAutosaveRequest) =>
  adminRequest<{ success: true; msg: string; savedAt: string }>('POST', 'admin/blogAutosave', {
    body,
  });

/** The work in progress on article `blogId`, or on new articles never saved when absent. */
export const fetchAutosaves = (blogId?: number, signal?: AbortSignal) =>
  adminRequest<TBlogAutosavesResponse>(
    'GET',
    blogId === undefined ? 'admin/blogAutosaves' : `admin/blogAutosaves?blog=${blogId}`,
    { signal },
  );

export const discardAutosave = (key: string) =>
  adminRequest<{ success: true; msg: string }>(
    'DELETE',
    `admin/blogAutosave?key=${encodeURIComponent(key)}`,
  );
