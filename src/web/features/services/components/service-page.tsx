import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { site } from '../../../../shared/config/site';
import { PageHeader } from '../../../components/page-header';
import { ShortContactForm } from '../../../components/short-contact-form';

type Step = { title: string; text: string };

type ServicePageProps = {
  /** The page's registry title: the trail's last crumb. */
  crumb: string;
  /** The page's one h1. */
  title: string;
  lead: ReactNode;
  /** The page's drawn banner (an inline SVG with its own description). */
  banner: ReactNode;
  /** Who the service is for, one sentence each. */
  forWhom: readonly string[];
  /** How it works, in order. */
  steps: readonly Step[];
  /** What the service is, and anything the page adds: sections built with ServiceSection. */
  children: ReactNode;
  /** What it costs, and how we are paid. */
  cost: ReactNode;
  /** The contact block: the page's own name (sent as `page`), its heading and a line under it. */
  contact: { page: string; title: string; intro: string };
};

/**
 * The service pages' one layout (financial wellness, financial education, women and investment,
 * DIY, wealth): heading with its trail, a drawn banner, what the service is, who it is for, how it
 * works, what it costs and how we are paid, then the short contact form sending the page's name.
 * Every page says it distributes mutual funds, and the market-risk line closes it.
 */
export function ServicePage(props: ServicePageProps) {
  const { crumb, title, lead, banner, forWhom, steps, children, cost, contact } = props;
  return (
    <Container maxWidth="md" sx={{ pt: { xs: 3, sm: 5 }, pb: { xs: 6, md: 8 } }}>
      <PageHeader crumb={crumb} title={title} lead={lead} />
      <Box
        sx={{ mb: { xs: 5, md: 7 }, '& svg': { display: 'block', width: '100%', height: 'auto' } }}
      >
        {banner}
      </Box>

      {children}

      <ServiceSection id="for-whom" title="Who it is for">
        <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 1, lineHeight: 1.7 } }}>
          {forWhom.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </ServiceSection>

      <ServiceSection id="how-it-works" title="How it works">
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            counterReset: 'step',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {steps.map((step) => (
            <Box
              component="li"
              key={step.title}
              sx={{
                counterIncrement: 'step',
                p: 2.5,
                borderRadius: 2,
                bgcolor: '#e0f2f1',
                '&::before': {
                  content: 'counter(step)',
                  display: 'inline-grid',
                  placeItems: 'center',
                  width: 32,
                  height: 32,
                  mb: 1,
                  borderRadius: '50%',
                  bgcolor: 'primary.dark',
                  color: 'common.white',
                  fontWeight: 700,
                },
              }}
            >
              <Box component="h3" sx={{ m: 0, mb: 0.5, fontSize: '1.1rem', fontWeight: 700 }}>
                {step.title}
              </Box>
              <Box component="p" sx={{ m: 0, lineHeight: 1.65 }}>
                {step.text}
              </Box>
            </Box>
          ))}
        </Box>
      </ServiceSection>

      <ServiceSection id="cost" title="What it costs, and how we are paid">
        {cost}
      </ServiceSection>

      <ShortContactForm {...contact} />

      <Box component="p" sx={{ mt: 4, mb: 0, fontSize: '0.9rem', color: 'text.secondary' }}>
        {site.name} is an {site.distributor.registration} ({site.distributor.arn}).{' '}
        {site.distributor.disclaimer}
      </Box>
    </Container>
  );
}

/** One part of a service page, with its h2. */
export function ServiceSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`service-${id}`}
      sx={{
        mb: { xs: 5, md: 7 },
        fontSize: '1.05rem',
        '& > p': { m: 0, mb: 2, lineHeight: 1.75, maxWidth: '68ch' },
        '& > ul': { m: 0, mb: 2, pl: 3, maxWidth: '68ch', '& li': { mb: 1, lineHeight: 1.7 } },
      }}
    >
      <Box
        component="h2"
        id={`service-${id}`}
        sx={{
          m: 0,
          mb: 2,
          fontSize: { xs: '1.6rem', md: '2rem' },
          fontWeight: 700,
          color: 'primary.dark',
        }}
      >
        {title}
      </Box>
      {children}
    </Box>
  );
}
