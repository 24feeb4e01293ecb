import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { paths } from '../../../../shared/config/paths';
import type { TBlogAutosave, TBlogDraftData } from '../../../../shared/schemas/blog-admin';
import { useAppQuery } from '../../../lib/query-client';
import { adminQueryKey } from '../api/admin-query-key';
import { formatWhen } from '../components/format-when';
import { AdminPage } from '../components/admin-page';
import { LoadState } from '../components/load-state';
import { BackToManageBlogs } from './components/back-to-manage-blogs';
import { BlogPostForm, EMPTY_DRAFT, draftOfArticle } from './editor/blog-post-form';
import { discardAutosave, fetchArticle, fetchAutosaves } from './editor/editor-api';
import { EditorActions } from './editor/editor-actions';
import { readSessionDraft } from './editor/use-autosave';

const isKey = (value: string | null): value is string => z.uuid().safeParse(value).success;

/** What the address asks for: an article to edit (`blog`), a draft to go on with (`draft`). */
function readAddress(search: string) {
  const params = new URLSearchParams(search);
  const blog = Number(params.get('blog'));
  const draft = params.get('draft');
  return {
    blog: Number.isInteger(blog) && blog > 0 ? blog : null,
    draft: isKey(draft) ? draft : null,
  };
}

/**
 * /dashboard/blogPost (seed 001 sections 2 and 5, issue 24): the article editor. Without
 * parameters it writes a new article; `?title={slug}&blog={id}` edits one (read first, then
 * the editor shows); `?draft={key}` goes on with a draft that was never saved as an article.
 */
export default function BlogPostPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  // Read once: the page later writes its draft key into the address.
  const [address] = useState(() => readAddress(search));
  const [key, setKey] = useState(() => address.draft ?? crypto.randomUUID());

  const query = useAppQuery({
    queryKey: [...adminQueryKey, 'magazine', 'editor', address.blog, address.draft],
    queryFn: async ({ signal }) => {
      if (address.blog !== null) {
        const { blog } = await fetchArticle(address.blog, signal);
        const { autosaves } = await fetchAutosaves(address.blog, signal);
        return { article: blog, autosaves };
      }
      if (address.draft === null) return { article: undefined, autosaves: [] };
      const { autosaves } = await fetchAutosaves(undefined, signal);
      return { article: undefined, autosaves };
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  const article = query.data?.article;
  return (
    <AdminPage
      title={article ? 'Edit Blog' : paths.adminBlogPost.title}
      actions={<BackToManageBlogs />}
      intro="Write the article, then Save (or Update). Your changes are kept as a draft while you write, and nothing readers see changes until you save."
    >
      {query.data ? (
        <EditorWithDraft
          key={article?.id ?? 'new'}
          article={article}
          autosaves={query.data.autosaves}
          draftKey={key}
          continuing={address.draft}
          onKeyChange={setKey}
          onFirstChange={() => {
            const params = new URLSearchParams(window.location.search);
            params.set('draft', key);
            navigate(`${paths.adminBlogPost.path}?${params}`, { replace: true });
          }}
        />
      ) : (
        <LoadState error={query.error} what="the article" />
      )}
    </AdminPage>
  );
}

type EditorWithDraftProps = {
  article: Parameters<typeof BlogPostForm>[0]['article'];
  autosaves: TBlogAutosave[];
  draftKey: string;
  /** The draft key the address named, if any. */
  continuing: string | null;
  onKeyChange: (key: string) => void;
  onFirstChange: () => void;
};

/**
 * Picks what the form opens with: what this tab typed before a reload (session storage), else
 * the draft being continued, else the article, else nothing; and offers a newer autosave of the
 * article to restore.
 */
function EditorWithDraft({
  article,
  autosaves,
  draftKey,
  continuing,
  onKeyChange,
  onFirstChange,
}: EditorWithDraftProps) {
  const [opening] = useState(() => {
    const kept = readSessionDraft(draftKey);
    const continued = autosaves.find((autosave) => autosave.key === continuing);
    const base: TBlogDraftData = article ? draftOfArticle(article) : EMPTY_DRAFT;
    const initial = kept ?? continued?.data ?? base;
    const newer = article
      ? autosaves
          .filter(
            (a) => a.key !== draftKey && Date.parse(a.savedAt) > Date.parse(article.updatedAt),
          )
          .sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt))[0]
      : undefined;
    return {
      initial,
      note: kept
        ? 'What you typed before the page was reloaded is back.'
        : continuing && !continued && !article
          ? 'That draft is no longer kept (it was saved as an article or discarded): this is a new article.'
          : null,
      newer,
    };
  });
  const [offer, setOffer] = useState(opening.newer);
  const [note, setNote] = useState(opening.note);

  return (
    <BlogPostForm
      article={article}
      initial={opening.initial}
      draftKey={draftKey}
      onFirstChange={onFirstChange}
      banner={(restore) => (
        <>
          {note && (
            <Alert severity="info" onClose={() => setNote(null)}>
              {note}
            </Alert>
          )}
          {offer && (
            <Alert
              severity="warning"
              action={
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  <Button
                    color="inherit"
                    variant="outlined"
                    size="small"
                    onClick={() => {
                      restore(offer.data);
                      onKeyChange(offer.key);
                      setOffer(undefined);
                      setNote(
                        `Restored the unsaved changes of ${formatWhen(offer.savedAt)}. Press Update to publish them.`,
                      );
                    }}
                  >
                    Restore unsaved changes from {formatWhen(offer.savedAt)}
                  </Button>
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      void discardAutosave(offer.key).catch(() => {});
                      setOffer(undefined);
                    }}
                  >
                    Discard
                  </Button>
                </Box>
              }
            >
              {offer.adminName} has unsaved changes to this article, newer than its last update.
            </Alert>
          )}
        </>
      )}
      extraActions={(tools) => (
        <EditorActions blogId={article?.id} draftKey={draftKey} {...tools} />
      )}
    />
  );
}
