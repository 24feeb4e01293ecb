import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../../../shared/config/paths';
import { site } from '../../../../shared/config/site';
import { BannerCarousel, type CarouselSlide } from './banner-carousel';
import { CirclePicture, SchoolPicture } from './banner-pictures';
import { GrowthIllustration } from './growth-illustration';

type Banner = {
  name: string;
  heading: string;
  text: string;
  action: string;
  to: string;
  picture: ReactNode;
};

/** The specification's three banners: our story, women and investment, wealth management. */
const banners: readonly Banner[] = [
  {
    name: 'Our story',
    heading: 'A school of wealth for Indian families',
    text:
      'Since 2018 we have helped parents, employees and students put a price on every goal, ' +
      'from a child’s degree to a calm retirement, and turn it into a monthly habit.',
    action: 'Read our story',
    to: paths.about.path,
    picture: <SchoolPicture />,
  },
  {
    name: 'Women and investment',
    heading: 'Women who plan, invest and decide',
    text:
      'The Equality Collective: evening circles, workshops and one-to-one help for women who want ' +
      'to run their own savings, SIPs and retirement plans with confidence.',
    action: 'Meet the Equality Collective',
    to: paths.womenInvestment.path,
    picture: <CirclePicture />,
  },
  {
    name: 'Wealth management',
    heading: 'Wealth management with a plan behind it',
    text:
      'Mutual-fund portfolios built around your goals and reviewed with you every year, ' +
      'with every choice explained in plain words and in rupees.',
    action: 'See how we manage wealth',
    to: paths.wealth.path,
    picture: <GrowthIllustration />,
  },
];

function BannerSlide({ banner }: { banner: Banner }) {
  return (
    <Container
      maxWidth="lg"
      sx={{
        display: 'grid',
        alignItems: 'center',
        gap: { xs: 2, md: 6 },
        gridTemplateColumns: { xs: '1fr', sm: '1.3fr 1fr', md: '1.15fr 1fr' },
        pt: { xs: 2, md: 4 },
        pb: { xs: 2, md: 3 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box
          component="h2"
          sx={{
            m: 0,
            mb: 2,
            fontSize: { xs: '1.9rem', sm: '2.3rem', md: '3rem' },
            lineHeight: 1.12,
            fontWeight: 700,
            color: 'primary.dark',
          }}
        >
          {banner.heading}
        </Box>
        <Box
          component="p"
          sx={{
            m: 0,
            mb: 3,
            fontSize: { xs: '1.02rem', md: '1.2rem' },
            color: 'text.secondary',
            maxWidth: 560,
          }}
        >
          {banner.text}
        </Box>
        <Button
          component={RouterLink}
          to={banner.to}
          variant="contained"
          size="large"
          disableElevation
        >
          {banner.action}
        </Button>
      </Box>
      <Box
        sx={{
          width: '100%',
          maxWidth: { xs: 220, sm: 320, md: 440 },
          aspectRatio: '400 / 340',
          mx: 'auto',
          order: { xs: -1, sm: 0 },
        }}
      >
        {banner.picture}
      </Box>
    </Container>
  );
}

const slides: readonly CarouselSlide[] = banners.map((banner) => ({
  name: banner.name,
  content: <BannerSlide banner={banner} />,
}));

/**
 * The first screen: the page's heading, then the carousel of the three banners. The first
 * banner's words and picture are in the server's HTML, so they are the page's first and largest
 * paint.
 */
export function HomeBanners() {
  return (
    <Box
      sx={{
        background: 'linear-gradient(160deg, #e0f2f1 0%, #f3faf9 55%, #fffdf5 100%)',
        borderBottom: '1px solid rgba(0, 77, 64, 0.08)',
      }}
    >
      <BannerCarousel label="Highlights" slides={slides}>
        <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
          <Box
            component="h1"
            sx={{
              m: 0,
              display: 'inline-block',
              px: 1.5,
              py: 0.5,
              borderRadius: 5,
              bgcolor: 'primary.dark',
              color: 'common.white',
              fontWeight: 700,
              fontSize: { xs: '0.8rem', sm: '0.9rem' },
              letterSpacing: '0.04em',
            }}
          >
            {site.name}: goal-based investing and money lessons
          </Box>
        </Container>
      </BannerCarousel>
    </Box>
  );
}
