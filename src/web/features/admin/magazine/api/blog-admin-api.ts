import { useInfiniteQuery } from '@tanstack/react-query';
import {
  BLOG_ADMIN_PAGE_SIZE,
  type TBlogAdminFilter,
  type TBlogAdminListResponse,
  type TBlogAutosavesResponse,
  type TBlogRevisionsResponse,
} from '../../../../../shared/schemas/blog-admin';
import { queryClient, useAppQuery } from '../../../../lib/query-client';
import { adminQueryKey } from '../../api/admin-query-key';
import { adminRequest } from '../../api/admin-request';

/**
 * Blogs Management's calls (issue 24): the staff list of articles (drafts and scheduled ones
 * included), the unsaved new articles, the featured toggle, the delete, and the revisions. Every
 * read is made afresh: a list kept from before a write would show what is no longer so.
 */

type Done = { success: true; msg: string };

const keys = {
  blogs: [...adminQueryKey, 'magazine', 'blogs'],
  unsaved: [...adminQueryKey, 'magazine', 'unsavedDrafts'],
  revisions: [...adminQueryKey, 'magazine', 'revisions'],
} as const;

const fresh = { staleTime: 0, gcTime: 0, refetchOnWindowFocus: false } as const;

/**
 * Whether Load More may find more (seed 001 section 4): not after an empty page, nor once fewer
 * articles are loaded than the pages asked for.
 */
export function nextOffset(pages: readonly TBlogAdminListResponse[]): number | undefined {
  const last = pages.at(-1);
  const loaded = pages.reduce((sum, page) => sum + page.blogs.length, 0);
  if (!last || last.blogs.length === 0 || loaded < pages.length * BLOG_ADMIN_PAGE_SIZE) {
    return undefined;
  }
  return loaded;
}

/** The list under a filter, a page of 9 at a time; a new filter is a new list, from the start. */
export function useAdminBlogs(filter: TBlogAdminFilter) {
  return useInfiniteQuery(
    {
      queryKey: [...keys.blogs, filter],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        adminRequest<TBlogAdminListResponse>('POST', 'admin/blogs', {
          body: { filter, offset: pageParam, limit: BLOG_ADMIN_PAGE_SIZE },
          signal,
        }),
      getNextPageParam: (_last, pages) => nextOffset(pages),
      ...fresh,
    },
    queryClient,
  );
}

/** New articles never saved, whose work in progress the editor kept (any admin's). */
export function useUnsavedDrafts() {
  return useAppQuery({
    queryKey: keys.unsaved,
    queryFn: ({ signal }) =>
      adminRequest<TBlogAutosavesResponse>('GET', 'admin/blogAutosaves', { signal }),
    ...fresh,
  });
}

/** An article's saved versions, newest first. */
export function useBlogRevisions(blogId: number, enabled: boolean) {
  return useAppQuery({
    queryKey: [...keys.revisions, blogId],
    queryFn: ({ signal }) =>
      adminRequest<TBlogRevisionsResponse>('GET', `admin/blogRevisions?blog=${blogId}`, {
        signal,
      }),
    enabled,
    ...fresh,
  });
}

/** After a write, the list is read again from its first page (the seed's reload from the start). */
async function reloadList(): Promise<void> {
  await queryClient.resetQueries({ queryKey: keys.blogs });
}

export async function makeFeatured(blog: number, featured: boolean): Promise<Done> {
  try {
    return await adminRequest<Done>('POST', 'blog/makeFeatured', { body: { blog, featured } });
  } finally {
    await reloadList();
  }
}

export async function deleteBlog(id: number): Promise<Done> {
  try {
    return await adminRequest<Done>('DELETE', `blog?id=${id}`);
  } finally {
    await reloadList();
  }
}

export async function discardUnsavedDraft(key: string): Promise<Done> {
  try {
    return await adminRequest<Done>('DELETE', `admin/blogAutosave?key=${encodeURIComponent(key)}`);
  } finally {
    await queryClient.invalidateQueries({ queryKey: keys.unsaved });
  }
}
