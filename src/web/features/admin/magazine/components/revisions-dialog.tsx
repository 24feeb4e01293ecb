import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { diffWords } from 'diff';
import { useRef, useState } from 'react';
import type { TBlogDraftData, TBlogRevision } from '../../../../../shared/schemas/blog-admin';
import { VisuallyHidden } from '../../../../components/visually-hidden';
import { formatWhen } from '../../components/format-when';
import { ListState } from '../../components/list-state';
import { useBlogRevisions } from '../api/blog-admin-api';

type RevisionsDialogProps = {
  open: boolean;
  blogId: number;
  /** What the editor holds now: each revision is compared with it. */
  current: TBlogDraftData;
  onClose(): void;
  /** The editor loads the revision; nothing is published until the writer presses Update. */
  onRestore(data: TBlogDraftData): void;
};

/** Elements that end a line of text: a space goes between their words and the next. */
const BLOCK_END =
  /<\/(p|h[1-6]|li|blockquote|pre|figure|figcaption|div|tr|td|th)>|<br\s*\/?>|<hr\s*\/?>/gi;

/** An article's words without its markup, for a word diff (the browser parses, nothing runs). */
export function articleText(html: string): string {
  const spaced = html.replace(BLOCK_END, (tag) => `${tag} `);
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * One field's word diff, from the revision to the editor's text: words only in the revision are
 * struck through, words only in the editor underlined, and each says so in words to screen
 * readers (not colour alone).
 */
function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after);
  if (parts.every((part) => !part.added && !part.removed)) {
    return <Typography sx={{ color: 'text.secondary' }}>No difference.</Typography>;
  }
  return (
    <Typography component="p" sx={{ lineHeight: 1.8, whiteSpace: 'pre-wrap' }}>
      {parts.map((part, i) => {
        if (part.removed) {
          return (
            <Box
              component="del"
              key={i}
              sx={{ bgcolor: '#fde7e9', color: '#8a1c24', textDecorationThickness: 2 }}
            >
              <VisuallyHidden>[only in the revision: </VisuallyHidden>
              {part.value}
              <VisuallyHidden>]</VisuallyHidden>
            </Box>
          );
        }
        if (part.added) {
          return (
            <Box
              component="ins"
              key={i}
              sx={{ bgcolor: '#e3f4e8', color: '#1d5c2e', textDecorationThickness: 2 }}
            >
              <VisuallyHidden>[only in the editor: </VisuallyHidden>
              {part.value}
              <VisuallyHidden>]</VisuallyHidden>
            </Box>
          );
        }
        return <span key={i}>{part.value}</span>;
      })}
    </Typography>
  );
}

function Compare({ revision, current }: { revision: TBlogRevision; current: TBlogDraftData }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>
        Struck through: words of this revision that are not in the editor. Underlined: words the
        editor has that this revision does not.
      </Typography>
      <Box component="section" aria-labelledby="revision-diff-title">
        <Typography id="revision-diff-title" component="h3" sx={{ fontWeight: 700 }}>
          Title
        </Typography>
        <WordDiff before={revision.data.title} after={current.title} />
      </Box>
      <Box component="section" aria-labelledby="revision-diff-text">
        <Typography id="revision-diff-text" component="h3" sx={{ fontWeight: 700 }}>
          Text
        </Typography>
        <WordDiff
          before={articleText(revision.data.content)}
          after={articleText(current.content)}
        />
      </Box>
    </Box>
  );
}

const savedBy = (revision: TBlogRevision) =>
  `${formatWhen(revision.savedAt)} IST, saved by ${revision.adminName}`;

/**
 * An article's revisions (the last 50 saves), newest first: when (India time), who, and the
 * title. Compare shows what differs from the editor in words; Restore hands the revision to the
 * editor, which shows it to be saved with Update.
 */
export function RevisionsDialog({
  open,
  blogId,
  current,
  onClose,
  onRestore,
}: RevisionsDialogProps) {
  const query = useBlogRevisions(blogId, open);
  const [comparing, setComparing] = useState<TBlogRevision | null>(null);
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const revisions = query.data?.revisions ?? [];

  const close = () => {
    setComparing(null);
    onClose();
  };
  const restore = (revision: TBlogRevision) => {
    setComparing(null);
    onRestore(revision.data);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="revisions-title">
      <DialogTitle id="revisions-title">Revisions</DialogTitle>
      <DialogContent>
        {comparing ? (
          <Box>
            <Typography
              ref={compareHeading}
              tabIndex={-1}
              component="h2"
              sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1, outline: 'none' }}
            >
              Compare the revision of {savedBy(comparing)} with the editor
            </Typography>
            <Compare revision={comparing} current={current} />
          </Box>
        ) : (
          <>
            <ListState
              loading={query.isPending}
              error={query.error}
              empty={!query.isPending && revisions.length === 0}
              emptyText="No revisions yet: one is kept each time the article is saved."
            />
            {revisions.length > 0 && (
              <Box
                component="ol"
                aria-label="Revisions, newest first"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
              >
                {revisions.map((revision) => (
                  <Box
                    component="li"
                    key={revision.id}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      flexWrap: 'wrap',
                      gap: 1,
                      p: 1.5,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                    }}
                  >
                    <Box sx={{ mr: 'auto' }}>
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {revision.data.title || 'Untitled'}
                      </Box>
                      <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                        {savedBy(revision)}
                      </Typography>
                    </Box>
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`Compare the revision of ${savedBy(revision)}`}
                      onClick={() => {
                        setComparing(revision);
                        // The compare view replaces the list: focus goes to its heading.
                        requestAnimationFrame(() => compareHeading.current?.focus());
                      }}
                    >
                      Compare
                    </Button>
                    <Button
                      size="small"
                      aria-label={`Restore the revision of ${savedBy(revision)}`}
                      onClick={() => restore(revision)}
                    >
                      Restore
                    </Button>
                  </Box>
                ))}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {comparing && (
          <>
            <Button variant="contained" disableElevation onClick={() => restore(comparing)}>
              Restore this revision
            </Button>
            <Button onClick={() => setComparing(null)}>Back to the list</Button>
          </>
        )}
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
