import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The h1 of each events screen, sized as the dashboard's. */
export function EventPageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h1"
      sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, fontWeight: 700, color: 'primary.dark' }}
    >
      {children}
    </Typography>
  );
}
