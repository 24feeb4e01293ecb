import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../../shared/config/paths';
import type { TBlogAutosave } from '../../../../../shared/schemas/blog-admin';
import { placeFailure } from '../../../../components/form/use-form';
import { useNotify } from '../../../../lib/notify';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { formatWhen } from '../../components/format-when';
import { discardUnsavedDraft, useUnsavedDrafts } from '../api/blog-admin-api';

const titleOf = (draft: TBlogAutosave) => draft.data.title.trim() || 'Untitled';

/**
 * New articles the editor kept while they were written but that were never saved (the tab closed,
 * the connection dropped): Continue opens the editor with the work, Discard throws it away.
 * Nothing is shown while there are none.
 */
export function UnsavedDrafts() {
  const notify = useNotify();
  const query = useUnsavedDrafts();
  const [discarding, setDiscarding] = useState<TBlogAutosave | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const drafts = query.data?.autosaves ?? [];
  if (drafts.length === 0 && !failure) return null;

  const discard = async (draft: TBlogAutosave) => {
    setFailure(null);
    try {
      notify((await discardUnsavedDraft(draft.key)).msg, 'success');
    } catch (error) {
      setFailure(placeFailure(error).message);
    }
  };

  return (
    <Box component="section" aria-labelledby="unsaved-drafts-heading" sx={{ mt: 3 }}>
      <Typography
        id="unsaved-drafts-heading"
        component="h2"
        sx={{ fontWeight: 700, fontSize: '1.25rem' }}
      >
        Unsaved new articles
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
        {drafts.map((draft) => (
          <Box
            component="li"
            key={draft.key}
            sx={{
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 1.5,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Box sx={{ mr: 'auto' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {titleOf(draft)}
              </Box>
              <Typography sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                {draft.adminName}, last kept {formatWhen(draft.savedAt)} IST
              </Typography>
            </Box>
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={`${paths.adminBlogPost.path}?draft=${encodeURIComponent(draft.key)}`}
              aria-label={`Continue ${titleOf(draft)}`}
            >
              Continue
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Discard ${titleOf(draft)}`}
              onClick={() => setDiscarding(draft)}
            >
              Discard
            </Button>
          </Box>
        ))}
      </Box>
      <ConfirmDeleteDialog
        what={
          discarding &&
          `The unsaved article “${titleOf(discarding)}” will be thrown away; it cannot be brought back.`
        }
        onConfirm={() => {
          const draft = discarding;
          setDiscarding(null);
          if (draft) void discard(draft);
        }}
        onClose={() => setDiscarding(null)}
      />
    </Box>
  );
}
