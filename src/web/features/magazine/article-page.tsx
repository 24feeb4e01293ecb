import Container from '@mui/material/Container';
import { pageTitle } from '../../../shared/config/page-title';
import { paths } from '../../../shared/config/paths';
import { articleSharePicture } from '../../../shared/magazine/article-share-picture';
import { articleJsonLd } from '../../../shared/magazine/article-json-ld';
import { articlePath } from '../../../shared/magazine/slug';
import { PageHead } from '../../components/page-head';
import { usePublicRead } from '../../lib/use-public-read';
import { ArticleView } from './components/article-view';
import { MagazineNotFound } from './components/magazine-not-found';
import { Loading, ReadFailed } from './components/read-state';
import { MagazineHeader } from './components/magazine-header';

/** An unknown article: the server has answered 404; the reader gets the way back. */
function ArticleNotFound() {
  return (
    <MagazineNotFound heading="Article not found">
      There is no article at this address. It may have been taken down, or the link may be mistyped.
    </MagazineNotFound>
  );
}

function Article({ params }: { params: Readonly<Record<string, string>> }) {
  const reads = paths.magazineArticle.reads(params);
  const article = usePublicRead(reads.article);
  const related = usePublicRead(reads.related);
  if (article.isPending) return <Loading />;
  if (article.isError) {
    return <ReadFailed error={article.error} onRetry={() => void article.refetch()} />;
  }
  const blog = article.data;
  if (!blog) return <ArticleNotFound />;
  return (
    <>
      <PageHead
        title={pageTitle({ title: blog.title })}
        page="magazineArticle"
        description={blog.description}
        canonicalPath={articlePath(blog)}
        image={import.meta.env.SSR ? articleSharePicture(blog) : undefined}
        article={{
          publishedTime: blog.createdAt,
          modifiedTime: blog.updatedAt,
          section: blog.sectionName,
          tags: blog.tags,
        }}
        jsonLd={import.meta.env.SSR ? ({ origin }) => articleJsonLd(blog, origin) : undefined}
      />
      <ArticleView blog={blog} related={related.data ?? []} />
    </>
  );
}

/**
 * `/magazine/{slug}-{id}`: one article, found by its id; a wrong or old slug still opens it, and
 * the canonical link names the right one. An unknown id is the not-found view (404 from the server).
 */
export default function ArticlePage({ params }: { params: Readonly<Record<string, string>> }) {
  const exists = paths.magazineArticle.exists(params);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <MagazineHeader />
      {exists ? <Article params={params} /> : <ArticleNotFound />}
    </Container>
  );
}
