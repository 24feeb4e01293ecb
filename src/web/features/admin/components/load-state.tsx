import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';

/**
 * What a staff screen shows while its data comes, or when it could not be read: the reason in
 * words when the server gave one, else the seeds' 'Something went wrong'.
 */
export function LoadState({ error, what }: { error?: Error | null; what: string }) {
  if (error) return <Alert severity="error">{error.message || GENERIC_ERROR_MESSAGE}</Alert>;
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}
    >
      <CircularProgress size={20} aria-hidden="true" />
      Loading {what}…
    </Box>
  );
}
