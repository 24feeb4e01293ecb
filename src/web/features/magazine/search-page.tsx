import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearch } from 'wouter';
import { pageTitle } from '../../../shared/config/page-title';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/format/date';
import {
  MAX_SEARCH_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  searchRequestOf,
} from '../../../shared/magazine/magazine-routes';
import { articlePath, searchPath } from '../../../shared/magazine/slug';
import type { TBlogSearchHit } from '../../../shared/schemas/magazine';
import { InlineHtml } from '../../components/inline-html';
import { magazinePageJsonLd } from '../../../shared/magazine/magazine-page-json-ld';
import { PageHead } from '../../components/page-head';
import { usePublicRead } from '../../lib/use-public-read';
import { ACROSS_PHONE_CONTAINER, CoverImage } from './components/cover-image';
import { MagazineBreadcrumbs } from './components/magazine-breadcrumbs';
import { MagazineHeader } from './components/magazine-header';
import { Loading, ReadFailed } from './components/read-state';
import { SearchForm } from './components/search-form';
import { SectionLabel } from './components/section-label';

/** The query as the title and status line quote it: the search looks no further than this. */
function quoted(q: string): string {
  return q.length > MAX_SEARCH_QUERY_LENGTH ? `${q.slice(0, MAX_SEARCH_QUERY_LENGTH)}…` : q;
}

/** What a screen reader hears once the results are in. */
function resultsMessage(total: number, q: string): string {
  if (total === 0) return `No articles found for “${q}”. Try fewer or other words.`;
  return `${total} ${total === 1 ? 'article' : 'articles'} found for “${q}”`;
}

/**
 * One hit: as a card of ArticleCardList, with the text around the matches under its title. The
 * first hit's picture is the largest thing on a phone's first screen: fetched at once, not lazily.
 */
function SearchHit({ hit, first }: { hit: TBlogSearchHit; first: boolean }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        alignItems: 'start',
      }}
    >
      <CoverImage
        article={hit}
        sizes={`(min-width: 600px) 200px, ${ACROSS_PHONE_CONTAINER}`}
        priority={first}
      />
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <SectionLabel article={hit} />
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.2rem' }}>
          <Link component={RouterLink} href={articlePath(hit)} underline="hover" color="inherit">
            {hit.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(hit.createdAt)} · {hit.readingMinutes} min read
        </Typography>
        {hit.snippet !== '' && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <InlineHtml html={hit.snippet} />
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** 'Previous', 'Page N of M' and 'Next', when the hits fill more than one page. */
function ResultsPages({ q, page, total }: { q: string; page: number; total: number }) {
  const pages = Math.ceil(total / SEARCH_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label="Search results pages"
      sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap', mt: 4 }}
    >
      {page > 1 && (
        <Link component={RouterLink} href={searchPath(q, Math.min(page - 1, pages))}>
          Previous
        </Link>
      )}
      <Typography>
        Page {page} of {pages}
      </Typography>
      {page < pages && (
        <Link component={RouterLink} href={searchPath(q, page + 1)}>
          Next
        </Link>
      )}
    </Box>
  );
}

/** The search the route registry declares for a query. */
type SearchRead = NonNullable<ReturnType<typeof paths.magazineSearch.reads>['results']>;

/** The hits of one search, or why there are none, under a status line read aloud. */
function SearchResults({ read, q, page }: { read: SearchRead; q: string; page: number }) {
  const results = usePublicRead(read);
  const hits = results.data?.blogs ?? [];
  const total = results.data?.total ?? 0;
  return (
    <>
      {/* Always there, so that its new words are announced when the results arrive. */}
      <Typography role="status" sx={{ fontSize: '1.1rem', mb: 3 }}>
        {results.isSuccess ? resultsMessage(total, quoted(q)) : ''}
      </Typography>
      {results.isPending && <Loading />}
      {results.isError && (
        <ReadFailed error={results.error} onRetry={() => void results.refetch()} />
      )}
      {results.isSuccess && total > 0 && hits.length === 0 && (
        <Typography>
          There are fewer results than that.{' '}
          <Link component={RouterLink} href={searchPath(q)}>
            See the first page
          </Link>
          .
        </Typography>
      )}
      {hits.length > 0 && (
        <Box
          component="ul"
          aria-label="Search results"
          sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 4 }}
        >
          {hits.map((hit, index) => (
            <SearchHit key={hit.id} hit={hit} first={index === 0} />
          ))}
        </Box>
      )}
      {results.isSuccess && <ResultsPages q={q} page={page} total={total} />}
    </>
  );
}

/**
 * `/magazine/search?q=…&page=N` (decision 24): a search box over the articles' titles and text,
 * and the best matches with their matching words marked. Search results are kept out of search
 * engines. Without a query, the page is just the box.
 */
export default function SearchPage(_props: { params: Readonly<Record<string, string>> }) {
  const query = new URLSearchParams(useSearch());
  const { q, page } = searchRequestOf(query);
  const { results } = paths.magazineSearch.reads({}, query);
  const entry = paths.magazineSearch;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHead
        title={pageTitle({ title: q === '' ? entry.title : `Search: ${quoted(q)}` })}
        page="magazineSearch"
        canonicalPath={entry.path}
        noindex={entry.noindex}
        jsonLd={
          import.meta.env.SSR
            ? ({ origin, description }) =>
                magazinePageJsonLd(origin, {
                  type: 'SearchResultsPage',
                  name: entry.title,
                  description,
                  path: entry.path,
                })
            : undefined
        }
      />
      {/* The page's own search form is the one box here. */}
      <MagazineHeader withSearch={false} />
      <MagazineBreadcrumbs current="Search" />
      <Typography
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.4rem' }, mb: 3 }}
      >
        {entry.title}
      </Typography>
      <SearchForm q={q} />
      {results && (
        <Box sx={{ mt: 4 }}>
          <SearchResults read={results} q={q} page={page} />
        </Box>
      )}
    </Container>
  );
}
