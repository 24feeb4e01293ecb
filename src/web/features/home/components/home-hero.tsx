import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import { site } from '../../../../shared/config/site';
import { GrowthIllustration } from './growth-illustration';

/** The first screen: the tagline, what the site is for, and the two ways in. */
export function HomeHero() {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        background: 'linear-gradient(160deg, #e0f2f1 0%, #f3faf9 55%, #fffdf5 100%)',
        borderBottom: '1px solid rgba(0, 77, 64, 0.08)',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          alignItems: 'center',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' },
          py: { xs: 6, md: 10 },
        }}
      >
        <Box>
          <Box
            component="p"
            sx={{
              m: 0,
              display: 'inline-block',
              px: 1.5,
              py: 0.5,
              mb: 2.5,
              borderRadius: 5,
              bgcolor: '#ffc107',
              color: '#1a1a1a',
              fontWeight: 700,
              fontSize: { xs: '0.72rem', sm: '0.8rem' },
              letterSpacing: '0.14em',
            }}
          >
            {site.tagline}
          </Box>
          <Box
            id="home-hero-title"
            component="h1"
            sx={{
              m: 0,
              fontSize: { xs: '2.2rem', sm: '2.8rem', md: '3.3rem' },
              lineHeight: 1.12,
              fontWeight: 700,
              color: 'primary.dark',
              mb: 2.5,
            }}
          >
            Plan every goal. Invest with confidence.
          </Box>
          <Box
            component="p"
            sx={{
              m: 0,
              fontSize: { xs: '1.05rem', md: '1.2rem' },
              color: 'text.secondary',
              mb: 4,
              maxWidth: 560,
            }}
          >
            {site.name} is a school of wealth for Indian families. Put a price on each goal, from a
            child&apos;s education to a home or a calm retirement, and see the monthly investment
            that gets you there, in rupees and after inflation.
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button
              component={RouterLink}
              to={paths.moneyMap.path}
              variant="contained"
              size="large"
              disableElevation
            >
              Plan a goal
            </Button>
            <Button
              component={RouterLink}
              to={paths.financialHealth.path}
              variant="outlined"
              size="large"
              sx={{ bgcolor: 'background.paper' }}
            >
              Take the {paths.financialHealth.title}
            </Button>
          </Box>
        </Box>
        <Box sx={{ maxWidth: { xs: 360, md: 460 }, width: '100%', mx: 'auto' }}>
          <GrowthIllustration />
        </Box>
      </Container>
    </Box>
  );
}
