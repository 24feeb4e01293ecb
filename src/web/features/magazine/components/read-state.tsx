import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { GENERIC_ERROR_MESSAGE } from '../../../../shared/config/messages';

/** 'Loading...' while a list the browser asked for is on its way (after navigating). */
export function Loading() {
  return <Typography role="status">Loading...</Typography>;
}

/**
 * A read that failed: the server's message when it sent one (seed 001 section 8), else the
 * generic sentence, with a way to try again.
 */
export function ReadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message =
    error instanceof Error && error.message !== '' ? error.message : GENERIC_ERROR_MESSAGE;
  return (
    <>
      <Typography role="alert" sx={{ fontSize: '1.1rem' }}>
        {message}
      </Typography>
      <Button variant="outlined" onClick={onRetry} sx={{ mt: 2 }}>
        Try again
      </Button>
    </>
  );
}
