import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A block's heading set in spaced capitals ('OUR BOOKS', seed 001) by CSS: written in sentence
 * case, so screen readers read words, not letters.
 */
export function CapitalsHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      component="h2"
      id={id}
      sx={{
        fontWeight: 700,
        fontSize: '1.1rem',
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        mb: 3,
      }}
    >
      {children}
    </Typography>
  );
}
