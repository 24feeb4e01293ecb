import { describe, expect, it } from 'vitest';
import type {
  TBlogAdminListResponse,
  TBlogAdminRow,
} from '../../../../../shared/schemas/blog-admin';
import { nextOffset } from './blog-admin-api';

const page = (count: number): TBlogAdminListResponse => ({
  success: true,
  msg: 'Blogs',
  blogs: Array.from({ length: count }, (_, i) => ({ id: i + 1 }) as TBlogAdminRow),
});

describe('nextOffset (Load More)', () => {
  it('asks for the next page after full pages, from what is loaded', () => {
    expect(nextOffset([page(9)])).toBe(9);
    expect(nextOffset([page(9), page(9)])).toBe(18);
  });

  it('finds nothing more after an empty page', () => {
    expect(nextOffset([page(9), page(0)])).toBeUndefined();
    expect(nextOffset([page(0)])).toBeUndefined();
  });

  it('finds nothing more once fewer are loaded than the pages asked for', () => {
    expect(nextOffset([page(4)])).toBeUndefined();
    expect(nextOffset([page(9), page(8)])).toBeUndefined();
  });
});
