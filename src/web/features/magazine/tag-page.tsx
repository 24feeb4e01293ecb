import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pageTitle } from '../../../shared/config/page-title';
import { paths } from '../../../shared/config/paths';
import { TAG_INDEX_MINIMUM } from '../../../shared/magazine/magazine-routes';
import { tagPath, tagSlug } from '../../../shared/magazine/slug';
import { magazinePageJsonLd } from '../../../shared/magazine/magazine-page-json-ld';
import { tagPageDescription } from '../../../shared/magazine/tag-description';
import { PageHead } from '../../components/page-head';
import { usePublicRead } from '../../lib/use-public-read';
import { ArticleCardList } from './components/article-card-list';
import { MagazineBreadcrumbs } from './components/magazine-breadcrumbs';
import { MagazineHeader } from './components/magazine-header';
import { MagazineNotFound } from './components/magazine-not-found';
import { Loading, ReadFailed } from './components/read-state';

/** A tag no article carries: the server has answered 404 (decision 32). */
function TagNotFound() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <MagazineNotFound heading="Tag not found">
        No article of the magazine has this tag.
      </MagazineNotFound>
    </Container>
  );
}

/**
 * `/magazine/tag/{slug}`: every article with the tag, newest first, under 'N ARTICLES TAGGED
 * "TAG"' (seed 001). A tag with few articles is a thin page: kept out of search; one with none
 * is not a page.
 */
export default function TagPage({ params }: { params: Readonly<Record<string, string>> }) {
  const slug = params.tag ?? '';
  const articles = usePublicRead(paths.magazineTag.reads(params).articles);
  const list = articles.data ?? [];
  if (articles.isSuccess && list.length === 0) return <TagNotFound />;
  // The tag as the editors wrote it ('retire like a boss'), read from an article that has it.
  const tag =
    list.flatMap((article) => article.tags).find((t) => tagSlug(t) === tagSlug(slug)) ??
    slug.replace(/-/g, ' ');
  const name = `Articles tagged “${tag}”`;
  const title = pageTitle({ title: name });
  const description = tagPageDescription(tag, list);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <PageHead
        title={title}
        description={description}
        canonicalPath={tagPath(tag)}
        noindex={!articles.isSuccess || list.length < TAG_INDEX_MINIMUM}
        page="magazineTag"
        jsonLd={
          import.meta.env.SSR
            ? ({ origin }) =>
                magazinePageJsonLd(origin, {
                  type: 'CollectionPage',
                  name,
                  description,
                  path: tagPath(tag),
                })
            : undefined
        }
      />
      <MagazineHeader />
      <MagazineBreadcrumbs current={tag} />
      <Typography
        component="h1"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '1.5rem', sm: '2rem' },
          textTransform: 'uppercase',
          mb: 3,
        }}
      >
        {articles.isSuccess
          ? `${list.length} ${list.length === 1 ? 'article' : 'articles'} tagged “${tag}”`
          : `Articles tagged “${tag}”`}
      </Typography>
      {articles.isPending && <Loading />}
      {articles.isError && (
        <ReadFailed error={articles.error} onRetry={() => void articles.refetch()} />
      )}
      {list.length > 0 && <ArticleCardList articles={list} headingLevel={2} leadsPage />}
    </Container>
  );
}
