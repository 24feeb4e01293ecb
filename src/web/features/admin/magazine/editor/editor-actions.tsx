import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { paths } from '../../../../../shared/config/paths';
import type { TBlogDraftData } from '../../../../../shared/schemas/blog-admin';
import { formatWhen } from '../../components/format-when';
import { useBlogRevisions } from '../api/blog-admin-api';
import { RevisionsDialog } from '../components/revisions-dialog';

type EditorActionsProps = {
  blogId?: number;
  draftKey: string;
  current: () => TBlogDraftData;
  flush: () => Promise<boolean>;
  restore: (data: TBlogDraftData) => void;
};

/** The preview's private address: the editor's autosave key (ADR 041). */
const previewPath = (key: string) => paths.magazinePreview.path.replace(':key', () => key);

/**
 * Preview: the draft saved now, then shown in a new tab exactly as readers would see it.
 * The tab is opened at the click (a browser blocks tabs opened later) and sent on once saved.
 * Revisions (an article that exists): compare with what the editor holds, and restore one into
 * the editor; nothing is published until Update.
 */
export function EditorActions({ blogId, draftKey, current, flush, restore }: EditorActionsProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [restored, setRestored] = useState<string | null>(null);

  const preview = async () => {
    setProblem(null);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    if (await flush()) {
      if (tab) tab.location.href = previewPath(draftKey);
      else window.location.assign(previewPath(draftKey));
    } else {
      tab?.close();
      setProblem(
        'The preview needs the draft saved first, and it could not be saved. Try again in a moment.',
      );
    }
  };

  return (
    <>
      <Button variant="outlined" size="large" onClick={() => void preview()}>
        Preview
        <span
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {' '}
          (opens in a new tab)
        </span>
      </Button>
      {blogId !== undefined && (
        <RevisionsButton
          blogId={blogId}
          current={current}
          onRestore={(data, savedAt) => {
            restore(data);
            setRestored(
              `Restored the version of ${formatWhen(savedAt)}. Press Update to publish it.`,
            );
          }}
        />
      )}
      <Box role="status" sx={{ flexBasis: '100%' }}>
        {restored && <Alert severity="info">{restored}</Alert>}
      </Box>
      {problem && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
          {problem}
        </Alert>
      )}
    </>
  );
}

type RevisionsButtonProps = {
  blogId: number;
  current: () => TBlogDraftData;
  onRestore: (data: TBlogDraftData, savedAt: string) => void;
};

function RevisionsButton({ blogId, current, onRestore }: RevisionsButtonProps) {
  const [open, setOpen] = useState(false);
  // The dialog's own list (the same query): it tells when the restored revision was saved.
  const revisions = useBlogRevisions(blogId, false).data?.revisions;
  return (
    <>
      <Button variant="outlined" size="large" onClick={() => setOpen(true)}>
        Revisions
      </Button>
      {open && (
        <RevisionsDialog
          open
          blogId={blogId}
          current={current()}
          onClose={() => setOpen(false)}
          onRestore={(data) => {
            setOpen(false);
            const revision = revisions?.find((candidate) => candidate.data === data);
            onRestore(data, revision?.savedAt ?? new Date().toISOString());
          }}
        />
      )}
    </>
  );
}
