import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

export const mainContentId = 'main';

/** The first thing a keyboard reaches: jumps past the bar to the page's own content. */
export function SkipLink() {
  // Focus the landmark directly, so the URL keeps no #main and focus really moves in every browser.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <Box
      component="a"
      href={`#${mainContentId}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 2000,
        transform: 'translateY(-150%)',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 700,
        boxShadow: 3,
        '&:focus': { transform: 'none', outline: '2px solid #00695c', outlineOffset: 2 },
      }}
    >
      Skip to main content
    </Box>
  );
}
