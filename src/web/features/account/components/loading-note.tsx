import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A small spinner with words, announced politely while something loads. */
export function LoadingNote({ children }: { children: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, color: 'text.secondary' }}
    >
      <CircularProgress size={22} aria-hidden="true" />
      {children}
    </Box>
  );
}
