import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { TBlogDraftData } from '../../../../../shared/schemas/blog-admin';

type EditorActionsProps = {
  blogId?: number;
  draftKey: string;
  current: () => TBlogDraftData;
  flush: () => Promise<boolean>;
  restore: (data: TBlogDraftData) => void;
};

/** The preview's private address: the editor's autosave key (ADR 041). */
const previewPath = (key: string) => `/magazine/preview/${key}`;

/**
 * Preview: the draft saved now, then shown in a new tab exactly as readers would see it.
 * The tab is opened at the click (a browser blocks tabs opened later) and sent on once saved.
 */
export function EditorActions({ draftKey, flush }: EditorActionsProps) {
  const [problem, setProblem] = useState<string | null>(null);

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
      {problem && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
          {problem}
        </Alert>
      )}
    </>
  );
}
