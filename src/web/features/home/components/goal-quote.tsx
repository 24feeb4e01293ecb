import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

/** The specification's quote, set large between the services and the planners. */
export function GoalQuote() {
  return (
    <Box
      component="section"
      aria-label="Our belief"
      sx={{ bgcolor: 'primary.dark', color: 'common.white' }}
    >
      <Container maxWidth="md" sx={{ py: { xs: 7, md: 9 }, textAlign: 'center' }}>
        <Box
          aria-hidden="true"
          sx={{
            color: '#ffc107',
            fontSize: '4.5rem',
            lineHeight: 0.6,
            fontFamily: 'Georgia, serif',
            mb: 2,
          }}
        >
          &ldquo;
        </Box>
        <Box component="blockquote" sx={{ m: 0 }}>
          <Box
            component="p"
            sx={{
              m: 0,
              fontSize: { xs: '1.7rem', md: '2.4rem' },
              fontWeight: 700,
              lineHeight: 1.25,
            }}
          >
            A goal without a plan is just a wish.
          </Box>
        </Box>
        <Box
          component="p"
          sx={{ m: 0, mt: 2.5, color: 'rgba(255, 255, 255, 0.85)', fontSize: '1.05rem' }}
        >
          So every plan here starts with three things: a goal, a date and a number.
        </Box>
      </Container>
    </Box>
  );
}
