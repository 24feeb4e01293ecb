import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * As the rates panel's StaleFigures, for the retirement options: while an option is refused the
 * figures keep their place but are hidden, and a polite status says which section to correct.
 */
export function OptionsStale({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <>
      <Box role="status" data-print="hide">
        {stale && (
          <Box
            component="p"
            sx={{
              mt: 2,
              mb: 0,
              px: 2,
              py: 1.25,
              borderRadius: 1,
              bgcolor: '#e5f6fd',
              color: '#014361',
            }}
          >
            These figures are hidden until the options are valid. Correct the option under Your
            retirement options to see them again.
          </Box>
        )}
      </Box>
      <Box sx={stale ? { visibility: 'hidden' } : undefined}>{children}</Box>
    </>
  );
}
