import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Cards in a list: one column on phones, two on tablets, `wideColumns` on wide screens. */
export function CardGrid({ wideColumns, children }: { wideColumns: 3 | 4; children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          md: `repeat(${wideColumns}, 1fr)`,
        },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
