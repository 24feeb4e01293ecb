import { describe, expect, it } from 'vitest';
import { articleIdOf, MAX_ARTICLE_ID, SEARCH_PAGE_SIZE, searchRequestOf } from './magazine-routes';

describe('searchRequestOf', () => {
  const read = (query: string) => searchRequestOf(new URLSearchParams(query));

  it('reads the query, trimmed, and the first page when none is named', () => {
    expect(read('q=%20%20sip%20tax%20')).toEqual({ q: 'sip tax', page: 1, offset: 0 });
    expect(read('')).toEqual({ q: '', page: 1, offset: 0 });
  });

  it('reads a page number as the offset of its first hit', () => {
    expect(read('q=sip&page=3')).toEqual({ q: 'sip', page: 3, offset: 2 * SEARCH_PAGE_SIZE });
  });

  it.each(['0', '-1', '2.5', 'two', '1e3', '99999999', ''])(
    'reads page=%s as the first page',
    (page) => {
      expect(read(`q=sip&page=${page}`).page).toBe(1);
    },
  );
});

describe('articleIdOf', () => {
  it.each([
    ['how-to-save-tax-42', 42],
    ['80c-explained-2026-9', 9],
    ['42', 42],
    ['wrong-old-slug-42', 42],
    ['bad%E0%A4-5', 5],
  ])('reads %s as article %i', (segment, id) => {
    expect(articleIdOf(segment)).toBe(id);
  });

  it.each([
    'search',
    'how-to-save-tax',
    'how-to-save-tax-0',
    'how-to-save-tax-042',
    `x-${MAX_ARTICLE_ID + 1}`,
    'blog-details',
    '',
  ])('finds no article in %j', (segment) => {
    expect(articleIdOf(segment)).toBeNull();
  });
});
