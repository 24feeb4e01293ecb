import { and, desc, sql } from 'drizzle-orm';
import { MAX_SEARCH_QUERY_LENGTH, type TBlogSearchHit } from '../../../shared/schemas/magazine';
import type { Db } from '../../db/client';
import { blog } from '../../db/schema/magazine';
import { summariesQuery, toSummary, type Page } from './blog-reads';
import { isPublished } from './published';
import { SNIPPET_MARK_END, SNIPPET_MARK_START } from './sanitize-html';

/**
 * The magazine's search: PostgreSQL full-text search over the articles' generated vector (title
 * weight A, body weight B), the same on PGlite and PostgreSQL. The query is read the way web
 * search boxes are (`websearch_to_tsquery`: words, "quoted phrases", or, -not), which never fails
 * on punctuation; it is cut to MAX_SEARCH_QUERY_LENGTH characters, between words. Best match first (`ts_rank`,
 * where a title match outweighs a body match), then newest.
 */

export type BlogSearchResult = { total: number; blogs: TBlogSearchHit[] };

/** The query as searched: control characters out, spaces collapsed, at most the maximum length. */
export function searchableQuery(q: string): string {
  const query = q
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (query.length <= MAX_SEARCH_QUERY_LENGTH) return query;
  // Cut between words, so that the last word searched is a whole one.
  const head = query.slice(0, MAX_SEARCH_QUERY_LENGTH + 1);
  const lastSpace = head.lastIndexOf(' ');
  return (lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, MAX_SEARCH_QUERY_LENGTH)).trim();
}

const HEADLINE_OPTIONS = `StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

export async function searchBlogs(
  { db }: { db: Db },
  q: string,
  page: Page,
): Promise<BlogSearchResult> {
  const query = searchableQuery(q);
  if (query === '') return { total: 0, blogs: [] };
  const tsquery = sql`websearch_to_tsquery('english'::regconfig, ${query})`;
  const rank = sql<number>`ts_rank(${blog.searchVector}, ${tsquery})`;
  // Published articles only: drafts and scheduled ones are staff's until their time.
  const matches = and(isPublished, sql`${blog.searchVector} @@ ${tsquery}`);
  const rows = await summariesQuery(db)
    .where(matches)
    .orderBy(desc(rank), desc(blog.createdAt), desc(blog.id))
    .offset(page.offset)
    .limit(page.limit);
  if (rows.length === 0 && page.offset === 0) return { total: 0, blogs: [] };

  // Totals and snippets for the page's rows only: ts_headline reads the whole text.
  const ids = rows.map((row) => row.id);
  const [counted, snippets] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(blog)
      .where(matches),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: blog.id,
            snippet: sql<string>`ts_headline('english'::regconfig, ${blog.bodyText}, ${tsquery}, ${HEADLINE_OPTIONS})`,
          })
          .from(blog)
          .where(
            sql`${blog.id} in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          ),
  ]);
  const snippetOf = new Map(snippets.map((row) => [row.id, row.snippet]));
  return {
    total: Number(counted[0]?.total ?? 0),
    blogs: rows.map((row) => ({
      ...toSummary(row),
      snippet: markedSnippet(snippetOf.get(row.id) ?? ''),
    })),
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * ts_headline's plain-text snippet as safe HTML: the text escaped, then the match markers (which
 * the stored plain text never holds) made `<mark>` elements.
 */
function markedSnippet(snippet: string): string {
  return snippet
    .replace(/[&<>"']/g, (char) => ESCAPES[char]!)
    .replaceAll(SNIPPET_MARK_START, '<mark>')
    .replaceAll(SNIPPET_MARK_END, '</mark>');
}
