import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** While an events screen's data comes, or why it did not. */
export function LoadState({ error }: { error?: string }) {
  if (error) {
    return (
      <Typography role="alert" sx={{ mt: 3 }}>
        {error}
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
