import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';

/**
 * What a staff screen shows while its data comes (`what` names it), or when it could not be read:
 * the reason in words (the server's, or the screen's own), else the seeds' 'Something went wrong'.
 */
export function LoadState({ error, what }: { error?: Error | string | null; what?: string }) {
  if (error) {
    const message = typeof error === 'string' ? error : error.message;
    return <Alert severity="error">{message || GENERIC_ERROR_MESSAGE}</Alert>;
  }
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}
    >
      <CircularProgress size={20} aria-hidden="true" />
      {what ? `Loading ${what}…` : 'Loading…'}
    </Box>
  );
}
