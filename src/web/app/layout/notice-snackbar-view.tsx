import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useState } from 'react';
import { InlineHtml } from '../../components/inline-html';
import type { Notice } from '../../lib/notify';

/**
 * The specification's snackbar: hides itself after 3000 ms. The timer pauses while the pointer or focus is on the
 * notice, or the window is in the background, and restarts with the full 3000 ms afterwards (MUI's default gives
 * half), so a reader coming back to the tab still has the whole time to read it.
 */
const autoHideMs = 3000;

type NoticeSnackbarViewProps = { notice: Notice | null; onClose: () => void };

/**
 * The snackbar with the notice (its HTML rebuilt safely by InlineHtml) in a coloured Alert. It keeps showing the last
 * notice while it slides out after being closed; a new notice starts a fresh 3-second timer.
 */
export default function NoticeSnackbarView({ notice, onClose }: NoticeSnackbarViewProps) {
  const [lastNotice, setLastNotice] = useState(notice);
  if (notice && notice !== lastNotice) setLastNotice(notice);
  const shown = notice ?? lastNotice;
  if (!shown) return null;

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a request to close the message.
    if (reason === 'clickaway') return;
    onClose();
  };

  return (
    <Snackbar
      key={shown.id}
      open={notice !== null}
      autoHideDuration={autoHideMs}
      resumeHideDuration={autoHideMs}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Alert
        severity={shown.severity}
        onClose={onClose}
        sx={{
          width: '100%',
          maxWidth: 480,
          boxShadow: 6,
          alignItems: 'center',
          '& a': { color: 'inherit', fontWeight: 700, textDecoration: 'underline' },
        }}
      >
        <InlineHtml html={shown.message} />
      </Alert>
    </Snackbar>
  );
}
