import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of a check-up result (live or saved), kept whole on paper. */
export function ResultSection({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4, breakInside: 'avoid' }}>
      <Typography component="h3" variant="h6" id={id} sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
