import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { VisuallyHidden } from '../../components/visually-hidden';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * Shown while a page's code loads, and in an account screen's place in the server's frame; a
 * screen high, so that the footer is below the first view and does not jump when the page draws. A thin CSS bar
 * rather than MUI's CircularProgress keeps that component out of the first load, and it only
 * fades in after 300 ms, so a fast load shows no flash at all.
 */
export function PageLoading() {
  return (
    <Box sx={{ minHeight: '100vh' }} role="status" aria-live="polite">
      <VisuallyHidden>Loading the page</VisuallyHidden>
      <Box
        aria-hidden="true"
        sx={{
          height: 3,
          overflow: 'hidden',
          bgcolor: 'rgba(0, 105, 92, 0.12)',
          opacity: 0,
          animation: `${appear} 200ms ease-out 300ms forwards`,
          '@media (prefers-reduced-motion: reduce)': { '& > *': { animation: 'none' } },
        }}
      >
        <Box
          sx={{
            width: '40%',
            height: '100%',
            bgcolor: 'primary.main',
            animation: `${slide} 1.2s ease-in-out infinite`,
          }}
        />
      </Box>
    </Box>
  );
}
