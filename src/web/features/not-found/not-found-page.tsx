import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'wouter';
import { paths, plannerKeys } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';

const plannerLinks = plannerKeys.map((key) => ({ label: paths[key].title, path: paths[key].path }));

/**
 * Shown for any path without a page (the server has already answered 404). It says which address
 * failed and offers the likely ways on: home, the planners, or a person to ask.
 */
export default function NotFoundPage() {
  const [pathname] = useLocation();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: '4.5rem', md: '6rem' },
          fontWeight: 700,
          lineHeight: 1,
          color: '#00897b',
        }}
      >
        404
      </Typography>
      <Typography
        component="h1"
        sx={{
          fontSize: { xs: '2rem', md: '2.6rem' },
          fontWeight: 700,
          color: 'primary.dark',
          mt: 1,
        }}
      >
        Page not found
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem', color: 'text.secondary' }}>
        There is no page at{' '}
        <Box
          component="code"
          sx={{
            px: 0.75,
            py: 0.25,
            borderRadius: 1,
            bgcolor: '#e0f2f1',
            color: 'primary.dark',
            fontSize: '0.95em',
            wordBreak: 'break-all',
          }}
        >
          {pathname}
        </Box>
        . The link may be mistyped, or the page may have moved or not be ready yet.
      </Typography>

      <Button
        component={RouterLink}
        to={paths.home.path}
        variant="contained"
        size="large"
        disableElevation
        sx={{ mt: 4 }}
      >
        Go to the home page
      </Button>

      <Box
        sx={{
          mt: 6,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <Box component="section" aria-labelledby="not-found-planners">
          <Typography id="not-found-planners" component="h2" sx={headingSx}>
            Try a free planner
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
            {plannerLinks.map((link) => (
              <li key={link.path}>
                <Link
                  component={RouterLink}
                  to={link.path}
                  underline="hover"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700 }}
                >
                  <ArrowForwardIcon sx={{ fontSize: 18 }} aria-hidden="true" />
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="not-found-help">
          <Typography id="not-found-help" component="h2" sx={headingSx}>
            Ask us
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Looking for something in particular?{' '}
            <Link component={RouterLink} to={paths.contactUs.path} sx={{ fontWeight: 700 }}>
              Contact us
            </Link>{' '}
            or write to{' '}
            <Link href={`mailto:${site.supportEmail}`} sx={{ fontWeight: 700 }}>
              {site.supportEmail}
            </Link>{' '}
            and we will point you the right way.
          </Typography>
        </Box>
      </Box>
    </Container>
  );
}

const headingSx = { fontSize: '1.15rem', fontWeight: 700, color: 'primary.dark', mb: 1.5 } as const;
