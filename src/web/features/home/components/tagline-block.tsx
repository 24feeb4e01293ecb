import Box from '@mui/material/Box';
import { site } from '../../../../shared/config/site';

/** The tagline on its own band, as the specification sets it between testimonials and blog. */
export function TaglineBlock() {
  return (
    <Box
      component="section"
      aria-label="Our tagline"
      sx={{ bgcolor: 'secondary.main', color: '#1a1a1a', py: { xs: 4, md: 5 }, px: 2 }}
    >
      <Box
        component="p"
        sx={{
          m: 0,
          textAlign: 'center',
          fontWeight: 700,
          fontSize: { xs: '1.15rem', sm: '1.6rem', md: '2rem' },
          letterSpacing: { xs: '0.08em', md: '0.16em' },
          overflowWrap: 'anywhere',
        }}
      >
        {site.tagline}
      </Box>
    </Box>
  );
}
