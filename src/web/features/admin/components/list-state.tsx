import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * What a staff list shows instead of rows: loading, a failure in words, or that nothing matches.
 * Returns null once there are rows to show.
 */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
}: {
  loading: boolean;
  error: Error | null;
  empty: boolean;
  emptyText: string;
}) {
  if (error) {
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        {error.message}
      </Alert>
    );
  }
  if (loading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 3 }}>
        <CircularProgress size={20} aria-hidden="true" />
        Loading…
      </Box>
    );
  }
  if (empty) return <Typography sx={{ mt: 3 }}>{emptyText}</Typography>;
  return null;
}
