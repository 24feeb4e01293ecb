import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a page's code loads; sized so the footer does not jump up and down. */
export function PageLoading() {
  return (
    <Box
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}
      role="status"
      aria-live="polite"
    >
      <CircularProgress aria-label="Loading the page" />
    </Box>
  );
}
