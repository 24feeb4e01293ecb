import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A staff screen's heading and the line under it that says what the screen is for. */
export function AdminPageTitle({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, fontWeight: 700, color: 'primary.dark' }}
      >
        {title}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: '70ch' }}>{children}</Typography>
    </>
  );
}
