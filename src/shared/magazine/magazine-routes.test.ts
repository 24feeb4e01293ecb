import { describe, expect, it } from 'vitest';
import { articleIdOf, SEARCH_PAGE_SIZE, searchRequestOf } from './magazine-routes';

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
  it('finds no article in the search page’s segment', () => {
    expect(articleIdOf('search')).toBeNull();
  });
});
