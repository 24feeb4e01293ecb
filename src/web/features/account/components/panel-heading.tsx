import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A panel's title and the sentence under it. */
export function PanelHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <>
      <Typography
        component="h2"
        sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark' }}
      >
        {title}
      </Typography>
      {intro && (
        <Typography sx={{ mt: 0.75, mb: 3, color: 'text.secondary', maxWidth: '60ch' }}>
          {intro}
        </Typography>
      )}
    </>
  );
}
