import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { pageTitle } from '../../../shared/config/page-title';
import { paths } from '../../../shared/config/paths';
import { PageHead } from '../../components/page-head';
import { usePublicRead } from '../../lib/use-public-read';
import { ArticleView } from './components/article-view';
import { MagazineHeader } from './components/magazine-header';
import { MagazineNotFound } from './components/magazine-not-found';
import { Loading, ReadFailed } from './components/read-state';

/** An unknown key, or a draft since saved or discarded: the server has answered 404. */
function PreviewNotFound() {
  return (
    <MagazineNotFound heading="Preview not found">
      There is no preview at this address. The article may have been saved or its draft discarded:
      open it again from the editor.
    </MagazineNotFound>
  );
}

function Preview({ params }: { params: Readonly<Record<string, string>> }) {
  const reads = paths.magazinePreview.reads(params);
  const preview = usePublicRead(reads.article);
  if (preview.isPending) return <Loading />;
  if (preview.isError) {
    return <ReadFailed error={preview.error} onRetry={() => void preview.refetch()} />;
  }
  const blog = preview.data;
  if (!blog) return <PreviewNotFound />;
  return (
    <>
      <PageHead
        title={pageTitle({ title: `Preview: ${blog.title}` })}
        page="magazinePreview"
        noindex
      />
      <Alert severity="warning" role="note" sx={{ mb: 3 }}>
        Preview: not published. This is the editor’s latest draft as readers would see it; only
        people with this link can open it.
      </Alert>
      <ArticleView blog={blog} related={[]} />
    </>
  );
}

/**
 * `/magazine/preview/{key}` (ADR 041): the article the editor is writing, drawn by the article
 * page's own view from its latest autosave, so the writer sees exactly what readers will. A
 * private link: noindex, never kept (the registry's `private`), 404 for an unknown key.
 */
export default function PreviewPage({ params }: { params: Readonly<Record<string, string>> }) {
  const exists = paths.magazinePreview.exists(params);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <MagazineHeader />
      {exists ? <Preview params={params} /> : <PreviewNotFound />}
    </Container>
  );
}
