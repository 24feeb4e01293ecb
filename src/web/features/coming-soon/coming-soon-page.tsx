import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'wouter';
import { paths, plannerKeys } from '../../../shared/config/paths';
import { site } from '../../../shared/config/site';
import { PageHeader } from '../../components/page-header';

/** What each planner gives, in a line. */
const plannerLines: Record<(typeof plannerKeys)[number], string> = {
  moneyMap: 'The monthly SIP that reaches a goal, after inflation.',
  retirementPlanner: 'The corpus you need to retire, and the SIP that builds it.',
  financialHealth: 'Five steps through your savings, loans, insurance and goals.',
  riskProfile: 'Eight questions on what kind of investor you are.',
};

/** Where to go meanwhile: every planner, then reading, from the registry. */
const elsewhere = [
  ...plannerKeys.map((key) => ({
    path: paths[key].path,
    label: paths[key].title,
    text: plannerLines[key],
  })),
  {
    path: paths.magazine.path,
    label: paths.magazine.title,
    text: 'Plain-spoken articles on saving, investing, insurance, tax and retirement.',
  },
  {
    path: paths.about.path,
    label: 'Our story',
    text: `Who we are, and why we started ${site.name}.`,
  },
];

/** /coming-soon: the seed's placeholder for what is not built yet, with the ways on that are. */
export default function ComingSoonPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 5 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.3fr 1fr' },
        }}
      >
        <PageHeader
          crumb={paths.comingSoon.title}
          title="Coming soon"
          lead="We are still building this part of the site, and we would rather get it right than get it out early. It will be here before long."
        >
          <Button
            component={RouterLink}
            to={paths.home.path}
            variant="contained"
            size="large"
            disableElevation
            sx={{ mt: 3 }}
          >
            Go to the home page
          </Button>
        </PageHeader>
        <Box sx={{ maxWidth: { xs: 240, md: 320 }, mx: 'auto', width: '100%' }}>
          <SeedlingDrawing />
        </Box>
      </Box>

      <Box
        component="section"
        aria-labelledby="coming-soon-meanwhile"
        sx={{ mt: { xs: 4, md: 6 } }}
      >
        <Box
          component="h2"
          id="coming-soon-meanwhile"
          sx={{ m: 0, mb: 2.5, fontSize: { xs: '1.5rem', md: '1.8rem' }, color: 'primary.dark' }}
        >
          Meanwhile, these are ready for you
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {elsewhere.map((item) => (
            <Box
              component="li"
              key={item.path}
              sx={{
                p: 2.5,
                borderRadius: 2,
                bgcolor: 'common.white',
                border: '1px solid rgba(0, 77, 64, 0.12)',
              }}
            >
              <Link
                component={RouterLink}
                to={item.path}
                underline="hover"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.75,
                  fontWeight: 700,
                  fontSize: '1.1rem',
                }}
              >
                {item.label}
                <ArrowForwardIcon sx={{ fontSize: 18 }} aria-hidden="true" />
              </Link>
              <Box component="p" sx={{ m: 0, mt: 0.75, color: 'text.secondary' }}>
                {item.text}
              </Box>
            </Box>
          ))}
        </Box>
        <Box component="p" sx={{ m: 0, mt: 4, fontSize: '1.05rem' }}>
          Waiting for something in particular? Write to{' '}
          <Link href={`mailto:${site.supportEmail}`} sx={{ fontWeight: 700 }}>
            {site.supportEmail}
          </Link>{' '}
          and we will tell you when it is ready, or help you with it in the meantime.
        </Box>
      </Box>
    </Container>
  );
}

/**
 * The seed's coming-soon picture, drawn here: a seedling sprouting from a stack of coins under a
 * rising sun. Decorative, so hidden from assistive technology.
 */
function SeedlingDrawing() {
  return (
    <svg
      viewBox="0 0 320 280"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      <circle cx="160" cy="150" r="120" fill="#e0f2f1" />
      <circle cx="232" cy="78" r="30" fill="#ffc107" />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x="112"
          y={236 - i * 20}
          width="96"
          height="18"
          rx="9"
          fill="#ffc107"
          stroke="#004d40"
          strokeWidth="4"
        />
      ))}
      <path d="M160 176 V110" stroke="#00695c" strokeWidth="7" strokeLinecap="round" />
      <path d="M160 138 C130 136 116 116 116 96 C140 96 158 110 160 138 Z" fill="#26a69a" />
      <path d="M160 120 C186 118 204 98 206 74 C178 76 162 94 160 120 Z" fill="#00695c" />
    </svg>
  );
}
